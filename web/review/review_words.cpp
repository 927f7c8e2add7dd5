#include "review/review_words.h"

#include <algorithm>
#include <cmath>

#include "carc/rules.h"
#include "i18n/i18n.h"

namespace carc::ui {
namespace {

// "a meeple in the city": the figure and its feature, on the tile placed last in `s`.
std::string FigureWords(const GameState& s, const Action& a) {
  std::string feature;
  if (s.last_placed >= 0 && a.at.kind != Locator::Corner) {
    const int f = ResolveLocator(s, s.last_placed, a.at);
    const TileDef& def = s.PlacedDef(s.last_placed);
    if (f >= 0 && f < static_cast<int>(def.features.size()))
      feature = std::string(FeatureTypeName(def.features[static_cast<size_t>(f)].type));
  }
  if (a.figure == FigureKind::Meeple && feature == "field") return i18n::T("review.move.farmer");
  return i18n::F("review.move.figure", {{"figure", std::string(FigureKindName(a.figure))}, {"feature", feature}});
}

}  // namespace

std::string ReviewMoveWords(const GameState& before, const Action& move, const Action* then, bool best) {
  switch (move.type) {
    case ActionType::Place: {
      const std::string place = i18n::T(best ? "review.move.place-elsewhere" : "review.move.place");
      if (!then || then->type != ActionType::Figure) return place;
      // The figure stands on the tile as placed: its feature is read after the placement.
      GameState after = before;
      if (Apply(after, move)) return place;
      return i18n::F("review.move.place-with", {{"place", place}, {"figure", FigureWords(after, *then)}});
    }
    case ActionType::Figure: return FigureWords(before, move);
    case ActionType::Skip:
      return i18n::T(before.decision == Decision::Figure ? "review.move.no-figure" : "review.move.pass");
    case ActionType::Abbey: return i18n::T("review.move.abbey");
    default: return i18n::T("review.move.other");
  }
}

std::string ReviewLineWords(const std::string& name, int turn, const std::string& made, double cost,
                            const std::string& best) {
  const long long points = std::max(1LL, std::llround(cost));
  return i18n::F("review.line", {{"name", name}, {"turn", turn}, {"made", made}, {"points", points}, {"best", best}});
}

}  // namespace carc::ui
