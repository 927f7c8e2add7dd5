#pragma once
// The new-game screen, a page rather than a form: How to play and the language at the top, a landscape
// drawn with the board's own code as its title picture, the players as cards (their figure in their
// colour, name, person or computer), the expansions as cards with a picture each, then the
// rule options (RuleOptions(), each with a plain name and a one-line explanation), the shuffle code
// (random by default, editable) and the language. Produces a Setup.
#include <iterator>
#include <optional>
#include <string>
#include <vector>

#include <imgui.h>

#include "carc/setup.h"
#include "ui/base/picture.h"

namespace carc::ui {

struct NewGameOutput {
  std::optional<Setup> start;  // the player pressed Start
  bool resume = false;         // back to the game on screen
  bool show_saves = false;     // the Saved games list
  bool show_help = false;      // How to play
  std::string language;        // the player chose this language
  bool by_key = false;         // Start was Enter (keyboard play: the board's cursor is shown at once)
  // A game between devices (start->fair_deal): the seats played on this device (its people and the
  // computers); the others are friends who get the link.
  std::vector<int> here;
};

// A fresh random shuffle code (the clock and a counter, mixed).
std::string NewShuffleCode();

class NewGameScreen {
 public:
  // The form starts from the setup remembered in local storage (the last game started from this
  // screen or by "Play again"), else from the defaults: two people, no expansion.
  NewGameScreen();
  // Remembers `s` for the next visit (players, expansions, options; never the shuffle code).
  static void Remember(const Setup& s);
  // Draws the screen over [pos, pos+size).
  NewGameOutput Draw(ImVec2 pos, ImVec2 size, bool can_resume);
  // Prefills the form from a setup (the last game's), with a fresh shuffle code.
  void PrefillFrom(const Setup& s);
  // The table behind the screen, with no board on it yet (a picture: painted again only when the
  // window's size changes).
  void DrawTable(ImDrawList* dl, ImVec2 pos, ImVec2 size);

 private:
  struct Seat {
    char name[128] = {};  // room past the rule's limit, so a long name is refused in words (session/player_name.h)
    int color = 0;
    int level = 0;  // 0 a person, 1 easy, 2 normal, 3 hard (kLevels)
    bool here = true;  // a game by link: this person plays on this device (else a friend, by link)
  };
  void NewSeed();
  bool LoadRemembered();  // false (the form untouched) when nothing usable is stored
  Setup Build() const;
  std::vector<int> HereSeats() const;     // a game by link: the seats played on this device
  std::string PlayModeProblem() const;    // why a game by link cannot start so (empty: it can)
  void DrawPlayMode();                    // all on this device, or each on their own by link
  void DrawSeat(size_t i, int* remove);  // a player's card
  void DrawPlayers();
  void DrawExpansions();                  // a card for each, with a small picture

  std::vector<Seat> seats_;
  bool expansions_[std::size(kExpansionIds)] = {};
  std::vector<bool> options_;
  char seed_[40] = {};
  bool by_link_ = false;  // each player on their own device, by link, with a fair deal (link/link_play.h)
  CachedPicture title_left_, title_right_;  // the landscape at the top, in two halves (new_game.cpp)
  bool title_right_waited_ = false;          // the right half waited a frame for the left's first paint
  // Whether this screen has drawn a frame. Its landscape is painted from its second frame, once the
  // tile data are read (carc::RulebookBuilt: the page reads them a file a task after its first frame,
  // app/warm_up.h): the page's first frame is the one a player waits for on opening it, and the
  // landscape (some forty tiles drawn with the board's own code) was a quarter of it
  // (docs/first-visit.md).
  bool drew_a_frame_ = false;
  CachedPicture table_;  // the table behind
};

}  // namespace carc::ui
