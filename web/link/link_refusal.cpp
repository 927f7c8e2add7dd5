#include "link/link_refusal.h"

#include "link/device_deal.h"
#include "i18n/i18n.h"
#include "ui/text/names.h"

namespace carc::ui {

std::string FairLinkRefusal(const GameRecord& saved, const GameRecord& link, size_t common, const Seats& seats) {
  if (!saved.setup.fair_deal || !link.setup.fair_deal) return {};
  const ReplayResult mine = Replay(saved, false), theirs = Replay(link, false);
  if (mine.error || theirs.error) return {};  // not these refusals: the reader says what is wrong
  const std::vector<int> saved_deciders = ActionDeciders(saved);
  // Two lines of this device's own moves (two tabs, a phone and a laptop) may both be kept; a line
  // where another device's sent move changed is that player taking a move back.
  if (common < saved.actions.size() && common < saved_deciders.size() && !seats.IsLocal(saved_deciders[common]))
    return i18n::F("fair.refused.changed-move", {{"name", PlayerName(mine.state, saved_deciders[common])}});
  const ForeignMove foreign = MoveMadeForMe(mine.state, theirs.state, ActionDeciders(link), seats);
  if (foreign.seat < 0) return {};
  return i18n::F("fair.refused.move-for-you", {{"name", PlayerName(mine.state, foreign.sender)}});
}

}  // namespace carc::ui
