#include "ui/base/palette.h"

namespace carc::ui::palette {

ImU32 PlayerColor(std::string_view name) {
  if (name == "red") return IM_COL32(214, 40, 40, 255);
  if (name == "blue") return IM_COL32(40, 96, 224, 255);
  if (name == "green") return IM_COL32(20, 150, 60, 255);
  if (name == "yellow") return IM_COL32(250, 208, 30, 255);
  if (name == "black") return IM_COL32(28, 28, 30, 255);
  return IM_COL32(150, 150, 158, 255);
}

ImU32 PlayerOutline(std::string_view name) {
  return name == "black" ? IM_COL32(235, 235, 235, 255) : IM_COL32(20, 20, 20, 255);
}

PlayerMark PlayerMarkOf(std::string_view name) {
  if (name == "red") return PlayerMark::Dot;
  if (name == "blue") return PlayerMark::Bar;
  if (name == "green") return PlayerMark::Triangle;
  if (name == "yellow") return PlayerMark::Plus;
  if (name == "black") return PlayerMark::Ring;
  return PlayerMark::Cross;
}

const char* PlayerMarkName(PlayerMark m) {
  switch (m) {
    case PlayerMark::None: return "none";
    case PlayerMark::Dot: return "dot";
    case PlayerMark::Bar: return "bar";
    case PlayerMark::Triangle: return "triangle";
    case PlayerMark::Plus: return "plus";
    case PlayerMark::Ring: return "ring";
    case PlayerMark::Cross: return "cross";
  }
  return "none";
}

ImVec4 ToVec4(ImU32 c) { return ImGui::ColorConvertU32ToFloat4(c); }

}  // namespace carc::ui::palette
