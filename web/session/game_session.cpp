#include "session/game_session.h"

#include <nlohmann/json.hpp>

namespace carc::ui {

bool GameSession::NewGame(const Setup& setup, std::string* error) {
  GameState s;
  Events ev;
  if (!carc::NewGame(setup, &s, error, &ev)) return false;
  record_ = GameRecord{setup, {}, RevealsOf(s)};
  state_ = std::move(s);
  events_ = std::move(ev);
  active_ = true;
  undo_.clear();
  Changed();
  return true;
}

bool GameSession::Load(const GameRecord& record, std::string* error) {
  ReplayResult r = Replay(record, true);
  if (r.error) {
    *error = r.error->Message();
    return false;
  }
  if (r.state.players.empty()) {
    *error = "the record's setup could not start a game";
    return false;
  }
  record_ = record;
  state_ = std::move(r.state);
  events_ = std::move(r.events);
  active_ = true;
  undo_.clear();
  Changed();
  return true;
}

nlohmann::json GameSession::Report() const { return carc::Report(state_, events_); }

std::optional<Action> GameSession::LegalOne(const Action& a) const {
  for (const Action& l : legal_)
    if (SameMove(l, a)) return l;
  return std::nullopt;
}

std::optional<Error> GameSession::Apply(const Action& a) {
  if (!active_) return Error{ErrorCode::NotLegal, "no game in progress"};
  Snapshot snap{state_, record_.actions.size(), events_.size()};
  if (auto err = carc::Apply(state_, a, &events_)) return err;
  // A fair deal's revealed value is not one of the record's actions: the record keeps each seat's
  // latest (record.h), and nothing before it can be undone (the value is out).
  const bool device = a.type == ActionType::Commit || a.type == ActionType::Reveal || a.type == ActionType::Rekey;
  if (a.type != ActionType::Reveal) record_.actions.push_back(a);
  if (state_.fair.on) record_.reveals = RevealsOf(state_);
  // The stack holds the states of the current turn only: a new turn (or the end) commits the last.
  if (device || state_.turn != snap.state.turn || IsOver(state_)) {
    undo_.clear();
  } else {
    undo_.push_back(std::move(snap));
  }
  Changed();
  return std::nullopt;
}

std::optional<Error> GameSession::ApplyRecordedReveals(const GameRecord& r) {
  while (std::optional<Action> reveal = RecordedReveal(r, state_))
    if (auto err = Apply(*reveal)) return err;
  return std::nullopt;
}

void GameSession::Undo() {
  if (undo_.empty()) return;
  Snapshot& s = undo_.back();
  state_ = std::move(s.state);
  record_.actions.resize(s.actions);
  events_.resize(s.events);
  undo_.pop_back();
  Changed();
}

void GameSession::Changed() {
  legal_ = active_ ? LegalActions(state_) : std::vector<Action>{};
  ++version_;
}

}  // namespace carc::ui
