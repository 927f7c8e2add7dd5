// libFuzzer target through the computer (issue 46): a position reached by untrusted bytes, then
// everything the page asks the engine about it - each AI level's move, the hint, the explanations of
// refused placements and figures, the figures offered round a picked tile, the squares' counts and the
// review of a decision. Never a crash, never an action outside the engine's legal list, and a refusal
// always with a named reason.
//
// The input's first byte chooses how the position is reached (bit 0), and what thinks there (bits 1-3:
// greedy, easy, normal and the hint; hard; the review - they cost ten to a hundred times the rest):
//   even: a random legal game, dealt from the input (its seed, 2-6 players, any sets, ruleset and rule
//         switches) and played to a fuzzed point by legal actions the input's bytes pick;
//   odd:  the rest as a game record (or, when it does not read, a share link), replayed as far as a
//         fuzzed index or its first illegal action (the page opens such a game there too).
// Then, at that position, with budgets small enough for hundreds of inputs a minute:
//   - every level's choice (ai::Thinker, stepped as the page steps it, with DecisionSeed) is legal;
//   - the hint (ai::Hint) is a legal action where the player decides, none where a device answers;
//   - ExplainPlacement says "fits" exactly where LegalActions places the tile, and names a true reason
//     elsewhere; ExplainFigure says "fits" only where a figure is offered and names a reason where none is;
//   - for picked placements, the figure step the page offers round the tile (web/ui/board/pick_figures.cpp:
//     Apply on a copy, LegalActions there) applies, and its explanations hold there too;
//   - damaged actions are refused with a message and leave the game untouched;
//   - ComputeOutlook: one square per open square, counts that add up, a count of at least 1 wherever
//     the tile in hand may go;
//   - ai::ReviewDecision of a move: the best move is legal and worth at least the move made; a short
//     record reviewed whole in slices (ai::Review) gives each decision as reviewed in one call.
// A fault calls Fail (abort with a message), which libFuzzer reports with the input.
// Build: -DCARC_FUZZ=ON with clang (see .github/scripts/fuzz.sh).
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "carc/ai/ai.h"
#include "carc/ai/review.h"
#include "carc/explain.h"
#include "carc/game.h"
#include "carc/outlook.h"
#include "carc/record.h"
#include "carc/rules.h"
#include "carc/share.h"

namespace {
using namespace carc;

// Small budgets: an input runs in milliseconds (the page thinks with hundreds of iterations).
constexpr int kNormalIterations = 12;  // MCTS iterations (normal level, hint)
constexpr int kHardPositions = 40;     // positions valued by the lookahead beyond its ranking
constexpr int kStepBudget = 8;         // iterations per Thinker::Step, as the page slices its thinking
constexpr int kMaxSteps = 10000;       // a search that never ends is a fault
constexpr int kMaxPlayed = 700;        // more actions than a game with every set has
constexpr int kPickedPlacements = 4;   // placements whose figure step is asked (round a picked tile)
// What thinks at the position, as the input's first byte asks (bits 1-3): the search levels cost
// tens (greedy, easy, normal, the hint) to hundreds (hard, the review) of milliseconds with the
// sanitizers, the rest a few, so most inputs stay fast and the mutations still reach every level.
constexpr int kThinkLevels = 1, kThinkHard = 2, kThinkReview = 4;
constexpr size_t kReviewedActions = 4;  // a record reviewed whole (in slices) when it is this short

[[noreturn]] void Fail(const char* what, const std::string& detail = "") {
  std::fprintf(stderr, "computer_fuzzer: %s%s%s\n", what, detail.empty() ? "" : ": ", detail.c_str());
  std::abort();
}

std::string Where(const GameState& s) {
  return "decision " + std::string(DecisionName(s.decision)) + " after " + std::to_string(s.actions) +
         " actions, seed \"" + (s.setup ? s.setup->seed : "") + "\"";
}

// The input's bytes, read in order; then bytes of a generator seeded from the input.
struct Bytes {
  const uint8_t* data;
  size_t size;
  size_t at = 0;
  Rng more{0};
  uint8_t U8() { return at < size ? data[at++] : static_cast<uint8_t>(more.Next() >> 56); }
  uint16_t U16() { return static_cast<uint16_t>(U8() | U8() << 8); }
  uint64_t U64() {
    uint64_t v = 0;
    for (int i = 0; i < 8; ++i) v |= static_cast<uint64_t>(U8()) << (8 * i);
    return v;
  }
};

bool Listed(const GameState& s, const Action& a) { return AsListed(s, a).has_value(); }

void MustApply(const GameState& s, const Action& a, const char* who) {
  GameState copy = s;
  if (auto err = Apply(copy, a)) Fail(who, "legal yet refused (" + err->message + "), " + Where(s));
}

// CARC_FUZZ_TIMES=1: how long each part takes (to keep an input fast).
struct Timer {
  const char* what;
  std::chrono::steady_clock::time_point t0 = std::chrono::steady_clock::now();
  ~Timer() {
    static const bool on = std::getenv("CARC_FUZZ_TIMES") != nullptr;
    if (on)
      std::fprintf(stderr, "%s: %.1f ms\n", what,
                   std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
  }
};

// --- The computer's moves and the hint --------------------------------------------------------------

// `think`: the kThink* bits the input asked for (the random level always thinks).
void CheckLevels(const GameState& s, const std::vector<Action>& legal, int think) {
  const bool decides = ai::Decides(s) && !legal.empty();
  std::optional<Action> normal;  // the normal level's choice, stepped in slices as the page thinks
  for (ai::Level level : {ai::Level::Random, ai::Level::Greedy, ai::Level::Easy, ai::Level::Normal, ai::Level::Hard}) {
    if (level == ai::Level::Hard ? !(think & kThinkHard) : level != ai::Level::Random && !(think & kThinkLevels)) continue;
    const int budget = level == ai::Level::Hard ? kHardPositions : kNormalIterations;
    Timer timer{ai::LevelName(level).data()};
    ai::Thinker t;
    t.Start(s, level, ai::DecisionSeed(s), ai::SearchOptions::WithBudget(level, budget));
    int steps = 0;
    while (!t.Step(kStepBudget))
      if (++steps > kMaxSteps) Fail("the computer never decides", std::string(ai::LevelName(level)) + ", " + Where(s));
    if (!decides) continue;  // Best() is a skip never to be applied
    const Action best = t.Best();
    if (!Listed(s, best))
      Fail("the computer chose an action that is not legal",
           std::string(ai::LevelName(level)) + " " + ActionToJson(best).dump() + ", " + Where(s));
    MustApply(s, best, "the computer's choice");
    if (level == ai::Level::Normal) normal = best;
  }
  if (!(think & kThinkLevels)) return;
  const std::optional<Action> hint = ai::Hint(s, ai::DecisionSeed(s), ai::Level::Normal, kNormalIterations);
  if (hint.has_value() != ai::Decides(s)) Fail("a hint where nobody decides, or none where a player does", Where(s));
  if (hint && decides) {
    if (!Listed(s, *hint)) Fail("the hint is not legal", ActionToJson(*hint).dump() + ", " + Where(s));
    MustApply(s, *hint, "the hint");
    // The hint thinks in one call (as the worker may), the level in slices (as the page): how the
    // work is sliced never changes the move (web/README.md: the worker chooses the page's move).
    if (normal && !SameMove(*normal, *hint)) Fail("the hint differs from the same search in slices", Where(s));
  }
}

// --- Explanations ------------------------------------------------------------------------------------

// A verdict's reason is true of the board, and "fits" is what LegalActions says.
void CheckPlacementVerdict(const GameState& s, const TileDef& t, Pos p, int rot, bool legal) {
  const PlacementVerdict v = ExplainPlacement(s, t, p, rot);
  const std::string at = " (tile " + t.id + " at " + std::to_string(p.x) + "," + std::to_string(p.y) + " turned " +
                         std::to_string(rot) + ", " + Where(s) + ")";
  if (v.fits() != legal) Fail(legal ? "a legal placement explained as refused" : "a refused placement explained as fitting", at);
  switch (v.kind) {
    case PlacementVerdict::Kind::Fits: break;
    case PlacementVerdict::Kind::SquareTaken:
      if (!s.board.Has(p)) Fail("'square taken' for an empty square", at);
      break;
    case PlacementVerdict::Kind::NotAdjacent:
      for (int side = 0; side < 4; ++side)
        if (s.board.Has(Neighbour(p, side))) Fail("'not adjacent' beside a tile", at);
      break;
    case PlacementVerdict::Kind::EdgeMismatch: {
      if (v.side < 0 || v.side > 3) Fail("an edge mismatch names no side", at);
      const int n = s.board.At(Neighbour(p, v.side));
      if (n < 0) Fail("an edge mismatch with no neighbour there", at);
      const PlacedTile& nt = s.board.tile(n);
      if (t.EdgeAt(v.side, rot) != v.tile_edge || s.Tile(nt.tile).EdgeAt(Opposite(v.side), nt.rot) != v.neighbour_edge ||
          v.tile_edge == v.neighbour_edge)
        Fail("an edge mismatch that is not one", at);
      break;
    }
    case PlacementVerdict::Kind::ExpansionRule:
      if (v.rule.empty() || v.module.empty()) Fail("an expansion's refusal without its rule", at);
      if (!s.Enabled(v.module)) Fail("a refusal by a set not in the game", at);
      break;
  }
}

// The squares the page may point at: the open squares, a taken square, one far away, a diagonal.
std::vector<Pos> SquaresToAsk(const GameState& s) {
  std::vector<Pos> out = s.board.frontier();
  if (!s.board.tiles().empty()) {
    out.push_back(s.board.tile(0).pos);
    const Pos last = s.board.tiles().back().pos;
    out.push_back({last.x + 1, last.y + 1});
  }
  out.push_back({500, -500});
  return out;
}

void CheckPlacementExplanations(const GameState& s, const std::vector<Action>& legal, Bytes& in) {
  if (s.decision == Decision::Place && s.drawn >= 0) {
    std::set<std::tuple<int, int, int>> places;
    for (const Action& a : legal)
      if (a.type == ActionType::Place) places.insert({a.x, a.y, a.rot});
    const TileDef& t = s.Tile(s.drawn);
    for (const Pos& p : SquaresToAsk(s))
      for (int rot = 0; rot < 4; ++rot) CheckPlacementVerdict(s, t, p, rot, places.count({p.x, p.y, rot}) > 0);
  }
  // Any tile of the catalogue (not the one in hand) anywhere: a named verdict, never a crash.
  const std::vector<TileDef>& tiles = s.catalog->tiles();
  for (int i = 0; i < 3 && !tiles.empty(); ++i) {
    const TileDef& t = tiles[in.U8() % tiles.size()];
    const std::vector<Pos>& f = s.board.frontier();
    const Pos p = f.empty() ? Pos{0, 0} : f[in.U8() % f.size()];
    (void)ExplainPlacement(s, t, p, in.U8() & 3);
  }
}

void CheckFigureExplanations(const GameState& s, const std::vector<Action>& legal) {
  if (s.decision != Decision::Figure || s.last_placed < 0) {
    for (int f : {-1, 0, 3})
      if (ExplainFigure(s, f).kind != FigureVerdict::Kind::NotNow) Fail("a figure explained outside the figure step", Where(s));
    return;
  }
  std::set<int> offered;  // features of the tile just placed that some figure action names
  for (const Action& a : legal)
    if (a.type == ActionType::Figure && a.at.kind != Locator::Corner) offered.insert(ResolveLocator(s, s.last_placed, a.at));
  const TileDef& def = s.PlacedDef(s.last_placed);
  const int n = static_cast<int>(def.features.size());
  for (int f = 0; f < n; ++f) {
    const FigureVerdict v = ExplainFigure(s, f);
    std::string at = " (tile " + def.id + " feature " + std::to_string(f) + " explained as " +
                     std::to_string(static_cast<int>(v.kind)) + ", " + Where(s) + "; offered:";
    for (const Action& a : legal)
      if (a.type == ActionType::Figure) at += " " + ActionToJson(a).dump();
    at += ")";
    const bool is_offered = offered.count(f) > 0;
    if (v.fits() != is_offered)
      Fail(is_offered ? "a figure offered on a feature explained as refused" : "a refused feature explained as fitting", at);
    switch (v.kind) {
      case FigureVerdict::Kind::Fits: break;
      case FigureVerdict::Kind::NotNow: Fail("'not now' in the figure step", at);
      case FigureVerdict::Kind::NothingStands:
        if (v.feature != FeatureType::River) Fail("'nothing stands there' on a feature that is no river", at);
        break;
      case FigureVerdict::Kind::Occupied:
        if (v.holders.empty()) Fail("'occupied' without its holders", at);
        for (int h : v.holders)
          if (h < 0 || h >= static_cast<int>(s.figures.size())) Fail("'occupied' by a figure that does not exist", at);
        break;
      case FigureVerdict::Kind::NoFigureLeft: break;
    }
  }
  if (ExplainFigure(s, n).kind != FigureVerdict::Kind::NotNow || ExplainFigure(s, -1).kind != FigureVerdict::Kind::NotNow)
    Fail("a feature the tile does not have explained", Where(s));
}

// --- The figures round a picked tile (web/ui/board/pick_figures.cpp) -----------------------------

void CheckPickedTiles(const GameState& s, const std::vector<Action>& legal, Bytes& in) {
  if (s.decision != Decision::Place) return;
  std::vector<const Action*> places;
  for (const Action& a : legal)
    if (a.type == ActionType::Place) places.push_back(&a);
  if (places.empty()) return;
  for (int i = 0; i < kPickedPlacements && i < static_cast<int>(places.size()); ++i) {
    const Action& place = *places[(in.U8() + static_cast<size_t>(i) * 37) % places.size()];
    GameState after = s;  // as the page does: a copy with the tile laid there
    if (auto err = Apply(after, place)) Fail("a legal placement refused", err->message + ", " + Where(s));
    if (after.decision != Decision::Figure || after.decider != s.decider) continue;
    const std::vector<Action> figures = LegalActions(after);
    if (figures.empty()) Fail("a figure step with nothing to choose (not even to skip)", Where(after));
    CheckFigureExplanations(after, figures);
    // Every figure on that tile the page offers round it is taken by the real game after the placement.
    for (const Action& f : figures)
      if (f.type == ActionType::Figure) MustApply(after, f, "a figure offered round a picked tile");
  }
}

// --- Refusals ----------------------------------------------------------------------------------------

// Damaged actions: refused with a message and the game untouched, or taken only when they are legal.
void CheckRefusals(const GameState& s, const std::vector<Action>& legal, Bytes& in) {
  for (int i = 0; i < 4; ++i) {
    Action a = legal.empty() ? Action{} : legal[in.U8() % legal.size()];
    switch (in.U8() % 8) {
      case 0: a.type = static_cast<ActionType>(in.U8() % 11); break;
      case 1: a.x += static_cast<int8_t>(in.U8()) % 3; a.y += static_cast<int8_t>(in.U8()) % 3; break;
      case 2: a.rot = in.U8() % 6 - 1; break;
      case 3: a.figure = static_cast<FigureKind>(in.U8() % kFigureKinds); break;
      case 4: a.at.kind = static_cast<Locator::Kind>(in.U8() % 6), a.at.value = static_cast<int8_t>(in.U8()) % 12; break;
      case 5: a.tile = "RA"; break;
      case 6: a.towers.push_back({static_cast<int8_t>(in.U8()) % 8, static_cast<int8_t>(in.U8()) % 8}); break;
      default: break;
    }
    GameState copy = s;
    const bool listed = Listed(s, a);
    const std::optional<Error> err = Apply(copy, a);
    // A device's answer (a fair deal's commit or reveal) carries a value the list cannot spell: the
    // engine checks it against the chain, so only the refusal's form is checked there.
    if (!ai::Decides(s)) {
      if (err && err->message.empty()) Fail("a refusal without a message", ActionToJson(a).dump());
      continue;
    }
    if (listed && err) Fail("a listed action refused", err->message + ", " + Where(s));
    if (!listed && !err) Fail("an action not listed was taken", ActionToJson(a).dump() + ", " + Where(s));
    if (err) {
      if (err->message.empty()) Fail("a refusal without a message", ActionToJson(a).dump());
      if (copy.actions != s.actions || copy.board.tiles().size() != s.board.tiles().size() || copy.decision != s.decision)
        Fail("a refused action changed the game", ActionToJson(a).dump() + ", " + Where(s));
    }
  }
}

// --- The squares' counts (outlook.h) -----------------------------------------------------------------

void CheckOutlook(const GameState& s, const std::vector<Action>& legal) {
  const Outlook o = ComputeOutlook(s);
  const std::vector<Pos>& frontier = s.board.frontier();
  if (o.squares.size() != frontier.size()) Fail("the counts are not one per open square", Where(s));
  for (size_t i = 0; i < o.squares.size(); ++i) {
    const OpenSquare& q = o.squares[i];
    if (!(q.pos == frontier[i])) Fail("the counts are not in the open squares' order", Where(s));
    int sum = 0;
    for (const TileCopies& c : q.fits) {
      if (c.copies <= 0 || c.tile < 0 || c.tile >= static_cast<int>(s.catalog->tiles().size()))
        Fail("a square counts a tile that is not one", Where(s));
      sum += c.copies;
    }
    if (sum != q.count || q.count < 0 || q.later < 0 || q.later > q.count)
      Fail("a square's count does not add up", std::to_string(q.pos.x) + "," + std::to_string(q.pos.y) + ", " + Where(s));
  }
  // Wherever the tile in hand may go now, the square counts at least that tile.
  if (s.decision == Decision::Place && s.drawn >= 0)
    for (const Action& a : legal) {
      if (a.type != ActionType::Place) continue;
      const OpenSquare* q = nullptr;
      for (const OpenSquare& sq : o.squares)
        if (sq.pos == a.pos()) q = &sq;
      if (!q) Fail("a legal placement on a square that is not open", Where(s));
      bool counts_in_hand = false;
      for (const TileCopies& c : q->fits) counts_in_hand = counts_in_hand || c.tile == s.drawn;
      if (q->count < 1 || !counts_in_hand)
        Fail("a square where the tile in hand fits counts it not",
             std::to_string(a.x) + "," + std::to_string(a.y) + ", " + Where(s));
    }
  for (const UnfinishableFeature& u : o.unfinishable) {
    if (u.type != FeatureType::City && u.type != FeatureType::Road && u.type != FeatureType::Monastery)
      Fail("an unfinishable feature of a kind never finished", Where(s));
    if (u.dead.empty() || u.tiles.empty()) Fail("an unfinishable feature without its dead square", Where(s));
    for (const Pos& d : u.dead) {
      bool open = false;
      for (const OpenSquare& sq : o.squares)
        if (sq.pos == d) open = sq.count == 0;
      if (!open) Fail("a dead square that is not an open square counting 0", Where(s));
    }
    for (int f : u.figures)
      if (f < 0 || f >= static_cast<int>(s.figures.size())) Fail("an unfinishable feature's figure does not exist", Where(s));
  }
}

// --- The review (review.h) ---------------------------------------------------------------------------

// The review's search (ReviewSearch), capped like the hard level's.
ai::SearchOptions ReviewOptions(const GameState& s) {
  ai::SearchOptions options = ai::ReviewSearch(s);
  options.iterations = kHardPositions;  // a cap on the positions valued beyond the ranking
  options.lookahead_tiles = 3;
  return options;
}

void CheckReview(const GameState& s, const std::vector<Action>& legal, Bytes& in) {
  const ai::SearchOptions options = ReviewOptions(s);
  if (!ai::Reviewable(s)) {
    if (!legal.empty() && ai::ReviewDecision(s, legal[0], ai::DecisionSeed(s), options))
      Fail("a decision reviewed that is not reviewable", Where(s));
    return;
  }
  const Action& made = legal[in.U8() % legal.size()];
  const std::optional<ai::ReviewedDecision> d = ai::ReviewDecision(s, made, ai::DecisionSeed(s), options);
  if (!d) Fail("a reviewable decision not reviewed", ActionToJson(made).dump() + ", " + Where(s));
  if (!Listed(s, d->best)) Fail("the review's best move is not legal", ActionToJson(d->best).dump() + ", " + Where(s));
  if (!std::isfinite(d->best_value) || !std::isfinite(d->made_value) || d->best_value < d->made_value || d->cost < 0 ||
      std::fabs(d->cost - (d->best_value - d->made_value)) > 1e-9)
    Fail("the review's values do not hold", ai::ReviewedDecisionToJson(*d).dump() + ", " + Where(s));
  if (d->player != s.decider || d->index != s.actions) Fail("the review names another decision", Where(s));
  if (d->best_has_follow) {  // the best turn's figure step follows the best move
    GameState after = s;
    if (auto err = Apply(after, d->best)) Fail("the review's best move refused", err->message);
    if (!Listed(after, d->best_follow))
      Fail("the review's best turn continues with an action that is not legal", ai::ReviewedDecisionToJson(*d).dump());
  }
  (void)ai::ReviewedDecisionToJson(*d).dump();
}

// The review of a whole (short) record in slices, as the page's worker steps it: every reviewable
// decision reviewed, each as ReviewDecision reviews it in one call.
void CheckRecordReview(const GameRecord& r) {
  if (r.actions.size() > kReviewedActions) return;
  RecordCursor cursor;
  if (!cursor.Start(r, nullptr)) return;
  ai::Review review;
  std::string error;
  const ai::SearchOptions options = ReviewOptions(cursor.State());
  if (!review.Start(r, &error, options)) {
    if (error.empty()) Fail("a record the review refused without a message");
    return;
  }
  int steps = 0;
  while (!review.Step(kStepBudget * 16))
    if (++steps > kMaxSteps) Fail("the review never ends");
  if (static_cast<int>(review.Reviewed().size()) != review.ToReview())
    Fail("the review left out a decision", RecordToJson(r).dump());
  for (const ai::ReviewedDecision& d : review.Reviewed()) {
    while (static_cast<int>(cursor.Next()) < d.index && !cursor.AtEnd())
      if (cursor.Step(nullptr)) Fail("a record the review read does not replay");
    const GameState& s = cursor.State();
    const std::optional<ai::ReviewedDecision> one = ai::ReviewDecision(s, d.made, ai::DecisionSeed(s), options);
    if (!one || !SameMove(one->best, d.best) || one->best_value != d.best_value || one->made_value != d.made_value)
      Fail("the review in slices differs from the decision reviewed in one call", ai::ReviewedDecisionToJson(d).dump());
  }
}

void CheckPosition(const GameState& s, Bytes& in, int think) {
  const std::vector<Action> legal = LegalActions(s);
  if (!IsOver(s) && legal.empty()) Fail("no legal action in a game that is not over", Where(s));
  if (IsOver(s) && !legal.empty()) Fail("legal actions in a game that is over", Where(s));
  { Timer t{"explain placements"}; CheckPlacementExplanations(s, legal, in); }
  { Timer t{"explain figures"}; CheckFigureExplanations(s, legal); }
  { Timer t{"picked tiles"}; CheckPickedTiles(s, legal, in); }
  { Timer t{"refusals"}; CheckRefusals(s, legal, in); }
  { Timer t{"outlook"}; CheckOutlook(s, legal); }
  { Timer t{"levels and hint"}; CheckLevels(s, legal, think); }
  if (think & kThinkReview) { Timer t{"review"}; CheckReview(s, legal, in); }
}

// --- Reaching a position -----------------------------------------------------------------------------

// A new game from the input: seed, players, sets, ruleset, rule switches; then legal actions picked
// by the input's bytes (by a generator seeded from it once they run out), up to a fuzzed count.
void RandomGame(Bytes& in, int think) {
  Timer t{"random game"};
  const uint64_t seed = in.U64();
  const int players = 2 + in.U8() % 5;
  const int ruleset = 1 + in.U8() % kLatestRuleset;
  const uint8_t sets = in.U8();
  const uint8_t switches = in.U8();
  const int to_play = in.U16() % kMaxPlayed;
  Setup setup;
  for (int i = 0; i < players; ++i) setup.players.push_back({"P" + std::to_string(i), kColors[i], ""});
  const std::vector<std::string> known = ExpansionsOf(TheRulebook(), ruleset);
  for (size_t i = 0; i < known.size(); ++i)
    if (sets >> i & 1) setup.expansions.push_back(known[i]);
  const std::vector<RuleOption>& options = RuleOptions();
  for (size_t i = 0; i < options.size(); ++i) setup.options[options[i].name] = (switches >> i & 1) != 0;
  setup.seed = "fuzz-" + std::to_string(seed);
  setup.ruleset = ruleset;
  GameState s;
  std::string error;
  if (!NewGame(setup, &s, &error)) Fail("a new game refused", error);
  in.more = Rng{seed};
  for (int i = 0; i < to_play && !IsOver(s); ++i) {
    const std::vector<Action> legal = LegalActions(s);
    if (legal.empty()) Fail("no legal action in a game that is not over", Where(s));
    const size_t pick = in.U8() % legal.size();
    if (auto err = Apply(s, legal[pick])) Fail("a legal action refused", err->message + ", " + Where(s));
  }
  in.more = Rng{seed ^ 0xC0FFEEull};  // the checks' picks, once the input's bytes are used up
  CheckPosition(s, in, think);
}

// A record (or a share link) replayed as far as the fuzzed index or its first illegal action.
void RecordGame(Bytes& in, int think) {
  const size_t index = in.U16();
  const uint8_t* rest = in.data + in.at;
  const std::string text(reinterpret_cast<const char*>(rest), in.size - in.at);
  GameRecord r;
  std::string error;
  if (!ParseRecord(text, &r, &error) && !DecodeShareFragment(text, &r, &error)) {
    if (error.empty()) Fail("a record refused without a message");
    return;
  }
  RecordCursor cursor;
  if (!cursor.Start(r, nullptr)) return;
  const size_t stop = r.actions.empty() ? 0 : index % (r.actions.size() + 1);
  while (cursor.Next() < stop && !cursor.AtEnd())
    if (cursor.Step(nullptr)) break;  // an illegal action: the position before it
  Bytes checks{rest, in.size - in.at};
  checks.more = Rng{index * 0x9E3779B97F4A7C15ull + in.size};
  CheckPosition(cursor.State(), checks, think);
  if (think & kThinkReview) {
    Timer t{"record review"};
    CheckRecordReview(RecordPrefix(r, cursor.Next()));
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0 || size > (1u << 16)) return 0;
  Bytes in{data, size};
  const uint8_t mode = in.U8();
  if (mode & 1) RecordGame(in, mode >> 1);
  else RandomGame(in, mode >> 1);
  return 0;
}
