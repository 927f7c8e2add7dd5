#include "ui/screens/dialog.h"

#include <algorithm>
#include <string>

#include "ui/base/palette.h"
#include "ui/base/touch.h"
#include "ui/text/text.h"

namespace carc::ui {
namespace {

int g_drawn_now = 0, g_drawn_before = 0;
bool g_enter_taken = false;  // one Enter presses one default button

bool KeyPressed(ImGuiKey key) { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(key), false); }

}  // namespace

void BeginDialogFrame() {
  g_drawn_before = g_drawn_now;
  g_drawn_now = 0;
  g_enter_taken = false;
}

bool AnyDialogOpen() { return g_drawn_now > 0 || g_drawn_before > 0; }

void BeginDialog(const DialogSpec& spec, bool* open) {
  ++g_drawn_now;
  const float w = std::min(spec.area_size.x - 16.0f, spec.width);
  const ImVec2 centre(spec.area_pos.x + spec.area_size.x * 0.5f, spec.area_pos.y + spec.area_size.y * 0.5f);
  if (spec.modal_dim) {
    ImGui::GetBackgroundDrawList()->AddRectFilled(
        spec.area_pos, ImVec2(spec.area_pos.x + spec.area_size.x, spec.area_pos.y + spec.area_size.y),
        IM_COL32(0, 0, 0, 90));
  }
  ImGui::SetNextWindowPos(centre, ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  if (spec.height > 0) {
    ImGui::SetNextWindowSize(ImVec2(w, std::min(spec.area_size.y - 16.0f, spec.height)), ImGuiCond_Always);
  } else {
    ImGui::SetNextWindowSizeConstraints(ImVec2(w, 0), ImVec2(w, spec.area_size.y - 16.0f));
  }
  ImGui::SetNextWindowFocus();
  ImGuiWindowFlags flags = ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove;
  if (spec.height <= 0) flags |= ImGuiWindowFlags_AlwaysAutoResize;
  const std::string label = Label(ForImGui(spec.title), spec.id);
  ImGui::Begin(label.c_str(), spec.closable ? open : nullptr, flags);
  RecordText(spec.title, ImGui::GetWindowPos(),
             ImVec2(ImGui::GetWindowPos().x + ImGui::GetWindowWidth(), ImGui::GetWindowPos().y + ImGui::GetFrameHeight()));
  if (spec.closable && open && !ImGui::GetIO().WantTextInput && KeyPressed(ImGuiKey_Escape)) *open = false;
  DragToScroll(false);  // a dialog taller than the screen scrolls under a finger (touch.h)
}

void EndDialog() { ImGui::End(); }

bool DialogButton(std::string_view label, std::string_view id, bool is_default, ImVec2 size) {
  if (is_default) {
    // The default button stands out (gold edge) so Enter's effect is visible.
    ImGui::PushStyleVar(ImGuiStyleVar_FrameBorderSize, 1.5f);
    ImGui::PushStyleColor(ImGuiCol_Border, palette::ToVec4(palette::kHighlight));
  }
  bool pressed = Button(label, id, size);
  if (is_default) {
    ImGui::PopStyleColor();
    ImGui::PopStyleVar();
    const bool enter = KeyPressed(ImGuiKey_Enter) || KeyPressed(ImGuiKey_KeyPadEnter);
    if (!pressed && !g_enter_taken && enter && !ImGui::GetIO().WantTextInput) pressed = true;
    if (pressed) g_enter_taken = true;
  }
  return pressed;
}

}  // namespace carc::ui
