#pragma once
// Abbey & Mayor (RULES.md §4): the parts of the module, one file each (abbey.cpp, wagon.cpp,
// barn.cpp); abbey_mayor.cpp wires them to the Module hooks. Internal to the engine.
#include <vector>

#include "carc/module.h"

namespace carc::am {

// --- Abbey (abbey.cpp) ------------------------------------------------------------------------
// The abbey tile (it is in no stack: each player holds one).
bool IsAbbeyTile(const TileDef& t);
// Whether the empty square p has a tile on each of its four sides: where the abbey may go.
bool IsHole(const GameState& s, Pos p);
// Empty squares whose four orthogonal neighbours all hold a tile, sorted by y, x.
std::vector<Pos> AbbeyHoles(const GameState& s);
// The outlook (carc/outlook.h): the abbeys that may still be placed (Module::HeldTiles), and whether
// the abbey may go on open square p once its empty sides are filled (Module::AllowsLater).
void AbbeysToCome(const GameState& s, std::vector<TileCopies>& out);
bool AbbeyFitsLater(const GameState& s, Pos p, const FillOutlook& later);
// Turn start: offer the abbey instead of the draw when the current player has one and a hole exists.
void OfferAbbey(GameState& s);
// The last tile was played: queue the end-of-game abbey round.
void StartEndRound(GameState& s);
// Claims the Abbey or EndAbbey decision when one is due.
bool PendingAbbey(GameState& s);
void AddAbbeyActions(const GameState& s, std::vector<Action>& out);
bool ApplyAbbey(GameState& s, const Action& a, Events* ev);

// --- Wagon (wagon.cpp) ------------------------------------------------------------------------
// A wagon left the board after its feature was scored: keep it for a move if it has a target.
bool FreeWagon(GameState& s, const Figure& f);
bool PendingWagonDecision(GameState& s);
void AddWagonActions(const GameState& s, std::vector<Action>& out);
bool ApplyWagon(GameState& s, const Action& a, Events* ev);

// --- Barn (barn.cpp) --------------------------------------------------------------------------
void AddBarnActions(const GameState& s, std::vector<Action>& out);
bool ApplyBarn(GameState& s, const Action& a, Events* ev);
// Scoring step, after roads, cities and monasteries: barn placement (ruleset 1 only; later
// rulesets score it when the barn is placed, ApplyBarn), then barn connection.
void ScoreBarnEffects(GameState& s, Events* ev);
// Game end: each barn field pays 4 per completed city to the players with the most barns there.
void FinalBarnScoring(GameState& s, Events* ev);

}  // namespace carc::am
