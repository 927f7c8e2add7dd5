#pragma once
// Code the first screen runs, run once beforehand in tasks of their own (platform::RunStartThenFrames,
// platform::Soon). Chromium compiles each WebAssembly function at its first call, on the page's thread:
// the first screen's frames called about 1,300 functions for the first time, a third of their time on a
// phone (docs/first-visit.md). Run here, that compiling leaves the frames a player waits for, and no
// task holds the page's thread long. Elsewhere (Firefox, WebKit, the desktop) it costs a few milliseconds.
struct SDL_Window;

namespace carc::ui {

// A frame of the text layer's widgets (ui/text/text.h: texts, a heading, buttons, a check box, a list,
// a text field) and of the draw list's shapes, in a window of Dear ImGui's, built and never drawn to
// the screen; nothing of it is reported as drawn (debug.texts, debug.widgets). Before the App's first
// frame.
void WarmUpWidgets();

// The tiles' drawing: one tile of each kind of edge drawn into a list that is thrown away. After the
// tile data are built (the new-game screen's landscape draws tiles from its second frame on).
void WarmUpTileDrawing();

}  // namespace carc::ui
