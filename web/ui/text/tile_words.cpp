#include "ui/text/tile_words.h"

#include <vector>

#include "i18n/i18n.h"
#include "ui/text/names.h"

namespace carc::ui {

std::string TileWords(const TileDef& t) {
  if (t.closes_edges) return i18n::T("tile.abbey");
  if (t.source) return i18n::T("tile.spring");
  if (t.lake) return i18n::T("tile.lake");
  int cities = 0, roads = 0, road_sides = 0, monasteries = 0;
  for (const FeatureDef& f : t.features) {
    cities += f.type == FeatureType::City;
    roads += f.type == FeatureType::Road;
    monasteries += f.type == FeatureType::Monastery;
  }
  for (EdgeType e : t.edges) road_sides += e == EdgeType::Road;
  const bool crossroads = road_sides >= 3;
  // The main thing it shows, then what it has besides ("with ..."); each phrase in two forms, as the
  // subject of "with" needs another case in some languages.
  std::string main;
  std::vector<std::string> with;
  auto add = [&](std::string first, std::string other) {
    if (main.empty()) main = std::move(first);
    else with.push_back(std::move(other));
  };
  if (t.river_sides) add(i18n::T("tile.main.river"), i18n::T("tile.with.river"));
  if (monasteries) add(i18n::T("tile.main.monastery"), i18n::T("tile.with.monastery"));
  if (cities) add(i18n::F("tile.main.city", {{"n", cities}}), i18n::F("tile.with.city", {{"n", cities}}));
  if (crossroads) add(i18n::T("tile.main.crossroads"), i18n::T("tile.with.crossroads"));
  else if (roads) add(i18n::F("tile.main.road", {{"n", roads}}), i18n::F("tile.with.road", {{"n", roads}}));
  if (main.empty()) main = i18n::T("tile.main.field");
  if (!t.watchtower.empty()) with.push_back(i18n::T("tile.with.watchtower"));
  if (t.foundation) with.push_back(i18n::T("tile.with.foundation"));
  if (t.thief > 0) with.push_back(i18n::F("tile.with.thief", {{"n", t.thief}}));
  if (with.empty()) return main;
  return i18n::F("tile.with", {{"main", main}, {"rest", JoinNames(with)}});
}

}  // namespace carc::ui
