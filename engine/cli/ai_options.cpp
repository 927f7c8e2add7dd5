// Settings shared by the AI commands (ai_options.h).
#include "ai_options.h"

#include <cstdio>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <sstream>

#include "carc/game.h"

namespace carc::cli {

bool MakeSetup(int players, const std::string& expansions, Setup* setup) {
  setup->players.clear();
  setup->expansions.clear();
  for (int p = 0; p < players; ++p) setup->players.push_back({"P" + std::to_string(p + 1), kColors[p], "hard"});
  std::stringstream ss(expansions);
  for (std::string e; std::getline(ss, e, ',');) {
    if (e.empty() || e == "base") continue;
    if (e == "all") {
      for (const char* id : kExpansionIds) setup->expansions.push_back(id);
    } else {
      setup->expansions.push_back(e);
    }
  }
  nlohmann::json check = SetupToJson(*setup);
  check["seed"] = "1";
  std::string error;
  if (!SetupFromJson(check, setup, &error)) {
    std::fprintf(stderr, "carcassonne: %s\n", error.c_str());
    return false;
  }
  return true;
}

bool ApplyTweaks(const std::string& text, ai::SearchOptions* o) {
  std::stringstream ss(text);
  for (std::string item; std::getline(ss, item, ',');) {
    if (item.empty()) continue;
    size_t eq = item.find('=');
    if (eq == std::string::npos) return false;
    std::string k = item.substr(0, eq);
    double v = std::atof(item.c_str() + eq + 1);
    if (k == "c") o->exploration = v;
    else if (k == "scale") o->eval_scale = v;
    else if (k == "thr") o->prior_threshold = static_cast<int>(v);
    else if (k == "opp") o->opponent_priors = v != 0;
    else if (k == "inner") o->inner_priors = v != 0;
    else if (k == "wb") o->widen_base = v;
    else if (k == "wk") o->widen_k = v;
    else if (k == "pv") o->prior_visits = static_cast<int>(v);
    else if (k == "noise") o->noise = v;
    else if (k == "roll") o->rollout_actions = static_cast<int>(v);
    else if (k == "lw") o->lookahead_width = static_cast<int>(v);
    else if (k == "lt") o->lookahead_tiles = static_cast<int>(v);
    else if (k == "lc") o->lookahead_cutoff = v;
    else if (k == "ld") o->lookahead_depth = static_cast<int>(v);
    // evaluation weights (evaluate.h)
    else if (k == "edge") o->weights.edge_chance = v;
    else if (k == "fill") o->weights.fill_chance = v;
    else if (k == "ms") o->weights.meeple_supply = v;
    else if (k == "xm") o->weights.extra_meeple = v;
    else if (k == "ss") o->weights.special_supply = v;
    else if (k == "bs") o->weights.barn_supply = v;
    else if (k == "ab") o->weights.abbey_in_hand = v;
    else if (k == "wm") o->weights.watchman = v;
    else if (k == "lm") o->weights.large_supply = v;
    else if (k == "bds") o->weights.builder_supply = v;
    else if (k == "pig") o->weights.pig_supply = v;
    else if (k == "bb") o->weights.builder_board = v;
    else if (k == "gb") o->weights.goods_behind = v;
    else if (k == "xt") o->weights.extra_tile = v;
    else return false;
  }
  return true;
}

}  // namespace carc::cli
