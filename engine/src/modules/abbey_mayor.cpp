// Expansion module: Abbey & Mayor (RULES.md §4). The 12 land tiles come from the tile data (the core
// deals every land tile of an enabled set); this module adds the figures and their rules:
//   - the abbey (abbey.cpp): placed instead of drawing, in a one-tile hole; an end-of-game round;
//   - the mayor: cities only, strength = coats of arms of the whole city;
//   - the wagon (wagon.cpp): roads, cities, monasteries; moves after its feature is scored;
//   - the barn (barn.cpp): on four-field corners; scores farmers it meets, and fields at the end.
#include "abbey_mayor_parts.h"

#include <nlohmann/json.hpp>
#include "carc/rules.h"

namespace carc {
namespace {

class AbbeyMayorModule final : public Module {
 public:
  std::string_view Id() const override { return "abbey-mayor"; }

  void Setup(GameState& s) const override {
    for (PlayerState& p : s.players) {
      p.supply[static_cast<int>(FigureKind::Mayor)] = 1;
      p.supply[static_cast<int>(FigureKind::Wagon)] = 1;
      p.supply[static_cast<int>(FigureKind::Barn)] = 1;
      p.abbeys = 1;
    }
  }

  void OnTurnStart(GameState& s, Events*) const override { am::OfferAbbey(s); }

  // The abbey goes only into a hole (ApplyAbbey places it; this says the same to PlacementLegal and
  // the outlook).
  bool AllowsPlacement(const GameState& s, const TileDef& t, Pos p, int) const override {
    return !am::IsAbbeyTile(t) || am::IsHole(s, p);
  }
  bool RestrictsPlacement(const GameState&, const TileDef& t) const override { return am::IsAbbeyTile(t); }
  std::string_view RefusalReason(const GameState& s, const TileDef& t, Pos p, int rot) const override {
    return AllowsPlacement(s, t, p, rot) ? std::string_view() : std::string_view("abbey-not-enclosed");
  }
  void HeldTiles(const GameState& s, std::vector<TileCopies>& out) const override { am::AbbeysToCome(s, out); }
  bool AllowsLater(const GameState& s, const TileDef& t, Pos p, const FillOutlook& later) const override {
    return am::IsAbbeyTile(t) && am::AbbeyFitsLater(s, p, later);
  }

  void AddFigureActions(const GameState& s, std::vector<Action>& out) const override { am::AddBarnActions(s, out); }

  std::optional<bool> FigureFits(FigureKind k, FeatureType t) const override {
    switch (k) {
      case FigureKind::Mayor: return t == FeatureType::City;
      case FigureKind::Wagon: return t == FeatureType::Road || t == FeatureType::City || t == FeatureType::Monastery;
      case FigureKind::Barn: return false;  // only on corners, through AddFigureActions
      default: break;
    }
    return std::nullopt;
  }

  std::optional<int> Strength(const GameState& s, const Figure& f) const override {
    if (f.kind == FigureKind::Mayor && f.node >= 0) return s.regions.Root(f.node).coats;
    if (f.kind == FigureKind::Barn) return 0;  // barns never count in a farmer majority
    return std::nullopt;
  }

  void AfterFeatureScoring(GameState& s, Events* ev) const override { am::ScoreBarnEffects(s, ev); }

  bool OnFigureFreed(GameState& s, const Figure& f, Events*) const override { return am::FreeWagon(s, f); }

  bool PendingDecision(GameState& s) const override {
    // Wagons first: they belong to the turn that just scored, before any next turn or abbey round.
    return am::PendingWagonDecision(s) || am::PendingAbbey(s);
  }

  void AddActions(const GameState& s, std::vector<Action>& out) const override {
    am::AddWagonActions(s, out);
    am::AddAbbeyActions(s, out);
  }

  bool Apply(GameState& s, const Action& a, Events* ev) const override {
    return am::ApplyWagon(s, a, ev) || am::ApplyAbbey(s, a, ev) || am::ApplyBarn(s, a, ev);
  }

  void OnGameEnd(GameState& s, Events*) const override { am::StartEndRound(s); }

  void FinalScoring(GameState& s, Events* ev) const override { am::FinalBarnScoring(s, ev); }
};

}  // namespace

const Module& AbbeyMayorModuleInstance() {
  static const AbbeyMayorModule m;
  return m;
}

}  // namespace carc
