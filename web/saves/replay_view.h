#pragma once
// The replay of a game: the board after any number of its actions, stepped backwards and forwards
// (buttons, slider, arrow keys). Keeps its own GameState, replayed from the record through the engine,
// and draws it with the game's BoardView, read-only.
#include <imgui.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "carc/record.h"
#include "ui/board/board_view.h"
#include "ui/board/turn_options.h"

namespace carc::ui {

struct ReplayChoice {
  bool close = false;
  bool play_from_end = false;  // "Play on": open the game itself (the App loads the record)
  bool review = false;         // "Review the game" (a finished game only): the computer's review
};

class ReplayView {
 public:
  // Replays `r` (checking it); on failure keeps the previous replay and explains in `error`.
  // Starts at the end of the game.
  bool Open(const GameRecord& r, const std::string& title, std::string* error);
  void Close() { active_ = false; }
  bool Active() const { return active_; }
  const GameRecord& Record() const { return record_; }

  int Step() const { return step_; }  // actions applied, 0..Steps()
  int Steps() const { return static_cast<int>(record_.actions.size()); }
  void Seek(int k);
  const GameState& State() const { return state_; }

  // Draws the whole area [pos, pos+size): the board and a control bar.
  ReplayChoice Draw(ImVec2 pos, ImVec2 size);

 private:
  static constexpr int kCheckpointEvery = 16;
  GameRecord record_;
  std::string title_;
  std::vector<GameState> checkpoints_;  // state after i * kCheckpointEvery actions
  GameState state_;
  Events last_events_;       // what the last applied action caused
  std::vector<std::string> last_lines_;
  std::vector<Pos> flash_;   // its squares
  int last_decider_ = -1;
  bool over_ = false;        // the game replayed has ended: its review is offered
  int step_ = 0;
  bool active_ = false;
  BoardView board_;
  TurnOptions none_;         // nothing to choose: the replay is read-only
};

}  // namespace carc::ui
