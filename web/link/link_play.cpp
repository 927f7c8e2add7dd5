// Play by link on this device (link/link_play.h).
#include "link/link_play.h"

#include <algorithm>
#include <chrono>
#include <nlohmann/json.hpp>

#include "ai/ai_driver.h"
#include "carc/deal.h"
#include "session/game_session.h"
#include "i18n/i18n.h"
#include "platform/platform.h"
#include "ui/board/board_motion.h"
#include "ui/panels/event_log.h"
#include "ui/panels/hud.h"
#include "ui/text/look.h"
#include "ui/text/names.h"
#include "ui/text/text.h"

namespace carc::ui {
namespace {

bool IsPerson(const GameState& s, int p) {
  return s.setup && p >= 0 && p < static_cast<int>(s.setup->players.size()) &&
         s.setup->players[static_cast<size_t>(p)].ai.empty();
}

bool DeviceDecision(const GameState& s) { return s.decision == Decision::Commit || s.decision == Decision::Reveal; }

int Players(const GameRecord& r) { return static_cast<int>(r.setup.players.size()); }

double NowMs() {  // the clock of the board's motion (app/app.cpp)
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

}  // namespace

void LinkPlay::Reset() {
  seats_ = Seats{};
  seat_question_.Close();
  arrival_pending_ = false;
  catch_up_.active = false;
  catch_flash_.clear();
  summary_.clear();
  local_moved_ = false;
  send_.Close();
  starting_ = false;
  invitation_.Close();
  invitation_dismissed_ = false;
  lost_.Close();
  lost_dismissed_version_ = -1;
}

void LinkPlay::StartedHere(const std::vector<int>& local) {
  seats_ = Seats::Asking();
  for (int p : local) seats_.Claim(p);
  starting_ = true;
  PersistSeats();
  AnswerDevices();  // the commitments of this device's seats, at once
  starting_ = false;
  local_moved_ = true;  // offer to send the invitation
}

void LinkPlay::OpenedSaved(const std::string& id, int players) {
  if (!id.empty()) seats_ = saving_.SeatsOf(id, players);
  if (seats_.mode == Seats::Mode::Ask) AskSeats();
}

void LinkPlay::AskSeats() {
  if (!session_.Active()) return;
  const GameState& s = session_.State();
  // A game still gathering its players: the invitation, for the seats still to join.
  const std::vector<int> open = OpenPersonSeats(s);
  if (s.decision == Decision::Commit && !open.empty()) {
    invitation_.Open(open, HostName());
    return;
  }
  seat_question_.Open(s.NumPlayers());
}

void LinkPlay::LinkOpened(Seats seats, bool moved_on, bool is_new) {
  seats_ = seats;
  PersistSeats();
  seat_question_.Close();
  invitation_dismissed_ = false;
  if (is_new || moved_on) {
    if (seats_.mode == Seats::Mode::Ask) {
      AskSeats();
      arrival_pending_ = true;  // the replay waits for the answer: it starts after "my" last move
      return;
    }
    StartCatchUp();
    if (!catch_up_.active && MayDecide()) host_.YourTurn();  // a link on my turn, nothing to replay
  } else if (seats_.mode == Seats::Mode::Ask) {
    AskSeats();
  }
}

void LinkPlay::OfferOlder(const GameRecord& link, const std::string& saved_id, int link_turn) {
  conflict_link_ = link;
  conflict_saved_id_ = saved_id;
  conflict_link_id_.clear();
  conflict_.Open(LinkConflict::Kind::Older, saving_.GameName(), link_turn, session_.State().turn, 0);
}

void LinkPlay::OfferDiverged(const std::string& saved_id, const std::string& link_id, const std::string& name,
                             int link_turn, int saved_turn, size_t common) {
  conflict_saved_id_ = saved_id;
  conflict_link_id_ = link_id;
  conflict_.Open(LinkConflict::Kind::Diverged, name, link_turn, saved_turn, common);
}

void LinkPlay::PersistSeats() {
  // A game is saved at the end of the frame that changed it; seats chosen before that (the script
  // API right after newGame) would stay in memory only, and the next link would ask again.
  if (saving_.SaveId().empty()) saving_.SaveNow();
  const std::string id = saving_.SaveId();
  if (id.empty()) return;
  std::string error;
  if (!saving_.SetSeats(id, seats_, &error)) host_.Alert(error, true);
}

void LinkPlay::SetSeats(const Seats& seats) {
  seats_ = seats;
  host_.ClearErrorAlert();  // "say which player you are first" is answered
  PersistSeats();
  seat_question_.Close();
  if (arrival_pending_) {
    arrival_pending_ = false;
    StartCatchUp();
    if (!catch_up_.active && MayDecide()) host_.YourTurn();  // a link on my turn, nothing to replay
  }
}

bool LinkPlay::ClaimSeat(int seat, std::string* why) {
  Seats s = seats_;
  if (s.mode == Seats::Mode::HotSeat) return true;  // every seat plays here already
  if (session_.Active() && !MayTakeOver(session_.State(), s, secrets_, seat)) {
    // Its first reveal here would be a new secret written for another player's device (fair-deal.md).
    if (why) *why = i18n::F("fair.take-over.refused", {{"name", PlayerName(session_.State(), seat)}});
    return false;
  }
  s.Claim(seat);
  SetSeats(s);
  return true;
}

bool LinkPlay::MayDecide() const {
  if (!session_.Active() || catch_up_.active) return false;
  const GameState& s = session_.State();
  if (IsOver(s) || DeciderIsAi(s) || DeviceDecision(s)) return false;
  return seats_.IsLocal(s.decider);
}

bool LinkPlay::WaitingForOther() const {
  if (!session_.Active() || catch_up_.active) return false;
  const GameState& s = session_.State();
  if (IsOver(s)) return false;
  if (s.fair.on && DeviceDecision(s)) return NextDeviceStep(s, seats_, secrets_).kind == DeviceStep::Wait;
  if (DeciderIsAi(s)) return s.fair.on && !DevicePlays(s, seats_, s.decider);  // its host plays it
  return !seats_.IsLocal(s.decider);
}

bool LinkPlay::ComputerMayPlay() const {
  // Computer seats wait while the seats here are unknown or the turns since my move are replayed; in
  // a fair game they play only on their host's device (it holds their secrets).
  if (catch_up_.active || seats_.mode == Seats::Mode::Ask) return false;
  const GameState& s = session_.State();
  return !s.fair.on || DevicePlays(s, seats_, s.decider);
}

std::string LinkPlay::RefusalText() const {
  if (MayDecide()) return "";
  const GameState& s = session_.State();
  if (catch_up_.active) return i18n::T("corr.refused.replaying");
  if (seats_.mode == Seats::Mode::Ask) return i18n::T("corr.refused.no-seat");
  return i18n::F("corr.refused.not-yours", {{"name", PlayerName(s, s.decider)}});
}

void LinkPlay::PersonMoved() {
  local_moved_ = true;  // CheckSendBack offers to send the game on once it leaves this device
  summary_.clear();
  catch_flash_.clear();
  log_.Highlight(static_cast<size_t>(-1));
}

const std::vector<Pos>* LinkPlay::Flash(bool log_selected) const {
  return catch_up_.active || (!log_selected && !catch_flash_.empty()) ? &catch_flash_ : nullptr;
}

void LinkPlay::Step() {
  StepCatchUp();
  AnswerDevices();
  CheckSendBack();
}

// --- The replay of the turns since my last move ----------------------------------------------------

// The game on screen goes back to this device's last move and replays the rest one action at a time
// (StepCatchUp); the saved game already holds everything, so nothing is saved meanwhile (AutoSave).
void LinkPlay::StartCatchUp() {
  if (!session_.Active()) return;
  const size_t from = AfterLastLocalAction(ActionDeciders(session_.Record()), seats_);
  CatchUpFrom(from);
  // No action since my last one, only a value revealed (the turn passed to me, or the last tile could
  // not be placed and the game ended): nothing to replay, but told all the same.
  if (!catch_up_.active) TellSince(session_.Record(), from);
}

size_t LinkPlay::UnreadSince(size_t from) const {
  return catch_up_.active || !summary_.empty() ? std::min(from, catch_up_.summary_from) : from;
}

void LinkPlay::CatchUpFrom(size_t from, size_t summary_from) {
  if (!session_.Active()) return;
  const GameRecord full = session_.Record();
  if (from >= full.actions.size()) return;
  std::string error;
  if (!session_.Load(RecordPrefix(full, from), &error)) return;
  catch_up_.active = true;
  catch_up_.full = full;
  catch_up_.from = catch_up_.next = from;
  catch_up_.summary_from = std::min(summary_from, from);
  catch_up_.next_at = ImGui::GetTime() + catch_up_delay_ * 0.6;
  catch_up_.first_event = session_.GetEvents().size();
  log_.Highlight(catch_up_.first_event);
  catch_flash_.clear();
  summary_.clear();
  send_.Close();
  ai_.Reset();
}

void LinkPlay::StepCatchUp() {
  if (!catch_up_.active) return;
  const double now = ImGui::GetTime();
  if (now < catch_up_.next_at) return;
  const Action& a = catch_up_.full.actions[catch_up_.next];
  const size_t ev0 = session_.GetEvents().size();
  motion_.BeforeAction(session_.State());  // the board tells what happened, as for a move made here
  if (session_.Apply(a) || session_.ApplyRecordedReveals(catch_up_.full)) {
    // Cannot happen (the record was replayed when opened): show it whole.
    std::string error;
    session_.Load(catch_up_.full, &error);
    FinishCatchUp();
    return;
  }
  motion_.AfterAction(session_.State(), session_.GetEvents(), NowMs());
  host_.Replayed(ev0);
  catch_flash_.clear();
  if (a.type == ActionType::Place || a.type == ActionType::Abbey) catch_flash_.push_back(a.pos());
  const Events& ev = session_.GetEvents();
  for (size_t i = ev0; i < ev.size(); ++i)
    for (const Pos& p : EventSquares(ev[i])) catch_flash_.push_back(p);
  ++catch_up_.next;
  catch_up_.next_at = now + catch_up_delay_;
  if (catch_up_.next >= catch_up_.full.actions.size()) FinishCatchUp();
}

void LinkPlay::SkipCatchUp() {
  if (!catch_up_.active) return;
  while (catch_up_.next < catch_up_.full.actions.size()) {
    if (session_.Apply(catch_up_.full.actions[catch_up_.next]) || session_.ApplyRecordedReveals(catch_up_.full)) {
      std::string error;
      session_.Load(catch_up_.full, &error);
      break;
    }
    ++catch_up_.next;
  }
  catch_flash_.clear();
  FinishCatchUp();
}

void LinkPlay::FinishCatchUp() {
  catch_up_.active = false;
  session_.CommitTurn();  // the other players' moves are not mine to undo
  saving_.SavedAsShown();   // the saved game holds this record already
  TellSince(catch_up_.full, catch_up_.summary_from);
  if (MayDecide()) host_.YourTurn();
}

void LinkPlay::TellSince(const GameRecord& full, size_t from) {
  SinceSummary sum;
  std::string error;
  if (!SummarizeSince(full, from, &sum, &error)) return;
  summary_ = SummaryText(sum, seats_);
  // The end of the game: its dialog says it, with what happened meanwhile (one message, not three).
  if (sum.over) host_.EndedWhileAway(SinceWhat(sum));
}

// --- The fair deal's device side -------------------------------------------------------------------

std::string LinkPlay::HostName() const {
  const GameState& s = session_.State();
  return s.fair.host >= 0 ? PlayerName(s, s.fair.host) : std::string();
}

bool LinkPlay::Commit(const std::vector<int>& seats) {
  for (int p : seats) {
    std::string error;
    std::optional<SeatSecret> secret = secrets_.Make(&error);
    if (!secret) {
      host_.Alert(error, true);
      return false;
    }
    if (auto err = session_.Apply(DeviceAction(session_.State(), *secret, p))) {
      secrets_.Forget(secret->Commitment());
      host_.Alert(err->message, true);
      return false;
    }
  }
  return true;
}

void LinkPlay::MakeNewSecret(int seat) {
  const GameState& s = session_.State();
  if (s.decision != Decision::Reveal || s.decider != seat) return;
  std::string error;
  std::optional<SeatSecret> secret = secrets_.Make(&error);
  if (!secret) {
    host_.Alert(error, true);
    return;
  }
  if (auto err = session_.Apply(ChainAction(ActionType::Rekey, secret->Commitment()))) {
    secrets_.Forget(secret->Commitment());
    host_.Alert(err->message, true);
    return;
  }
  local_moved_ = true;  // the turn passed: the next player gets the link
  saving_.AfterDeviceAction();
}

// Answers, on this device, the decisions that wait for a device: the commitments of the seats played
// here, the value of a seat that draws here. The values come from the secrets this device holds; a
// seat played here whose secret is gone asks the player (the lost-secret dialog).
void LinkPlay::AnswerDevices() {
  if (!session_.Active() || catch_up_.active || seats_.mode == Seats::Mode::Ask) return;
  for (int guard = 0; guard < 16; ++guard) {
    const GameState& s = session_.State();
    const DeviceStep step = NextDeviceStep(s, seats_, secrets_, starting_);
    if (step.kind == DeviceStep::Commit) {
      if (!Commit(step.seats)) return;
      local_moved_ = true;  // joined: send the invitation on
    } else if (step.kind == DeviceStep::Reveal) {
      if (auto err = session_.Apply(step.action)) {  // a secret that does not fit: treated as lost
        host_.Alert(err->message, true);
        return;
      }
      // The tile dealt may end the game (the last one, unplaceable, is discarded) or pass the turn with
      // no person's move here: the game then leaves this device all the same (CheckSendBack).
      local_moved_ = true;
    } else {
      if (step.kind == DeviceStep::LostSecret && !lost_.Visible() && lost_dismissed_version_ != session_.Version())
        lost_.Open(step.seat);
      return;
    }
    saving_.AfterDeviceAction();
  }
}

// --- Sending the game on -------------------------------------------------------------------------

int LinkPlay::SendTarget(int seat) const {
  const GameState& s = session_.State();
  if (s.fair.on && !IsPerson(s, seat) && s.fair.host >= 0) return s.fair.host;  // the computer's device
  return seat;
}

void LinkPlay::OfferSend(int to) {
  const GameState& s = session_.State();
  const std::string link = saving_.ShareLink();
  if (link.empty()) return;
  if (IsOver(s)) {
    std::vector<std::string> others;
    for (int p = 0; p < s.NumPlayers(); ++p)
      if (IsPerson(s, p) && !seats_.IsLocal(p)) others.push_back(PlayerName(s, p));
    if (others.empty()) return;
    send_.Open(JoinNames(others),
               i18n::F("corr.send.message-over", {{"game", saving_.GameName()}, {"result", WinnerText(s)}}), link);
    return;
  }
  to = SendTarget(to);
  const std::string name = PlayerName(s, to);
  if (s.decision == Decision::Commit) {  // the invitation goes on to the next player to join
    send_.Open(name,
               i18n::F("fair.send.invite-message", {{"game", saving_.GameName()}, {"host", HostName()}, {"name", name}}),
               link, i18n::F("fair.send.invite-explain", {{"name", name}}));
    return;
  }
  send_.Open(name, i18n::F("corr.send.message", {{"game", saving_.GameName()}, {"name", name}}), link);
}

void LinkPlay::CheckSendBack() {
  if (!local_moved_ || !session_.Active() || catch_up_.active) return;
  const GameState& s = session_.State();
  if (IsOver(s)) {
    local_moved_ = false;
    if (seats_.mode != Seats::Mode::HotSeat) OfferSend(-1);
    return;
  }
  if (s.fair.on) {
    // This device goes on while it answers: its people, its computers, its own values.
    if (!WaitingForOther()) {
      if (!DeviceDecision(s) && IsPerson(s, s.decider) && s.last_placed < 0) local_moved_ = false;  // my next turn
      return;
    }
  } else {
    if (DeciderIsAi(s)) return;  // the computer seats move first, here
    if (seats_.IsLocal(s.decider)) {
      if (s.last_placed < 0) local_moved_ = false;  // a new turn of a person here (hot seat)
      return;
    }
  }
  local_moved_ = false;
  OfferSend(s.decider);
}

// --- Older and diverging links -------------------------------------------------------------------

void LinkPlay::AnswerConflict(bool open_link) {
  if (conflict_saved_id_.empty()) return;
  conflict_.Close();
  std::string error;
  const std::string saved = conflict_saved_id_;
  std::string link = conflict_link_id_;
  conflict_saved_id_.clear();
  conflict_link_id_.clear();
  if (!open_link) {
    if (saved != saving_.SaveId()) saving_.OpenSaved(saved, &error);
    return;
  }
  if (link.empty()) {  // an older link: its position becomes a saved game of its own now
    const Seats seats = saving_.SeatsOf(saved, Players(conflict_link_));
    const std::string name = i18n::F("corr.older.line-name", {{"name", saving_.NameOf(saved, conflict_link_.setup)}});
    std::string id;
    if (!saving_.OpenAsNewGame(conflict_link_, &id, &error)) {
      host_.Alert(error, true);
      return;
    }
    saving_.Rename(id, name, &error);
    seats_ = seats;
    PersistSeats();
    return;
  }
  if (saving_.OpenSaved(link, &error)) LinkOpened(seats_, true, false);
}

// --- Drawing ---------------------------------------------------------------------------------------

bool LinkPlay::DrawInsteadOfTurn() {
  const GameState& s = session_.State();
  if (catch_up_.active) {  // the turns since my last move are being shown (the bar over the board)
    WithFont bold(FontRole::Bold);
    TextWrapped(i18n::T("corr.catch-up.title"));
    return true;
  }
  if (s.fair.on && !IsOver(s) && NextDeviceStep(s, seats_, secrets_).kind == DeviceStep::LostSecret) {
    {
      WithFont bold(FontRole::Bold);
      TextWrapped(DecisionText(s));
    }
    TextMutedWrapped(i18n::F("fair.wait.lost", {{"name", PlayerName(s, s.decider)}}));
    if (Button(i18n::T("fair.wait.lost.open"), "lost-open")) lost_.Open(s.decider);
    return true;
  }
  if (!WaitingForOther()) return false;
  WaitingInfo info;
  info.seat = s.decider;
  if (s.fair.on && s.decision == Decision::Commit) {
    info.kind = WaitingInfo::Invitation;
    info.host = HostName();
  }
  if (s.fair.on && !IsPerson(s, s.decider)) {
    info.kind = WaitingInfo::HostDevice;
    info.host = HostName();
  }
  info.may_take_over = MayTakeOver(s, seats_, secrets_, s.decider);
  const WaitingChoice w = DrawWaiting(s, seats_, info);
  if (w.send) OfferSend(s.decider);
  if (w.take_over) ClaimSeat(s.decider);
  if (w.choose_seat) AskSeats();
  return true;
}

void LinkPlay::DrawBoardStrip(ImVec2 board_pos, ImVec2 board_size) {
  if (catch_up_.active) {
    const int steps = static_cast<int>(catch_up_.full.actions.size() - catch_up_.from);
    if (DrawCatchUpBar(static_cast<int>(catch_up_.next - catch_up_.from), steps, board_pos, board_size)) SkipCatchUp();
  } else if (!summary_.empty() && !IsOver(session_.State()) && !lost_.Visible()) {
    // One message at a time: at the end the dialog says it; a lost secret's explanation first, the
    // summary after it.
    if (DrawSummaryBanner(summary_, board_pos, board_size)) summary_.clear();
  }
}

void LinkPlay::DrawDialogs(ImVec2 pos, ImVec2 size) {
  // One dialog at a time, the first of these that is open: a prompt that comes later (the send
  // prompt after a move) waits, and never lies over another dialog's buttons.
  if (session_.Active() && seat_question_.Visible()) {
    const SeatAnswer a = seat_question_.Draw(session_.State(), pos, size);
    if (a.answered) SetSeats(a.seats);
    return;
  }
  if (session_.Active() && invitation_.Visible()) {
    const InvitationAnswer a = invitation_.Draw(session_.State(), pos, size);
    if (a.accepted) {
      Seats seats = Seats::Asking();
      for (int p : seats_.local) seats.Claim(p);
      for (int p : a.seats) seats.Claim(p);
      SetSeats(seats);  // then AnswerDevices commits for them
    }
    if (a.dismissed) invitation_dismissed_ = true;
    return;
  }
  if (session_.Active() && lost_.Visible()) {
    const LostSecretAnswer a = lost_.Draw(session_.State(), pos, size);
    if (a.make_new) MakeNewSecret(lost_.Seat());
    if (a.dismissed) lost_dismissed_version_ = session_.Version();
    return;
  }
  if (conflict_.Visible()) {
    const ConflictChoice c = conflict_.Draw(pos, size);
    if (c.open_link || c.open_saved) AnswerConflict(c.open_link);
    return;
  }
  send_.Draw(pos, size);
}

nlohmann::json LinkPlay::Json() const {
  const char* mode = seats_.mode == Seats::Mode::HotSeat ? "hot-seat" : seats_.mode == Seats::Mode::Ask ? "ask" : "chosen";
  const GameState& s = session_.State();
  nlohmann::json j = {{"seats", {{"mode", mode}, {"local", seats_.local}}},
                      {"asking", seat_question_.Visible()},
                      {"mayDecide", MayDecide()},
                      {"waiting", WaitingForOther()},
                      {"summary", summary_},
                      {"summaryShown", summary_.empty() ? ""
                                       : IsOver(s) ? (host_.FinalDialogShown() ? "dialog" : "")
                                                   : "banner"},
                      {"saveId", saving_.SaveId()}};
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
  // The fair deal: never a secret here, only what the page shows.
  nlohmann::json fair = {{"on", session_.Active() && s.fair.on}};
  if (session_.Active() && s.fair.on) {
    fair["host"] = s.fair.host;
    fair["invitation"] = {{"visible", invitation_.Visible()}, {"open", OpenPersonSeats(s)}};
    fair["lostSecret"] = {{"visible", lost_.Visible()}, {"seat", lost_.Seat()}};
    const DeviceStep step = NextDeviceStep(s, seats_, secrets_);
    const char* kinds[] = {"none", "commit", "reveal", "lost-secret", "wait"};
    fair["device"] = kinds[step.kind];
  }
  j["fair"] = fair;
  return j;
}

}  // namespace carc::ui
