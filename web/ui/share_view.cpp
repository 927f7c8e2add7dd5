#include "ui/share_view.h"

#include <algorithm>

#include "platform.h"
#include "ui/marks.h"

namespace carc::ui {

void ShareView::Open(std::string link) {
  link_ = std::move(link);
  visible_ = true;
  copy_pressed_ = false;
}

void ShareView::Draw(ImVec2 pos, ImVec2 size) {
  if (!visible_) return;
  ImGui::SetNextWindowPos(ImVec2(pos.x + size.x * 0.5f, pos.y + size.y * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(std::min(size.x - 16, 560.0f), 0));
  ImGui::SetNextWindowFocus();
  bool open = true;
  ImGui::Begin("Share this game", &open,
               ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_AlwaysAutoResize);
  ImGui::TextWrapped(
      "Send this link: whoever opens it gets the game as it stands and can play on, then share it back. "
      "The game travels in the link only; it never reaches a server.");
  ImGui::SetNextItemWidth(-1);
  // ReadOnly: ImGui never writes into the buffer, and the size includes the terminator.
  ImGui::InputText("##link", link_.data(), link_.size() + 1, ImGuiInputTextFlags_ReadOnly | ImGuiInputTextFlags_AutoSelectAll);
  marks::MarkLastItem("share-link");
  if (ImGui::Button("Copy link")) {
    platform::CopyWithFallback(link_);
    copy_pressed_ = true;
  }
  marks::MarkLastItem("share-copy");
  if (platform::CanShareSheet()) {
    ImGui::SameLine();
    if (ImGui::Button("Share...")) platform::ShareSheet("Carcassonne", link_);
    marks::MarkLastItem("share-sheet");
  }
  ImGui::SameLine();
  if (ImGui::Button("Close")) open = false;
  marks::MarkLastItem("share-close");
  if (copy_pressed_) {
    switch (platform::CopyState()) {
      case 1: ImGui::TextDisabled("Copied to the clipboard."); break;
      case 2:
        ImGui::TextWrapped(
            "The browser did not allow the clipboard: the link is selected in the field at the top of the page, "
            "copy it from there (Ctrl+C, or a long press).");
        break;
      default: ImGui::TextDisabled("Copying..."); break;
    }
  }
  ImGui::TextDisabled("%zu characters", link_.size());
  ImGui::End();
  if (!open) visible_ = false;
}

}  // namespace carc::ui
