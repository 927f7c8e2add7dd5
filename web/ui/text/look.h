#pragma once
// Fonts and theme. Text is Inter (ui/text/fonts.h) in four roles, rasterized at the screen's pixel density
// and drawn back at 1:1, so it is crisp at device pixel ratios 1 to 3 (and again after the ratio
// changes: browser zoom, another monitor). One theme for every panel, dialog, tooltip and button,
// in the board's colours (ui/base/palette.h).
#include <imgui.h>

struct SDL_Window;

namespace carc::ui {

enum class FontRole { Body, Bold, Title, Small };

// At the start, after ExpectLanguageTexts: the fonts built for the window's pixel density, and the theme.
void SetUpLook(SDL_Window* window);
// The language in use changed (and at the start, before SetUpLook): the font atlas asks for the blocks
// of characters its texts use, so the fonts are built with them before its texts are drawn.
void ExpectLanguageTexts();
// Call between frames (before NewFrame): rebuilds the fonts when the pixel density changed.
void UpdateLook(SDL_Window* window);
ImFont* Font(FontRole role);
// Buttons, boxes and scrollbars sized for a finger (44 CSS px, Apple's and Google's guides) on a
// touch screen, for a mouse otherwise; between frames, on a change only.
void SizeForFingers(bool touch);

// Scoped font: ui::WithFont f(FontRole::Title); ... (pops at the end of the scope).
class WithFont {
 public:
  explicit WithFont(FontRole role) { ImGui::PushFont(Font(role)); }
  ~WithFont() { ImGui::PopFont(); }
  WithFont(const WithFont&) = delete;
  WithFont& operator=(const WithFont&) = delete;
};

}  // namespace carc::ui
