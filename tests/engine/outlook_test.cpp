// What can still fit (issue 44, carc/outlook.h): for each open square, the tiles still to come that
// may go there; the roads, cities and monasteries that can no longer be finished. Boards are built
// from a deck played turn by turn (the tiles after the played ones are the ones still to come, the
// first of them in hand) and print as ASCII on failure (edge letters after rotation, id in the middle:
// C city, R road, F field, ~ river). The invariants run after every action of random games with
// every expansion.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <iterator>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "carc/debug_text.h"
#include "carc/explain.h"
#include "carc/game.h"
#include "carc/module.h"
#include "carc/outlook.h"
#include "carc/rules.h"
#include "fair_table.h"

using namespace carc;
using nlohmann::json;

namespace {

// One turn: place the tile in hand at (x, y, rot), then a figure at `at` (a record locator) or none.
struct Turn {
  int x = 0, y = 0, rot = 0;
  std::string at;
};

// A game whose land deck is `deck`; the turns place its first tiles in order (answering "skip" to
// any other decision before each placement, and to the figure step unless `at` names a spot).
GameState Play(const std::vector<std::string>& deck, const std::vector<Turn>& turns,
               const std::vector<std::string>& expansions = {}) {
  Setup setup;
  setup.players = {{"A", kColors[0], ""}, {"B", kColors[1], ""}};
  setup.expansions = expansions;
  setup.has_deck = true;
  setup.deck_land = deck;
  GameState s;
  std::string error;
  REQUIRE_MESSAGE(NewGame(setup, &s, &error), error);
  for (const Turn& t : turns) {
    while (s.decision != Decision::Place) REQUIRE_FALSE(Apply(s, Action{}).has_value());
    Action place;
    place.type = ActionType::Place;
    place.x = t.x, place.y = t.y, place.rot = t.rot;
    auto err = Apply(s, place);
    REQUIRE_MESSAGE(!err, (err ? err->message : std::string()) << "\n" << BoardAscii(s));
    if (s.decision != Decision::Figure) continue;
    Action fig;  // skip
    if (!t.at.empty()) {
      fig.type = ActionType::Figure;
      REQUIRE(Locator::Parse(t.at, &fig.at));
    }
    err = Apply(s, fig);
    REQUIRE_MESSAGE(!err, (err ? err->message : std::string()));
  }
  return s;
}

const OpenSquare& SquareAt(const Outlook& o, Pos p) {
  auto it = std::find_if(o.squares.begin(), o.squares.end(), [&](const OpenSquare& q) { return q.pos == p; });
  REQUIRE_MESSAGE(it != o.squares.end(), "(" << p.x << "," << p.y << ") is not an open square");
  return *it;
}

// "R:1 AMA:2": the kinds that fit a square, with their copies.
std::string Fits(const GameState& s, const OpenSquare& q) {
  std::string out;
  for (const TileCopies& k : q.fits) out += (out.empty() ? "" : " ") + s.Tile(k.tile).id + ":" + std::to_string(k.copies);
  return out;
}

// The unfinishable features as "city (0,0) dead (0,-1)" lines, sorted: what the page would mark.
std::vector<std::string> Unfinishable(const GameState& s, const Outlook& o) {
  std::vector<std::string> out;
  for (const UnfinishableFeature& f : o.unfinishable) {
    std::string line = std::string(FeatureTypeName(f.type));
    for (Pos p : f.tiles) line += " (" + std::to_string(p.x) + "," + std::to_string(p.y) + ")";
    line += " dead";
    for (Pos p : f.dead) line += " (" + std::to_string(p.x) + "," + std::to_string(p.y) + ")";
    for (int i : f.figures) line += " figure of " + std::to_string(s.figures[static_cast<size_t>(i)].owner);
    out.push_back(line);
  }
  std::sort(out.begin(), out.end());
  return out;
}

// The start tile D (city north, road west-east) between two straight roads, each under a city cap
// turned towards the square north of D: (0,-1) needs a city on its west, south and east sides.
//
//     F    F
//   F E  C C  E F      <- (-1,-1) and (1,-1), the square (0,-1) between them
//     F    F
//     F    C    F
//   R U R R D R R U R
//     F    F    F
const std::vector<Turn> kCityCorner = {{-1, 0, 0}, {1, 0, 0}, {-1, -1, 1}, {1, -1, 3}};

}  // namespace

TEST_CASE("outlook: a square that needs three city sides is dead when no tile with three city sides is left") {
  // Played: U U E E. To come: E (in hand), U, B, V - none has three city sides.
  GameState s = Play({"U", "U", "E", "E", "E", "U", "B", "V"}, kCityCorner);
  INFO(BoardAscii(s));
  const Outlook o = ComputeOutlook(s);
  const OpenSquare& corner = SquareAt(o, {0, -1});
  CHECK(corner.count == 0);
  CHECK(corner.fits.empty());
  // Beside it, squares that the tiles to come do fit.
  CHECK(Fits(s, SquareAt(o, {0, 1})) == "B:1 E:1 U:1 V:1");  // under D's field: any field side
  CHECK(SquareAt(o, {0, 1}).count == 4);
  CHECK(Fits(s, SquareAt(o, {2, 0})) == "U:1 V:1");  // the road's end: a road side
  // The three cities that meet there can no longer be finished; nothing else is dead.
  CHECK(Unfinishable(s, o) == std::vector<std::string>{"city (-1,-1) dead (0,-1)", "city (0,0) dead (0,-1)",
                                                       "city (1,-1) dead (0,-1)"});
}

TEST_CASE("outlook: one tile with three city sides still to come keeps the square and its cities alive") {
  GameState s = Play({"U", "U", "E", "E", "E", "R", "U"}, kCityCorner);
  INFO(BoardAscii(s));
  const Outlook o = ComputeOutlook(s);
  CHECK(Fits(s, SquareAt(o, {0, -1})) == "R:1");
  CHECK(o.unfinishable.empty());
}

TEST_CASE("outlook: a monastery with a dead square among its eight can no longer be finished; its figure is named") {
  // A monastery north-west of the dead corner, with player A's monk on it.
  std::vector<Turn> turns = kCityCorner;
  turns.push_back({-1, -2, 0, "C"});
  GameState s = Play({"U", "U", "E", "E", "B", "E", "U"}, turns);
  INFO(BoardAscii(s));
  const Outlook o = ComputeOutlook(s);
  CHECK(SquareAt(o, {0, -1}).count == 0);
  CHECK(Unfinishable(s, o) == std::vector<std::string>{"city (-1,-1) dead (0,-1)", "city (0,0) dead (0,-1)",
                                                       "city (1,-1) dead (0,-1)",
                                                       "monastery (-1,-2) dead (0,-1) figure of 0"});
}

TEST_CASE("outlook: the abbey still fits a dead square that can be enclosed, and fills a hole") {
  const std::vector<std::string> deck = {"U", "U", "E", "E", "B", "B", "E", "U", "B"};
  SUBCASE("three sides closed: the abbeys may go there once the fourth holds a tile") {
    GameState s = Play(deck, kCityCorner, {"abbey-mayor"});
    INFO(BoardAscii(s));
    const Outlook o = ComputeOutlook(s);
    CHECK(Fits(s, SquareAt(o, {0, -1})) == "AMA:2");  // each player's abbey; no land tile fits
    CHECK(SquareAt(o, {0, -1}).later == 2);             // once the square is enclosed
    CHECK(o.unfinishable.empty());                      // the abbey would close the three cities
    // Not now, though: the placement rule (the same one the abbey's turn uses) says why.
    const PlacementVerdict v = ExplainPlacement(s, *s.catalog->Find("AMA"), {0, -1}, 0);
    CHECK(v.kind == PlacementVerdict::Kind::ExpansionRule);
    CHECK(v.module == "abbey-mayor");
    CHECK(v.rule == "abbey-not-enclosed");
  }
  SUBCASE("four sides closed: the hole takes only an abbey, and the abbey is offered there") {
    std::vector<Turn> turns = kCityCorner;
    turns.push_back({-1, -2, 0});  // B
    turns.push_back({0, -2, 0});   // B, closing the fourth side
    GameState s = Play(deck, turns, {"abbey-mayor"});
    INFO(BoardAscii(s));
    REQUIRE(s.decision == Decision::Abbey);
    const Outlook o = ComputeOutlook(s);
    CHECK(Fits(s, SquareAt(o, {0, -1})) == "AMA:2");
    CHECK(SquareAt(o, {0, -1}).later == 0);  // now
    std::vector<Pos> offered;
    for (const Action& a : LegalActions(s))
      if (a.type == ActionType::Abbey) offered.push_back(a.pos());
    CHECK(offered == std::vector<Pos>{{0, -1}});
    CHECK(ExplainPlacement(s, *s.catalog->Find("AMA"), {0, -1}, 0).fits());
    CHECK(o.unfinishable.empty());
  }
  SUBCASE("the fourth side is a square nothing fits: no abbey can come, five cities are dead") {
    // City caps at (-1,-2) and (1,-2) turned towards (0,-2), which then needs cities west and east.
    std::vector<Turn> turns = kCityCorner;
    turns.push_back({-1, -2, 1});  // E
    turns.push_back({1, -2, 3});   // E
    GameState s = Play({"U", "U", "E", "E", "E", "E", "E", "U", "B", "V"}, turns, {"abbey-mayor"});
    INFO(BoardAscii(s));
    const Outlook o = ComputeOutlook(s);
    CHECK(SquareAt(o, {0, -2}).count == 0);
    CHECK(SquareAt(o, {0, -1}).count == 0);  // its north side can never be filled, so never enclosed
    CHECK(Unfinishable(s, o).size() == 5);
  }
}

TEST_CASE("outlook: the abbey counts only where enough tiles are left to enclose the square") {
  // tests/scenarios/abbey-mayor/abbey-offer-skip-draws.json: a hole at (1,-1), one B left to draw.
  GameState s = Play({"D", "U", "E", "A", "B", "B", "B"},
                     {{1, 0, 0}, {2, 0, 0}, {0, -1, 2}, {2, -1, 1}, {0, -2, 0}, {1, -2, 0}}, {"abbey-mayor"});
  INFO(BoardAscii(s));
  REQUIRE(s.decision == Decision::Abbey);
  const Outlook o = ComputeOutlook(s);
  CHECK(Fits(s, SquareAt(o, {1, -1})) == "AMA:2");  // the hole
  // The road's west end: three empty sides and one tile to come; B (all fields) does not fit a road.
  CHECK(SquareAt(o, {-1, 0}).count == 0);
  CHECK(SquareAt(o, {3, 0}).count == 0);
  CHECK(Fits(s, SquareAt(o, {0, 1})) == "B:1");
  CHECK(Unfinishable(s, o) == std::vector<std::string>{"monastery (2,-1) dead (3,0)",
                                                       "road (1,0) (0,0) (2,0) dead (-1,0) (3,0)"});
}

TEST_CASE("outlook: the river's open end takes only river tiles; a square beside the river none") {
  Setup setup;
  setup.players = {{"A", kColors[0], ""}, {"B", kColors[1], ""}};
  setup.expansions = {"river"};
  setup.has_deck = true;
  setup.deck_river = {"RK", "RD"};  // RK (road across the river) in hand, RD (straight) to come
  setup.deck_land = {"U", "B"};
  GameState s;
  std::string error;
  REQUIRE_MESSAGE(NewGame(setup, &s, &error), error);
  INFO(BoardAscii(s));
  const Outlook o = ComputeOutlook(s);
  // The source RA: road north and east, river south, field west.
  CHECK(Fits(s, SquareAt(o, {0, 1})) == "RD:1 RK:1");  // the open end, south
  const OpenSquare& north = SquareAt(o, {0, -1});
  CHECK(EdgesFit(s, *s.catalog->Find("RK"), {0, -1}, 1));  // RK's road meets the source's road there...
  CHECK(Fits(s, north) == "U:1");                          // ...but a river tile goes only where the river goes on
  CHECK(Fits(s, SquareAt(o, {-1, 0})) == "B:1 U:1");
  CHECK(o.unfinishable.empty());
}

TEST_CASE("outlook: the tiles to come are the remaining-tile list's counts, the tile in hand and the abbeys held") {
  Setup setup;
  setup.players = {{"A", kColors[0], ""}, {"B", kColors[1], ""}, {"C", kColors[2], ""}};
  for (const char* id : kExpansionIds) setup.expansions.push_back(id);
  setup.seed = "outlook-to-come";
  GameState s;
  std::string error;
  REQUIRE_MESSAGE(NewGame(setup, &s, &error), error);
  std::map<std::string, int> expected;
  const json remaining = RemainingTiles(s);
  for (const char* stack : {"river", "land", "tower"})
    for (auto& [id, n] : remaining[stack]["tiles"].items()) expected[id] += n.get<int>();
  expected[s.Tile(s.drawn).id] += 1;
  expected["AMA"] += 3;
  std::map<std::string, int> got;
  for (const TileCopies& k : TilesToCome(s)) got[s.Tile(k.tile).id] += k.copies;
  CHECK(got == expected);
}

namespace {

// Checks one state's outlook against the rules and remembers what it said, to check it against what
// the rest of the game does. Run after every action.
struct OutlookWatch {
  // Per open square: the kinds listed there in every outlook so far (a non-river tile placed there
  // later must be one of them); squares ever counted 0 (no tile may be placed there later).
  std::map<Pos, std::vector<int>> always_listed;
  std::set<Pos> ever_dead;
  // A node of each feature ever reported unfinishable: it must end the game unfinished.
  std::vector<std::pair<int, FeatureType>> unfinishable;
  int placed_seen = 0;
  long long checks = 0, dead_squares = 0, dead_features = 0;

  void Check(const GameState& s, bool brute_force) {
    // What goes wrong, in words; one CHECK per state (a CHECK per square and tile would cost more
    // than the outlook itself).
    std::string problems;
    auto problem = [&](const std::string& what, Pos p) {
      problems += what + " at (" + std::to_string(p.x) + "," + std::to_string(p.y) + ")\n";
    };
    // Tiles placed since the last state: each was allowed for by every earlier outlook.
    for (; placed_seen < s.board.size(); ++placed_seen) {
      const PlacedTile& t = s.board.tile(placed_seen);
      const std::string id = s.Tile(t.tile).id;
      if (ever_dead.count(t.pos)) problem(id + " placed on a square once counted 0", t.pos);
      auto it = always_listed.find(t.pos);
      if (it == always_listed.end()) continue;
      // (A river tile counts only at the river's end: a square it reaches later counted land tiles.)
      if (s.Tile(t.tile).river_sides == 0 && !std::binary_search(it->second.begin(), it->second.end(), t.tile))
        problem(id + " placed on a square an earlier outlook did not list it for", t.pos);
      always_listed.erase(it);
    }
    const Outlook o = ComputeOutlook(s);
    ++checks;
    REQUIRE(o.squares.size() == s.board.frontier().size());
    // Every legal placement's square lists the tile (the tile in hand, or the abbey).
    const TileDef* abbey = s.catalog->Find("AMA");
    for (const Action& a : LegalActions(s)) {
      if (a.type != ActionType::Place && a.type != ActionType::Abbey) continue;
      const OpenSquare& q = SquareAt(o, a.pos());
      const int tile = a.type == ActionType::Place ? s.drawn : abbey->index;
      if (std::none_of(q.fits.begin(), q.fits.end(), [&](const TileCopies& k) { return k.tile == tile; }))
        problem("a legal placement of " + s.Tile(tile).id + " not listed", q.pos);
    }
    // The counts add up; remember what each square listed.
    const std::vector<TileCopies> to_come = TilesToCome(s);
    for (const OpenSquare& q : o.squares) {
      int sum = 0;
      std::vector<int> kinds;
      for (const TileCopies& k : q.fits) {
        sum += k.copies;
        kinds.push_back(k.tile);
        auto c = std::find_if(to_come.begin(), to_come.end(), [&](const TileCopies& t) { return t.tile == k.tile; });
        if (c == to_come.end() || c->copies != k.copies) problem(s.Tile(k.tile).id + " listed with other copies than to come", q.pos);
      }
      if (sum != q.count) problem("the count is not the sum of the copies", q.pos);
      if (q.later < 0 || q.later > q.count) problem("later is not a part of the count", q.pos);
      if (!std::is_sorted(kinds.begin(), kinds.end())) problem("the kinds are not in catalogue order", q.pos);
      if (q.count == 0) {
        ever_dead.insert(q.pos);
        ++dead_squares;
      }
      auto [it, fresh] = always_listed.emplace(q.pos, kinds);
      if (!fresh) {
        std::vector<int> both;
        std::set_intersection(it->second.begin(), it->second.end(), kinds.begin(), kinds.end(), std::back_inserter(both));
        it->second = std::move(both);
      }
      // Against the public placement rule, tile by tile: every kind legal there now is listed, and a
      // kind listed but not legal now is one that a module refuses now and may allow later (the abbey).
      if (!brute_force) continue;
      int later = 0;
      for (const TileCopies& k : to_come) {
        const TileDef& def = s.Tile(k.tile);
        bool legal = false;
        for (int rot = 0; rot < 4 && !legal; ++rot) legal = PlacementLegal(s, def, q.pos, rot);
        const bool listed = std::binary_search(kinds.begin(), kinds.end(), k.tile);
        if (legal && !listed) problem(def.id + " is legal but not listed", q.pos);
        if (listed && !legal && !def.closes_edges) problem(def.id + " is listed but not legal", q.pos);
        if (listed && !legal) later += k.copies;
      }
      if (later != q.later) problem("later is not the copies listed that are not legal now", q.pos);
    }
    // Each unfinishable feature faces a dead square (a monastery: among its eight).
    for (const UnfinishableFeature& f : o.unfinishable) {
      ++dead_features;
      REQUIRE_FALSE(f.dead.empty());
      for (Pos d : f.dead)
        if (SquareAt(o, d).count != 0) problem("an unfinishable feature's square counts tiles", d);
      if (f.type == FeatureType::Monastery) {
        const Pos m = f.tiles.at(0);
        for (Pos d : f.dead)
          if (std::abs(d.x - m.x) > 1 || std::abs(d.y - m.y) > 1) problem("a monastery's dead square is not beside it", d);
      } else if (s.regions.Root(f.root).open == 0) {
        problem("a finished feature is called unfinishable", f.tiles.at(0));
      }
      if (f.figures != FiguresOn(s, f.root)) problem("the figures of an unfinishable feature differ", f.tiles.at(0));
      unfinishable.push_back({f.root, f.type});
    }
    CHECK_MESSAGE(problems.empty(), problems << BoardAscii(s));
  }

  // At the end of the game: no feature reported unfinishable was finished.
  void CheckEnd(const GameState& s) {
    for (auto [node, type] : unfinishable) {
      if (type == FeatureType::Monastery) {
        CHECK_FALSE(s.regions.Node(node).scored);
        CHECK(s.board.NeighboursAround(s.board.tile(s.regions.Node(node).placed).pos) < 8);
      } else {
        CHECK(s.regions.Root(node).open > 0);
      }
    }
  }
};

Setup RandomSetup(int players, const std::vector<std::string>& expansions, const std::string& seed) {
  Setup s;
  for (int p = 0; p < players; ++p) s.players.push_back({"P" + std::to_string(p), kColors[p], ""});
  s.expansions = expansions;
  s.seed = seed;
  return s;
}

}  // namespace

TEST_CASE("outlook invariants after every action of random games, every expansion: a square counted 0 never takes a tile") {
  const std::vector<std::string> every(kExpansionIds, kExpansionIds + 6);
  struct Game {
    int players;
    std::vector<std::string> sets;
    int count;
  };
  const std::vector<Game> games = {{2, every, 12}, {3, every, 6},  {4, every, 4},
                                   {6, every, 2},  {2, {}, 4},     {2, {"river", "abbey-mayor"}, 6},
                                   {5, {"abbey-mayor"}, 3},         {3, {"river", "tower-thieves"}, 3}};
  Rng rng{SeedFromString("outlook-invariants")};
  long long checks = 0, dead_squares = 0, dead_features = 0;
  int n = 0;
  for (const Game& g : games)
    for (int k = 0; k < g.count; ++k, ++n) {
      GameState s;
      std::string error;
      REQUIRE_MESSAGE(NewGame(RandomSetup(g.players, g.sets, "outlook-" + std::to_string(n)), &s, &error), error);
      OutlookWatch watch;
      for (int step = 0; !IsOver(s); ++step) {
        watch.Check(s, step % 4 == 0);
        std::vector<Action> legal = LegalActions(s);
        REQUIRE_FALSE(legal.empty());
        REQUIRE_FALSE(Apply(s, legal[static_cast<size_t>(rng.Below(legal.size()))]).has_value());
      }
      watch.Check(s, true);
      watch.CheckEnd(s);
      checks += watch.checks, dead_squares += watch.dead_squares, dead_features += watch.dead_features;
    }
  MESSAGE(checks << " states checked; " << dead_squares << " dead squares and " << dead_features
                 << " unfinishable features seen");
  CHECK(dead_squares > 0);   // the invariants were put to the test
  CHECK(dead_features > 0);
}

TEST_CASE("outlook invariants in games dealt fairly (the stacks face down: only their counts are read)") {
  Rng rng{SeedFromString("outlook-fair")};
  for (int game = 0; game < 2; ++game) {
    fairtest::Table t(fairtest::FairSetup(2, fairtest::kEvery), game);
    OutlookWatch watch;
    for (int step = 0; !IsOver(t.state); ++step) {
      watch.Check(t.state, step % 4 == 0);
      t.Play(rng.Next());
    }
    watch.Check(t.state, true);
    watch.CheckEnd(t.state);
  }
}
