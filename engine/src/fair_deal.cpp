// The fair deal's cryptography, through libsodium (engine/docs/fair-deal.md).
#include "carc/fair_deal.h"

#include <sodium.h>

#include <cstring>

namespace carc {
namespace {

// Domain tags keep the chain's hash and the draw's hash apart: a value of one can never be passed
// off as a value of the other. Changing one is a new fair-deal algorithm (a new ruleset).
constexpr char kChainTag[] = "carcassonne fair deal 1: chain";
constexpr char kDrawTag[] = "carcassonne fair deal 1: draw";

// libsodium's functions need sodium_init() once (it picks implementations and seeds randomness);
// it is safe to call again, and cheap after the first time.
void EnsureSodium() {
  static const bool ready = sodium_init() >= 0;
  (void)ready;
}

}  // namespace

std::string ChainValueText(const ChainValue& v) {
  EnsureSodium();
  char out[sodium_base64_ENCODED_LEN(16, sodium_base64_VARIANT_URLSAFE_NO_PADDING)];
  sodium_bin2base64(out, sizeof out, v.data(), v.size(), sodium_base64_VARIANT_URLSAFE_NO_PADDING);
  return std::string(out);
}

std::optional<ChainValue> ChainValueFromText(std::string_view text) {
  if (text.size() != kChainValueChars) return std::nullopt;
  EnsureSodium();
  ChainValue v{};
  size_t len = 0;
  const char* end = nullptr;
  if (sodium_base642bin(v.data(), v.size(), text.data(), text.size(), nullptr, &len, &end,
                        sodium_base64_VARIANT_URLSAFE_NO_PADDING) != 0 ||
      len != v.size() || end != text.data() + text.size())
    return std::nullopt;
  // 22 characters carry 132 bits: the last character's low bits must be zero, so that each value
  // has exactly one spelling (a link cannot differ from the saved game by a spelling alone).
  if (ChainValueText(v) != text) return std::nullopt;
  return v;
}

ChainValue ChainStep(const ChainValue& x) {
  EnsureSodium();
  crypto_generichash_state st;
  crypto_generichash_init(&st, nullptr, 0, 16);
  crypto_generichash_update(&st, reinterpret_cast<const unsigned char*>(kChainTag), sizeof kChainTag - 1);
  crypto_generichash_update(&st, x.data(), x.size());
  ChainValue out{};
  crypto_generichash_final(&st, out.data(), out.size());
  return out;
}

ChainValue ChainSteps(ChainValue x, int steps) {
  for (int i = 0; i < steps; ++i) x = ChainStep(x);
  return x;
}

int StepsToCommitment(const ChainValue& value, const ChainValue& commitment) {
  ChainValue x = value;
  for (int steps = 0; steps <= kChainLength; ++steps) {
    if (x == commitment) return steps;
    x = ChainStep(x);
  }
  return -1;
}

ChainValue NewSecret() {
  EnsureSodium();
  ChainValue v{};
  randombytes_buf(v.data(), v.size());
  return v;
}

uint64_t DrawWord(const ChainValue& own, const ChainValue& previous, int draw_in_turn) {
  EnsureSodium();
  const unsigned char counter[2] = {static_cast<unsigned char>(draw_in_turn & 0xff),
                                    static_cast<unsigned char>((draw_in_turn >> 8) & 0xff)};
  crypto_generichash_state st;
  crypto_generichash_init(&st, nullptr, 0, 16);
  crypto_generichash_update(&st, reinterpret_cast<const unsigned char*>(kDrawTag), sizeof kDrawTag - 1);
  crypto_generichash_update(&st, own.data(), own.size());
  crypto_generichash_update(&st, previous.data(), previous.size());
  crypto_generichash_update(&st, counter, sizeof counter);
  unsigned char out[16];
  crypto_generichash_final(&st, out, sizeof out);
  uint64_t word = 0;
  for (int i = 7; i >= 0; --i) word = (word << 8) | out[i];  // little-endian: the same everywhere
  return word;
}

}  // namespace carc
