// The thinking worker's entry points, linked into the app and exported from app.wasm, which the worker
// runs (web/ai/worker/worker_loader.js; web/CMakeLists.txt: CARC_WORKER_ENTRY_POINTS). web/ai/worker/ai_worker_glue.js calls them between the worker's messages;
// the requests and answers are ai/worker/ai_worker_job.h's. A bug that throws is answered as an error, so the
// page thinks for itself instead of waiting.
#include <functional>
#include <string>

#include "ai/worker/ai_worker_job.h"
#include "ai/worker/ai_worker_review.h"
#include "platform/backstop.h"

namespace {

carc::ui::AiWorkerJob g_job;
carc::ui::AiWorkerReview g_review;  // a game's review (issue 45), stepped between the thinking's slices
std::string g_answer;  // the text handed back to JavaScript, alive until the next call

const char* Hand(std::string text) {
  g_answer = std::move(text);
  return g_answer.c_str();
}

const char* Failed(const char* what) {
  g_job.Stop();
  return Hand(R"({"id":)" + std::to_string(g_job.LastId()) + R"(,"error":"the worker failed: )" + what + "\"}");
}

// A call's answer, or the error that escaped it (a bug): the page then thinks for itself.
template <typename Call>
const char* Guarded(Call call) {
  std::string answer;
  if (carc::platform::Catching([&] { answer = call(); })) return Failed("exception");
  return Hand(std::move(answer));
}

}  // namespace

// Starts thinking about a request: "" while thinking, else the answer.
extern "C" const char* carc_ai_start(const char* request) {
  return Guarded([&] { return g_job.Start(request); });
}

// Thinks for up to `ms` milliseconds: "" while thinking, else the answer.
extern "C" const char* carc_ai_step(double ms) {
  return Guarded([&] { return g_job.Step(ms); });
}

// Starts step `step` of the warm-up (AiWorkerJob::WarmUp): "" while thinking, an answer to drop, or "done".
extern "C" const char* carc_ai_warm_up(int step) {
  return Guarded([&] { return g_job.WarmUp(step); });
}

// Drops the decision being thought about.
extern "C" void carc_ai_stop() { g_job.Stop(); }

// --- A game's review (ai/worker/ai_worker_review.h): beside the thinking, in its own slices ---------

namespace {

const char* ReviewGuarded(const std::function<std::string()>& call) {
  std::string answer;
  if (carc::platform::Catching([&] { answer = call(); })) {
    const int id = g_review.LastId();
    g_review.Stop();
    return Hand(R"({"id":)" + std::to_string(id) + R"(,"error":"the worker failed"})");
  }
  return Hand(std::move(answer));
}

}  // namespace

// Starts reviewing a request: its first progress, or at once the answer or an error.
extern "C" const char* carc_review_start(const char* request) {
  return ReviewGuarded([&] { return g_review.Start(request); });
}

// Reviews for up to `ms` milliseconds: "" (nothing new), a progress, or the answer.
extern "C" const char* carc_review_step(double ms) {
  return ReviewGuarded([&] { return g_review.Step(ms); });
}

// Drops the review under way.
extern "C" void carc_review_stop() { g_review.Stop(); }

// 1 while a review is under way (the glue asks for its next slice).
extern "C" int carc_review_busy() { return g_review.Busy() ? 1 : 0; }
