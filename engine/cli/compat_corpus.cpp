// `carcassonne compat-corpus`: writes the compatibility fixtures of tests/fixtures/compat/ (README
// there). Each fixture is one game - a share link as the page makes it, the saved-game form the page
// keeps in local storage, and the outcome this build's engine gives it - so that later builds can
// prove that the same link and the same saved game still open with the same result.
//   carcassonne compat-corpus --out DIR [--ruleset N] [--only 001,031,...] [--played MS] [--page URL] [--made-by TEXT]
// The games are fixed here (setups, seeds, decks, crafted records) and played with a seeded random
// chooser, so a build with the same engine writes the same files. Every game gets ruleset N (default:
// the latest); with --ruleset 1 this build writes tests/fixtures/compat/v1/ again, byte for byte.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "carc/deal.h"
#include "carc/game.h"
#include "carc/record.h"
#include "carc/share.h"

namespace carc::cli {

namespace {

using nlohmann::json;
using ordered = nlohmann::ordered_json;

struct Spec {
  const char* name;
  const char* description;
  std::vector<PlayerSetup> players;
  const char* expansions;  // letters: r river, m abbey-mayor, w watchtowers, t tower-thieves,
                           // i inns-cathedrals, b traders-builders (ruleset 5 on)
  std::vector<std::pair<const char*, bool>> options;
  const char* seed = nullptr;    // a seeded game
  const char* record = nullptr;  // or a whole record (canonical JSON: a deck game, a crafted game)
  int actions = -1;              // seeded games: stop after this many actions (-1: play to the end)
  const char* stop_at = nullptr; // ... and then at the first decision of this kind
  bool tile_checks = true;       // place actions carry the "tile" check (the page writes it)
  const char* save_name = nullptr;  // the saved entry's name when renamed
  const char* description_later = nullptr;  // the description for rulesets after 1, when it differs
  bool fair = false;             // a fair deal (fair-deal.md): every seat's device at one table, with
                                 // secrets fixed by the game's name (so the same build writes the same files)
  int rekey_after = -1;          // fair: after this many actions, the next seat to reveal has lost its secret
  int double_turns = 0;          // the game holds this many builders' double turns: with stop_at and no
                                 // action count it stops at that decision right after the last of them;
                                 // played to the end, a chooser seed that gives fewer is passed over
  int second_tiles_left = 0;     // ruleset 7 on: ... and this many second tiles left (the offer answered
                                 // with a skip), counted as double_turns are (those are the ones taken)
  bool builders = false;         // the chooser puts a builder down whenever it may (random play seldom
                                 // does: a builder needs its owner's follower on the tile just placed)
};

std::vector<PlayerSetup> P(std::initializer_list<std::pair<const char*, const char*>> names_ai) {
  std::vector<PlayerSetup> out;
  size_t i = 0;
  for (auto& [name, ai] : names_ai) out.push_back({name, kColors[i++], ai});
  return out;
}

// A game where the Abbey & Mayor barn, placed beside a farmer, and a Watchtowers meeple bonus meet in
// one turn (issue 15): Ana's farmer lies at (0,1), inside the 3x3 of Ben's watchtower tile WTA at
// (1,0) whose road holds Ben's thief; Ana's tile A closes that road and she puts her barn into her
// farmer's field (corner SE of (-1,0)).
constexpr const char* kBarnWatchtower = R"({"format":"carcassonne-game","version":1,
"setup":{"players":[{"name":"Ana","color":"red"},{"name":"Ben","color":"blue"}],"expansions":["abbey-mayor","watchtowers"],
"deck":{"land":["E","WTA","E","B","A"]}},
"actions":[
{"type":"place","x":0,"y":1,"rot":2,"tile":"E"},{"type":"figure","figure":"meeple","at":"NL"},
{"type":"place","x":1,"y":0,"rot":1,"tile":"WTA"},{"type":"figure","figure":"meeple","at":"W"},
{"type":"place","x":0,"y":2,"rot":0,"tile":"E"},{"type":"skip"},
{"type":"place","x":-1,"y":1,"rot":0,"tile":"B"},{"type":"skip"},
{"type":"place","x":-1,"y":0,"rot":3,"tile":"A"},{"type":"figure","figure":"barn","at":"SE"}]})";

// The barn placed on the tile that also closes a city touching the barn's field (Ana's farmer there).
constexpr const char* kBarnClosesCity = R"({"format":"carcassonne-game","version":1,
"setup":{"players":[{"name":"Ana","color":"red"},{"name":"Ben","color":"blue"}],"expansions":["abbey-mayor"],
"deck":{"land":["A","B","B","B","E"]}},
"actions":[
{"type":"place","x":-1,"y":0,"rot":3,"tile":"A"},{"type":"skip"},
{"type":"place","x":-1,"y":-1,"rot":0,"tile":"B"},{"type":"skip"},
{"type":"place","x":-1,"y":-2,"rot":0,"tile":"B"},{"type":"figure","figure":"meeple","at":"NL"},
{"type":"place","x":0,"y":-2,"rot":0,"tile":"B"},{"type":"skip"},
{"type":"place","x":0,"y":-1,"rot":2,"tile":"E"},{"type":"figure","figure":"barn","at":"NW"}]})";

// A fixed deck with Abbey & Mayor and Tower & Thieves tiles (land and tower stacks), played to its end.
constexpr const char* kDeckMt = R"({"format":"carcassonne-game","version":1,
"setup":{"players":[{"name":"Åsa","color":"green"},{"name":"Øyvind","color":"yellow","ai":"easy"},{"name":"Đorđe","color":"black"}],
"expansions":["abbey-mayor","tower-thieves"],
"deck":{"land":["E","AMB","U","TT2A","V","AMD","K","TT4A","W","AMM","N","TT7","H","AMG","B"],"tower":["TTT1","TTT3","TTT5"]}},
"actions":[]})";

// A deck with the river stack and a short land stack; the game stops part-way.
constexpr const char* kDeckRiver = R"({"format":"carcassonne-game","version":1,
"setup":{"players":[{"name":"Noémie","color":"grey"},{"name":"Ludwig","color":"red","ai":"hard"}],
"expansions":["river","watchtowers"],
"deck":{"river":["RB","RC","RD","RE","RL"],"land":["WTA","E","U","WTH","D","V","WTK","B","X","L"],"tower":[]}},
"actions":[]})";

const std::vector<Spec>& Specs() {
  // 64 bytes exactly (the longest name a setup accepts).
  static const char* const kLongName = "Maximiliane Konstantina von Hohenzollern-Sigmaringen und Teck 64";
  static const std::vector<Spec> specs = {
      {"001-base-2p-finished", "Base game, 2 people, a 16-hex-digit seed as the page makes, to the end.",
       P({{"Ana", ""}, {"Ben", ""}}), "", {}, "9f2c41d07a3b5e61"},
      {"002-base-5p-unfinished", "Base game, 5 players with accented and non-Latin names (an easy AI seat), 30 actions in.",
       P({{"Zoë", ""}, {"José", ""}, {"李雷", "easy"}, {"Ивана", ""}, {"🐑 Shepherd", ""}}), "", {}, "5eed0002", nullptr, 30},
      {"003-river-3p-finished", "River, 3 players, start tile D shuffled into the land (option on), to the end.",
       P({{"Ana", ""}, {"Ben", "normal"}, {"Cleo", ""}}), "r", {{"river-start-tile-in-land", true}}, "river-1"},
      {"004-river-2p-in-river", "River, 2 players, the option written out as false, stopped while the river is laid.",
       P({{"Ana", ""}, {"Ben", ""}}), "r", {{"river-start-tile-in-land", false}}, "0c0ffee0", nullptr, 7},
      {"005-am-2p-finished", "Abbey & Mayor, 2 players (Greek, Hebrew names; a normal AI seat), to the end.",
       P({{"Ελένη", ""}, {"שרה", "normal"}}), "m", {}, "a11ce0005"},
      {"006-am-4p-abbey-offer", "Abbey & Mayor, 4 players, stopped at an abbey offer after 60 actions.",
       P({{"Ana", ""}, {"Ben", ""}, {"Cleo", ""}, {"Dario", ""}}), "m", {}, "abbey-offer-6", nullptr, 60, "abbey"},
      {"007-wt-2p-finished", "Watchtowers, 2 players, the one-digit seed \"1\", to the end.",
       P({{"Ana", ""}, {"Ben", ""}}), "w", {}, "1"},
      {"008-wt-6p-unfinished", "Watchtowers, 6 players in all six colours, easy/normal/hard AI seats, 40 actions in.",
       P({{"Ana", ""}, {"Ben", "easy"}, {"Cleo", ""}, {"Dario", "normal"}, {"Eva", ""}, {"Finn", "hard"}}), "w", {}, "fedcba9876543210", nullptr, 40},
      {"009-tt-2p-finished", "Tower & Thieves, 2 players, the tower-tile fallback option on, to the end.",
       P({{"Ana", ""}, {"Ben", ""}}), "t", {{"tower-tile-fallback-land", true}}, "thieves-9"},
      {"010-tt-3p-floors", "Tower & Thieves, 3 players, stopped at a floors choice (supply short).",
       P({{"Ana", ""}, {"Ben", ""}, {"Cleo", "hard"}}), "t", {}, "floors-10", nullptr, 40, "floors"},
      {"011-rm-2p-finished", "River + Abbey & Mayor, 2 players, to the end.",
       P({{"Ana", ""}, {"Ben", ""}}), "rm", {}, "0000000000000011"},
      {"012-rm-6p-wagon", "River + Abbey & Mayor, 6 players, stopped at a wagon move.",
       P({{"Ana", ""}, {"Ben", ""}, {"Cleo", ""}, {"Dario", ""}, {"Eva", ""}, {"Finn", ""}}), "rm", {}, "wagons-12", nullptr, 30, "wagon"},
      {"013-rw-4p-finished", "River + Watchtowers, 4 players, to the end; place actions without the tile check.",
       P({{"Ana", ""}, {"Ben", ""}, {"Cleo", ""}, {"Dario", ""}}), "rw", {}, "13", nullptr, -1, nullptr, false},
      {"014-rw-2p-unfinished", "River + Watchtowers, 2 players, 20 actions in.",
       P({{"Ana", ""}, {"Ben", "easy"}}), "rw", {}, "rw-14", nullptr, 20},
      {"015-rt-3p-finished", "River + Tower & Thieves, 3 players, both rule options on, to the end.",
       P({{"Ana", ""}, {"Ben", ""}, {"Cleo", ""}}), "rt", {{"river-start-tile-in-land", true}, {"tower-tile-fallback-land", true}}, "rt-15"},
      {"016-rt-2p-unfinished", "River + Tower & Thieves, 2 players, 25 actions in.",
       P({{"Ana", ""}, {"Ben", ""}}), "rt", {}, "rt-16", nullptr, 25},
      {"017-mw-2p-finished", "Abbey & Mayor + Watchtowers, 2 players, to the end.",
       P({{"Ana", ""}, {"Ben", "hard"}}), "mw", {}, "mw-17"},
      {"018-mw-5p-figure", "Abbey & Mayor + Watchtowers, 5 players, stopped at a figure step after 45 actions.",
       P({{"Ana", ""}, {"Ben", ""}, {"Cleo", ""}, {"Dario", ""}, {"Eva", ""}}), "mw", {}, "mw-18", nullptr, 45, "figure"},
      {"019-mt-3p-finished", "Abbey & Mayor + Tower & Thieves, 3 players, to the end.",
       P({{"Ana", ""}, {"Ben", ""}, {"Cleo", ""}}), "mt", {}, "mt-19"},
      {"020-mt-4p-unfinished", "Abbey & Mayor + Tower & Thieves, 4 players, 50 actions in.",
       P({{"Ana", ""}, {"Ben", ""}, {"Cleo", "normal"}, {"Dario", ""}}), "mt", {}, "mt-20", nullptr, 50},
      {"021-wt-2p-finished", "Watchtowers + Tower & Thieves, 2 players, the fallback option written out as false, to the end.",
       P({{"Ana", ""}, {"Ben", ""}}), "wt", {{"tower-tile-fallback-land", false}}, "wt-21"},
      {"022-wt-6p-unfinished", "Watchtowers + Tower & Thieves, 6 players, 35 actions in.",
       P({{"Ana", ""}, {"Ben", ""}, {"Cleo", ""}, {"Dario", ""}, {"Eva", ""}, {"Finn", ""}}), "wt", {}, "wt-22", nullptr, 35},
      {"023-rmw-4p-finished", "River + Abbey & Mayor + Watchtowers, 4 players, to the end.",
       P({{"Ana", ""}, {"Ben", ""}, {"Cleo", ""}, {"Dario", ""}}), "rmw", {}, "rmw-23"},
      {"024-rmw-3p-end-abbey", "River + Abbey & Mayor + Watchtowers, 3 players, stopped at the end-of-game abbey round.",
       P({{"Ana", ""}, {"Ben", ""}, {"Cleo", ""}}), "rmw", {}, "rmw-24", nullptr, 100, "end-abbey"},
      {"025-rmt-2p-finished", "River + Abbey & Mayor + Tower & Thieves, 2 players, to the end.",
       P({{"Ana", ""}, {"Ben", ""}}), "rmt", {}, "rmt-25"},
      {"026-rmt-5p-unfinished", "River + Abbey & Mayor + Tower & Thieves, 5 players, 40 actions in.",
       P({{"Ana", ""}, {"Ben", ""}, {"Cleo", ""}, {"Dario", ""}, {"Eva", ""}}), "rmt", {}, "rmt-26", nullptr, 40},
      {"027-rwt-3p-finished", "River + Watchtowers + Tower & Thieves, 3 players, to the end.",
       P({{"Ana", ""}, {"Ben", ""}, {"Cleo", ""}}), "rwt", {}, "rwt-27"},
      {"028-rwt-2p-unfinished", "River + Watchtowers + Tower & Thieves, 2 players, 30 actions in.",
       P({{"Ana", ""}, {"Ben", ""}}), "rwt", {}, "rwt-28", nullptr, 30},
      {"029-mwt-2p-finished", "Abbey & Mayor + Watchtowers + Tower & Thieves, 2 players, to the end.",
       P({{"Ana", ""}, {"Ben", ""}}), "mwt", {}, "mwt-29"},
      {"030-mwt-4p-floors", "Abbey & Mayor + Watchtowers + Tower & Thieves, 4 players, stopped at a floors choice.",
       P({{"Ana", ""}, {"Ben", ""}, {"Cleo", ""}, {"Dario", ""}}), "mwt", {}, "mwt-30", nullptr, 40, "floors"},
      {"031-all-2p-finished", "All four expansions, 2 players (Ben a normal AI), the seed of share-link.md's example, to the end.",
       P({{"Ana", ""}, {"Ben", "normal"}}), "rmwt", {}, "9f2c41d07a3b5e61"},
      {"032-all-3p-odd-names", "All four expansions, 3 players whose names hold quotes, %, &, #g= and nothing at all; a non-hex seed with accents; to the end.",
       P({{"Bob \"the Builder\" & 100%", ""}, {"Eve #g=1 %41", ""}, {"", ""}}), "rmwt", {}, "Crème brûlée"},
      {"033-all-4p-options-finished", "All four expansions, 4 players, both rule options on, to the end; the saved game was renamed.",
       P({{"Ana", ""}, {"Ben", ""}, {"Cleo", ""}, {kLongName, ""}}), "rmwt", {{"river-start-tile-in-land", true}, {"tower-tile-fallback-land", true}},
       "33", nullptr, -1, nullptr, true, "Sunday game ☀"},
      {"034-all-5p-wagon", "All four expansions, 5 players, stopped at a wagon move.",
       P({{"Ana", ""}, {"Ben", "easy"}, {"Cleo", ""}, {"Dario", ""}, {"Eva", ""}}), "rmwt", {}, "all-34", nullptr, 40, "wagon"},
      {"035-all-6p-finished", "All four expansions, 6 players, to the end.",
       P({{"Ana", ""}, {"Ben", ""}, {"Cleo", ""}, {"Dario", ""}, {"Eva", ""}, {"Finn", ""}}), "rmwt", {}, "all-35"},
      {"036-all-2p-new", "All four expansions, 2 players, no action yet (a game just started).",
       P({{"Ana", ""}, {"Ben", "hard"}}), "rmwt", {}, "d2c1b0a9f8e7d6c5", nullptr, 0},
      {"037-deck-mt-3p-finished", "A fixed deck (land and tower stacks) with Abbey & Mayor and Tower & Thieves, 3 players, to the end of the deck.",
       {}, "", {}, nullptr, kDeckMt},
      {"038-deck-rw-2p-unfinished", "A fixed deck with river and land stacks, River + Watchtowers, 2 players, 12 actions in.",
       {}, "", {}, nullptr, kDeckRiver, 12},
      {"039-barn-beside-farmer-watchtower", "Issue 15's situation: Ana's tile closes the road of Ben's watchtower tile (thief on it) and her barn goes into the field of her farmer inside the tower's 3x3. Made with ruleset 1: the tower counts the farmer too.",
       {}, "", {}, nullptr, kBarnWatchtower, -1, nullptr, true, nullptr,
       "Issue 15's situation: Ana's tile closes the road of Ben's watchtower tile (thief on it) and her barn goes into the field of her farmer inside the tower's 3x3. Ruleset 2 on: the farmer scores and goes home in step 2, so the tower counts only the thief."},
      {"040-barn-closes-city", "The barn goes beside Ana's farmer on the tile that also closes a city touching that field (ruleset 1 order of events).",
       {}, "", {}, nullptr, kBarnClosesCity, -1, nullptr, true, nullptr,
       "The barn goes beside Ana's farmer on the tile that also closes a city touching that field: the field scores first (the city counts), then the city."},
      // Fair deals (issue 19; rulesets 3 and later: --ruleset 3 --only 041,...).
      {"041-fair-2p-all-finished", "A fair deal (record version 3), all four expansions, 2 people, to the end.",
       P({{"Ana", ""}, {"Ben", ""}}), "rmwt", {}, nullptr, nullptr, -1, nullptr, true, nullptr, nullptr, true},
      {"042-fair-3p-invitation", "A fair deal, 3 players: the invitation half way round (one seat has committed).",
       P({{"Ana", ""}, {"Ben", ""}, {"Cleo", ""}}), "mw", {}, nullptr, nullptr, 1, "commit", true, nullptr, nullptr, true},
      {"043-fair-2p-reveal-awaited", "A fair deal, Abbey & Mayor + Tower & Thieves, 2 players, stopped where the next player's device must reveal its value.",
       P({{"Zoë", ""}, {"Дмитрий", ""}}), "mt", {}, nullptr, nullptr, 20, "reveal", true, nullptr, nullptr, true},
      {"044-fair-4p-new-secret", "A fair deal, River + Watchtowers, 4 players; a device loses its secret after 30 actions (a new chain, that turn missed); to the end.",
       P({{"Ana", ""}, {"Ben", ""}, {"Cleo", ""}, {"Dario", ""}}), "rw", {}, nullptr, nullptr, -1, nullptr, true, nullptr, nullptr, true, 30},
      {"045-fair-2p-computer", "A fair deal, all four expansions, a person and a computer (hard) seat played by one device, 40 actions in.",
       P({{"Ana", ""}, {"Ben", "hard"}}), "rmwt", {}, nullptr, nullptr, 40, nullptr, true, nullptr, nullptr, true},
      // Issue 32 (ruleset 5): Inns & Cathedrals and Traders & Builders.
      {"046-ib-2p-finished", "Inns & Cathedrals + Traders & Builders, 2 players, to the end.",
       P({{"Ana", ""}, {"Ben", ""}}), "ib", {}, "0000000000000046"},
      {"047-six-4p-finished", "All six expansions, 4 players (a normal AI seat), to the end.",
       P({{"Ana", ""}, {"Ben", "normal"}, {"Cleo", ""}, {"Dario", ""}}), "rmwtib", {}, "six-47"},
      {"048-six-6p-figure", "All six expansions, 6 players, stopped at a figure step after 70 actions.",
       P({{"Ana", ""}, {"Ben", ""}, {"Cleo", ""}, {"Dario", ""}, {"Eva", ""}, {"Finn", ""}}), "rmwtib", {}, "six-48", nullptr, 70, "figure"},
      {"049-fair-2p-six-finished", "A fair deal, all six expansions, 2 people, to the end.",
       P({{"Ana", ""}, {"Ben", ""}}), "rmwtib", {}, nullptr, nullptr, -1, nullptr, true, nullptr, nullptr, true},
      // Ruleset 6 (fair deal 3): a builder's second tile waits for a new value of its player's device.
      {"050-fair-3p-ib-second-tile", "A fair deal, Inns & Cathedrals + Traders & Builders, 3 people, stopped at the second builder's double turn: its second tile waits for a new value of its player's device.",
       P({{"Ana", ""}, {"Ben", ""}, {"Cleo", ""}}), "ib", {}, nullptr, nullptr, -1, "reveal", true, nullptr, nullptr, true, -1, 2},
      {"051-fair-2p-six-doubles", "A fair deal, all six expansions, 2 people, to the end, with two builders' double turns or more.",
       P({{"Ana", ""}, {"Ben", ""}}), "rmwtib", {}, nullptr, nullptr, -1, nullptr, true, nullptr, nullptr, true, -1, 2},
      // Ruleset 7 (issue 48): a builder's second tile is the player's choice (--ruleset 7 --only 052,...).
      {"052-ib-2p-second-tiles", "Inns & Cathedrals + Traders & Builders, 2 players, to the end: builders' second tiles taken and left (the player's choice).",
       P({{"Ana", ""}, {"Ben", ""}}), "ib", {}, "0000000000000052", nullptr, -1, nullptr, true, nullptr, nullptr, false, -1, 2, 2, true},
      {"053-six-3p-second-tile-offer", "All six expansions, 3 players, stopped where a player is offered a builder's second tile, after one taken and one left.",
       P({{"Ana", ""}, {"Ben", ""}, {"Cleo", ""}}), "rmwtib", {}, "six-53", nullptr, -1, "second-tile", true, nullptr, nullptr, false, -1, 1, 1, true},
      {"054-fair-2p-ib-second-tiles", "A fair deal, Inns & Cathedrals + Traders & Builders, 2 people, to the end: second tiles taken (each dealt from a new value of its player's device) and left (no value asked).",
       P({{"Ana", ""}, {"Ben", ""}}), "ib", {}, nullptr, nullptr, -1, nullptr, true, nullptr, nullptr, true, -1, 2, 2, true},
  };
  return specs;
}

std::string Hex64(uint64_t v) {
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(v));
  return buf;
}

uint64_t Fnv1a64(const std::string& text) {
  uint64_t h = 0xcbf29ce484222325ull;
  for (char c : text) {
    h ^= static_cast<unsigned char>(c);
    h *= 0x100000001b3ull;
  }
  return h;
}

// The saved game's id as web/saves/saved_games.cpp makes one: "g" + base 36 of (milliseconds * 1000 + counter).
std::string SaveId(long long ms, int counter) {
  const char* digits = "0123456789abcdefghijklmnopqrstuvwxyz";
  unsigned long long v = static_cast<unsigned long long>(ms) * 1000 + static_cast<unsigned long long>(counter);
  std::string id;
  while (v) id.insert(id.begin(), digits[v % 36]), v /= 36;
  return "g" + id;
}

std::string Dump(const json& j) { return j.dump(-1, ' ', false, json::error_handler_t::replace); }

// The builders' second tiles of a game so far: taken (a double turn) and left (ruleset 7).
struct SecondTiles {
  int taken = 0, left = 0;
  bool Enough(const Spec& spec) const { return taken >= spec.double_turns && left >= spec.second_tiles_left; }
};

bool Reached(const GameState& s, const Spec& spec, int done, const SecondTiles& seconds) {
  if (IsOver(s)) return true;
  if (!seconds.Enough(spec)) return false;
  if (spec.actions >= 0 && done < spec.actions) return false;
  const bool counted = spec.double_turns > 0 || spec.second_tiles_left > 0;
  if (spec.actions < 0 && !(counted && spec.stop_at)) return false;  // to the end
  return !spec.stop_at || DecisionName(s.decision) == spec.stop_at;
}

// Applies `a`, counting the builders' second tiles it takes or leaves.
std::optional<Error> ApplyCounting(GameState& s, const Action& a, SecondTiles& seconds) {
  Events events;
  auto err = Apply(s, a, &events);
  for (const json& e : events) {
    seconds.taken += e.value("type", "") == "double-turn";
    seconds.left += e.value("type", "") == "second-tile-left";
  }
  return err;
}

// A fair game's secret for `seat`'s `chain`-th chain: fixed by the game's name (a corpus is reproducible;
// real devices use NewSecret()).
SeatSecret CorpusSecret(const Spec& spec, int seat, int chain) {
  SeatSecret s;
  const uint64_t a = Fnv1a64(std::string(spec.name) + "/seat " + std::to_string(seat) + "/chain " + std::to_string(chain));
  const uint64_t b = Fnv1a64(std::to_string(a));
  for (int i = 0; i < 8; ++i) {
    s.secret[static_cast<size_t>(i)] = static_cast<uint8_t>(a >> (8 * i));
    s.secret[static_cast<size_t>(8 + i)] = static_cast<uint8_t>(b >> (8 * i));
  }
  return s;
}

// Fair deal: the devices answer the decisions that wait for them (a commitment, a value), except when
// the game is to stop there. Returns an error message, or empty.
std::string AnswerDevices(const Spec& spec, GameState& s, GameRecord& r, int& done, SecondTiles& seconds, std::vector<int>& chains) {
  while (spec.fair && (s.decision == Decision::Commit || s.decision == Decision::Reveal) && !Reached(s, spec, done, seconds)) {
    const int seat = s.decider;
    Action a;
    if (s.decision == Decision::Reveal && spec.rekey_after >= 0 && done >= spec.rekey_after && chains[static_cast<size_t>(seat)] == 0 &&
        std::count(chains.begin(), chains.end(), 1) == 0) {
      chains[static_cast<size_t>(seat)] = 1;  // this device lost its secret: a new chain
      a = ChainAction(ActionType::Rekey, CorpusSecret(spec, seat, 1).Commitment());
    } else {
      a = DeviceAction(s, CorpusSecret(spec, seat, chains[static_cast<size_t>(seat)]));
    }
    if (auto err = ApplyCounting(s, a, seconds)) return "a device's answer was refused: " + err->message;
    if (a.type != ActionType::Reveal) {
      r.actions.push_back(a);
      ++done;
    }
    r.reveals = RevealsOf(s);
  }
  return "";
}

// Plays the spec's game; tries further chooser seeds when a stop decision never came.
bool Play(const Spec& spec, int ruleset, GameRecord* out, std::string* error) {
  GameRecord base;
  if (spec.record) {
    if (!ParseRecord(spec.record, &base, error)) return false;
    base.setup.ruleset = ruleset;
  } else {
    base.setup.ruleset = ruleset;
    base.setup.players = spec.players;
    for (char c : std::string(spec.expansions))
      for (size_t i = 0; i < std::size(kExpansionIds); ++i)
        if (std::string("rmwtib")[i] == c) base.setup.expansions.push_back(kExpansionIds[i]);
    for (auto& [name, value] : spec.options) base.setup.options[name] = value;
    if (spec.fair) base.setup.fair_deal = true;
    else base.setup.seed = spec.seed;
  }
  for (uint64_t attempt = 0; attempt < 64; ++attempt) {
    GameRecord r = base;
    ReplayResult start = Replay(r, false);
    if (start.error) {
      *error = start.error->Message();
      return false;
    }
    GameState s = start.state;
    Rng chooser{Fnv1a64(spec.name) + attempt};
    int done = static_cast<int>(r.actions.size());
    SecondTiles seconds;
    bool crafted_done = spec.record && spec.actions < 0 && !r.actions.empty();
    std::vector<int> chains(r.setup.players.size(), 0);  // fair: the chain each seat's device is on
    for (;;) {
      *error = AnswerDevices(spec, s, r, done, seconds, chains);
      if (!error->empty()) return false;
      if (crafted_done || Reached(s, spec, done, seconds)) break;
      std::vector<Action> legal = LegalActions(s);
      Action a = legal[static_cast<size_t>(chooser.Below(legal.size()))];
      if (spec.builders)
        for (const Action& b : legal)
          if (b.type == ActionType::Figure && b.figure == FigureKind::Builder) a = b;
      if (!spec.tile_checks) a.tile.clear();
      if (auto err = ApplyCounting(s, a, seconds)) {
        *error = "a legal action was refused: " + err->message;
        return false;
      }
      r.actions.push_back(std::move(a));
      ++done;
    }
    if (spec.fair) r.reveals = RevealsOf(s);
    if ((!spec.stop_at || DecisionName(s.decision) == spec.stop_at) && seconds.Enough(spec)) {
      *out = std::move(r);
      return true;
    }
  }
  *error = std::string("no game of 64 reached ") + (spec.stop_at ? std::string("the decision ") + spec.stop_at : "its end") +
           (spec.double_turns ? " with " + std::to_string(spec.double_turns) + " double turns" : "") +
           (spec.second_tiles_left ? " and " + std::to_string(spec.second_tiles_left) + " second tiles left" : "");
  return false;
}

}  // namespace

int CompatCorpus(int argc, char** argv) {
  std::string out_dir, page = "https://someone.github.io/carcassonne/", made_by;
  int ruleset = kLatestRuleset;
  std::string only;  // comma-separated name prefixes; empty: every game
  // The saved games' "last played" (and so their ids): game k an hour after game k - 1. Each set of
  // fixtures needs its own start, so that their ids differ.
  long long first_played = 1764547200000LL;  // 2025-12-01T00:00:00Z
  for (int i = 2; i + 1 < argc; i += 2) {
    std::string k = argv[i], v = argv[i + 1];
    if (k == "--out") out_dir = v;
    else if (k == "--page") page = v;
    else if (k == "--made-by") made_by = v;
    else if (k == "--ruleset") ruleset = std::atoi(v.c_str());
    else if (k == "--only") only = "," + v + ",";
    else if (k == "--played") first_played = std::atoll(v.c_str());
    else out_dir.clear(), i = argc;
  }
  if (out_dir.empty()) {
    std::fprintf(stderr, "usage: carcassonne compat-corpus --out DIR [--ruleset N] [--only 001,031,...] [--played MS] [--page URL] [--made-by TEXT]\n");
    return 2;
  }
  std::filesystem::create_directories(out_dir);
  int index = 0;
  for (const Spec& spec : Specs()) {
    if (!only.empty() && only.find("," + std::string(spec.name).substr(0, 3) + ",") == std::string::npos) {
      ++index;  // the same ids and dates as in a full run
      continue;
    }
    GameRecord r;
    std::string error;
    if (!Play(spec, ruleset, &r, &error)) {
      std::fprintf(stderr, "carcassonne: %s: %s\n", spec.name, error.c_str());
      return 1;
    }
    ReplayResult rr = Replay(r, true);
    if (rr.error) {
      std::fprintf(stderr, "carcassonne: %s: %s\n", spec.name, rr.error->Message().c_str());
      return 1;
    }
    const GameState& s = rr.state;
    const json report = Report(s, rr.events);

    // The saved-game form (web/saves/saved_games.cpp): the record text under "carcassonne.game.<id>" and the
    // index entry (written by EntryToJson: a JSON object, keys in sorted order).
    const long long played = first_played + 3600000LL * index;
    const std::string id = SaveId(played, index);
    std::string default_name;
    for (const PlayerSetup& p : r.setup.players) default_name += (default_name.empty() ? "" : ", ") + p.name;
    json entry = {{"id", id},
                  {"name", spec.save_name ? spec.save_name : (default_name.empty() ? "Game" : default_name)},
                  {"players", json::array()},
                  {"expansions", r.setup.expansions},
                  {"turn", s.turn},
                  {"status", IsOver(s) ? "over" : "playing"},
                  {"last_played", played}};
    for (const PlayerSetup& p : r.setup.players) entry["players"].push_back(p.name);

    ordered doc;
    doc["name"] = spec.name;
    doc["description"] = ruleset > 1 && spec.description_later ? spec.description_later : spec.description;
    if (!made_by.empty()) doc["made_by"] = made_by;
    doc["link"] = std::string(page.substr(0, page.find('#'))) + "#g=" + EncodeShareFragment(r);
    doc["saved"] = {{"key", std::string("carcassonne.game.") + id}, {"record", Dump(RecordToJson(r))}, {"entry", entry}};
    ordered expect;
    expect["status"] = report["status"];
    expect["scores"] = report["scores"];
    expect["next"] = report["next"];
    expect["turn"] = s.turn;
    expect["tiles"] = s.board.size();
    expect["figures"] = s.figures.size();
    expect["actions"] = r.actions.size();
    expect["events"] = rr.events.size();
    expect["digest"] = Hex64(Fnv1a64(report.dump()));
    doc["expect"] = expect;

    const std::string path = out_dir + "/" + spec.name + ".json";
    std::ofstream f(path, std::ios::binary);
    f << doc.dump(2, ' ', false, ordered::error_handler_t::strict) << "\n";
    if (!f) {
      std::fprintf(stderr, "carcassonne: cannot write %s\n", path.c_str());
      return 1;
    }
    std::printf("%s: %s, scores %s, turn %d, %zu actions\n", spec.name, report["status"].get<std::string>().c_str(),
                report["scores"].dump().c_str(), s.turn, r.actions.size());
    ++index;
  }
  return 0;
}

}  // namespace carc::cli
