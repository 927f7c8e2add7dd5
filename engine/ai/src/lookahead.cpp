// Two- or three-turn expectimax for the hard level (lookahead.h). Why not only MCTS: against a greedy player
// the tree search spreads its iterations over tile draws and weak replies, and ends up no better than
// the one-move values it starts from; valuing each good turn against the next player's best reply to
// each likely tile looks exactly at what a one-move player misses (a city the next player can join,
// a monastery they can crowd, a road they can finish for us). The third turn, our own next one,
// sees what the second cannot: a feature we close next turn, a reply that only costs us then.
#include "lookahead.h"

#include <algorithm>
#include <map>

#include "carc/game.h"

namespace carc::ai {

namespace {

// Plays a turn; false if the engine refuses it (it never should: both actions came from LegalActions
// of the same position).
bool Play(GameState& s, const Turn& t) {
  if (Apply(s, t.action)) return false;
  if (t.has_follow && s.decision == Decision::Figure && Apply(s, t.follow)) return false;
  return true;
}

}  // namespace

GameState LookaheadRoot(const GameState& s, uint64_t seed) {
  Rng rng{seed ^ 0x5A17C0DEull};  // as the Thinker seeds the greedy level's sample (ai.cpp)
  GameState d = s;
  Determinize(d, rng);
  return d;
}

std::vector<Turn> RankedTurns(const GameState& s, const EvalWeights& w, long long* evaluated) {
  const int player = s.decider;
  std::vector<Turn> out;
  ForEachTurn(s, LegalActions(s), true, [&](size_t, const Turn& t, const GameState& after) {
    ++*evaluated;
    out.push_back(t);
    out.back().value = Margin(Estimate(after, w), player);
  });
  std::stable_sort(out.begin(), out.end(), [](const Turn& a, const Turn& b) { return a.value > b.value; });
  return out;
}

Lookahead::Lookahead(const GameState& root, const SearchOptions& options) : root_(root), opt_(options) {
  player_ = root_.decider;
  root_legal_ = LegalActions(root_);
  if (root_legal_.empty()) FinishRanking();
}

Lookahead::Lookahead(const GameState& root, const SearchOptions& options, const Action& made)
    : root_(root), opt_(options), has_made_(true), made_(made) {
  player_ = root_.decider;
  root_legal_ = LegalActions(root_);
  if (root_legal_.empty()) FinishRanking();
}

// The first piece of work: every turn of ours valued, one legal action per piece (as RankedTurns does).
void Lookahead::RankOne() {
  const std::vector<Action> one{root_legal_[rank_next_++]};
  ForEachTurn(root_, one, true, [&](size_t, const Turn& t, const GameState& after) {
    ++evaluated_;
    ranked_.push_back(t);
    ranked_.back().value = Margin(Estimate(after, opt_.weights), player_);
  });
  if (rank_next_ >= root_legal_.size()) FinishRanking();
}

void Lookahead::FinishRanking() {
  ranked_done_ = true;
  std::stable_sort(ranked_.begin(), ranked_.end(), [](const Turn& a, const Turn& b) { return a.value > b.value; });
  for (const Turn& t : ranked_) {
    if (static_cast<int>(candidates_.size()) >= opt_.lookahead_width) break;
    if (!candidates_.empty() && t.value < ranked_.front().value - opt_.lookahead_cutoff) break;
    candidates_.push_back(Candidate{t, 0, 0});
  }
  if (has_made_) {  // the review values the move made with the same draws as the others
    auto made = [&](const Turn& t) { return SameMove(t.action, made_, false); };
    if (std::none_of(candidates_.begin(), candidates_.end(), [&](const Candidate& c) { return made(c.turn); })) {
      auto it = std::find_if(ranked_.begin(), ranked_.end(), made);  // its best turn by one-move value
      if (it != ranked_.end()) candidates_.push_back(Candidate{*it, 0, 0});
    }
  }
  ranked_.clear();
  // Nothing to compare: the best one-move turn stands (the review still values it).
  if (candidates_.empty() || (candidates_.size() < 2 && !has_made_)) return;

  // The next player's possible tiles: the next `lookahead_tiles` of this determinization (a sample
  // without replacement, so each kind comes up as often as it remains), each kind once with its
  // share as weight. The lake is never next while other river tiles remain.
  std::map<int, int> kinds;
  DrawStack& stack = root_.NextStack();
  int taken = 0;
  for (int i = stack.next; i < static_cast<int>(stack.tiles.size()) && taken < opt_.lookahead_tiles; ++i) {
    const int tile = stack.tiles[static_cast<size_t>(i)];
    if (root_.Tile(tile).lake && stack.remaining() > 1) continue;
    kinds[tile]++;
    ++taken;
  }
  // Units go tile by tile, each tile for every candidate, so that a partial search compares the
  // candidates on the same draws.
  std::vector<std::pair<int, int>> by_weight(kinds.begin(), kinds.end());
  std::stable_sort(by_weight.begin(), by_weight.end(), [](auto a, auto b) { return a.second > b.second; });
  if (by_weight.empty()) by_weight.push_back({-1, 1});  // no draw left: the replies alone
  for (auto [tile, count] : by_weight)
    for (int c = 0; c < static_cast<int>(candidates_.size()); ++c) units_.push_back(Unit{c, tile, static_cast<double>(count)});
}

void Lookahead::StartUnit(const Unit& u) {
  unit_ = u;
  unit_state_ = root_;
  if (u.tile >= 0) {  // bring one tile of this kind to the top of the stack
    DrawStack& stack = unit_state_.NextStack();
    for (int i = stack.next; i < static_cast<int>(stack.tiles.size()); ++i)
      if (stack.tiles[static_cast<size_t>(i)] == u.tile) {
        std::swap(stack.tiles[static_cast<size_t>(i)], stack.tiles[static_cast<size_t>(stack.next)]);
        break;
      }
  }
  in_unit_ = Play(unit_state_, candidates_[static_cast<size_t>(u.candidate)].turn);
  ours_ = true, own_next_ = false, guard_ = 0, searching_ = false;
}

// One piece of a unit: the rest of our own decisions (a wagon move, floors), then every other
// player's turn until it is ours again, each one the best one-move turn, then at depth 3 our own
// best one-move turn with the tile drawn for us (its value is the unit's) - searched one legal action
// per piece (the same turns, in the same order, as one whole search), so that a browser frame never
// waits for a whole reply.
void Lookahead::UnitPiece() {
  GameState& s = unit_state_;
  if (!searching_) {
    const bool back_to_us = s.decider == player_ && !ours_;
    if (guard_ >= 64 || IsOver(s) || (back_to_us && (opt_.lookahead_depth < 3 || !Decides(s)))) {
      ++evaluated_;  // the unit is done: value it
      FinishUnit(Margin(Estimate(s, opt_.weights), player_));
      return;
    }
    if (back_to_us) own_next_ = true;  // depth 3: our best next turn with the tile drawn for us
    if (s.decider != player_) ours_ = false;
    reply_legal_ = LegalActions(s);
    reply_next_ = 0;
    reply_best_ = Turn{};
    reply_best_.value = -1e18;
    searching_ = true;
  }
  if (reply_next_ < reply_legal_.size()) {
    const int player = s.decider;
    const std::vector<Action> one{reply_legal_[reply_next_++]};
    ForEachTurn(s, one, true, [&](size_t, const Turn& t, const GameState& after) {
      ++evaluated_;
      const double v = Margin(Estimate(after, opt_.weights), player);
      if (v > reply_best_.value) {
        reply_best_ = t;
        reply_best_.value = v;
      }
    });
  }
  if (reply_next_ >= reply_legal_.size()) {  // the reply is known: play it
    searching_ = false;
    if (own_next_) {  // our own next turn: its best value is the unit's
      FinishUnit(reply_best_.value > -1e17 ? reply_best_.value : Margin(Estimate(s, opt_.weights), player_));
      return;
    }
    ++guard_;
    if (!Play(s, reply_best_)) in_unit_ = false;  // never happens (legal actions of the same position)
  }
}

void Lookahead::FinishUnit(double margin) {
  Candidate& c = candidates_[static_cast<size_t>(unit_.candidate)];
  c.sum += unit_.weight * margin;
  c.weight += unit_.weight;
  in_unit_ = false;
}

bool Lookahead::Run(int positions) {
  const long long cap = opt_.iterations;
  long long target = evaluated_ + std::max(1, positions);
  if (cap > 0) target = std::min(target, cap);
  // At least one piece per call, so that every call makes progress. The cap ends the search only
  // between units, after at least one (the unit that reaches it is finished), as when units were run
  // whole: the same units are valued, so the same turn is chosen.
  auto capped = [&] { return cap > 0 && evaluated_ >= cap && ranked_done_ && !in_unit_ && next_unit_ > 0; };
  do {
    if (Done() || capped()) break;
    if (!ranked_done_) {
      RankOne();
    } else if (in_unit_) {
      UnitPiece();
    } else {
      StartUnit(units_[static_cast<size_t>(next_unit_++)]);
    }
  } while (evaluated_ < target);
  return Done() || capped();
}

Action Lookahead::Best() const {
  if (candidates_.empty()) {
    std::vector<Action> legal = LegalActions(root_);
    return legal.empty() ? Action{} : legal[0];
  }
  // Only candidates valued on the same tiles compare; while a tile row is half done, the ones
  // that have it are ahead by one unit, so compare on mean margins (same weights apart from that).
  int best = 0;
  double best_v = -1e300;
  for (size_t i = 0; i < candidates_.size(); ++i) {
    const Candidate& c = candidates_[i];
    if (c.weight <= 0) continue;
    double v = c.sum / c.weight;
    if (v > best_v) {
      best_v = v;
      best = static_cast<int>(i);
    }
  }
  return candidates_[static_cast<size_t>(best)].turn.action;
}

std::vector<Lookahead::Valued> Lookahead::Values() const {
  std::vector<Valued> out;
  for (const Candidate& c : candidates_) out.push_back(Valued{c.turn, c.weight > 0 ? c.sum / c.weight : c.turn.value, c.weight});
  return out;
}

}  // namespace carc::ai
