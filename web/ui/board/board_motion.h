#pragma once
// What just happened, shown on the board for a moment: a tile placed is laid down (it drops the last
// bit onto the table, its shadow shrinking under it), a completed feature is outlined and its points
// rise from it ("+12" in the scorer's colour), figures going home fly to their player's panel. Purely
// visual: the game state has already moved on (the engine's events of the action drive them), so an
// animation never delays anyone's input, and each lasts at most kDurationMs. Players can turn them
// off (remembered in local storage, "carcassonne.motion"); they are off while the system asks for
// reduced motion. The tile placed last is marked on the board (BoardView), with or without motion.
#include <imgui.h>

#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "carc/game.h"
#include "ui/art/figure_spots.h"

namespace carc::ui {

class BoardView;

class BoardMotion {
 public:
  static constexpr double kDurationMs = 300;  // the longest any animation lasts

  void Load();  // the player's setting (on unless turned off)
  bool Enabled() const { return enabled_; }
  void SetEnabled(bool on);  // remembered in local storage
  void SetReducedBySystem(bool reduced);
  // Whether animations play: the setting is on and the system does not ask for reduced motion.
  bool Playing() const { return enabled_ && !reduced_; }

  // A new or loaded game, or an undo: nothing of `events` is animated; running animations stop.
  void Skip(const Events& events);
  // Before an action is applied: where the figures stand (figures going home start from there).
  void BeforeAction(const GameState& s);
  // After it: the events it added start their animations at `now_ms`.
  void AfterAction(const GameState& s, const Events& events, double now_ms);

  // Draws the running animations (over the board, and over the panels for figures flying home).
  void Draw(const BoardView& view, const GameState& s, double now_ms);
  // The tiles being laid down, drawn into the board's list under its marks and targets.
  void DrawUnder(ImDrawList* dl, const BoardView& view, const GameState& s, double now_ms) const;
  bool Running(double now_ms) const;

  // Tests (window.carcassonne.debug.motion): the setting, the running animations and their ages.
  nlohmann::json DebugJson(double now_ms) const;
  // Tests: stops the animations' clock (a screenshot of one in progress), or lets it run again.
  void Hold(bool on, double now_ms);
  // Tests: held, with the newest animations `age_ms` old (a screenshot at a chosen moment).
  void HoldAtAge(double age_ms, double now_ms);

  // The clock of the animations (steady, in milliseconds; stands still while held).
  double Now(double real_ms) const { return held_ ? held_at_ : real_ms - paused_ms_; }

 private:
  enum class Kind { Outline, Points, Home, Laid };
  static constexpr double kLaidMs = 240;  // the drop of a tile: short, it must not slow anyone down
  struct Part {  // one feature of one placed tile
    int placed = 0;
    int feature = 0;
  };
  struct Anim {
    Kind kind = Kind::Points;
    double start = 0;    // animation clock, ms
    double duration = 0;
    int player = -1;
    std::vector<Part> parts;   // Outline: the completed feature
    ImVec2 world{0, 0};        // Points: where the text starts; Home: where the figure stood; Laid: the square
    const TileDef* tile = nullptr;  // Laid: the tile and its rotation
    int rot = 0;
    std::string text;          // Points: "+12"
    FigureKind figure = FigureKind::Meeple;
    bool lying = false;
    bool has_target = false;   // Home: the player's panel was found
    ImVec2 target{0, 0};       // Home: the panel, in screen pixels
  };
  void Start(const GameState& s, const nlohmann::json& e, double now);

  bool enabled_ = true;
  bool reduced_ = false;
  bool held_ = false;
  double held_at_ = 0, paused_ms_ = 0;
  size_t seen_ = 0;  // events already looked at
  std::vector<FigureSpot> before_;
  std::vector<bool> before_used_;
  std::vector<Anim> anims_;
};

}  // namespace carc::ui
