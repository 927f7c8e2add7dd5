#pragma once
// Rulesets: what deals and judges a game, versioned (engine/docs/compatibility.md). A game record
// carries its ruleset - version-1 records and links, which have none, are ruleset 1 forever - and is
// replayed under it, with the rules, tile data and shuffle of that ruleset, whatever the build; new
// games get the latest. A ruleset is a row of BuiltInRulesets():
//   - tile_data: the tile-data revision (assets/tiles/revisions.json) the game is dealt and judged with;
//   - shuffle: the deal algorithm (rng.h, StartDeal);
//   - the rules: one named switch per ruling changed since ruleset 1, read by the code it concerns
//     (false everywhere in ruleset 1). A released row never changes.
#include <string>
#include <vector>

#include "carc/tile.h"

namespace carc {

struct Ruleset {
  int id = 0;
  int tile_data = 1;  // tile-data revision
  int shuffle = 1;    // deal algorithm
  int fair_deal = 0;  // the fair deal's algorithm (fair_deal.h) for games dealt by link; 0: none
                      // (2, issue 29: the draw after a rekey combines no value of the new chain;
                      // 3: a builder's second tile waits for a new value of its player)
  // Rules switches.
  // Ruleset 2 (issue 15, RULES.md §4.5): a barn placed in a field with farmers scores that field and
  // returns the farmers at once, in step 2 of the turn, before step 3's scoring (Watchtowers bonuses
  // no longer count those farmers). Ruleset 1 scored it in step 3, after roads, cities, monasteries.
  bool barn_scored_when_placed = false;
  // Ruleset 7 (issue 48, RULES-inns-traders.md §2.3: the player "may" draw another tile): a builder's
  // second tile is the player's choice. After the first part of the turn the engine asks (decision
  // "second-tile"); the tile is drawn only when the player takes it, and leaving it ends the turn.
  // Rulesets 5 and 6 always drew it, without asking.
  bool second_tile_is_a_choice = false;
  const char* summary = "";
};

// The newest ruleset: what NewGame uses for a Setup that names none.
constexpr int kLatestRuleset = 7;

// Every ruleset of this build, ids 1..kLatestRuleset in order.
const std::vector<Ruleset>& BuiltInRulesets();

// Rulesets with the tile data they name. The engine uses TheRulebook(); tests may build their own
// (another tile-data set, other rows) and pass it to NewGame/Replay. GameStates keep pointers into
// the rulebook they were made with: it must outlive them and not move.
struct Rulebook {
  std::vector<Ruleset> rulesets;
  TileData tiles;
  std::string error;  // why the rulebook cannot be used (broken tile data...), empty if fine

  const Ruleset* Find(int id) const;  // nullptr when unknown
  // Sets `error` unless every ruleset names a tile-data revision and a shuffle that exist.
  bool Check();
};

// The built-in rulesets over the embedded tile data, built and checked once.
const Rulebook& TheRulebook();
// TheRulebook built a step at a time (the manifest, then a tile file a step: TileDataBuild), for a
// host whose thread must not be held long: true once it is built. TheRulebook() builds what is left.
bool BuildRulebookStep();
bool RulebookBuilt();

// The expansions (setup.h kExpansionIds, in that order) whose tiles the ruleset's tile data has: what
// "all" means for a game of that ruleset (Inns & Cathedrals and Traders & Builders from ruleset 5 on).
std::vector<std::string> ExpansionsOf(const Rulebook& book, int ruleset);

// "made by a newer version of the game" or "unknown ruleset N" for a ruleset this build lacks.
std::string UnknownRulesetMessage(long long id);

}  // namespace carc
