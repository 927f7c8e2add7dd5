// The explicit list of expansion modules (no static self-registration: it would be dead-stripped
// from a static library). Hooks run in this order.
#include "carc/module.h"

namespace carc {

const Module& RiverModuleInstance();
const Module& AbbeyMayorModuleInstance();
const Module& WatchtowersModuleInstance();
const Module& TowerThievesModuleInstance();
const Module& InnsCathedralsModuleInstance();
const Module& TradersBuildersModuleInstance();

const std::vector<const Module*>& AllModules() {
  static const std::vector<const Module*> modules = {
      &RiverModuleInstance(),
      &AbbeyMayorModuleInstance(),
      &WatchtowersModuleInstance(),
      &TowerThievesModuleInstance(),
      &InnsCathedralsModuleInstance(),
      &TradersBuildersModuleInstance(),
  };
  return modules;
}

}  // namespace carc
