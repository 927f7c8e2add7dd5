// The App's saved games, share links and replay (members declared in app.h): the game is saved after
// every change, the page offers to continue the game played last, a link in the address opens its
// game (at start and on hashchange), and the Saved games / Share / Replay windows.
#include <string>

#include "app.h"
#include "i18n/i18n.h"
#include "platform.h"
#include "share_link.h"

namespace carc::ui {
namespace {

// Set by the page's hashchange (platform::SetOnHashChanged) and at start; handled in the next frame.
bool g_hash_pending = false;

std::string Joined(const std::vector<std::string>& lines) {
  std::string text;
  for (const std::string& l : lines) text += (text.empty() ? "" : " ") + l;
  return text;
}

}  // namespace

void App::InitSaves() {
  platform::SetOnHashChanged([] { g_hash_pending = true; });
  saves_.Refresh();
  ReportSaveProblems();
  if (HashHasGame(platform::GetUrlHash())) {
    g_hash_pending = true;  // a link: it opens instead of the offer to continue
    return;
  }
  const std::string id = saves_.Current();
  const SaveEntry* e = id.empty() ? nullptr : saves_.Find(id);
  if (e && e->status != "over") saves_view_.OfferContinue(*e);
}

void App::ReportSaveProblems() {
  const std::vector<std::string> problems = saves_.TakeProblems();
  if (!problems.empty()) Alert(Joined(problems), true);
}

void App::AutoSave() {
  if (!session_.Active() || saved_version_ == session_.Version()) return;
  saved_version_ = session_.Version();
  std::string error;
  if (!saves_.Save(&save_id_, session_.Record(), session_.State(), &error)) {
    Alert(error, true);
    return;
  }
  saves_.SetCurrent(save_id_);
  ReportSaveProblems();
}

bool App::OpenRecord(const GameRecord& r, const std::string& id, std::string* error) {
  if (!LoadRecord(r, error)) return false;  // resets save_id_ (GameReplaced)
  save_id_ = id;                             // empty: a new entry
  AutoSave();
  return true;
}

bool App::OpenLink(std::string_view link, std::string* error) {
  GameRecord r;
  if (!ReadShareLink(link, &r, error)) {
    *error += std::string(" ") + i18n::T("app.saves-unchanged");
    Alert(*error, true);
    return false;
  }
  // The entry this link continues (the same game, saved with fewer or as many actions), else a new one:
  // a link never overwrites a different game.
  if (!OpenRecord(r, saves_.MatchLink(r), error)) {
    *error = i18n::F("app.link-not-opened", {{"why", *error}});
    Alert(*error, true);
    return false;
  }
  return true;
}

bool App::OpenSaved(const std::string& id, std::string* error) {
  GameRecord r;
  if (!saves_.Load(id, &r, error) || !OpenRecord(r, id, error)) {
    Alert(*error, true);
    return false;
  }
  return true;
}

std::string App::ShareLink() const {
  return session_.Active() ? BuildShareLink(platform::PageAddress(), session_.Record()) : std::string();
}

void App::ShowSaves() {
  saves_view_.DismissOffer();
  saves_view_.Show(saves_);
  ReportSaveProblems();
}

void App::ShowShare() {
  if (session_.Active()) share_view_.Open(ShareLink());
}

void App::ShowReplay(const std::string& id) {
  const std::string target = id.empty() ? save_id_ : id;
  GameRecord r;
  std::string error;
  if (id.empty() || id == save_id_) {
    if (!session_.Active()) return;
    r = session_.Record();
  } else if (!saves_.Load(id, &r, &error)) {
    Alert(error, true);
    return;
  }
  const SaveEntry* e = saves_.Find(target);
  const std::string title = e ? e->name : DefaultSaveName(r.setup);
  if (!replay_.Open(r, title, &error)) {
    Alert(i18n::F("app.cannot-replay", {{"why", error}}), true);
    return;
  }
  replay_id_ = target;
}

void App::CheckHash() {
  if (!g_hash_pending) return;
  g_hash_pending = false;
  const std::string hash = platform::GetUrlHash();
  if (!HashHasGame(hash)) return;
  saves_view_.DismissOffer();
  std::string error;
  // Once opened, the link leaves the address: a reload then continues the saved game rather than
  // going back to the link's moves. A bad link stays, so that it can be looked at.
  if (OpenLink(hash, &error)) platform::SetUrlHash("");
}

bool App::DrawReplay(ImVec2 pos, ImVec2 size) {
  if (!replay_.Active()) return false;
  const ReplayChoice c = replay_.Draw(pos, size);
  if (c.play_from_end) {
    std::string error;
    if (replay_id_ != save_id_ || !session_.Active()) OpenSaved(replay_id_, &error);
    screen_ = Screen::Game;
  }
  return true;
}

void App::DrawSavesUi(ImVec2 pos, ImVec2 size) {
  SavesChoice c = saves_view_.DrawContinuePrompt(pos, size);
  const SavesChoice list = saves_view_.Draw(saves_, save_id_, pos, size);
  if (!list.open.empty()) c.open = list.open;
  if (!list.replay.empty()) c.replay = list.replay;
  c.new_game |= list.new_game;
  if (!list.message.empty()) c.message = list.message;
  share_view_.Draw(pos, size);

  std::string error;
  if (!c.message.empty()) Alert(c.message, true);
  if (!c.open.empty()) OpenSaved(c.open, &error);
  if (!c.replay.empty()) ShowReplay(c.replay);
  if (c.new_game) screen_ = Screen::NewGame;
  if (c.show_list) ShowSaves();
}

}  // namespace carc::ui
