// Expansion module: abbey-mayor (not implemented yet; the module is registered so records naming it load).
#include "carc/module.h"

namespace carc {
namespace {

class AbbeyMayorModule final : public Module {
 public:
  std::string_view Id() const override { return "abbey-mayor"; }
};

}  // namespace

const Module& AbbeyMayorModuleInstance() {
  static const AbbeyMayorModule m;
  return m;
}

}  // namespace carc
