// The App's saved games, share links and replay (members declared in app.h): the game is saved after
// every change (through SavesKeeper, whose guard never writes over another window's line), the page
// follows the other tabs and windows of this browser, offers to continue the game played last, opens
// a link in the address (at start and on hashchange), and the Saved games / Share / Replay / Back up /
// Restore windows with the notices of keeping the games.
#include <string>

#include "app.h"
#include "i18n/i18n.h"
#include "link_refusal.h"
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
  Saves().Refresh();
  ReportSaveProblems();
  if (HashHasGame(platform::GetUrlHash())) {
    g_hash_pending = true;  // a link: it opens instead of the offer to continue
    return;
  }
  const std::string id = Saves().Current();
  const SaveEntry* e = id.empty() ? nullptr : Saves().Find(id);
  if (e && e->status != "over") dialogs_.list.OfferContinue(*e);
}

void App::ReportSaveProblems() {
  const std::vector<std::string> problems = Saves().TakeProblems();
  if (!problems.empty()) Alert(Joined(problems), true);
}

void App::AutoSave() {
  // During the replay of the turns since my last move the session shows an earlier position; the
  // saved game already holds the whole record.
  if (!session_.Active() || link_.CatchingUp()) return;
  const AutosaveResult r = keeper_.Autosave(session_.Record(), session_.State(), session_.Version());
  if (!r.error.empty()) {
    Alert(r.error, true);
    return;
  }
  if (r.forked) ShowFork(r.mine, r.kept);
  ReportSaveProblems();
}

bool App::OpenRecord(const GameRecord& r, const std::string& id, std::string* error) {
  if (!LoadRecord(r, error)) return false;  // detaches the keeper and resets the seats (GameReplaced)
  if (!id.empty()) keeper_.Attach(id);      // else: a new entry
  AutoSave();
  // The seats this device plays in this game (none chosen yet: ask).
  link_.OpenedSaved(SaveId(), static_cast<int>(r.setup.players.size()));
  return true;
}

bool App::OpenLink(std::string_view link, std::string* error) {
  GameRecord r;
  if (!ReadShareLink(link, &r, error)) {
    // An altered deal's message says already that nothing was opened or changed.
    if (*error != i18n::T("fair.refused.tampered")) *error += std::string(" ") + i18n::T("app.saves-unchanged");
    Alert(*error, true);
    return false;
  }
  link_.LinkArrivedElsewhere();  // a link came in: the prompt to send the previous position is past
  const int players = static_cast<int>(r.setup.players.size());
  const SavedGames::LinkFinding found = Saves().FindLink(r);
  if (found.continues.empty() && !found.newer.empty()) {
    // An older link of a game saved further on: the saved game opens, the link is only offered.
    if (!OpenSaved(found.newer, error)) return false;
    link_.OfferOlder(r, found.newer, Replay(r, false).state.turn);
    return true;
  }
  if (found.continues.empty() && !found.diverged.empty()) {
    // The same start, then other moves: the link's line is kept as a saved game of its own (with this
    // device's seats) and nothing on screen changes until the player chooses a line.
    const ReplayResult rr = Replay(r, false);
    std::string ignored;
    // A fair game where a move already sent from another device was played differently, or where the
    // link moves for a seat played here (link_refusal.h): refused; the saved line stays.
    if (RefuseFairLink(found.diverged, r, found.common, error)) return false;
    const SaveEntry* saved = Saves().Find(found.diverged);
    const std::string saved_name = saved ? saved->name : DefaultSaveName(r.setup);
    const int saved_turn = saved ? saved->turn : 0;
    std::string id;
    if (!Saves().Save(&id, r, rr.state, error)) {
      Alert(*error, true);
      return false;
    }
    Saves().Rename(id, i18n::F("corr.diverged.line-name", {{"name", saved_name}}), &ignored);
    Saves().SetSeats(id, Saves().SeatsOf(found.diverged, players), &ignored);
    link_.OfferDiverged(found.diverged, id, saved_name, rr.state.turn, saved_turn, found.common);
    return true;
  }
  // The entry this link continues (the same game, saved with fewer or as many actions), else a new one:
  // a link never overwrites a different game.
  size_t saved_actions = 0;
  Seats seats = Seats::Asking();  // a game new here: who plays on this device?
  if (!found.continues.empty()) {
    GameRecord saved;
    std::string ignored;
    if (Saves().Load(found.continues, &saved, &ignored)) saved_actions = saved.actions.size();
    // A reveal or a new secret for a seat played here that this device did not make: refused.
    if (RefuseFairLink(found.continues, r, saved_actions, error)) return false;
    seats = Saves().SeatsOf(found.continues, players);
    // A game started here (every seat here) that comes back by link with moves made elsewhere: it is
    // played on several devices now, so ask once who plays here.
    if (seats.mode == Seats::Mode::HotSeat && r.actions.size() > saved_actions) seats = Seats::Asking();
  }
  if (!OpenRecord(r, found.continues, error)) {
    *error = i18n::F("app.link-not-opened", {{"why", *error}});
    Alert(*error, true);
    return false;
  }
  link_.LinkOpened(seats, saved_actions, found.continues.empty());
  return true;
}

bool App::RefuseFairLink(const std::string& saved_id, const GameRecord& link, size_t common, std::string* error) {
  GameRecord saved;
  std::string ignored;
  if (!link.setup.fair_deal || !Saves().Load(saved_id, &saved, &ignored)) return false;
  const Seats seats = Saves().SeatsOf(saved_id, static_cast<int>(link.setup.players.size()));
  const std::string why = FairLinkRefusal(saved, link, common, seats);
  if (why.empty()) return false;
  *error = why + " " + i18n::T("app.saves-unchanged");
  Alert(*error, true);
  return true;
}

bool App::OpenSaved(const std::string& id, std::string* error) {
  GameRecord r;
  if (!Saves().Load(id, &r, error) || !OpenRecord(r, id, error)) {
    Alert(*error, true);
    return false;
  }
  return true;
}

std::string App::ShareLink() const {
  return session_.Active() ? BuildShareLink(platform::PageAddress(), session_.Record()) : std::string();
}

void App::ShowSaves() {
  dialogs_.list.DismissOffer();
  dialogs_.list.Show(Saves());
  ReportSaveProblems();
}

void App::ShowShare() {
  if (session_.Active()) dialogs_.share.Open(ShareLink());
}

void App::ShowReplay(const std::string& id) {
  const std::string target = id.empty() ? SaveId() : id;
  GameRecord r;
  std::string error;
  if (id.empty() || id == SaveId()) {
    if (!session_.Active()) return;
    r = session_.Record();
  } else if (!Saves().Load(id, &r, &error)) {
    Alert(error, true);
    return;
  }
  const SaveEntry* e = Saves().Find(target);
  const std::string title = e ? e->name : DefaultSaveName(r.setup);
  if (!dialogs_.replay.Open(r, title, &error)) {
    Alert(i18n::F("app.cannot-replay", {{"why", error}}), true);
    return;
  }
  dialogs_.replay_id = target;
}

void App::CheckHash() {
  if (!g_hash_pending) return;
  g_hash_pending = false;
  const std::string hash = platform::GetUrlHash();
  if (!HashHasGame(hash)) return;
  dialogs_.list.DismissOffer();
  std::string error;
  // Once opened, the link leaves the address: a reload then continues the saved game rather than
  // going back to the link's moves. A bad link stays, so that it can be looked at.
  if (OpenLink(hash, &error)) platform::SetUrlHash("");
}

bool App::DrawReplay(ImVec2 pos, ImVec2 size) {
  if (!dialogs_.replay.Active()) return false;
  const ReplayChoice c = dialogs_.replay.Draw(pos, size);
  if (c.play_from_end) {
    std::string error;
    if (dialogs_.replay_id != SaveId() || !session_.Active()) OpenSaved(dialogs_.replay_id, &error);
    screen_ = Screen::Game;
  }
  return true;
}

void App::DrawSavesUi(ImVec2 pos, ImVec2 size) {
  SavesChoice c = dialogs_.list.DrawContinuePrompt(pos, size);
  const SavesChoice list = dialogs_.list.Draw(Saves(), SaveId(), pos, size);
  if (!list.open.empty()) c.open = list.open;
  if (!list.replay.empty()) c.replay = list.replay;
  c.new_game |= list.new_game;
  if (list.backup) ShowBackup();
  if (list.restore) dialogs_.backup.OpenImport();
  if (!list.message.empty()) c.message = list.message;
  const bool several_here = session_.Active() && link_.LocalSeats().mode == Seats::Mode::HotSeat &&
                            !IsOver(session_.State()) && session_.Record().setup.players.size() > 1;
  if (dialogs_.share.Draw(pos, size, several_here)) link_.AskSeats();

  std::string error;
  if (!c.message.empty()) Alert(c.message, true);
  if (!c.open.empty()) OpenSaved(c.open, &error);
  if (!c.replay.empty()) ShowReplay(c.replay);
  if (c.new_game) screen_ = Screen::NewGame;
  if (c.show_list) ShowSaves();
}

}  // namespace carc::ui

// --- Other tabs and windows, keeping the games, backup -------------------------------------------
namespace carc::ui {

void App::FollowOtherTabs() {
  // The replay of missed moves finishes first; the change is still there to follow afterwards.
  if (!keeper_.Pending() || link_.CatchingUp()) return;
  const SaveEntry* before = Saves().Find(SaveId());
  const std::string name = before ? before->name : DefaultSaveName(session_.Record().setup);
  const TabChange c = keeper_.Follow(session_.Record(), session_.State());
  switch (c.kind) {
    case TabChange::Kind::None: break;
    case TabChange::Kind::MovedOn:
      FollowRecord(c.record, c.from);
      keeper_.OtherWindowMoved(ImGui::GetTime());  // its computer seats play there (App::StepAi)
      break;
    case TabChange::Kind::TookBack: FollowRecord(c.record, c.record.actions.size()); break;
    case TabChange::Kind::Overwritten: ShowFork(c.mine, c.kept); break;
    case TabChange::Kind::Deleted:
      Alert(i18n::F("keep.deleted", {{"name", name}}), true);
      break;
  }
  ReportSaveProblems();
}

// The game on screen as another window left it, the moves from `replay_from` on replayed as after a
// link (the board cannot be played on meanwhile); the screen shown stays.
void App::FollowRecord(const GameRecord& r, size_t replay_from) {
  const Screen screen = screen_;
  const std::string id = SaveId();
  const size_t summary_from = link_.UnreadSince(replay_from);  // read before the game is replaced
  std::string error;
  if (!OpenRecord(r, id, &error)) {
    Alert(error, true);
    return;
  }
  screen_ = screen;
  link_.CatchUpFrom(replay_from, summary_from);
}

void App::ShowFork(const std::string& mine, const std::string& kept) {
  const SaveEntry* m = Saves().Find(mine);
  const SaveEntry* k = Saves().Find(kept);
  const std::string fallback = DefaultSaveName(session_.Record().setup);
  dialogs_.fork.Open(m ? m->name : fallback, k ? k->name : fallback, kept);
}

void App::ShowBackup() {
  ExportSummary summary;
  std::string name;
  std::string text = keeper_.Export(&summary, &name);
  dialogs_.backup.OpenExport(std::move(text), std::move(name), summary);
}

ImportReport App::ImportBackup(std::string_view text) {
  ImportReport report = keeper_.Import(text);
  dialogs_.backup.ShowReport(report);
  if (dialogs_.list.Visible()) Saves().CheckAll();
  Saves().TakeProblems();  // the report says what the file did; the list marks what cannot be read
  return report;
}

ImportReport App::RefuseBackup(const char* why_key) {
  ImportReport report;
  report.refused = true;
  report.why = i18n::T(why_key);
  dialogs_.backup.ShowReport(report);
  return report;
}

void App::DrawKeeping(ImVec2 pos, ImVec2 size) {
  if (dialogs_.storage.Visible() || keeper_.TakeStorageWarning()) {
    if (!dialogs_.storage.Visible()) dialogs_.storage.Open();
    if (dialogs_.storage.Draw(pos, size).backup) ShowBackup();
  }
  const ForkChoice f = dialogs_.fork.Draw(pos, size);
  if (f.open_other) {
    std::string error;
    OpenSaved(f.other, &error);
  }
  const BackupChoice b = dialogs_.backup.Draw(pos, size);
  if (b.choose_file) platform::ChooseFile();
  if (b.show_list) ShowSaves();
}

nlohmann::json App::KeepingJson() const {
  nlohmann::json j = {{"saveId", SaveId()}, {"storage", keeper_.StorageJson()}};
  j["fork"] = dialogs_.fork.Json();
  j["storageWarning"] = dialogs_.storage.Visible();
  j["backup"] = dialogs_.backup.Json();
  return j;
}

}  // namespace carc::ui
