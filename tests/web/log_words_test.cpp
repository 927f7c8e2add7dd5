// The log's words (web/ui/panels/event_log.h) and the plain reasons for refusals (web/ui/text/refusal_words.h):
// every scenario record of tests/scenarios replayed and its log read like a commentator - the
// sentences the rules call for, no tile id, no coordinates, no zero-point line, no unfilled message -
// in every language; every event type has words; the announcements of each action, one after the
// other, are exactly the log.
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>
#include <sstream>

#include "carc/record.h"
#include "carc/rules.h"
#include "carc/ruleset.h"
#include "i18n/i18n.h"
#include "ui/panels/event_log.h"
#include "ui/text/refusal_words.h"
#include "ui/text/tile_words.h"

using namespace carc;
using namespace carc::ui;
using json = nlohmann::json;

namespace {

struct LanguageGuard {
  ~LanguageGuard() { i18n::SetLanguage("en"); }
};

std::vector<std::string> AllLines(const std::vector<LogTurn>& turns) {
  std::vector<std::string> out;
  for (const LogTurn& t : turns) {
    if (!t.header.text.empty()) out.push_back(t.header.text);
    for (const LogLine& l : t.lines) out.push_back(l.text);
  }
  return out;
}

std::string Joined(const std::vector<std::string>& lines) {
  std::string out;
  for (const std::string& l : lines) out += l + "\n";
  return out;
}

bool Has(const std::vector<std::string>& lines, const std::string& part) {
  return std::any_of(lines.begin(), lines.end(), [&](const std::string& l) { return l.find(part) != std::string::npos; });
}

// What a player must never read: a tile id (a whole word spelled like one; the one-letter ids are
// capitals standing alone, "A" only where a sentence starts), a pair of coordinates, an option key, a
// document, a catalogue key or an unfilled argument, a score of nothing.
std::string Problem(const std::string& line) {
  static const std::set<std::string> ids = [] {
    std::set<std::string> out;
    for (const TileDef& t : TheCatalog().tiles()) out.insert(t.id);
    return out;
  }();
  // Words: runs of ASCII letters and digits and of UTF-8 letters ("Décompte" is one word, not "D").
  for (size_t i = 0; i < line.size();) {
    // An apostrophe between letters belongs to the word ("L'extrem", "D'abord" are not ids).
    auto letter = [&](size_t k) { return std::isalnum(static_cast<unsigned char>(line[k])) || (line[k] & 0x80); };
    auto in_word = [&](size_t k) {
      return letter(k) || (line[k] == '\'' && k > 0 && k + 1 < line.size() && letter(k - 1) && letter(k + 1));
    };
    if (!in_word(i)) {
      ++i;
      continue;
    }
    size_t end = i;
    while (end < line.size() && in_word(end)) ++end;
    const std::string w = line.substr(i, end - i);
    const size_t at = i;
    i = end;
    if (!ids.count(w)) continue;
    // A one-letter word that starts a sentence is a word of the language ("A", Portuguese "O",
    // Polish "W", Czech "V", "S", "K"...), not an id; mid-sentence they are written in lower case.
    if (w.size() == 1 && (at == 0 || (at >= 2 && (line.compare(at - 2, 2, ". ") == 0 || line.compare(at - 2, 2, "! ") == 0))))
      continue;
    return "a tile id (" + w + ")";
  }
  static const std::regex pair("[\\(\\[]\\s*-?\\d+\\s*,\\s*-?\\d+\\s*[\\)\\]]");
  if (std::regex_search(line, pair)) return "coordinates";
  for (const char* bad : {"river-start-tile-in-land", "tower-tile-fallback-land", "RULES.md", "{", "}"})
    if (line.find(bad) != std::string::npos) return std::string("'") + bad + "'";
  static const std::regex key("\\b(log|tile|explain|help|tip|board|hud)\\.[a-z]");
  if (std::regex_search(line, key)) return "a catalogue key";
  // (The words for "points" in every language; those ending in a letter beyond ASCII have no \b:
  // std::regex sees bytes.)
  static const std::regex zero(
      "(^|[^0-9.,])0 ((points?|Punkt(e|en)?|punts?|punti|punto|puntos|punten|punt|punkty?|body?|pontos?)\\b|punktów|bodů|очк)");
  if (std::regex_search(line, zero)) return "a zero-point score";
  return "";
}

// The log says this, somewhere (it is printed when it does not).
void Says(const std::vector<std::string>& log, const std::string& part) {
  INFO(part);
  CHECK_MESSAGE(Has(log, part), Joined(log));
}

std::vector<std::filesystem::path> ScenarioFiles() {
  std::vector<std::filesystem::path> files;
  for (const auto& e : std::filesystem::recursive_directory_iterator(CARC_SCENARIO_DIR))
    if (e.path().extension() == ".json") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  return files;
}

struct Replayed {
  ReplayResult r;
  bool ok = false;
};

Replayed ReplayScenario(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  const json doc = json::parse(ss.str(), nullptr, false);
  Replayed out;
  GameRecord record;
  std::string error;
  if (doc.is_discarded() || !doc.contains("record") || !RecordFromJson(doc["record"], &record, &error)) return out;
  out.r = Replay(record);
  out.ok = !out.r.error.has_value();
  return out;
}

std::vector<std::string> ScenarioLog(const std::string& name) {
  for (const auto& f : ScenarioFiles()) {
    if (f.stem().string() != name) continue;
    Replayed rep = ReplayScenario(f);
    REQUIRE_MESSAGE(rep.ok, name);
    return AllLines(DescribeLog(rep.r.state, rep.r.events));
  }
  FAIL("no scenario " << name);
  return {};
}

}  // namespace

TEST_CASE("the log of every scenario, in every language: no ids, no coordinates, no zero-point line") {
  LanguageGuard guard;
  int games = 0, lines = 0;
  for (const auto& f : ScenarioFiles()) {
    Replayed rep = ReplayScenario(f);
    if (!rep.ok) continue;  // records that stop at a refused action
    ++games;
    for (const i18n::Language& l : i18n::Languages()) {
      i18n::SetLanguage(l.code);
      const std::vector<LogTurn> turns = DescribeLog(rep.r.state, rep.r.events);
      for (const std::string& line : AllLines(turns)) {
        INFO(f.filename().string(), " [", l.code, "] ", line);
        CHECK(Problem(line) == "");
        CHECK(!line.empty());
        ++lines;
      }
    }
    i18n::SetLanguage("en");
    // Every turn has its header (the draw that begins it, folded into it).
    const std::vector<LogTurn> turns = DescribeLog(rep.r.state, rep.r.events);
    for (const LogTurn& t : turns) CHECK_MESSAGE(!t.header.text.empty(), f.filename().string());
  }
  MESSAGE(games, " scenario games, ", lines, " log lines checked");
  CHECK(games > 100);
}

TEST_CASE("the log reads like a commentator: the sentences of the scenarios") {
  // RULES.md §8 Ex 2: a knight on F (1 coat) joined to the start city; E closes it: 3 tiles + 1 coat.
  std::vector<std::string> log = ScenarioLog("ex02-city-with-coat");
  Says(log, "closes a city of 3 tiles with 1 coat of arms: 8 points");
  Says(log, "The game begins: the first tile shows a city with a road.");
  Says(log, "Red draws a city");
  // Ex 7: a tie shares one line.
  log = ScenarioLog("ex07-city-tie");
  Says(log, "a city of 4 tiles with 1 coat of arms: 10 points each for Red and Blue.");
  // Ex 6: farmers at the end.
  log = ScenarioLog("ex06-farmers");
  Says(log, "Final scoring");
  Says(log, "Farmers by 2 completed cities at 3 points: 6 points for Oscar.");
  Says(log, "in the field as a farmer");
  // Tower & Thieves.
  log = ScenarioLog("ex21-watchmen-score-with-stolen-tile");
  Says(log, "A thief! Red's watchman catches it: 7 points, 3 of them for the thieves' loot.");
  Says(log, "The watchmen come down from their towers.");
  Says(log, "A thief! No tower has a watchman, so the thieves steal this tile");
  Says(log, "draws a tower tile instead: ");
  Says(log, "A tower rises on the new tile: its first floor.");
  Says(log, "sends a meeple up a tower as its watchman.");
  log = ScenarioLog("ex23-replace-watchman");
  Says(log, "Blue takes over the tower: Red's watchman comes down and earns 2 points.");
  Says(log, "Blue's watchman is still on guard: 7 points, 2 of them for the thieves' loot.");
  log = ScenarioLog("ex25-floor-shortage");
  Says(log, "without a watchman");
  // Abbey & Mayor.
  log = ScenarioLog("ex08-mayor-zero-points");
  Says(log, "puts the mayor in the city.");
  Says(log, "without a coat of arms the mayor is worth nothing");
  log = ScenarioLog("ex10-barn-placement-and-final");
  Says(log, "builds a barn where four fields meet.");
  Says(log, "The new barn sends the farmers home: 2 completed cities at 3 points, 6 points for Alice.");
  Says(log, "Barn by 2 completed cities at 4 points: 8 points for Alice.");
  Says(log, "The game is over. Alice wins with 14 points.");
  log = ScenarioLog("ex11-farmers-joined-to-barn");
  Says(log, "now reaches a barn");
  log = ScenarioLog("ex12b-wagon-moves-to-city");
  Says(log, "Red's wagon moves on to a city nearby.");
  Says(log, "Unfinished city of 1 tile: 1 point for Red.");
  log = ScenarioLog("wagon-skip-takes-it-back");
  Says(log, "wagon goes back to the supply.");
  log = ScenarioLog("ex13-abbey-closes-four-cities");
  Says(log, "fills a hole with the abbey.");
  // Watchtowers (the setup lists Blue first: Red is player 1).
  log = ScenarioLog("ex16-meeple-tower");
  Says(log, "Watchtower bonus: 4 figures around the tower at 2 points, 8 points for Red.");
  // The River: the spring starts the game; the lake ends the river.
  log = ScenarioLog("ex15-lake-monastery-complete");
  Says(log, "the first tile shows the river's spring.");
  Says(log, "completes the ring of tiles around a monastery: 9 points");
  // A tile that fits nowhere.
  log = ScenarioLog("unplaceable-tile-discarded");
  Says(log, "The tile fits nowhere: it is set aside.");
  Says(log, "draws again: ");
  // Inns & Cathedrals: what the inn or the cathedral made of the score, open ones worth nothing.
  log = ScenarioLog("inn-road-completed");
  Says(log, "An inn by the road: 2 points a tile.");
  log = ScenarioLog("cathedral-city-completed");
  Says(log, "A cathedral in the city: 3 points a tile and coat of arms.");
  log = ScenarioLog("inn-road-open-at-end");
  Says(log, "Unfinished road with an inn: no points for");
  log = ScenarioLog("cathedral-city-open-at-end");
  Says(log, "Unfinished city with a cathedral: no points for");
  log = ScenarioLog("large-meeple-wins-majority");
  Says(log, "puts the large meeple in the city.");
  // Traders & Builders: the builder's second tile, the goods, their majorities, the pig.
  log = ScenarioLog("builder-double-turn-no-third");
  Says(log, "Red puts the builder on the road.");
  Says(log, "Red's builder: a second tile this turn.");
  Says(log, "Red draws a second tile: a road.");
  // Ruleset 7 (issue 48): the second tile left, and Blue draws what would have been Red's.
  log = ScenarioLog("builder-second-tile-left");
  Says(log, "Red leaves the builder's second tile.");
  log = ScenarioLog("goods-to-completer-without-knight");
  Says(log, "takes the city's trade goods: wine ");
  log = ScenarioLog("goods-tie-at-end");
  Says(log, ": 10 points each for ");
  log = ScenarioLog("pig-scorer-and-non-scorer");
  Says(log, "puts the pig in the field.");
  Says(log, "The pig by ");
}

TEST_CASE("every event type the engine emits has words (or is folded on purpose)") {
  GameState s;
  std::string error;
  Setup setup;
  setup.players = {{"Ana", "red", ""}, {"Ben", "blue", ""}};
  setup.expansions = {"river", "abbey-mayor", "watchtowers", "tower-thieves"};
  setup.seed = "1";
  REQUIRE(NewGame(setup, &s, &error));
  const json start = {{"type", "draw"}, {"player", 0}, {"tile", "D"}};
  // type -> an example, and how many sentences it adds (0: folded into others on purpose).
  const std::vector<std::pair<json, size_t>> examples = {
      {{{"type", "start"}, {"tile", "RA"}, {"x", 0}, {"y", 0}, {"rot", 0}}, 1},
      {{{"type", "draw"}, {"player", 1}, {"tile", "TT3C"}}, 1},
      {{{"type", "place"}, {"player", 0}, {"tile", "D"}, {"x", 0}, {"y", 1}, {"rot", 0}}, 0},
      {{{"type", "figure"}, {"player", 0}, {"figure", "meeple"}, {"x", 0}, {"y", 1}, {"at", "N"}, {"feature", "city"}}, 1},
      {{{"type", "figure"}, {"player", 0}, {"figure", "barn"}, {"x", 0}, {"y", 1}, {"at", "NW"}, {"feature", "field"}}, 1},
      {{{"type", "watchman"}, {"player", 0}, {"tower", {0, 1}}}, 1},
      {{{"type", "completed"}, {"feature", "road"}, {"points", 3}, {"at", {{0, 1}}}}, 0},
      {{{"type", "score"}, {"player", 0}, {"points", 3}, {"reason", "road"}, {"tiles", 3}, {"at", {{0, 1}}}}, 1},
      {{{"type", "score"}, {"player", 0}, {"points", 0}, {"reason", "field"}, {"final", true}, {"cities", 0}}, 0},
      {{{"type", "return"}, {"player", 0}, {"figure", "meeple"}, {"at", {0, 1}}}, 0},
      {{{"type", "return"}, {"player", 0}, {"figure", "wagon"}, {"at", {0, 1}}}, 1},
      {{{"type", "wagon-move"}, {"player", 0}, {"from", {0, 1}}, {"x", 1}, {"y", 1}, {"at", "N"}, {"feature", "road"}}, 1},
      {{{"type", "stolen"}, {"player", 0}, {"tile", "TT3C"}}, 1},
      {{{"type", "stolen-returned"}, {"tile", "TT3C"}}, 1},
      {{{"type", "abbey"}, {"player", 0}, {"x", 2}, {"y", 2}, {"end_round", false}}, 1},
      {{{"type", "abbey-skip"}, {"player", 0}, {"end_round", false}}, 0},
      {{{"type", "abbey-skip"}, {"player", 0}, {"end_round", true}}, 1},
      {{{"type", "floors"}, {"player", 0}, {"towers", {{0, 1}}}, {"reason", "thief"}, {"supply", 12}}, 1},
      {{{"type", "tower"}, {"at", {0, 1}}}, 1},
      {{{"type", "discard"}, {"player", 0}, {"tile", "D"}}, 1},
      {{{"type", "unplaceable"}, {"player", 0}, {"tile", "TTT1"}, {"stack", "tower"}}, 1},
      {{{"type", "no-placement"}, {"player", 0}, {"reason", "no tower tile fits"}}, 1},
      {{{"type", "skip"}, {"player", 0}}, 1},
      {{{"type", "game-over"}, {"scores", {3, 5}}}, 2},  // the final scoring's header and the result
      {{{"type", "figure"}, {"player", 0}, {"figure", "large-meeple"}, {"x", 0}, {"y", 1}, {"at", "N"}, {"feature", "city"}}, 1},
      {{{"type", "figure"}, {"player", 0}, {"figure", "builder"}, {"x", 0}, {"y", 1}, {"at", "N"}, {"feature", "city"}}, 1},
      {{{"type", "figure"}, {"player", 0}, {"figure", "pig"}, {"x", 0}, {"y", 1}, {"at", "S"}, {"feature", "field"}}, 1},
      {{{"type", "double-turn"}, {"player", 0}}, 1},
      {{{"type", "goods"}, {"player", 0}, {"wine", 1}, {"grain", 0}, {"cloth", 2}, {"at", {{0, 1}}}}, 1},
      {{{"type", "something-new"}, {"player", 0}}, 1},
  };
  for (const auto& [ev, sentences] : examples) {
    INFO(ev.dump());
    const std::vector<std::string> said = DescribeNewEvents(s, Events{start, ev}, 1, 0);
    CHECK(said.size() == sentences);
    for (const std::string& line : said) CHECK(Problem(line) == "");
  }
  // Every score reason with its details.
  for (const char* reason : {"city", "road", "monastery", "field", "barn", "watchtower", "watchman", "watchman-replaced",
                             "goods", "pig"}) {
    for (bool final : {false, true}) {
      json ev = {{"type", "score"}, {"player", 1}, {"points", 6}, {"reason", reason}, {"tiles", 3}, {"coats", 1},
                 {"cities", 2}, {"symbol", "coat"}, {"count", 3}, {"thief", 4}, {"stolen", 2}, {"tower", {0, 1}},
                 {"goods", "grain"}, {"tokens", 2}};
      if (final) ev["final"] = true;
      const std::vector<std::string> said = DescribeNewEvents(s, Events{start, ev}, 1, 0);
      INFO(ev.dump());
      REQUIRE(!said.empty());
      CHECK(Problem(said.back()) == "");
      CHECK(said.back().find("Ben") != std::string::npos);
      CHECK(said.back().find(std::string(reason) == "pig" ? "6 more points" : "6 points") != std::string::npos);
    }
  }
}

TEST_CASE("announcements: the sentences of each action, one after the other, are the whole log") {
  for (const char* seed : {"words-1", "words-2", "words-3"}) {
    Setup setup;
    setup.players = {{"Ana", "red", ""}, {"Ben", "blue", ""}, {"Cleo", "green", ""}};
    setup.expansions = {"river", "abbey-mayor", "watchtowers", "tower-thieves"};
    setup.seed = seed;
    GameState s;
    Events events;
    std::string error;
    REQUIRE(NewGame(setup, &s, &error, &events));
    std::vector<std::string> announced = DescribeNewEvents(s, events, 0);
    Rng chooser{SeedFromString(seed)};
    while (!IsOver(s)) {
      const std::vector<Action> legal = LegalActions(s);
      const size_t before = events.size();
      REQUIRE_FALSE(Apply(s, legal[static_cast<size_t>(chooser.Below(legal.size()))], &events).has_value());
      for (std::string& line : DescribeNewEvents(s, events, before)) announced.push_back(std::move(line));
    }
    const std::vector<std::string> log = AllLines(DescribeLog(s, events));
    CHECK(announced == log);
    for (const std::string& line : log) {
      INFO(line);
      CHECK(Problem(line) == "");
    }
    // One header per turn: the game's turns, the start and the final scoring.
    int headers = 0;
    for (const LogTurn& t : DescribeLog(s, events)) headers += t.kind == LogTurn::Kind::Turn;
    CHECK(headers >= s.turn - 1);
  }
}

TEST_CASE("tiles in words, by what they show") {
  const Catalog& c = TheCatalog();
  CHECK(TileWords(*c.Find("D")) == "a city with a road");
  CHECK(TileWords(*c.Find("B")) == "a monastery");
  CHECK(TileWords(*c.Find("X")) == "a crossroads");
  CHECK(TileWords(*c.Find("H")) == "2 cities");
  CHECK(TileWords(*c.Find("RA")) == "the river's spring");
  CHECK(TileWords(*c.Find("RK")) == "a stretch of river with a road");
  CHECK(TileWords(*c.Find("AMA")) == "the abbey");
  CHECK(TileWords(*c.Find("TTT1")) == "a field with a tower foundation");
  CHECK(TileWords(*c.Find("TT3C")) == "a city with a road and a thief worth 3");
  CHECK(TileWords(*c.Find("WTA")) == "a city with a road and a watchtower");
  for (const TileDef& t : c.tiles()) CHECK(Problem(TileWords(t)) == "");
}

TEST_CASE("tiles in words: the two known thief tiles say what they show, in every language; old games keep their words") {
  // RULES.md §6.8: TT4A is a city with a road ending at its gate (thief 4), TT5A a road curve (thief
  // 5). Games of rulesets 1 and 2 keep revision 1's placeholders, and their words.
  const Catalog& now = TheCatalog();
  const Catalog& old = *TheRulebook().tiles.Revision(1);
  CHECK(TileWords(*now.Find("TT4A")) == "a city with a road and a thief worth 4");
  CHECK(TileWords(*now.Find("TT5A")) == "a road with a thief worth 5");
  CHECK(TileWords(*old.Find("TT4A")) == "a monastery with a thief worth 4");
  CHECK(TileWords(*old.Find("TT5A")) == "2 cities with a thief worth 5");
  // In every language: the words of a tile showing the same (TT3C: a city with a road, thief 3; TT2B:
  // a road curve, thief 2), with the thief's value changed.
  auto worth = [](std::string words, char from, char to) {
    std::replace(words.begin(), words.end(), from, to);
    return words;
  };
  // The draw of TT4A in the log of a ruleset-1 game and of a ruleset-3 game: each with its own tile.
  auto drawn = [](int ruleset) {
    Setup setup;
    setup.ruleset = ruleset;
    setup.players = {{"Ana", "red", ""}, {"Ben", "blue", ""}};
    setup.expansions = {"tower-thieves"};
    setup.has_deck = true;
    setup.deck_land = {"TT4A", "B"};
    setup.deck_tower = {"TTT1"};
    GameState s;
    std::string error;
    REQUIRE_MESSAGE(NewGame(setup, &s, &error), error);
    const json start = {{"type", "draw"}, {"player", 0}, {"tile", "D"}};
    const json draw = {{"type", "draw"}, {"player", 1}, {"tile", "TT4A"}};
    const std::vector<std::string> said = DescribeNewEvents(s, Events{start, draw}, 1, 0);
    REQUIRE(said.size() == 1);
    return said[0];
  };
  LanguageGuard guard;
  for (const i18n::Language& l : i18n::Languages()) {
    i18n::SetLanguage(l.code);
    INFO(l.code);
    const std::string gate = TileWords(*now.Find("TT4A")), bend = TileWords(*now.Find("TT5A"));
    CHECK(gate == worth(TileWords(*now.Find("TT3C")), '3', '4'));
    CHECK(bend == worth(TileWords(*now.Find("TT2B")), '2', '5'));
    CHECK(gate != TileWords(*old.Find("TT4A")));
    CHECK(bend != TileWords(*old.Find("TT5A")));
    CHECK(Problem(gate) == "");
    CHECK(Problem(bend) == "");
    CHECK(drawn(3).find(gate) != std::string::npos);
    CHECK(drawn(1).find(TileWords(*old.Find("TT4A"))) != std::string::npos);
  }
}

TEST_CASE("refusals in words: the side, what the tile shows there and what its neighbour shows") {
  Setup setup;
  setup.players = {{"Ana", "red", ""}, {"Ben", "blue", ""}};
  setup.has_deck = true;
  setup.deck_land = {"E", "E"};
  GameState s;
  std::string error;
  REQUIRE(NewGame(setup, &s, &error));
  const TileDef& e = s.Tile(s.drawn);
  CHECK(PlacementRefusalText(s, e, {0, 1}, 0) == "The city on its top side would meet a field.");
  CHECK(PlacementRefusalText(s, e, {1, 0}, 3) == "The city on its left side would meet a road.");
  CHECK(PlacementRefusalText(s, e, {0, -1}, 2).empty());  // it fits
  // The river's own rules (the scenario river-left-left-refused).
  Setup river;
  river.players = setup.players;
  river.expansions = {"river"};
  river.has_deck = true;
  river.deck_river = {"RJ", "RG"};
  GameState r;
  REQUIRE(NewGame(river, &r, &error));
  CHECK(PlacementRefusalText(r, r.Tile(r.drawn), {-1, 0}, 1) == "A river tile must continue the river where it ends now.");
  Action place;
  place.type = ActionType::Place, place.x = 0, place.y = 1, place.rot = 3;
  REQUIRE_FALSE(Apply(r, place).has_value());
  REQUIRE_FALSE(Apply(r, Action{}).has_value());
  CHECK(PlacementRefusalText(r, r.Tile(r.drawn), {1, 1}, 3) == "The river may not turn the same way twice in a row.");
  // In every language, no refusal shows an id or an unfilled argument.
  LanguageGuard guard;
  for (const i18n::Language& l : i18n::Languages()) {
    i18n::SetLanguage(l.code);
    for (const Pos& p : s.board.frontier())
      for (int rot = 0; rot < 4; ++rot) CHECK(Problem(PlacementRefusalText(s, e, p, rot)) == "");
    CHECK(Problem(PlacementRefusalText(r, r.Tile(r.drawn), {1, 1}, 3)) == "");
  }
}
