// Why a move is refused (carc/explain.h): over many random games with every expansion mix, the
// explanation says "fits" exactly when LegalActions offers the move, and the reason it gives is true
// (the side it names shows what it says; a river rule only for river tiles). Also the reasons in
// the situations the rules describe: a road meeting a city, the river's U-turn, an occupied city,
// no meeples left, the river itself.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>

#include "carc/explain.h"
#include "carc/game.h"
#include "carc/rules.h"

using namespace carc;

namespace {

Setup TwoPlayers(const std::vector<std::string>& expansions, const std::string& seed) {
  Setup s;
  s.players = {{"Ana", "red", ""}, {"Ben", "blue", ""}};
  s.expansions = expansions;
  s.seed = seed;
  return s;
}

GameState Start(const Setup& setup) {
  GameState s;
  std::string error;
  REQUIRE_MESSAGE(NewGame(setup, &s, &error), error);
  return s;
}

void Play(GameState& s, Action a) {
  auto err = Apply(s, a);
  REQUIRE_MESSAGE(!err, (err ? err->message : ""));
}

Action Place(int x, int y, int rot) {
  Action a;
  a.type = ActionType::Place, a.x = x, a.y = y, a.rot = rot;
  return a;
}

// Every square worth asking about: the frontier, a taken square, a square far away, a diagonal.
std::vector<Pos> SquaresToAsk(const GameState& s) {
  std::vector<Pos> out = s.board.frontier();
  out.push_back(s.board.tile(0).pos);
  out.push_back({500, 500});
  const Pos last = s.board.tiles().back().pos;
  out.push_back({last.x + 1, last.y + 1});
  return out;
}

void CheckPlacementVerdicts(const GameState& s) {
  std::set<std::tuple<int, int, int>> legal;
  for (const Action& a : LegalActions(s)) legal.insert({a.x, a.y, a.rot});
  const TileDef& t = s.Tile(s.drawn);
  for (const Pos& p : SquaresToAsk(s)) {
    for (int rot = 0; rot < 4; ++rot) {
      const PlacementVerdict v = ExplainPlacement(s, t, p, rot);
      INFO("tile ", t.id, " at ", p.x, ",", p.y, " rot ", rot);
      CHECK(v.fits() == (legal.count({p.x, p.y, rot}) > 0));
      switch (v.kind) {
        case PlacementVerdict::Kind::SquareTaken: CHECK(s.board.Has(p)); break;
        case PlacementVerdict::Kind::NotAdjacent:
          for (int side = 0; side < 4; ++side) CHECK_FALSE(s.board.Has(Neighbour(p, side)));
          break;
        case PlacementVerdict::Kind::EdgeMismatch: {
          REQUIRE(v.side >= 0);
          const int n = s.board.At(Neighbour(p, v.side));
          REQUIRE(n >= 0);
          const PlacedTile& nt = s.board.tile(n);
          CHECK(t.EdgeAt(v.side, rot) == v.tile_edge);
          CHECK(s.Tile(nt.tile).EdgeAt(Opposite(v.side), nt.rot) == v.neighbour_edge);
          CHECK(v.tile_edge != v.neighbour_edge);
          break;
        }
        case PlacementVerdict::Kind::ExpansionRule:
          CHECK_FALSE(v.rule.empty());
          CHECK(EdgesFit(s, t, p, rot));  // an expansion's rule is only asked once the edges match
          if (v.module == "river") CHECK(t.river_sides != 0);
          break;
        case PlacementVerdict::Kind::Fits: break;
      }
    }
  }
}

void CheckFigureVerdicts(const GameState& s) {
  std::set<int> offered;  // features of the tile just placed that some figure action names
  for (const Action& a : LegalActions(s))
    if (a.type == ActionType::Figure && a.at.kind != Locator::Corner) offered.insert(ResolveLocator(s, s.last_placed, a.at));
  const TileDef& def = s.PlacedDef(s.last_placed);
  for (int f = 0; f < static_cast<int>(def.features.size()); ++f) {
    const FigureVerdict v = ExplainFigure(s, f);
    INFO("tile ", def.id, " feature ", f);
    CHECK(v.fits() == (offered.count(f) > 0));
    CHECK(v.kind != FigureVerdict::Kind::NotNow);
    if (v.kind == FigureVerdict::Kind::Occupied) CHECK_FALSE(v.holders.empty());
    if (v.kind == FigureVerdict::Kind::NothingStands) CHECK(v.feature == FeatureType::River);
  }
  CHECK(ExplainFigure(s, static_cast<int>(def.features.size())).kind == FigureVerdict::Kind::NotNow);
}

}  // namespace

TEST_CASE("explanations: 'fits' exactly when the move is legal, over random games of every expansion mix") {
  // Inns & Cathedrals and Traders & Builders too: a builder or a pig goes beside its player's
  // follower, on a feature the base calls occupied, and that is "fits" (found by the computer fuzzer).
  const std::vector<std::vector<std::string>> mixes = {
      {}, {"river"}, {"abbey-mayor"}, {"watchtowers"}, {"tower-thieves"},
      {"river", "abbey-mayor", "watchtowers", "tower-thieves"}, {"river", "tower-thieves"},
      {"inns-cathedrals", "traders-builders"},
      {"river", "abbey-mayor", "watchtowers", "tower-thieves", "inns-cathedrals", "traders-builders"}};
  int placements = 0, figures = 0, refusals = 0;
  std::set<std::string_view> rules_seen;
  for (int g = 0; g < 54; ++g) {
    GameState s = Start(TwoPlayers(mixes[static_cast<size_t>(g) % mixes.size()], "explain-" + std::to_string(g)));
    Rng chooser{static_cast<uint64_t>(g) * 31 + 7};
    while (!IsOver(s)) {
      if (s.decision == Decision::Place) {
        CheckPlacementVerdicts(s);
        ++placements;
        for (const Pos& p : s.board.frontier())
          for (int rot = 0; rot < 4; ++rot) {
            const PlacementVerdict v = ExplainPlacement(s, s.Tile(s.drawn), p, rot);
            refusals += !v.fits();
            if (v.kind == PlacementVerdict::Kind::ExpansionRule) rules_seen.insert(v.rule);
          }
      } else if (s.decision == Decision::Figure) {
        CheckFigureVerdicts(s);
        ++figures;
      } else {
        CHECK(ExplainFigure(s, 0).kind == FigureVerdict::Kind::NotNow);
      }
      const std::vector<Action> legal = LegalActions(s);
      Play(s, legal[static_cast<size_t>(chooser.Below(legal.size()))]);
    }
  }
  MESSAGE(placements, " placement decisions and ", figures, " figure steps explained; ", refusals,
          " refused placements; river rules met: ", rules_seen.size());
  CHECK(placements > 2000);
  CHECK(rules_seen.count("river-not-at-end"));  // the river's rules were met, not only edges
}

TEST_CASE("explanations: the side that does not match, and what each side shows") {
  // The start tile D: city north, road west-east. Tile E (city on its north side) south of it, as
  // drawn: its city meets D's field on the south side.
  Setup setup = TwoPlayers({}, "x");
  setup.has_deck = true;
  setup.deck_land = {"E", "E"};
  GameState s = Start(setup);
  const TileDef& e = s.Tile(s.drawn);
  REQUIRE(e.id == "E");
  PlacementVerdict v = ExplainPlacement(s, e, {0, 1}, 0);
  CHECK(v.kind == PlacementVerdict::Kind::EdgeMismatch);
  CHECK(v.side == kNorth);
  CHECK(v.tile_edge == EdgeType::City);
  CHECK(v.neighbour_edge == EdgeType::Field);
  CHECK(EdgeTypeName(v.tile_edge) == "city");
  // East of D: E turned a quarter (city east) shows city to D's road on its west side... E turned
  // so its city faces west meets D's road.
  v = ExplainPlacement(s, e, {1, 0}, 3);
  CHECK(v.kind == PlacementVerdict::Kind::EdgeMismatch);
  CHECK(v.side == kWest);
  CHECK(v.tile_edge == EdgeType::City);
  CHECK(v.neighbour_edge == EdgeType::Road);
  // Turned upside down, its city meets D's city: it fits.
  CHECK(ExplainPlacement(s, e, {0, -1}, 2).fits());
  CHECK(ExplainPlacement(s, e, {0, 0}, 0).kind == PlacementVerdict::Kind::SquareTaken);
  CHECK(ExplainPlacement(s, e, {1, 1}, 0).kind == PlacementVerdict::Kind::NotAdjacent);
}

TEST_CASE("explanations: the river must continue its open end and may not turn the same way twice") {
  // The scenario river-left-left-refused (RULES.md §3.2): the river turns left at (0,1) (RJ turned
  // three times: south to east); RG turned three times at (1,1) would turn left again.
  Setup setup = TwoPlayers({"river"}, "x");
  setup.has_deck = true;
  setup.deck_river = {"RJ", "RG"};
  GameState s = Start(setup);
  const PlacementVerdict away = ExplainPlacement(s, s.Tile(s.drawn), {-1, 0}, 1);
  CHECK(away.kind == PlacementVerdict::Kind::ExpansionRule);  // the field edges match; the river does not
  CHECK(away.module == "river");
  CHECK(away.rule == "river-not-at-end");
  Play(s, Place(0, 1, 3));
  Play(s, Action{});  // no figure
  REQUIRE(s.decision == Decision::Place);
  const PlacementVerdict v = ExplainPlacement(s, s.Tile(s.drawn), {1, 1}, 3);
  CHECK(v.kind == PlacementVerdict::Kind::ExpansionRule);
  CHECK(v.rule == "river-same-turn");
}

TEST_CASE("explanations: an occupied city, no meeples left, and the river where nothing stands") {
  // Ana starts a city with her meeple; Ben extends it: his figure step says the city is taken.
  Setup setup = TwoPlayers({}, "x");
  setup.has_deck = true;
  setup.deck_land = {"N", "N", "E"};  // N: city on two sides
  GameState s = Start(setup);
  // Ana: N north of the start tile, its city meeting D's; she puts her meeple on the city.
  bool placed = false;
  for (const Action& a : LegalActions(s))
    if (a.x == 0 && a.y == -1) {
      Play(s, a);
      placed = true;
      break;
    }
  REQUIRE(placed);
  int city_feature = -1;
  const TileDef& n = s.PlacedDef(s.last_placed);
  for (int f = 0; f < static_cast<int>(n.features.size()); ++f)
    if (n.features[static_cast<size_t>(f)].type == FeatureType::City) city_feature = f;
  REQUIRE(city_feature >= 0);
  CHECK(ExplainFigure(s, city_feature).fits());
  Action meeple;
  meeple.type = ActionType::Figure;
  meeple.at = CanonicalLocator(s, s.last_placed, city_feature);
  Play(s, meeple);
  // Ben extends the same city where it is open: the figure step says it is taken, by Ana's meeple.
  REQUIRE(s.decision == Decision::Place);
  bool joined = false;
  for (const Action& a : LegalActions(s)) {
    GameState copy = s;
    Play(copy, a);
    if (copy.decision != Decision::Figure) continue;
    const TileDef& t = copy.PlacedDef(copy.last_placed);
    for (int f = 0; f < static_cast<int>(t.features.size()); ++f) {
      if (t.features[static_cast<size_t>(f)].type != FeatureType::City) continue;
      const FigureVerdict v = ExplainFigure(copy, f);
      if (v.kind != FigureVerdict::Kind::Occupied) continue;
      REQUIRE(v.holders.size() == 1);
      CHECK(copy.figures[static_cast<size_t>(v.holders[0])].owner == 0);
      joined = true;
      // With no meeples left, a free feature is refused for that reason instead.
      GameState empty = copy;
      empty.players[1].supply[static_cast<int>(FigureKind::Meeple)] = 0;
      for (int g = 0; g < static_cast<int>(t.features.size()); ++g) {
        const FigureVerdict w = ExplainFigure(empty, g);
        if (w.kind != FigureVerdict::Kind::Occupied) CHECK(w.kind == FigureVerdict::Kind::NoFigureLeft);
      }
    }
  }
  CHECK(joined);

  // The river: nothing ever stands on it.
  Setup river = TwoPlayers({"river"}, "x");
  river.has_deck = true;
  river.deck_river = {"RD", "RL"};
  river.deck_land = {"E"};
  GameState r = Start(river);
  Play(r, LegalActions(r).front());
  REQUIRE(r.decision == Decision::Figure);
  const TileDef& rt = r.PlacedDef(r.last_placed);
  bool river_seen = false;
  for (int f = 0; f < static_cast<int>(rt.features.size()); ++f)
    if (rt.features[static_cast<size_t>(f)].type == FeatureType::River) {
      CHECK(ExplainFigure(r, f).kind == FigureVerdict::Kind::NothingStands);
      river_seen = true;
    }
  CHECK(river_seen);
}

TEST_CASE("explanations: a builder beside its player's knight or thief, a pig beside its farmer, fit there") {
  // Traders & Builders (RULES-inns-traders.md §2.3, §2.5): the builder and the pig go only on a road,
  // city or field of the tile just placed that holds a follower of their player - a feature the base
  // calls occupied. Where the figure step offers one, the explanation says it fits, never "occupied".
  int builders = 0, pigs = 0;
  for (int g = 0; g < 12 && (builders == 0 || pigs == 0); ++g) {
    GameState s = Start(TwoPlayers({"traders-builders"}, "companions-" + std::to_string(g)));
    Rng chooser{static_cast<uint64_t>(g) * 7 + 3};
    while (!IsOver(s)) {
      const std::vector<Action> legal = LegalActions(s);
      for (const Action& a : legal) {
        if (a.type != ActionType::Figure || (a.figure != FigureKind::Builder && a.figure != FigureKind::Pig)) continue;
        const int feature = ResolveLocator(s, s.last_placed, a.at);
        INFO(FigureKindName(a.figure), " at ", a.at.ToString(), " after ", s.actions, " actions");
        CHECK(ExplainFigure(s, feature).fits());
        bool beside_follower = false;  // the base alone would call it occupied, by the player's own follower
        for (int i : FiguresOn(s, NodeOf(s, s.last_placed, feature)))
          beside_follower = beside_follower || s.figures[static_cast<size_t>(i)].owner == s.current;
        CHECK(beside_follower);
        ++(a.figure == FigureKind::Builder ? builders : pigs);
      }
      Play(s, legal[static_cast<size_t>(chooser.Below(legal.size()))]);
    }
  }
  CHECK(builders > 0);
  CHECK(pigs > 0);
}
