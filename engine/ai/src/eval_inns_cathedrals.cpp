// Inns & Cathedrals in the evaluation (RULES-inns-traders.md §1): the large meeple in supply. Its
// strength of 2 is the engine's (MajorityWinners), and an inn's or cathedral's value, zero when open
// at the end, reaches the base evaluation through the engine's PointsPerUnit.
#include "eval_module.h"

namespace carc::ai {
namespace {

class InnsCathedralsTerms final : public EvalModule {
 public:
  std::optional<double> SupplyValue(FigureKind k, const EvalWeights& w) const override {
    if (k == FigureKind::LargeMeeple) return w.large_supply;
    return std::nullopt;
  }
};

}  // namespace

const EvalModule& InnsCathedralsTermsInstance() {
  static const InnsCathedralsTerms m;
  return m;
}

}  // namespace carc::ai
