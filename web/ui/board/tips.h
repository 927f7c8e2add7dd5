#pragma once
// Contextual tips: the first time a situation arises in a game (the first tile to place, the first
// figure step, a farmer's field, the abbey offer, the first watchtower bonus, the first thief...), a
// small card on the board explains it in two or three sentences. It never blocks play: the board and
// the panels stay usable, and the next situation's tip takes its place. Players can turn tips off (on
// the card, or in How to play); the choice is remembered in local storage ("carcassonne.tips").
#include <imgui.h>

#include <cstdint>
#include <vector>

#include "carc/game.h"
#include "ui/board/turn_options.h"

namespace carc::ui {

// The situations, most important first (when two arise at once, the first one is shown): what just
// happened (shown until dismissed or a newer tip comes after a move), then the decision awaited
// (shown while that decision lasts).
enum class Tip {
  Thief,            // the first thief drawn (stolen, or watchmen paid)
  WatchtowerBonus,  // the first watchtower bonus scored
  Scored,           // the first road, city or monastery scored during play
  Tower,            // the first tower built
  River,            // the first river tile to place
  Place,            // the first tile to place
  Abbey,            // the first abbey offer
  Floors,           // the first choice of towers for floors
  Wagon,            // the first wagon move
  Figure,           // the first figure step
  Farmer,           // the first time a meeple may go in a field
  Mayor,            // the first time the mayor may be placed
  Barn,             // the first time a barn may be built
  Watchman,         // the first time a meeple may go up a tower
  Count
};

// The tips the moment raises: the decision awaited (when a person decides) and the events that
// came since the last look. Pure: tests can ask it.
std::vector<Tip> TipsFor(const GameState& s, const TurnOptions& opts, bool person_decides, const Events& events,
                         size_t new_from);

class Tips {
 public:
  // Reads the player's choice (on unless it was turned off).
  void Load();
  bool Enabled() const { return enabled_; }
  void SetEnabled(bool on);  // remembered in local storage
  // Another game: every tip may come again.
  void Reset() { seen_ = 0, queue_.clear(), events_seen_ = 0, version_ = -1, fresh_ = true; }

  // Looks at the game when it changed (`version`: the session's, bumped by every change). New
  // situations queue their tips; a decision's tip goes when the decision is made, and a tip about what
  // happened gives way to the next one after a move, so the card speaks of what is happening now.
  void Notice(const GameState& s, const TurnOptions& opts, bool person_decides, const Events& events, int version);
  // The card, if a tip is showing: at the top left of the board area (wide screens) or at its bottom
  // (phones), moved to the other edge when it would hide one of `keep_clear` (the screen points where
  // the player can act: squares where the tile fits, figure targets), since a tip must never stand
  // between the player and the move it explains. Returns true while it is shown.
  bool Draw(ImVec2 board_pos, ImVec2 board_size, bool phone, const std::vector<ImVec2>& keep_clear);
  bool Showing() const { return enabled_ && !queue_.empty(); }
  // Where the card was drawn last ([min, max] on screen), and whether it stood there the frame before
  // too (a card that fits its text finds its size and edge over its first frames).
  ImVec2 CardMin() const { return card_min_; }
  ImVec2 CardMax() const { return card_max_; }
  bool CardSettled() const { return card_settled_; }

 private:
  bool enabled_ = true;
  uint32_t seen_ = 0;        // bit per Tip already raised in this game
  std::vector<Tip> queue_;   // front: the tip on the card
  int shown_since_ = -1;     // the version at which the front tip came on the card
  size_t events_seen_ = 0;
  int version_ = -1;
  bool fresh_ = true;        // a new game: the events so far are its start, look at them too
  float height_ = 160.0f;    // the card's height in the last frame (its position is chosen before it is laid out)
  ImVec2 card_min_{0, 0}, card_max_{0, 0};
  bool card_settled_ = false;
};

}  // namespace carc::ui
