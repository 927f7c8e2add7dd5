#include "ai/worker/ai_worker_job.h"

#include <algorithm>
#include <iterator>

#include <nlohmann/json.hpp>

#include "carc/game.h"
#include "carc/record.h"

namespace carc::ui {
namespace {

using json = nlohmann::json;
using Clock = std::chrono::steady_clock;

double MsSince(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

std::string Refuse(int id, const std::string& why) { return json{{"id", id}, {"error", why}}.dump(); }

}  // namespace

std::string AiWorkerJob::Start(std::string_view request) {
  id_.reset();
  last_id_ = -1;
  started_ = Clock::now();
  // The page's text, but read as untrusted all the same (a record is at most kMaxRecordBytes).
  if (request.size() > kMaxRecordBytes + 4096 || !JsonNestingWithin(request, kMaxJsonDepth))
    return Refuse(-1, "the request is too large or too deep");
  const json j = json::parse(request, nullptr, false);
  if (!j.is_object() || !j.contains("id") || !j["id"].is_number_integer()) return Refuse(-1, "the request has no id");
  const int id = last_id_ = j["id"].get<int>();
  const auto text = [&](const char* key) { return j.contains(key) && j[key].is_string() ? j[key].get<std::string>() : ""; };
  const auto number = [&](const char* key) { return j.contains(key) && j[key].is_number_integer() ? j[key].get<int>() : -1; };
  const std::optional<ai::Level> level = ai::ParseLevel(text("level"));
  if (!level) return Refuse(id, "unknown level");
  const int budget = std::max(0, number("budget"));
  GameRecord record;
  std::string error;
  if (!j.contains("record") || !RecordFromJson(j["record"], &record, &error)) return Refuse(id, "unreadable record: " + error);
  ReplayResult r = Replay(record, false);
  if (r.error) return Refuse(id, "the record does not replay: " + r.error->Message());
  if (number("actions") != r.state.actions) return Refuse(id, "the replay ends at another decision");
  if (!ai::Decides(r.state)) return Refuse(id, "no decision to think about");
  state_ = std::move(r.state);
  replay_ms_ = MsSince(started_);
  id_ = id;
  thinker_.Start(state_, *level, id, budget);
  return thinker_.Done() ? Answer() : "";
}

std::string AiWorkerJob::WarmUp(int step) {
  static constexpr ai::Level kLevels[] = {ai::Level::Hard, ai::Level::Normal};
  constexpr int kTurnsIn = 12;  // actions into the canned game: a board of several tiles
  constexpr int kWarmUpId = -2;  // never one of the page's ids (they count up from 1)
  id_.reset();
  last_id_ = -1;
  if (step < 0 || step >= static_cast<int>(std::size(kLevels))) return "done";
  Setup setup;
  setup.players = {{"A", "red", "hard"}, {"B", "blue", "hard"}};
  setup.expansions.assign(std::begin(kExpansionIds), std::end(kExpansionIds));
  setup.seed = "worker warm-up";
  GameState s;
  std::string error;
  if (!NewGame(setup, &s, &error)) return "done";
  for (int i = 0; i < kTurnsIn || !ai::Decides(s); ++i) {
    const std::vector<Action> legal = LegalActions(s);
    if (legal.empty() || IsOver(s) || Apply(s, legal[legal.size() / 2])) return "done";
  }
  started_ = Clock::now();
  state_ = std::move(s);
  replay_ms_ = 0;
  id_ = kWarmUpId;
  thinker_.Start(state_, kLevels[step], kWarmUpId, 0);
  return thinker_.Done() ? Answer() : "";
}

std::string AiWorkerJob::Step(double ms) {
  if (!id_) return "";
  if (!thinker_.Run(ms)) return "";
  return Answer();
}

std::string AiWorkerJob::Answer() {
  const json out = {{"id", *id_}, {"action", ActionToJson(thinker_.Best())}, {"iterations", thinker_.Iterations()},
                    {"ms", MsSince(started_)}, {"replayMs", replay_ms_}};
  id_.reset();
  thinker_.Reset();
  return out.dump();
}

}  // namespace carc::ui
