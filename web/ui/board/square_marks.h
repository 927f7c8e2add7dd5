#pragma once
// What can still fit, on the board (issue 44): the engine's outlook (carc/outlook.h) kept per version
// of the game, and which open squares get a mark - a quiet cross where no tile still to come fits, a
// small "1" where exactly one does; and the player's setting that turns them off. No ImGui
// (tests/web/square_marks_test.cpp).
#include <optional>
#include <vector>

#include "carc/outlook.h"

namespace carc::ui {

enum class SquareMark { None, Dead, One };

// The mark an open square gets for its count of the tiles still to come.
SquareMark MarkFor(const OpenSquare& square);

struct MarkedSquare {
  Pos pos;
  int count = 0;
  SquareMark mark = SquareMark::None;
};

// The outlook of one version of the game, computed once when the version changes (20-40 us: never per
// frame), with the squares that get a mark.
class SquareOutlook {
 public:
  // The player's setting (How to play): the marks, the counts in the squares' tooltips and the
  // unfinishable features' sentence shown or not; on unless turned off, remembered in local storage.
  void Load();
  bool Enabled() const { return enabled_; }
  void SetEnabled(bool on);

  // The outlook of `s` at `version`; nothing while the game is over (every square would take none).
  void Update(const GameState& s, int version);
  void Clear() { version_ = -1, outlook_ = {}, marks_.clear(); }
  const Outlook& Get() const { return outlook_; }
  const std::vector<MarkedSquare>& Marks() const { return marks_; }  // in board.frontier() order
  const OpenSquare* At(Pos p) const;                                 // the open square `p`, if it is one
  // The road, city or monastery of region root `root` that can no longer be finished, if it is one.
  const UnfinishableFeature* Unfinishable(int root) const;
  int Computed() const { return computed_; }  // outlooks computed so far (once per version: the tests)

 private:
  bool enabled_ = true;
  int version_ = -1;
  int computed_ = 0;
  Outlook outlook_;
  std::vector<MarkedSquare> marks_;
};

}  // namespace carc::ui
