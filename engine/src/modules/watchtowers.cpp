// Expansion module: watchtowers (not implemented yet; the module is registered so records naming it load).
#include "carc/module.h"

namespace carc {
namespace {

class WatchtowersModule final : public Module {
 public:
  std::string_view Id() const override { return "watchtowers"; }
};

}  // namespace

const Module& WatchtowersModuleInstance() {
  static const WatchtowersModule m;
  return m;
}

}  // namespace carc
