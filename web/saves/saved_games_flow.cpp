// The saved games, share links and replay (saves/saved_games_flow.h): the game is saved after every change
// (through SavedGamesKeeper, whose guard never writes over another window's line), the page follows the
// other tabs and windows of this browser, offers to continue the game played last, opens a link in the
// address (at start and on hashchange), and the Saved games / Share / Replay / Back up / Restore
// windows with the notices of keeping the games.
#include "saves/saved_games_flow.h"

#include <nlohmann/json.hpp>
#include <string>

#include "session/game_session.h"
#include "i18n/i18n.h"
#include "link/link_refusal.h"
#include "platform/platform.h"
#include "link/link_address.h"

namespace carc::ui {
namespace {

std::string Joined(const std::vector<std::string>& lines) {
  std::string text;
  for (const std::string& l : lines) text += (text.empty() ? "" : " ") + l;
  return text;
}

}  // namespace

void SavedGamesFlow::Start() {
  platform::SetOnHashChanged([this] { hash_pending_ = true; });
  Store().Refresh();
  ReportSaveProblems();
  if (HashHasGame(platform::GetUrlHash())) {
    hash_pending_ = true;  // a link: it opens instead of the offer to continue
    return;
  }
  const std::string id = Store().Current();
  const SaveEntry* e = id.empty() ? nullptr : Store().Find(id);
  if (e && e->status != "over") dialogs_.list.OfferContinue(*e);
}

void SavedGamesFlow::GameReplaced() {
  keeper_.Detach();  // a different game: its own saved entry (OpenRecord names an existing one)
  dialogs_.fork.Close();
  dialogs_.replay.Close();
  dialogs_.list.DismissOffer();  // a game started or opened another way answers "continue?"
}

void SavedGamesFlow::ReportSaveProblems() {
  const std::vector<std::string> problems = Store().TakeProblems();
  if (!problems.empty()) host_.Alert(Joined(problems), true);
}

void SavedGamesFlow::AutoSave() {
  // During the replay of the turns since my last move the session shows an earlier position; the
  // saved game already holds the whole record.
  if (!session_.Active() || link_.CatchingUp()) return;
  const AutosaveResult r = keeper_.Autosave(session_.Record(), session_.State(), session_.Version());
  if (!r.error.empty()) {
    host_.Alert(r.error, true);
    return;
  }
  if (r.forked) ShowFork(r.mine, r.kept);
  ReportSaveProblems();
}

bool SavedGamesFlow::OpenRecord(const GameRecord& r, const std::string& id, std::string* error) {
  if (!host_.LoadRecord(r, error)) return false;  // detaches the keeper and resets the seats (GameReplaced)
  if (!id.empty()) keeper_.Attach(id);            // else: a new entry
  AutoSave();
  // The seats this device plays in this game (none chosen yet: ask).
  link_.OpenedSaved(SaveId(), static_cast<int>(r.setup.players.size()));
  return true;
}

bool SavedGamesFlow::OpenLink(std::string_view link, std::string* error) {
  GameRecord r;
  if (!ReadShareLink(link, &r, error)) {
    // An altered deal's message says already that nothing was opened or changed.
    if (*error != i18n::T("fair.refused.tampered")) *error += std::string(" ") + i18n::T("app.saves-unchanged");
    host_.Alert(*error, true);
    return false;
  }
  link_.LinkArrivedElsewhere();  // a link came in: the prompt to send the previous position is past
  const int players = static_cast<int>(r.setup.players.size());
  const SavedGames::LinkFinding found = Store().FindLink(r);
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
    // link moves for a seat played here (link/link_refusal.h): refused; the saved line stays.
    if (RefuseFairLink(found.diverged, r, found.common, error)) return false;
    const SaveEntry* saved = Store().Find(found.diverged);
    const std::string saved_name = saved ? saved->name : DefaultSaveName(r.setup);
    const int saved_turn = saved ? saved->turn : 0;
    std::string id;
    if (!Store().Save(&id, r, rr.state, error)) {
      host_.Alert(*error, true);
      return false;
    }
    Store().Rename(id, i18n::F("corr.diverged.line-name", {{"name", saved_name}}), &ignored);
    Store().SetSeats(id, Store().SeatsOf(found.diverged, players), &ignored);
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
    if (Store().Load(found.continues, &saved, &ignored)) saved_actions = saved.actions.size();
    // A reveal or a new secret for a seat played here that this device did not make: refused.
    if (RefuseFairLink(found.continues, r, saved_actions, error)) return false;
    seats = Store().SeatsOf(found.continues, players);
    // A game started here (every seat here) that comes back by link with moves made elsewhere: it is
    // played on several devices now, so ask once who plays here.
    if (seats.mode == Seats::Mode::HotSeat && r.actions.size() > saved_actions) seats = Seats::Asking();
  }
  if (!OpenRecord(r, found.continues, error)) {
    *error = i18n::F("app.link-not-opened", {{"why", *error}});
    host_.Alert(*error, true);
    return false;
  }
  // The link holds more than the saved game unless it is the same (FindLink): more actions, or only a
  // value revealed since (a turn that ended with its player's value, a last tile that could not be
  // placed and ended the game).
  link_.LinkOpened(seats, !found.same, found.continues.empty());
  return true;
}

bool SavedGamesFlow::RefuseFairLink(const std::string& saved_id, const GameRecord& link, size_t common,
                                    std::string* error) {
  GameRecord saved;
  std::string ignored;
  if (!link.setup.fair_deal || !Store().Load(saved_id, &saved, &ignored)) return false;
  const Seats seats = Store().SeatsOf(saved_id, static_cast<int>(link.setup.players.size()));
  const std::string why = FairLinkRefusal(saved, link, common, seats);
  if (why.empty()) return false;
  *error = why + " " + i18n::T("app.saves-unchanged");
  host_.Alert(*error, true);
  return true;
}

bool SavedGamesFlow::OpenSaved(const std::string& id, std::string* error) {
  GameRecord r;
  if (!Store().Load(id, &r, error) || !OpenRecord(r, id, error)) {
    host_.Alert(*error, true);
    return false;
  }
  return true;
}

std::string SavedGamesFlow::ShareLink() const {
  return session_.Active() ? BuildShareLink(platform::PageAddress(), session_.Record()) : std::string();
}

void SavedGamesFlow::ShowSaves() {
  dialogs_.list.DismissOffer();
  dialogs_.list.Show(Store());
  ReportSaveProblems();
}

void SavedGamesFlow::ShowShare() {
  if (session_.Active()) dialogs_.share.Open(ShareLink());
}

// The record of saved game `id` (the game on screen when empty or its own id); false, with the store's
// message shown, when it cannot be read, or when there is no game on screen.
bool SavedGamesFlow::RecordOf(const std::string& id, GameRecord* r) {
  if (id.empty() || id == SaveId()) {
    if (!session_.Active()) return false;
    *r = session_.Record();
    return true;
  }
  std::string error;
  if (Store().Load(id, r, &error)) return true;
  host_.Alert(error, true);
  return false;
}

void SavedGamesFlow::ShowReplay(const std::string& id) {
  const std::string target = id.empty() ? SaveId() : id;
  GameRecord r;
  std::string error;
  if (!RecordOf(id, &r)) return;
  const SaveEntry* e = Store().Find(target);
  const std::string title = e ? e->name : DefaultSaveName(r.setup);
  if (!dialogs_.replay.Open(r, title, &error)) {
    host_.Alert(i18n::F("app.cannot-replay", {{"why", error}}), true);
    return;
  }
  dialogs_.replay_id = target;
}

void SavedGamesFlow::ShowReview(const std::string& id) {
  GameRecord r;
  if (RecordOf(id, &r)) host_.ShowReview(r);
}

void SavedGamesFlow::CheckHash() {
  if (!hash_pending_) return;
  hash_pending_ = false;
  const std::string hash = platform::GetUrlHash();
  if (!HashHasGame(hash)) return;
  dialogs_.list.DismissOffer();
  std::string error;
  // Once opened, the link leaves the address: a reload then continues the saved game rather than
  // going back to the link's moves. A bad link stays, so that it can be looked at.
  if (OpenLink(hash, &error)) platform::SetUrlHash("");
}

bool SavedGamesFlow::DrawReplay(ImVec2 pos, ImVec2 size) {
  if (!dialogs_.replay.Active()) return false;
  const ReplayChoice c = dialogs_.replay.Draw(pos, size);
  if (c.play_from_end) {
    std::string error;
    if (dialogs_.replay_id != SaveId() || !session_.Active()) OpenSaved(dialogs_.replay_id, &error);
    host_.ShowNewGameScreen(false);
  }
  if (c.review) host_.ShowReview(dialogs_.replay.Record());
  return true;
}

void SavedGamesFlow::DrawDialogs(ImVec2 pos, ImVec2 size) {
  SavedGamesChoice c = dialogs_.list.DrawContinuePrompt(pos, size);
  const SavedGamesChoice list = dialogs_.list.Draw(Store(), SaveId(), pos, size);
  if (!list.open.empty()) c.open = list.open;
  if (!list.replay.empty()) c.replay = list.replay;
  if (!list.review.empty()) c.review = list.review;
  c.new_game |= list.new_game;
  if (list.backup) ShowBackup();
  if (list.restore) dialogs_.backup.OpenImport();
  if (!list.message.empty()) c.message = list.message;
  const bool several_here = session_.Active() && link_.LocalSeats().mode == Seats::Mode::HotSeat &&
                            !IsOver(session_.State()) && session_.Record().setup.players.size() > 1;
  if (dialogs_.share.Draw(pos, size, several_here)) link_.AskSeats();

  std::string error;
  if (!c.message.empty()) host_.Alert(c.message, true);
  if (!c.open.empty()) OpenSaved(c.open, &error);
  if (!c.replay.empty()) ShowReplay(c.replay);
  if (!c.review.empty()) ShowReview(c.review);
  if (c.new_game) host_.ShowNewGameScreen(true);
  if (c.show_list) ShowSaves();
}

}  // namespace carc::ui

// --- Other tabs and windows, keeping the games, backup -------------------------------------------
namespace carc::ui {

void SavedGamesFlow::FollowOtherTabs() {
  // The replay of missed moves finishes first; the change is still there to follow afterwards.
  if (!keeper_.Pending() || link_.CatchingUp()) return;
  const SaveEntry* before = Store().Find(SaveId());
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
      host_.Alert(i18n::F("keep.deleted", {{"name", name}}), true);
      break;
  }
  ReportSaveProblems();
}

// The game on screen as another window left it, the moves from `replay_from` on replayed as after a
// link (the board cannot be played on meanwhile); the screen shown stays.
void SavedGamesFlow::FollowRecord(const GameRecord& r, size_t replay_from) {
  const bool new_game_screen = host_.OnNewGameScreen();
  const std::string id = SaveId();
  const size_t summary_from = link_.UnreadSince(replay_from);  // read before the game is replaced
  std::string error;
  if (!OpenRecord(r, id, &error)) {
    host_.Alert(error, true);
    return;
  }
  host_.ShowNewGameScreen(new_game_screen);
  link_.CatchUpFrom(replay_from, summary_from);
}

void SavedGamesFlow::ShowFork(const std::string& mine, const std::string& kept) {
  const SaveEntry* m = Store().Find(mine);
  const SaveEntry* k = Store().Find(kept);
  const std::string fallback = DefaultSaveName(session_.Record().setup);
  dialogs_.fork.Open(m ? m->name : fallback, k ? k->name : fallback, kept);
}

void SavedGamesFlow::ShowBackup() {
  ExportSummary summary;
  std::string name;
  std::string text = keeper_.Export(&summary, &name);
  dialogs_.backup.OpenExport(std::move(text), std::move(name), summary);
}

ImportReport SavedGamesFlow::ImportBackup(std::string_view text) {
  ImportReport report = keeper_.Import(text);
  dialogs_.backup.ShowReport(report);
  if (dialogs_.list.Visible()) Store().CheckAll();
  Store().TakeProblems();  // the report says what the file did; the list marks what cannot be read
  return report;
}

ImportReport SavedGamesFlow::RefuseBackup(const char* why_key) {
  ImportReport report;
  report.refused = true;
  report.why = i18n::T(why_key);
  dialogs_.backup.ShowReport(report);
  return report;
}

void SavedGamesFlow::DrawKeeping(ImVec2 pos, ImVec2 size, bool calm) {
  // Due at the first game's first save; shown in the menu or at a game's end, never over the board
  // of a turn being played (a new player's first turn was under it); given once it is on screen.
  keeper_.PollStorageAnswer();
  if (keeper_.StorageWarningDue() && calm && keeper_.StorageWarningShown()) dialogs_.storage.Open();
  if (dialogs_.storage.Visible() && dialogs_.storage.Draw(pos, size).backup) ShowBackup();
  const ForkChoice f = dialogs_.fork.Draw(pos, size);
  if (f.open_other) {
    std::string error;
    OpenSaved(f.other, &error);
  }
  const BackupChoice b = dialogs_.backup.Draw(pos, size);
  if (b.choose_file) platform::ChooseFile();
  if (b.show_list) ShowSaves();
}

nlohmann::json SavedGamesFlow::KeepingJson() const {
  nlohmann::json j = {{"saveId", SaveId()}, {"storage", keeper_.StorageJson()}};
  j["fork"] = dialogs_.fork.Json();
  j["storageWarning"] = dialogs_.storage.Visible();
  j["storageWarningDue"] = keeper_.StorageWarningDue();  // waiting for a calm moment
  j["backup"] = dialogs_.backup.Json();
  return j;
}

// --- What play by link asks of the saved games (LinkPlay::Saving, link/link_play.h): the game's saved
// entry and name, opening a record as a game of its own.

std::string SavedGamesFlow::GameName() const {
  const SaveEntry* e = SaveId().empty() ? nullptr : Store().Find(SaveId());
  return e && !e->name.empty() ? e->name : DefaultSaveName(session_.Record().setup);
}

void SavedGamesFlow::SavedAsShown() { keeper_.MarkSaved(session_.Version()); }

bool SavedGamesFlow::OpenAsNewGame(const GameRecord& r, std::string* id, std::string* error) {
  if (!OpenRecord(r, "", error)) return false;
  *id = SaveId();
  return true;
}

// A device's own action (a commitment, a value revealed, a new secret): saved at once, so that a
// closed tab never holds a value that the saved game lacks.
void SavedGamesFlow::AfterDeviceAction() { AutoSave(); }

std::string SavedGamesFlow::NameOf(const std::string& id, const Setup& setup) const {
  const SaveEntry* e = Store().Find(id);
  return e ? e->name : DefaultSaveName(setup);
}

}  // namespace carc::ui
