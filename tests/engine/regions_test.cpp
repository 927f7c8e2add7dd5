// The regions' kept aggregates (regions.h) against a recount from their node lists, over random games
// of every expansion mix: every node is listed once, in the list of its own root, and a root's
// tile_count / city_count are the distinct placed tiles / touched city nodes of its nodes.
#include <doctest/doctest.h>

#include <set>

#include "carc/game.h"
#include "carc/rules.h"

using namespace carc;

namespace {

void CheckRegions(const GameState& s) {
  const Regions& rg = s.regions;
  std::vector<int> listed(static_cast<size_t>(rg.size()), 0);
  for (int root = 0; root < rg.size(); ++root) {
    if (rg.Find(root) != root) continue;
    std::set<int> tiles, cities;
    int last = -1;
    rg.ForEachNode(root, [&](int n) {
      listed[static_cast<size_t>(n)]++;
      CHECK(rg.Find(n) == root);
      const Region& node = rg.Node(n);
      CHECK(s.board.tile(node.placed).first_node + node.feature == n);
      tiles.insert(node.placed);
      for (int c : s.PlacedDef(node.placed).features[node.feature].cities) cities.insert(n - node.feature + c);
      last = n;
    });
    const Region& r = rg.Node(root);
    CHECK(r.tail == last);
    CHECK(r.tile_count == static_cast<int>(tiles.size()));
    CHECK(rg.TileCount(last) == static_cast<int>(tiles.size()));
    CHECK(r.city_count == static_cast<int>(cities.size()));
    std::set<int> roots;
    for (int c : cities) roots.insert(rg.Find(c));
    CHECK(FieldCityRoots(s, root).size() == roots.size());
  }
  for (int n : listed) CHECK(n == 1);
}

}  // namespace

TEST_CASE("regions: kept tile and city counts match a recount of the node lists") {
  const std::vector<std::vector<std::string>> mixes = {
      {}, {"river"}, {"abbey-mayor"}, {"river", "abbey-mayor", "watchtowers", "tower-thieves"}};
  for (int g = 0; g < 24; ++g) {
    Setup setup;
    for (int p = 0; p < 2 + g % 3; ++p) setup.players.push_back({"P" + std::to_string(p), kColors[p], ""});
    setup.expansions = mixes[static_cast<size_t>(g) % mixes.size()];
    setup.seed = "regions-" + std::to_string(g);
    GameState s;
    std::string error;
    REQUIRE_MESSAGE(NewGame(setup, &s, &error), error);
    Rng chooser{static_cast<uint64_t>(g) + 5};
    for (int step = 0; !IsOver(s); ++step) {
      if (step % 9 == 0) CheckRegions(s);
      std::vector<Action> legal = LegalActions(s);
      REQUIRE_FALSE(Apply(s, legal[static_cast<size_t>(chooser.Below(legal.size()))]).has_value());
    }
    CheckRegions(s);
  }
}
