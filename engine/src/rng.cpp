#include "carc/rng.h"

namespace carc {

uint64_t SeedFromString(std::string_view seed) {
  bool hex = !seed.empty() && seed.size() <= 16;
  uint64_t v = 0;
  for (char c : seed) {
    int d = (c >= '0' && c <= '9') ? c - '0' : (c >= 'a' && c <= 'f') ? c - 'a' + 10 : (c >= 'A' && c <= 'F') ? c - 'A' + 10 : -1;
    if (d < 0) { hex = false; break; }
    v = v * 16 + static_cast<uint64_t>(d);
  }
  if (hex) return v;
  uint64_t h = 0xcbf29ce484222325ull;  // FNV-1a
  for (char c : seed) { h ^= static_cast<unsigned char>(c); h *= 0x100000001b3ull; }
  return h;
}

bool ShuffleKnown(int algorithm) { return algorithm == 1; }

Dealer StartDeal(int algorithm, std::string_view seed) {
  Dealer d;
  d.algorithm = algorithm;
  d.rng.state = SeedFromString(seed);  // algorithm 1 (the only one so far)
  return d;
}

void Dealer::Shuffle(std::vector<int>& stack) {
  switch (algorithm) {
    case 1: rng.Shuffle(stack); return;
    default: return;  // unreachable: NewGame accepts only rulesets whose shuffle is known
  }
}

}  // namespace carc
