#pragma once
// Timed changes of the picture between input events (the glow's next step) ask for the frame that
// draws them here; the page may sleep until the earliest (web/app/frame_pace.h).
namespace carc::ui {

// A frame is wanted at `seconds` on ImGui::GetTime()'s clock; the earliest asked in a frame wins.
void WakeAt(double seconds);
// The earliest time asked since the last call (negative: none), and a fresh start for the next frame.
double TakeWakeAt();

}  // namespace carc::ui
