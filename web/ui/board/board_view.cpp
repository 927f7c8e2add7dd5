#include "ui/board/board_view.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <nlohmann/json.hpp>
#include <string>

#include "carc/rules.h"
#include "i18n/i18n.h"
#include "ui/board/board_motion.h"
#include "ui/art/figure_draw.h"
#include "ui/art/figure_spots.h"
#include "ui/text/feature_words.h"
#include "ui/text/look.h"
#include "ui/text/names.h"  // PlayerName, JoinNames
#include "ui/base/palette.h"
#include "ui/base/touch.h"
#include "ui/board/pulse.h"
#include "ui/board/target_spread.h"
#include "ui/text/refusal_words.h"
#include "ui/text/text.h"
#include "ui/text/device_words.h"
#include "ui/art/tile_copies.h"
#include "ui/art/tile_draw.h"
#include "ui/art/table_art.h"
#include "ui/art/tile_shapes.h"
#include "ui/art/art.h"

namespace carc::ui {
namespace {

using namespace palette;

const std::string& ColorOf(const GameState& s, int player) {
  static const std::string grey = "grey";
  if (!s.setup || player < 0 || player >= static_cast<int>(s.setup->players.size())) return grey;
  return s.setup->players[static_cast<size_t>(player)].color;
}


// The pan that shows world point (cx, cy) at the area's centre with squares of `px` (origin_ is the
// centre minus half a square).
ImVec2 PanCentring(float cx, float cy, float px) { return {(0.5f - cx) * px, (0.5f - cy) * px}; }

// The smallest rectangle of squares holding every square added.
struct SquareBounds {
  int x0 = 1 << 20, y0 = 1 << 20, x1 = -(1 << 20), y1 = -(1 << 20);
  void Add(Pos p) { x0 = std::min(x0, p.x), y0 = std::min(y0, p.y), x1 = std::max(x1, p.x), y1 = std::max(y1, p.y); }
  // Its size in squares with `room` squares more in each direction, and its centre in world units.
  float Width(int room) const { return static_cast<float>(x1 - x0 + 1 + room); }
  float Height(int room) const { return static_cast<float>(y1 - y0 + 1 + room); }
  float CentreX() const { return (x0 + x1 + 1) * 0.5f; }
  float CentreY() const { return (y0 + y1 + 1) * 0.5f; }
};

Pos CellAt(ImVec2 w) { return {static_cast<int>(std::floor(w.x)), static_cast<int>(std::floor(w.y))}; }

ImU32 WithAlpha(ImU32 c, float a) {
  return (c & 0x00FFFFFFu) | (static_cast<ImU32>(std::clamp(a, 0.0f, 1.0f) * 255.0f) << 24);
}

// The circle nearest to `at` within reach of a press (1.26 r: a finger's 44 px at r = 18), or -1.
int NearestCircle(const std::vector<ImVec2>& circles, ImVec2 at, float r) {
  float best = r * r * 1.6f;
  int found = -1;
  for (size_t i = 0; i < circles.size(); ++i) {
    const float d = (circles[i].x - at.x) * (circles[i].x - at.x) + (circles[i].y - at.y) * (circles[i].y - at.y);
    if (d < best) best = d, found = static_cast<int>(i);
  }
  return found;
}

}  // namespace

int LastPlacedTile(const GameState& s) { return s.actions > 0 && s.board.size() > 0 ? s.board.size() - 1 : -1; }

float BoardView::TargetRadius() const {
  // A finger's circle is 44 px across where it is hit (1.26 r: Draw's nearest-target test).
  return std::clamp(tile_px_ * 0.11f, TheTouch().FingerSized() ? 18.0f : 11.0f, 24.0f);
}

void BoardView::ZoomBy(float factor, ImVec2 focus) {
  ++person_moves_;
  const float old_px = tile_px_;
  tile_px_ = std::clamp(tile_px_ * factor, 14.0f, 280.0f);
  const float k = tile_px_ / old_px;
  const ImVec2 c(p0_.x + size_.x * 0.5f, p0_.y + size_.y * 0.5f);
  pan_.x = (pan_.x - (focus.x - c.x)) * k + (focus.x - c.x);
  pan_.y = (pan_.y - (focus.y - c.y)) * k + (focus.y - c.y);
}

void BoardView::KeepInView(Pos p) {
  ++person_moves_;
  const ImVec2 a = WorldToScreen({static_cast<float>(p.x), static_cast<float>(p.y)});
  const float m = std::min(tile_px_ * 0.5f, std::min(size_.x, size_.y) * 0.2f);
  const ImVec2 lo(p0_.x + m, p0_.y + m), hi(p0_.x + size_.x - m - tile_px_, p0_.y + size_.y - m - tile_px_);
  if (a.x < lo.x) pan_.x += lo.x - a.x;
  else if (a.x > hi.x) pan_.x -= a.x - hi.x;
  if (a.y < lo.y) pan_.y += lo.y - a.y;
  else if (a.y > hi.y) pan_.y -= a.y - hi.y;
}

void BoardView::Focus(ImVec2 w, float tile_px) {
  ++person_moves_;
  tile_px_ = std::clamp(tile_px, 14.0f, 280.0f);
  pan_ = PanCentring(w.x, w.y, tile_px_);
  centre_pending_ = false;
}

void BoardView::CentreOn(const GameState& s) {
  ++person_moves_;
  CentreOnNewGame(s);
}

void BoardView::CentreOnNewGame(const GameState& s) {
  centre_settling_ = 3;
  Centre(s);
}

void BoardView::Centre(const GameState& s) {
  if (s.board.size() == 0 || size_.x < 10) {
    centre_pending_ = true;
    return;
  }
  SquareBounds b;
  for (const PlacedTile& t : s.board.tiles()) b.Add(t.pos);
  // Room for one ring of new squares around the tiles.
  tile_px_ = std::clamp(std::min(size_.x / b.Width(2), size_.y / b.Height(2)), 24.0f, 110.0f);
  pan_ = PanCentring(b.CentreX(), b.CentreY(), tile_px_);
  centre_pending_ = false;
}

void BoardView::SetPose(const ViewPose& pose) {
  pan_ = pose.pan;
  tile_px_ = std::clamp(pose.tile_px, 14.0f, 280.0f);
  centre_pending_ = false;
  centre_settling_ = 0;
}

bool BoardView::InView(Pos p) const {
  const ImVec2 a = WorldToScreen({static_cast<float>(p.x), static_cast<float>(p.y)});
  const float m = 1.0f;
  return a.x >= p0_.x - m && a.y >= p0_.y - m && a.x + tile_px_ <= p0_.x + size_.x + m &&
         a.y + tile_px_ <= p0_.y + size_.y + m;
}

ViewPose BoardView::PoseShowing(const std::vector<Pos>& show) const {
  ViewPose pose = Pose();
  if (show.empty()) return pose;
  SquareBounds b;
  for (Pos p : show) b.Add(p);
  // Half a square of room on each side; never smaller than a square a person can still read.
  const float fits = std::min(size_.x / b.Width(1), size_.y / b.Height(1));
  if (fits < pose.tile_px) pose.tile_px = std::max(fits, std::min(pose.tile_px, 36.0f));
  pose.pan = PanCentring(b.CentreX(), b.CentreY(), pose.tile_px);
  return pose;
}

void BoardView::HandleInput() {
  ImGuiIO& io = ImGui::GetIO();
  if (ImGui::IsItemActivated()) {
    dragging_ = false;
    click_cancelled_ = false;
  }
  if (ImGui::IsItemActive()) {
    for (int b = 0; b < 3; ++b)
      if (ImGui::IsMouseDragging(b, io.MouseDragThreshold * 1.5f)) dragging_ = true;
    if (dragging_ && !click_cancelled_) PanBy(io.MouseDelta);
  }
  if (ImGui::IsItemHovered() && io.MouseWheel != 0.0f) ZoomBy(std::pow(1.15f, io.MouseWheel), io.MousePos);
}

float BoardView::FigureHeight(float px) { return std::max(20.0f, px * 0.4f); }

nlohmann::json BoardView::LayerStats() const { return layer_.StatsJson(); }

float BoardView::FigurePx() const {
  // The board's pictures are painted at their level's size and shown scaled (board_layer.h).
  const float level = PictureTexture::Available() ? BoardLayer::LevelPx(tile_px_) : tile_px_;
  return FigureHeight(level) * tile_px_ / level;
}

void BoardView::DrawTiles(ImDrawList* dl, const GameState& s, int version) {
  // The table: a picture of the area, painted again only when the area changes.
  table_.Draw(dl, p0_, size_, 1, [&](ImDrawList* list) { DrawTable(list, p0_, size_); });
  if (spots_version_ != version) {
    spots_ = FigureSpots(s);
    spots_version_ = version;
  }
  layer_.Draw(
      dl, p0_, size_, WorldToScreen({0, 0}), tile_px_, version, [&](const SquareRect& sq) { return SquaresKey(s, sq); },
      [&](ImDrawList* list, const SquareRect& sq, ImVec2 at, float px) { PaintSquares(list, s, sq, at, px); });
}

namespace {
bool Inside(const SquareRect& q, Pos p) { return p.x >= q.x0 && p.x < q.x1 && p.y >= q.y0 && p.y < q.y1; }
}  // namespace

uint64_t BoardView::SquaresKey(const GameState& s, const SquareRect& sq) const {
  uint64_t h = 1469598103934665603ull;
  auto mix = [&](int64_t v) { h = (h ^ static_cast<uint64_t>(v)) * 1099511628211ull; };
  bool any = false;
  for (const PlacedTile& t : s.board.tiles()) {
    if (!Inside(sq, t.pos)) continue;
    any = true;
    mix(t.pos.x), mix(t.pos.y), mix(t.tile), mix(t.rot);
    mix(static_cast<int64_t>(reinterpret_cast<uintptr_t>(&s.Tile(t.tile))));  // the revision's tile, not its index
  }
  if (!any) return 0;
  for (const FigureSpot& f : spots_) {
    if (!Inside(sq, f.square)) continue;
    mix(f.owner), mix(static_cast<int>(f.kind)), mix(static_cast<int64_t>(f.world.x * 1024)),
        mix(static_cast<int64_t>(f.world.y * 1024)), mix(f.lying), mix(f.barn);
    for (char c : ColorOf(s, f.owner)) mix(c);
  }
  for (const Tower& tw : s.md.tower_thieves.towers)
    if (Inside(sq, tw.pos)) mix(tw.pos.x), mix(tw.pos.y), mix(tw.floors);
  return h ? h : 1;
}

void BoardView::PaintSquares(ImDrawList* dl, const GameState& s, const SquareRect& sq, ImVec2 at, float px) const {
  auto to = [&](float wx, float wy) { return ImVec2(at.x + (wx - sq.x0) * px, at.y + (wy - sq.y0) * px); };
  // Tiles one square around cast their shadow and carry their figures into these squares too.
  const SquareRect around{sq.x0 - 1, sq.y0 - 1, sq.x1 + 1, sq.y1 + 1};
  for (const PlacedTile& t : s.board.tiles())
    if (Inside(around, t.pos)) DrawTileShadow(dl, to(static_cast<float>(t.pos.x), static_cast<float>(t.pos.y)), px);
  for (const PlacedTile& t : s.board.tiles())
    if (Inside(sq, t.pos))
      DrawTile(dl, s.Tile(t.tile), t.rot, to(static_cast<float>(t.pos.x), static_cast<float>(t.pos.y)), px,
               art::SquareSeed(t.pos.x, t.pos.y));
  // Towers and figures, from the back to the front (seen from the south): a watchman right after its
  // tower.
  struct Item {
    float y;
    const Tower* tower;
    const FigureSpot* figure;
  };
  std::vector<Item> items;
  for (const Tower& tw : s.md.tower_thieves.towers)
    if (tw.floors > 0 && Inside(around, tw.pos) && s.board.At(tw.pos) >= 0) items.push_back({tw.pos.y + 0.5f, &tw, nullptr});
  for (const FigureSpot& f : spots_)
    if (Inside(around, f.square) && !s.figures[static_cast<size_t>(f.figure)].on_tower) items.push_back({f.world.y, nullptr, &f});
  for (size_t i = 1; i < items.size(); ++i)  // (an insertion sort: a few items, and keeps equal ones in order)
    for (size_t k = i; k > 0 && items[k].y < items[k - 1].y; --k) std::swap(items[k], items[k - 1]);
  const float fh = FigureHeight(px);
  for (const Item& it : items) {
    if (it.tower) {
      const PlacedTile& pt = s.board.tile(s.board.At(it.tower->pos));
      const ImVec2 spot = TowerSpot(s.Tile(pt.tile), pt.rot);
      const ImVec2 top = DrawTower(dl, to(pt.pos.x + spot.x, pt.pos.y + spot.y), px, it.tower->floors);
      for (const FigureSpot& f : spots_) {
        if (!(f.square == it.tower->pos) || !s.figures[static_cast<size_t>(f.figure)].on_tower) continue;
        const std::string& colour = ColorOf(s, f.owner);
        DrawWatchman(dl, top, fh, PlayerColor(colour), PlayerOutline(colour), PlayerMarkOf(colour));
      }
      continue;
    }
    const FigureSpot& f = *it.figure;
    const std::string& colour = ColorOf(s, f.owner);
    const ImU32 fill = PlayerColor(colour), line = PlayerOutline(colour);
    const PlayerMark mark = PlayerMarkOf(colour);
    const ImVec2 p = to(f.world.x, f.world.y);
    if (f.barn) DrawBarn(dl, p, fh * 0.9f, fill, line, mark);
    else DrawFigure(dl, f.kind, p, fh, fill, line, f.lying, mark);
  }
}

void BoardView::DrawLastTileMark(ImDrawList* dl, const GameState& s) {
  const int last = LastPlacedTile(s);
  if (last < 0) return;
  // A light frame with a dark edge (it reads on fields, cities and the table), its corners stressed.
  const Pos p = s.board.tile(last).pos;
  const ImVec2 a = WorldToScreen({static_cast<float>(p.x), static_cast<float>(p.y)});
  const ImVec2 b(a.x + tile_px_, a.y + tile_px_);
  const float w = std::clamp(tile_px_ * 0.035f, 2.0f, 5.0f), in = w * 0.5f;
  dl->AddRect({a.x + in, a.y + in}, {b.x - in, b.y - in}, IM_COL32(20, 20, 20, 150), 0, 0, w + 2.0f);
  dl->AddRect({a.x + in, a.y + in}, {b.x - in, b.y - in}, IM_COL32(255, 250, 225, 235), 0, 0, w);
  const float c = tile_px_ * 0.22f, cw = w * 1.8f;
  const ImU32 corner = IM_COL32(255, 214, 40, 255);
  const ImVec2 corners[4] = {{a.x + in, a.y + in}, {b.x - in, a.y + in}, {b.x - in, b.y - in}, {a.x + in, b.y - in}};
  for (int i = 0; i < 4; ++i) {
    const ImVec2 q = corners[i];
    const float sx = (i == 1 || i == 2) ? -1.0f : 1.0f, sy = (i >= 2) ? -1.0f : 1.0f;
    dl->AddLine(q, {q.x + sx * c, q.y}, corner, cw);
    dl->AddLine(q, {q.x, q.y + sy * c}, corner, cw);
  }
}

void BoardView::DrawSquareMarks(ImDrawList* dl, const SquareOutlook* outlook) {
  marks_drawn_.clear();
  if (!outlook) return;
  // Quiet, in the table's own colours (ART.md): a dead square is a hollow in the walnut, hatched in its
  // grain; a "1" is small, in the table's light tone, in the square's corner. The placement highlight
  // goes over them.
  const float px = tile_px_;
  const float lw = std::max(1.0f, px * 0.022f);
  for (const MarkedSquare& m : outlook->Marks()) {
    const ImVec2 a = WorldToScreen({static_cast<float>(m.pos.x), static_cast<float>(m.pos.y)});
    if (a.x > p0_.x + size_.x || a.y > p0_.y + size_.y || a.x + px < p0_.x || a.y + px < p0_.y) continue;
    marks_drawn_.push_back(m);
    const float in = px * 0.08f;
    const ImVec2 q0(a.x + in, a.y + in), q1(a.x + px - in, a.y + px - in);
    if (m.mark == SquareMark::Dead) {
      dl->AddRectFilled(q0, q1, WithAlpha(kBackground, 0.55f), px * 0.04f);
      // The hatching: lines from the lower left to the upper right, a sixth of the square apart.
      const float w = q1.x - q0.x, step = std::max(5.0f, w / 6.0f);
      for (float t = step; t < 2 * w; t += step) {
        const ImVec2 from(q0.x + std::max(0.0f, t - w), q0.y + std::min(t, w));
        const ImVec2 to(q0.x + std::min(t, w), q0.y + std::max(0.0f, t - w));
        dl->AddLine(from, to, WithAlpha(kTableGrain, 0.8f), lw);
      }
      // A cross, light on the dark: it reads at every zoom.
      const float c = w * 0.22f;
      const ImVec2 m0((q0.x + q1.x) * 0.5f, (q0.y + q1.y) * 0.5f);
      const ImU32 cross = WithAlpha(kTableLight, 0.95f);
      dl->AddLine({m0.x - c, m0.y - c}, {m0.x + c, m0.y + c}, cross, lw * 2.2f);
      dl->AddLine({m0.x - c, m0.y + c}, {m0.x + c, m0.y - c}, cross, lw * 2.2f);
      dl->AddRect(q0, q1, WithAlpha(kTableLight, 0.5f), px * 0.04f, 0, lw);
    } else if (m.mark == SquareMark::One) {
      const float size = std::clamp(px * 0.24f, 11.0f, 26.0f);
      const std::string one = i18n::Number(1);
      const ImVec2 ts = MeasureText(one, size, Font(FontRole::Bold));
      const float r = std::max(ts.x, ts.y) * 0.62f;
      const ImVec2 c(a.x + in + r, a.y + in + r);
      dl->AddCircleFilled(c, r, WithAlpha(kBackground, 0.75f), 20);
      dl->AddCircle(c, r, WithAlpha(kTableLight, 0.9f), 20, lw);
      DrawText(dl, ImVec2(c.x - ts.x * 0.5f, c.y - ts.y * 0.5f), WithAlpha(kWhite, 0.9f), one, size, Font(FontRole::Bold));
    }
  }
}

void BoardView::DrawKeySquareCount(ImDrawList* dl, const OpenSquare& square) const {
  // Beside the square, on a dark label as the keyed target's name (the pointer's tooltip stays the
  // pointer's): "3 tiles still to come fit here".
  const std::string words = SquareFitsWords(square.count);
  const ImVec2 ts = MeasureText(words);
  const ImVec2 a = WorldToScreen({static_cast<float>(square.pos.x), static_cast<float>(square.pos.y)});
  ImVec2 tp(a.x + tile_px_ + 12, a.y + tile_px_ * 0.5f - ts.y * 0.5f);
  if (tp.x + ts.x + 4 > p0_.x + size_.x) tp.x = a.x - 12 - ts.x;  // no room on the right: on the left
  dl->AddRectFilled(ImVec2(tp.x - 4, tp.y - 2), ImVec2(tp.x + ts.x + 4, tp.y + ts.y + 2), IM_COL32(20, 24, 18, 220), 4);
  DrawText(dl, tp, kWhite, words);
}

void BoardView::SquareTip(const GameState& s, const OpenSquare& square, const std::string& before) const {
  if (!TheTouch().TooltipsShown()) return;  // under a finger, only a long press shows one
  ImGui::BeginTooltip();
  const float wrap = std::min(ImGui::GetIO().DisplaySize.x - 24.0f, ImGui::GetFontSize() * 22.0f);
  ImGui::PushTextWrapPos(wrap);
  const std::string words = (before.empty() ? "" : before + "\n") + SquareFitsWords(square.count);
  Text(ForDevice(words));
  ImGui::PopTextWrapPos();
  // Which: the tiles' small pictures, as the remaining-tile list shows them.
  if (!square.fits.empty()) DrawTileCopies(s, square.fits, ImGui::GetTextLineHeight() * 1.8f, wrap, false);
  ImGui::EndTooltip();
}

void BoardView::DrawHover(ImDrawList* dl, const GameState& s, bool show, bool explain_figures,
                          const SquareOutlook* outlook) {
  if (!show) return;
  const ImVec2 w = ScreenToWorld(ImGui::GetIO().MousePos);
  const Pos cell = CellAt(w);
  const int placed = s.board.At(cell);
  if (placed < 0) {  // an open square: what can still go there
    if (const OpenSquare* square = outlook ? outlook->At(cell) : nullptr) SquareTip(s, *square, "");
    return;
  }
  const PlacedTile& pt = s.board.tile(placed);
  const TileDef& def = s.Tile(pt.tile);
  const int f = FeatureAt(def, pt.rot, {w.x - cell.x, w.y - cell.y});
  if (f < 0) return;
  const int node = NodeOf(s, placed, f);
  const int root = s.regions.Find(node);
  const Region& r = s.regions.Root(node);
  const ImU32 col = IM_COL32(255, 240, 90, 110);
  if (def.features[static_cast<size_t>(f)].type == FeatureType::Monastery) {
    DrawFeatureHighlight(dl, def, pt.rot, f, WorldToScreen({static_cast<float>(cell.x), static_cast<float>(cell.y)}),
                         tile_px_, col);
  } else {
    for (int i = 0; i < s.board.size(); ++i) {
      const PlacedTile& t = s.board.tile(i);
      const TileDef& d = s.Tile(t.tile);
      for (int k = 0; k < static_cast<int>(d.features.size()); ++k)
        if (s.regions.Find(t.first_node + k) == root)
          DrawFeatureHighlight(dl, d, t.rot, k, WorldToScreen({static_cast<float>(t.pos.x), static_cast<float>(t.pos.y)}),
                               tile_px_, col);
    }
  }
  // Who holds it.
  std::vector<std::string> holders;
  for (int fi : FiguresOn(s, node)) {
    const Figure& fg = s.figures[static_cast<size_t>(fi)];
    holders.push_back(i18n::F("board.holder", {{"name", PlayerName(s, fg.owner)}, {"figure", std::string(FigureKindName(fg.kind))}}));
  }
  const FeatureType type = def.features[static_cast<size_t>(f)].type;
  const std::string kind(FeatureTypeName(type));
  std::string text;
  if (type == FeatureType::City || type == FeatureType::Road || type == FeatureType::River) {
    text = i18n::F(r.open == 0 ? "board.feature.complete" : "board.feature.open",
                   {{"feature", kind}, {"n", r.tile_count}, {"coats", type == FeatureType::City ? r.coats : 0}});
  } else if (type == FeatureType::Monastery) {
    text = i18n::F("board.feature.monastery", {{"n", s.board.NeighboursAround(cell) + 1}});
  } else {
    text = i18n::F("board.feature.field", {{"n", r.tile_count}});
  }
  if (const std::string marks = FeatureMarksWords(s, root, type); !marks.empty()) text += "\n" + marks;
  if (const UnfinishableFeature* dead = outlook ? outlook->Unfinishable(root) : nullptr)
    text += "\n" + UnfinishableWords(dead->type);
  text += "\n";
  text += holders.empty() ? std::string(i18n::T("board.nobody")) : i18n::F("board.held-by", {{"list", JoinNames(holders)}});
  // The tile just placed, in the figure step: why no figure is offered on this feature.
  if (explain_figures && placed == s.last_placed)
    if (const std::string why = FigureRefusalText(s, f); !why.empty()) text += "\n" + why;
  Tooltip(text);
}

void BoardView::DrawTowerLetters(ImDrawList* dl, const GameState& s, const TurnOptions& opts) {
  // The floors choices name the towers by letter (hud.cpp, FloorsChoiceLabel): show each letter on its tower.
  const float r = std::clamp(tile_px_ * 0.14f, 9.0f, 18.0f);
  for (const Pos& p : opts.floor_towers) {
    const int t = s.board.At(p);
    if (t < 0) continue;
    const PlacedTile& pt = s.board.tile(t);
    const ImVec2 spot = TowerSpot(s.Tile(pt.tile), pt.rot);
    const ImVec2 c = WorldToScreen({pt.pos.x + spot.x - 0.22f, pt.pos.y + spot.y - 0.22f});
    dl->AddCircleFilled(c, r, IM_COL32(20, 40, 60, 235), 20);
    dl->AddCircle(c, r, IM_COL32(120, 200, 255, 255), 20, 2.0f);
    const std::string letter = TowerLetter(opts, p);
    const ImVec2 ts = MeasureText(letter, r * 1.3f, Font(FontRole::Bold));
    DrawText(dl, ImVec2(c.x - ts.x * 0.5f, c.y - ts.y * 0.5f), IM_COL32(255, 255, 255, 255), letter, r * 1.3f,
             Font(FontRole::Bold));
  }
}

BoardOutput BoardView::Draw(const GameState& s, const TurnOptions& opts, const BoardInput& in, ImVec2 p0, ImVec2 size) {
  SetArea(s, in, p0, size);
  Pointer ptr = Canvas();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->PushClipRect(p0_, AreaMax(), true);
  DrawTiles(dl, s, in.version);
  if (in.motion) in.motion->DrawUnder(dl, *this, s, in.now_ms);  // a tile being laid down
  DrawLastTileMark(dl, s);
  DrawSquareMarks(dl, in.outlook);
  ptr.pulse = PulseLevel(ImGui::GetTime(), 4.0f, in.motion && in.motion->Playing());
  DrawHighlights(dl, in, ptr.pulse);
  const std::optional<Pos> pick = PlaceCircles(s, opts, in, &ptr);
  const ImGuiIO& io = ImGui::GetIO();
  // (Where the tile in hand is offered, DrawPlacements says what can still go on the square.)
  const bool placing = in.interactive && opts.decision == Decision::Place && opts.tile >= 0;
  // A finger held still on an open square is a long press: its tooltip shows (touch.h).
  const bool pressed = io.MouseDown[0] && !(TheTouch().Touch() && !s.board.Has(ptr.cell));
  DrawHover(dl, s, ptr.hovered && !dragging_ && ptr.target < 0 && !pressed && !(placing && !s.board.Has(ptr.cell)),
            in.interactive && opts.decision == Decision::Figure, in.outlook);
  if (opts.decision == Decision::Floors) DrawTowerLetters(dl, s, opts);
  if (in.interactive) {
    DrawPlacements(dl, s, opts, in, ptr);
    if (pick) DrawPick(dl, s, opts, *pick, in.rot);
    if (in.key_square) DrawKeyCursor(dl, s, opts, in, *in.key_square, ptr.pulse);
    if (in.key_square && in.outlook)
      if (const OpenSquare* square = in.outlook->At(*in.key_square)) DrawKeySquareCount(dl, *square);
    DrawAbbeyHoles(dl, s, opts, ptr);
    DrawTargets(dl, s, opts, in, ptr);
  }
  dl->PopClipRect();
  if (in.motion) in.motion->Draw(*this, s, in.now_ms);
  return Clicked(opts, in, ptr, pick);
}

void BoardView::SetArea(const GameState& s, const BoardInput& in, ImVec2 p0, ImVec2 size) {
  const ImVec2 area(std::max(size.x, 10.0f), std::max(size.y, 10.0f));
  if (have_area_ && centre_settling_ == 0) {
    // The area changed (a panel grew or shrank between steps, the window turned): the board stays
    // where it is on the screen instead of moving with the area's centre.
    pan_.x += (p0_.x + size_.x * 0.5f) - (p0.x + area.x * 0.5f);
    pan_.y += (p0_.y + size_.y * 0.5f) - (p0.y + area.y * 0.5f);
  }
  p0_ = p0;
  size_ = area;
  have_area_ = true;
  if (pick_version_ != in.version) pick_.reset();  // a new decision: nothing picked yet
  if (centre_pending_ || centre_settling_ > 0) {
    Centre(s);
    if (centre_settling_ > 0) --centre_settling_;
  }
}

BoardView::Pointer BoardView::Canvas() {
  ImGui::SetCursorScreenPos(p0_);
  ImGui::InvisibleButton("board_canvas", size_,
                         ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonRight |
                             ImGuiButtonFlags_MouseButtonMiddle);
  Pointer ptr;
  ptr.hovered = ImGui::IsItemHovered();
  ptr.deactivated = ImGui::IsItemDeactivated();
  HandleInput();
  origin_ = {p0_.x + size_.x * 0.5f + pan_.x - tile_px_ * 0.5f, p0_.y + size_.y * 0.5f + pan_.y - tile_px_ * 0.5f};
  ptr.cell = CellAt(ScreenToWorld(ImGui::GetIO().MousePos));  // after the pan: the square under the pointer now
  return ptr;
}

void BoardView::CellRect(ImDrawList* dl, Pos p, ImU32 fill, ImU32 edge) const {
  const float lw = std::max(1.5f, tile_px_ * 0.03f);
  const ImVec2 a = WorldToScreen({static_cast<float>(p.x), static_cast<float>(p.y)});
  const ImVec2 b(a.x + tile_px_, a.y + tile_px_);
  if (fill) dl->AddRectFilled(a, b, fill);
  if (edge) dl->AddRect({a.x + lw * 0.5f, a.y + lw * 0.5f}, {b.x - lw * 0.5f, b.y - lw * 0.5f}, edge, 0, 0, lw);
}

void BoardView::DrawHighlights(ImDrawList* dl, const BoardInput& in, float pulse) const {
  // Log highlight: the squares of a clicked event.
  if (in.flash)
    for (const Pos& p : *in.flash) CellRect(dl, p, IM_COL32(255, 250, 120, 70), WithAlpha(kHighlight, 0.5f + 0.5f * pulse));
  if (in.marked_towers)
    for (const Pos& p : *in.marked_towers) CellRect(dl, p, IM_COL32(120, 200, 255, 80), IM_COL32(120, 200, 255, 255));
}

std::optional<Pos> BoardView::PlaceCircles(const GameState& s, const TurnOptions& opts, const BoardInput& in, Pointer* ptr) {
  const float tr = TargetRadius();
  // The circles, apart: at a low zoom a tile's spots lie closer than a circle is wide.
  targets_at_ = SpreadCircles(SpotsOnScreen(opts.targets), tr, 3.0f);
  // Touch: the figures that may go on the picked tile, offered round it while it fits there as turned.
  const std::optional<Pos> pick = in.interactive ? Picked(opts, in.version) : std::nullopt;
  pick_offers_ = pick && opts.Fits(*pick, in.rot);
  if (pick_offers_) pick_figures_.For(s, *pick, in.rot, in.version);
  const std::vector<Target>& pick_targets = PickTargets();
  pick_targets_at_.clear();
  if (!pick_targets.empty()) {
    // Round the tile, off it: a tap on the tile lays it, a tap on a circle lays it with that figure.
    const ImVec2 c = WorldToScreen({pick->x + 0.5f, pick->y + 0.5f});
    pick_targets_at_ = RingAround(SpotsOnScreen(pick_targets), c, tile_px_ * 0.5f, tr, 3.0f);
    KeepRingInView(*pick, in.rot, in.version, tr);
  }
  if (in.interactive && ptr->hovered) {
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    ptr->target = NearestCircle(targets_at_, mouse, tr);
    ptr->pick_target = NearestCircle(pick_targets_at_, mouse, tr);
  }
  return pick;
}

void BoardView::DrawPlacements(ImDrawList* dl, const GameState& s, const TurnOptions& opts, const BoardInput& in,
                               const Pointer& ptr) {
  // Squares where the drawn tile fits, and the ghost under the pointer.
  if (opts.decision != Decision::Place || opts.tile < 0) return;
  for (const auto& [p, mask] : opts.placements)
    CellRect(dl, p, WithAlpha(kLegal, 0.18f + 0.12f * ptr.pulse),
             (mask >> (in.rot & 3) & 1) ? kLegalEdge : WithAlpha(kLegalEdge, 0.45f));
  const Pos cell = ptr.cell;
  const bool near_board = opts.placements.count(cell) ||
                          std::binary_search(s.board.frontier().begin(), s.board.frontier().end(), cell,
                                             [](const Pos& a, const Pos& b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
  if (!ptr.hovered || dragging_ || s.board.Has(cell) || !near_board) return;
  const ImVec2 a = WorldToScreen({static_cast<float>(cell.x), static_cast<float>(cell.y)});
  DrawLiftedTile(dl, s.Tile(opts.tile), in.rot, a, tile_px_, 0.35f);
  const bool fits = opts.Fits(cell, in.rot);
  CellRect(dl, cell, fits ? IM_COL32(255, 255, 255, 40) : IM_COL32(200, 30, 30, 110),
           fits ? IM_COL32(90, 255, 120, 255) : kBad);
  const std::string why =
      fits ? std::string()
           : opts.placements.count(cell) ? std::string(Gesture("board.fits-turned", "board.fits-turned.touch"))
                                         : std::string(i18n::T("board.does-not-fit")) + "\n" +
                                               PlacementRefusalText(s, s.Tile(opts.tile), cell, in.rot);
  // With what can still go there (the count counts the tile in hand too).
  if (const OpenSquare* square = in.outlook ? in.outlook->At(cell) : nullptr) SquareTip(s, *square, why);
  else if (!why.empty()) Tooltip(why);
}

void BoardView::DrawKeyCursor(ImDrawList* dl, const GameState& s, const TurnOptions& opts, const BoardInput& in, Pos k,
                              float pulse) {
  // The keyboard's cursor: the drawn tile as it would go, in a thick white frame.
  const ImVec2 a = WorldToScreen({static_cast<float>(k.x), static_cast<float>(k.y)});
  const ImVec2 b(a.x + tile_px_, a.y + tile_px_);
  if (opts.decision == Decision::Place && opts.tile >= 0 && opts.placements.count(k)) {
    DrawLiftedTile(dl, s.Tile(opts.tile), in.rot, a, tile_px_, 0.35f);
    dl->AddRectFilled(a, b, IM_COL32(255, 255, 255, 30));
  }
  const bool actionable = opts.decision == Decision::Place
                              ? opts.placements.count(k) > 0
                              : std::find(opts.holes.begin(), opts.holes.end(), k) != opts.holes.end();
  if (!actionable) return;
  const float kw = std::max(3.0f, tile_px_ * 0.06f);
  dl->AddRect(ImVec2(a.x - kw * 0.5f, a.y - kw * 0.5f), ImVec2(b.x + kw * 0.5f, b.y + kw * 0.5f),
              IM_COL32(20, 20, 20, 220), 3, 0, kw + 2);
  dl->AddRect(ImVec2(a.x - kw * 0.5f, a.y - kw * 0.5f), ImVec2(b.x + kw * 0.5f, b.y + kw * 0.5f),
              WithAlpha(kWhite, 0.75f + 0.25f * pulse), 3, 0, kw);
}

void BoardView::DrawAbbeyHoles(ImDrawList* dl, const GameState& s, const TurnOptions& opts, const Pointer& ptr) {
  for (const Pos& p : opts.holes) {
    CellRect(dl, p, IM_COL32(200, 200, 255, static_cast<int>(40 + 40 * ptr.pulse)), IM_COL32(210, 210, 255, 230));
    if (ptr.hovered && p == ptr.cell) {
      const TileDef* abbey = s.catalog ? s.catalog->Find("AMA") : nullptr;
      if (abbey) DrawTile(dl, *abbey, 0, WorldToScreen({static_cast<float>(p.x), static_cast<float>(p.y)}), tile_px_);
      Tooltip(i18n::T("board.abbey-here"));
    }
  }
}

void BoardView::DrawTargets(ImDrawList* dl, const GameState& s, const TurnOptions& opts, const BoardInput& in,
                            const Pointer& ptr) {
  // Figure targets; on a touch screen also those of the tile a tap picked, round it (pick_figures.h).
  const PlayerLook look{PlayerColor(ColorOf(s, opts.decider)), PlayerOutline(ColorOf(s, opts.decider)),
                        PlayerMarkOf(ColorOf(s, opts.decider))};
  for (size_t i = 0; i < opts.targets.size(); ++i) {
    const Target& t = opts.targets[i];
    const bool keyed = static_cast<int>(i) == in.key_target;
    DrawTarget(dl, t, targets_at_[i], static_cast<int>(i) == ptr.target || keyed, keyed, look, ptr.pulse);
    if (static_cast<int>(i) == ptr.target) Tooltip(t.label);
  }
  const std::vector<Target>& pick_targets = PickTargets();
  for (size_t i = 0; i < pick_targets.size(); ++i) {
    DrawTarget(dl, pick_targets[i], pick_targets_at_[i], static_cast<int>(i) == ptr.pick_target, false, look, ptr.pulse);
    if (static_cast<int>(i) == ptr.pick_target) Tooltip(pick_targets[i].label);  // (a long press, on touch)
  }
}

BoardOutput BoardView::Clicked(const TurnOptions& opts, const BoardInput& in, const Pointer& ptr,
                               const std::optional<Pos>& pick) {
  // Clicks: a released press that did not pan.
  BoardOutput out;
  if (!ptr.deactivated || dragging_ || click_cancelled_) return out;
  const std::optional<Pos> picked = Picked(opts, in.version);
  if (ImGui::IsMouseReleased(ImGuiMouseButton_Left) && ptr.hovered) pick_.reset();  // a tap elsewhere lets it go
  if (ImGui::IsMouseReleased(ImGuiMouseButton_Right)) {
    out.rotate = true;
    return out;
  }
  if (!ImGui::IsMouseReleased(ImGuiMouseButton_Left) || !in.interactive) return out;
  const Pos cell = ptr.cell;
  if (ptr.target >= 0) {
    out.apply = opts.targets[static_cast<size_t>(ptr.target)].action;
  } else if (ptr.pick_target >= 0) {  // the picked tile laid, with that figure on it
    Action a;
    a.type = ActionType::Place, a.x = pick->x, a.y = pick->y, a.rot = in.rot;
    out.apply = a;
    out.then = PickTargets()[static_cast<size_t>(ptr.pick_target)].action;
  } else if (std::find(opts.holes.begin(), opts.holes.end(), cell) != opts.holes.end()) {
    Action a;
    a.type = ActionType::Abbey, a.x = cell.x, a.y = cell.y;
    out.apply = a;
  } else if (opts.decision == Decision::Place && opts.placements.count(cell)) {
    // On a touch screen the first tap shows the tile there (a finger hides what it taps); a
    // second tap on that square lays it.
    const bool touch = TheTouch().Touch();
    const bool confirmed = !touch || picked == std::optional<Pos>(cell);
    if (touch) pick_ = cell, pick_version_ = in.version;
    if (opts.Fits(cell, in.rot) && confirmed) {
      Action a;
      a.type = ActionType::Place, a.x = cell.x, a.y = cell.y, a.rot = in.rot;
      out.apply = a;
    } else {
      for (int k = 1; k < 4; ++k)
        if (opts.Fits(cell, (in.rot + k) & 3)) {
          out.set_rot = (in.rot + k) & 3;
          break;
        }
    }
  }
  return out;
}

void BoardView::KeepRingInView(Pos pick, int rot, int version, float r) {
  // Once per tile shown (a square, a rotation): the board moves the least to bring every circle into
  // its area, and it is not the person's move (the view is still the game's to follow).
  if (ring_shown_ == std::make_tuple(pick.x, pick.y, rot, version)) return;
  ring_shown_ = {pick.x, pick.y, rot, version};
  float lo_x = p0_.x, hi_x = p0_.x + size_.x, lo_y = p0_.y, hi_y = p0_.y + size_.y;
  for (const ImVec2& c : pick_targets_at_) {
    lo_x = std::min(lo_x, c.x - r - 4), hi_x = std::max(hi_x, c.x + r + 4);
    lo_y = std::min(lo_y, c.y - r - 4), hi_y = std::max(hi_y, c.y + r + 4);
  }
  // (A ring wider than the area shows its low side: the game does not zoom for it.)
  auto shift = [](float lo, float hi, float a0, float a1) { return lo < a0 ? a0 - lo : hi > a1 ? a1 - hi : 0.0f; };
  pan_.x += shift(lo_x, hi_x, p0_.x, p0_.x + size_.x);
  pan_.y += shift(lo_y, hi_y, p0_.y, p0_.y + size_.y);
}

std::vector<ImVec2> BoardView::SpotsOnScreen(const std::vector<Target>& targets) const {
  std::vector<ImVec2> spots;
  for (const Target& t : targets) spots.push_back(WorldToScreen(t.world));
  return spots;
}

void BoardView::DrawTarget(ImDrawList* dl, const Target& t, ImVec2 c, bool hot, bool keyed, const PlayerLook& look,
                           float pulse) const {
  const float tr = TargetRadius();
  const ImVec2 spot = WorldToScreen(t.world);
  if (std::abs(c.x - spot.x) + std::abs(c.y - spot.y) > tr * 0.5f) {  // moved aside: a line to its spot
    dl->AddLine(spot, c, IM_COL32(20, 20, 20, 200), 3.0f);
    dl->AddLine(spot, c, IM_COL32(255, 255, 255, 220), 1.5f);
    dl->AddCircleFilled(spot, 3.0f, IM_COL32(255, 255, 255, 230));
  }
  const float r = hot ? tr * 1.2f : tr;
  dl->AddCircleFilled(c, r, IM_COL32(255, 255, 255, hot ? 235 : 170), 24);
  dl->AddCircle(c, r, WithAlpha(look.fill, 0.6f + 0.4f * pulse), 24, std::max(2.0f, r * 0.18f));
  const float fh = r * 1.3f;
  switch (t.action.type) {
    case ActionType::Figure:
      DrawFigure(dl, t.action.figure, c, fh, WithAlpha(look.fill, hot ? 1.0f : 0.75f), look.line, false, look.mark);
      break;
    case ActionType::Wagon: DrawWagon(dl, c, fh, look.fill, look.line, look.mark); break;
    default: DrawMeeple(dl, c, fh, WithAlpha(look.fill, hot ? 1.0f : 0.75f), look.line, false, look.mark); break;
  }
  if (keyed) {  // the target Tab chose: a ring around it, and its name beside it
    dl->AddCircle(c, r + 5, IM_COL32(20, 20, 20, 220), 28, 5.0f);
    dl->AddCircle(c, r + 5, kWhite, 28, 3.0f);
    const ImVec2 ts = MeasureText(t.label);
    const ImVec2 tp(c.x + r + 10, c.y - ts.y * 0.5f);
    dl->AddRectFilled(ImVec2(tp.x - 4, tp.y - 2), ImVec2(tp.x + ts.x + 4, tp.y + ts.y + 2), IM_COL32(20, 24, 18, 220), 4);
    DrawText(dl, tp, kWhite, t.label);
  }
}

void BoardView::MakeRoomBeside(ImVec2 card0, ImVec2 card1, const std::vector<ImVec2>& places, int version) {
  if (room_version_ == version || places.empty() || card1.y - card0.y < 40) return;  // the card not laid out yet
  room_version_ = version;
  const float half = tile_px_ * 0.5f, gap = 4.0f;
  auto under_card = [&](ImVec2 p, float dy) {
    return p.x + half > card0.x && p.x - half < card1.x && p.y + dy + half > card0.y && p.y + dy - half < card1.y;
  };
  if (std::none_of(places.begin(), places.end(), [&](ImVec2 p) { return under_card(p, 0); })) return;
  // The band beside the card: above it when it is at the bottom of the board, else below it.
  const bool card_low = card0.y + card1.y > 2 * p0_.y + size_.y;
  const float band0 = card_low ? p0_.y : card1.y, band1 = card_low ? card0.y : p0_.y + size_.y;
  auto shown = [&](ImVec2 p, float dy) {
    return p.x - half >= p0_.x && p.x + half <= p0_.x + size_.x && p.y + dy - half >= band0 && p.y + dy + half <= band1;
  };
  // A move that leaves no place under the card and at least one wholly beside it.
  auto clears = [&](float dy) {
    bool any = false;
    for (const ImVec2& p : places) {
      if (under_card(p, dy)) return false;
      any = any || shown(p, dy);
    }
    return any;
  };
  // The least such move that brings one of them right beside the card (the others that do not fit
  // there go past the board's far edge, out of view rather than under the card). None: the card's edge
  // was the better one, and the board stays.
  bool found = false;
  float best = 0;
  for (const ImVec2& p : places) {
    const float dy = card_low ? band1 - gap - (p.y + half) : band0 + gap - (p.y - half);
    if ((!found || std::abs(dy) < std::abs(best)) && clears(dy)) best = dy, found = true;
  }
  if (found) pan_.y += best;
}

std::optional<Pos> BoardView::Picked(const TurnOptions& opts, int version) const {
  if (!pick_ || pick_version_ != version || opts.decision != Decision::Place || !opts.placements.count(*pick_))
    return std::nullopt;
  return pick_;
}

void BoardView::DrawPick(ImDrawList* dl, const GameState& s, const TurnOptions& opts, Pos p, int rot) {
  const ImVec2 a = WorldToScreen({static_cast<float>(p.x), static_cast<float>(p.y)});
  const ImVec2 b(a.x + tile_px_, a.y + tile_px_);
  const bool fits = opts.Fits(p, rot);
  DrawLiftedTile(dl, s.Tile(opts.tile), rot, a, tile_px_, 0.35f);
  const float kw = std::max(3.0f, tile_px_ * 0.06f);
  dl->AddRect(ImVec2(a.x - kw * 0.5f, a.y - kw * 0.5f), ImVec2(b.x + kw * 0.5f, b.y + kw * 0.5f), IM_COL32(20, 20, 20, 220), 3,
              0, kw + 2);
  dl->AddRect(ImVec2(a.x - kw * 0.5f, a.y - kw * 0.5f), ImVec2(b.x + kw * 0.5f, b.y + kw * 0.5f), fits ? kWhite : kBad, 3, 0, kw);
}

}  // namespace carc::ui
