#pragma once
// Figures in player colours, drawn with vector shapes (web/ui/art/ART.md): a dark outline, a small shadow
// towards the south-east, the player's symbol on the body; each kind with a silhouette of its own so that
// it reads without colour - the meeple (standing, or lying as a farmer), the mayor (a long robe and a
// tall hat), the wagon (two wheels and a canvas cover), the barn (a gambrel roof and a braced door), the
// watchman (a meeple with a spear, on a tower), the large meeple (bigger, two symbols), the builder (a hammer
// and a work hat), the pig; and a tower with its floors (Tower & Thieves).
#include <imgui.h>

#include "carc/action.h"
#include "ui/base/palette.h"

namespace carc::ui {

// `centre` is the figure's foot-print centre; `h` its height in pixels. `mark`: the player's symbol
// (palette::PlayerMarkOf), drawn on the body in a colour that reads on `fill`.
using palette::PlayerMark;
void DrawMeeple(ImDrawList* dl, ImVec2 centre, float h, ImU32 fill, ImU32 outline, bool lying = false,
                PlayerMark mark = PlayerMark::None);
void DrawMayor(ImDrawList* dl, ImVec2 centre, float h, ImU32 fill, ImU32 outline, PlayerMark mark = PlayerMark::None);
void DrawWagon(ImDrawList* dl, ImVec2 centre, float h, ImU32 fill, ImU32 outline, PlayerMark mark = PlayerMark::None);
void DrawBarn(ImDrawList* dl, ImVec2 centre, float h, ImU32 fill, ImU32 outline, PlayerMark mark = PlayerMark::None);
// Inns & Cathedrals' large meeple (a third bigger, two symbols: it counts as two), Traders & Builders'
// builder (a hammer and a work hat) and pig (four legs, a snout, a curled tail).
void DrawLargeMeeple(ImDrawList* dl, ImVec2 centre, float h, ImU32 fill, ImU32 outline, bool lying = false,
                     PlayerMark mark = PlayerMark::None);
void DrawBuilder(ImDrawList* dl, ImVec2 centre, float h, ImU32 fill, ImU32 outline, PlayerMark mark = PlayerMark::None);
void DrawPig(ImDrawList* dl, ImVec2 centre, float h, ImU32 fill, ImU32 outline, PlayerMark mark = PlayerMark::None);
// A meeple on watch on a tower: `top` is where it stands (DrawTower's result).
void DrawWatchman(ImDrawList* dl, ImVec2 top, float h, ImU32 fill, ImU32 outline, PlayerMark mark = PlayerMark::None);
void DrawFigure(ImDrawList* dl, FigureKind kind, ImVec2 centre, float h, ImU32 fill, ImU32 outline, bool lying,
                PlayerMark mark = PlayerMark::None);
// The symbol alone, `r` its half size (the HUD's chips, the legend).
void DrawPlayerMark(ImDrawList* dl, ImVec2 centre, float r, PlayerMark mark, ImU32 fill);
// A built tower (`floors` > 0) at `centre`, its height growing with the floors, the count written on it.
// Returns the point where a watchman stands.
ImVec2 DrawTower(ImDrawList* dl, ImVec2 centre, float tile_px, int floors);

}  // namespace carc::ui
