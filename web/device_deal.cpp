#include "device_deal.h"

#include "carc/deal.h"

namespace carc::ui {
namespace {

bool IsComputer(const GameState& s, int p) {
  return s.setup && p >= 0 && p < static_cast<int>(s.setup->players.size()) &&
         !s.setup->players[static_cast<size_t>(p)].ai.empty();
}

}  // namespace

bool DevicePlays(const GameState& s, const Seats& seats, int p, bool starting) {
  if (!IsComputer(s, p)) return seats.IsLocal(p);
  if (s.fair.host < 0) return starting;
  return !IsComputer(s, s.fair.host) && seats.IsLocal(s.fair.host);
}

std::vector<int> OpenPersonSeats(const GameState& s) {
  std::vector<int> out;
  if (!s.fair.on) return out;
  for (int p = 0; p < s.NumPlayers(); ++p)
    if (s.fair.chains[static_cast<size_t>(p)].empty() && !IsComputer(s, p)) out.push_back(p);
  return out;
}

DeviceStep NextDeviceStep(const GameState& s, const Seats& seats, const SecretStore& store, bool starting) {
  DeviceStep out;
  if (!s.fair.on) return out;
  if (s.decision == Decision::Commit) {
    // People first, then the computers: the first commitment names the host (a person's device).
    for (int pass = 0; pass < 2; ++pass)
      for (int p = 0; p < s.NumPlayers(); ++p)
        if (s.fair.chains[static_cast<size_t>(p)].empty() && IsComputer(s, p) == (pass == 1) &&
            DevicePlays(s, seats, p, starting))
          out.seats.push_back(p);
    out.kind = out.seats.empty() ? DeviceStep::Wait : DeviceStep::Commit;
    out.seat = out.seats.empty() ? s.decider : out.seats.front();
    return out;
  }
  if (s.decision != Decision::Reveal) return out;
  out.seat = s.decider;
  const FairChain& chain = s.fair.chains[static_cast<size_t>(s.decider)].back();
  if (auto secret = store.Find(chain.commitment); secret && chain.revealed < kChainLength) {
    out.kind = DeviceStep::Reveal;
    out.action = DeviceAction(s, *secret);
    return out;
  }
  out.kind = DevicePlays(s, seats, s.decider) ? DeviceStep::LostSecret : DeviceStep::Wait;
  return out;
}

}  // namespace carc::ui
