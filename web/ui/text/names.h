#pragma once
// The player's words for the game's things (in the current language): expansions, colours, figures,
// features, computer levels. The engine's ids ("abbey-mayor", "red", FigureKind::Barn) never reach
// the screen; these functions turn them into words. Unknown ids give a neutral word, never the id.
#include <string>
#include <string_view>

#include <vector>

#include "carc/action.h"
#include "carc/state.h"
#include "carc/tile.h"

namespace carc::ui {

const char* ExpansionName(std::string_view id);   // "The River", "Abbey & Mayor"...
const char* ExpansionAbout(std::string_view id);  // one line on what the expansion adds
const char* ColourName(std::string_view colour);  // "red"... as an adjective for a player's colour
const char* FigureName(FigureKind kind);          // "meeple", "mayor", "wagon", "barn"
const char* FeatureName(FeatureType type);        // "city", "road", "river", "monastery", "field"
// A player's name ("Someone" in the player's language when the setup has no such seat).
std::string PlayerName(const GameState& s, int p);
// "Ana", "Ana and Ben", "Ana, Ben and Cleo" in the player's language.
std::string JoinNames(const std::vector<std::string>& names);
// Computer levels as the record names them ("" a person, "easy", "normal", "hard").
const char* PlayerKindName(std::string_view ai);

// The plain name and explanation of a rule option (by its RuleOptions() name); null when the UI
// does not know the option (tests/web checks that it knows them all).
struct RuleOptionText {
  const char* option;
  const char* name_key;
  const char* about_key;
};
const RuleOptionText* FindRuleOptionText(std::string_view option);

}  // namespace carc::ui
