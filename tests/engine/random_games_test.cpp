// Invariants over many seeded random games (natively and under Node from the WebAssembly build):
// every generated action applies, sampled illegal actions are refused with the right reason, figures
// are conserved, scores never decrease, and the record written after each game replays to the same
// state. Also: the same seed deals the same stacks everywhere, and golden counts of legal placements.
#include <doctest/doctest.h>

#include <array>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "carc/game.h"
#include "carc/record.h"
#include "carc/rules.h"
#include "carc/share.h"

using namespace carc;
using nlohmann::json;

namespace {

// Dealt by the native build for seed "9f2c41d07a3b5e61" with the River (first 8 land, all 11 river).
constexpr const char* GOLDEN_LAND = "D E D G K A N B ";
constexpr const char* GOLDEN_RIVER = "RH RI RC RE RB RK RD RF RG RJ RL ";
constexpr uint64_t GOLDEN_FIRST_DRAW = 14758308492174326597ull;

Setup MakeSetup(int players, const std::vector<std::string>& expansions, const std::string& seed) {
  Setup s;
  for (int p = 0; p < players; ++p) s.players.push_back({"P" + std::to_string(p), kColors[p], ""});
  s.expansions = expansions;
  s.seed = seed;
  return s;
}

// Everything a player can see of a state, as text: equal fingerprints mean equal games.
std::string Fingerprint(const GameState& s) {
  std::ostringstream out;
  for (const PlacedTile& t : s.board.tiles()) out << s.Tile(t.tile).id << '@' << t.pos.x << ',' << t.pos.y << 'r' << t.rot << ' ';
  out << "| ";
  for (const Figure& f : s.figures)
    out << f.owner << ':' << static_cast<int>(f.kind) << ':' << f.tile << ':' << f.feature << ':' << f.corner << ':' << f.on_tower << ' ';
  out << "| ";
  for (const PlayerState& p : s.players) {
    out << p.score << '/' << p.abbeys;
    for (int k = 0; k < kFigureKinds; ++k) out << ',' << p.supply[k];
    out << ' ';
  }
  out << "| " << DecisionName(s.decision) << ' ' << s.decider << ' ' << s.drawn << ' ' << s.land.next << ' ' << s.river.next;
  return out.str();
}

// Figures each player owns anywhere: supply + board + wagons waiting to move.
std::vector<int> FiguresOwned(const GameState& s) {
  std::vector<int> n(s.players.size(), 0);
  for (size_t p = 0; p < s.players.size(); ++p)
    for (int k = 0; k < kFigureKinds; ++k) n[p] += s.players[p].supply[k];
  for (const Figure& f : s.figures) n[static_cast<size_t>(f.owner)]++;
  for (const PendingWagon& w : s.md.abbey_mayor.wagons) n[static_cast<size_t>(w.owner)]++;
  return n;
}

void CheckIllegalPlacementsRefused(const GameState& s) {
  // A square that holds a tile, and a square far from every tile.
  GameState copy = s;
  Action taken;
  taken.type = ActionType::Place;
  taken.x = s.board.tile(0).pos.x;
  taken.y = s.board.tile(0).pos.y;
  auto err = Apply(copy, taken);
  REQUIRE(err.has_value());
  CHECK(err->code == ErrorCode::SquareTaken);
  Action far = taken;
  far.x = 1000;
  far.y = 1000;
  err = Apply(copy, far);
  REQUIRE(err.has_value());
  CHECK(err->code == ErrorCode::NotAdjacent);
  Action figure;
  figure.type = ActionType::Figure;
  figure.at = {Locator::Edge, 0};
  err = Apply(copy, figure);
  REQUIRE(err.has_value());
  CHECK(err->code == ErrorCode::WrongDecision);
  CHECK(Fingerprint(copy) == Fingerprint(s));  // refused actions change nothing
}

struct RunStats {
  int games = 0;
  long long actions = 0;
};

// Checks of an expansion's own invariants after each action, given the events of that action.
using ExtraCheck = std::function<void(const GameState&, const Events&)>;

// Returns the record played, for further checks.
GameRecord PlayAndCheck(const Setup& setup, uint64_t chooser_seed, RunStats* stats, const ExtraCheck& extra = nullptr) {
  GameState s;
  std::string error;
  REQUIRE_MESSAGE(NewGame(setup, &s, &error), error);
  const std::vector<int> owned = FiguresOwned(s);
  std::vector<int> last_scores(s.players.size(), 0);
  GameRecord record{setup, {}};
  Rng chooser{chooser_seed};
  int step = 0;
  while (!IsOver(s)) {
    std::vector<Action> legal = LegalActions(s);
    REQUIRE_MESSAGE(!legal.empty(), ("no legal action while the game is not over: " + Fingerprint(s)));
    if (s.decision == Decision::Place && step % 7 == 0) CheckIllegalPlacementsRefused(s);
    if (step % 23 == 0) {  // every legal action applies (on copies)
      for (const Action& a : legal) {
        GameState copy = s;
        auto err = Apply(copy, a);
        CHECK_MESSAGE(!err.has_value(), (ActionToJson(a).dump() + " was listed but refused: " + (err ? err->message : "")));
      }
    }
    const Action& a = legal[static_cast<size_t>(chooser.Below(legal.size()))];
    Events ev;
    auto err = Apply(s, a, extra ? &ev : nullptr);
    REQUIRE_MESSAGE(!err.has_value(), (ActionToJson(a).dump() + ": " + (err ? err->message : "")));
    record.actions.push_back(a);
    if (extra) extra(s, ev);
    for (size_t p = 0; p < s.players.size(); ++p) {
      CHECK(s.players[p].score >= last_scores[p]);
      last_scores[p] = s.players[p].score;
    }
    CHECK(FiguresOwned(s) == owned);
    ++step;
  }
  stats->games++;
  stats->actions += step;
  // The record written after the game, read back, replays to the identical state.
  std::string text = RecordToJson(record).dump();
  GameRecord back;
  REQUIRE_MESSAGE(ParseRecord(text, &back, &error), error);
  ReplayResult r = Replay(back, false);
  REQUIRE_MESSAGE(!r.error.has_value(), (r.error ? r.error->Message() : ""));
  CHECK(Fingerprint(r.state) == Fingerprint(s));
  return record;
}

// Inns & Cathedrals and Traders & Builders (RULES-inns-traders.md): what must hold after every action.
struct InnsTradersInvariants {
  std::array<int, 3> symbols{};          // goods symbols of the game's tiles: wine, grain, cloth
  std::vector<std::array<int, 3>> last;  // each player's tokens after the previous action
  std::map<int, int> double_turns;       // per turn number
  int total_double_turns = 0, goods_taken = 0, pig_points = 0;
  int offers = 0, left = 0;              // ruleset 7: second tiles offered, and left

  explicit InnsTradersInvariants(const GameState& s) : last(s.players.size(), {0, 0, 0}) {
    for (const TileDef& t : s.catalog->tiles()) {
      if (t.set != "traders-builders") continue;
      for (const FeatureDef& f : t.features)
        for (size_t k = 0; k < 3; ++k) symbols[k] += t.count * (f.goods == std::array<const char*, 3>{"wine", "grain", "cloth"}[k]);
    }
  }

  void operator()(const GameState& s, const Events& ev) {
    // A builder or pig stands beside a follower of its owner: it goes home with the last one.
    for (const Figure& f : s.figures) {
      if (f.kind != FigureKind::Builder && f.kind != FigureKind::Pig) continue;
      bool beside = false;
      for (int i : FiguresOn(s, f.node)) {
        const Figure& o = s.figures[static_cast<size_t>(i)];
        beside = beside || (o.owner == f.owner && o.kind != FigureKind::Builder && o.kind != FigureKind::Pig &&
                            o.kind != FigureKind::Barn);
      }
      CHECK_MESSAGE(beside, "a ", FigureKindName(f.kind), " of player ", f.owner, " stands without a follower of its owner");
    }
    // Goods tokens are only ever taken, never more than the tiles show.
    std::array<int, 3> total{};
    for (size_t p = 0; p < last.size(); ++p)
      for (size_t k = 0; k < 3; ++k) {
        const int now = s.md.traders_builders.goods[p][k];
        CHECK(now >= last[p][k]);
        total[k] += now;
        last[p][k] = now;
      }
    for (size_t k = 0; k < 3; ++k) CHECK(total[k] <= symbols[k]);
    // Ruleset 7 (issue 48): the offer of a builder's second tile comes to the player whose turn it is,
    // after the turn's first tile, before anything is drawn; the rulesets before never make it.
    if (s.decision == Decision::SecondTile) {
      ++offers;
      CHECK(s.ruleset->second_tile_is_a_choice);
      CHECK(s.decider == s.current);
      CHECK(s.drawn == -1);
      CHECK(s.md.traders_builders.part == 0);
    }
    int taken_now = 0, left_now = 0;
    for (const json& e : ev) {
      taken_now += e["type"] == "double-turn";
      left_now += e["type"] == "second-tile-left";
    }
    CHECK(taken_now + left_now <= 1);  // one answer at a time, and a tile left is never drawn
    left += left_now;
    for (const json& e : ev) {
      if (e["type"] == "double-turn") {
        CHECK(++double_turns[s.turn] == 1);  // a second tile, never a third
        ++total_double_turns;
      }
      if (e["type"] == "goods") ++goods_taken;
      if (e["type"] == "score" && e.value("reason", "") == "pig") pig_points += e["points"].get<int>();
    }
  }
};

}  // namespace

TEST_CASE("random games: invariants hold in 1,000 seeded games over every expansion mix") {
  const std::vector<std::vector<std::string>> mixes = {
      {},
      {"river"},
      {"abbey-mayor"},
      {"watchtowers"},
      {"tower-thieves"},
      {"river", "abbey-mayor", "watchtowers", "tower-thieves"},
      {"abbey-mayor", "watchtowers", "tower-thieves"},
      {"river", "tower-thieves"},
  };
  RunStats stats;
  for (int g = 0; g < 1000; ++g) {
    const auto& mix = mixes[static_cast<size_t>(g) % mixes.size()];
    int players = 2 + g % 5;
    Setup setup = MakeSetup(players, mix, "inv-" + std::to_string(g));
    INFO("game ", g, " seed ", setup.seed, " players ", players);
    PlayAndCheck(setup, static_cast<uint64_t>(g) * 7919u + 1, &stats);
  }
  CHECK(stats.games == 1000);
  MESSAGE(stats.games, " games, ", stats.actions, " actions");
}

TEST_CASE("random games: invariants hold in 240 seeded games with all six expansions, 2 to 6 players") {
  const std::vector<std::string> all = {"river", "abbey-mayor", "watchtowers", "tower-thieves", "inns-cathedrals", "traders-builders"};
  RunStats stats;
  int double_turns = 0, goods = 0, pig_points = 0, offers = 0, left = 0;
  for (int g = 0; g < 240; ++g) {
    const int players = 2 + g % 5;
    // Every other game without the river, whose tiles come first: builders on land from the start.
    std::vector<std::string> mix = all;
    if (g % 2) mix.erase(mix.begin());
    Setup setup = MakeSetup(players, mix, "six-" + std::to_string(g));
    INFO("game ", g, " seed ", setup.seed, " players ", players);
    GameState start;
    std::string error;
    REQUIRE_MESSAGE(NewGame(setup, &start, &error), error);
    InnsTradersInvariants check(start);
    const GameRecord record = PlayAndCheck(setup, static_cast<uint64_t>(g) * 104729u + 3, &stats, std::ref(check));
    double_turns += check.total_double_turns;
    offers += check.offers;
    left += check.left;
    goods += check.goods_taken;
    pig_points += check.pig_points;
    // The share link carries the new figures and keys: it reads back to the same record.
    GameRecord back;
    REQUIRE_MESSAGE(DecodeShareFragment(EncodeShareFragment(record), &back, &error), error);
    CHECK(RecordToJson(back) == RecordToJson(record));
  }
  CHECK(stats.games == 240);
  // The rules were met, not just never broken: random play builds double turns, takes goods, scores pigs.
  CHECK(double_turns > 0);
  CHECK(goods > 0);
  CHECK(pig_points > 0);
  // New games get the latest ruleset: from ruleset 7 on, every second tile was offered first, and
  // random answers left some.
  if (TheRulebook().Find(kLatestRuleset)->second_tile_is_a_choice) {
    CHECK(offers == double_turns + left);
    CHECK(left > 0);
  }
  MESSAGE(stats.games, " games, ", stats.actions, " actions, ", double_turns, " double turns, ", goods,
          " goods taken, ", pig_points, " points from pigs, ", offers, " second tiles offered, ", left, " left");
}

TEST_CASE("randomness: the same seed deals the same stacks in every build") {
  // These ids were dealt by the native build; the WebAssembly build runs this same test under Node.
  GameState s;
  std::string error;
  REQUIRE(NewGame(MakeSetup(2, {"river"}, "9f2c41d07a3b5e61"), &s, &error));
  std::string land, river;
  for (int i = 0; i < 8; ++i) land += s.Tile(s.land.tiles[static_cast<size_t>(i)]).id + " ";
  for (int i = 0; i < 11; ++i) river += s.Tile(s.river.tiles[static_cast<size_t>(i)]).id + " ";
  CHECK(land == std::string(GOLDEN_LAND));
  CHECK(river == std::string(GOLDEN_RIVER));
  Rng r{SeedFromString("9f2c41d07a3b5e61")};
  CHECK(r.Next() == GOLDEN_FIRST_DRAW);
  CHECK(SeedFromString("9f2c41d07a3b5e61") == 0x9f2c41d07a3b5e61ull);
  CHECK(SeedFromString("not hex") == SeedFromString("not hex"));
}

TEST_CASE("golden counts: the number of legal placements at each turn of fixed games") {
  // Seed "golden", 2 players, actions chosen by Rng{42} from the legal list. A change in placement
  // legality changes these numbers: update them only for a deliberate rule change.
  const std::vector<std::pair<std::vector<std::string>, std::vector<size_t>>> golden = {
      {{}, {4,8,12,10,13,14,17,21,14,14,17,18,22,12,12,16,20,28,32,20,20,31,32,21,15,37,29,25,22,46,28,27,34,42,25,34,40,42,33,38,46,48,44,29,44,30,40,36,36,56,24,52,38,47,45,45,50,45,61,48,36,39,43,48,36,80,67,54,62,48,46}},
      {{"river"}, {2,2,2,2,2,2,1,1,2,2,1,25,29,30,26,23,21,21,19,28,28,21,32,28,15,28,26,32,36,38,36,38,42,46,39,37,51,42,39,30,52,37,42,50,50,46,53,52,50,55,52,52,40,43,60,46,40,51,46,72,56,44,56,55,60,61,64,54,59,55,63,68,62,61,57,61,68,66,61,63,60,60}},
  };
  for (const auto& [mix, counts] : golden) {
    GameState s;
    std::string error;
    REQUIRE(NewGame(MakeSetup(2, mix, "golden"), &s, &error));
    Rng chooser{42};
    std::vector<size_t> seen;
    while (!IsOver(s)) {
      std::vector<Action> legal = LegalActions(s);
      if (s.decision == Decision::Place) seen.push_back(legal.size());
      REQUIRE_FALSE(Apply(s, legal[static_cast<size_t>(chooser.Below(legal.size()))]).has_value());
    }
    CHECK(seen == counts);
  }
}
