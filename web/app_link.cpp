// What play by link asks of the App (LinkPlay::Host, link_play.h): alerts, the game's saved entry
// and name, opening a saved game or a record as a game of its own.
#include "app.h"

namespace carc::ui {

void App::ClearErrorAlert() {
  if (error_alert_) Alert("", false);
}

std::string App::GameName() const {
  const SaveEntry* e = SaveId().empty() ? nullptr : Saves().Find(SaveId());
  return e && !e->name.empty() ? e->name : DefaultSaveName(session_.Record().setup);
}

void App::SavedAsShown() { keeper_.MarkSaved(session_.Version()); }

bool App::OpenAsNewGame(const GameRecord& r, std::string* id, std::string* error) {
  if (!OpenRecord(r, "", error)) return false;
  *id = SaveId();
  return true;
}

// A device's own action (a commitment, a value revealed, a new secret): saved at once, so that a
// closed tab never holds a value that the saved game lacks.
void App::AfterDeviceAction() { AutoSave(); }

}  // namespace carc::ui
