#include "ui/board/board_layer.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>
#include <nlohmann/json.hpp>
#include <vector>

#include "ui/base/present.h"

namespace carc::ui {
namespace {

// The levels of detail: pixels per square of the pictures (CSS pixels; times the pixel density in the
// textures). 1.5 apart, from the smallest zoom (14 px) to beyond the largest (280 px).
constexpr float kLevels[] = {21, 32, 48, 72, 108, 162, 243, 365};
constexpr int kLevelCount = sizeof(kLevels) / sizeof(kLevels[0]);
// A square is never painted with more than this many texture pixels (phones at 3x zoomed in: a
// little softer, a lot less memory), and a piece's texture is at most about kPieceTexels wide.
constexpr float kMaxTexelsPerSquare = 512;
constexpr float kPieceTexels = 512;
// Painting pieces takes at most about this long in a frame (at least one piece is painted); the others
// wait for the next frames, an older picture standing in for them.
constexpr double kPaintBudgetMs = 10;
// The pictures kept: pieces not in view are let go beyond this much texture memory.
constexpr size_t kBudgetBytes = size_t{48} << 20;

int LevelIndex(float tile_px) {
  for (int i = 0; i < kLevelCount; ++i)
    if (kLevels[i] >= tile_px - 0.01f) return i;
  return kLevelCount - 1;
}

double NowMs() {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

int FloorDiv(int a, int b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }

}  // namespace

float BoardLayer::LevelPx(float tile_px) { return kLevels[LevelIndex(tile_px)]; }

void BoardLayer::Draw(ImDrawList* dl, ImVec2 p0, ImVec2 size, ImVec2 origin, float tile_px, int version, KeyFn key,
                      PaintFn paint) {
  ++frame_;
  const ImVec2 p1(p0.x + size.x, p0.y + size.y);
  // The squares in view.
  const SquareRect view{static_cast<int>(std::floor((p0.x - origin.x) / tile_px)),
                     static_cast<int>(std::floor((p0.y - origin.y) / tile_px)),
                     static_cast<int>(std::ceil((p1.x - origin.x) / tile_px)),
                     static_cast<int>(std::ceil((p1.y - origin.y) / tile_px))};
  if (!PictureTexture::Available()) {
    paint(dl, view, ImVec2(origin.x + view.x0 * tile_px, origin.y + view.y0 * tile_px), tile_px);
    return;
  }
  const ImGuiIO& io = ImGui::GetIO();
  const int level = LevelIndex(tile_px);
  const float level_px = kLevels[level];
  const float texels = std::min(level_px * io.DisplayFramebufferScale.x, kMaxTexelsPerSquare);
  const int n = std::max(1, static_cast<int>(kPieceTexels / texels));  // squares per piece side
  // Everything besides the board that the pictures depend on: the pixel density, the font atlas (the
  // thieves' values, the towers' floors are text).
  uint64_t generation = 1469598103934665603ull;
  for (uint64_t v : {static_cast<uint64_t>(io.DisplayFramebufferScale.x * 64),
                     static_cast<uint64_t>(reinterpret_cast<uintptr_t>(io.Fonts->TexID))})
    generation = (generation ^ v) * 1099511628211ull;
  if (generation != generation_) {
    pieces_.clear();
    bytes_ = 0;
    generation_ = generation;
  }
  const int cx0 = FloorDiv(view.x0, n), cy0 = FloorDiv(view.y0, n);
  const int cx1 = FloorDiv(view.x1 - 1, n), cy1 = FloorDiv(view.y1 - 1, n);
  const double t0 = NowMs();
  int painted = 0, pending = 0;
  std::vector<std::pair<size_t, SquareRect>> shown;  // (indices: the list may grow meanwhile)
  std::vector<SquareRect> missing;  // pieces still to paint: an older picture stands in for them
  for (int cy = cy0; cy <= cy1; ++cy) {
    for (int cx = cx0; cx <= cx1; ++cx) {
      Piece& piece = At(level, cx, cy);
      piece.used = frame_;
      const SquareRect sq{cx * n, cy * n, cx * n + n, cy * n + n};
      if (piece.version != version) {
        // Tiles one square around cast shadows and carry figures into the piece: they count too.
        const uint64_t k = key(SquareRect{sq.x0 - 1, sq.y0 - 1, sq.x1 + 1, sq.y1 + 1});
        if (k == 0) {
          bytes_ -= std::min(bytes_, piece.tex.Bytes());
          piece.tex.Release();
          piece.key = 0, piece.version = version;
        } else if (k == piece.key && piece.tex.Valid()) {
          piece.version = version;
        } else if (PaintingMayWait() || (painted > 0 && NowMs() - t0 > kPaintBudgetMs)) {
          ++pending;  // the frame's time is spent, or it will not be drawn: a later frame paints it
          missing.push_back(sq);
          continue;
        } else {
          const float side = n * level_px;
          bytes_ -= std::min(bytes_, piece.tex.Bytes());
          const bool ok = piece.tex.Paint(ImVec2(0, 0), ImVec2(side, side), texels / level_px,
                                          [&](ImDrawList* list) { paint(list, sq, ImVec2(0, 0), level_px); });
          bytes_ += piece.tex.Bytes();
          piece.key = k, piece.version = ok ? version : -1;  // a refused framebuffer: try again next frame
          ++painted;
        }
      }
      if (piece.key != 0 && piece.tex.Valid()) shown.push_back({static_cast<size_t>(&piece - pieces_.data()), sq});
    }
  }
  if (painted > 0) {
    last_ms_ = NowMs() - t0;
    max_ms_ = std::max(max_ms_, last_ms_);
    total_ms_ += last_ms_;
    last_pieces_ = painted;
    repaints_ += painted;
    ++paint_frames_;
    burst_ms_ += last_ms_, burst_pieces_ += painted;
  }
  pending_ = pending;
  pending_frame_ = ImGui::GetFrameCount();
  if (pending == 0 && burst_pieces_ > 0) {  // everything in view is painted: how long it took in all
    last_burst_ms_ = burst_ms_, last_burst_pieces_ = burst_pieces_;
    burst_ms_ = 0, burst_pieces_ = 0;
  }
  BeginPremultiplied(dl);
  // Where a piece waits for its turn, the pictures of a neighbouring level stand in (scaled).
  for (const SquareRect& sq : missing) {
    const ImVec2 a(origin.x + sq.x0 * tile_px, origin.y + sq.y0 * tile_px);
    const ImVec2 b(origin.x + sq.x1 * tile_px, origin.y + sq.y1 * tile_px);
    dl->PushClipRect(a, b, true);
    for (int d : {-1, 1, -2, 2}) {
      const int other = level + d;
      if (other < 0 || other >= kLevelCount) continue;
      const float other_px = kLevels[other];
      const float other_texels = std::min(other_px * io.DisplayFramebufferScale.x, kMaxTexelsPerSquare);
      const int m = std::max(1, static_cast<int>(kPieceTexels / other_texels));
      bool any = false;
      for (int y = FloorDiv(sq.y0, m); y <= FloorDiv(sq.y1 - 1, m); ++y)
        for (int x = FloorDiv(sq.x0, m); x <= FloorDiv(sq.x1 - 1, m); ++x) {
          const Piece* stand_in = Find(other, x, y);
          if (!stand_in || !stand_in->tex.Valid()) continue;
          stand_in->tex.Show(dl, ImVec2(origin.x + x * m * tile_px, origin.y + y * m * tile_px),
                              ImVec2(origin.x + (x + 1) * m * tile_px, origin.y + (y + 1) * m * tile_px));
          any = true;
        }
      if (any) break;
    }
    dl->PopClipRect();
  }
  for (const auto& [piece, sq] : shown) {
    // Both corners from the same formula as the neighbours' (no seam between pieces).
    const ImVec2 a(origin.x + sq.x0 * tile_px, origin.y + sq.y0 * tile_px);
    const ImVec2 b(origin.x + sq.x1 * tile_px, origin.y + sq.y1 * tile_px);
    pieces_[piece].tex.Show(dl, a, b);
  }
  EndPremultiplied(dl);
  Evict(frame_);
}

BoardLayer::Piece* BoardLayer::Find(int level, int cx, int cy) {
  for (Piece& p : pieces_)
    if (p.level == level && p.cx == cx && p.cy == cy) return &p;
  return nullptr;
}

BoardLayer::Piece& BoardLayer::At(int level, int cx, int cy) {
  if (Piece* p = Find(level, cx, cy)) return *p;
  Piece p;
  p.level = level, p.cx = cx, p.cy = cy;
  pieces_.push_back(std::move(p));
  return pieces_.back();
}

void BoardLayer::Evict(long long frame) {
  // Pieces not shown this frame go, the longest unseen first, until the textures fit the budget; empty
  // ones go too.
  pieces_.erase(std::remove_if(pieces_.begin(), pieces_.end(), [&](const Piece& p) { return p.used != frame && !p.tex.Valid(); }),
                pieces_.end());
  while (bytes_ > kBudgetBytes) {
    Piece* oldest = nullptr;
    for (Piece& p : pieces_)
      if (p.used != frame && p.tex.Valid() && (!oldest || p.used < oldest->used)) oldest = &p;
    if (!oldest) break;
    bytes_ -= std::min(bytes_, oldest->tex.Bytes());
    oldest->tex.Release();
    pieces_.erase(pieces_.begin() + (oldest - pieces_.data()));
  }
}

nlohmann::json BoardLayer::StatsJson() const {
  return {{"piecesPainted", repaints_}, {"paintFrames", paint_frames_}, {"lastPaintMs", last_ms_},
          {"lastViewPaintMs", last_burst_ms_}, {"lastViewPaintPieces", last_burst_pieces_}, {"pendingPieces", pending_},
          {"lastPaintPieces", last_pieces_}, {"maxPaintMs", max_ms_}, {"totalPaintMs", total_ms_},
          {"textureBytes", bytes_}, {"pieces", pieces_.size()}};
}

}  // namespace carc::ui
