#pragma once
// The computer reviews a game (issue 45; engine/ai/README.md, "Review"): for every decision a player
// took in a record, the value of the move made and of the best move the hard level finds, both as
// the expected points margin for the player who moved, and their difference, what the move cost.
//
// Only what that player could know is used: the state before the move, its stacks determinized as
// the AI does (the remaining tiles as counts, never the record's later draws), seeded from the game's
// seed and the decision's index (DecisionSeed), so the same record gives the same review everywhere.
//
// Steppable like the Thinker, for a worker that reviews in slices with a progress bar:
//   ai::Review r;
//   if (!r.Start(record, &error)) ...;            // replays the record: a bad record is refused here
//   while (!r.Step(2000)) show(r.Reviewed().size(), r.ToReview());   // ~2000 positions: a few ms
//   for (const ai::ReviewedDecision& d : r.Reviewed()) ... ReviewedDecisionToJson(d) ...
// Stopping is dropping the object (or calling Start again).
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "carc/ai/ai.h"
#include "carc/record.h"

namespace carc::ai {

// The review's search for a game: the hard level's three-turn lookahead, whose next draws are 12
// sampled tiles in a game of at most kFullReviewTiles tiles (the base game, one or two sets) and 6 in a
// larger one, so that a game with every set is reviewed within the page's time (README.md, "Review").
constexpr int kFullReviewTiles = 100;
SearchOptions ReviewSearch(const GameState& s);

// Whether the decision awaited in `s` is reviewed: a player's decision (Decides: not a device's fair
// deal commit, reveal or rekey) with more than one legal action (a forced move costs nothing).
bool Reviewable(const GameState& s);

struct ReviewedDecision {
  int index = 0;     // the action's index in the record
  int player = 0;    // who decided (the state's decider)
  Decision decision = Decision::Place;
  Action made;       // as the record writes it
  Action best;       // the first action of the best turn found (a legal action; a place action with its tile check)
  bool best_has_follow = false;
  Action best_follow;       // for a placement or an abbey: the figure step of the best turn
  double made_value = 0;    // expected points margin for `player` after the move made (README.md)
  double best_value = 0;    // ... after the best move found; >= made_value
  double cost = 0;          // best_value - made_value: 0 when the move made is the best found
  long long positions = 0;  // positions valued for this decision
};

// One line of `carcassonne review`: {"index", "player", "decision", "made", "best", ["best_then"],
// "made_value", "best_value", "cost"}, values in points rounded to hundredths (cost from the
// rounded values, so it is their difference on screen too).
nlohmann::json ReviewedDecisionToJson(const ReviewedDecision& d);

// Reviews one decision: `made` (legal in `s`) against the best move of the search `options`
// (ReviewSearch(s) for the review's), seeded with `seed` (Review uses DecisionSeed(s)). nullopt when
// `s` is not Reviewable or `made` is not legal there. In one call; the Review class below steps
// through a record.
std::optional<ReviewedDecision> ReviewDecision(const GameState& s, const Action& made, uint64_t seed,
                                               const SearchOptions& options);

class Review {
 public:
  Review();
  ~Review();
  Review(const Review&) = delete;
  Review& operator=(const Review&) = delete;

  // Copies and replays the record (finished or not) to check it and count the decisions to review.
  // False with the replay's message when it does not replay; then there is nothing to step.
  // The search is ReviewSearch of the game, or `options`.
  bool Start(const GameRecord& record, std::string* error);
  bool Start(const GameRecord& record, std::string* error, const SearchOptions& options);
  // Values about `positions` more positions (at least one piece of work: one legal action valued),
  // finishing decisions as it goes; true when every decision is reviewed. How the work is sliced
  // never changes the result.
  bool Step(int positions);
  bool Done() const;
  // The decisions to review (known after Start) and those reviewed so far, in record order.
  int ToReview() const;
  const std::vector<ReviewedDecision>& Reviewed() const;
  // Positions valued so far (the search's unit of work, as Thinker::Iterations counts them).
  long long Positions() const;

 private:
  bool StartWith(const GameRecord& record, std::string* error, const std::optional<SearchOptions>& options);
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace carc::ai
