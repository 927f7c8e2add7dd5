// A builder's second tile is the player's choice (issue 48, RULES-inns-traders.md §2.3: "you may
// immediately draw and place another tile"), from ruleset 7 on; rulesets 5 and 6 always drew it.
// - Ruleset 7: after the first part of the turn the game asks (decision "second-tile"), nothing is
//   drawn before the answer, and only "second-tile" (take) or "skip" (leave) answers;
// - taken, the second tile plays exactly as under ruleset 6; left, nothing is drawn and the turn passes;
// - rulesets 5 and 6 never ask, and refuse the answer;
// - records and share links carry both answers and replay to the same game;
// - the computer answers at every level (hard by its lookahead; the others take the tile).
// The same situation as tests/scenarios/traders-builders/builder-second-tile-*.json.
#include <doctest/doctest.h>

#include <map>
#include <nlohmann/json.hpp>

#include "carc/ai/ai.h"
#include "carc/game.h"
#include "carc/record.h"
#include "carc/share.h"

using namespace carc;
using nlohmann::json;

namespace {

Action Act(const char* text) {
  Action a;
  std::string error;
  REQUIRE_MESSAGE(ActionFromJson(json::parse(text), &a, &error), error);
  return a;
}

Action Take() {
  Action a;
  a.type = ActionType::SecondTile;
  return a;
}
Action Leave() { return Action{}; }  // skip

// Red's thief on the start tile's road (1,0) and Red's builder beside it (2,0); Blue plays south.
// Red's tile at (3,0) extends the road: the builder's second tile. Deck: U B U B U | U B.
GameRecord BuilderGame(int ruleset) {
  GameRecord r;
  r.setup.ruleset = ruleset;
  r.setup.players = {{"Red", "red", ""}, {"Blue", "blue", ""}};
  r.setup.expansions = {"traders-builders"};
  r.setup.has_deck = true;
  r.setup.deck_land = {"U", "B", "U", "B", "U", "U", "B"};
  for (const char* a : {R"({"type":"place","x":1,"y":0,"rot":0,"tile":"U"})", R"({"type":"figure","figure":"meeple","at":"E"})",
                        R"({"type":"place","x":0,"y":1,"rot":0,"tile":"B"})", R"({"type":"skip"})",
                        R"({"type":"place","x":2,"y":0,"rot":0,"tile":"U"})", R"({"type":"figure","figure":"builder","at":"E"})",
                        R"({"type":"place","x":1,"y":1,"rot":0,"tile":"B"})", R"({"type":"skip"})",
                        R"({"type":"place","x":3,"y":0,"rot":0,"tile":"U"})", R"({"type":"skip"})"})
    r.actions.push_back(Act(a));
  return r;
}

// The second part: the U at (4,0) (it extends the road again: no third tile), no figure.
void AddSecondPart(GameRecord& r) {
  r.actions.push_back(Act(R"({"type":"place","x":4,"y":0,"rot":0,"tile":"U"})"));
  r.actions.push_back(Act(R"({"type":"skip"})"));
}

ReplayResult MustReplay(const GameRecord& r) {
  ReplayResult res = Replay(r);
  REQUIRE_MESSAGE(!res.error, (res.error ? res.error->Message() : std::string()));
  return res;
}

int Count(const Events& events, const char* type) {
  int n = 0;
  for (const json& e : events) n += e.value("type", "") == type;
  return n;
}

Setup RandomSetup(int ruleset, int players, uint64_t game) {
  Setup s;
  s.ruleset = ruleset;
  for (int p = 0; p < players; ++p) s.players.push_back({"P" + std::to_string(p), kColors[p], ""});
  s.expansions = game % 2 ? std::vector<std::string>{"inns-cathedrals", "traders-builders"}
                          : std::vector<std::string>{"river", "abbey-mayor", "watchtowers", "tower-thieves",
                                                     "inns-cathedrals", "traders-builders"};
  s.seed = "second-tile-" + std::to_string(game);
  return s;
}

}  // namespace

TEST_CASE("second tile (ruleset 7): offered after the first part; nothing is drawn before the answer") {
  ReplayResult res = MustReplay(BuilderGame(7));
  const GameState& s = res.state;
  CHECK(s.decision == Decision::SecondTile);
  CHECK(s.decider == 0);
  CHECK(s.current == 0);
  CHECK(s.drawn == -1);
  CHECK(s.land.remaining() == 2);  // U B: nothing drawn yet
  CHECK(NextToJson(s) == json{{"player", 0}, {"decision", "second-tile"}});
  CHECK(Count(res.events, "double-turn") == 0);
  // Exactly two answers, taking first (what a page or a computer that falls back on the first one plays).
  const std::vector<Action> legal = LegalActions(s);
  REQUIRE(legal.size() == 2);
  CHECK(ActionToJson(legal[0]) == json{{"type", "second-tile"}});
  CHECK(ActionToJson(legal[1]) == json{{"type", "skip"}});
  // Anything else is refused with its reason, and changes nothing.
  for (const char* wrong : {R"({"type":"place","x":4,"y":0,"rot":0})", R"({"type":"figure","figure":"meeple","at":"E"})",
                            R"({"type":"abbey","x":0,"y":0})"}) {
    GameState copy = s;
    auto err = Apply(copy, Act(wrong));
    REQUIRE(err.has_value());
    CHECK(err->code == ErrorCode::WrongDecision);
    CHECK(err->message.find("takes it") != std::string::npos);  // says what would answer
    CHECK(copy.actions == s.actions);
    CHECK(copy.decision == Decision::SecondTile);
  }
}

TEST_CASE("second tile (ruleset 7): taken, it is drawn then and plays exactly as under ruleset 6") {
  GameRecord six = BuilderGame(6), seven = BuilderGame(7);
  AddSecondPart(six);
  seven.actions.push_back(Take());
  AddSecondPart(seven);
  const ReplayResult a = MustReplay(six), b = MustReplay(seven);
  // The same events (the double turn, the draw of the U, its placement...), scores and next decision.
  CHECK(Report(a.state, a.events) == Report(b.state, b.events));
  CHECK(Count(b.events, "double-turn") == 1);
  CHECK(b.state.decision == Decision::Place);
  CHECK(b.state.decider == 1);  // the second tile extended the road again: no third, no second offer

  // Right after "take": the tile is drawn, and it is Red's placement.
  GameRecord taken = BuilderGame(7);
  taken.actions.push_back(Take());
  const ReplayResult t = MustReplay(taken);
  CHECK(t.state.decision == Decision::Place);
  CHECK(t.state.decider == 0);
  CHECK(t.state.Tile(t.state.drawn).id == "U");
  CHECK(t.state.land.remaining() == 1);
  CHECK(t.state.md.traders_builders.part == 1);
}

TEST_CASE("second tile (ruleset 7): left, nothing is drawn and the turn passes") {
  GameRecord left = BuilderGame(7);
  left.actions.push_back(Leave());
  const ReplayResult r = MustReplay(left);
  const GameState& s = r.state;
  CHECK(Count(r.events, "double-turn") == 0);
  CHECK(Count(r.events, "second-tile-left") == 1);
  // The tile Red would have taken is Blue's: one tile drawn since the offer, by Blue.
  CHECK(s.decision == Decision::Place);
  CHECK(s.current == 1);
  CHECK(s.decider == 1);
  CHECK(s.Tile(s.drawn).id == "U");
  CHECK(s.land.remaining() == 1);
  const json& last = r.events.back();
  CHECK(last["type"] == "draw");
  CHECK(last["player"] == 1);
  CHECK(r.events[r.events.size() - 2] == json{{"type", "second-tile-left"}, {"player", 0}});
  // Leaving scores nothing and moves no figure.
  const ReplayResult before = MustReplay(BuilderGame(7));
  CHECK(s.players[0].score == before.state.players[0].score);
  CHECK(s.figures.size() == before.state.figures.size());
}

TEST_CASE("second tile: rulesets 5 and 6 draw it without asking, and refuse an answer") {
  for (int ruleset : {5, 6}) {
    CAPTURE(ruleset);
    const ReplayResult r = MustReplay(BuilderGame(ruleset));
    CHECK(r.state.decision == Decision::Place);
    CHECK(r.state.decider == 0);
    CHECK(Count(r.events, "double-turn") == 1);
    GameState s = r.state;
    auto err = Apply(s, Take());
    REQUIRE(err.has_value());
    CHECK(err->code == ErrorCode::WrongDecision);
    CHECK(err->message.find("ruleset " + std::to_string(ruleset)) != std::string::npos);
  }
  // In random games with every set: offers only under ruleset 7, and double turns under all three.
  for (int ruleset : {5, 6, 7}) {
    CAPTURE(ruleset);
    int offers = 0, doubles = 0, left = 0;
    for (uint64_t game = 0; game < 16; ++game) {
      GameState s;
      std::string error;
      REQUIRE_MESSAGE(NewGame(RandomSetup(ruleset, 2 + static_cast<int>(game % 3), game), &s, &error), error);
      Rng chooser{game + 4800};
      while (!IsOver(s)) {
        const std::vector<Action> legal = LegalActions(s);
        if (s.decision == Decision::SecondTile) {
          ++offers;
          CHECK(s.drawn == -1);
          CHECK(legal.size() == 2);
        }
        Events ev;
        REQUIRE_FALSE(Apply(s, legal[static_cast<size_t>(chooser.Below(legal.size()))], &ev).has_value());
        doubles += Count(ev, "double-turn");
        left += Count(ev, "second-tile-left");
      }
    }
    MESSAGE("ruleset ", ruleset, ": ", offers, " offers, ", doubles, " second tiles taken, ", left, " left");
    CHECK(doubles > 0);
    if (ruleset < 7) {
      CHECK(offers == 0);
      CHECK(left == 0);
    } else {
      CHECK(offers == doubles + left);  // every offer answered, by one of the two
      CHECK(left > 0);
    }
  }
}

TEST_CASE("second tile: records and share links carry both answers and replay to the same game") {
  // A whole random game under ruleset 7 with an answer of each kind (the first such game of the seeds).
  GameRecord r;
  std::string error;
  int taken = 0, left = 0;
  for (uint64_t game = 0; game < 64 && (taken == 0 || left == 0); ++game) {
    r = GameRecord{};
    r.setup = RandomSetup(7, 2, game);
    GameState s;
    REQUIRE(NewGame(r.setup, &s, &error));
    Rng chooser{game + 31};
    taken = left = 0;
    while (!IsOver(s)) {
      const std::vector<Action> legal = LegalActions(s);
      const Action a = legal[static_cast<size_t>(chooser.Below(legal.size()))];
      if (s.decision == Decision::SecondTile) ++(a.type == ActionType::SecondTile ? taken : left);
      REQUIRE_FALSE(Apply(s, a).has_value());
      r.actions.push_back(a);
    }
  }
  REQUIRE(taken > 0);
  REQUIRE(left > 0);
  const json report = [&] {
    ReplayResult res = MustReplay(r);
    return Report(res.state, res.events);
  }();

  // The canonical record: {"type":"second-tile"} takes, {"type":"skip"} leaves.
  const std::string text = RecordToJson(r).dump();
  CHECK(text.find(R"({"type":"second-tile"})") != std::string::npos);
  GameRecord back;
  REQUIRE_MESSAGE(ParseRecord(text, &back, &error), error);
  CHECK(RecordToJson(back).dump() == text);
  ReplayResult from_record = MustReplay(back);
  CHECK(Report(from_record.state, from_record.events) == report);

  // The link: "T" takes (share-link.md), "s" leaves; decoded, the same record.
  const std::string fragment = EncodeShareFragment(r);
  const std::string compact = PercentDecode(fragment);
  CHECK(compact.find("\"v\":2,\"r\":7") != std::string::npos);
  GameRecord linked;
  REQUIRE_MESSAGE(DecodeShareFragment(fragment, &linked, &error), error);
  REQUIRE(linked.actions.size() == r.actions.size());
  int takes_in_link = 0;
  for (size_t i = 0; i < r.actions.size(); ++i) {
    CHECK(SameMove(linked.actions[i], r.actions[i]));
    takes_in_link += linked.actions[i].type == ActionType::SecondTile;
  }
  CHECK(takes_in_link == taken);
  CHECK(EncodeShareFragment(linked) == fragment);
  ReplayResult from_link = MustReplay(linked);
  CHECK(Report(from_link.state, from_link.events) == report);
}

TEST_CASE("second tile: the computer answers at every level; only the lookahead weighs both") {
  const GameState offer = MustReplay(BuilderGame(7)).state;
  REQUIRE(offer.decision == Decision::SecondTile);
  // Greedy, easy and normal take it, whatever the seed; random may do either.
  for (ai::Level level : {ai::Level::Greedy, ai::Level::Easy, ai::Level::Normal})
    for (uint64_t seed = 1; seed <= 8; ++seed) {
      ai::Thinker t;
      t.Start(offer, level, seed);
      CHECK(t.Done());
      CHECK(t.Best().type == ActionType::SecondTile);
    }
  std::map<ActionType, int> random_answers;
  for (uint64_t seed = 1; seed <= 16; ++seed) random_answers[ai::ChooseAction(offer, ai::Level::Random, seed).type]++;
  CHECK(random_answers.size() == 2);
  // Hard values both answers over its turns: more positions than the two answers' one-move values
  // (each answer against each tile left, the replies and its own next turn). Its choice is legal.
  ai::Thinker hard;
  hard.Start(offer, ai::Level::Hard, 5);
  CHECK_FALSE(hard.Done());
  while (!hard.Step(1000)) {
  }
  CHECK(hard.Iterations() > 2 * 2);
  const Action chosen = hard.Best();
  CHECK((chosen.type == ActionType::SecondTile || chosen.type == ActionType::Skip));
  // The hint is the AI's choice.
  const std::optional<Action> hint = ai::Hint(offer, 9);
  REQUIRE(hint.has_value());
  CHECK(hint->type == ActionType::SecondTile);
}

TEST_CASE("second tile: ruleset 7 games end at every computer level, every answer legal") {
  const ai::Level levels[] = {ai::Level::Random, ai::Level::Greedy, ai::Level::Easy, ai::Level::Normal, ai::Level::Hard};
  for (ai::Level level : levels) {
    // Both seats of one level; Inns & Cathedrals + Traders & Builders, where builders are common. Games
    // until the level met the offer (random play seldom puts a builder beside its own follower).
    int taken = 0, left = 0;
    for (int g = 0; g < 12 && taken + left == 0; ++g) {
      Setup setup = RandomSetup(7, 2, 1);
      setup.seed = "second-tile-ai-" + std::string(ai::LevelName(level)) + "-" + std::to_string(g);
      GameState s;
      std::string error;
      REQUIRE(NewGame(setup, &s, &error));
      // The searching levels with a small budget (the lookahead is capped, not cut: each unit it starts
      // is finished), so that the games take seconds.
      while (!IsOver(s)) {
        const Action a = ai::ChooseAction(s, level, static_cast<uint64_t>(g * 7919 + s.actions), 60);
        if (s.decision == Decision::SecondTile) ++(a.type == ActionType::SecondTile ? taken : left);
        auto err = Apply(s, a);
        REQUIRE_MESSAGE(!err.has_value(), ai::LevelName(level), ": ", ActionToJson(a).dump(), " refused: ", err->message);
      }
      MESSAGE(ai::LevelName(level), ", game ", g, ": ", taken, " second tiles taken, ", left, " left; scores ",
              s.players[0].score, " / ", s.players[1].score);
    }
    CHECK_MESSAGE(taken + left > 0, ai::LevelName(level), " never met the offer");
    if (level == ai::Level::Greedy || level == ai::Level::Easy || level == ai::Level::Normal) CHECK(left == 0);
  }
}
