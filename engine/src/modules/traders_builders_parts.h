#pragma once
// Traders & Builders, third edition (RULES-inns-traders.md §2): the parts of the module, one file
// each (builder.cpp, goods.cpp, pig.cpp); traders_builders.cpp wires them to the Module hooks.
// Internal to the engine.
#include <vector>

#include "carc/module.h"

namespace carc::tb {

// Whether a figure of this kind is a follower: what a builder or a pig needs beside it on its
// feature. ASSUMPTION (§2.3, [MJH]): a mayor or a wagon is one (a meeple, a large meeple too).
bool IsFollower(FigureKind k);
// Figure-step options: `kind` on each feature of the tile just placed whose type `fits` and that
// holds a follower of the current player (a builder beside its road or city, a pig beside its farmer).
void AddCompanionActions(const GameState& s, FigureKind kind, bool (*fits)(FeatureType), std::vector<Action>& out);

// --- Builder (builder.cpp) ----------------------------------------------------------------------
bool BuilderFits(FeatureType t);
// A turn begins: its first tile.
void StartTurn(GameState& s);
// A tile was placed: note whether it extended a road or city holding the current player's builder.
void NoteExtension(GameState& s);
// The placement is over: whether the player draws a second tile (the builder's double turn), or, under
// ruleset 7, is offered it first.
ExtraTile SecondTile(GameState& s, Events* ev);
// Ruleset 7: the offer waits for the player's answer (decision "second-tile").
bool PendingSecondTile(GameState& s);
void AddSecondTileActions(const GameState& s, std::vector<Action>& out);
// The answer: take the tile (drawn when the turn machine asks again) or leave it (the turn ends).
bool AnswerSecondTile(GameState& s, const Action& a, Events* ev);

// --- Goods (goods.cpp) --------------------------------------------------------------------------
// Completed cities: the player who completed them takes their goods.
void TakeGoods(GameState& s, const std::vector<Completed>& done, Events* ev);
// Game end: 10 points per kind of goods to the players with the most tokens of it.
void FinalGoods(GameState& s, Events* ev);

// --- Pig (pig.cpp) ------------------------------------------------------------------------------
bool PigFits(FeatureType t);
// A field was scored: each winner with a pig there scores 1 more per completed city.
void PigBonus(GameState& s, int root, const std::vector<int>& winners, int cities, Events* ev);

}  // namespace carc::tb
