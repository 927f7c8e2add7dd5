// Play by link as a correspondence game (members declared in app.h; the rules in correspondence.h,
// the windows in ui/correspondence_view.h): the seats this device plays, the waiting state on
// another player's turn, the replay of the turns since my last move with its summary, the prompt to
// send the game on after my turn, and older or diverging links.
#include <chrono>
#include <string>

#include "app.h"
#include "i18n/i18n.h"
#include "platform.h"
#include "ui/event_log.h"
#include "ui/hud.h"
#include "ui/names.h"

namespace carc::ui {
namespace {

bool IsPerson(const GameState& s, int p) {
  return s.setup && p >= 0 && p < static_cast<int>(s.setup->players.size()) &&
         s.setup->players[static_cast<size_t>(p)].ai.empty();
}

int Players(const GameRecord& r) { return static_cast<int>(r.setup.players.size()); }

double NowMs() {  // the clock of the board's motion (app.cpp)
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

}  // namespace

bool App::MayDecide() const {
  if (!session_.Active() || catch_up_.active) return false;
  const GameState& s = session_.State();
  if (IsOver(s) || DeciderIsAi(s)) return false;
  return seats_.IsLocal(s.decider);
}

bool App::WaitingForOther() const {
  if (!session_.Active() || catch_up_.active) return false;
  const GameState& s = session_.State();
  return !IsOver(s) && !DeciderIsAi(s) && !seats_.IsLocal(s.decider);
}

std::string App::GameName() const {
  const SaveEntry* e = SaveId().empty() ? nullptr : Saves().Find(SaveId());
  return e && !e->name.empty() ? e->name : DefaultSaveName(session_.Record().setup);
}

void App::PersistSeats() {
  // A game is saved at the end of the frame that changed it; seats chosen before that (the script
  // API right after newGame) were kept only in memory, and the next link asked again. Saved now.
  if (SaveId().empty()) AutoSave();
  if (SaveId().empty()) return;
  std::string error;
  if (!Saves().SetSeats(SaveId(), seats_, &error)) Alert(error, true);
}

void App::SetSeats(const Seats& seats) {
  seats_ = seats;
  if (error_alert_) Alert("", false);  // "say which player you are first" is answered
  PersistSeats();
  seat_question_.Close();
  if (arrival_pending_) {
    arrival_pending_ = false;
    StartCatchUp();
    if (!catch_up_.active && MayDecide()) sounds_.YourTurn();  // a link on my turn, nothing to replay
  }
}

void App::ClaimSeat(int seat) {
  Seats s = seats_;
  if (s.mode == Seats::Mode::HotSeat) return;  // every seat plays here already
  s.Claim(seat);
  SetSeats(s);
}

void App::LinkArrived(size_t /*saved_actions*/, bool /*is_new*/) {
  if (seats_.mode == Seats::Mode::Ask) {
    seat_question_.Open(Players(session_.Record()));
    arrival_pending_ = true;  // the replay waits for the answer: it starts after "my" last move
    return;
  }
  StartCatchUp();
  if (!catch_up_.active && MayDecide()) sounds_.YourTurn();  // a link on my turn, nothing to replay
}

// The game on screen goes back to this device's last move and replays the rest one action at a time
// (StepCatchUp); the saved game already holds everything, so nothing is saved meanwhile (AutoSave).
void App::StartCatchUp() {
  if (session_.Active()) CatchUpFrom(AfterLastLocalAction(ActionDeciders(session_.Record()), seats_));
}

// The same from the `from`-th action on (another window of this browser moved on: what it showed).
void App::CatchUpFrom(size_t from) {
  if (!session_.Active()) return;
  const GameRecord full = session_.Record();
  if (from >= full.actions.size()) return;
  GameRecord prefix{full.setup, {full.actions.begin(), full.actions.begin() + static_cast<long>(from)}};
  std::string error;
  if (!session_.Load(prefix, &error)) return;
  catch_up_.active = true;
  catch_up_.full = full;
  catch_up_.from = catch_up_.next = from;
  catch_up_.next_at = ImGui::GetTime() + catch_up_delay_ * 0.6;
  catch_up_.first_event = session_.GetEvents().size();
  log_.Highlight(catch_up_.first_event);
  catch_flash_.clear();
  summary_.clear();
  send_.Close();
  ai_.Reset();
}

void App::StepCatchUp() {
  if (!catch_up_.active) return;
  const double now = ImGui::GetTime();
  if (now < catch_up_.next_at) return;
  const Action& a = catch_up_.full.actions[catch_up_.next];
  const size_t ev0 = session_.GetEvents().size();
  motion_.BeforeAction(session_.State());  // the board tells what happened, as for a move made here
  if (session_.Apply(a)) {  // cannot happen (the record was replayed when opened): show it whole
    std::string error;
    session_.Load(catch_up_.full, &error);
    FinishCatchUp();
    return;
  }
  motion_.AfterAction(session_.State(), session_.GetEvents(), NowMs());
  sounds_.AfterEvents(session_.GetEvents(), ev0);
  catch_flash_.clear();
  if (a.type == ActionType::Place || a.type == ActionType::Abbey) catch_flash_.push_back(a.pos());
  const Events& ev = session_.GetEvents();
  for (size_t i = ev0; i < ev.size(); ++i)
    for (const Pos& p : EventSquares(ev[i])) catch_flash_.push_back(p);
  ++catch_up_.next;
  catch_up_.next_at = now + catch_up_delay_;
  if (catch_up_.next >= catch_up_.full.actions.size()) FinishCatchUp();
}

void App::SkipCatchUp() {
  if (!catch_up_.active) return;
  while (catch_up_.next < catch_up_.full.actions.size()) {
    if (session_.Apply(catch_up_.full.actions[catch_up_.next])) {
      std::string error;
      session_.Load(catch_up_.full, &error);
      break;
    }
    ++catch_up_.next;
  }
  catch_flash_.clear();
  FinishCatchUp();
}

void App::FinishCatchUp() {
  catch_up_.active = false;
  session_.CommitTurn();  // the other players' moves are not mine to undo
  keeper_.MarkSaved(session_.Version());  // the saved game holds this record already
  SinceSummary sum;
  std::string error;
  if (SummarizeSince(catch_up_.full, catch_up_.from, &sum, &error)) {
    summary_ = SummaryText(sum, seats_);
    // The end of the game: its dialog says it, with what happened meanwhile (one message, not three).
    if (sum.over) final_since_ = SinceWhat(sum), show_final_ = true;
  }
  if (MayDecide()) sounds_.YourTurn();
}

void App::OfferSend(int to) {
  const GameState& s = session_.State();
  const std::string link = ShareLink();
  if (link.empty()) return;
  if (IsOver(s)) {
    std::vector<std::string> others;
    for (int p = 0; p < s.NumPlayers(); ++p)
      if (IsPerson(s, p) && !seats_.IsLocal(p)) others.push_back(PlayerName(s, p));
    if (others.empty()) return;
    send_.Open(JoinNames(others), i18n::F("corr.send.message-over", {{"game", GameName()}, {"result", WinnerText(s)}}),
               link);
    return;
  }
  send_.Open(PlayerName(s, to), i18n::F("corr.send.message", {{"game", GameName()}, {"name", PlayerName(s, to)}}), link);
}

void App::CheckSendBack() {
  if (!local_moved_ || !session_.Active() || catch_up_.active) return;
  const GameState& s = session_.State();
  if (IsOver(s)) {
    local_moved_ = false;
    if (seats_.mode != Seats::Mode::HotSeat) OfferSend(-1);
    return;
  }
  if (DeciderIsAi(s)) return;  // the computer seats move first, here
  if (seats_.IsLocal(s.decider)) {
    if (s.last_placed < 0) local_moved_ = false;  // a new turn of a person here (hot seat)
    return;
  }
  local_moved_ = false;
  OfferSend(s.decider);
}

void App::AnswerConflict(bool open_link) {
  if (conflict_saved_id_.empty()) return;
  conflict_.Close();
  std::string error;
  const std::string saved = conflict_saved_id_;
  std::string link = conflict_link_id_;
  conflict_saved_id_.clear();
  conflict_link_id_.clear();
  if (!open_link) {
    if (saved != SaveId()) OpenSaved(saved, &error);
    return;
  }
  if (link.empty()) {  // an older link: its position becomes a saved game of its own now
    const Seats seats = Saves().SeatsOf(saved, Players(conflict_link_));
    const SaveEntry* e = Saves().Find(saved);
    const std::string name = i18n::F("corr.older.line-name", {{"name", e ? e->name : DefaultSaveName(conflict_link_.setup)}});
    if (!OpenRecord(conflict_link_, "", &error)) {
      Alert(error, true);
      return;
    }
    Saves().Rename(SaveId(), name, &error);
    seats_ = seats;
    PersistSeats();
    return;
  }
  if (OpenSaved(link, &error)) LinkArrived(0, false);
}

void App::DrawBoardStrip(ImVec2 board_pos, ImVec2 board_size) {
  if (catch_up_.active) {
    const int steps = static_cast<int>(catch_up_.full.actions.size() - catch_up_.from);
    if (DrawCatchUpBar(static_cast<int>(catch_up_.next - catch_up_.from), steps, board_pos, board_size)) SkipCatchUp();
  } else if (!summary_.empty() && !IsOver(session_.State())) {  // at the end, the dialog says it
    if (DrawSummaryBanner(summary_, board_pos, board_size)) summary_.clear();
  }
}

void App::DrawCorrespondence(ImVec2 pos, ImVec2 size) {
  if (session_.Active() && seat_question_.Visible()) {
    const SeatAnswer a = seat_question_.Draw(session_.State(), pos, size);
    if (a.answered) SetSeats(a.seats);
  }
  send_.Draw(pos, size);
  const ConflictChoice c = conflict_.Draw(pos, size);
  if (c.open_link || c.open_saved) AnswerConflict(c.open_link);
}

nlohmann::json App::CorrespondenceJson() const {
  const char* mode = seats_.mode == Seats::Mode::HotSeat ? "hot-seat" : seats_.mode == Seats::Mode::Ask ? "ask" : "chosen";
  nlohmann::json j = {{"seats", {{"mode", mode}, {"local", seats_.local}}},
                      {"asking", seat_question_.Visible()},
                      {"mayDecide", MayDecide()},
                      {"waiting", WaitingForOther()},
                      {"summary", summary_},
                      {"summaryShown", summary_.empty() ? ""
                                       : IsOver(session_.State()) ? (show_final_ ? "dialog" : "")
                                                                  : "banner"},
                      {"saveId", SaveId()}};
  j["catchUp"] = {{"active", catch_up_.active},
                  {"from", catch_up_.from},
                  {"next", catch_up_.next},
                  {"to", catch_up_.full.actions.size()}};
  j["send"] = {{"visible", send_.Visible()}, {"message", send_.Message()}, {"link", send_.Link()},
               {"length", send_.Link().size()}};
  j["conflict"] = {{"visible", conflict_.Visible()},
                   {"kind", conflict_.GetKind() == LinkConflict::Kind::Older ? "older" : "diverged"},
                   {"saved", conflict_saved_id_},
                   {"link", conflict_link_id_}};
  return j;
}

}  // namespace carc::ui
