#include "review/review_run.h"

#include <chrono>
#include <nlohmann/json.hpp>

#include "platform/platform.h"

namespace carc::ui {
namespace {

using json = nlohmann::json;

double NowMs() {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

// Positions valued between two looks at the clock on the page (a fraction of a millisecond).
constexpr int kPagePositions = 200;

}  // namespace

bool ReviewLineFromJson(const json& j, ReviewLine* out) {
  if (!j.is_object()) return false;
  const auto number = [&](const char* key) { return j.contains(key) && j[key].is_number(); };
  if (!number("index") || !number("player") || !number("made_value") || !number("best_value") || !number("cost"))
    return false;
  ReviewLine l;
  std::string error;
  if (!j.contains("made") || !ActionFromJson(j["made"], &l.made, &error)) return false;
  if (!j.contains("best") || !ActionFromJson(j["best"], &l.best, &error)) return false;
  if (j.contains("best_then")) {
    Action then;
    if (!ActionFromJson(j["best_then"], &then, &error)) return false;
    l.best_then = then;
  }
  l.index = j["index"].get<int>();
  l.player = j["player"].get<int>();
  l.made_value = j["made_value"].get<double>();
  l.best_value = j["best_value"].get<double>();
  l.cost = j["cost"].get<double>();
  l.json = j;
  *out = std::move(l);
  return true;
}

bool PlatformReviewWorker::Post(const std::string& request) { return platform::ReviewPost(request); }
std::string PlatformReviewWorker::Take() { return platform::ReviewTake(); }
void PlatformReviewWorker::Stop() { platform::ReviewStop(); }
bool PlatformReviewWorker::Failed() const { return platform::ThinkerState() == "failed"; }
bool PlatformReviewWorker::Ready() const { return platform::ThinkerState() == "ready"; }

bool ReviewRun::Start(const GameRecord& record, std::string* error) {
  // Checked here, on the page, before anything is asked: a record that does not replay has no review.
  auto check = std::make_unique<ai::Review>();
  if (!check->Start(record, error)) return false;
  Stop();
  record_ = record;
  to_review_ = check->ToReview();
  status_ = Status::Running;
  started_ms_ = NowMs();
  ++id_;
  if (use_worker_ && worker_ && worker_->Post(json{{"id", id_}, {"record", RecordToJson(record)}}.dump())) {
    where_ = "worker";
  } else {
    page_ = std::move(check);
    where_ = "page";
  }
  if (page_ && page_->Done()) Finish(json::array());
  return true;
}

void ReviewRun::StartOnPage() {
  page_ = std::make_unique<ai::Review>();
  std::string error;
  if (!page_->Start(record_, &error)) {  // it replayed at Start: never, but never a crash either
    page_.reset();
    status_ = Status::Failed;
    return;
  }
  where_ = "page";
  reviewed_ = 0;
}

void ReviewRun::Stop() {
  if (status_ == Status::Running && !page_ && worker_) worker_->Stop();
  page_.reset();
  lines_.clear();
  reviewed_ = to_review_ = 0;
  status_ = Status::None;
  where_ = "none";
}

int ReviewRun::Reviewed() const {
  if (page_) return static_cast<int>(page_->Reviewed().size());
  return status_ == Status::Done ? static_cast<int>(lines_.size()) : reviewed_;
}

void ReviewRun::Step(double slice_ms) { Step(slice_ms, NowMs()); }

void ReviewRun::Step(double slice_ms, double now_ms) {
  if (status_ != Status::Running) return;
  if (!page_) {
    TakeFromWorker();
    // The worker failed meanwhile (or answered with an error), or is still loading: the page reviews
    // from the start.
    const bool waited = !worker_->Ready() && now_ms - started_ms_ > kWorkerWaitMs;
    if (status_ == Status::Running && !page_ && (worker_->Failed() || waited)) {
      worker_->Stop();
      StartOnPage();
    }
    if (!page_) return;
  }
  const double until = NowMs() + slice_ms;
  bool done = false;
  do {
    done = page_->Step(kPagePositions);
  } while (!done && NowMs() < until);
  if (!done) return;
  json decisions = json::array();
  for (const ai::ReviewedDecision& d : page_->Reviewed()) decisions.push_back(ai::ReviewedDecisionToJson(d));
  page_.reset();
  Finish(decisions);
}

void ReviewRun::TakeFromWorker() {
  for (std::string text = worker_->Take(); !text.empty(); text = worker_->Take()) {
    const json j = json::parse(text, nullptr, false);
    if (!j.is_object() || !j.contains("id") || !j["id"].is_number_integer() || j["id"].get<int>() != id_) continue;
    if (j.contains("error") || (j.contains("done") && (!j.contains("decisions") || !Finish(j["decisions"])))) {
      StartOnPage();  // an answer the page cannot use: it reviews itself
      return;
    }
    if (j.contains("done")) return;
    if (j.contains("reviewed") && j["reviewed"].is_number_integer()) reviewed_ = j["reviewed"].get<int>();
  }
}

bool ReviewRun::Finish(const json& decisions) {
  if (!decisions.is_array()) return false;
  std::vector<ReviewLine> lines;
  for (const json& d : decisions) {
    ReviewLine l;
    if (!ReviewLineFromJson(d, &l) || l.index < 0 || l.index >= static_cast<int>(record_.actions.size())) return false;
    lines.push_back(std::move(l));
  }
  lines_ = std::move(lines);
  status_ = Status::Done;
  ms_ = NowMs() - started_ms_;
  return true;
}

}  // namespace carc::ui
