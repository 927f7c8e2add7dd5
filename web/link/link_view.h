#pragma once
// The windows of play by link (link/link_rules.h; the App acts on the choices, link/link_play.cpp):
//  - the seat question ("Which player are you?") when a game arrives by link,
//  - the waiting panel in place of the turn when another player's decision is awaited,
//  - the bar over the board while the turns since my last move are replayed, and its summary,
//  - the send-back prompt after my turn (share sheet or clipboard, the message and the link's length),
//  - the explanation of an older or a diverging link, with the choice of line.
#include <imgui.h>

#include <string>
#include <vector>

#include "carc/game.h"
#include "link/link_rules.h"

namespace carc::ui {

struct SeatAnswer {
  bool answered = false;
  Seats seats;
};

class SeatQuestion {
 public:
  void Open(int players) { visible_ = true, picks_.assign(static_cast<size_t>(players), 0); }
  void Close() { visible_ = false; }
  bool Visible() const { return visible_; }
  // Draws the question over [pos, pos+size); the answer once given (the window then closes).
  SeatAnswer Draw(const GameState& s, ImVec2 pos, ImVec2 size);

 private:
  bool visible_ = false;
  std::vector<char> picks_;
};

struct WaitingChoice {
  bool send = false;       // send the link to the player awaited
  bool take_over = false;  // that player's seat plays here from now on
  bool choose_seat = false;  // the seat question again (no seat chosen yet)
};
// What is awaited from another device: a player's move (or its device's value for the draw), a
// player joining (the fair deal's invitation), or the host's device playing a computer seat.
struct WaitingInfo {
  enum Kind { Move, Invitation, HostDevice } kind = Move;
  int seat = -1;
  std::string host;  // HostDevice: the player whose device plays the computers; Invitation: who invites
  bool may_take_over = true;  // false in a fair deal when the seat's secret is elsewhere (MayTakeOver)
};
// Drawn in place of the turn panel: whose decision is awaited, and what can be done meanwhile.
WaitingChoice DrawWaiting(const GameState& s, const Seats& seats, const WaitingInfo& info);

// The bar over the board during the replay of the turns since my last move: true when Skip is pressed.
bool DrawCatchUpBar(int step, int steps, ImVec2 pos, ImVec2 size);
// The summary after it (until dismissed or the next move): true when dismissed.
bool DrawSummaryBanner(const std::string& text, ImVec2 pos, ImVec2 size);

// The prompt to send the game on after my turn.
class SendPrompt {
 public:
  // `to`: the players to send it to (names), `message`: the text that goes with the link.
  // `explain`: what the prompt says above the message (default: "Your move is done...").
  void Open(const std::string& to, std::string message, std::string link, std::string explain = "");
  void Close() { visible_ = false; }
  bool Visible() const { return visible_; }
  const std::string& Message() const { return message_; }
  const std::string& Link() const { return link_; }
  void Draw(ImVec2 pos, ImVec2 size);

 private:
  bool visible_ = false;
  bool copy_pressed_ = false;
  bool shared_ = false;
  std::string to_, message_, link_, explain_;
};

// An older or a diverging link.
struct ConflictChoice {
  bool open_saved = false;  // the saved game's line
  bool open_link = false;   // the link's line (kept as a saved game of its own)
};
class LinkConflict {
 public:
  enum class Kind { Older, Diverged };
  void Open(Kind kind, std::string name, int link_turn, int saved_turn, size_t common);
  void Close() { visible_ = false; }
  bool Visible() const { return visible_; }
  Kind GetKind() const { return kind_; }
  ConflictChoice Draw(ImVec2 pos, ImVec2 size);

 private:
  bool visible_ = false;
  Kind kind_ = Kind::Older;
  std::string name_;
  int link_turn_ = 0, saved_turn_ = 0;
  size_t common_ = 0;
};

}  // namespace carc::ui
