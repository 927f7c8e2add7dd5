#pragma once
// The fair deal's secrets on this device (engine/docs/fair-deal.md): each seat's device keeps the
// secret of its chain in local storage, one key per chain,
//   "carcassonne.secret.<commitment>"  {"secret": "<22 base64url characters>", "made": <ms>}
// keyed by the chain's commitment, so that a game finds its secrets whatever saved entry, link or
// backup it comes from. A secret never leaves this store except in the player's own backup file:
// never in a record, a link, a log or an announcement. Storage is untrusted: an entry whose secret
// does not lead to its key's commitment is ignored, and nothing here throws.
#include <map>
#include <optional>
#include <string>

#include <nlohmann/json_fwd.hpp>

#include "carc/fair_deal.h"

namespace carc::ui {

inline constexpr const char* kSecretPrefix = "carcassonne.secret.";

class SecretStore {
 public:
  // A new secret (the system's cryptographic randomness), stored under its commitment. nullopt when
  // the storage refuses it (full): the caller tells the player, nothing is committed then.
  std::optional<SeatSecret> Make(std::string* error);
  // The secret of the chain that ends at `commitment`, when this device holds it.
  std::optional<SeatSecret> Find(const ChainValue& commitment) const;
  bool Holds(const ChainValue& commitment) const { return Find(commitment).has_value(); }
  void Forget(const ChainValue& commitment);
  // Forget what was read (another tab or a backup may have changed the storage).
  void Refresh() { cache_.clear(); }

  // A stored entry as the backup carries it (the key's suffix and its value), checked: the secret
  // must lead to the commitment. The one place an imported secret is accepted.
  static bool Acceptable(const std::string& commitment_text, const nlohmann::json& value);

 private:
  // What Find read, per commitment (checking a secret costs a chain of hashes; the page asks every frame).
  mutable std::map<ChainValue, std::optional<SeatSecret>> cache_;
};

}  // namespace carc::ui
