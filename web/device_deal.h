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
#include "correspondence.h"
#include "secret_store.h"

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

// The seats still to join (commit) that a person plays: the invitation's choices.
std::vector<int> OpenPersonSeats(const GameState& s);

}  // namespace carc::ui
