#pragma once
// Figures in player colours, drawn with vector shapes: meeple (standing, or lying as a farmer), mayor,
// wagon, barn; and a tower with its floors (Tower & Thieves).
#include <imgui.h>

#include "carc/action.h"

namespace carc::ui {

// `centre` is the figure's foot-print centre; `h` its height in pixels.
void DrawMeeple(ImDrawList* dl, ImVec2 centre, float h, ImU32 fill, ImU32 outline, bool lying = false);
void DrawMayor(ImDrawList* dl, ImVec2 centre, float h, ImU32 fill, ImU32 outline);
void DrawWagon(ImDrawList* dl, ImVec2 centre, float h, ImU32 fill, ImU32 outline);
void DrawBarn(ImDrawList* dl, ImVec2 centre, float h, ImU32 fill, ImU32 outline);
void DrawFigure(ImDrawList* dl, FigureKind kind, ImVec2 centre, float h, ImU32 fill, ImU32 outline, bool lying);
// A built tower (`floors` > 0) at `centre`, its height growing with the floors, the count written on it.
// Returns the point where a watchman stands.
ImVec2 DrawTower(ImDrawList* dl, ImVec2 centre, float tile_px, int floors);

}  // namespace carc::ui
