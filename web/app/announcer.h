#pragma once
// What screen readers hear (platform::Announce, an aria-live region): after each change, the log's
// own sentences for the new events, then whose turn it is.
#include <cstddef>
#include <optional>
#include <string>

#include "session/game_session.h"
#include "ui/board/square_marks.h"

namespace carc::ui {

class Announcer {
 public:
  // A game opened: whose turn is said, not its past. `events_said`: 0 for a new game (its first
  // events are said too, the first tile drawn).
  void Reset(size_t events_said) {
    events_ = events_said, decision_.clear(), version_ = -1;
  }
  void NewGame() { events_ = 0; }
  // Says what changed since the last call, once per version of the session.
  void Step(const GameSession& session);
  // The keyboard's cursor moved to another open square: how many tiles still to come fit there (the
  // page shows it beside the square). `outlook`: null when the marks are off.
  void CursorSquare(std::optional<Pos> cursor, const SquareOutlook* outlook);

 private:
  size_t events_ = 0;     // events already said
  std::string decision_;  // the last "whose turn" said
  int version_ = -1;
  std::optional<Pos> cursor_;  // the keyboard's square last said
};

}  // namespace carc::ui
