#pragma once
// Why a link of a game with a fair deal is refused, in the player's words (engine/docs/fair-deal.md,
// the threat model). Pure rules over two records and this device's seats, so that
// tests/web/link_refusal_test.cpp checks them natively; SavedGamesFlow refuses before anything is saved.
//  - A move another device had already sent, played differently: that player took a move back after
//    seeing what came next.
//  - A move only this device could make for a seat it plays (a commitment, a value from the seat's
//    secret, a new secret), which this device did not make: someone moved for this device's player.
#include <string>

#include "carc/record.h"
#include "link/link_rules.h"

namespace carc::ui {

// The refusal's text (empty: the link is not refused). `saved` is this device's saved game, `seats`
// its seats there; `common` the actions the two records share from the start (CompareRecords).
std::string FairLinkRefusal(const GameRecord& saved, const GameRecord& link, size_t common, const Seats& seats);

}  // namespace carc::ui
