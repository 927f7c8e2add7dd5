#pragma once
// Colours of the board and of the players (setup.h kColors order: red blue green yellow black grey).
#include <imgui.h>

#include <string_view>

namespace carc::ui::palette {

// The board's colours (web/ui/art/ART.md): a fresh meadow green, warm sand for streets and roads, grey-beige
// stone, terracotta roofs, a clear river blue; the table a dark walnut so the tiles stand out from it.
constexpr ImU32 kBackground = IM_COL32(66, 44, 30, 255);   // the table around the tiles (its darkest tone)
constexpr ImU32 kTable = IM_COL32(96, 64, 42, 255);
constexpr ImU32 kTableLight = IM_COL32(122, 84, 54, 255);
constexpr ImU32 kTableGrain = IM_COL32(58, 38, 24, 255);
// Fields
constexpr ImU32 kField = IM_COL32(124, 170, 72, 255);
constexpr ImU32 kFieldLight = IM_COL32(150, 190, 86, 255);
constexpr ImU32 kFieldDark = IM_COL32(100, 148, 58, 255);
constexpr ImU32 kTuft = IM_COL32(78, 124, 46, 255);
constexpr ImU32 kBush = IM_COL32(66, 116, 48, 255);
constexpr ImU32 kBushLight = IM_COL32(104, 154, 64, 255);
constexpr ImU32 kTree = IM_COL32(50, 98, 44, 255);
constexpr ImU32 kTreeLight = IM_COL32(88, 142, 58, 255);
constexpr ImU32 kPlot = IM_COL32(196, 188, 98, 255);
constexpr ImU32 kPlotLine = IM_COL32(160, 150, 72, 255);
// Roads
constexpr ImU32 kRoad = IM_COL32(234, 222, 188, 255);
constexpr ImU32 kRoadEdge = IM_COL32(138, 116, 84, 255);
constexpr ImU32 kRoadRut = IM_COL32(200, 184, 146, 255);
constexpr ImU32 kVerge = IM_COL32(160, 176, 90, 255);
// The river
constexpr ImU32 kRiver = IM_COL32(64, 138, 210, 255);
constexpr ImU32 kRiverLight = IM_COL32(134, 192, 238, 255);
constexpr ImU32 kRiverEdge = IM_COL32(40, 96, 166, 255);
constexpr ImU32 kRiverBank = IM_COL32(96, 128, 60, 255);
constexpr ImU32 kSand = IM_COL32(212, 200, 150, 255);
// Cities
constexpr ImU32 kCity = IM_COL32(214, 190, 144, 255);       // streets and squares
constexpr ImU32 kCityShade = IM_COL32(190, 164, 120, 255);
constexpr ImU32 kCityRoof = IM_COL32(184, 80, 56, 255);
constexpr ImU32 kWall = IM_COL32(200, 190, 166, 255);       // the wall's top, in stone
constexpr ImU32 kWallDark = IM_COL32(112, 102, 88, 255);    // its outer face and the top line
constexpr ImU32 kCoat = IM_COL32(36, 82, 190, 255);
constexpr ImU32 kCoatRim = IM_COL32(246, 238, 212, 255);
// Buildings
constexpr ImU32 kStone = IM_COL32(176, 172, 162, 255);
constexpr ImU32 kStoneDark = IM_COL32(104, 100, 94, 255);
constexpr ImU32 kStoneLight = IM_COL32(214, 210, 200, 255);
constexpr ImU32 kMonastery = IM_COL32(238, 226, 198, 255);  // lime-washed walls
constexpr ImU32 kMonasteryShade = IM_COL32(200, 184, 156, 255);
constexpr ImU32 kMonasteryRoof = IM_COL32(182, 60, 44, 255);
constexpr ImU32 kSlate = IM_COL32(84, 96, 118, 255);
constexpr ImU32 kWood = IM_COL32(128, 88, 56, 255);
constexpr ImU32 kWhite = IM_COL32(250, 250, 245, 255);
constexpr ImU32 kInk = IM_COL32(30, 28, 24, 255);
constexpr ImU32 kTileEdge = IM_COL32(40, 52, 32, 120);
// Marks over the board
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
