#pragma once
// The device side of the fair deal (engine/docs/fair-deal.md), as pure rules (tests/web checks them
// natively): which of the decisions that wait for a device this device answers, and how.
//  - The seats a device plays: the people it plays (Seats), and the computer seats if it plays the
//    seat that committed first (the device that started the game: fair.host) - so computers follow
//    their host player to a new device.
//  - Commit (the invitation): this device commits for every seat it plays that has not committed.
//  - Reveal: the device that holds the secret of the seat's current chain reveals the next value; a
//    device that plays the seat without the secret has lost it (the player decides: a new secret, that
//    turn missed); any other device waits.
#include <vector>

#include "carc/action.h"
#include "carc/state.h"
#include "link/link_rules.h"
#include "link/secret_store.h"

namespace carc::ui {

// Whether this device plays seat `p` of a fair game (a person here, or a computer of the host here).
// `starting`: this device is starting the game (nobody committed yet): it plays every computer seat.
bool DevicePlays(const GameState& s, const Seats& seats, int p, bool starting = false);

struct DeviceStep {
  enum Kind {
    None,        // no fair deal decision is awaited
    Commit,      // commit for `seats` (new secrets)
    Reveal,      // apply `action` (the seat's next value, from its secret here)
    LostSecret,  // this device plays `seat` but does not hold its secret
    Wait,        // another device answers (`seat`: the seat awaited)
  } kind = None;
  std::vector<int> seats;  // Commit
  int seat = -1;
  Action action;           // Reveal
};
DeviceStep NextDeviceStep(const GameState& s, const Seats& seats, const SecretStore& store, bool starting = false);

// A move that only the device of a seat played here can make - a commitment, a value revealed from
// the seat's secret, a new secret (rekey) - found in a link but not in this device's saved game:
// someone else wrote it (a rival writing another player's rekey, or a copy of the secret elsewhere).
// Such a link is refused (engine/docs/fair-deal.md, the threat model): nobody moves for a seat from
// another device without its player knowing. `saved` and `link` are the states the two records
// replay to; `link_deciders` the link's ActionDeciders (to name who sent it).
struct ForeignMove {
  int seat = -1;    // the seat played here that the link moved for (-1: none)
  int sender = -1;  // the last seat not played here that acted in the link (-1: none)
};
ForeignMove MoveMadeForMe(const GameState& saved, const GameState& link, const std::vector<int>& link_deciders,
                          const Seats& seats);

// Whether this device may take seat `p` over (play it here from now on). In a fair deal a seat that
// committed plays only where its secret is: elsewhere its first reveal would be a new secret written
// by another player's device - the move MoveMadeForMe refuses. So a device that already plays a seat
// may take another over only when it holds that seat's secret (a backup restored); a device that
// plays none yet (a new phone answering "Which player are you?") may choose any seat.
bool MayTakeOver(const GameState& s, const Seats& seats, const SecretStore& store, int p);

// The seats still to join (commit) that a person plays: the invitation's choices.
std::vector<int> OpenPersonSeats(const GameState& s);

}  // namespace carc::ui
