#include "script/ai_api.h"

#include <algorithm>
#include <chrono>
#include <nlohmann/json.hpp>

#include "app/app.h"

namespace carc::ui {
namespace {

using json = nlohmann::json;
using Clock = std::chrono::steady_clock;

json Fail(const std::string& message) { return {{"ok", false}, {"error", message}}; }

double MsSince(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

bool Deciding(const GameSession& session) {
  return session.Active() && !IsOver(session.State()) && !session.Legal().empty();
}

json Hint(App& app, const json& arg) {
  GameSession& session = app.Session();
  if (!Deciding(session)) return Fail("there is no decision to give a hint for");
  // Only a person here deciding now gets one: not at a device's commit or reveal (no move to
  // suggest), nor at a decision another device or a computer makes, nor during the replay of a link.
  const char* no_hint = "no hint now: the decision awaited is not a move to make here";
  if (!app.Link().MayDecide()) return Fail(no_hint);
  // hint({action}): shows that legal action as the hint (the words a test reads), thinking nothing.
  if (arg.is_object() && arg.contains("action")) {
    Action a;
    std::string error;
    if (!ActionFromJson(arg["action"], &a, &error)) return Fail(error);
    const auto& legal = session.Legal();
    if (std::none_of(legal.begin(), legal.end(), [&](const Action& l) { return SameMove(l, a, false); }))
      return Fail("not a legal action now");
    app.Ai().SetHint(a, session.Version());
    return ActionToJson(a);
  }
  const int budget = arg.is_number_integer() ? std::max(1, arg.get<int>()) : 120;
  const std::optional<Action> a = ai::Hint(session.State(), ai::DecisionSeed(session.State()), ai::Level::Normal, budget);
  if (!a) return Fail(no_hint);
  app.Ai().SetHint(*a, session.Version());
  return ActionToJson(*a);
}

json Bench(App& app, const json& arg) {
  GameSession& session = app.Session();
  if (!Deciding(session)) return Fail("there is no decision to think about");
  const std::string name = arg.is_object() && arg.contains("level") && arg["level"].is_string()
                               ? arg["level"].get<std::string>() : "hard";
  const double ms = arg.is_object() && arg.contains("ms") && arg["ms"].is_number() ? arg["ms"].get<double>() : 1000.0;
  const auto level = ai::ParseLevel(name);
  if (!level) return Fail("unknown level " + name);
  ai::SearchOptions options = ai::SearchOptions::Defaults(*level);
  options.iterations = 1 << 30;  // think until the time is up
  ai::Thinker thinker;
  const auto t0 = Clock::now();
  thinker.Start(session.State(), *level, ai::DecisionSeed(session.State()), options);
  while (MsSince(t0) < ms && !thinker.Step(32)) {
  }
  const double spent = MsSince(t0);
  const int it = thinker.Iterations();
  return {{"ok", true}, {"level", name}, {"iterations", it}, {"ms", spent},
          {"per_second", spent > 0 ? it * 1000.0 / spent : 0.0}, {"legal", session.Legal().size()}};
}

json Options(App& app, const json& arg) {
  AiDriver& ai = app.Ai();
  if (arg.is_object()) {
    if (arg.contains("delay") && arg["delay"].is_number()) ai.delay_seconds = arg["delay"].get<double>();
    if (arg.contains("frameMs") && arg["frameMs"].is_number()) ai.frame_ms = arg["frameMs"].get<double>();
    if (arg.contains("budget") && arg["budget"].is_number_integer()) ai.budget = arg["budget"].get<int>();
    if (arg.contains("hintBudget") && arg["hintBudget"].is_number_integer()) ai.hint_budget = arg["hintBudget"].get<int>();
    if (arg.contains("worker") && arg["worker"].is_boolean()) ai.use_worker = arg["worker"].get<bool>();
  }
  return {{"ok", true}, {"delay", ai.delay_seconds}, {"frameMs", ai.frame_ms}, {"budget", ai.budget},
          {"hintBudget", ai.hint_budget}, {"worker", ai.use_worker}};
}

json Status(App& app) {
  const int v = app.Session().Version();
  const AiDriver& ai = app.Ai();
  const GameState& s = app.Session().State();
  const bool live = app.Session().Active() && !IsOver(s);
  json out = {{"decider", live ? s.decider : -1}, {"over", app.Session().Active() && IsOver(s)},
              {"actions", s.actions}, {"thinking", ai.Thinking(v)}, {"iterations", ai.ThinkingIterations()},
              {"hintThinking", ai.HintThinking(v)}, {"hint", nullptr},
              {"longestSliceMs", ai.LongestSliceMs()}};
  if (auto h = ai.Hint(v)) out["hint"] = ActionToJson(*h);
  // Where the computer thinks: the worker beside the page or the page's own thread (ai/ai_driver.h).
  const AiStats& st = ai.Stats();
  out["thinkingIn"] = ai.Thinking(v) ? ThinkPlaceName(ai.ThinkingPlace()) : "none";
  out["where"] = ThinkPlaceName(st.last_place);  // where the last computer move was chosen
  out["worker"] = ai.RemoteState();
  out["workerMoves"] = st.worker_moves;
  out["pageMoves"] = st.page_moves;
  out["workerHints"] = st.worker_hints;
  out["pageHints"] = st.page_hints;
  out["staleAnswers"] = st.stale;
  out["refusedAnswers"] = ai.Refused();
  out["unansweredRequests"] = ai.Unanswered();  // the worker silent past its patience (ai/ai_decision.h)
  out["lastDecideMs"] = st.last_decide_ms;  // from the computer's turn to its choice
  out["lastWorkerMs"] = st.last_worker_ms;
  out["lastIterations"] = st.last_iterations;
  return out;
}

}  // namespace

std::optional<json> AiApiCall(App& app, const std::string& method, const json& arg) {
  if (method == "hint") return Hint(app, arg);
  if (method == "aiBench") return Bench(app, arg);
  if (method == "aiOptions") return Options(app, arg);
  if (method == "aiStatus") {  // aiStatus({reset: true}): the longest thinking slice measured anew
    if (arg.is_object() && arg.contains("reset") && arg["reset"].is_boolean() && arg["reset"].get<bool>())
      app.Ai().ResetLongestSlice();
    return Status(app);
  }
  return std::nullopt;
}

}  // namespace carc::ui
