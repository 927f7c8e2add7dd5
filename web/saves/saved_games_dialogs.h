#pragma once
// The saved games' windows, as one object SavedGamesFlow owns and drives (saves/saved_games_flow.h): the
// list, Share, Back up / Restore, the notices of keeping the games, and the replay of a game.
#include <string>

#include "saves/backup_view.h"
#include "saves/keeper_view.h"
#include "saves/replay_view.h"
#include "saves/saved_games_view.h"
#include "saves/share_view.h"

namespace carc::ui {

struct SavedGamesDialogs {
  SavedGamesView list;
  ShareView share;
  BackupView backup;         // Back up / Restore
  ForkNotice fork;           // the game went two ways in two windows
  StorageWarning storage;    // the browser may clear the saved games (once)
  ReplayView replay;
  std::string replay_id;     // the saved entry being replayed
};

}  // namespace carc::ui
