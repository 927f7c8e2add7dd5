#pragma once
// The hard level's search: a two- or three-turn expectimax (engine/ai/README.md, "Lookahead"). The
// best few turns by one-move value are each followed, for every kind of tile the next player could
// draw (weighted by how many remain), by that player's best one-move reply, and valued after it - or,
// at depth 3 (hard), after our own best one-move turn with the tile drawn for us next. The
// work is cut into units (one turn against one tile), and units into pieces (one legal action valued),
// so that the browser can spread it over frames without a frame waiting for a whole unit.
#include <cstdint>
#include <vector>

#include "carc/ai/ai.h"
#include "turns.h"

namespace carc::ai {

// The determinized copy of `s` that the lookahead of a decision thinking with `seed` starts from (the
// Thinker's and the review's: the same seed gives the same sample, so the review of a move the hard
// level chose values it on the draws that level imagined).
GameState LookaheadRoot(const GameState& s, uint64_t seed);

// Every turn of s.decider with its one-move value, best first. `evaluated` counts the positions
// valued. `s` must already be determinized.
std::vector<Turn> RankedTurns(const GameState& s, const EvalWeights& w, long long* evaluated);

class Lookahead {
 public:
  // `root` must already be determinized (the Thinker does it as for the greedy level).
  Lookahead(const GameState& root, const SearchOptions& options);
  // For the review (review.h): `made`, an action legal at the root, is always a candidate (its best
  // turn by one-move value joins the others when it is not among them), and the candidates are
  // valued even when only one is left, so that every reviewed decision has values of the same kind.
  Lookahead(const GameState& root, const SearchOptions& options, const Action& made);
  // Runs units until about `positions` more positions have been valued, or the options' cap
  // (`iterations`, 0 = none) is reached, and at least one unit; returns true when the search is over
  // (every unit done, or the cap reached).
  bool Run(int positions);
  bool Done() const {  // every unit done
    return ranked_done_ && !in_unit_ && next_unit_ >= static_cast<int>(units_.size());
  }
  long long Evaluated() const { return evaluated_; }
  // The turn's first action with the best expected margin so far (the one-move order breaks ties
  // and stands in before any unit is done).
  Action Best() const;
  // Every candidate turn with its expected margin (the mean over the tiles done), in the order of
  // their one-move values (the made move of the review's constructor last when it joined them).
  // Empty until the ranking is done; a candidate with no tile done has `tiles` 0.
  struct Valued {
    Turn turn;
    double value = 0;
    double tiles = 0;  // the weight of the tiles done
  };
  std::vector<Valued> Values() const;

 private:
  struct Candidate {
    Turn turn;
    double sum = 0;     // weighted margins after the reply
    double weight = 0;  // weights of the tiles done
  };
  struct Unit {
    int candidate = 0;
    int tile = -1;  // catalogue index forced as the next draw, -1: the sample's own draw
    double weight = 1;
  };
  void RankOne();        // values our turns from the next root action
  void FinishRanking();  // the candidates and their units
  void StartUnit(const Unit& u);
  void UnitPiece();                // one legal action of a reply search, or the unit's end
  void FinishUnit(double margin);  // adds the unit's margin to its candidate

  GameState root_;  // determinized
  SearchOptions opt_;
  bool has_made_ = false;  // the review's constructor: `made_` is a candidate, a single one is valued
  Action made_;
  int player_ = 0;
  std::vector<Candidate> candidates_;
  std::vector<Unit> units_;
  int next_unit_ = 0;
  long long evaluated_ = 0;
  // Ranking in progress: our legal actions, the next one, the turns valued so far.
  std::vector<Action> root_legal_;
  size_t rank_next_ = 0;
  std::vector<Turn> ranked_;
  bool ranked_done_ = false;
  // The unit in progress: its position, whether the turn is still ours, the replies played, and the
  // reply being searched (its legal actions, the next one, the best turn so far).
  bool in_unit_ = false;
  Unit unit_;
  GameState unit_state_;
  bool ours_ = true;
  bool own_next_ = false;  // the reply being searched is our own next turn (depth 3): its value ends the unit
  int guard_ = 0;
  bool searching_ = false;
  std::vector<Action> reply_legal_;
  size_t reply_next_ = 0;
  Turn reply_best_;
};

}  // namespace carc::ai
