#pragma once
// The thinking worker's side of a game's review (issue 45; engine/ai/README.md, "Review"): the page asks
// for the review of a record, the worker steps ai::Review in slices between its messages and says how
// far it is, then hands the list of reviewed decisions. JSON text, as the worker's other messages:
//   request   {"id": N, "record": <the game record>}
//   progress  {"id": N, "reviewed": K, "toReview": T}             (when K grew; and once after the start)
//   answer    {"id": N, "done": true, "toReview": T, "decisions": [<one line of `carcassonne review`>...]}
//   error     {"id": N, "error": "why"}  (an unreadable request, a record that does not replay)
// The decisions are ai::ReviewedDecisionToJson's lines, so the page's review and the CLI's compare.
// Pure (no Emscripten): the native tests run it.
#include <optional>
#include <string>
#include <string_view>

#include "carc/ai/review.h"

namespace carc::ui {

class AiWorkerReview {
 public:
  // Positions valued between two looks at the clock (a fraction of a millisecond).
  static constexpr int kPositionsPerCheck = 200;

  // Reads a request and starts the review: its first progress, or at once an error (or the answer of
  // a record with nothing to review). A request replaces the review under way.
  std::string Start(std::string_view request);
  // Reviews for about `ms` milliseconds: the answer once every decision is reviewed, a progress when
  // more decisions are done, else "".
  std::string Step(double ms);
  void Stop() { id_.reset(), review_.reset(); }
  bool Busy() const { return id_.has_value(); }
  int LastId() const { return last_id_; }

 private:
  std::string Progress() const;
  std::string Answer();
  std::optional<int> id_;
  int last_id_ = -1;
  size_t reported_ = 0;
  std::optional<ai::Review> review_;
};

}  // namespace carc::ui
