#include "app/keyboard_play.h"

#include <imgui.h>
#include <imgui_internal.h>  // the keyboard focus of ImGui's navigation

#include <cstring>

#include "ui/board/board_view.h"
#include "ui/screens/dialog.h"

namespace carc::ui {

bool KeyboardPlay::TakesKey(const SDL_Event& e, bool game_on_screen) const {
  if (e.type != SDL_KEYDOWN) return false;
  const SDL_Keycode k = e.key.keysym.sym;
  const bool ctrl = (e.key.keysym.mod & (KMOD_CTRL | KMOD_GUI)) != 0;
  const bool board_key = k == SDLK_LEFT || k == SDLK_RIGHT || k == SDLK_UP || k == SDLK_DOWN || k == SDLK_RETURN ||
                         k == SDLK_KP_ENTER || k == SDLK_SPACE || (k == SDLK_TAB && !ctrl);
  if (!board_key || !game_on_screen || AnyDialogOpen() || ImGui::GetIO().WantTextInput) return false;
  // A player who took ImGui's keyboard focus into a panel (Ctrl+Tab) moves there with the arrows and
  // presses its buttons with Space, until Escape gives the keys back to the board.
  const ImGuiContext& g = *GImGui;
  if (PanelHasKeys() || g.NavWindowingTarget) return false;
  if (g.NavWindow && g.NavId != 0 && !g.NavDisableHighlight && std::strcmp(g.NavWindow->Name, "##main") != 0)
    return false;
  return true;
}

bool KeyboardPlay::PanelHasKeys() const {
  if (!panel_keys_) return false;
  const ImGuiWindow* nav = GImGui->NavWindow;
  return nav && (std::strcmp(nav->RootWindow->Name, "##side") == 0 || std::strcmp(nav->RootWindow->Name, "##top") == 0);
}

void KeyboardPlay::FocusPanel(bool wide) {
  // The panel gets ImGui's keyboard focus with its first button highlighted: arrows move, Space
  // presses, Escape gives the keys back.
  ImGuiWindow* panel = ImGui::FindWindowByName(wide ? "##side" : "##top");
  if (!panel) return;
  ImGui::FocusWindow(panel);
  ImGui::NavInitWindow(panel, true);
  GImGui->NavDisableHighlight = false;
  panel_keys_ = true;
}

bool KeyboardPlay::BeforeBoard(const TurnOptions& opts, int version, bool person_decides, bool clicked_board,
                               BoardView& board, TurnInHand& turn) {
  if (clicked_board) keys_.Show(false);
  Follow(opts, version, person_decides, turn);
  const bool keys_on = keys_.Shown() && person_decides;
  if (keys_on && keys_.Cursor() && keys_.Cursor() != kept_in_view_) {  // the cursor moved: show it
    board.KeepInView(*keys_.Cursor());
    kept_in_view_ = keys_.Cursor();
  }
  if (keys_on && opts.decision == Decision::Floors && keys_.Choice() >= 0 &&
      keys_.Choice() < static_cast<int>(opts.floors.size()))
    turn.marked_towers = opts.floors[static_cast<size_t>(keys_.Choice())].towers;
  return keys_on;
}

void KeyboardPlay::Follow(const TurnOptions& opts, int version, bool may_decide, TurnInHand& turn) {
  keys_.Follow(opts, version);
  if (keys_.Shown() && may_decide && opts.decision == Decision::Place) turn.rot = keys_.FitRotation(opts, turn.rot);
}

bool KeyboardPlay::PanelTakesKeys(const std::vector<int>& pressed) {
  if (PanelHasKeys()) {  // the panel's buttons have the arrows, Space and Enter (ImGui's navigation)
    for (int k : pressed)
      if (k == SDLK_ESCAPE) panel_keys_ = false;
    return true;
  }
  panel_keys_ = false;
  return false;
}

bool KeyboardPlay::HandleKey(int key, bool shift, const TurnOptions& opts, bool my_turn, bool on_cursor,
                             TurnInHand& turn, HudOutput* hud) {
  auto arrow = [&](int dx, int dy) {
    if (!my_turn) return;
    if (keys_.Shown()) keys_.Move(opts, dx, dy);
    keys_.Show(true);
    turn.rot = keys_.FitRotation(opts, turn.rot);
  };
  switch (key) {
    case SDLK_LEFT: arrow(-1, 0); return true;
    case SDLK_RIGHT: arrow(1, 0); return true;
    case SDLK_UP: arrow(0, -1); return true;
    case SDLK_DOWN: arrow(0, 1); return true;
    case SDLK_TAB:
      if (my_turn) keys_.Show(true), keys_.NextChoice(opts, shift ? -1 : 1);
      return true;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
      if (!my_turn) return true;
      if (opts.take_second_tile) {  // the offer's default: take the builder's second tile
        hud->apply = *opts.take_second_tile;
      } else if (!keys_.Shown()) {
        keys_.Show(true);  // the first Enter shows where the keys point
      } else if (auto a = keys_.Confirm(opts, turn.rot)) {
        hud->apply = a;
      }
      return true;
    // R on the keyboard's square turns the tile among the rotations that fit there.
    case SDLK_r:
      if (on_cursor) turn.rot = keys_.Rotate(opts, turn.rot, shift ? -1 : 1);
      else hud->rotate += shift ? -1 : 1;
      return true;
    case SDLK_e:
      if (on_cursor) turn.rot = keys_.Rotate(opts, turn.rot, -1);
      else hud->rotate -= 1;
      return true;
    default: return false;
  }
}

}  // namespace carc::ui
