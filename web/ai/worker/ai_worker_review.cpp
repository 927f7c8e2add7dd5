#include "ai/worker/ai_worker_review.h"

#include <chrono>

#include <nlohmann/json.hpp>

#include "carc/record.h"

namespace carc::ui {
namespace {

using json = nlohmann::json;
using Clock = std::chrono::steady_clock;

std::string Refuse(int id, const std::string& why) { return json{{"id", id}, {"error", why}}.dump(); }

}  // namespace

std::string AiWorkerReview::Start(std::string_view request) {
  Stop();
  last_id_ = -1;
  // The page's text, but read as untrusted all the same (a record is at most kMaxRecordBytes).
  if (request.size() > kMaxRecordBytes + 4096 || !JsonNestingWithin(request, kMaxJsonDepth))
    return Refuse(-1, "the request is too large or too deep");
  const json j = json::parse(request, nullptr, false);
  if (!j.is_object() || !j.contains("id") || !j["id"].is_number_integer()) return Refuse(-1, "the request has no id");
  const int id = last_id_ = j["id"].get<int>();
  GameRecord record;
  std::string error;
  if (!j.contains("record") || !RecordFromJson(j["record"], &record, &error)) return Refuse(id, "unreadable record: " + error);
  review_.emplace();
  if (!review_->Start(record, &error)) {
    review_.reset();
    return Refuse(id, "the record does not replay: " + error);
  }
  id_ = id;
  reported_ = 0;
  if (review_->Done()) return Answer();
  return Progress();
}

std::string AiWorkerReview::Step(double ms) {
  if (!id_ || !review_) return "";
  const Clock::time_point until = Clock::now() + std::chrono::microseconds(static_cast<long long>(ms * 1000));
  bool done = false;
  do {
    done = review_->Step(kPositionsPerCheck);
  } while (!done && Clock::now() < until);
  if (done) return Answer();
  if (review_->Reviewed().size() == reported_) return "";
  reported_ = review_->Reviewed().size();
  return Progress();
}

std::string AiWorkerReview::Progress() const {
  return json{{"id", *id_}, {"reviewed", review_->Reviewed().size()}, {"toReview", review_->ToReview()}}.dump();
}

std::string AiWorkerReview::Answer() {
  json decisions = json::array();
  for (const ai::ReviewedDecision& d : review_->Reviewed()) decisions.push_back(ai::ReviewedDecisionToJson(d));
  const std::string out =
      json{{"id", *id_}, {"done", true}, {"toReview", review_->ToReview()}, {"decisions", std::move(decisions)}}.dump();
  Stop();
  return out;
}

}  // namespace carc::ui
