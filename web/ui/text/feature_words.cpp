#include "ui/text/feature_words.h"

#include <array>

#include "carc/rules.h"
#include "i18n/i18n.h"

namespace carc::ui {

std::string FeatureMarksWords(const GameState& s, int root, FeatureType type) {
  if (type != FeatureType::City && type != FeatureType::Road) return {};
  std::string out;
  // The engine's own value of the feature says whether a module's mark changes it (rules.h).
  std::string_view mark;
  PointsPerUnit(s, root, type, true, &mark);
  if (mark == "inn" || mark == "cathedral") out = i18n::F("board.feature.mark", {{"mark", std::string(mark)}});
  if (type != FeatureType::City || s.regions.Node(root).open == 0) return out;  // goods taken once it is finished
  std::array<int, 3> goods{};
  s.regions.ForEachNode(root, [&](int n) {
    const Region& node = s.regions.Node(n);
    const std::string& g = s.PlacedDef(node.placed).features[static_cast<size_t>(node.feature)].goods;
    if (g == "wine") ++goods[0];
    if (g == "grain") ++goods[1];
    if (g == "cloth") ++goods[2];
  });
  if (goods[0] + goods[1] + goods[2] > 0) {
    if (!out.empty()) out += "\n";
    out += i18n::F("board.feature.goods", {{"wine", goods[0]}, {"grain", goods[1]}, {"cloth", goods[2]}});
  }
  return out;
}

std::string SquareFitsWords(int count) { return i18n::F("board.square.fits", {{"n", count}}); }

std::string UnfinishableWords(FeatureType type) {
  return i18n::F("board.feature.unfinishable", {{"feature", std::string(FeatureTypeName(type))}});
}

}  // namespace carc::ui
