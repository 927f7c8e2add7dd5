#pragma once
// The Share popup: the game's link in a read-only field, Copy (clipboard, or a page field to copy
// from where the browser refuses), and the system share sheet where the browser has one.
#include <imgui.h>

#include <string>

namespace carc::ui {

class ShareView {
 public:
  // Opens the popup with `link` (built by BuildShareLink).
  void Open(std::string link);
  bool Visible() const { return visible_; }
  const std::string& Link() const { return link_; }
  // Draws the popup centred in [pos, pos+size) while visible. `hot_seat`: every seat plays on this
  // device so far; then the popup offers to say which player this device is (true when pressed).
  bool Draw(ImVec2 pos, ImVec2 size, bool hot_seat = false);

 private:
  std::string link_;
  bool visible_ = false;
  bool copy_pressed_ = false;
};

}  // namespace carc::ui
