// The record's "setup" (game-record.md): reading never throws and names what is wrong.
#include "carc/setup.h"

#include <algorithm>
#include <nlohmann/json.hpp>

namespace carc {
using nlohmann::json;

// Inns & Cathedrals and Traders & Builders (issue 32) exist from ruleset 5 on, whose tile data has their
// tiles (NewGame refuses them under an older ruleset).
const char* const kExpansionIds[6] = {"river", "abbey-mayor", "watchtowers", "tower-thieves", "inns-cathedrals",
                                      "traders-builders"};
const char* const kColors[6] = {"red", "blue", "green", "yellow", "black", "grey"};

const std::vector<RuleOption>& RuleOptions() {
  static const std::vector<RuleOption> options = {
      {"river-start-tile-in-land", false,
       "With the River: shuffle the base start tile D into the land stack (72 land tiles) instead of "
       "setting it aside (RULES.md §3.2)."},
      {"tower-tile-fallback-land", false,
       "Tower & Thieves: when no tower tile can be placed, draw a land tile instead of placing nothing "
       "(the wikicarpedia editors' house rule, RULES.md §6.5)."},
  };
  return options;
}

bool Setup::Has(const std::string& expansion) const {
  return std::find(expansions.begin(), expansions.end(), expansion) != expansions.end();
}

bool Setup::Option(const std::string& name) const {
  auto it = options.find(name);
  if (it != options.end()) return it->second;
  for (const RuleOption& o : RuleOptions())
    if (name == o.name) return o.default_value;
  return false;
}

json SetupToJson(const Setup& s) {
  json players = json::array();
  for (const PlayerSetup& p : s.players) {
    json jp = {{"name", p.name}, {"color", p.color}};
    if (!p.ai.empty()) jp["ai"] = p.ai;
    players.push_back(jp);
  }
  json j = {{"players", players}, {"expansions", s.expansions}, {"options", json::object()}};
  for (auto& [k, v] : s.options) j["options"][k] = v;
  if (s.fair_deal) {
    j["deal"] = "fair";
  } else if (s.has_deck) {
    j["deck"] = {{"river", s.deck_river}, {"land", s.deck_land}, {"tower", s.deck_tower}};
  } else {
    j["seed"] = s.seed;
  }
  return j;
}

namespace {
bool StringList(const json& j, const char* what, size_t max, std::vector<std::string>* out, std::string* error) {
  if (!j.is_array() || j.size() > max) { *error = std::string("\"") + what + "\" must be a list of at most " + std::to_string(max) + " strings"; return false; }
  for (const json& e : j) {
    if (!e.is_string() || e.get<std::string>().size() > 64) { *error = std::string("\"") + what + "\" must list strings"; return false; }
    out->push_back(e.get<std::string>());
  }
  return true;
}
}  // namespace

bool SetupFromJson(const json& j, Setup* out, std::string* error) {
  Setup s;
  if (!j.is_object()) { *error = "\"setup\" must be an object"; return false; }
  if (!j.contains("players") || !j["players"].is_array()) { *error = "setup: \"players\" must be a list"; return false; }
  const json& players = j["players"];
  if (players.size() < 2 || players.size() > 6) { *error = "setup: 2 to 6 players are needed"; return false; }
  for (const json& jp : players) {
    PlayerSetup p;
    if (!jp.is_object()) { *error = "setup: each player must be an object"; return false; }
    if (jp.contains("name")) {
      if (!jp["name"].is_string() || jp["name"].get<std::string>().size() > 64) { *error = "setup: a player's \"name\" must be a string of at most 64 bytes"; return false; }
      p.name = jp["name"].get<std::string>();
    }
    if (!jp.contains("color") || !jp["color"].is_string()) { *error = "setup: each player needs a \"color\""; return false; }
    p.color = jp["color"].get<std::string>();
    if (std::find_if(std::begin(kColors), std::end(kColors), [&](const char* c) { return p.color == c; }) == std::end(kColors)) {
      *error = "setup: unknown colour \"" + p.color + "\" (red, blue, green, yellow, black, grey)";
      return false;
    }
    for (const PlayerSetup& other : s.players)
      if (other.color == p.color) { *error = "setup: two players have the colour " + p.color; return false; }
    if (jp.contains("ai")) {
      if (!jp["ai"].is_string()) { *error = "setup: \"ai\" must be a string"; return false; }
      p.ai = jp["ai"].get<std::string>();
      if (p.ai != "easy" && p.ai != "normal" && p.ai != "hard") { *error = "setup: \"ai\" must be easy, normal or hard"; return false; }
    }
    s.players.push_back(p);
  }
  if (j.contains("expansions")) {
    std::vector<std::string> ex;
    if (!StringList(j["expansions"], "expansions", 8, &ex, error)) return false;
    for (const std::string& e : ex) {
      if (std::find_if(std::begin(kExpansionIds), std::end(kExpansionIds), [&](const char* id) { return e == id; }) == std::end(kExpansionIds)) {
        *error = "setup: unknown expansion \"" + e + "\"";
        return false;
      }
      if (!s.Has(e)) s.expansions.push_back(e);
    }
  }
  if (j.contains("options")) {
    if (!j["options"].is_object()) { *error = "setup: \"options\" must be an object"; return false; }
    for (auto& [k, v] : j["options"].items()) {
      bool known = false;
      for (const RuleOption& o : RuleOptions()) known = known || k == o.name;
      if (!known) { *error = "setup: unknown option \"" + k + "\""; return false; }
      if (!v.is_boolean()) { *error = "setup: option \"" + k + "\" must be true or false"; return false; }
      s.options[k] = v.get<bool>();
    }
  }
  bool has_seed = j.contains("seed"), has_deck = j.contains("deck"), fair = j.contains("deal");
  if (fair) {
    if (!j["deal"].is_string() || j["deal"].get<std::string>() != "fair") { *error = "setup: \"deal\" must be \"fair\""; return false; }
    if (has_seed || has_deck) { *error = "setup: a fair deal has no \"seed\" and no \"deck\""; return false; }
    s.fair_deal = true;
  }
  if (has_seed && has_deck) { *error = "setup: \"seed\" and \"deck\" may not both be given"; return false; }
  if (!has_seed && !has_deck && !fair) { *error = "setup: a \"seed\" or a \"deck\" is needed"; return false; }
  if (has_seed) {
    if (!j["seed"].is_string() || j["seed"].get<std::string>().empty() || j["seed"].get<std::string>().size() > 64) {
      *error = "setup: \"seed\" must be a non-empty string";
      return false;
    }
    s.seed = j["seed"].get<std::string>();
  } else if (has_deck) {
    const json& d = j["deck"];
    if (!d.is_object()) { *error = "setup: \"deck\" must be an object"; return false; }
    s.has_deck = true;
    if (d.contains("river") && !StringList(d["river"], "deck.river", 64, &s.deck_river, error)) return false;
    if (d.contains("land") && !StringList(d["land"], "deck.land", 512, &s.deck_land, error)) return false;
    if (d.contains("tower") && !StringList(d["tower"], "deck.tower", 64, &s.deck_tower, error)) return false;
  }
  *out = std::move(s);
  return true;
}

}  // namespace carc
