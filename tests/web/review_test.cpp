// The page's side of the computer's review (issue 45): the thinking worker's review job
// (web/ai/worker/ai_worker_review.h) answers with the engine's own lines, however it is sliced; the page's
// run (web/review/review_run.h) gets the same lines through a worker or on its own thread, falls back to
// its own thread when the worker fails, and refuses a record that does not replay. A short game (a
// deck of ten tiles) keeps the file to a second or two.
#include <doctest/doctest.h>

#include <deque>

#include <nlohmann/json.hpp>

#include "ai/worker/ai_worker_review.h"
#include "carc/ai/ai.h"
#include "carc/ai/review.h"
#include "carc/game.h"
#include "carc/record.h"
#include "i18n/i18n.h"
#include "review/review_run.h"
#include "review/review_words.h"

using namespace carc;
using namespace carc::ui;
using json = nlohmann::json;

namespace {

// A finished two-player game on a deck of ten land tiles, played by the greedy level.
GameRecord ShortGame() {
  GameRecord r;
  r.setup.players = {{"Ana", kColors[0], ""}, {"Ben", kColors[1], ""}};
  r.setup.has_deck = true;
  r.setup.deck_land = {"E", "D", "U", "V", "K", "B", "L", "J", "W", "R"};
  ReplayResult res = Replay(r, false);
  REQUIRE(!res.error);
  GameState s = res.state;
  while (!IsOver(s)) {
    const Action a = ai::ChooseAction(s, ai::Level::Greedy, ai::DecisionSeed(s));
    REQUIRE_FALSE(Apply(s, a).has_value());
    r.actions.push_back(a);
  }
  return r;
}

// The engine's review of the record, as `carcassonne review` prints it.
json EngineLines(const GameRecord& r) {
  ai::Review review;
  std::string error;
  REQUIRE(review.Start(r, &error));
  while (!review.Step(1 << 20)) {
  }
  json out = json::array();
  for (const ai::ReviewedDecision& d : review.Reviewed()) out.push_back(ai::ReviewedDecisionToJson(d));
  return out;
}

std::string Request(int id, const GameRecord& r) { return json{{"id", id}, {"record", RecordToJson(r)}}.dump(); }

// The worker in this process: the job stepped a slice at each Take, answers queued as the glue posts them.
class InProcessWorker final : public ReviewWorker {
 public:
  bool Post(const std::string& request) override {
    if (broken) return false;
    posted++;
    answers.push_back(job.Start(request));
    return true;
  }
  std::string Take() override {
    if (job.Busy()) {
      const std::string a = job.Step(1.0);
      if (!a.empty()) answers.push_back(a);
    }
    if (answers.empty()) return "";
    std::string a = answers.front();
    answers.pop_front();
    return a;
  }
  void Stop() override { job.Stop(); }
  bool Failed() const override { return failed; }
  bool Ready() const override { return ready; }
  AiWorkerReview job;
  std::deque<std::string> answers;
  bool broken = false, failed = false, ready = true;
  int posted = 0;
};

json LinesOf(const ReviewRun& run) {
  json out = json::array();
  for (const ReviewLine& l : run.Lines()) out.push_back(l.json);
  return out;
}

void RunToEnd(ReviewRun& run) {
  for (int i = 0; i < 1000000 && run.Running(); ++i) run.Step(1.0);
  REQUIRE(run.State() == ReviewRun::Status::Done);
}

}  // namespace

TEST_CASE("the worker's review job answers with the engine's lines, after its progress") {
  const GameRecord r = ShortGame();
  const json expected = EngineLines(r);
  REQUIRE(expected.size() >= 4);
  AiWorkerReview job;
  const json first = json::parse(job.Start(Request(7, r)));
  CHECK(first["id"] == 7);
  CHECK(first["reviewed"] == 0);
  CHECK(first["toReview"] == expected.size());
  CHECK(job.Busy());
  json answer;
  int progress = 0;
  while (job.Busy()) {
    const std::string text = job.Step(0.5);
    if (text.empty()) continue;
    const json j = json::parse(text);
    CHECK(j["id"] == 7);
    if (j.contains("done")) answer = j;
    else ++progress;
  }
  CHECK(progress > 0);
  CHECK(answer["decisions"] == expected);
  CHECK(answer["toReview"] == expected.size());
}

TEST_CASE("the worker's review job refuses what it cannot review, and a new request replaces the old") {
  AiWorkerReview job;
  CHECK(json::parse(job.Start("not json"))["id"] == -1);
  CHECK(json::parse(job.Start(R"({"id": 3})")).contains("error"));
  GameRecord bad = ShortGame();
  bad.actions.insert(bad.actions.begin(), Action{});  // a skip before the first tile: refused
  const json refused = json::parse(job.Start(Request(4, bad)));
  CHECK(refused["id"] == 4);
  CHECK(refused.contains("error"));
  CHECK_FALSE(job.Busy());
  job.Start(Request(5, ShortGame()));
  CHECK(job.Busy());
  job.Stop();
  CHECK_FALSE(job.Busy());
  CHECK(job.Step(5).empty());
}

TEST_CASE("the page's review has the engine's lines, through the worker or on the page") {
  const GameRecord r = ShortGame();
  const json expected = EngineLines(r);
  InProcessWorker worker;
  ReviewRun run(&worker);
  std::string error;
  REQUIRE(run.Start(r, &error));
  CHECK(std::string(run.Where()) == "worker");
  CHECK(run.ToReview() == static_cast<int>(expected.size()));
  RunToEnd(run);
  CHECK(LinesOf(run) == expected);

  ReviewRun page(&worker);
  page.UseWorker(false);
  REQUIRE(page.Start(r, &error));
  CHECK(std::string(page.Where()) == "page");
  RunToEnd(page);
  CHECK(LinesOf(page) == expected);
  CHECK(worker.posted == 1);
}

TEST_CASE("the page reviews itself when there is no worker or it fails") {
  const GameRecord r = ShortGame();
  const json expected = EngineLines(r);
  InProcessWorker none;
  none.broken = true;
  ReviewRun run(&none);
  std::string error;
  REQUIRE(run.Start(r, &error));
  CHECK(std::string(run.Where()) == "page");
  RunToEnd(run);
  CHECK(LinesOf(run) == expected);

  InProcessWorker failing;
  ReviewRun later(&failing);
  REQUIRE(later.Start(r, &error));
  later.Step(1.0);
  failing.failed = true;  // e.g. the worker's file went missing after it started
  RunToEnd(later);
  CHECK(std::string(later.Where()) == "page");
  CHECK(LinesOf(later) == expected);
}

TEST_CASE("a worker still loading after a while leaves the review to the page") {
  const GameRecord r = ShortGame();
  InProcessWorker loading;
  loading.ready = false;
  ReviewRun run(&loading);
  std::string error;
  REQUIRE(run.Start(r, &error));
  CHECK(std::string(run.Where()) == "worker");
  run.Step(0.1, 0);  // a clock long before the wait is over: still the worker's
  CHECK(std::string(run.Where()) == "worker");
  run.Step(0.1, 1e18);  // long after
  CHECK(std::string(run.Where()) == "page");
  RunToEnd(run);
  CHECK(LinesOf(run) == EngineLines(r));
}

TEST_CASE("a review is refused for a record that does not replay, and stopping drops it") {
  GameRecord bad = ShortGame();
  bad.actions.insert(bad.actions.begin(), Action{});
  ReviewRun run(nullptr);
  std::string error;
  CHECK_FALSE(run.Start(bad, &error));
  CHECK_FALSE(error.empty());
  CHECK(run.State() == ReviewRun::Status::None);
  REQUIRE(run.Start(ShortGame(), &error));
  CHECK(run.Running());
  run.Stop();
  CHECK(run.State() == ReviewRun::Status::None);
  CHECK(run.Lines().empty());
}

TEST_CASE("a line the worker sends is read with care") {
  ReviewLine l;
  CHECK_FALSE(ReviewLineFromJson(json::parse(R"({"index": 1})"), &l));
  CHECK_FALSE(ReviewLineFromJson(json::parse(R"([1, 2])"), &l));
  CHECK_FALSE(ReviewLineFromJson(
      json::parse(R"({"index": 1, "player": 0, "made": {"type": "nonsense"}, "best": {"type": "skip"}, "made_value": 1, "best_value": 2, "cost": 1})"),
      &l));
  CHECK(ReviewLineFromJson(
      json::parse(R"({"index": 1, "player": 0, "made": {"type": "skip"}, "best": {"type": "skip"}, "made_value": 1, "best_value": 2, "cost": 1})"),
      &l));
  CHECK(l.cost == 1);
}

// RULES.md §8 Ex 2: a knight on F joined to the start city; E at (0, -2) turned twice closes it. The
// review's sentence says so of that placement, and of no placement that leaves the city open.
TEST_CASE("a reviewed placement that closes a city says so, in the player's language") {
  GameRecord r;
  r.setup.players = {{"Red", kColors[0], ""}, {"Blue", kColors[1], ""}};
  r.setup.has_deck = true;
  r.setup.deck_land = {"F", "E"};
  ReplayResult res = Replay(r, false);
  REQUIRE(!res.error);
  GameState s = res.state;
  Action f;
  f.type = ActionType::Place, f.x = 0, f.y = -1, f.rot = 1;
  REQUIRE_FALSE(Apply(s, f).has_value());
  Action knight;
  knight.type = ActionType::Figure;
  REQUIRE(Locator::Parse("N", &knight.at));
  REQUIRE_FALSE(Apply(s, knight).has_value());

  Action closing;
  closing.type = ActionType::Place, closing.x = 0, closing.y = -2, closing.rot = 2;
  CHECK(ReviewMoveWords(s, closing, nullptr, true) == "the tile placed another way, which closes the city");
  CHECK(ReviewMoveWords(s, closing, nullptr, false) == "the tile where it was placed, which closes the city");
  int open = 0;
  for (const Action& a : LegalActions(s)) {
    if (a.type != ActionType::Place || (a.x == 0 && a.y == -2 && a.rot == 2)) continue;
    const std::string words = ReviewMoveWords(s, a, nullptr, true);
    INFO(a.x, ",", a.y, " turned ", a.rot, ": ", words);
    CHECK(words.find("closes") == std::string::npos);
    ++open;
  }
  CHECK(open > 0);
  REQUIRE(i18n::SetLanguage("de"));
  CHECK(ReviewMoveWords(s, closing, nullptr, true) == "die Karte anders gelegt, die die Stadt abschließt");
  i18n::SetLanguage("en");
}
