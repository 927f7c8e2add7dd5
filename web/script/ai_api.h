#pragma once
// The AI's part of window.carcassonne (script/script_api.cpp hands these methods over):
//   "hint"      -> the action the AI suggests for the decision awaited (thought synchronously with a
//                  small budget, arg: optional iterations), also shown on the board;
//   "aiBench"   -> arg {level, ms}: runs a Thinker on the current state for that long,
//                  returns {iterations, ms, per_second};
//   "aiOptions" -> arg {delay, frameMs, budget, hintBudget, worker} (any subset): the driver's tunables
//                  (worker: false thinks on the page's thread even where the worker runs);
//   "aiStatus"  -> {thinking, iterations, hintThinking, hint, ...}; thinkingIn ("worker", "page" or
//                  "none") and where (the last computer move's), worker (its state: none, loading,
//                  ready, failed), workerMoves/pageMoves, workerHints/pageHints, staleAnswers
//                  (dropped: their decision had passed), refusedAnswers (not legal here, or errors:
//                  thought again on the page), lastDecideMs (a computer's turn to its choice),
//                  lastWorkerMs, lastIterations.
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

namespace carc::ui {

class App;
// The answer to `method`, or nullopt when it is not one of the AI's methods.
std::optional<nlohmann::json> AiApiCall(App& app, const std::string& method, const nlohmann::json& arg);

}  // namespace carc::ui
