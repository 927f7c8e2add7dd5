#pragma once
// Code the first screen runs, run once beforehand in tasks of their own (platform::RunStartThenFrames,
// platform::Soon). Chromium compiles each WebAssembly function at its first call, on the page's thread:
// the first screen's frames called about 1,300 functions for the first time, a third of their time on a
// phone (docs/first-visit.md). Run here, that compiling leaves the frames a player waits for, and no
// task holds the page's thread long. Elsewhere (Firefox, WebKit, the desktop) it costs a few milliseconds.
#include <functional>

struct SDL_Window;

namespace carc::ui {

// The font atlas's builder run on one character, in an atlas thrown away, before the fonts are built
// (about a third of the fonts' task on a phone was compiling the builder's code). After ImGui is made.
void WarmUpFontBuilder();

// Frames of the text layer's widgets (ui/text/text.h), part 0 to kWidgetWarmUps - 1, each meant for a
// task of its own: the frame and texts; buttons, a check box, a selectable line; a list, a text field,
// a child area and the draw list's shapes. Each is a window of Dear ImGui's built and never drawn to
// the screen; nothing of them is reported as drawn (debug.texts, debug.widgets). Before the App's
// first frame.
constexpr int kWidgetWarmUps = 3;
void WarmUpWidgets(int part);

// The language menu's names, each in its own script, measured as the new-game screen measures them:
// those the font atlas lacks (Русский, Čeština on an English page) are measured by the browser
// (ui/text/run_glyphs.h), whose first call sets up a 2D canvas and finds the system's fonts. Kept
// for the first frame, which then finds them measured. After WarmUpWidgets (the body font current).
void WarmUpLanguageNames();

// The tiles' drawing: one tile of each kind of edge drawn into a list that is thrown away. After the
// tile data are built (the new-game screen's landscape draws tiles from its second frame on).
void WarmUpTileDrawing();

// After the first frame: the rulebook built a step a task (carc::BuildRulebookStep: a tile file each;
// in one task they held a phone's page thread for 50-150 ms), then the tiles' drawing warmed up, then
// `done` (the new-game screen's landscape waits for the tile data). A frame that needs the rulebook
// before builds what is left at once (TheRulebook), and the steps then find it built. Native: all now.
void WarmUpRulebookThenTiles(std::function<void()> done);

}  // namespace carc::ui
