#pragma once
// Named screen rectangles of widgets, recorded each frame, so that tests (and the script API's
// debug.widgets()) can find where to click. Coordinates are ImGui's = CSS pixels on the web.
#include <imgui.h>

#include <string>

#include <nlohmann/json_fwd.hpp>

namespace carc::ui::marks {

void BeginFrame();                 // forget the previous frame's marks
void MarkLastItem(const std::string& name);  // the rectangle of the last ImGui item
void Mark(const std::string& name, ImVec2 min, ImVec2 max);  // a rectangle drawn some other way
nlohmann::json All();              // {name: {x, y, w, h, cx, cy}} of the last complete frame

}  // namespace carc::ui::marks
