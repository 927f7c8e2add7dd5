#include "ui/text/names.h"

#include "i18n/i18n.h"

namespace carc::ui {
namespace {

struct Word {
  std::string_view id;
  const char* key;
};

// Keys are spelled out here so that tests/i18n sees each one used.
constexpr Word kExpansions[] = {{"river", "expansion.river"},
                                {"abbey-mayor", "expansion.abbey-mayor"},
                                {"watchtowers", "expansion.watchtowers"},
                                {"tower-thieves", "expansion.tower-thieves"},
                                {"inns-cathedrals", "expansion.inns-cathedrals"},
                                {"traders-builders", "expansion.traders-builders"}};
constexpr Word kExpansionAbout[] = {{"river", "expansion.river.about"},
                                    {"abbey-mayor", "expansion.abbey-mayor.about"},
                                    {"watchtowers", "expansion.watchtowers.about"},
                                    {"tower-thieves", "expansion.tower-thieves.about"},
                                    {"inns-cathedrals", "expansion.inns-cathedrals.about"},
                                    {"traders-builders", "expansion.traders-builders.about"}};
constexpr Word kColours[] = {{"red", "colour.red"},       {"blue", "colour.blue"},   {"green", "colour.green"},
                             {"yellow", "colour.yellow"}, {"black", "colour.black"}, {"grey", "colour.grey"}};
constexpr Word kPlayerKinds[] = {{"", "player.person"},
                                 {"easy", "player.computer-easy"},
                                 {"normal", "player.computer-normal"},
                                 {"hard", "player.computer-hard"}};

constexpr RuleOptionText kRuleOptionTexts[] = {
    {"river-start-tile-in-land", "newgame.option.start-tile.name", "newgame.option.start-tile.about"},
    {"tower-tile-fallback-land", "newgame.option.tower-fallback.name", "newgame.option.tower-fallback.about"},
};

template <size_t N>
const char* Find(const Word (&words)[N], std::string_view id, const char* fallback_key) {
  for (const Word& w : words)
    if (w.id == id) return i18n::T(w.key);
  return i18n::T(fallback_key);
}

}  // namespace

const char* ExpansionName(std::string_view id) { return Find(kExpansions, id, "expansion.unknown"); }
const char* ExpansionAbout(std::string_view id) { return Find(kExpansionAbout, id, "expansion.unknown"); }
const char* ColourName(std::string_view colour) { return Find(kColours, colour, "colour.other"); }
const char* PlayerKindName(std::string_view ai) { return Find(kPlayerKinds, ai, "player.computer"); }

std::string PlayerName(const GameState& s, int p) {
  if (!s.setup || p < 0 || p >= static_cast<int>(s.setup->players.size())) return i18n::T("hud.unknown-player");
  return s.setup->players[static_cast<size_t>(p)].name;
}

std::string JoinNames(const std::vector<std::string>& names) {
  std::string out;
  for (size_t i = 0; i < names.size(); ++i) {
    if (i > 0) out += i + 1 == names.size() ? i18n::T("common.list-and") : i18n::T("common.list-comma");
    out += names[i];
  }
  return out;
}

const RuleOptionText* FindRuleOptionText(std::string_view option) {
  for (const RuleOptionText& t : kRuleOptionTexts)
    if (option == t.option) return &t;
  return nullptr;
}

const char* FigureName(FigureKind kind) {
  switch (kind) {
    case FigureKind::Meeple: return i18n::T("figure.meeple");
    case FigureKind::Mayor: return i18n::T("figure.mayor");
    case FigureKind::Wagon: return i18n::T("figure.wagon");
    case FigureKind::Barn: return i18n::T("figure.barn");
    case FigureKind::LargeMeeple: return i18n::T("figure.large-meeple");
    case FigureKind::Builder: return i18n::T("figure.builder");
    case FigureKind::Pig: return i18n::T("figure.pig");
  }
  return i18n::T("figure.meeple");
}

const char* FeatureName(FeatureType type) {
  switch (type) {
    case FeatureType::City: return i18n::T("feature.city");
    case FeatureType::Road: return i18n::T("feature.road");
    case FeatureType::River: return i18n::T("feature.river");
    case FeatureType::Monastery: return i18n::T("feature.monastery");
    case FeatureType::Field: return i18n::T("feature.field");
  }
  return i18n::T("feature.field");
}

}  // namespace carc::ui
