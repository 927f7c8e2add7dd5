#pragma once
// The figure targets' circles, moved apart so that none covers another: at a low zoom (or with a
// finger's larger circles) the spots of one tile lie closer than a circle is wide, and overlapping
// circles could neither be told apart nor tapped. Pure (tests/web/target_spread_test.cpp).
#include <imgui.h>

#include <vector>

namespace carc::ui {

// Circles of radius `r` centred at `at`, each moved the least so that no two are closer than
// 2r + gap: pairs that overlap are pushed apart along the line between them, round after round.
// Circles already apart stay where they are; the same input always gives the same places.
std::vector<ImVec2> SpreadCircles(const std::vector<ImVec2>& at, float r, float gap);

// Touch: circles of radius `r` for the spots `at` of a square tile (centre `centre`, half its side
// `half`), on a ring around it, wholly outside it: each in the direction of its spot from the tile's
// centre (a spot at the centre goes below), moved round the ring the least so that no two are closer
// than 2r + gap (the ring widens when they would not fit round it). The tile itself stays free for
// the tap that lays it (pick_figures.h).
std::vector<ImVec2> RingAround(const std::vector<ImVec2>& at, ImVec2 centre, float half, float r, float gap);

}  // namespace carc::ui
