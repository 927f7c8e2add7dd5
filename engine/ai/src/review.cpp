// The review of a game (review.h): each reviewed decision is one hard lookahead from the state before
// it, with the move made forced among the candidates, so that the move made and the best one are
// valued by the same evaluation on the same imagined draws.
#include "carc/ai/review.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <nlohmann/json.hpp>

#include "carc/game.h"
#include "lookahead.h"

namespace carc::ai {

SearchOptions ReviewSearch(const GameState& s) {
  SearchOptions o = SearchOptions::Defaults(Level::Hard);
  // The work of a game's review grows with its length and its board (every reply searched is every
  // placement with its figures): the hard level's 12 draws review a base game in ~2.5 s of one core,
  // a game with all six sets in ~50 s; 6 draws halve that (README.md, "Review").
  const size_t tiles = s.land.tiles.size() + s.river.tiles.size() + s.tower.tiles.size();
  if (tiles > static_cast<size_t>(kFullReviewTiles)) o.lookahead_tiles = 6;
  return o;
}

bool Reviewable(const GameState& s) { return Decides(s) && LegalActions(s).size() > 1; }

namespace {

double Hundredths(double v) { return std::round(v * 100.0) / 100.0; }

// A decision whose lookahead is under way: the move made (as listed) and the search.
struct Pending {
  ReviewedDecision out;
  Action listed;  // the move made, as LegalActions lists it
  std::unique_ptr<Lookahead> search;
};

std::optional<Pending> Begin(const GameState& s, const Action& made, uint64_t seed, const SearchOptions& options) {
  if (!Reviewable(s)) return std::nullopt;
  std::optional<Action> listed = AsListed(s, made);
  if (!listed) return std::nullopt;
  Pending p;
  p.out.index = s.actions;
  p.out.player = s.decider;
  p.out.decision = s.decision;
  p.out.made = made;
  p.listed = *listed;
  p.search = std::make_unique<Lookahead>(LookaheadRoot(s, seed), options, *listed);
  return p;
}

// The values once the search is over: the best candidate (the first of the highest, as the hard level
// chooses) and the best of the move made's turns. The Lookahead always holds the move made among its
// candidates (it is legal at the root, and every legal action has a turn); nullopt if it ever did not.
std::optional<ReviewedDecision> Finish(const GameState& s, Pending& p) {
  ReviewedDecision d = p.out;
  const std::vector<Lookahead::Valued> values = p.search->Values();
  int best = -1;
  double made_value = -1e300;
  for (size_t i = 0; i < values.size(); ++i) {
    if (best < 0 || values[i].value > values[static_cast<size_t>(best)].value) best = static_cast<int>(i);
    if (SameMove(values[i].turn.action, p.listed, false)) made_value = std::max(made_value, values[i].value);
  }
  if (best < 0 || made_value == -1e300) return std::nullopt;
  const Lookahead::Valued& b = values[static_cast<size_t>(best)];
  d.best = b.turn.action;
  if (d.best.type == ActionType::Place) d.best.tile = s.Tile(s.drawn).id;
  d.best_has_follow = b.turn.has_follow;
  d.best_follow = b.turn.follow;
  d.best_value = b.value;
  d.made_value = made_value;
  d.cost = std::max(0.0, d.best_value - d.made_value);
  d.positions = p.search->Evaluated();
  return d;
}

}  // namespace

nlohmann::json ReviewedDecisionToJson(const ReviewedDecision& d) {
  const double made = Hundredths(d.made_value), best = Hundredths(d.best_value);
  nlohmann::json j = {{"index", d.index},
                      {"player", d.player},
                      {"decision", DecisionName(d.decision)},
                      {"made", ActionToJson(d.made)},
                      {"best", ActionToJson(d.best)}};
  if (d.best_has_follow) j["best_then"] = ActionToJson(d.best_follow);
  j["made_value"] = made;
  j["best_value"] = best;
  j["cost"] = Hundredths(best - made);
  return j;
}

std::optional<ReviewedDecision> ReviewDecision(const GameState& s, const Action& made, uint64_t seed,
                                               const SearchOptions& options) {
  std::optional<Pending> p = Begin(s, made, seed, options);
  if (!p) return std::nullopt;
  while (!p->search->Run(1 << 20)) {
  }
  return Finish(s, *p);
}

struct Review::Impl {
  GameRecord record;
  SearchOptions options;
  RecordCursor cursor;  // at the next decision to review (points into `record`)
  int to_review = 0;
  bool done = true;
  long long positions = 0;
  std::vector<ReviewedDecision> reviewed;
  std::optional<Pending> pending;

  // Moves the cursor to the next reviewable decision and starts its search; done at the end.
  void Next() {
    while (!cursor.AtEnd()) {
      const GameState& s = cursor.State();
      if (Reviewable(s)) {
        pending = Begin(s, record.actions[cursor.Next()], DecisionSeed(s), options);
        if (pending) {
          pending->out.index = static_cast<int>(cursor.Next());
          return;
        }
      }
      cursor.Step(nullptr);  // replayed once by Start: it applies
    }
    done = true;
  }
};

Review::Review() : impl_(std::make_unique<Impl>()) {}
Review::~Review() = default;

bool Review::Start(const GameRecord& record, std::string* error) { return StartWith(record, error, std::nullopt); }

bool Review::Start(const GameRecord& record, std::string* error, const SearchOptions& options) {
  return StartWith(record, error, options);
}

bool Review::StartWith(const GameRecord& record, std::string* error, const std::optional<SearchOptions>& options) {
  impl_ = std::make_unique<Impl>();
  Impl& m = *impl_;
  m.record = record;
  // Replay once to check the record and count the decisions, so that the progress has a total.
  RecordCursor check;
  std::optional<ReplayError> err;
  if (!check.Start(m.record, nullptr)) err = check.StartError();
  while (!err && !check.AtEnd()) {
    if (Reviewable(check.State())) ++m.to_review;
    err = check.Step(nullptr);
  }
  if (!err) err = check.Finish();
  if (err) {
    if (error) *error = err->Message();
    m.to_review = 0;
    return false;
  }
  m.cursor.Start(m.record, nullptr);
  m.options = options ? *options : ReviewSearch(m.cursor.State());
  m.done = false;
  m.Next();
  return true;
}

bool Review::Step(int positions) {
  Impl& m = *impl_;
  const long long target = m.positions + std::max(1, positions);
  while (!m.done && m.positions < target) {
    Lookahead& search = *m.pending->search;
    const long long before = search.Evaluated();
    const bool over = search.Run(static_cast<int>(std::min<long long>(target - m.positions, INT_MAX)));
    m.positions += search.Evaluated() - before;
    if (!over) continue;
    if (std::optional<ReviewedDecision> d = Finish(m.cursor.State(), *m.pending)) m.reviewed.push_back(*d);
    m.pending.reset();
    m.cursor.Step(nullptr);
    m.Next();
  }
  return m.done;
}

bool Review::Done() const { return impl_->done; }
int Review::ToReview() const { return impl_->to_review; }
const std::vector<ReviewedDecision>& Review::Reviewed() const { return impl_->reviewed; }
long long Review::Positions() const { return impl_->positions; }

}  // namespace carc::ai
