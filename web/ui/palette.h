#pragma once
// Colours of the board and of the players (setup.h kColors order: red blue green yellow black grey).
#include <imgui.h>

#include <string_view>

namespace carc::ui::palette {

constexpr ImU32 kBackground = IM_COL32(58, 78, 48, 255);   // the table around the tiles
constexpr ImU32 kField = IM_COL32(128, 170, 74, 255);
constexpr ImU32 kFieldDark = IM_COL32(104, 146, 60, 255);
constexpr ImU32 kCity = IM_COL32(196, 150, 92, 255);
constexpr ImU32 kCityRoof = IM_COL32(170, 96, 62, 255);
constexpr ImU32 kWall = IM_COL32(92, 72, 58, 255);
constexpr ImU32 kRoad = IM_COL32(236, 226, 198, 255);
constexpr ImU32 kRoadEdge = IM_COL32(120, 104, 82, 255);
constexpr ImU32 kRiver = IM_COL32(70, 140, 220, 255);
constexpr ImU32 kRiverEdge = IM_COL32(40, 90, 160, 255);
constexpr ImU32 kStone = IM_COL32(170, 166, 156, 255);
constexpr ImU32 kStoneDark = IM_COL32(96, 92, 88, 255);
constexpr ImU32 kMonastery = IM_COL32(222, 204, 170, 255);
constexpr ImU32 kMonasteryRoof = IM_COL32(178, 58, 44, 255);
constexpr ImU32 kCoat = IM_COL32(40, 80, 190, 255);
constexpr ImU32 kWhite = IM_COL32(250, 250, 245, 255);
constexpr ImU32 kInk = IM_COL32(30, 28, 24, 255);
constexpr ImU32 kTileEdge = IM_COL32(40, 52, 32, 120);
constexpr ImU32 kLegal = IM_COL32(255, 236, 120, 90);
constexpr ImU32 kLegalEdge = IM_COL32(255, 230, 90, 230);
constexpr ImU32 kBad = IM_COL32(230, 60, 50, 255);
constexpr ImU32 kHighlight = IM_COL32(255, 240, 80, 255);

// The six player colours, by setup name; unknown names fall back to grey.
ImU32 PlayerColor(std::string_view name);
// A colour that reads on top of PlayerColor(name) (outline of a figure, text on a chip).
ImU32 PlayerOutline(std::string_view name);
ImVec4 ToVec4(ImU32 c);

// Each player colour also has its own symbol, drawn on that player's figures, so that people who do not
// tell red from green (or any other two colours) tell the figures apart by shape.
// Shapes that differ in outline, not only in size: a dot, a bar, a triangle, a plus, a ring, a cross.
enum class PlayerMark { None, Dot, Bar, Triangle, Plus, Ring, Cross };
const char* PlayerMarkName(PlayerMark m);  // tests: "dot", "bar", ...
PlayerMark PlayerMarkOf(std::string_view name);

}  // namespace carc::ui::palette
