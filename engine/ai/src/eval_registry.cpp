// The expansions' evaluation terms (eval_module.h), in a fixed order.
#include "eval_module.h"

namespace carc::ai {

const EvalModule& InnsCathedralsTermsInstance();
const EvalModule& TradersBuildersTermsInstance();

const std::vector<const EvalModule*>& AllEvalModules() {
  static const std::vector<const EvalModule*> all = {&InnsCathedralsTermsInstance(), &TradersBuildersTermsInstance()};
  return all;
}

}  // namespace carc::ai
