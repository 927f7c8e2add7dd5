// The tile data: every embedded file loads, every tile agrees with itself, and the counts match RULES.md.
#include <doctest/doctest.h>

#include <map>
#include <nlohmann/json.hpp>

#include "carc/geometry.h"
#include "carc/tile.h"

using namespace carc;

namespace {
int CountOfSet(const std::string& set) {
  int n = 0;
  for (const TileDef& t : TheCatalog().tiles())
    if (t.set == set) n += t.count;
  return n;
}
}  // namespace

TEST_CASE("tile data: every embedded tile file loads without a contradiction") {
  CHECK_MESSAGE(CatalogError().empty(), CatalogError());
  CHECK(TheCatalog().tiles().size() > 0);
}

TEST_CASE("tile data: the sets have the sizes of RULES.md §0.4") {
  CHECK(CountOfSet("base") == 72);
  CHECK(CountOfSet("river") == 12);
  CHECK(CountOfSet("abbey-mayor") == 13);  // 12 land tiles + the abbey (one per player, dealt apart)
  CHECK(CountOfSet("watchtowers") == 12);
  CHECK(CountOfSet("tower-thieves") == 18);
  int thief_sum = 0;
  for (const TileDef& t : TheCatalog().tiles()) thief_sum += t.thief * t.count;
  CHECK(thief_sum == 48);
}

TEST_CASE("tile data: base coats of arms and monasteries (RULES.md §2)") {
  int coats = 0, monasteries = 0;
  for (const TileDef& t : TheCatalog().tiles()) {
    if (t.set != "base") continue;
    for (const FeatureDef& f : t.features) {
      coats += f.coats * t.count;
      if (f.type == FeatureType::Monastery) monasteries += t.count;
    }
  }
  CHECK(coats == 10);
  CHECK(monasteries == 6);
}

TEST_CASE("tile data: a tile whose edges and features disagree is rejected") {
  Catalog c;
  std::string error;
  SUBCASE("a city edge without a city segment") {
    CHECK_FALSE(c.AddFile("bad.json", R"({"set":"x","tiles":[{"id":"Z1","count":1,"edges":"CFFF","features":[
      {"type":"field","halves":["EL","ER","SL","SR","WL","WR"]}]}]})", &error));
    CHECK(error.find("edge N") != std::string::npos);
  }
  SUBCASE("a half-edge in two fields") {
    CHECK_FALSE(c.AddFile("bad.json", R"({"set":"x","tiles":[{"id":"Z2","count":1,"edges":"FFFF","features":[
      {"type":"field","halves":["NL","NR","EL","ER","SL","SR","WL","WR"]},{"type":"field","halves":["NL"]}]}]})", &error));
    CHECK(error.find("NL") != std::string::npos);
  }
  SUBCASE("a road naming a field edge") {
    CHECK_FALSE(c.AddFile("bad.json", R"({"set":"x","tiles":[{"id":"Z3","count":1,"edges":"FFFF","features":[
      {"type":"road","edges":["N"]},{"type":"field","halves":["NL","NR","EL","ER","SL","SR","WL","WR"]}]}]})", &error));
  }
  SUBCASE("a field naming a city that is not a city feature") {
    CHECK_FALSE(c.AddFile("bad.json", R"({"set":"x","tiles":[{"id":"Z4","count":1,"edges":"FFFF","features":[
      {"type":"field","halves":["NL","NR","EL","ER","SL","SR","WL","WR"],"cities":[0]}]}]})", &error));
  }
  SUBCASE("broken JSON") { CHECK_FALSE(c.AddFile("bad.json", "{\"set\":", &error)); }
}

TEST_CASE("geometry: a quarter turn moves N to E and NL to EL; four turns are the identity") {
  const TileDef* d = TheCatalog().Find("D");
  REQUIRE(d);
  // D: city N, road W-E. Turned once: city E, road N-S.
  CHECK(d->EdgeAt(kEast, 1) == EdgeType::City);
  CHECK(d->EdgeAt(kNorth, 1) == EdgeType::Road);
  CHECK(d->EdgeAt(kWest, 1) == EdgeType::Field);
  for (int rot = 0; rot < 4; ++rot)
    for (int h = 0; h < 8; ++h) CHECK(d->FieldAtHalf(RotateHalf(h, rot), rot) == d->FieldAtHalf(h, 0));
  CHECK(FacingHalf(0) == 5);  // NL meets the north neighbour's SR
  CHECK(FacingHalf(3) == 6);  // ER meets the east neighbour's WL
}
