// Nothing is lost to bad input: recorded random games, altered in many ways (a changed coordinate,
// rotation or figure, dropped/duplicated/swapped actions, truncated lists and texts, garbage bytes,
// wrong types, huge numbers, deep nesting, unknown actions, oversized records, broken links), are
// either refused with a message (ParseRecord / DecodeShareFragment, or Replay with the index of the
// action) or are valid games that replay. Nothing crashes, nothing throws. Runs natively and under
// Node (WebAssembly), so the counts are kept modest.
#include <doctest/doctest.h>

#include <iterator>
#include <limits>
#include <nlohmann/json.hpp>

#include "carc/game.h"
#include "carc/share.h"

using namespace carc;
using nlohmann::json;

namespace {

constexpr int kGames = 200;

struct Outcome {
  int parse_refused = 0, replay_refused = 0, valid = 0;
};

// The contract for one input: a message, or a replay that either stops at an action with a
// message (and applies nothing) or leaves a playable game.
void Check(bool parsed, const std::string& error, const GameRecord& r, Outcome* o) {
  if (!parsed) {
    CHECK_FALSE(error.empty());
    o->parse_refused++;
    return;
  }
  ReplayResult res = Replay(r, false);
  if (res.error) {
    CHECK(res.error->index >= -1);
    CHECK(res.error->index < static_cast<int>(r.actions.size()));
    CHECK_FALSE(res.error->Message().empty());
    CHECK(res.state.board.tiles().size() <= 1);  // nothing of the record applied
    o->replay_refused++;
    return;
  }
  if (!IsOver(res.state)) CHECK_FALSE(LegalActions(res.state).empty());
  o->valid++;
}

void CheckText(const std::string& text, Outcome* o) {
  GameRecord r;
  std::string error;
  bool ok = ParseRecord(text, &r, &error);
  Check(ok, error, r, o);
  if (ok) {  // whatever a record holds, its share link gives it back
    GameRecord back;
    REQUIRE_MESSAGE(DecodeShareFragment(EncodeShareFragment(r), &back, &error), error);
    CHECK(RecordToJson(back) == RecordToJson(r));
  }
}

void CheckJson(const json& j, Outcome* o) { CheckText(j.dump(), o); }

void CheckFragment(const std::string& fragment, Outcome* o) {
  GameRecord r;
  std::string error;
  bool ok = DecodeShareFragment(fragment, &r, &error);
  Check(ok, error, r, o);
}

GameRecord RandomGame(int players, const std::string& seed, uint64_t chooser_seed) {
  Setup setup;
  for (int p = 0; p < players; ++p) setup.players.push_back({"P" + std::to_string(p), kColors[p], ""});
  for (const char* id : kExpansionIds) setup.expansions.push_back(id);
  setup.seed = seed;
  GameRecord r{setup, {}};
  GameState s;
  std::string error;
  REQUIRE(NewGame(setup, &s, &error));
  Rng chooser{chooser_seed};
  while (!IsOver(s)) {
    std::vector<Action> legal = LegalActions(s);
    Action a = legal[static_cast<size_t>(chooser.Below(legal.size()))];
    REQUIRE_FALSE(Apply(s, a).has_value());
    r.actions.push_back(std::move(a));
  }
  return r;
}

// Index of a random action of the given type (or any action when none has it).
size_t PickAction(const json& acts, const std::string& type, Rng& rng) {
  std::vector<size_t> idx;
  for (size_t i = 0; i < acts.size(); ++i)
    if (acts[i]["type"] == type) idx.push_back(i);
  if (idx.empty()) return static_cast<size_t>(rng.Below(acts.size()));
  return idx[static_cast<size_t>(rng.Below(idx.size()))];
}

const char* const kLocators[] = {"N", "E", "S", "W", "NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR",
                                 "C", "NE", "SE", "SW", "NW", "#0", "#1", "#2", "#9", "#99"};

// The alterations of one record. Each is checked on its own.
void Alter(const GameRecord& game, Rng& rng, Outcome* o) {
  const json base = RecordToJson(game);
  const json& acts = base["actions"];
  const size_t n = acts.size();
  auto pick = [&](uint64_t k) { return static_cast<size_t>(rng.Below(k)); };
  auto with = [&](auto change) {
    json j = base;
    change(j, j["actions"]);
    CheckJson(j, o);
  };
  // 1-3. a changed coordinate or rotation of a placement
  with([&](json&, json& a) { a[PickAction(a, "place", rng)]["x"] = static_cast<int>(pick(7)) - 3; });
  with([&](json&, json& a) { a[PickAction(a, "place", rng)]["y"] = static_cast<int>(pick(41)) - 20; });
  with([&](json&, json& a) { json& p = a[PickAction(a, "place", rng)]; p["rot"] = (p.value("rot", 0) + 1 + static_cast<int>(pick(3))) % 4; });
  // 4-5. another figure, another place for it
  with([&](json&, json& a) { a[PickAction(a, "figure", rng)]["figure"] = std::vector<std::string>{"meeple", "mayor", "wagon", "barn", "dragon"}[pick(5)]; });
  with([&](json&, json& a) { a[PickAction(a, "figure", rng)]["at"] = kLocators[pick(std::size(kLocators))]; });
  // 6-9. a dropped, duplicated or swapped action; a truncated action list
  with([&](json&, json& a) { a.erase(pick(n)); });
  with([&](json&, json& a) { size_t i = pick(n); a.insert(a.begin() + static_cast<long>(i), a[i]); });
  with([&](json&, json& a) { size_t i = pick(n - 1); std::swap(a[i], a[i + 1]); });
  with([&](json&, json& a) { a.erase(a.begin() + static_cast<long>(pick(n)), a.end()); });
  // 10. a wrong tile check
  with([&](json&, json& a) { a[PickAction(a, "place", rng)]["tile"] = std::vector<std::string>{"E", "RL", "AMA", "TTT1", ""}[pick(5)]; });
  // 11-12. wrong types; huge numbers
  with([&](json&, json& a) {
    json wrong[] = {"1", json::array({1}), nullptr, json::object(), 1.5, true};
    const char* keys[] = {"x", "y", "rot", "figure", "at", "type", "tile"};
    a[pick(n)][keys[pick(7)]] = wrong[pick(6)];
  });
  with([&](json&, json& a) {
    json huge[] = {100001, -100001, 2147483648ll, std::numeric_limits<long long>::min(),
                   std::numeric_limits<unsigned long long>::max(), 1e300};
    a[PickAction(a, "place", rng)][pick(2) ? "x" : "y"] = huge[pick(6)];
  });
  // 13-15. actions of other kinds where they do not belong: an unknown type, an abbey, a wagon move,
  // a watchman, floors at random squares
  with([&](json&, json& a) { a[pick(n)] = {{"type", "teleport"}, {"x", 0}}; });
  with([&](json&, json& a) {
    json random[] = {{{"type", "abbey"}, {"x", static_cast<int>(pick(9)) - 4}, {"y", static_cast<int>(pick(9)) - 4}},
                     {{"type", "wagon"}, {"x", static_cast<int>(pick(5)) - 2}, {"y", 0}, {"at", kLocators[pick(std::size(kLocators))]}},
                     {{"type", "watchman"}, {"tower", {static_cast<int>(pick(5)) - 2, static_cast<int>(pick(5)) - 2}}},
                     {{"type", "floors"}, {"towers", {{0, 0}, {1, -1}}}},
                     {{"type", "skip"}}};
    a.insert(a.begin() + static_cast<long>(pick(n + 1)), random[pick(5)]);
  });
  with([&](json&, json& a) { a[pick(n)] = acts[pick(n)]; });  // an action from elsewhere in the game
  // 16-18. the setup: another seed, a player too many or too few, a bad colour or expansion
  with([&](json& j, json&) { j["setup"]["seed"] = "other-" + std::to_string(pick(1000)); });
  with([&](json& j, json&) {
    json& players = j["setup"]["players"];
    if (pick(2)) players.erase(players.size() - 1);
    else players.push_back({{"name", "X"}, {"color", kColors[pick(6)]}});
  });
  with([&](json& j, json&) {
    switch (pick(5)) {
      case 0: j["setup"]["expansions"].push_back("inns"); break;
      case 1: j["setup"]["players"][0]["color"] = "pink"; break;
      case 2: j["setup"]["deck"] = {{"land", {"E"}}}; break;
      case 3: j.erase("format"); break;
      default: j["version"] = 2; break;
    }
  });
  // 19-22. the text: truncated, garbage bytes, flipped bytes, deeply nested
  const std::string text = base.dump();
  CheckText(text.substr(0, pick(text.size())), o);
  {
    std::string t = text;
    for (int k = 0; k < 4; ++k) t.insert(pick(t.size()), 1, static_cast<char>(pick(256)));
    CheckText(t, o);
  }
  {
    std::string t = text;
    for (int k = 0; k < 3; ++k) t[pick(t.size())] = "0123456789-[]{}\",:aeE"[pick(22)];
    CheckText(t, o);
  }
  {
    size_t at = text.find("\"actions\":[") + 11;
    size_t depth = 1000 + pick(100000);
    CheckText(text.substr(0, at) + std::string(depth, '[') + std::string(depth, ']') + text.substr(at), o);
  }
  // 23. too large: padded beyond the size limit (only now and then: it allocates a megabyte)
  if (pick(20) == 0) CheckText(text + std::string(kMaxRecordBytes, ' '), o);
  // 24-27. the share link: intact, truncated, with a changed or inserted character, undecodable '%'
  const std::string fragment = EncodeShareFragment(game);
  CheckFragment(fragment, o);
  CheckFragment(fragment.substr(0, pick(fragment.size())), o);
  {
    std::string f = fragment;
    size_t a_at = f.find("a%22:%22") + 8;  // somewhere in the action codes
    size_t i = a_at + pick(f.size() - a_at - 6);
    f[i] = "abcdABCDmMwnstovfENSWC0123456789-_.zZ"[pick(37)];
    if (pick(2)) f.insert(i, 1, "aAmso._"[pick(7)]);
    CheckFragment(f, o);
  }
  {
    std::string f = fragment;
    f.insert(pick(f.size()), pick(2) ? "%" : "%G1");
    f[pick(f.size())] = static_cast<char>(pick(256));
    CheckFragment(f, o);
  }
}

}  // namespace

TEST_CASE("robustness: altered records and links are refused with a message or replay as valid games") {
  Outcome o;
  Rng rng{20240611};
  for (int g = 0; g < kGames; ++g) {
    int players = 2 + g % 5;
    GameRecord game = RandomGame(players, "robust-" + std::to_string(g), static_cast<uint64_t>(g) * 131 + 7);
    INFO("game ", g, " players ", players);
    Alter(game, rng, &o);
  }
  int total = o.parse_refused + o.replay_refused + o.valid;
  MESSAGE(total, " altered inputs: ", o.parse_refused, " refused when read, ", o.replay_refused,
          " refused by the replay, ", o.valid, " valid games");
  CHECK(total >= kGames * 20);
  // Each outcome must actually occur, or the alterations test less than they claim.
  CHECK(o.parse_refused > kGames);
  CHECK(o.replay_refused > kGames);
  CHECK(o.valid > kGames / 2);
}

TEST_CASE("robustness: ParseRecord never throws, whatever the text") {
  const std::string huge_x =
      "{\"format\":\"carcassonne-game\",\"version\":1,\"setup\":{\"players\":[{\"color\":\"red\"},{\"color\":\"blue\"}],\"seed\":\"1\"},\"actions\":[{\"type\":\"place\",\"x\":18446744073709551615,\"y\":0,\"rot\":0}]}";
  const std::vector<std::string> inputs = {
      "", "[", "]", "{", "}", "{}", "[]", "null", "true", "0", "\"x\"", "-", "1e999999", "\"\\ud800\"",
      std::string("\0\0\0", 3), "\xff\xfe", "{\"format\":\"carcassonne-game\"}",
      "{\"format\":\"carcassonne-game\",\"version\":1}",
      "{\"format\":\"carcassonne-game\",\"version\":18446744073709551615}",
      "{\"format\":\"carcassonne-game\",\"version\":1,\"setup\":[]}",
      "{\"format\":\"carcassonne-game\",\"version\":1,\"setup\":{\"players\":{}}}",
      "{\"format\":\"carcassonne-game\",\"version\":1,\"setup\":{\"players\":[{\"color\":\"red\"},{\"color\":\"blue\"}],\"seed\":\"1\"},\"actions\":{}}",
      "{\"format\":\"carcassonne-game\",\"version\":1,\"setup\":{\"players\":[{\"color\":\"red\"},{\"color\":\"blue\"}],\"seed\":\"1\"},\"actions\":[[[[]]]]}",
      huge_x,
      std::string(100000, '['),
      std::string(100000, '[') + std::string(100000, ']'),
      std::string(100000, '{'),
      "{\"a\":" + std::string(50000, '[') + "1" + std::string(50000, ']') + "}",
  };
  for (const std::string& text : inputs) {
    GameRecord r;
    std::string error;
    INFO(text.substr(0, 60));
    bool ok = true;
    CHECK_NOTHROW(ok = ParseRecord(text, &r, &error));
    if (!ok) CHECK_FALSE(error.empty());
    CHECK_NOTHROW(ok = DecodeShareFragment(text, &r, &error));
  }
  // A huge unsigned number is out of range, not a small negative one.
  GameRecord r;
  std::string error;
  CHECK_FALSE(ParseRecord(huge_x, &r, &error));
  CHECK(error.find("out of range") != std::string::npos);
  // Brackets inside strings do not count as nesting.
  std::string name(40, '[');
  std::string ok_text = "{\"format\":\"carcassonne-game\",\"version\":1,\"setup\":{\"players\":[{\"name\":\"" + name +
                        "\",\"color\":\"red\"},{\"color\":\"blue\"}],\"seed\":\"1\"}}";
  CHECK_MESSAGE(ParseRecord(ok_text, &r, &error), error);
}
