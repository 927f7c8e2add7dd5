#pragma once
// Fonts and style: text rasterized at the screen's pixel density (crisp on high-DPI screens), sizes
// comfortable for fingers.
struct SDL_Window;

namespace carc::ui {

void SetUpLook(SDL_Window* window);

}  // namespace carc::ui
