#pragma once
// Dialogs (saved games, share, game over, continue?, how to play...): one look and one behaviour.
// A dialog is centred in the area given, has the theme's title bar, closes with Escape (and its
// close button) and presses its default button with Enter. While a dialog is open the game's own
// keys are off (App::HandleKeys asks AnyDialogOpen()).
#include <imgui.h>

#include <string_view>

namespace carc::ui {

struct DialogSpec {
  std::string_view title;  // shown in the title bar (the player's language)
  std::string_view id;     // stable window id (never translated)
  ImVec2 area_pos, area_size;
  float width = 520;       // at most; shrinks to the area
  float height = 0;        // 0: fits its content
  bool closable = true;    // a close button and Escape
  bool modal_dim = false;  // darken what is behind (dialogs that must be answered)
};

// Begins the dialog; *open is set to false when the player closes it. Always call EndDialog().
void BeginDialog(const DialogSpec& spec, bool* open);
void EndDialog();
// A button of the dialog; `is_default` makes Enter press it too (when no text field has the keys).
bool DialogButton(std::string_view label, std::string_view id, bool is_default = false, ImVec2 size = ImVec2(0, 0));

// Frame bookkeeping (App::Frame): dialogs drawn this frame, so the game's keys stay off under them.
void BeginDialogFrame();
bool AnyDialogOpen();  // a dialog was drawn in this or the previous frame

}  // namespace carc::ui
