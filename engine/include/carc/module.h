#pragma once
// Expansion modules: each expansion is a Module whose hooks the turn machine calls at fixed points.
// The base placement, feature and scoring code never names an expansion; everything an expansion
// changes goes through one of these hooks. All hooks are optional.
#include <functional>
#include <optional>
#include <string_view>
#include <vector>

#include "carc/error.h"
#include "carc/state.h"

namespace carc {

// What a road or city is worth per tile and per coat of arms, and the mark that made it so ("inn"),
// for the score event; Module::Value.
struct FeatureValue {
  int per_unit = 0;
  std::string_view mark;
};

// A module's answer when the turn's placement is over (Module::AnotherTile).
enum class ExtraTile {
  None,     // no other tile: the turn ends
  Draw,     // the current player draws and places another tile now
  Offered,  // the player chooses first: the module claims that decision (PendingDecision) and applies
            // its answer (Apply); then the turn machine asks again
};

struct Completed {
  int root = 0;             // region root (roads, cities), or the node of a monastery
  FeatureType type = FeatureType::City;
};

// What the outlook (carc/outlook.h) tells Module::AllowsLater about the rest of the game.
struct FillOutlook {
  std::function<bool(Pos)> fillable;  // whether the empty square q may still take a tile of the stacks or the hand
  int tiles_left = 0;                 // tiles of the stacks and the hand still to come
};

class Module {
 public:
  virtual ~Module() = default;
  virtual std::string_view Id() const = 0;

  // New game: add figures to supplies, prepare stacks and module data. Runs after the base setup
  // built the land stack (before it is shuffled when no deck is given) and placed no tile yet.
  virtual void Setup(GameState&) const {}
  // The start tile, if this module replaces the base one (catalogue index), else -1.
  virtual int StartTile(const GameState&) const { return -1; }
  // Called when the start tile has been placed.
  virtual void OnStart(GameState&, Events*) const {}

  // A turn begins (before the draw). The module may offer a decision instead of drawing.
  virtual void OnTurnStart(GameState&, Events*) const {}
  // A tile was drawn into state.drawn (before placement); may change it or ask for a decision.
  virtual void OnTileDrawn(GameState&, Events*) const {}
  // The drawn tile has no legal placement: return true when the module dealt with it (put it back,
  // drew another); otherwise the base rule discards it and draws again.
  virtual bool OnUnplaceable(GameState&, Events*) const { return false; }
  // Extra placement rule for the drawn tile at (pos, rot), after edges matched.
  virtual bool AllowsPlacement(const GameState&, const TileDef&, Pos, int /*rot*/) const { return true; }
  // Whether AllowsPlacement may refuse some placement of tile t in this state. The placement search
  // (every frontier square x rotation) asks this once per tile and skips the per-candidate
  // AllowsPlacement calls when no module answers true. The default, true, is always correct.
  virtual bool RestrictsPlacement(const GameState&, const TileDef&) const { return true; }
  // Why AllowsPlacement refuses (pos, rot): a short reason id for the player's words (explain.h),
  // empty when it allows. Modules that know their reasons say them; the default names none.
  virtual std::string_view RefusalReason(const GameState& s, const TileDef& t, Pos p, int rot) const {
    return AllowsPlacement(s, t, p, rot) ? std::string_view() : std::string_view("expansion-rule");
  }
  // Tiles still to come that are in no stack and in no one's hand (the players' abbeys), added to
  // `out` for the outlook (carc/outlook.h); only those that may still be placed in this game.
  virtual void HeldTiles(const GameState&, std::vector<TileCopies>& /*out*/) const {}
  // The outlook asks this of a module whose AllowsPlacement refuses tile t on open square p in every
  // rotation whose edges fit: may it allow the tile there later, once more of the board is filled?
  // The default: no, the refusal holds (the river's: a river tile counts only where the river goes
  // on now; engine/docs/outlook.md says why that is enough).
  virtual bool AllowsLater(const GameState&, const TileDef&, Pos, const FillOutlook&) const { return false; }
  // A tile was placed (land, river, tower or abbey) as state.last_placed.
  virtual void OnTilePlaced(GameState&, Events*) const {}

  // Figure step: add the module's own options (barn corners, watchmen) to `out`.
  virtual void AddFigureActions(const GameState&, std::vector<Action>& /*out*/) const {}
  // A figure of this kind may stand on a feature of this type (the base allows meeples everywhere
  // but rivers, and knows no other figure): return a value to decide, nullopt to leave it to others.
  virtual std::optional<bool> FigureFits(FigureKind, FeatureType) const { return std::nullopt; }
  // Where a figure of this kind that the module places itself (through AddFigureActions) may go, in
  // words for a refused action ("a builder goes ..."); empty when the kind is not the module's.
  virtual std::string_view FigureRule(FigureKind) const { return {}; }
  // A figure's strength in the majority of its feature; nullopt = the base value (1; 0 for figures
  // that never count).
  virtual std::optional<int> Strength(const GameState&, const Figure&) const { return std::nullopt; }

  // A figure of this kind counts where figures are counted as meeples (the Watchtowers' meeple
  // symbol): nullopt to leave it to others (the base: every figure does).
  virtual std::optional<bool> CountsAsMeeple(FigureKind) const { return std::nullopt; }

  // The value of the road or city of region `root`, completed in play (complete) or open at the end:
  // nullopt = the base value (a road 1 per tile; a city 2 per tile and coat completed, 1 open).
  virtual std::optional<FeatureValue> Value(const GameState&, int /*root*/, FeatureType, bool /*complete*/) const {
    return std::nullopt;
  }
  // A field was scored for its farmers (at the end, or by a barn): `winners` scored `cities` completed
  // cities' worth. The module may add points of its own (the pig).
  virtual void OnFieldScored(GameState&, int /*root*/, const std::vector<int>& /*winners*/, int /*cities*/,
                             Events*) const {}

  // Scoring step: before any completed feature of this placement is scored (all of them are given).
  virtual void BeforeScoring(GameState&, const std::vector<Completed>&, Events*) const {}
  // After the completed features were scored, before their figures return.
  virtual void AfterFeatureScoring(GameState&, Events*) const {}
  // A figure is leaving the board because its feature was scored. Return true to keep it out of
  // the supply for now (a wagon about to move); the module then owns what happens to it.
  virtual bool OnFigureFreed(GameState&, const Figure&, Events*) const { return false; }

  // Pending decision of this module, if any: sets state.decision/decider and returns true.
  virtual bool PendingDecision(GameState&) const { return false; }
  virtual void AddActions(const GameState&, std::vector<Action>& /*out*/) const {}
  // Carries out an action of a decision this module owns (or a figure-step action it added). The
  // engine has already checked that the action is among LegalActions. Returns false if the action
  // is not this module's.
  virtual bool Apply(GameState&, const Action&, Events*) const { return false; }

  // The turn's placement is over (scored, wagons moved): whether the current player draws and places
  // another tile in the same turn (a builder's double turn). The module keeps count: the turn machine
  // asks again after every placement, and again after the player answered an offer.
  virtual ExtraTile AnotherTile(GameState&, Events*) const { return ExtraTile::None; }

  // The last tile has been played: the module may start an end-of-game round (decisions).
  virtual void OnGameEnd(GameState&, Events*) const {}
  // Final scoring, after the base features and fields.
  virtual void FinalScoring(GameState&, Events*) const {}
};

// Every module, in the order their hooks run.
const std::vector<const Module*>& AllModules();

}  // namespace carc
