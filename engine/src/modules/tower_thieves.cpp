// Expansion module: tower-thieves (not implemented yet; the module is registered so records naming it load).
#include "carc/module.h"

namespace carc {
namespace {

class TowerThievesModule final : public Module {
 public:
  std::string_view Id() const override { return "tower-thieves"; }
};

}  // namespace

const Module& TowerThievesModuleInstance() {
  static const TowerThievesModule m;
  return m;
}

}  // namespace carc
