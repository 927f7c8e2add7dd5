#include "ui/text/refusal_words.h"

#include <vector>

#include "carc/explain.h"
#include "i18n/i18n.h"
#include "ui/text/names.h"

namespace carc::ui {
namespace {

const char* SideName(int side) {
  static const char* const kNames[4] = {"north", "east", "south", "west"};
  return side >= 0 && side < 4 ? kNames[side] : "west";
}

// The expansions' reasons (Module::RefusalReason ids) and their words; keys written out in full.
struct RuleWords {
  std::string_view rule;
  const char* key;
};
constexpr RuleWords kRules[] = {
    {"river-not-at-end", "explain.river-not-at-end"}, {"river-not-joined", "explain.river-not-joined"},
    {"river-blocked", "explain.river-blocked"},       {"river-boxed-in", "explain.river-boxed-in"},
    {"river-same-turn", "explain.river-same-turn"},
};

}  // namespace

std::string PlacementRefusalText(const GameState& s, const TileDef& t, Pos p, int rot) {
  const PlacementVerdict v = ExplainPlacement(s, t, p, rot);
  switch (v.kind) {
    case PlacementVerdict::Kind::Fits: return "";
    case PlacementVerdict::Kind::SquareTaken: return i18n::T("explain.taken");
    case PlacementVerdict::Kind::NotAdjacent: return i18n::T("explain.not-adjacent");
    case PlacementVerdict::Kind::EdgeMismatch:
      return i18n::F("explain.edge", {{"side", SideName(v.side)},
                                      {"mine", std::string(EdgeTypeName(v.tile_edge))},
                                      {"theirs", std::string(EdgeTypeName(v.neighbour_edge))}});
    case PlacementVerdict::Kind::ExpansionRule:
      for (const RuleWords& r : kRules)
        if (r.rule == v.rule) return i18n::T(r.key);
      return i18n::T("explain.rule");
  }
  return i18n::T("explain.rule");
}

std::string FigureRefusalText(const GameState& s, int feature) {
  const FigureVerdict v = ExplainFigure(s, feature);
  switch (v.kind) {
    case FigureVerdict::Kind::Fits:
    case FigureVerdict::Kind::NotNow: return "";
    case FigureVerdict::Kind::NothingStands: return i18n::T("explain.figure.river");
    case FigureVerdict::Kind::NoFigureLeft: return i18n::T("explain.figure.none-left");
    case FigureVerdict::Kind::Occupied: {
      std::vector<std::string> holders;
      for (int i : v.holders) {
        const Figure& f = s.figures[static_cast<size_t>(i)];
        holders.push_back(i18n::F("explain.holder", {{"name", PlayerName(s, f.owner)},
                                                     {"figure", std::string(FigureKindName(f.kind))}}));
      }
      return i18n::F("explain.figure.occupied",
                     {{"feature", std::string(FeatureTypeName(v.feature))}, {"list", JoinNames(holders)}});
    }
  }
  return "";
}

}  // namespace carc::ui
