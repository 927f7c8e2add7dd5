#pragma once
// The project's own random numbers: SplitMix64 and a rejection-sampled bounded integer, so that a seed
// deals the same stacks with every compiler and standard library (std::shuffle and the std
// distributions differ between libstdc++ and libc++).
#include <cstdint>
#include <string_view>
#include <vector>

namespace carc {

struct Rng {
  uint64_t state = 0;

  uint64_t Next() {
    uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  // Uniform in [0, bound), bound > 0, without modulo bias.
  uint64_t Below(uint64_t bound) {
    uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
    uint64_t v;
    do v = Next();
    while (v >= limit);
    return v % bound;
  }
  template <class T>
  void Shuffle(std::vector<T>& v) {  // Fisher-Yates
    for (size_t i = v.size(); i > 1; --i) {
      size_t j = static_cast<size_t>(Below(i));
      std::swap(v[i - 1], v[j]);
    }
  }
};

// A seed string: 1-16 hex digits are read as a number; any other text is hashed (FNV-1a 64).
uint64_t SeedFromString(std::string_view seed);

// The deal (shuffle) algorithms a ruleset may name (ruleset.h). A released algorithm never changes:
// a different deal is a new number, and the old one stays for the records that name it.
//   1: the seed read by SeedFromString starts an Rng (SplitMix64); each stack, in the order the
//      engine deals them (land, river without its lake, tower), gets a Fisher-Yates (Rng::Shuffle).
bool ShuffleKnown(int algorithm);
struct Dealer {
  int algorithm = 1;
  Rng rng;
  void Shuffle(std::vector<int>& stack);
};
// The deal of `seed` by `algorithm` (one ShuffleKnown accepts).
Dealer StartDeal(int algorithm, std::string_view seed);

}  // namespace carc
