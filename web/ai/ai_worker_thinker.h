#pragma once
// A thinker beside the page: the thinking worker (shell/thinker.js, web/ai/worker/ai_worker_main.cpp), which
// has its own engine and is asked with the game's record (requests and answers: ai/worker/ai_worker_job.h).
// The driver (ai/ai_driver.h) sees it through this interface; the tests put a worker of their own in.
#include <string>

#include "platform/platform.h"

namespace carc::ui {

class AiWorkerThinker {
 public:
  virtual ~AiWorkerThinker() = default;
  // Starts it ahead of the first request (a game with a computer seat is on screen), so that the
  // first decision does not wait for its loading.
  virtual void Prepare() = 0;
  // Sends a request; false when there is nothing to think there (no worker, or it failed).
  virtual bool Post(const std::string& request) = 0;
  // The oldest answer not taken yet; "" when none.
  virtual std::string Take() = 0;
  // Stops what it thinks about; answers already on their way are dropped by their id.
  virtual void Cancel() = 0;
  // True once it cannot think (it failed to start, or failed since).
  virtual bool Failed() const = 0;
  // "none", "loading", "ready" or "failed" (debug: window.carcassonne.debug.aiStatus).
  virtual std::string State() const = 0;
};

// The page's worker (platform/platform.h; on the desktop there is none, and the driver thinks itself).
class PlatformAiWorker final : public AiWorkerThinker {
 public:
  void Prepare() override { platform::ThinkerPrepare(); }
  bool Post(const std::string& request) override { return platform::ThinkerPost(request); }
  std::string Take() override { return platform::ThinkerTake(); }
  void Cancel() override { platform::ThinkerCancel(); }
  bool Failed() const override { return platform::ThinkerState() == "failed"; }
  std::string State() const override { return platform::ThinkerState(); }
};

}  // namespace carc::ui
