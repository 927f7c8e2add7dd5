#pragma once
// A game's review being made (issue 45; engine/ai/README.md, "Review"): asked of the thinking worker
// (ai/worker/ai_worker_review.h, through shell/thinker.js), which reviews beside the page and says how
// far it is; where there is no worker (or it fails), reviewed on the page's thread in slices of a few
// milliseconds a frame, so that the page stays smooth. Either way the result is the engine's
// ai::ReviewedDecisionToJson lines, the same as `carcassonne review` prints for the record.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "carc/ai/review.h"
#include "carc/record.h"

namespace carc::ui {

// One reviewed decision, read from its line.
struct ReviewLine {
  int index = 0;   // the action's index in the record
  int player = 0;  // who decided
  Action made, best;
  std::optional<Action> best_then;  // the best placement's figure step
  double made_value = 0, best_value = 0, cost = 0;
  nlohmann::json json;  // the line as the engine writes it (the script API's list)
};
// Reads a line (untrusted: it crossed from the worker); false when it is not one.
bool ReviewLineFromJson(const nlohmann::json& j, ReviewLine* out);

// The worker as the review sees it (the page's is platform's; the tests put their own in).
class ReviewWorker {
 public:
  virtual ~ReviewWorker() = default;
  virtual bool Post(const std::string& request) = 0;  // false: no worker here
  virtual std::string Take() = 0;                     // the oldest progress or answer; "" when none
  virtual void Stop() = 0;
  virtual bool Failed() const = 0;                    // it cannot review (failed to start, or since)
  virtual bool Ready() const = 0;                     // loaded: it answers at once
};
class PlatformReviewWorker final : public ReviewWorker {
 public:
  bool Post(const std::string& request) override;
  std::string Take() override;
  void Stop() override;
  bool Failed() const override;
  bool Ready() const override;
};

class ReviewRun {
 public:
  // A worker still loading after this long leaves the review to the page (WebKitGTK took 20 s to
  // compile it): the review starts on the page's thread rather than wait.
  static constexpr double kWorkerWaitMs = 3000;
  enum class Status { None, Running, Done, Failed };
  // `worker`: where to ask first (null: on the page only); not owned.
  explicit ReviewRun(ReviewWorker* worker) : worker_(worker) {}
  // Starts the review of `record` (replaced: the one under way is dropped). False, with the replay's
  // words in `error`, for a record that does not replay.
  bool Start(const GameRecord& record, std::string* error);
  // Once a frame: the worker's messages, or a slice of the page's own review (`slice_ms`). `now_ms`:
  // the clock (the tests' own), for the worker's wait.
  void Step(double slice_ms);
  void Step(double slice_ms, double now_ms);
  void Stop();  // dropped: Status None
  void UseWorker(bool on) { use_worker_ = on; }  // tests and measurements: the page's thread only

  Status State() const { return status_; }
  bool Running() const { return status_ == Status::Running; }
  const GameRecord& Record() const { return record_; }
  int Reviewed() const;
  int ToReview() const { return to_review_; }
  const std::vector<ReviewLine>& Lines() const { return lines_; }
  const char* Where() const { return where_; }  // "worker", "page" or "none"
  double Ms() const { return ms_; }              // from Start to the last line

 private:
  void StartOnPage();
  void TakeFromWorker();
  bool Finish(const nlohmann::json& decisions);

  ReviewWorker* worker_;
  bool use_worker_ = true;
  Status status_ = Status::None;
  GameRecord record_;
  int id_ = 0;
  int reviewed_ = 0, to_review_ = 0;
  const char* where_ = "none";
  std::unique_ptr<ai::Review> page_;  // the page's own review, when there is no worker
  std::vector<ReviewLine> lines_;
  double started_ms_ = 0, ms_ = 0;
};

}  // namespace carc::ui
