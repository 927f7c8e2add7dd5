// The Watchtowers (RULES.md §5, §7): tile data, and the bonus in cases no record can reach with the
// modules alone (figures injected into a game state: barns and watchmen near a tower, two figures on
// one tower tile). The worked examples are scenario records in tests/scenarios/watchtowers/.
#include <doctest/doctest.h>

#include <map>
#include <nlohmann/json.hpp>
#include <string>

#include "carc/game.h"
#include "carc/rules.h"
#include "carc/tile.h"

using namespace carc;
using nlohmann::json;

namespace {

GameState StartGame(const std::vector<std::string>& land) {
  Setup setup;
  setup.players = {{"Red", "red", ""}, {"Blue", "blue", ""}};
  setup.expansions = {"watchtowers"};
  setup.has_deck = true;
  setup.deck_land = land;
  GameState s;
  std::string error;
  REQUIRE_MESSAGE(NewGame(setup, &s, &error), error);
  return s;
}

void Play(GameState& s, int x, int y, int rot, Events* ev = nullptr) {
  Action a;
  a.type = ActionType::Place;
  a.x = x;
  a.y = y;
  a.rot = rot;
  auto err = Apply(s, a, ev);
  REQUIRE_MESSAGE(!err.has_value(), (err ? err->message : ""));
}

void Put(GameState& s, const char* at, Events* ev = nullptr) {
  Action a;
  a.type = ActionType::Figure;
  a.figure = FigureKind::Meeple;
  REQUIRE(Locator::Parse(at, &a.at));
  auto err = Apply(s, a, ev);
  REQUIRE_MESSAGE(!err.has_value(), (err ? err->message : ""));
}

void Skip(GameState& s, Events* ev = nullptr) {
  Action a;
  a.type = ActionType::Skip;
  auto err = Apply(s, a, ev);
  REQUIRE_MESSAGE(!err.has_value(), (err ? err->message : ""));
}

std::vector<json> TowerScores(const Events& ev) {
  std::vector<json> out;
  for (const json& e : ev)
    if (e["type"] == "score" && e.value("reason", "") == "watchtower") out.push_back(e);
  return out;
}

}  // namespace

TEST_CASE("watchtowers: the 12 tiles carry their C3 symbols") {
  std::map<std::string, int> symbols;
  int tiles = 0;
  for (const TileDef& t : TheCatalog().tiles()) {
    if (t.set != "watchtowers") {
      CHECK_MESSAGE(t.watchtower.empty(), t.id);
      continue;
    }
    ++tiles;
    CHECK(t.stack == StackKind::Land);
    REQUIRE_FALSE(t.watchtower.empty());
    symbols[t.watchtower]++;
    for (const FeatureDef& f : t.features) {  // §5.2: no tower tile has a coat of arms or a monastery
      CHECK(f.coats == 0);
      CHECK(f.type != FeatureType::Monastery);
    }
  }
  CHECK(tiles == 12);
  CHECK(symbols["meeple"] == 2);
  CHECK(symbols["coat"] == 2);
  CHECK(symbols["road"] == 3);
  CHECK(symbols["monastery"] == 2);
  CHECK(symbols["city"] == 3);
  CHECK(TheCatalog().Find("WTA")->watchtower == "meeple");
  CHECK(TheCatalog().Find("WTC")->watchtower == "monastery");
  CHECK(TheCatalog().Find("WTE")->watchtower == "coat");
  CHECK(TheCatalog().Find("WTH")->watchtower == "road");
  CHECK(TheCatalog().Find("WTL")->watchtower == "city");
  // The four C3 field changes are flagged as assumptions in the data (§5.3).
  for (const char* id : {"WTA", "WTE", "WTF", "WTL"}) CHECK_FALSE(TheCatalog().Find(id)->assumption.empty());
}

TEST_CASE("watchtowers: no figure can stand on the tower itself") {
  // WTC (roads W and E ending at the tower, two fields): the figure options are the two roads and the
  // two fields, nothing at the centre.
  GameState s = StartGame({"WTC", "U"});
  Play(s, 1, 0, 0);
  int centre = 0, total = 0;
  for (const Action& a : LegalActions(s)) {
    if (a.type != ActionType::Figure) continue;
    ++total;
    if (a.at.kind == Locator::Center) ++centre;
  }
  CHECK(centre == 0);
  CHECK(total == 4);  // road W (joined to the free start road), road E and the two fields
}

TEST_CASE("watchtowers: barns are not meeples, watchmen on towers are (§5.1, §7 #9)") {
  // Ex 16's tower WTA rot180 at (0,-2) closing the city through G at (0,-1).
  GameState s = StartGame({"G", "WTA", "U"});
  Play(s, 0, -1, 1);
  Skip(s);
  Play(s, 0, -2, 2);
  // A barn on G (inside the 3x3) and two watchmen, one on a tower inside the 3x3, one outside.
  Figure barn;
  barn.owner = 1;
  barn.kind = FigureKind::Barn;
  barn.tile = 1;
  barn.node = NodeOf(s, 1, s.PlacedDef(1).FieldAtHalf(2, 1));
  barn.corner = 0;
  Figure inside;
  inside.owner = 1;
  inside.on_tower = true;
  inside.tower = {1, -1};
  Figure outside = inside;
  outside.tower = {2, -2};
  s.figures.push_back(barn);
  s.figures.push_back(inside);
  s.figures.push_back(outside);
  Events ev;
  Put(s, "S", &ev);
  std::vector<json> wt = TowerScores(ev);
  REQUIRE(wt.size() == 1);
  CHECK(wt[0]["player"] == 1);  // Blue placed the tower tile (second turn)
  CHECK(wt[0]["count"] == 2);   // the triggering knight and the watchman at (1,-1)
  CHECK(wt[0]["points"] == 4);
  CHECK(wt[0]["symbol"] == "meeple");
  CHECK(wt[0]["at"] == json::array({0, -2}));
}

TEST_CASE("watchtowers: every figure on the tower tile's segment scores, no majority (FAQ 4/2025)") {
  // Ex 19's loop through WTH; a second figure (Blue's) is injected on WTH's east road next to Red's.
  GameState s = StartGame({"WTH", "V", "V", "V", "U"});
  Play(s, 0, 1, 0);
  Put(s, "E");
  Play(s, 0, 2, 2);
  Skip(s);
  Play(s, 1, 1, 0);
  Skip(s);
  Figure blue = s.figures[0];
  blue.owner = 1;
  s.figures.push_back(blue);
  Events ev;
  Play(s, 1, 2, 1);
  Skip(s, &ev);
  std::vector<json> wt = TowerScores(ev);
  REQUIRE(wt.size() == 2);
  CHECK(wt[0]["player"] == 0);
  CHECK(wt[1]["player"] == 1);
  for (const json& e : wt) {
    CHECK(e["count"] == 5);
    CHECK(e["points"] == 5);
  }
  // The bonuses come before the road's own score, and the road is a tie (4 each).
  size_t first_road = ev.size();
  for (size_t i = 0; i < ev.size(); ++i)
    if (ev[i]["type"] == "score" && ev[i]["reason"] == "road") {
      first_road = i;
      break;
    }
  size_t last_tower = 0;
  for (size_t i = 0; i < ev.size(); ++i)
    if (ev[i]["type"] == "score" && ev[i]["reason"] == "watchtower") last_tower = i;
  CHECK(last_tower < first_road);
  CHECK(s.players[0].score == 9);
  CHECK(s.players[1].score == 9);
}

namespace {

int PointsPer(const std::string& symbol) {
  if (symbol == "meeple" || symbol == "coat") return 2;
  if (symbol == "monastery") return 3;
  return 1;
}

// Plays random games with the expansions given and checks, beside the engine's general invariants
// (every listed action applies, scores never fall, figures are conserved), the watchtower events:
// each names a tower tile of that symbol, pays count x the symbol's value, comes before the score of
// the completed feature it belongs to, and none happens in final scoring. Returns the bonuses seen.
int PlayRandomGames(const std::vector<std::string>& expansions, int games, const std::string& seed) {
  int bonuses = 0;
  Rng chooser{SeedFromString(seed)};
  for (int g = 0; g < games; ++g) {
    Setup setup;
    int players = 2 + g % 4;
    for (int p = 0; p < players; ++p) setup.players.push_back({"P" + std::to_string(p), kColors[p], ""});
    setup.expansions = expansions;
    setup.seed = seed + "-" + std::to_string(g);
    GameState s;
    std::string error;
    REQUIRE_MESSAGE(NewGame(setup, &s, &error), error);
    auto owned = [](const GameState& st) {
      int n = static_cast<int>(st.figures.size()) + static_cast<int>(st.md.abbey_mayor.wagons.size());
      for (const PlayerState& p : st.players)
        for (int k = 0; k < kFigureKinds; ++k) n += p.supply[k];
      return n;
    };
    const int figures = owned(s);
    while (!IsOver(s)) {
      std::vector<Action> legal = LegalActions(s);
      REQUIRE(!legal.empty());
      const Action& a = legal[static_cast<size_t>(chooser.Below(legal.size()))];
      std::vector<int> before;
      for (const PlayerState& p : s.players) before.push_back(p.score);
      Events ev;
      auto err = Apply(s, a, &ev);
      REQUIRE_MESSAGE(!err.has_value(), (ActionToJson(a).dump() + ": " + (err ? err->message : "")));
      for (size_t p = 0; p < s.players.size(); ++p) CHECK(s.players[p].score >= before[p]);
      CHECK(owned(s) == figures);
      bool final_scoring = false;
      for (size_t i = 0; i < ev.size(); ++i) {
        const json& e = ev[i];
        if (e.value("final", false)) final_scoring = true;
        if (e["type"] != "score" || e.value("reason", "") != "watchtower") continue;
        ++bonuses;
        CHECK_FALSE(final_scoring);
        int placed = s.board.At({e["at"][0].get<int>(), e["at"][1].get<int>()});
        REQUIRE(placed >= 0);
        std::string symbol = e["symbol"].get<std::string>();
        CHECK(s.PlacedDef(placed).watchtower == symbol);
        CHECK(e["points"].get<int>() == e["count"].get<int>() * PointsPer(symbol));
        CHECK(e["count"].get<int>() >= (symbol == "meeple" || symbol == "road" || symbol == "city" ? 1 : 0));
        bool feature_follows = false;  // the completed road/city is reported after every bonus
        for (size_t j = i + 1; j < ev.size(); ++j)
          if (ev[j]["type"] == "completed" && ev[j]["feature"] == e["feature"]) feature_follows = true;
        CHECK(feature_follows);
      }
    }
  }
  return bonuses;
}

}  // namespace

TEST_CASE("watchtowers: random games keep the invariants (watchtowers; river + watchtowers)") {
  int alone = PlayRandomGames({"watchtowers"}, 300, "wt");
  int river = PlayRandomGames({"river", "watchtowers"}, 300, "wt-river");
  int all = PlayRandomGames({"river", "abbey-mayor", "watchtowers", "tower-thieves"}, 60, "wt-all");
  MESSAGE("watchtower bonuses: ", alone, " alone, ", river, " with the river, ", all, " with everything");
  CHECK(alone > 100);  // random play closes plenty of tower roads and cities
  CHECK(river > 100);
}
