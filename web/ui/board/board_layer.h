#pragma once
// The board's tiles, towers and figures as pictures of the board itself, not of the screen: square
// pieces of n x n squares, each painted once into a texture (picture.h) at a level of detail - a fixed
// number of pixels per square - and shown as one textured rectangle wherever the view puts it. Panning
// moves the rectangles; zooming scales them; a piece is painted again only when what lies on its squares
// changes (a tile placed, a figure put or taken: the others stay) or when the zoom crosses to another
// level (a few pieces a frame, about 10 ms, a neighbouring level's picture standing in for the others
// meanwhile). The levels are 1.5 apart, and a level is used for zooms down to 2/3 of its size, so a picture is
// never enlarged (crisp) and never shrunk by more than 1.5 (no shimmer). A 150-tile board then costs a
// frame a few rectangles (the frame budget of issue 13: < 4 ms with the WebGL submission), and the
// board's art can be rich without costing the frames in between.
// Desktop builds draw the squares in view directly each frame (PictureTexture::Available() is false).
#include <imgui.h>

#include <cstdint>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "ui/base/picture.h"

namespace carc::ui {

struct SquareRect {  // [x0, x1) x [y0, y1), in board squares
  int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
};

class BoardLayer {
 public:
  // The pixels per square of the pictures shown at a zoom of `tile_px` pixels per square.
  static float LevelPx(float tile_px);
  // What the squares `s` show (tiles, towers, figures), as a hash; 0: nothing at all (no picture).
  using KeyFn = FnRef<uint64_t(const SquareRect&)>;
  // Draws the board so that the north-west corner of square (x, y) lies at at + (x - s.x0, y - s.y0) * px.
  // Only `s` is kept (the list is clipped to it), but tiles around it may cast shadows or carry figures
  // that reach into it: those are drawn too.
  using PaintFn = FnRef<void(ImDrawList*, const SquareRect&, ImVec2, float)>;

  // Shows the board in the area [p0, p0 + size): world point (0, 0) at `origin`, `tile_px` per square.
  // `version` changes whenever anything on the board may have changed (then `key` is asked again).
  void Draw(ImDrawList* dl, ImVec2 p0, ImVec2 size, ImVec2 origin, float tile_px, int version, KeyFn key,
            PaintFn paint);
  void Clear() { pieces_.clear(); }

  int Repaints() const { return repaints_; }  // pieces painted in all (tests, the benchmark)
  // Pieces in view still to paint after the last frame, if that frame drew the board: a board no
  // longer drawn (the new-game screen) owes nothing, and kept a page that switched to it awake and its
  // tests' screenshots waiting, for good.
  int Pending() const { return pending_frame_ == ImGui::GetFrameCount() ? pending_ : 0; }
  // The benchmark: how long painting took (the last frame that painted, the longest, in all).
  nlohmann::json StatsJson() const;

 private:
  struct Piece {
    int level = 0, cx = 0, cy = 0;  // which: the level of detail, its column and row of pieces
    PictureTexture tex;
    uint64_t key = 0;      // what it shows (0: nothing, no texture)
    int version = -1;      // the board version `key` was asked at
    long long used = 0;    // the frame it was last shown
  };
  Piece& At(int level, int cx, int cy);  // made when first asked for
  Piece* Find(int level, int cx, int cy);
  void Evict(long long frame);

  std::vector<Piece> pieces_;  // (a few dozen: a list is smaller code than a map)
  uint64_t generation_ = 0;  // pixel density, font atlas: a change paints every piece again
  long long frame_ = 0;
  int repaints_ = 0;
  // Painting time (ms) and pieces: the last frame that painted, the longest such frame, in all.
  double last_ms_ = 0, max_ms_ = 0, total_ms_ = 0;
  int last_pieces_ = 0, paint_frames_ = 0;
  // The painting of everything in view after a change (over the frames it took): its time and pieces.
  double burst_ms_ = 0, last_burst_ms_ = 0;
  int burst_pieces_ = 0, last_burst_pieces_ = 0;
  int pending_ = 0;  // pieces in view still to paint after the last frame
  int pending_frame_ = -1;  // the ImGui frame that drew the board last
  size_t bytes_ = 0;
};

}  // namespace carc::ui
