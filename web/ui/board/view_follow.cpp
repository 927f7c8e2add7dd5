#include "ui/board/view_follow.h"

#include <algorithm>
#include <limits>

namespace carc::ui {

namespace {

// The last tile laid, if any.
const PlacedTile* LastTile(const GameState& s) {
  const int i = LastPlacedTile(s);
  return i < 0 ? nullptr : &s.board.tiles()[static_cast<size_t>(i)];
}

int Distance2(Pos a, Pos b) { return (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y); }

// Eased in and out: the view starts and stops gently.
float Ease(float t) { return t < 0.5f ? 4 * t * t * t : 1 - (-2 * t + 2) * (-2 * t + 2) * (-2 * t + 2) / 2; }

}  // namespace

void ViewFollow::Reset(const GameState& s, const BoardView& view) {
  tiles_seen_ = static_cast<int>(s.board.size());
  turn_handled_ = -1;
  moves_seen_ = view.PersonMoves();
  person_moved_ = false;
  gliding_ = false;
  to_move_ = false;
  shown_until_ms_ = 0;
}

void ViewFollow::GlideTo(const ViewPose& to, bool to_move, const Frame& f, BoardView& view) {
  if (!f.glide) {
    view.SetPose(to);
    gliding_ = to_move_ = false;
    return;
  }
  from_ = view.Pose();
  to_ = to;
  t0_ = f.now_ms;
  gliding_ = true;
  to_move_ = to_move;
}

bool ViewFollow::AnyFitInView(const Frame& f, const BoardView& view) {
  for (const auto& [p, mask] : f.opts->placements)
    if (view.InView(p)) return true;
  return false;
}

void ViewFollow::ShowNearestFit(const Frame& f, BoardView& view, const PlacedTile* last) {
  const Pos near = last ? last->pos : Pos{0, 0};
  Pos best = f.opts->placements.begin()->first;
  int best_d = std::numeric_limits<int>::max();
  for (const auto& [p, mask] : f.opts->placements)
    if (const int d = Distance2(p, near); d < best_d) best = p, best_d = d;
  std::vector<Pos> show{best};
  if (last) show.push_back(last->pos);
  GlideTo(view.PoseShowing(show), /*to_move=*/false, f, view);
}

void ViewFollow::Step(const Frame& f, BoardView& view) {
  const GameState& s = *f.state;
  if (view.PersonMoves() != moves_seen_) {  // the person took the view: theirs until their next turn
    moves_seen_ = view.PersonMoves();
    person_moved_ = true;
    gliding_ = false;
    to_move_ = false;
  }
  const int tiles = static_cast<int>(s.board.size());
  const bool new_tile = tiles > tiles_seen_;
  tiles_seen_ = tiles;
  if (!view.Settled()) return;  // a game just opened is centred first; what is in view is not known yet
  const PlacedTile* last = LastTile(s);

  const ImVec2 area(view.AreaMax().x - view.AreaMin().x, view.AreaMax().y - view.AreaMin().y);
  const bool my_place = f.person_here && s.decision == Decision::Place && !f.opts->placements.empty();
  if (my_place && s.turn != turn_handled_) {
    // A person's turn begins here: show a square where the tile fits (the nearest to the last tile),
    // with the last tile when both fit, unless one is in view already - and the tile just laid, when
    // this frame brought it: a computer's move that had no figure step passes the turn at once, and
    // its tile was not shown (the branch below never saw it).
    turn_handled_ = s.turn;
    area_checked_ = area;
    person_moved_ = false;
    if (!AnyFitInView(f, view) || (new_tile && last && !view.InView(last->pos))) ShowNearestFit(f, view, last);
  } else if (my_place && s.turn == turn_handled_ && !person_moved_ && !gliding_ &&
             (area.x != area_checked_.x || area.y != area_checked_.y)) {
    // The board's area changed in the turn's first frames: the person's bar, taller than the
    // computer's "thinking" line, covered the square shown (the board stays still when a bar changes
    // height: BoardView::Draw), which a new player then had to find by dragging.
    area_checked_ = area;
    if (!AnyFitInView(f, view)) ShowNearestFit(f, view, last);
  } else if (new_tile && !f.person_here && !person_moved_ && last) {
    // A move made elsewhere (a computer seat, a link's replay): its tile is shown, and stays in view a
    // moment before the next computer moves - also when it was in view already (a worker's quick
    // answer put the next computer's tile there one frame later: phone_game.test, on a busy machine).
    if (!view.InView(last->pos)) GlideTo(view.PoseShowing({last->pos}), /*to_move=*/true, f, view);
    else if (f.glide) shown_until_ms_ = f.now_ms + kDwellMs;
  }

  if (!gliding_) return;
  const float t = static_cast<float>(std::clamp((f.now_ms - t0_) / kGlideMs, 0.0, 1.0));
  const float k = Ease(t);
  ViewPose now;
  now.tile_px = from_.tile_px + (to_.tile_px - from_.tile_px) * k;
  now.pan = {from_.pan.x + (to_.pan.x - from_.pan.x) * k, from_.pan.y + (to_.pan.y - from_.pan.y) * k};
  view.SetPose(now);
  if (t >= 1) {
    gliding_ = false;
    if (to_move_) shown_until_ms_ = f.now_ms + kDwellMs;
    to_move_ = false;
  }
}

}  // namespace carc::ui
