#include "app/announcer.h"

#include <vector>

#include "platform/platform.h"
#include "ui/panels/event_log.h"
#include "ui/panels/hud.h"

namespace carc::ui {

void Announcer::Step(const GameSession& session) {
  if (!session.Active() || session.Version() == version_) return;
  version_ = session.Version();
  const GameState& s = session.State();
  const Events& events = session.GetEvents();
  // The log's own sentences for the new events (the tile drawn, figures, scores), then whose turn.
  std::vector<std::string> say;
  if (events_ < events.size()) say = DescribeNewEvents(s, events, events_);
  events_ = events.size();
  const std::string decision = IsOver(s) ? WinnerText(s) : DecisionText(s);
  if (decision != decision_ || say.empty()) say.push_back(decision);
  decision_ = decision;
  std::string text;
  for (const std::string& line : say) text += (text.empty() ? "" : "\n") + line;
  platform::Announce(text);
}

}  // namespace carc::ui
