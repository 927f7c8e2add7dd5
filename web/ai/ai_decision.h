#pragma once
// One decision thought about for the page (a computer's move or a person's hint, ai/ai_driver.h): asked
// of the thinking worker (ai/ai_worker_thinker.h) when there is one, else thought about here in slices
// (ai/ai_sliced_thinker.h). The page keeps only a choice of its own engine's legal list: a worker's answer
// that is not in it, an error answer, or a worker that fails, leave the decision to be thought here.
#include <optional>

#include <nlohmann/json.hpp>

#include "carc/ai/ai.h"
#include "ai/ai_sliced_thinker.h"
#include "session/game_session.h"
#include "ai/ai_worker_thinker.h"

namespace carc::ui {

// Where a decision was (or is being) thought about.
enum class ThinkPlace { None, Worker, Page };
const char* ThinkPlaceName(ThinkPlace p);

// One decision (a computer's move or a person's hint) for one session version: asked of the worker,
// or thought about here; falls back to here when the worker fails or answers something not legal.
class AiDecision {
 public:
  // Begins on the decision awaited in `g`: asks `remote` (request `id`) when it can think, else here.
  void Start(const GameSession& g, ai::Level level, int budget, AiWorkerThinker* remote, int id, double now);
  // Each frame: checks the worker's answer once offered, or thinks here for up to `ms` (also when
  // the worker failed). True once the choice is made (Choice(), always one of g.Legal()).
  bool Step(const GameSession& g, double ms, const AiWorkerThinker* remote, double now);
  // An answer of the worker's: true when it is this request's (then Step checks it).
  bool Offer(const nlohmann::json& answer);
  bool Active(int version) const { return version_ >= 0 && version_ == version; }
  int Version() const { return version_; }
  bool Done() const { return choice_.has_value(); }
  int AwaitedId() const { return id_; }     // the worker's request awaited (0: none)
  double Started() const { return started_; }
  const std::optional<Action>& Choice() const { return choice_; }
  ThinkPlace Place() const { return place_; }
  int Iterations() const { return place_ == ThinkPlace::Page ? here_.Iterations() : iterations_; }
  double DecideMs() const { return (decided_ - started_) * 1000.0; }  // from Start to the choice
  double WorkerMs() const { return worker_ms_; }  // the worker's own time for its answer
  int Refused() const { return refused_; }  // answers not in the legal list, or errors (thought here again)
  // Decisions the worker, not failed, left unanswered for kWorkerPatienceSeconds (thought here again).
  int Unanswered() const { return unanswered_; }
  // How long a decision waits for a worker that says it is thinking: its slowest decisions take a few
  // seconds (WebKit's hard level, while JavaScriptCore still compiles the search: 3 s; 16 s beside a
  // game on a loaded test machine). A worker that never answers (its thread stuck or gone without an
  // error: seen once in WebKitGTK, not reproduced) would otherwise hold the game for good; after this
  // the page thinks the decision itself, and its answer, if it still comes, is dropped by its id.
  static constexpr double kWorkerPatienceSeconds = 30.0;
  void Reset();
  AiSlicedThinker& Here() { return here_; }
  const AiSlicedThinker& Here() const { return here_; }

 private:
  void ThinkHere(const GameSession& g);
  AiSlicedThinker here_;
  ThinkPlace place_ = ThinkPlace::None;
  ai::Level level_ = ai::Level::Normal;
  int budget_ = 0;
  int version_ = -1;
  int id_ = 0;                       // the worker's request, 0 = none awaited
  std::optional<nlohmann::json> answer_;  // the worker's answer, not yet checked
  std::optional<Action> choice_;
  double started_ = 0, decided_ = 0, worker_ms_ = 0;
  int iterations_ = 0, refused_ = 0, unanswered_ = 0;
};

}  // namespace carc::ui
