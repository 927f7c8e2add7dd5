// One move, however it was written: the page, the replay and the link's reader compare actions with
// SameMove (a chosen figure against the legal list, a link's moves against the saved game's).
#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include "carc/action.h"

using namespace carc;
using nlohmann::json;

namespace {
Action Read(const char* text) {
  Action a;
  std::string error;
  REQUIRE_MESSAGE(ActionFromJson(json::parse(text), &a, &error), error);
  return a;
}
}  // namespace

TEST_CASE("the same move: its fields as the record writes them, the tile check when asked") {
  const Action place = Read(R"({"type":"place","x":1,"y":-2,"rot":3,"tile":"E"})");
  const Action unchecked = Read(R"({"type":"place","x":1,"y":-2,"rot":3})");
  CHECK(SameMove(place, place));
  CHECK_FALSE(SameMove(place, unchecked));         // the check is part of what was written
  CHECK(SameMove(place, unchecked, false));        // ... and not of the move
  CHECK_FALSE(SameMove(place, Read(R"({"type":"place","x":1,"y":-2,"rot":2,"tile":"E"})"), false));
  CHECK_FALSE(SameMove(place, Read(R"({"type":"place","x":0,"y":-2,"rot":3,"tile":"E"})"), false));
  CHECK_FALSE(SameMove(place, Read(R"({"type":"place","x":1,"y":-2,"rot":3,"tile":"D"})")));

  const Action meeple = Read(R"({"type":"figure","figure":"meeple","at":"N"})");
  CHECK(SameMove(meeple, Read(R"({"type":"figure","figure":"meeple","at":"N"})")));
  CHECK_FALSE(SameMove(meeple, Read(R"({"type":"figure","figure":"meeple","at":"S"})")));
  CHECK_FALSE(SameMove(meeple, Read(R"({"type":"figure","figure":"large-meeple","at":"N"})")));
  CHECK_FALSE(SameMove(meeple, Read(R"({"type":"skip"})"), false));
}
