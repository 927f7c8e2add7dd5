// The device side of the fair deal (web/link/device_deal.h, web/link/secret_store.h): which device answers
// which decision, the secrets kept under their commitments, and a lost secret told apart from
// another device's turn.
#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include "carc/deal.h"
#include "carc/game.h"
#include "link/device_deal.h"
#include "platform/platform.h"
#include "link/secret_store.h"

using namespace carc;
using namespace carc::ui;

namespace {

Setup FairTwo(const char* second_ai = "") {
  Setup s;
  s.players = {{"Ana", "red", ""}, {"Ben", "blue", second_ai}};
  s.fair_deal = true;
  return s;
}

Seats Playing(std::vector<int> seats) {
  Seats out = Seats::Asking();
  for (int p : seats) out.Claim(p);
  return out;
}

// Applies what this device does now, making secrets for its commitments; returns the step.
DeviceStep Answer(GameState& s, const Seats& seats, SecretStore& store, bool starting = false) {
  DeviceStep step = NextDeviceStep(s, seats, store, starting);
  std::string error;
  if (step.kind == DeviceStep::Commit) {
    for (int p : step.seats) {
      auto secret = store.Make(&error);
      REQUIRE(secret);
      REQUIRE_FALSE(Apply(s, DeviceAction(s, *secret, p)));
    }
  } else if (step.kind == DeviceStep::Reveal) {
    REQUIRE_FALSE(Apply(s, step.action));
  }
  return step;
}

}  // namespace

TEST_CASE("secret store: secrets are kept under their commitment and checked when read") {
  platform::ClearStorageForTests();
  SecretStore store;
  std::string error;
  auto s = store.Make(&error);
  REQUIRE(s);
  CHECK(store.Holds(s->Commitment()));
  CHECK(store.Find(s->Commitment())->secret == s->secret);
  const std::string key = std::string(kSecretPrefix) + ChainValueText(s->Commitment());
  CHECK(platform::StorageHas(key));
  // Damaged or altered entries are ignored, never trusted.
  platform::StorageSave(key, "{not json");
  store.Refresh();  // the storage changed behind the store's back (another tab)
  CHECK_FALSE(store.Holds(s->Commitment()));
  platform::StorageSave(key, nlohmann::json{{"secret", ChainValueText(NewSecret())}}.dump());
  store.Refresh();
  CHECK_FALSE(store.Holds(s->Commitment()));
  platform::StorageSave(key, nlohmann::json{{"secret", ChainValueText(s->secret)}, {"made", 1}}.dump());
  store.Refresh();
  CHECK(store.Holds(s->Commitment()));
  store.Forget(s->Commitment());
  CHECK_FALSE(store.Holds(s->Commitment()));
  // What a backup may bring: only a secret that leads to its commitment.
  CHECK(SecretStore::Acceptable(ChainValueText(s->Commitment()), {{"secret", ChainValueText(s->secret)}}));
  CHECK_FALSE(SecretStore::Acceptable(ChainValueText(s->Commitment()), {{"secret", ChainValueText(NewSecret())}}));
  CHECK_FALSE(SecretStore::Acceptable("short", {{"secret", ChainValueText(s->secret)}}));
  CHECK_FALSE(SecretStore::Acceptable(ChainValueText(s->Commitment()), nlohmann::json::array()));
  // A full storage: no secret, a message, nothing half-kept.
  platform::SetStorageQuotaForTests(10);
  CHECK_FALSE(store.Make(&error));
  CHECK_FALSE(error.empty());
  platform::SetStorageQuotaForTests(-1);
}

TEST_CASE("device deal: the invitation goes round, each device commits its own seats") {
  platform::ClearStorageForTests();
  SecretStore ana_store, ben_store;  // one storage here: the secrets are told apart by commitment
  GameState s;
  std::string error;
  REQUIRE(NewGame(FairTwo(), &s, &error));
  const Seats ana = Playing({0}), ben = Playing({1}), reader = Seats::Asking();
  // Ana starts the game: she commits for herself; the game waits for Ben.
  DeviceStep step = Answer(s, ana, ana_store, true);
  CHECK(step.kind == DeviceStep::Commit);
  CHECK(step.seats == std::vector<int>{0});
  CHECK(s.fair.host == 0);
  CHECK(NextDeviceStep(s, ana, ana_store).kind == DeviceStep::Wait);
  CHECK(OpenPersonSeats(s) == std::vector<int>{1});
  // A device that has not said who it is commits nothing (the invitation asks first).
  CHECK(NextDeviceStep(s, reader, ben_store).kind == DeviceStep::Wait);
  step = Answer(s, ben, ben_store);
  CHECK(step.kind == DeviceStep::Commit);
  CHECK(step.seats == std::vector<int>{1});
  // The first turn: Ana's device reveals, Ben's waits. (Both stores read one storage here: Ana's
  // secret is set aside while Ben's device looks, as it would not be on Ben's phone.)
  REQUIRE(s.decision == Decision::Reveal);
  const std::string ana_key = std::string(kSecretPrefix) + ChainValueText(s.fair.chains[0].back().commitment);
  const std::string ana_secret = platform::StorageLoad(ana_key);
  REQUIRE(!ana_secret.empty());
  platform::StorageRemove(ana_key);
  ben_store.Refresh();
  CHECK(NextDeviceStep(s, ben, ben_store).kind == DeviceStep::Wait);
  platform::StorageSave(ana_key, ana_secret);
  CHECK(Answer(s, ana, ana_store).kind == DeviceStep::Reveal);
  CHECK(s.decision == Decision::Place);
}

TEST_CASE("device deal: a computer seat is played by its host's device, and follows the host") {
  platform::ClearStorageForTests();
  SecretStore store;
  GameState s;
  std::string error;
  REQUIRE(NewGame(FairTwo("normal"), &s, &error));
  const Seats ana = Playing({0});
  DeviceStep step = Answer(s, ana, store, true);
  CHECK(step.kind == DeviceStep::Commit);
  CHECK(step.seats == std::vector<int>({0, 1}));  // Ana first: her device is the host
  CHECK(s.fair.host == 0);
  CHECK(DevicePlays(s, ana, 1));
  CHECK_FALSE(DevicePlays(s, Playing({}), 1));
  // A new device that takes Ana's seat plays the computer too (and, without the secrets, lost them).
  SecretStore empty_store;
  platform::ClearStorageForTests();
  store.Refresh();
  REQUIRE(s.decision == Decision::Reveal);
  CHECK(NextDeviceStep(s, ana, empty_store).kind == DeviceStep::LostSecret);
  CHECK(NextDeviceStep(s, Playing({}), empty_store).kind == DeviceStep::Wait);
}

TEST_CASE("device deal: a seat played here without its secret is a lost secret, not a wait") {
  platform::ClearStorageForTests();
  SecretStore store;
  GameState s;
  std::string error;
  REQUIRE(NewGame(FairTwo(), &s, &error));
  Answer(s, Playing({0, 1}), store, true);
  REQUIRE(s.decision == Decision::Reveal);
  platform::ClearStorageForTests();  // the browser cleared the site's data
  store.Refresh();
  DeviceStep step = NextDeviceStep(s, Playing({0}), store);
  CHECK(step.kind == DeviceStep::LostSecret);
  CHECK(step.seat == 0);
  // The way back: a new chain; that turn passes without a tile, and Ben's device is awaited.
  auto fresh = store.Make(&error);
  REQUIRE(fresh);
  REQUIRE_FALSE(Apply(s, ChainAction(ActionType::Rekey, fresh->Commitment())));
  CHECK(s.current == 1);
  CHECK(NextDeviceStep(s, Playing({0}), store).kind == DeviceStep::Wait);
}
