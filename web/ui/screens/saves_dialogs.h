#pragma once
// The saved games' windows, as one object SavedGamesFlow owns and drives (saved_games_flow.h): the
// list, Share, Back up / Restore, the notices of keeping the games, and the replay of a game.
#include <string>

#include "ui/screens/backup_view.h"
#include "ui/screens/keep_view.h"
#include "ui/screens/replay_view.h"
#include "ui/screens/saves_view.h"
#include "ui/screens/share_view.h"

namespace carc::ui {

struct SavesDialogs {
  SavesView list;
  ShareView share;
  BackupView backup;         // Back up / Restore
  ForkNotice fork;           // the game went two ways in two windows
  StorageWarning storage;    // the browser may clear the saved games (once)
  ReplayView replay;
  std::string replay_id;     // the saved entry being replayed
};

}  // namespace carc::ui
