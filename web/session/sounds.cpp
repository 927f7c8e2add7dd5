#include "session/sounds.h"

#include <nlohmann/json.hpp>

#include "platform/platform.h"

namespace carc::ui {
namespace {
constexpr const char* kSoundKey = "carcassonne.sound";
}  // namespace

void Sounds::Load() {
  enabled_ = platform::StorageLoad(kSoundKey) != "off";
  platform::InitSound();
}

void Sounds::SetEnabled(bool on) {
  enabled_ = on;
  platform::StorageSave(kSoundKey, on ? "on" : "off");
}

void Sounds::Play(const char* name, float delay) {
  if (!enabled_) return;
  asked_.push_back(name);
  if (asked_.size() > 20) asked_.erase(asked_.begin());
  platform::PlaySound(name, kVolume, delay);
}

void Sounds::AfterEvents(const Events& events, size_t from) {
  bool tile = false, points = false;
  for (size_t i = from; i < events.size(); ++i) {
    const std::string type = events[i].value("type", "");
    if (type == "place") tile = true;
    if (type == "score" && events[i].value("points", 0) > 0) points = true;
  }
  // One of each at most per action, the points a moment after the tile.
  if (tile) Play("tile", 0);
  if (points) Play("points", tile ? 0.12f : 0);
}

void Sounds::YourTurn() { Play("turn", 0.25f); }

nlohmann::json Sounds::DebugJson() const { return {{"enabled", enabled_}, {"volume", kVolume}, {"asked", asked_}}; }

}  // namespace carc::ui
