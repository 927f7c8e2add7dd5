#pragma once
// The fair deal (engine/docs/fair-deal.md): in a game played by link between devices, the tiles are
// dealt by the players' devices together, so that nobody can know a tile before it is drawn and
// nobody can choose it.
//
// Each seat's device draws a random secret x0 and commits to the end of a hash chain over it:
// x(i+1) = H(x(i)), commitment x(L) (L = kChainLength). At each of that seat's turns it reveals the
// next value back down the chain, x(L-1), x(L-2), ...: each one hashes to the one before, so a
// record needs only each seat's latest value, and nobody can reveal a value the chain did not fix
// at the start. A draw in a player's turn takes its index into what the stack still holds from the
// hash of that player's value for the turn and the latest value of the player who moved before.
//
// The cryptography is libsodium's (BLAKE2b, crypto_generichash; randombytes_buf, which is the
// browser's crypto.getRandomValues under Emscripten). This header does not include it.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace carc {

// A chain value (a secret, a commitment or a revealed value): 128 bits.
using ChainValue = std::array<uint8_t, 16>;

// The length of every chain: more reveals than any seat needs in one game (a 2-player game with
// every expansion has at most about 70 turns per seat; a seat whose chain runs out makes a new one).
constexpr int kChainLength = 200;

// The text form of a chain value in records and links: 22 base64url characters, no padding.
constexpr size_t kChainValueChars = 22;
std::string ChainValueText(const ChainValue& v);
// Reads the text form; nullopt unless it is exactly 22 base64url characters of a 16-byte value.
std::optional<ChainValue> ChainValueFromText(std::string_view text);

// One step down the chain: H(x) (BLAKE2b-128 of a domain tag and x).
ChainValue ChainStep(const ChainValue& x);
// `steps` steps from x.
ChainValue ChainSteps(ChainValue x, int steps);

// The number of steps from `value` up to `commitment` (0 when they are equal), or -1 when
// `commitment` is not reached within kChainLength steps: `value` is not on that chain.
int StepsToCommitment(const ChainValue& value, const ChainValue& commitment);

// A new secret from the system's cryptographic randomness (libsodium's randombytes_buf).
ChainValue NewSecret();

// What a device keeps for one seat's chain, and what it reveals.
struct SeatSecret {
  ChainValue secret{};  // x0: never leaves the device (not in a record, a link or a log)
  ChainValue Commitment() const { return ChainSteps(secret, kChainLength); }
  // The value of the chain's k-th reveal (k = 1, 2, ...): x(L-k).
  ChainValue Reveal(int k) const { return ChainSteps(secret, kChainLength - k); }
};

// The draw: a 64-bit word from the value the drawing player revealed for this turn, the latest
// value of the player before (or that player's commitment if nothing was revealed yet), and the
// number of tiles drawn before in this turn (a discard's replacement, a tower tile...).
uint64_t DrawWord(const ChainValue& own, const ChainValue& previous, int draw_in_turn);

}  // namespace carc
