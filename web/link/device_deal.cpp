#include "link/device_deal.h"

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

namespace {

// Whether `link` holds a value or a chain of seat `p` beyond what `saved` holds.
bool ChainsAhead(const GameState& saved, const GameState& link, int p) {
  const std::vector<FairChain>& a = saved.fair.chains[static_cast<size_t>(p)];
  const std::vector<FairChain>& b = link.fair.chains[static_cast<size_t>(p)];
  if (b.size() != a.size()) return b.size() > a.size();
  if (b.empty()) return false;
  return b.back().commitment != a.back().commitment || b.back().revealed > a.back().revealed;
}

}  // namespace

ForeignMove MoveMadeForMe(const GameState& saved, const GameState& link, const std::vector<int>& link_deciders,
                          const Seats& seats) {
  ForeignMove out;
  // Only chosen seats say which device answers: a hot-seat game played here alone has no "elsewhere".
  if (!saved.fair.on || !link.fair.on || seats.mode != Seats::Mode::Chosen ||
      saved.fair.chains.size() != link.fair.chains.size())
    return out;
  for (int p = 0; p < saved.NumPlayers() && out.seat < 0; ++p)
    if (DevicePlays(saved, seats, p) && ChainsAhead(saved, link, p)) out.seat = p;
  if (out.seat < 0) return out;
  for (size_t i = link_deciders.size(); i > 0 && out.sender < 0; --i)
    if (!DevicePlays(saved, seats, link_deciders[i - 1])) out.sender = link_deciders[i - 1];
  return out;
}

bool MayTakeOver(const GameState& s, const Seats& seats, const SecretStore& store, int p) {
  if (!s.fair.on || p < 0 || p >= s.NumPlayers() || seats.IsLocal(p)) return true;
  if (seats.mode != Seats::Mode::Chosen || seats.local.empty()) return true;  // the seat question
  const std::vector<FairChain>& chains = s.fair.chains[static_cast<size_t>(p)];
  return chains.empty() || store.Holds(chains.back().commitment);
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
