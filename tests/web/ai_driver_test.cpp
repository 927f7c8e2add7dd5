// Computer seats asked of the thinking worker (web/ai/ai_driver.h, web/ai/worker/ai_worker_job.h): the worker,
// given the game's record, chooses the move the page itself would; the page applies only its own
// legal actions; a worker that cannot think, an answer for a decision gone by, or one the page's
// engine does not allow leave the page thinking for itself. The worker here is the worker's own
// code (AiWorkerJob), run when the test says, so every interleaving is the test's to choose.
#include <doctest/doctest.h>

#include <deque>
#include <nlohmann/json.hpp>

#include "ai/ai_driver.h"
#include "ai/worker/ai_worker_job.h"

using namespace carc;
using namespace carc::ui;
using json = nlohmann::json;

namespace {

Setup Game(const std::string& first_ai, const std::string& seed = "worker-test") {
  Setup s;
  s.players = {{"Robot", "blue", first_ai}, {"Ana", "red", ""}};
  s.expansions = {"river", "abbey-mayor"};
  s.seed = seed;
  return s;
}

GameSession Started(const Setup& setup) {
  GameSession g;
  std::string error;
  REQUIRE(g.NewGame(setup, &error));
  return g;
}

// The worker as the page sees it: requests are read at once, answers come when Think() runs.
struct TestWorker : AiWorkerThinker {
  bool failed = false;
  std::string state = "ready";  // as the page's worker says (none, loading, ready, failed)
  int cancels = 0;
  int posted = 0;
  bool prepared = false;
  AiWorkerJob job;
  std::deque<std::string> answers;
  void Prepare() override { prepared = true; }
  bool Post(const std::string& request) override {
    if (failed) return false;
    ++posted;
    if (std::string a = job.Start(request); !a.empty()) answers.push_back(a);
    return true;
  }
  void Think() {
    while (job.Thinking())
      if (std::string a = job.Step(1000); !a.empty()) answers.push_back(a);
  }
  std::string Take() override {
    if (answers.empty()) return {};
    std::string a = answers.front();
    answers.pop_front();
    return a;
  }
  void Cancel() override { ++cancels, job.Stop(); }
  bool Failed() const override { return failed; }
  std::string State() const override { return failed ? "failed" : state; }
};

// Polls the driver frame by frame (a frame every 1/60 s) until it returns the move.
Action PollUntilMove(AiDriver& ai, const GameSession& g, double* now, TestWorker* worker = nullptr) {
  for (int frame = 0; frame < 10000; ++frame) {
    *now += 1.0 / 60;
    if (auto a = ai.Poll(g, *now)) return *a;
    if (worker) worker->Think();
  }
  FAIL("the computer never moved");
  return {};
}

// A driver as the tests want it: no pause between moves, a small search (the normal level's).
void Quick(AiDriver& ai, AiWorkerThinker* worker = nullptr) {
  ai.UseRemote(worker);
  ai.delay_seconds = 0;
  ai.budget = 40;
  ai.hint_budget = 40;
}

// The move the page chooses for the decision of `g` on its own thread (no worker).
Action PageChoice(const GameSession& g) {
  AiDriver alone;
  Quick(alone);
  double now = 0;
  return PollUntilMove(alone, g, &now);
}

bool IsLegal(const GameSession& g, const Action& a) {
  for (const Action& l : g.Legal())
    if (ActionToJson(l) == ActionToJson(a)) return true;
  return false;
}

}  // namespace

TEST_CASE("the worker, given the game's record, chooses the move the page would choose itself") {
  GameSession g = Started(Game("normal"));
  // Three decisions into the game (the computer's tile, its figure, the person's tile...).
  for (int i = 0; i < 3; ++i) REQUIRE_FALSE(g.Apply(g.Legal().back()).has_value());
  AiSlicedThinker page;
  page.Start(g.State(), ai::Level::Normal, 1, 60);
  while (!page.Run(1000)) {
  }
  AiWorkerJob worker;
  const json request = {{"id", 7}, {"record", g.RecordJson()}, {"actions", g.State().actions}, {"level", "normal"}, {"budget", 60}};
  std::string answer = worker.Start(request.dump());
  while (answer.empty()) answer = worker.Step(1000);
  const json a = json::parse(answer);
  CHECK(a["id"] == 7);
  CHECK(a["action"] == ActionToJson(page.Best()));
  CHECK(a["iterations"].get<int>() >= 60);
}

TEST_CASE("the worker answers an unreadable or inconsistent request with an error, never a move") {
  GameSession g = Started(Game("normal"));
  AiWorkerJob worker;
  const auto refused = [&](const std::string& request) {
    const json a = json::parse(worker.Start(request), nullptr, false);
    return a.is_object() && a.contains("error") && !a.contains("action") && !worker.Thinking();
  };
  CHECK(refused(""));
  CHECK(refused("[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]"));
  CHECK(refused(R"({"id": 3, "record": {"version": 2}, "actions": 0, "level": "normal", "budget": 10})"));
  json request = {{"id", 4}, {"record", g.RecordJson()}, {"actions", g.State().actions + 1}, {"level", "normal"}, {"budget", 10}};
  CHECK(refused(request.dump()));  // the replay ends at another decision than the page's
  request["actions"] = g.State().actions;
  request["level"] = "grandmaster";
  CHECK(refused(request.dump()));
  request["level"] = "normal";
  CHECK(worker.Start(request.dump()).empty());  // and a good request after them is thought about
  CHECK(worker.Thinking());
}

TEST_CASE("a newer request replaces the one the worker is thinking about") {
  GameSession g = Started(Game("normal"));
  AiWorkerJob worker;
  json request = {{"id", 1}, {"record", g.RecordJson()}, {"actions", g.State().actions}, {"level", "normal"}, {"budget", 5000}};
  REQUIRE(worker.Start(request.dump()).empty());
  CHECK(worker.Step(1).empty());  // still thinking about the first
  request["id"] = 2;
  request["budget"] = 20;
  std::string answer = worker.Start(request.dump());
  while (answer.empty()) answer = worker.Step(1000);
  CHECK(json::parse(answer)["id"] == 2);
  worker.Stop();
  CHECK(worker.Step(1000).empty());  // stopped: nothing more to say
}

TEST_CASE("the worker's warm-up thinks about canned decisions at the hard and normal levels, then is done; a request replaces it") {
  AiWorkerJob worker;
  for (int step = 0; step < 2; ++step) {
    std::string answer = worker.WarmUp(step);
    CHECK(worker.Thinking() == answer.empty());
    while (answer.empty()) answer = worker.Step(1000);
    const json a = json::parse(answer);
    CHECK(a["id"] == -2);  // never one of the page's ids
    CHECK(a.contains("action"));
    CHECK(a["iterations"].get<int>() > 0);
  }
  CHECK(worker.WarmUp(2) == "done");
  CHECK_FALSE(worker.Thinking());
  // A request while it warms up is thought about instead.
  REQUIRE(worker.WarmUp(1).empty());
  GameSession g = Started(Game("normal"));
  const json request = {{"id", 5}, {"record", g.RecordJson()}, {"actions", g.State().actions}, {"level", "normal"}, {"budget", 20}};
  std::string answer = worker.Start(request.dump());
  while (answer.empty()) answer = worker.Step(1000);
  CHECK(json::parse(answer)["id"] == 5);
}

TEST_CASE("a computer's move comes from the worker and is one of the page's legal actions") {
  GameSession g = Started(Game("normal"));
  TestWorker worker;
  AiDriver ai;
  Quick(ai, &worker);
  double now = 0;
  const Action a = PollUntilMove(ai, g, &now, &worker);
  CHECK(IsLegal(g, a));
  CHECK(worker.prepared);
  CHECK(worker.posted == 1);
  CHECK(ai.Stats().worker_moves == 1);
  CHECK(ai.Stats().page_moves == 0);
  CHECK(ai.Stats().last_place == ThinkPlace::Worker);
  // The same decision thought about on the page's thread: the same move.
  CHECK(ActionToJson(a) == ActionToJson(PageChoice(g)));
}

TEST_CASE("a worker that cannot start, or fails while thinking, leaves the page thinking for itself") {
  GameSession g = Started(Game("normal"));
  AiDriver ai;
  Quick(ai);
  double now = 0;
  SUBCASE("it never started") {
    TestWorker worker;
    worker.failed = true;
    ai.UseRemote(&worker);
    CHECK(IsLegal(g, PollUntilMove(ai, g, &now)));
    CHECK(worker.posted == 0);
  }
  SUBCASE("it fails after the request") {
    TestWorker worker;
    ai.UseRemote(&worker);
    CHECK_FALSE(ai.Poll(g, now += 0.02).has_value());
    CHECK(ai.Thinking(g.Version()));
    worker.failed = true;  // it never answers
    CHECK(IsLegal(g, PollUntilMove(ai, g, &now)));
  }
  CHECK(ai.Stats().page_moves == 1);
  CHECK(ai.Stats().worker_moves == 0);
  CHECK(ai.Stats().last_place == ThinkPlace::Page);
}

TEST_CASE("a worker that says it is thinking but never answers holds the game for its patience, then the page thinks") {
  GameSession g = Started(Game("normal"));
  AiDriver ai;
  TestWorker worker;  // ready, takes the request, and is never given the time to think
  Quick(ai, &worker);
  double now = 0;
  for (; now < AiDecision::kWorkerPatienceSeconds - 0.5; now += 1.0 / 60) CHECK_FALSE(ai.Poll(g, now).has_value());
  CHECK(worker.posted == 1);
  CHECK(ai.Unanswered() == 0);
  const Action a = PollUntilMove(ai, g, &now);  // (no worker->Think(): it stays silent)
  CHECK(IsLegal(g, a));
  CHECK(now < AiDecision::kWorkerPatienceSeconds + 5);
  CHECK(ai.Unanswered() == 1);
  CHECK(ai.Stats().page_moves == 1);
  CHECK(ai.Stats().worker_moves == 0);
  // Its answer, if it still comes, belongs to no decision: dropped.
  worker.Think();
  CHECK_FALSE(ai.Poll(g, now += 1.0 / 60).has_value());
  CHECK(ai.Stats().stale == 1);
}

TEST_CASE("an answer for a game gone by is dropped, and the worker is stopped") {
  TestWorker worker;
  AiDriver ai;
  Quick(ai, &worker);
  double now = 0;
  GameSession g = Started(Game("normal", "the first game"));
  CHECK_FALSE(ai.Poll(g, now += 0.02).has_value());  // asked
  // The old game's answer is on its way when a new game starts (the worker had finished it).
  worker.Think();
  REQUIRE(worker.answers.size() == 1);
  ai.Reset();  // a new game (App::GameReplaced)
  CHECK(worker.cancels == 1);
  std::string error;
  REQUIRE(g.NewGame(Game("normal", "the second game"), &error));
  const Action a = PollUntilMove(ai, g, &now, &worker);
  CHECK(ai.Stats().stale == 1);
  CHECK(ai.Stats().worker_moves == 1);
  // The move is the second game's own: what the page would choose there.
  CHECK(ActionToJson(a) == ActionToJson(PageChoice(g)));
}

TEST_CASE("a worker's answer the page's engine does not allow is thought about again on the page") {
  struct WrongWorker : TestWorker {
    std::string Take() override {
      std::string a = TestWorker::Take();
      if (a.empty()) return a;
      json j = json::parse(a);
      j["action"] = {{"type", "place"}, {"x", 40}, {"y", 40}, {"rot", 0}};  // nowhere near the board
      return j.dump();
    }
  } worker;
  GameSession g = Started(Game("normal"));
  AiDriver ai;
  Quick(ai, &worker);
  double now = 0;
  CHECK(IsLegal(g, PollUntilMove(ai, g, &now, &worker)));
  CHECK(ai.Refused() == 1);
  CHECK(ai.Stats().page_moves == 1);
}

TEST_CASE("a worker still loading: the page thinks for itself meanwhile, and asks the worker once it is ready") {
  GameSession g = Started(Game("normal"));
  TestWorker worker;
  worker.state = "loading";
  AiDriver ai;
  Quick(ai, &worker);
  double now = 0;
  CHECK(IsLegal(g, PollUntilMove(ai, g, &now, &worker)));
  CHECK(worker.posted == 0);  // no decision waits for the worker's loading
  CHECK(ai.Stats().page_moves == 1);
  REQUIRE_FALSE(g.Apply(g.Legal().front()).has_value());
  worker.state = "ready";
  while (!DeciderIsAi(g.State())) REQUIRE_FALSE(g.Apply(g.Legal().front()).has_value());
  CHECK(IsLegal(g, PollUntilMove(ai, g, &now, &worker)));
  CHECK(worker.posted == 1);
  CHECK(ai.Stats().worker_moves == 1);
}

// A game of people only, with a worker not started yet.
struct PeopleOnly {
  GameSession g;
  TestWorker worker;
  AiDriver ai;
  explicit PeopleOnly(Setup setup) : g(Started(setup)) {
    worker.state = "none";
    Quick(ai, &worker);
  }
};

TEST_CASE("a hint where no seat is a computer's starts the worker for the next one") {
  PeopleOnly game(Game(""));
  auto& [g, worker, ai] = game;
  double now = 0;
  CHECK_FALSE(ai.Poll(g, now).has_value());  // a person's decision, no computer seat: nothing started
  CHECK_FALSE(worker.prepared);
  ai.RequestHint(g, now);
  CHECK(worker.prepared);
  for (int frame = 0; frame < 1000 && !ai.Hint(g.Version()); ++frame) ai.StepHint(g, now += 1.0 / 60);
  REQUIRE(ai.Hint(g.Version()).has_value());
  CHECK(IsLegal(g, *ai.Hint(g.Version())));
  CHECK(ai.Stats().page_hints == 1);
}

TEST_CASE("a game of people only starts the worker when it is over: the end offers its review, run compiled") {
  Setup setup = Game("");
  setup.expansions = {};
  PeopleOnly game(setup);
  auto& [g, worker, ai] = game;
  double now = 0;
  for (int i = 0; i < 2000 && !g.Legal().empty(); ++i) {
    CHECK_FALSE(ai.Poll(g, now += 1.0 / 60).has_value());
    REQUIRE_FALSE(g.Apply(g.Legal().front()).has_value());
  }
  REQUIRE(IsOver(g.State()));
  CHECK_FALSE(worker.prepared);  // never while people play
  CHECK_FALSE(ai.Poll(g, now += 1.0 / 60).has_value());
  CHECK(worker.prepared);
  CHECK(worker.posted == 0);  // loaded and warmed up, nothing asked
}

TEST_CASE("a computer's move waits while the view is still showing the last one, and its thinking goes on") {
  GameSession g = Started(Game("normal"));
  AiDriver ai;
  Quick(ai);
  double now = 0;
  // Long enough to have chosen many times over: held, nothing is returned.
  for (int frame = 0; frame < 600; ++frame) CHECK_FALSE(ai.Poll(g, now += 1.0 / 60, /*may_move=*/false).has_value());
  CHECK(ai.Thinking(g.Version()));
  // The view stopped: the move comes in the next frame, the one chosen meanwhile.
  const auto a = ai.Poll(g, now += 1.0 / 60);
  REQUIRE(a.has_value());
  CHECK(IsLegal(g, *a));
}
