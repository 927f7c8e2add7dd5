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
  // During the replay of the turns since my last move the session shows an earlier position; the
  // saved game already holds the whole record.
  if (!session_.Active() || saved_version_ == session_.Version() || catch_up_.active) return;
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
  if (!LoadRecord(r, error)) return false;  // resets save_id_ and the seats (GameReplaced)
  save_id_ = id;                             // empty: a new entry
  AutoSave();
  // The seats this device plays in this game (none chosen yet: ask).
  if (!id.empty()) seats_ = saves_.SeatsOf(id, static_cast<int>(r.setup.players.size()));
  if (seats_.mode == Seats::Mode::Ask) seat_question_.Open(static_cast<int>(r.setup.players.size()));
  return true;
}

bool App::OpenLink(std::string_view link, std::string* error) {
  GameRecord r;
  if (!ReadShareLink(link, &r, error)) {
    *error += std::string(" ") + i18n::T("app.saves-unchanged");
    Alert(*error, true);
    return false;
  }
  send_.Close();  // a link came in: the prompt to send the previous position is past
  const int players = static_cast<int>(r.setup.players.size());
  const SavedGames::LinkFinding found = saves_.FindLink(r);
  if (found.continues.empty() && !found.newer.empty()) {
    // An older link of a game saved further on: the saved game opens, the link is only offered.
    if (!OpenSaved(found.newer, error)) return false;
    conflict_link_ = r;
    conflict_saved_id_ = found.newer;
    conflict_link_id_.clear();
    conflict_.Open(LinkConflict::Kind::Older, GameName(), Replay(r, false).state.turn, session_.State().turn,
                   found.common);
    return true;
  }
  if (found.continues.empty() && !found.diverged.empty()) {
    // The same start, then other moves: the link's line is kept as a saved game of its own (with this
    // device's seats) and nothing on screen changes until the player chooses a line.
    const ReplayResult rr = Replay(r, false);
    const SaveEntry* saved = saves_.Find(found.diverged);
    const std::string saved_name = saved ? saved->name : DefaultSaveName(r.setup);
    const int saved_turn = saved ? saved->turn : 0;
    std::string id;
    if (!saves_.Save(&id, r, rr.state, error)) {
      Alert(*error, true);
      return false;
    }
    std::string ignored;
    saves_.Rename(id, i18n::F("corr.diverged.line-name", {{"name", saved_name}}), &ignored);
    saves_.SetSeats(id, saves_.SeatsOf(found.diverged, players), &ignored);
    conflict_saved_id_ = found.diverged;
    conflict_link_id_ = id;
    conflict_.Open(LinkConflict::Kind::Diverged, saved_name, rr.state.turn, saved_turn, found.common);
    return true;
  }
  // The entry this link continues (the same game, saved with fewer or as many actions), else a new one:
  // a link never overwrites a different game.
  size_t saved_actions = 0;
  Seats seats = Seats::Asking();  // a game new here: who plays on this device?
  if (!found.continues.empty()) {
    GameRecord saved;
    std::string ignored;
    if (saves_.Load(found.continues, &saved, &ignored)) saved_actions = saved.actions.size();
    seats = saves_.SeatsOf(found.continues, players);
    // A game started here (every seat here) that comes back by link with moves made elsewhere: it is
    // played on several devices now, so ask once who plays here.
    if (seats.mode == Seats::Mode::HotSeat && r.actions.size() > saved_actions) seats = Seats::Asking();
  }
  if (!OpenRecord(r, found.continues, error)) {
    *error = i18n::F("app.link-not-opened", {{"why", *error}});
    Alert(*error, true);
    return false;
  }
  seats_ = seats;
  PersistSeats();
  seat_question_.Close();
  if (found.continues.empty() || r.actions.size() > saved_actions) {
    LinkArrived(saved_actions, found.continues.empty());
  } else if (seats_.mode == Seats::Mode::Ask) {
    seat_question_.Open(players);
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
  const bool several_here = session_.Active() && seats_.mode == Seats::Mode::HotSeat &&
                            !IsOver(session_.State()) && session_.Record().setup.players.size() > 1;
  if (share_view_.Draw(pos, size, several_here)) seat_question_.Open(static_cast<int>(session_.Record().setup.players.size()));

  std::string error;
  if (!c.message.empty()) Alert(c.message, true);
  if (!c.open.empty()) OpenSaved(c.open, &error);
  if (!c.replay.empty()) ShowReplay(c.replay);
  if (c.new_game) screen_ = Screen::NewGame;
  if (c.show_list) ShowSaves();
}

}  // namespace carc::ui
