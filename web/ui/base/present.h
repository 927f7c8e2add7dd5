#pragma once
// Whether a frame needs drawing to the screen. The page builds its interface every frame (that is
// cheap: a few milliseconds), but drawing it to the canvas is what keeps a phone's graphics chip
// (or, without one, the CPU running a software renderer) busy. A WebGL canvas keeps showing what was
// last drawn into it, so a frame whose picture would be the same as the last one shown is not drawn:
// an idle page, a player thinking, a window waiting for a link, costs almost nothing.
//
// "The same" is decided from what the frame would draw (ImGui's draw lists: vertices, indices,
// commands, textures, clip rectangles, the display size and scale) together with the textures those
// lists show: a picture painted into a texture (the board's pieces, the table) or glyphs uploaded
// (names in other scripts) change the screen without changing the lists, so they say so here.
#include <cstdint>
#include <string>

#include <imgui.h>

namespace carc::ui {

// Called by whatever changes the pixels of a texture the draw lists may show (picture.h, run_glyphs,
// the font atlas): the next frame is drawn.
void MarkTexturesChanged();

// Whether pictures painted into textures for the board (its pieces) may wait for a later frame: set
// before each frame is built (FramePresenter::PicturesWait), read by the board's layer. In the sparse
// mode a frame within kSparseMs of the last picture drawn is not drawn, so painting its pieces would
// be work nobody sees: painting a piece is the software renderer's largest cost in a scripted run
// (each move repaints two pieces), and hundreds of moves within 400 ms need only the last board's.
void SetPaintingMayWait(bool may_wait);
bool PaintingMayWait();

class FramePresenter {
 public:
  // Always: every frame is drawn (the benchmark's frame cost). Sparse: a changed picture is drawn at
  // most every kSparseMs, and the last one always (Owes() keeps the page awake until it is): the
  // long scripted runs of the tests, which read the page's state and texts after each of hundreds of
  // moves, where a software renderer spent three quarters of the time drawing pictures nobody looked
  // at. A player's page never uses it.
  enum class Mode { Changes, Always, Sparse };
  static constexpr double kSparseMs = 400.0;
  // Whether the frame of `data`, built at `now_ms`, must be drawn; false when the screen already
  // shows it (or, sparse, when the last picture was drawn less than kSparseMs ago).
  bool NeedsPresent(const ImDrawData& data, double now_ms);
  // Sparse: a changed picture is waiting to be drawn.
  bool Owes() const { return owes_; }
  // Sparse: a frame built now would not be drawn (the last picture is younger than kSparseMs).
  bool PicturesWait(double now_ms) const { return mode_ == Mode::Sparse && now_ms - last_present_ms_ < kSparseMs; }
  void SetMode(Mode m) { mode_ = m; }
  Mode GetMode() const { return mode_; }
  const char* ModeName() const;
  static bool ModeFromName(const std::string& name, Mode* mode);
  long long Presented() const { return presented_; }
  long long Skipped() const { return skipped_; }
  // Why frames were drawn: their lists changed, a texture changed, the backstop.
  long long ByLists() const { return by_lists_; }
  long long ByTextures() const { return by_textures_; }
  long long ByBackstop() const { return by_backstop_; }

 private:
  // A backstop: a frame is drawn at least this often, so that anything that cleared the canvas
  // without a visible change (a lost graphics context, a browser's own) lasts at most a second.
  static constexpr int kAtLeastEvery = 60;
  Mode mode_ = Mode::Changes;
  uint64_t last_hash_ = 0;
  uint64_t textures_seen_ = ~0ull;
  int since_presented_ = 0;
  double last_present_ms_ = -1e300;
  bool owes_ = false;
  long long presented_ = 0, skipped_ = 0, by_lists_ = 0, by_textures_ = 0, by_backstop_ = 0;
};

// The hash of what `data` draws (exposed for the tests).
uint64_t DrawDataHash(const ImDrawData& data);

}  // namespace carc::ui
