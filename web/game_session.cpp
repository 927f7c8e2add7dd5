#include "game_session.h"

namespace carc::ui {

bool GameSession::NewGame(const Setup& setup, std::string* error) {
  GameState s;
  Events ev;
  if (!carc::NewGame(setup, &s, error, &ev)) return false;
  record_ = GameRecord{setup, {}};
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

std::optional<Error> GameSession::Apply(const Action& a) {
  if (!active_) return Error{ErrorCode::NotLegal, "no game in progress"};
  Snapshot snap{state_, record_.actions.size(), events_.size()};
  if (auto err = carc::Apply(state_, a, &events_)) return err;
  record_.actions.push_back(a);
  // The stack holds the states of the current turn only: a new turn (or the end) commits the last.
  if (state_.turn != snap.state.turn || IsOver(state_)) {
    undo_.clear();
  } else {
    undo_.push_back(std::move(snap));
  }
  Changed();
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
