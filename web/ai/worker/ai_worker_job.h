#pragma once
// The thinking worker's side of a computer's decision (web/ai/worker/ai_worker_main.cpp runs it in a Web
// Worker; the page asks through ai/ai_driver.h). Messages are JSON text, so that nothing but a copy of
// the game crosses between the page and the worker (no shared memory, no special headers):
//   request  {"id": N, "record": <the game record>, "actions": A, "level": "normal", "budget": B}
//            id: the page's number for the request (a later one supersedes it); actions: the number
//            of actions of the page's state (a replay that ends elsewhere is refused); budget: the
//            search's iterations, 0 = the level's default (ai::SearchOptions::WithBudget).
//   answer   {"id": N, "action": <an action>, "iterations": I, "ms": M, "replayMs": R}
//            or {"id": N, "error": "why"} (an unreadable request, a record that does not replay).
//            ms: the time from the request to the answer in the worker (the replay included).
// The worker rebuilds the state by replaying the record (as loading a saved game does) and thinks
// with the same seed as the page (DecisionSeed), so it chooses the move the page would have.
#include <chrono>
#include <optional>
#include <string>
#include <string_view>

#include "ai/ai_sliced_thinker.h"

namespace carc::ui {

class AiWorkerJob {
 public:
  // Reads a request and starts thinking: "" while thinking, or at once an answer (an error, or a
  // decision that needs no search). A request replaces the one being thought about.
  std::string Start(std::string_view request);
  // Thinks for up to `ms` milliseconds: the answer once the decision is made, else "".
  std::string Step(double ms);
  // Starts thinking about step `step` of the warm-up (0: the hard level, 1: the normal level, each at
  // its default budget, about a decision of a canned game: every expansion, a fixed seed, a few turns
  // in): "" while thinking, an answer (to drop), or "done" after the last step. JavaScriptCore
  // compiles the search while it runs, 10-16 times slower until then (docs/webkit-speed.md): the
  // worker thinks once before a person waits for it (issue 47). A request replaces it.
  std::string WarmUp(int step);
  // Drops the decision being thought about (a new move or a new game on the page).
  void Stop() { id_.reset(); }
  bool Thinking() const { return id_.has_value(); }
  // The id of the last request read (-1 before any): whom to answer when something fails.
  int LastId() const { return last_id_; }

 private:
  std::string Answer();
  std::optional<int> id_;
  int last_id_ = -1;
  GameState state_;
  AiSlicedThinker thinker_;
  std::chrono::steady_clock::time_point started_;
  double replay_ms_ = 0;
};

}  // namespace carc::ui
