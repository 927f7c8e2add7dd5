#pragma once
// A game's setup: players, expansions, rule options, seed or fixed deck (game-record.md "setup").
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "carc/ruleset.h"

namespace carc {

struct PlayerSetup {
  std::string name;
  std::string color;  // red, blue, green, yellow, black, grey
  std::string ai;     // empty = a person
};

// A documented rule switch: name, default, and what it does. The record's "options" may only name these.
struct RuleOption {
  const char* name;
  bool default_value;
  const char* doc;
};
const std::vector<RuleOption>& RuleOptions();

struct Setup {
  std::vector<PlayerSetup> players;
  std::vector<std::string> expansions;  // subset of kExpansionIds
  std::map<std::string, bool> options;  // only switches listed in RuleOptions()
  std::string seed;
  // A game played by link between devices, dealt by the players' devices together
  // (engine/docs/fair-deal.md): no seed and no deck ("deal": "fair" in the setup object).
  bool fair_deal = false;
  bool has_deck = false;
  std::vector<std::string> deck_river, deck_land, deck_tower;
  // The ruleset the game is dealt and judged with (ruleset.h). New games get the latest; a record
  // gives its own (its top-level "ruleset"; version-1 records are ruleset 1). Not part of the
  // "setup" JSON object: SetupToJson/SetupFromJson leave it alone (SetupFromJson gives the latest).
  int ruleset = kLatestRuleset;

  bool Has(const std::string& expansion) const;
  bool Option(const std::string& name) const;  // the value, or the option's default
};

extern const char* const kExpansionIds[6];
extern const char* const kColors[6];

nlohmann::json SetupToJson(const Setup& s);
// Never throws; on failure returns false with a message naming the field.
bool SetupFromJson(const nlohmann::json& j, Setup* out, std::string* error);

}  // namespace carc
