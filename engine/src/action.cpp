// Actions to and from their record JSON (game-record.md, "actions"). Reading never throws.
#include "carc/action.h"

#include <nlohmann/json.hpp>

namespace carc {
using nlohmann::json;

namespace {
constexpr std::string_view kFigureNames[kFigureKinds] = {"meeple", "mayor", "wagon", "barn",
                                                                "large-meeple", "builder", "pig"};

// An integer within the engine's bounds. A number above 2^63 reads as unsigned: get<long long>()
// would wrap it to a small negative value, so it is caught first.
bool SmallInt(const json& v, long long* out) {
  if (!v.is_number_integer()) return false;
  if (v.is_number_unsigned() && v.get<unsigned long long>() > 100000ull) return false;
  *out = v.get<long long>();
  return *out >= -100000 && *out <= 100000;
}

bool GetInt(const json& j, const char* key, int* out, std::string* error) {
  if (!j.contains(key)) { *error = std::string("missing \"") + key + "\""; return false; }
  const json& v = j[key];
  if (!v.is_number_integer()) { *error = std::string("\"") + key + "\" must be an integer"; return false; }
  long long x = 0;
  if (!SmallInt(v, &x)) { *error = std::string("\"") + key + "\" is out of range"; return false; }
  *out = static_cast<int>(x);
  return true;
}
bool GetPos(const json& v, Pos* out) {
  long long x = 0, y = 0;
  if (!v.is_array() || v.size() != 2 || !SmallInt(v[0], &x) || !SmallInt(v[1], &y)) return false;
  *out = {static_cast<int>(x), static_cast<int>(y)};
  return true;
}
}  // namespace

std::string_view FigureKindName(FigureKind k) { return kFigureNames[static_cast<int>(k)]; }
int FigureKindFromName(std::string_view name) {
  for (int i = 0; i < kFigureKinds; ++i)
    if (kFigureNames[i] == name) return i;
  return -1;
}

std::string Locator::ToString() const {
  switch (kind) {
    case Edge: return std::string(kSideNames[value & 3]);
    case Half: return std::string(kHalfNames[value & 7]);
    case Center: return "C";
    case Corner: return std::string(kCornerNames[value & 3]);
    case Index: return "#" + std::to_string(value);
    case None: break;
  }
  return "";
}

bool Locator::Parse(std::string_view text, Locator* out) {
  if (text == "C") { *out = {Center, 0}; return true; }
  if (int s = SideFromName(text); s >= 0) { *out = {Edge, s}; return true; }
  if (int h = HalfFromName(text); h >= 0) { *out = {Half, h}; return true; }
  if (int c = CornerFromName(text); c >= 0) { *out = {Corner, c}; return true; }
  if (text.size() >= 2 && text.size() <= 3 && text[0] == '#') {
    int v = 0;
    for (char ch : text.substr(1)) {
      if (ch < '0' || ch > '9') return false;
      v = v * 10 + (ch - '0');
    }
    *out = {Index, v};
    return true;
  }
  return false;
}

Action ChainAction(ActionType type, const ChainValue& value, int seat) {
  Action a;
  a.type = type;
  a.value = value;
  a.seat = seat;
  return a;
}

json ActionToJson(const Action& a) {
  switch (a.type) {
    case ActionType::Place: {
      json j = {{"type", "place"}, {"x", a.x}, {"y", a.y}, {"rot", a.rot}};
      if (!a.tile.empty()) j["tile"] = a.tile;
      return j;
    }
    case ActionType::Figure:
      return {{"type", "figure"}, {"figure", FigureKindName(a.figure)}, {"at", a.at.ToString()}};
    case ActionType::Watchman: return {{"type", "watchman"}, {"tower", {a.x, a.y}}};
    case ActionType::Skip: return {{"type", "skip"}};
    case ActionType::Abbey: return {{"type", "abbey"}, {"x", a.x}, {"y", a.y}};
    case ActionType::Wagon: return {{"type", "wagon"}, {"x", a.x}, {"y", a.y}, {"at", a.at.ToString()}};
    case ActionType::Floors: {
      json towers = json::array();
      for (Pos p : a.towers) towers.push_back({p.x, p.y});
      return {{"type", "floors"}, {"towers", towers}};
    }
    case ActionType::Commit: return {{"type", "commit"}, {"seat", a.seat}, {"value", ChainValueText(a.value)}};
    case ActionType::Reveal: return {{"type", "reveal"}, {"value", ChainValueText(a.value)}};
    case ActionType::Rekey: return {{"type", "rekey"}, {"value", ChainValueText(a.value)}};
    case ActionType::SecondTile: return {{"type", "second-tile"}};
  }
  return {};
}

bool SameMove(const Action& a, const Action& b, bool with_tile_check) {
  if (a.type != b.type) return false;
  if (with_tile_check) return ActionToJson(a) == ActionToJson(b);
  Action x = a, y = b;
  x.tile.clear();
  y.tile.clear();
  return ActionToJson(x) == ActionToJson(y);
}

bool ActionFromJson(const json& j, Action* out, std::string* error) {
  Action a;
  if (!j.is_object()) { *error = "an action must be a JSON object"; return false; }
  if (!j.contains("type") || !j["type"].is_string()) { *error = "missing \"type\""; return false; }
  std::string type = j["type"].get<std::string>();
  auto get_at = [&](Locator* at) {
    if (!j.contains("at") || !j["at"].is_string()) { *error = "missing \"at\""; return false; }
    if (!Locator::Parse(j["at"].get<std::string>(), at)) {
      *error = "unknown \"at\" \"" + j["at"].get<std::string>() + "\"";
      return false;
    }
    return true;
  };
  if (type == "place") {
    a.type = ActionType::Place;
    if (!GetInt(j, "x", &a.x, error) || !GetInt(j, "y", &a.y, error) || !GetInt(j, "rot", &a.rot, error)) return false;
    if (a.rot < 0 || a.rot > 3) { *error = "\"rot\" must be 0, 1, 2 or 3"; return false; }
    if (j.contains("tile")) {
      if (!j["tile"].is_string() || j["tile"].get<std::string>().size() > 16) { *error = "\"tile\" must be a tile id"; return false; }
      a.tile = j["tile"].get<std::string>();
    }
  } else if (type == "figure") {
    a.type = ActionType::Figure;
    if (!j.contains("figure") || !j["figure"].is_string()) { *error = "missing \"figure\""; return false; }
    int k = FigureKindFromName(j["figure"].get<std::string>());
    if (k < 0) { *error = "unknown figure \"" + j["figure"].get<std::string>() + "\""; return false; }
    a.figure = static_cast<FigureKind>(k);
    if (!get_at(&a.at)) return false;
  } else if (type == "watchman") {
    a.type = ActionType::Watchman;
    Pos p;
    if (!j.contains("tower") || !GetPos(j["tower"], &p)) { *error = "\"tower\" must be [x, y]"; return false; }
    a.x = p.x;
    a.y = p.y;
  } else if (type == "skip") {
    a.type = ActionType::Skip;
  } else if (type == "second-tile") {
    a.type = ActionType::SecondTile;
  } else if (type == "abbey") {
    a.type = ActionType::Abbey;
    if (!GetInt(j, "x", &a.x, error) || !GetInt(j, "y", &a.y, error)) return false;
  } else if (type == "wagon") {
    a.type = ActionType::Wagon;
    if (!GetInt(j, "x", &a.x, error) || !GetInt(j, "y", &a.y, error) || !get_at(&a.at)) return false;
  } else if (type == "floors") {
    a.type = ActionType::Floors;
    if (!j.contains("towers") || !j["towers"].is_array() || j["towers"].size() > 64) {
      *error = "\"towers\" must be a list of [x, y]";
      return false;
    }
    for (const json& t : j["towers"]) {
      Pos p;
      if (!GetPos(t, &p)) { *error = "\"towers\" must be a list of [x, y]"; return false; }
      a.towers.push_back(p);
    }
  } else if (type == "commit" || type == "reveal" || type == "rekey") {
    a.type = type == "commit" ? ActionType::Commit : type == "reveal" ? ActionType::Reveal : ActionType::Rekey;
    std::optional<ChainValue> v;
    if (j.contains("value") && j["value"].is_string()) v = ChainValueFromText(j["value"].get<std::string>());
    if (!v) { *error = "\"value\" must be 22 base64url characters (a fair-deal value)"; return false; }
    a.value = *v;
    if (a.type == ActionType::Commit) {
      if (!GetInt(j, "seat", &a.seat, error)) return false;
      if (a.seat < 0 || a.seat > 5) { *error = "\"seat\" must be 0 to 5"; return false; }
    }
  } else {
    *error = "unknown action type \"" + type + "\"";
    return false;
  }
  *out = std::move(a);
  return true;
}

}  // namespace carc
