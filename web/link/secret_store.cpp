#include "link/secret_store.h"

#include <chrono>
#include <nlohmann/json.hpp>

#include "i18n/i18n.h"
#include "platform/platform.h"

namespace carc::ui {
namespace {

std::string Key(const ChainValue& commitment) { return kSecretPrefix + ChainValueText(commitment); }

long long NowMs() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
      .count();
}

std::optional<SeatSecret> SecretOf(const std::string& commitment_text, const nlohmann::json& value) {
  const std::optional<ChainValue> commitment = ChainValueFromText(commitment_text);
  if (!commitment || !value.is_object()) return std::nullopt;
  auto it = value.find("secret");
  if (it == value.end() || !it->is_string()) return std::nullopt;
  const std::optional<ChainValue> secret = ChainValueFromText(it->get<std::string>());
  if (!secret || SeatSecret{*secret}.Commitment() != *commitment) return std::nullopt;
  return SeatSecret{*secret};
}

}  // namespace

std::optional<SeatSecret> SecretStore::Make(std::string* error) {
  const SeatSecret s{NewSecret()};
  const nlohmann::json value = {{"secret", ChainValueText(s.secret)}, {"made", NowMs()}};
  if (!platform::StorageSave(Key(s.Commitment()), value.dump())) {
    *error = i18n::T("fair.problem.storage-full");
    return std::nullopt;
  }
  cache_[s.Commitment()] = s;
  return s;
}

std::optional<SeatSecret> SecretStore::Find(const ChainValue& commitment) const {
  if (auto it = cache_.find(commitment); it != cache_.end()) return it->second;
  std::optional<SeatSecret> found;
  const std::string text = platform::StorageLoad(Key(commitment));
  if (!text.empty() && text.size() <= 4096) {
    const nlohmann::json value = nlohmann::json::parse(text, nullptr, false);
    if (!value.is_discarded()) found = SecretOf(ChainValueText(commitment), value);
  }
  return cache_[commitment] = found;
}

void SecretStore::Forget(const ChainValue& commitment) {
  platform::StorageRemove(Key(commitment));
  cache_.erase(commitment);
}

bool SecretStore::Acceptable(const std::string& commitment_text, const nlohmann::json& value) {
  return SecretOf(commitment_text, value).has_value();
}

}  // namespace carc::ui
