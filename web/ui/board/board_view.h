#pragma once
// The board: tiles, towers and figures of the game; the squares where the drawn tile fits, a ghost of
// it under the pointer, figure targets, abbey holes; hover highlights of whole features. Pans by
// dragging (mouse or one finger), zooms with the wheel, keys and two fingers.
#include <imgui.h>

#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "carc/game.h"
#include "ui/board/board_layer.h"
#include "ui/art/figure_spots.h"
#include "ui/base/palette.h"
#include "ui/base/picture.h"
#include "ui/board/pick_figures.h"
#include "ui/board/square_marks.h"
#include "ui/board/turn_options.h"

namespace carc::ui {

class BoardMotion;

// The tile placed last (its placed-tile index), marked on the board; -1 before the first move.
int LastPlacedTile(const GameState& s);

struct BoardInput {
  int rot = 0;                     // rotation of the drawn tile chosen in the HUD
  bool interactive = true;         // false while a computer seat decides or the game is over
  const std::vector<Pos>* flash = nullptr;  // squares to highlight (a clicked log entry)
  const std::vector<Pos>* marked_towers = nullptr;  // towers of a hovered floors choice
  std::optional<Pos> key_square;   // keyboard play (board_keys.h): the cursor's square, drawn framed
  int key_target = -1;             // keyboard play: the target chosen with Tab, drawn larger
  int version = 0;                 // the session's version: the picture of the tiles is kept until it changes
  BoardMotion* motion = nullptr;   // animations of what just happened (drawn over the board)
  double now_ms = 0;               // their clock
  // What can still fit (square_marks.h): the open squares' marks and counts; null when turned off.
  const SquareOutlook* outlook = nullptr;
};

struct BoardOutput {
  std::optional<Action> apply;  // the player chose this (always one of the legal actions)
  // Touch: the figure tapped on the picked tile, to follow `apply` (its placement) when the figure
  // step then offers it (pick_figures.h).
  std::optional<Action> then;
  bool rotate = false;          // right-click: turn the drawn tile
  int set_rot = -1;             // clicked a fitting square with a rotation that does not fit there
};

// The deciding player's colours, for the targets' circles and figures.
struct PlayerLook {
  ImU32 fill = 0, line = 0;
  palette::PlayerMark mark{};
};

// Where the view stands: the world origin's offset from the area's centre, and the size of a square.
struct ViewPose {
  ImVec2 pan{0, 0};
  float tile_px = 72.0f;
};

class BoardView {
 public:
  // Draws into the current window's remaining content region at [p0, p0+size).
  BoardOutput Draw(const GameState& s, const TurnOptions& opts, const BoardInput& in, ImVec2 p0, ImVec2 size);

  // A person's moves of the view (the Centre button, zoom, drag, pinch, the keys): each counted in
  // PersonMoves, so that the view follows the game only while the person leaves it (view_follow.h).
  void CentreOn(const GameState& s);   // fits the whole board in view
  void ZoomBy(float factor, ImVec2 screen_focus);
  void PanBy(ImVec2 delta) { pan_.x += delta.x, pan_.y += delta.y, ++person_moves_; }
  int PersonMoves() const { return person_moves_; }
  // The view set by the game, not by a person: a game opened, the view following the action.
  void CentreOnNewGame(const GameState& s);
  ViewPose Pose() const { return {pan_, tile_px_}; }
  void SetPose(const ViewPose& pose);
  // The board has been drawn in its area, and a centring has settled: what is in view is known.
  bool Settled() const { return have_area_ && !centre_pending_ && centre_settling_ == 0; }
  // Whether square `p` is wholly in the area (a pixel's rounding aside). Wholly: a square a tenth cut
  // off by a bar passed for shown, and a computer's tile or the square to play was left at the edge.
  bool InView(Pos p) const;
  // A pose showing the squares `show` (all of them if it can; at this zoom when they fit, else
  // zoomed out as far as a tile stays legible), centred on them.
  ViewPose PoseShowing(const std::vector<Pos>& show) const;
  // The person asked to see `squares` (a log entry tapped): shown at once, and the view is theirs for
  // the turn (the view's following does not take it back: view_follow.h).
  void ShowForPerson(const std::vector<Pos>& squares) {
    SetPose(PoseShowing(squares));
    ++person_moves_;
  }
  // Shows world point `w` at the area's centre with tiles of `tile_px` pixels (tests: debug.view).
  void Focus(ImVec2 w, float tile_px);
  void CancelClick() { click_cancelled_ = true; }  // a two-finger gesture is not a click
  // Pans the least so that square `p` is in view with a margin (the keyboard's cursor moved there).
  void KeepInView(Pos p);
  // A card over the board ([card0, card1], a tip) hides some of `places` (the screen points where the
  // player can act: squares where the tile fits, figure targets): the board moves up or down, once per
  // decision (`version`), the least that leaves none under the card and one wholly beside it (those
  // that do not fit there go out of view at the far edge). A view the person moves after
  // that stays theirs.
  void MakeRoomBeside(ImVec2 card0, ImVec2 card1, const std::vector<ImVec2>& places, int version);
  // Touch: the square a tap picked for the tile in hand in this decision, if any (debug.view, the
  // turn panel's Place button), and the figures offered round it, with their circles on screen.
  std::optional<Pos> Pick() const { return pick_; }
  const std::vector<Target>& PickTargets() const { return pick_offers_ ? pick_figures_.Targets() : kNoTargets; }
  const std::vector<ImVec2>& PickTargetsOnScreen() const { return pick_targets_at_; }

  ImVec2 WorldToScreen(ImVec2 w) const { return {origin_.x + w.x * tile_px_, origin_.y + w.y * tile_px_}; }
  ImVec2 ScreenToWorld(ImVec2 p) const { return {(p.x - origin_.x) / tile_px_, (p.y - origin_.y) / tile_px_}; }
  float TilePx() const { return tile_px_; }
  ImVec2 AreaMin() const { return p0_; }
  ImVec2 AreaMax() const { return {p0_.x + size_.x, p0_.y + size_.y}; }
  // Target circles' radius in pixels, and their centres as drawn last (moved apart: target_spread.h).
  float TargetRadius() const;
  const std::vector<ImVec2>& TargetsOnScreen() const { return targets_at_; }
  // The height of a standing figure on the board as drawn now, in pixels (a figure's size follows the
  // zoom, but never falls below what can be told apart).
  float FigurePx() const;
  static float FigureHeight(float tile_px);  // the same for the pictures painted `tile_px` per square
  int LayerRepaints() const { return layer_.Repaints(); }
  bool Painting() const { return layer_.Pending() > 0; }  // pieces in view still to paint
  // A centring still follows the area as it settles (its next frames centre again): the page must
  // build those frames before it sleeps, or a bar that changes height later moves the board with it.
  bool CentreSettling() const { return centre_settling_ > 0; }
  nlohmann::json LayerStats() const;  // the layer's figures (debug.frames)
  // The open squares' marks drawn in the last frame (those in view; none when turned off): debug.squares.
  const std::vector<MarkedSquare>& MarksDrawn() const { return marks_drawn_; }

 private:
  // The pointer over the board this frame: over the canvas, released, the square under it, the
  // circle under it (figure targets, and those round a picked tile), and the glow's phase.
  struct Pointer {
    bool hovered = false, deactivated = false;
    Pos cell{0, 0};
    int target = -1, pick_target = -1;
    float pulse = 0;
  };
  // Draw's steps, in order.
  void SetArea(const GameState& s, const BoardInput& in, ImVec2 p0, ImVec2 size);  // keeps the board still
  Pointer Canvas();  // the canvas button: pans and zooms, the pointer's square
  void CellRect(ImDrawList* dl, Pos p, ImU32 fill, ImU32 edge) const;  // a square filled and framed
  void DrawHighlights(ImDrawList* dl, const BoardInput& in, float pulse) const;  // the log's squares, towers
  // The figure targets' circles placed apart, and those round a picked tile; the circle under the
  // pointer. Returns the picked square (touch).
  std::optional<Pos> PlaceCircles(const GameState& s, const TurnOptions& opts, const BoardInput& in, Pointer* ptr);
  // Where the tile fits, and the ghost under the pointer (its tooltip: why it does not fit, and what
  // can still go on the square).
  void DrawPlacements(ImDrawList* dl, const GameState& s, const TurnOptions& opts, const BoardInput& in,
                      const Pointer& ptr);
  void DrawKeyCursor(ImDrawList* dl, const GameState& s, const TurnOptions& opts, const BoardInput& in, Pos k,
                     float pulse);
  void DrawAbbeyHoles(ImDrawList* dl, const GameState& s, const TurnOptions& opts, const Pointer& ptr);
  void DrawTargets(ImDrawList* dl, const GameState& s, const TurnOptions& opts, const BoardInput& in,
                   const Pointer& ptr);
  // A released press that did not pan: the action chosen, a turn, a rotation that fits.
  BoardOutput Clicked(const TurnOptions& opts, const BoardInput& in, const Pointer& ptr, const std::optional<Pos>& pick);
  // Fits the whole board in the area (pending until the board and the area exist).
  void Centre(const GameState& s);
  void HandleInput();  // pans (drag past a threshold) and zooms (wheel) from the canvas button
  // The table, then the tiles, towers and figures (pictures of the board: board_layer.h).
  void DrawTiles(ImDrawList* dl, const GameState& s, int version);
  // What lies on the squares `sq`, as a hash (0: nothing); and its painting at `px` per square.
  uint64_t SquaresKey(const GameState& s, const SquareRect& sq) const;
  void PaintSquares(ImDrawList* dl, const GameState& s, const SquareRect& sq, ImVec2 at, float px) const;
  void DrawLastTileMark(ImDrawList* dl, const GameState& s);
  // What can still fit: a quiet cross where no tile still to come fits, a small "1" where one does.
  void DrawSquareMarks(ImDrawList* dl, const SquareOutlook* outlook);
  // The open square under the pointer: how many of the tiles still to come fit there and their
  // pictures, after `before` (why the tile in hand does not fit), in a tooltip.
  void SquareTip(const GameState& s, const OpenSquare& square, const std::string& before) const;
  // The keyboard's cursor on an open square: how many tiles still to come fit there, beside it.
  void DrawKeySquareCount(ImDrawList* dl, const OpenSquare& square) const;
  // `explain_figures`: in the figure step, say why no figure can go on a hovered feature of the tile
  // just placed.
  void DrawHover(ImDrawList* dl, const GameState& s, bool show, bool explain_figures, const SquareOutlook* outlook);
  void DrawTowerLetters(ImDrawList* dl, const GameState& s, const TurnOptions& opts);
  // Touch: the square a tap picked for the drawn tile in the decision of `version`, while it is offered.
  std::optional<Pos> Picked(const TurnOptions& opts, int version) const;
  // Touch: the view moves the least to show the circles round the tile just picked (once per tile shown).
  void KeepRingInView(Pos pick, int rot, int version, float r);
  // Where the targets' spots are on screen (their circles are then placed apart: target_spread.h).
  std::vector<ImVec2> SpotsOnScreen(const std::vector<Target>& targets) const;
  // One target's circle at `c` with its figure (`hot`: under the finger or chosen; `keyed`: chosen by
  // Tab, named beside it), in the deciding player's colours.
  void DrawTarget(ImDrawList* dl, const Target& t, ImVec2 c, bool hot, bool keyed, const PlayerLook& look, float pulse) const;
  // The picked tile on its square as it would go (turned `rot`), framed (white where it fits, red where
  // it does not); the Place button is the turn panel's (hud.h).
  void DrawPick(ImDrawList* dl, const GameState& s, const TurnOptions& opts, Pos p, int rot);

  ImVec2 pan_{0, 0};  // screen offset of the world origin from the area's centre
  float tile_px_ = 72.0f;
  ImVec2 origin_{0, 0}, p0_{0, 0}, size_{1, 1};
  bool centre_pending_ = true;
  // Frames after a centring that centre again on the area as it settles (a panel measured in the
  // first frames); after them a change of the area keeps the board where it is on the screen.
  int centre_settling_ = 0;
  bool have_area_ = false;
  int person_moves_ = 0;
  bool click_cancelled_ = false;
  bool dragging_ = false;
  // On a touch screen a tap on a square where the tile fits picks it: the tile is shown there, turnable,
  // until a second tap on it or its Place button lays it (a finger hides what it taps).
  std::optional<Pos> pick_;
  std::vector<ImVec2> targets_at_;       // the figure targets' circles on screen, apart
  PickFigures pick_figures_;              // touch: the figures that may go on the picked tile
  bool pick_offers_ = false;              // offered this frame (the tile fits there as turned)
  std::tuple<int, int, int, int> ring_shown_{0, 0, -1, -1};  // the tile (x, y, rotation, decision) whose ring was brought into view
  static inline const std::vector<Target> kNoTargets;
  std::vector<ImVec2> pick_targets_at_;   // and their circles on screen
  int room_version_ = -1;  // the decision for which MakeRoomBeside moved the board (or found no need)
  int pick_version_ = -1;
  BoardLayer layer_;      // the tiles as pictures of the board
  CachedPicture table_;   // the table under the board
  std::vector<FigureSpot> spots_;  // where the figures stand, for the version spots_version_
  int spots_version_ = -1;
  std::vector<MarkedSquare> marks_drawn_;  // the open squares' marks drawn in the last frame
};

}  // namespace carc::ui
