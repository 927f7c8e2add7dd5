#include "ai/ai_decision.h"

#include <nlohmann/json.hpp>

namespace carc::ui {

using json = nlohmann::json;

const char* ThinkPlaceName(ThinkPlace p) {
  switch (p) {
    case ThinkPlace::Worker: return "worker";
    case ThinkPlace::Page: return "page";
    case ThinkPlace::None: break;
  }
  return "none";
}

void AiDecision::Reset() {
  here_.Reset();
  place_ = ThinkPlace::None;
  version_ = -1;
  id_ = 0;
  answer_.reset();
  choice_.reset();
  iterations_ = 0;
  worker_ms_ = 0;
}

void AiDecision::Start(const GameSession& g, ai::Level level, int budget, AiWorkerThinker* remote, int id, double now) {
  Reset();
  version_ = g.Version();
  level_ = level;
  budget_ = budget;
  started_ = decided_ = now;
  if (remote) {
    // Only a worker that is loaded is asked: no decision waits for its loading (WebKit took 20 s to
    // compile it), and one not started yet (a hint where no seat is a computer's) is started now for
    // the next decision.
    const std::string state = remote->State();
    const json request = {{"id", id}, {"record", g.RecordJson()}, {"actions", g.State().actions},
                          {"level", ai::LevelName(level)}, {"budget", budget}};
    if (state == "ready" && remote->Post(request.dump())) {
      place_ = ThinkPlace::Worker;
      id_ = id;
      return;
    }
    if (state == "none") remote->Prepare();
  }
  ThinkHere(g);
}

void AiDecision::ThinkHere(const GameSession& g) {
  id_ = 0;
  place_ = ThinkPlace::Page;
  here_.Start(g.State(), level_, version_, budget_);
}

bool AiDecision::Offer(const json& answer) {
  if (id_ == 0 || !answer.contains("id") || !answer["id"].is_number_integer() || answer["id"].get<int>() != id_)
    return false;
  answer_ = answer;
  id_ = 0;
  return true;
}

bool AiDecision::Step(const GameSession& g, double ms, const AiWorkerThinker* remote, double now) {
  if (choice_) return true;
  if (g.Legal().empty()) return false;  // nothing to choose from (the caller moved on)
  if (place_ == ThinkPlace::Worker) {
    if (answer_) {
      const json a = std::move(*answer_);
      answer_.reset();
      Action action;
      std::string error;
      if (a.contains("action") && ActionFromJson(a["action"], &action, &error))
        if (std::optional<Action> legal = g.LegalOne(action)) {
          choice_ = legal;
          decided_ = now;
          iterations_ = a.value("iterations", 0);
          worker_ms_ = a.value("ms", 0.0);
          return true;
        }
      ++refused_;  // an error, or a move the page's engine does not allow: think again here
      ThinkHere(g);
    } else {
      const bool thinking = id_ != 0 && remote && !remote->Failed();
      if (thinking && now - started_ < kWorkerPatienceSeconds) return false;  // the worker is thinking
      if (thinking) ++unanswered_;  // alive, but silent for too long
      ThinkHere(g);  // the worker failed, went away, or did not answer in time
    }
  }
  if (!here_.Run(ms)) return false;
  // The library only chooses among LegalActions; checked again here so that the page can never
  // apply anything else.
  choice_ = g.LegalOne(here_.Best());
  if (!choice_) choice_ = g.Legal().front();
  decided_ = now;
  return true;
}

}  // namespace carc::ui
