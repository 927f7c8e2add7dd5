#pragma once
// Play by link on this device: one object with its own state, owned and called by the App.
//  - which seats this device plays in the game on screen, and the question when a link brings a game
//    (link/link_rules.h: the seats are kept with the saved entry, never in the record or the link);
//  - the fair deal's device side (engine/docs/fair-deal.md): the secrets (link/secret_store.h), the
//    invitation that goes once around the players, a value revealed when a seat played here draws,
//    the computer seats played by their host's device, the lost-secret path;
//  - the replay of the turns since this device's last move, and its one-sentence summary;
//  - the prompt to send the game on after a move here, and older or diverging links.
// The windows are in link/link_view.h and link/fair_deal_view.h; the pure rules in
// link/link_rules.h and link/device_deal.h.
#include <imgui.h>

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "carc/record.h"
#include "link/link_rules.h"
#include "link/device_deal.h"
#include "link/secret_store.h"
#include "link/link_view.h"
#include "link/fair_deal_view.h"

namespace carc::ui {

class AiDriver;
class BoardMotion;
class EventLog;
class GameSession;

class LinkPlay {
 public:
  // What link play asks of the page around it (the App).
  class Host {
   public:
    virtual ~Host() = default;
    virtual void Alert(const std::string& text, bool is_error) = 0;
    virtual void ClearErrorAlert() = 0;          // a refusal that the change answers
    virtual void YourTurn() = 0;                 // a person here decides now (the sound)
    virtual void Replayed(size_t first_event) = 0;  // an action replayed: its events from here (sounds)
    // The game ended while this device was away: the end's dialog says it, with what happened since.
    virtual void EndedWhileAway(const std::string& since) = 0;
    virtual bool FinalDialogShown() const = 0;
  };
  // What link play asks of the saved games (SavedGamesFlow): the game on screen's entry, opening games.
  class Saving {
   public:
    virtual ~Saving() = default;
    virtual std::string ShareLink() const = 0;   // the link of the game on screen
    virtual std::string SaveId() const = 0;      // its saved entry (empty: not saved yet)
    virtual std::string GameName() const = 0;
    virtual void SavedAsShown() = 0;             // the saved game already holds what is on screen
    virtual void SaveNow() = 0;                  // saves the game on screen now (a new game: its entry)
    virtual bool OpenSaved(const std::string& id, std::string* error) = 0;
    // Opens a record as a saved game of its own (an older position kept); its new id.
    virtual bool OpenAsNewGame(const GameRecord& r, std::string* id, std::string* error) = 0;
    virtual void AfterDeviceAction() = 0;        // a device's action was applied (save, announce)
    // The seats this device plays in saved game `id` (link/link_rules.h), and remembering them there.
    virtual Seats SeatsOf(const std::string& id, int players) const = 0;
    virtual bool SetSeats(const std::string& id, const Seats& seats, std::string* error) = 0;
    // The name of saved game `id`, or the name a new game of `setup` gets; renaming one.
    virtual std::string NameOf(const std::string& id, const Setup& setup) const = 0;
    virtual bool Rename(const std::string& id, const std::string& name, std::string* error) = 0;
  };

  LinkPlay(Host& host, Saving& saving, GameSession& session, AiDriver& ai, EventLog& log, BoardMotion& motion)
      : host_(host), saving_(saving), session_(session), ai_(ai), log_(log), motion_(motion) {}

  // --- The game on screen ----------------------------------------------------------------------
  void Reset();  // a new or loaded game: every seat here until said otherwise, nothing pending
  // A fair game started here: `local` are the people who play on this device (the computers too);
  // this device commits for them at once and offers to send the invitation.
  void StartedHere(const std::vector<int>& local);
  // A saved game opened: its seats on this device (asked when none is known yet).
  void OpenedSaved(const std::string& id, int players);
  // A link opened that continues (or repeats) the saved game: `seats` the saved entry's; `moved_on`
  // when it holds more than the saved game (an action, or a value revealed). What happened since my
  // last move is replayed and told.
  void LinkOpened(Seats seats, bool moved_on, bool is_new);
  // The link is an older position of the saved game `saved_id` (now on screen): offered, not opened.
  void OfferOlder(const GameRecord& link, const std::string& saved_id, int link_turn);
  // The link went another way from a common position (kept as `link_id`); the player chooses a line.
  void OfferDiverged(const std::string& saved_id, const std::string& link_id, const std::string& name, int link_turn,
                     int saved_turn, size_t common);
  void LinkArrivedElsewhere() { send_.Close(); }  // a link came in: the prompt to send is past
  // The moves from the `from`-th action on replayed as after a link (another window of this browser
  // moved on: what it showed). The summary tells the moves from `summary_from` (at most `from`).
  void CatchUpFrom(size_t from) { CatchUpFrom(from, from); }
  void CatchUpFrom(size_t from, size_t summary_from);
  // Where the moves told by the summary on screen (not yet read: not dismissed, no move made here
  // since) began, or `from` when there is none. Another window may write a turn in several steps (a
  // browser that runs each window in a process of its own lets this one read between them): the
  // windows that follow it then tell the whole turn once, not its last step as "nothing new".
  size_t UnreadSince(size_t from) const;

  // --- Each frame ------------------------------------------------------------------------------
  void Step();  // the replay since my last move, the fair deal's device answers, the send prompt

  // --- Who decides ----------------------------------------------------------------------------
  const Seats& LocalSeats() const { return seats_; }
  void SetSeats(const Seats& seats);  // answers the seat question (remembered with the saved entry)
  // One more seat here (the question, or taking a seat over); false with the words why when a fair
  // deal's seat plays only on its own device (MayTakeOver).
  bool ClaimSeat(int seat, std::string* why = nullptr);
  void AskSeats();                    // the seat question (Share: "Which player are you?")
  // Whether the decision awaited may be taken by a person here now (not a computer, not another
  // device's, not a device's own answer, not during the replay).
  bool MayDecide() const;
  bool WaitingForOther() const;     // another device's decision
  bool ComputerMayPlay() const;     // a computer seat's decision that this device makes
  bool CatchingUp() const { return catch_up_.active; }
  // Why a person's move is refused here now (empty: it is not).
  std::string RefusalText() const;
  void PersonMoved();               // a person here moved: offer to send the game when it leaves us

  // --- Drawing -----------------------------------------------------------------------------------
  // The squares the board lights up (the action being replayed), or null for the log's selection.
  const std::vector<Pos>* Flash(bool log_selected) const;
  bool BoardEdgeBusy() const { return catch_up_.active || !summary_.empty(); }  // the tips wait
  // In place of the turn panel when this device does not decide now; false: draw the turn.
  bool DrawInsteadOfTurn();
  void DrawBoardStrip(ImVec2 board_pos, ImVec2 board_size);  // the replay's bar, its summary
  void DrawDialogs(ImVec2 pos, ImVec2 size);                 // seats, invitation, lost secret, send, conflicts

  // --- The script API (window.carcassonne.correspondence and friends) ----------------------------
  nlohmann::json Json() const;
  void SkipCatchUp();
  void AnswerConflict(bool open_link);
  void SetCatchUpDelay(double seconds) { catch_up_delay_ = seconds; }
  const SendPrompt& Send() const { return send_; }
  SecretStore& Secrets() { return secrets_; }

 private:
  void PersistSeats();
  void StartCatchUp();
  void StepCatchUp();
  void FinishCatchUp();
  void TellSince(const GameRecord& full, size_t from);  // the summary of the moves from `from` on
  void CheckSendBack();
  void OfferSend(int to);
  int SendTarget(int seat) const;  // the seat whose device answers `seat` (a computer's host)
  // Fair deal.
  void AnswerDevices();
  bool Commit(const std::vector<int>& seats);
  void MakeNewSecret(int seat);
  std::string HostName() const;

  Host& host_;
  Saving& saving_;
  GameSession& session_;
  AiDriver& ai_;
  EventLog& log_;
  BoardMotion& motion_;

  Seats seats_;               // the seats this device plays in the game on screen
  SeatQuestion seat_question_;
  bool arrival_pending_ = false;  // a link arrived: replay since my last move once the seat is known
  struct CatchUp {
    bool active = false;
    GameRecord full;          // the game as the link has it (already saved)
    size_t from = 0;          // the replay starts after this many actions
    size_t summary_from = 0;  // the summary tells the actions from here on (at most `from`)
    size_t next = 0;          // the next action to show
    double next_at = 0;       // when (ImGui time)
    size_t first_event = 0;   // the events from here on are highlighted in the log
  } catch_up_;
  std::vector<Pos> catch_flash_;  // the squares of the action just replayed
  std::string summary_;       // "Ben placed 2 tiles...; your turn." (until dismissed or my move)
  bool local_moved_ = false;  // a person here just moved: send the game on when it leaves this device
  SendPrompt send_;
  LinkConflict conflict_;
  std::string conflict_saved_id_, conflict_link_id_;
  GameRecord conflict_link_;  // an older link's record (saved only if opened)
  double catch_up_delay_ = 0.9;  // seconds per replayed action

  // The fair deal.
  SecretStore secrets_;
  bool starting_ = false;     // this device is starting a fair game (it commits for the computers)
  InvitationDialog invitation_;
  bool invitation_dismissed_ = false;
  LostSecretDialog lost_;
  int lost_dismissed_version_ = -1;  // the lost-secret dialog was closed for this position
};

}  // namespace carc::ui
