#pragma once
// The windows of the fair deal in games played by link (engine/docs/fair-deal.md; the rules of who
// answers what are in web/link/link_play.h):
//  - the invitation: "Ana invites you to a game: you play Ben - Accept" (the seats still to join),
//  - the lost secret: why this device cannot deal this player's tile, and the way back (a new secret,
//    that turn missed), or a backup / the old device instead.
#include <imgui.h>

#include <string>
#include <vector>

#include "carc/game.h"

namespace carc::ui {

struct InvitationAnswer {
  bool accepted = false;
  bool dismissed = false;
  std::vector<int> seats;  // the seats this device joins as (accepted)
};

class InvitationDialog {
 public:
  // `open_seats`: the person seats still to join (commit); `host`: the name of the player who invites.
  void Open(std::vector<int> open_seats, std::string host);
  void Close() { visible_ = false; }
  bool Visible() const { return visible_; }
  InvitationAnswer Draw(const GameState& s, ImVec2 pos, ImVec2 size);

 private:
  bool visible_ = false;
  std::vector<int> open_seats_;
  std::vector<char> picks_;
  std::string host_;
};

struct LostSecretAnswer {
  bool make_new = false;  // a new secret here: the player misses this turn
  bool dismissed = false;
};

class LostSecretDialog {
 public:
  void Open(int seat) { visible_ = true, seat_ = seat; }
  void Close() { visible_ = false; }
  bool Visible() const { return visible_; }
  int Seat() const { return seat_; }
  LostSecretAnswer Draw(const GameState& s, ImVec2 pos, ImVec2 size);

 private:
  bool visible_ = false;
  int seat_ = -1;
};

}  // namespace carc::ui
