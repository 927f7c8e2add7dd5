// The share link's compact record form (engine/docs/share-link.md). Reading never throws: the
// fragment comes from a URL anyone can edit.
#include "carc/share.h"

#include <algorithm>
#include <cstring>
#include <nlohmann/json.hpp>

#include "carc/fair_deal.h"

namespace carc {
using nlohmann::json;

namespace {

// base64url digits carry the numbers (VLQ, as in source maps: 5 bits a digit, bit 5 = more).
constexpr std::string_view kDigits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
constexpr int kMaxNumber = 100000;  // the engine's coordinate bound (action.cpp)
constexpr int kMaxDigits = 5;       // 2 * 100000 + 1 < 2^25

// One letter per colour, expansion and AI level, in the order of the canonical lists.
constexpr std::string_view kColorCodes = "rbgyke";  // red blue green yellow blacK grEy
constexpr std::string_view kExpansionCodes = "rmwtib";  // river abbey-Mayor Watchtowers Tower-thieves Inns Builders
constexpr const char* kAiNames[4] = {"", "easy", "normal", "hard"};
constexpr std::string_view kAiCodes = "-enh";

// Locators: N E S W C; half-edges NL..WR = a..h; corners NE SE SW NW = i..l; inner features #0..#9.
constexpr std::string_view kHalfCodes = "abcdefgh";
constexpr std::string_view kCornerCodes = "ijkl";

// Action codes: place with rot 0..3 (a..d, or A..D followed by the tile id and '.'), figures.
constexpr std::string_view kPlaceCodes = "abcd";
constexpr std::string_view kPlaceTileCodes = "ABCD";
constexpr std::string_view kFigureCodes = "mMwnGup";  // meeple Mayor wagon barN, Giant (large) bUilder pig

bool IsIdChar(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
}
bool IsId(const std::string& s) { return !s.empty() && std::all_of(s.begin(), s.end(), IsIdChar); }

size_t IndexOf(const char* const* names, size_t n, const std::string& s) {
  for (size_t i = 0; i < n; ++i)
    if (s == names[i]) return i;
  return std::string::npos;
}

// ---- writing -----------------------------------------------------------------------------------

void PutNumber(int v, std::string* out) {
  unsigned u = v < 0 ? (static_cast<unsigned>(-(long long)v) << 1) | 1u : static_cast<unsigned>(v) << 1;
  do {
    unsigned d = u & 31u;
    u >>= 5;
    if (u) d |= 32u;
    out->push_back(kDigits[d]);
  } while (u);
}

bool PutLocator(const Locator& at, std::string* out) {
  switch (at.kind) {
    case Locator::Edge: out->push_back(kSideNames[at.value & 3][0]); return true;
    case Locator::Center: out->push_back('C'); return true;
    case Locator::Half: out->push_back(kHalfCodes[static_cast<size_t>(at.value & 7)]); return true;
    case Locator::Corner: out->push_back(kCornerCodes[static_cast<size_t>(at.value & 3)]); return true;
    case Locator::Index:
      if (at.value < 0 || at.value > 9) return false;
      out->push_back(static_cast<char>('0' + at.value));
      return true;
    case Locator::None: break;
  }
  return false;
}

bool InRange(int v) { return v >= -kMaxNumber && v <= kMaxNumber; }

// Appends one action's code; false when the compact form cannot spell it.
bool PutAction(const Action& a, std::string* out) {
  auto xy = [&](int x, int y) {
    if (!InRange(x) || !InRange(y)) return false;
    PutNumber(x, out);
    PutNumber(y, out);
    return true;
  };
  switch (a.type) {
    case ActionType::Place:
      if (a.rot < 0 || a.rot > 3) return false;
      if (a.tile.empty()) {
        out->push_back(kPlaceCodes[static_cast<size_t>(a.rot)]);
        return xy(a.x, a.y);
      }
      if (!IsId(a.tile)) return false;
      out->push_back(kPlaceTileCodes[static_cast<size_t>(a.rot)]);
      if (!xy(a.x, a.y)) return false;
      *out += a.tile;
      out->push_back('.');
      return true;
    case ActionType::Figure: {
      int k = static_cast<int>(a.figure);
      if (k < 0 || k >= kFigureKinds) return false;
      out->push_back(kFigureCodes[static_cast<size_t>(k)]);
      return PutLocator(a.at, out);
    }
    case ActionType::Skip: out->push_back('s'); return true;
    case ActionType::Watchman: out->push_back('t'); return xy(a.x, a.y);
    case ActionType::Abbey: out->push_back('o'); return xy(a.x, a.y);
    case ActionType::Wagon: out->push_back('v'); return xy(a.x, a.y) && PutLocator(a.at, out);
    case ActionType::Floors:
      if (a.towers.size() > 64) return false;
      out->push_back('f');
      PutNumber(static_cast<int>(a.towers.size()), out);
      for (Pos p : a.towers)
        if (!xy(p.x, p.y)) return false;
      return true;
    case ActionType::Commit:
      if (a.seat < 0 || a.seat > 9) return false;
      out->push_back('k');
      out->push_back(static_cast<char>('0' + a.seat));
      *out += ChainValueText(a.value);
      return true;
    case ActionType::Rekey:
      out->push_back('r');
      *out += ChainValueText(a.value);
      return true;
    case ActionType::Reveal: return false;  // never one of a record's actions (record.h)
    case ActionType::SecondTile: out->push_back('T'); return true;  // ruleset 7: Take the second tile
  }
  return false;
}

// Fair deal: one string per seat, its chains' latest values joined by '.', "" for none.
nlohmann::ordered_json CompactReveals(const std::vector<SeatReveals>& reveals, size_t players) {
  nlohmann::ordered_json out = nlohmann::ordered_json::array();
  for (size_t seat = 0; seat < players; ++seat) {
    std::string s;
    if (seat < reveals.size())
      for (size_t c = 0; c < reveals[seat].size(); ++c) {
        if (c) s.push_back('.');
        if (reveals[seat][c]) s += ChainValueText(*reveals[seat][c]);
      }
    out.push_back(s);
  }
  return out;
}

std::string JoinIds(const std::vector<std::string>& ids, bool* ok) {
  std::string s;
  for (size_t i = 0; i < ids.size(); ++i) {
    if (!IsId(ids[i])) *ok = false;
    if (i) s.push_back('.');
    s += ids[i];
  }
  return s;
}

// The compact JSON value, or null when some content has no compact spelling. Keys keep the
// documented order (version first, actions last) so that a link reads well.
nlohmann::ordered_json CompactJson(const GameRecord& r) {
  const Setup& s = r.setup;
  nlohmann::ordered_json names = nlohmann::ordered_json::array();
  std::string colors, ais, expansions, options;
  bool any_ai = false;
  for (const PlayerSetup& p : s.players) {
    names.push_back(p.name);
    size_t c = IndexOf(kColors, 6, p.color);
    size_t ai = IndexOf(kAiNames, 4, p.ai);
    if (c == std::string::npos || ai == std::string::npos) return nullptr;
    colors.push_back(kColorCodes[c]);
    ais.push_back(kAiCodes[ai]);
    any_ai = any_ai || ai != 0;
  }
  for (const std::string& e : s.expansions) {
    size_t i = IndexOf(kExpansionIds, std::size(kExpansionIds), e);
    if (i == std::string::npos) return nullptr;
    expansions.push_back(kExpansionCodes[i]);
  }
  const std::vector<RuleOption>& known = RuleOptions();
  for (const auto& option : s.options) {
    const std::string& name = option.first;  // (clang 14 cannot capture a structured binding)
    bool value = option.second;
    auto it = std::find_if(known.begin(), known.end(), [&](const RuleOption& o) { return name == o.name; });
    size_t i = static_cast<size_t>(it - known.begin());
    if (it == known.end() || i > 9) return nullptr;
    options.push_back(static_cast<char>('0' + i));
    options.push_back(value ? '1' : '0');
  }
  // Ruleset 1 keeps the version-1 form (no "r"), as the canonical writer does (record.h), unless it
  // says fair deal (RecordToJson says why).
  nlohmann::ordered_json j = {{"v", 1}};
  if (s.ruleset != 1 || s.fair_deal) {
    j["v"] = s.fair_deal ? 3 : 2;
    j["r"] = s.ruleset;
  }
  j["p"] = names;
  j["c"] = colors;
  if (any_ai) j["i"] = ais;
  if (!expansions.empty()) j["x"] = expansions;
  if (!options.empty()) j["o"] = options;
  if (s.fair_deal) {
    j["f"] = CompactReveals(r.reveals, s.players.size());
  } else if (s.has_deck) {
    bool ok = true;
    j["d"] = {JoinIds(s.deck_river, &ok), JoinIds(s.deck_land, &ok), JoinIds(s.deck_tower, &ok)};
    if (!ok) return nullptr;
  } else {
    j["s"] = s.seed;
  }
  std::string acts;
  for (const Action& a : r.actions)
    if (!PutAction(a, &acts)) return nullptr;
  j["a"] = acts;
  return j;
}

// Names and seeds may hold any bytes; invalid UTF-8 must not make dump() throw.
template <class J>
std::string Dump(const J& j) { return j.dump(-1, ' ', false, J::error_handler_t::replace); }

// ---- reading -----------------------------------------------------------------------------------

struct Reader {
  std::string_view text;
  size_t pos = 0;
  std::string error;

  bool Done() const { return pos >= text.size(); }
  bool Fail(const std::string& why) {
    error = why + " at character " + std::to_string(pos);
    return false;
  }
  bool Number(int* out) {
    unsigned u = 0;
    for (int i = 0; i < kMaxDigits; ++i) {
      if (Done()) return Fail("the action list ends inside a number");
      size_t d = kDigits.find(text[pos]);
      if (d == std::string_view::npos) return Fail(std::string("'") + text[pos] + "' is not a number digit");
      ++pos;
      u |= static_cast<unsigned>(d & 31u) << (5 * i);
      if (!(d & 32u)) {
        long long v = (u & 1u) ? -static_cast<long long>(u >> 1) : static_cast<long long>(u >> 1);
        if (v < -kMaxNumber || v > kMaxNumber) return Fail("a number is out of range");
        *out = static_cast<int>(v);
        return true;
      }
    }
    return Fail("a number is out of range");
  }
  bool Xy(int* x, int* y) { return Number(x) && Number(y); }
  bool Value(ChainValue* out) {
    auto v = ChainValueFromText(text.substr(pos, kChainValueChars));
    if (!v) return Fail("a fair-deal value must be 22 base64url characters");
    *out = *v;
    pos += kChainValueChars;
    return true;
  }
  bool LocatorCode(Locator* at) {
    if (Done()) return Fail("the action list ends before a figure's place");
    char c = text[pos];
    size_t i;
    if (c == 'C') *at = {Locator::Center, 0};
    else if ((i = std::string_view("NESW").find(c)) != std::string_view::npos) *at = {Locator::Edge, static_cast<int>(i)};
    else if ((i = kHalfCodes.find(c)) != std::string_view::npos) *at = {Locator::Half, static_cast<int>(i)};
    else if ((i = kCornerCodes.find(c)) != std::string_view::npos) *at = {Locator::Corner, static_cast<int>(i)};
    else if (c >= '0' && c <= '9') *at = {Locator::Index, c - '0'};
    else return Fail(std::string("'") + c + "' is not a figure's place");
    ++pos;
    return true;
  }
  bool TileId(std::string* out) {
    size_t end = text.find('.', pos);
    if (end == std::string_view::npos) return Fail("a tile id has no closing '.'");
    std::string id(text.substr(pos, end - pos));
    if (id.empty() || id.size() > 16 || !IsId(id)) return Fail("a tile id must be 1 to 16 letters or digits");
    *out = std::move(id);
    pos = end + 1;
    return true;
  }

  bool Action1(Action* a) {
    char c = text[pos++];
    size_t i;
    if ((i = kPlaceCodes.find(c)) != std::string_view::npos || (i = kPlaceTileCodes.find(c)) != std::string_view::npos) {
      a->type = ActionType::Place;
      a->rot = static_cast<int>(i);
      if (!Xy(&a->x, &a->y)) return false;
      return kPlaceCodes.find(c) != std::string_view::npos || TileId(&a->tile);
    }
    if ((i = kFigureCodes.find(c)) != std::string_view::npos) {
      a->type = ActionType::Figure;
      a->figure = static_cast<FigureKind>(i);
      return LocatorCode(&a->at);
    }
    switch (c) {
      case 's': a->type = ActionType::Skip; return true;
      case 'T': a->type = ActionType::SecondTile; return true;
      case 't': a->type = ActionType::Watchman; return Xy(&a->x, &a->y);
      case 'o': a->type = ActionType::Abbey; return Xy(&a->x, &a->y);
      case 'v': a->type = ActionType::Wagon; return Xy(&a->x, &a->y) && LocatorCode(&a->at);
      case 'k':
        a->type = ActionType::Commit;
        if (Done() || text[pos] < '0' || text[pos] > '5') return Fail("a commitment names its seat, 0 to 5");
        a->seat = text[pos++] - '0';
        return Value(&a->value);
      case 'r': a->type = ActionType::Rekey; return Value(&a->value);
      case 'f': {
        a->type = ActionType::Floors;
        int n = 0;
        if (!Number(&n)) return false;
        if (n < 0 || n > 64) return Fail("a floors action names 0 to 64 towers");
        for (int k = 0; k < n; ++k) {
          Pos p;
          if (!Xy(&p.x, &p.y)) return false;
          a->towers.push_back(p);
        }
        return true;
      }
      default: break;
    }
    --pos;
    return Fail(std::string("unknown action code '") + c + "'");
  }
};

bool ReadActions(std::string_view text, std::vector<Action>* out, std::string* error) {
  Reader rd;
  rd.text = text;
  while (!rd.Done()) {
    if (out->size() >= kMaxActions) { *error = "too many actions (more than " + std::to_string(kMaxActions) + ")"; return false; }
    Action a;
    if (!rd.Action1(&a)) {
      *error = "action " + std::to_string(out->size()) + ": " + rd.error;
      return false;
    }
    out->push_back(std::move(a));
  }
  return true;
}

bool GetString(const json& j, const char* key, std::string* out, std::string* error) {
  if (!j.contains(key)) return true;
  if (!j[key].is_string()) { *error = std::string("\"") + key + "\" must be a string"; return false; }
  *out = j[key].get<std::string>();
  return true;
}

// Code letters to their names; `what` names the field in messages.
bool DecodeCodes(const std::string& codes, std::string_view alphabet, const char* const* names, const char* what,
                 std::vector<std::string>* out, std::string* error) {
  for (char c : codes) {
    size_t i = alphabet.find(c);
    if (i == std::string_view::npos) {
      *error = std::string("unknown ") + what + " code '" + c + "'";
      return false;
    }
    out->push_back(names[i]);
  }
  return true;
}

json SplitIds(const std::string& s) {
  json ids = json::array();
  if (s.empty()) return ids;
  size_t start = 0;
  while (true) {
    size_t dot = s.find('.', start);
    ids.push_back(s.substr(start, dot == std::string::npos ? std::string::npos : dot - start));
    if (dot == std::string::npos) break;
    start = dot + 1;
  }
  return ids;
}

bool ParseJsonText(std::string_view text, json* out, std::string* error) {
  if (text.size() > kMaxRecordBytes) { *error = "the link is too long (" + std::to_string(text.size()) + " bytes)"; return false; }
  if (!JsonNestingWithin(text, kMaxJsonDepth)) { *error = "the link does not hold a game (JSON nested too deeply)"; return false; }
  *out = json::parse(text.begin(), text.end(), nullptr, false);
  if (out->is_discarded()) { *error = "the link does not hold a game (not valid JSON: cut short or altered?)"; return false; }
  return true;
}

bool ReadCompactReveals(const json& f, size_t players, std::vector<SeatReveals>* out, std::string* error) {
  if (!f.is_array() || f.size() != players) { *error = "\"f\" must hold one string per player"; return false; }
  for (const json& seat : f) {
    if (!seat.is_string() || seat.get<std::string>().size() > 64 * (kChainValueChars + 1)) {
      *error = "\"f\" must hold one string per player";
      return false;
    }
    SeatReveals chains;
    for (const json& part : SplitIds(seat.get<std::string>())) {
      const std::string text = part.get<std::string>();
      if (text.empty()) { chains.push_back(std::nullopt); continue; }
      auto v = ChainValueFromText(text);
      if (!v) { *error = "\"f\" holds a value that is not 22 base64url characters"; return false; }
      chains.push_back(v);
    }
    while (!chains.empty() && !chains.back()) chains.pop_back();
    out->push_back(std::move(chains));
  }
  return true;
}

bool IsHex(char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
int HexValue(char c) { return c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10; }

}  // namespace

// ---- public ------------------------------------------------------------------------------------

std::string PercentEncodeFragment(std::string_view text) {
  // RFC 3986 fragment = *( unreserved / sub-delims / ":" / "@" / "/" / "?" ), minus & + = (see header).
  static constexpr std::string_view kKeep = "-._~!$'()*,;:@/?";
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  out.reserve(text.size() + text.size() / 4);
  for (char ch : text) {
    unsigned char c = static_cast<unsigned char>(ch);
    bool alnum = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
    if (alnum || kKeep.find(ch) != std::string_view::npos) {
      out.push_back(ch);
    } else {
      out.push_back('%');
      out.push_back(kHex[c >> 4]);
      out.push_back(kHex[c & 15]);
    }
  }
  return out;
}

std::string PercentDecode(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '%' && i + 2 < text.size() && IsHex(text[i + 1]) && IsHex(text[i + 2])) {
      out.push_back(static_cast<char>(HexValue(text[i + 1]) * 16 + HexValue(text[i + 2])));
      i += 2;
    } else {
      out.push_back(text[i]);
    }
  }
  return out;
}

std::string CompactRecordJson(const GameRecord& r) {
  nlohmann::ordered_json j = CompactJson(r);
  return j.is_null() ? Dump(RecordToJson(r)) : Dump(j);
}

std::string EncodeShareFragment(const GameRecord& r) { return PercentEncodeFragment(CompactRecordJson(r)); }

bool CompactRecordFromJson(const json& j, GameRecord* out, std::string* error, ReadFailure* failure) {
  if (failure) *failure = ReadFailure::Unreadable;
  if (!j.is_object()) { *error = "the link does not hold a game (a JSON object is expected)"; return false; }
  if (!j.contains("v") || !j["v"].is_number_integer()) { *error = "the link's game has no version (\"v\")"; return false; }
  const json& v = j["v"];
  if (v.is_number_unsigned() ? v.get<unsigned long long>() > kRecordVersion : v.get<long long>() > kRecordVersion) {
    if (failure) *failure = ReadFailure::NewerVersion;
    *error = "this game was made by a newer version of the game (link version " + Dump(v) + "; this version reads versions 1 to " +
             std::to_string(kRecordVersion) + "): reload the page to get the latest version";
    return false;
  }
  if (v.get<long long>() < 1) { *error = "the link's game has version " + Dump(v) + "; versions start at 1"; return false; }
  int ruleset = 1;
  if (!RulesetOfVersion(static_cast<int>(v.get<long long>()), j.contains("r") ? &j["r"] : nullptr, &ruleset, error, failure)) {
    *error = "the link's game: " + *error;
    return false;
  }
  // The setup is rebuilt in its canonical form and read by SetupFromJson: one set of checks.
  if (!j.contains("p") || !j["p"].is_array() || j["p"].size() < 2 || j["p"].size() > 6) {
    *error = "the link's game needs 2 to 6 player names (\"p\")";
    return false;
  }
  const json& names = j["p"];
  std::string colors, ais, expansions, options, seed;
  if (!GetString(j, "c", &colors, error) || !GetString(j, "i", &ais, error) || !GetString(j, "x", &expansions, error) ||
      !GetString(j, "o", &options, error) || !GetString(j, "s", &seed, error)) {
    *error = "the link's game: " + *error;
    return false;
  }
  if (colors.size() != names.size() || (j.contains("i") && ais.size() != names.size())) {
    *error = "the link's game: \"c\" (and \"i\") must have one letter per player";
    return false;
  }
  std::vector<std::string> color_names, ai_names, expansion_names;
  if (!DecodeCodes(colors, kColorCodes, kColors, "colour", &color_names, error) ||
      !DecodeCodes(ais, kAiCodes, kAiNames, "AI level", &ai_names, error) ||
      !DecodeCodes(expansions, kExpansionCodes, kExpansionIds, "expansion", &expansion_names, error)) {
    *error = "the link's game: " + *error;
    return false;
  }
  json setup = {{"players", json::array()}, {"expansions", expansion_names}, {"options", json::object()}};
  for (size_t p = 0; p < names.size(); ++p) {
    json jp = {{"name", names[p]}, {"color", color_names[p]}};
    if (!ai_names.empty() && !ai_names[p].empty()) jp["ai"] = ai_names[p];
    setup["players"].push_back(jp);
  }
  const std::vector<RuleOption>& known = RuleOptions();
  if (options.size() % 2 != 0) { *error = "the link's game: \"o\" must be pairs of an option digit and 0 or 1"; return false; }
  for (size_t i = 0; i < options.size(); i += 2) {
    size_t k = static_cast<size_t>(options[i] - '0');
    if (options[i] < '0' || options[i] > '9' || k >= known.size() || (options[i + 1] != '0' && options[i + 1] != '1')) {
      *error = "the link's game: unknown option code \"" + options.substr(i, 2) + "\"";
      return false;
    }
    setup["options"][known[k].name] = options[i + 1] == '1';
  }
  if (j.contains("s")) setup["seed"] = seed;
  const bool fair = j.contains("f");
  if (fair != (v.get<long long>() == 3)) {
    *error = "the link's game: a fair deal (\"f\") is a link of version 3, and only that";
    return false;
  }
  if (fair) setup["deal"] = "fair";
  if (j.contains("d")) {
    const json& d = j["d"];
    if (!d.is_array() || d.size() != 3 || !d[0].is_string() || !d[1].is_string() || !d[2].is_string()) {
      *error = "the link's game: \"d\" must be three strings (river, land, tower tile ids)";
      return false;
    }
    setup["deck"] = {{"river", SplitIds(d[0].get<std::string>())},
                     {"land", SplitIds(d[1].get<std::string>())},
                     {"tower", SplitIds(d[2].get<std::string>())}};
  }
  GameRecord r;
  if (!SetupFromJson(setup, &r.setup, error)) {
    *error = "the link's game: " + *error;
    return false;
  }
  r.setup.ruleset = ruleset;
  if (fair && !ReadCompactReveals(j["f"], r.setup.players.size(), &r.reveals, error)) {
    *error = "the link's game: " + *error;
    return false;
  }
  if (j.contains("a")) {
    if (!j["a"].is_string()) { *error = "the link's game: \"a\" (the actions) must be a string"; return false; }
    if (!ReadActions(j["a"].get<std::string>(), &r.actions, error)) {
      *error = "the link's actions: " + *error;
      return false;
    }
  }
  *out = std::move(r);
  return true;
}

bool DecodeShareFragment(std::string_view fragment, GameRecord* out, std::string* error, ReadFailure* failure) {
  if (failure) *failure = ReadFailure::Unreadable;
  if (fragment.size() > 3 * kMaxRecordBytes) { *error = "the link is too long (" + std::to_string(fragment.size()) + " bytes)"; return false; }
  auto trim = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
  while (!fragment.empty() && trim(fragment.front())) fragment.remove_prefix(1);
  while (!fragment.empty() && trim(fragment.back())) fragment.remove_suffix(1);
  if (!fragment.empty() && fragment.front() == '#') fragment.remove_prefix(1);
  if (fragment.substr(0, 2) == "g=") fragment.remove_prefix(2);
  if (fragment.empty()) { *error = "the link holds no game"; return false; }
  // A fragment as the browser gives it never holds a raw '"' (the URL standard encodes it): a text
  // with one is already decoded JSON, and decoding it again could change a name holding "%41".
  std::string decoded = fragment.find('"') == std::string_view::npos ? PercentDecode(fragment) : std::string(fragment);
  json j;
  if (!ParseJsonText(decoded, &j, error)) return false;
  if (j.is_object() && j.contains("format")) return RecordFromJson(j, out, error, failure);
  return CompactRecordFromJson(j, out, error, failure);
}

}  // namespace carc
