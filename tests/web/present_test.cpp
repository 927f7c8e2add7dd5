// When a frame is drawn to the screen (web/ui/base/present.h): only when its picture changed, and in
// the tests' sparse mode at most every kSparseMs, never leaving the last picture undrawn.
#include <doctest/doctest.h>

#include "ui/base/present.h"

using carc::ui::FramePresenter;

namespace {
// A frame's draw data: no lists, so its size alone makes the picture (enough to change the hash).
ImDrawData Picture(float width) {
  ImDrawData d;
  d.Valid = true;
  d.DisplaySize = ImVec2(width, 800);
  d.FramebufferScale = ImVec2(1, 1);
  return d;
}
}  // namespace

TEST_CASE("a frame is drawn when its picture changed, not when the screen already shows it") {
  FramePresenter p;
  CHECK(p.NeedsPresent(Picture(1280), 0));
  CHECK_FALSE(p.NeedsPresent(Picture(1280), 16));
  CHECK(p.NeedsPresent(Picture(1000), 32));
  CHECK_FALSE(p.Owes());
  carc::ui::MarkTexturesChanged();  // a picture painted into a texture the lists show
  CHECK(p.NeedsPresent(Picture(1000), 48));
  CHECK(p.ByTextures() == 1);
}

TEST_CASE("sparse: changes within kSparseMs wait, are owed, and the last one is drawn") {
  FramePresenter p;
  FramePresenter::Mode mode;
  REQUIRE(FramePresenter::ModeFromName("sparse", &mode));
  p.SetMode(mode);
  CHECK(std::string(p.ModeName()) == "sparse");
  CHECK(p.NeedsPresent(Picture(1280), 0));
  // Three quick changes: none drawn, each owed.
  for (int i = 1; i <= 3; ++i) {
    CHECK_FALSE(p.NeedsPresent(Picture(1280 - i), i * 16.0));
    CHECK(p.Owes());
  }
  // Nothing new after the last change: still owed until the interval is over, then drawn once.
  CHECK_FALSE(p.NeedsPresent(Picture(1277), FramePresenter::kSparseMs - 1));
  CHECK(p.Owes());
  CHECK(p.NeedsPresent(Picture(1277), FramePresenter::kSparseMs));
  CHECK_FALSE(p.Owes());
  CHECK_FALSE(p.NeedsPresent(Picture(1277), FramePresenter::kSparseMs + 500));
  CHECK_FALSE(p.Owes());
}

TEST_CASE("the presentation modes by name; an unknown name changes nothing") {
  FramePresenter::Mode mode = FramePresenter::Mode::Sparse;
  CHECK_FALSE(FramePresenter::ModeFromName("sometimes", &mode));
  CHECK(mode == FramePresenter::Mode::Sparse);
  CHECK(FramePresenter::ModeFromName("always", &mode));
  CHECK(mode == FramePresenter::Mode::Always);
  CHECK(FramePresenter::ModeFromName("changes", &mode));
  CHECK(mode == FramePresenter::Mode::Changes);
}
