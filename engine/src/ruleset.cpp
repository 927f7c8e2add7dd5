// The rulesets of this build (engine/docs/compatibility.md): each row is frozen once released; a change
// to the rules, the tile data or the shuffle is a new row, and the code keeps the old behaviour for
// the rows that name it.
#include "carc/ruleset.h"

#include <optional>

#include "carc/embedded_assets.h"
#include "carc/rng.h"
#include "carc/setup.h"

namespace carc {

const std::vector<Ruleset>& BuiltInRulesets() {
  static const std::vector<Ruleset> rulesets = {
      {.id = 1,
       .tile_data = 1,
       .shuffle = 1,
       .barn_scored_when_placed = false,
       .summary = "The rules of the first releases: every record and link of version 1."},
      {.id = 2,
       .tile_data = 1,
       .shuffle = 1,
       .barn_scored_when_placed = true,
       .summary = "Issue 15: a barn placed beside farmers scores their field at once, in step 2 of the turn."},
      {.id = 3,
       .tile_data = 2,
       .shuffle = 1,
       .fair_deal = 1,
       .barn_scored_when_placed = true,
       .summary = "Issue 21: two Tower & Thieves tiles as printed (tile-data revision 2: the thief-4 tile TT4A, a city "
                  "with a road ending at its gate; the thief-5 tile TT5A, a road curve); the rules of ruleset 2. "
                  "Issue 19: games played by link may be dealt fairly by the players' devices (fair-deal.md)."},
      {.id = 4,
       .tile_data = 2,
       .shuffle = 1,
       .fair_deal = 2,
       .barn_scored_when_placed = true,
       .summary = "Issue 29: fair deal 2 - the draw after a new secret (rekey) combines the previous player's value "
                  "from before it, so whoever writes the new commitment steers no tile (fair-deal.md); otherwise "
                  "ruleset 3."},
      {.id = 5,
       .tile_data = 3,
       .shuffle = 1,
       .fair_deal = 2,
       .barn_scored_when_placed = true,
       .summary = "Issue 32: tile-data revision 3 adds Inns & Cathedrals and Traders & Builders (third edition, "
                  "RULES-inns-traders.md); the games without them are dealt and judged as under ruleset 4."},
      {.id = 6,
       .tile_data = 3,
       .shuffle = 1,
       .fair_deal = 3,
       .barn_scored_when_placed = true,
       .summary = "Fair deal 3: a builder's second tile waits for a new value of its player's device, as the "
                  "turn's first does, so that no other device draws it (fair-deal.md); otherwise ruleset 5."},
      {.id = 7,
       .tile_data = 3,
       .shuffle = 1,
       .fair_deal = 3,
       .barn_scored_when_placed = true,
       .second_tile_is_a_choice = true,
       .summary = "Issue 48: a builder's second tile is the player's choice - after the first part of the turn the "
                  "player takes it (it is drawn then; in a fair deal from a new value of the player's device) or "
                  "leaves it, and the turn passes; otherwise ruleset 6."},
  };
  return rulesets;
}

const Ruleset* Rulebook::Find(int id) const {
  for (const Ruleset& r : rulesets)
    if (r.id == id) return &r;
  return nullptr;
}

bool Rulebook::Check() {
  if (!error.empty()) return false;
  for (size_t i = 0; i < rulesets.size(); ++i) {
    const Ruleset& r = rulesets[i];
    const std::string which = "ruleset " + std::to_string(r.id);
    if (r.id != static_cast<int>(i) + 1) error = "rulesets must be numbered 1, 2, 3... in order";
    else if (!tiles.Revision(r.tile_data)) error = which + " names tile-data revision " + std::to_string(r.tile_data) + ", which does not exist";
    else if (!ShuffleKnown(r.shuffle)) error = which + " names shuffle " + std::to_string(r.shuffle) + ", which does not exist";
    else if (r.fair_deal < 0 || r.fair_deal > 3) error = which + " names fair deal " + std::to_string(r.fair_deal) + ", which does not exist";
    if (!error.empty()) return false;
  }
  return true;
}

namespace {
// The built-in rulebook, built once, in steps when a host asks for them (BuildRulebookStep). The
// engine runs on one thread.
struct RulebookBuild {
  std::optional<TileDataBuild> tiles;  // while the tile files are read
  Rulebook book;
  bool built = false;
};
RulebookBuild& TheBuild() {
  static RulebookBuild build;
  return build;
}
}  // namespace

bool BuildRulebookStep() {
  RulebookBuild& b = TheBuild();
  if (b.built) return true;
  if (!b.tiles) {
    b.tiles.emplace(EmbeddedTileFiles());  // the manifest read
    return false;
  }
  if (!b.tiles->Step()) return false;
  b.book.rulesets = BuiltInRulesets();
  std::string error;
  if (!b.tiles->Finish(&b.book.tiles, &error)) b.book.error = "the tile data is broken: " + error;
  b.book.Check();
  b.tiles.reset();
  b.built = true;
  return true;
}

bool RulebookBuilt() { return TheBuild().built; }

const Rulebook& TheRulebook() {
  while (!BuildRulebookStep()) {
  }
  return TheBuild().book;
}

std::vector<std::string> ExpansionsOf(const Rulebook& book, int ruleset) {
  std::vector<std::string> out;
  const Ruleset* r = book.Find(ruleset);
  const Catalog* tiles = r ? book.tiles.Revision(r->tile_data) : nullptr;
  if (!tiles) return out;
  for (const char* id : kExpansionIds)
    for (const TileDef& t : tiles->tiles())
      if (t.set == id) {
        out.push_back(id);
        break;
      }
  return out;
}

std::string UnknownRulesetMessage(long long id) {
  if (id > kLatestRuleset)
    return "this game was made by a newer version of the game (ruleset " + std::to_string(id) +
           "; this version knows rulesets 1 to " + std::to_string(kLatestRuleset) +
           "): reload the page to get the latest version";
  return "unknown ruleset " + std::to_string(id) + " (rulesets are numbered from 1)";
}

}  // namespace carc
