#include "review/review_words.h"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

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

// The road, city or monastery a placement closes, by name ("city"), or empty: the placement applied
// to a copy, then its figure step (`then`, or no figure) - features are scored once the figure step
// is over. What the move did for the player is in the sentence's points; this says what it was.
std::string ClosedFeature(const GameState& before, const Action& place, const Action* then) {
  GameState s = before;
  Events events;
  if (Apply(s, place, &events)) return "";
  if (!IsOver(s) && s.decision == Decision::Figure) {
    Action skip;  // ActionType::Skip
    if (Apply(s, then && then->type == ActionType::Figure ? *then : skip, &events)) return "";
  }
  for (const nlohmann::json& e : events)
    if (e.value("type", "") == "completed" && e.contains("feature") && e["feature"].is_string())
      return e["feature"].get<std::string>();
  return "";
}

}  // namespace

std::string ReviewMoveWords(const GameState& before, const Action& move, const Action* then, bool best) {
  switch (move.type) {
    case ActionType::Place: {
      std::string place = i18n::T(best ? "review.move.place-elsewhere" : "review.move.place");
      if (const std::string closed = ClosedFeature(before, move, then); !closed.empty())
        place = i18n::F("review.move.closes", {{"place", place}, {"feature", closed}});
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
