#include "app/announcer.h"

#include <nlohmann/json.hpp>
#include <vector>

#include "platform/platform.h"
#include "ui/panels/event_log.h"
#include "ui/panels/hud.h"
#include "ui/text/feature_words.h"

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

void Announcer::CursorSquare(std::optional<Pos> cursor, const SquareOutlook* outlook) {
  if (cursor == cursor_) return;
  cursor_ = cursor;
  if (const OpenSquare* square = cursor && outlook ? outlook->At(*cursor) : nullptr)
    platform::Announce(SquareFitsWords(square->count));
}

}  // namespace carc::ui
