#include "ui/base/marks.h"

#include <nlohmann/json.hpp>

namespace carc::ui::marks {
namespace {
nlohmann::json g_current = nlohmann::json::object();
nlohmann::json g_last = nlohmann::json::object();
}  // namespace

void BeginFrame() {
  g_last = std::move(g_current);
  g_current = nlohmann::json::object();
}

void MarkLastItem(const std::string& name) { Mark(name, ImGui::GetItemRectMin(), ImGui::GetItemRectMax()); }

void Mark(const std::string& name, ImVec2 a, ImVec2 b) {
  g_current[name] = {{"x", a.x}, {"y", a.y}, {"w", b.x - a.x}, {"h", b.y - a.y},
                     {"cx", (a.x + b.x) * 0.5f}, {"cy", (a.y + b.y) * 0.5f}};
}

nlohmann::json All() { return g_last; }

}  // namespace carc::ui::marks
