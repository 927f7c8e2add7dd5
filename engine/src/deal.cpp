// Drawing tiles (carc/deal.h): in order, or by the fair deal.
#include "carc/deal.h"

#include <utility>

#include "carc/fair_deal.h"
#include "carc/ruleset.h"

namespace carc {

int DrawFrom(GameState& s, DrawStack& stack) {
  if (s.fair.on && stack.next < stack.hidden_end) {
    // Any face-down tile, uniformly: the index comes from the turn's values (fair_deal.h), so that
    // neither the player drawing (who does not know the other value beforehand) nor the others (who
    // do not know this player's value) could know it, and nobody chose it.
    Rng pick{DrawWord(s.fair.turn_value, s.fair.previous_value, s.fair.draws)};
    s.fair.draws++;
    const int j = stack.next + static_cast<int>(pick.Below(static_cast<uint64_t>(stack.hidden_end - stack.next)));
    std::swap(stack.tiles[static_cast<size_t>(stack.next)], stack.tiles[static_cast<size_t>(j)]);
  }
  return stack.tiles[static_cast<size_t>(stack.next++)];
}

const ChainValue& DrawPartnerValue(const GameState& s, int seat) {
  const std::vector<FairChain>& chains = s.fair.chains[static_cast<size_t>(seat)];
  size_t c = chains.size() - 1;
  if (s.ruleset && s.ruleset->fair_deal >= 2)
    while (c > 0 && chains[c].revealed == 0) --c;  // new chains not revealed on yet: chosen too late
  return chains[c].latest;
}

void FaceDownStacks(GameState& s, bool lake_last) {
  s.fair.on = true;
  s.land.hidden_end = static_cast<int>(s.land.tiles.size());
  s.river.hidden_end = static_cast<int>(s.river.tiles.size()) - (lake_last ? 1 : 0);
  s.tower.hidden_end = static_cast<int>(s.tower.tiles.size());
}

Action DeviceAction(const GameState& s, const SeatSecret& secret, int seat) {
  Action a;
  if (s.decision == Decision::Commit) {
    a.type = ActionType::Commit;
    a.seat = seat >= 0 ? seat : s.decider;
    a.value = secret.Commitment();
  } else {
    a.type = ActionType::Reveal;
    a.value = secret.Reveal(s.fair.chains[static_cast<size_t>(s.decider)].back().revealed + 1);
  }
  return a;
}

void DealInOrder(GameState& s) {
  s.fair = FairDealState{};
  s.land.hidden_end = s.river.hidden_end = s.tower.hidden_end = -1;
}

}  // namespace carc
