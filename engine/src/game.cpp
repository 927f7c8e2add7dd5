// The turn machine: new game, legal actions, applying an action, and the steps between decisions.
//
// A turn runs through stages (state.h Stage): TurnStart -> Draw -> Drawn (placeable?) -> [Place] ->
// Placed -> [Figure] -> FigureDone (scoring) -> TurnEnd -> next TurnStart, or GameEnd -> Over.
// Advance() walks the stages until a decision is needed; before every step each module may claim a
// decision of its own (an abbey offer, a wagon move, the floors choice).
#include "carc/game.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "carc/deal.h"
#include "carc/module.h"
#include "carc/rules.h"

namespace carc {
using nlohmann::json;

std::string_view DecisionName(Decision d) {
  switch (d) {
    case Decision::Place: return "place";
    case Decision::Figure: return "figure";
    case Decision::Abbey: return "abbey";
    case Decision::EndAbbey: return "end-abbey";
    case Decision::Wagon: return "wagon";
    case Decision::Floors: return "floors";
    case Decision::SecondTile: return "second-tile";
    case Decision::Commit: return "commit";
    case Decision::Reveal: return "reveal";
    case Decision::Over: return "over";
  }
  return "?";
}

bool GameState::Enabled(std::string_view module_id) const {
  for (const Module* m : modules)
    if (m->Id() == module_id) return true;
  return false;
}

namespace {

bool SetEnabled(const Setup& setup, const std::string& set) { return set == "base" || setup.Has(set); }

// The figure step's base options: every figure in supply on every unoccupied feature it fits.
// Calls visit(action) for each, in list order; stops when it returns false. The one definition
// of these options, for the list (FigureStepActions) and for the quick checks of Advance and IsLegal.
template <class Visit>
void ForEachBaseFigureAction(const GameState& s, Visit visit) {
  if (s.last_placed < 0) return;
  const PlacedTile& pt = s.board.tile(s.last_placed);
  const TileDef& def = s.Tile(pt.tile);
  const PlayerState& ps = s.players[static_cast<size_t>(s.current)];
  bool any_supply = false;
  for (int kind = 0; kind < kFigureKinds; ++kind) any_supply = any_supply || ps.supply[kind] > 0;
  if (!any_supply) return;  // (saves the Occupied look-ups)
  for (size_t k = 0; k < def.features.size(); ++k) {
    int node = pt.first_node + static_cast<int>(k);
    if (Occupied(s, node)) continue;
    for (int kind = 0; kind < kFigureKinds; ++kind) {
      if (ps.supply[kind] <= 0 || !FigureFits(s, static_cast<FigureKind>(kind), def.features[k].type)) continue;
      Action a;
      a.type = ActionType::Figure;
      a.figure = static_cast<FigureKind>(kind);
      a.at = CanonicalLocator(s, s.last_placed, static_cast<int>(k));
      if (!visit(a)) return;
    }
  }
}

std::vector<Action> FigureStepActions(const GameState& s) {
  std::vector<Action> out;
  out.reserve(16);  // more than a figure step usually offers, skip included: no regrowth
  ForEachBaseFigureAction(s, [&](const Action& a) {
    out.push_back(a);
    return true;
  });
  for (const Module* m : s.modules) m->AddFigureActions(s, out);
  return out;
}

// Whether FigureStepActions is not empty, without building the list when a base option exists.
bool HasFigureStepAction(const GameState& s) {
  bool found = false;
  ForEachBaseFigureAction(s, [&](const Action&) {
    found = true;
    return false;
  });
  if (found) return true;
  std::vector<Action> out;
  for (const Module* m : s.modules) m->AddFigureActions(s, out);
  return !out.empty();
}

// The squares of a feature for events: a monastery is its own square, other features all their tiles.
json FeatureSquares(const GameState& s, int node, FeatureType type) {
  if (type != FeatureType::Monastery) return RegionSquares(s, node);
  Pos p = s.board.tile(s.regions.Node(node).placed).pos;
  return json::array({json::array({p.x, p.y})});
}

void ScoreFeature(GameState& s, const Completed& c, Events* ev) {
  const Region& r = s.regions.Root(c.root);
  const int tiles = r.tile_count;
  std::string_view mark;
  const int points = c.type == FeatureType::City   ? PointsPerUnit(s, c.root, c.type, true, &mark) * (tiles + r.coats)
                     : c.type == FeatureType::Road ? PointsPerUnit(s, c.root, c.type, true, &mark) * tiles
                     : c.type == FeatureType::Monastery ? 9
                                                        : 0;
  json detail;  // built only when someone reads the events (the AI and simulations pass none)
  if (ev) {
    detail = {{"reason", FeatureTypeName(c.type)}, {"tiles", c.type == FeatureType::Monastery ? 9 : tiles}};
    if (c.type == FeatureType::City) detail["coats"] = r.coats;
    if (!mark.empty()) detail["mark"] = mark;
    detail["at"] = FeatureSquares(s, c.root, c.type);
    ev->push_back({{"type", "completed"}, {"feature", FeatureTypeName(c.type)}, {"points", points}, {"at", detail["at"]}});
  }
  for (int p : MajorityWinners(s, FiguresOn(s, c.root))) AddScore(s, p, points, detail, ev);
  s.regions.Root(c.root).scored = true;
}

// Scores every road, city and monastery the last placement completed, then returns their figures.
void ScoreCompleted(GameState& s, Events* ev) {
  if (s.last_placed < 0) return;
  std::vector<Completed> done;
  auto consider = [&](int node) {
    const Region& r = s.regions.Root(node);
    if ((r.type != FeatureType::City && r.type != FeatureType::Road) || r.open != 0 || r.scored) return;
    int root = s.regions.Find(node);
    for (const Completed& c : done)
      if (c.root == root) return;
    done.push_back({root, r.type});
  };
  const PlacedTile& pt = s.board.tile(s.last_placed);
  const TileDef& def = s.Tile(pt.tile);
  for (size_t k = 0; k < def.features.size(); ++k) consider(pt.first_node + static_cast<int>(k));
  for (int side = 0; side < 4; ++side) {  // features a closing tile (the abbey) ended
    int n = s.board.At(Neighbour(pt.pos, side));
    if (n < 0 || !def.closes_edges) continue;
    const PlacedTile& nt = s.board.tile(n);
    int f = s.Tile(nt.tile).FeatureAtSide(Opposite(side), nt.rot);
    if (f >= 0) consider(nt.first_node + f);
  }
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) {
      int n = s.board.At({pt.pos.x + dx, pt.pos.y + dy});
      if (n < 0) continue;
      const PlacedTile& mt = s.board.tile(n);
      const TileDef& md = s.Tile(mt.tile);
      bool complete = false, checked = false;  // counting the 8 squares around costs 8 look-ups: only for a monastery
      for (size_t k = 0; k < md.features.size(); ++k) {
        int node = mt.first_node + static_cast<int>(k);
        if (md.features[k].type != FeatureType::Monastery || s.regions.Node(node).scored) continue;
        if (!checked) {
          complete = MonasteryComplete(s, n);
          checked = true;
        }
        if (complete) done.push_back({node, FeatureType::Monastery});
      }
    }
  if (done.empty()) {
    for (const Module* m : s.modules) m->AfterFeatureScoring(s, ev);
    return;
  }
  for (const Module* m : s.modules) m->BeforeScoring(s, done, ev);
  for (const Completed& c : done) ScoreFeature(s, c, ev);
  for (const Module* m : s.modules) m->AfterFeatureScoring(s, ev);
  for (const Completed& c : done) {
    std::vector<int> figs = FiguresOn(s, c.root);
    for (auto it = figs.rbegin(); it != figs.rend(); ++it) ReturnFigure(s, *it, ev, true);
  }
}

// Scores every feature that still holds figures: incomplete roads, cities, monasteries, and fields.
void FinalScoring(GameState& s, Events* ev) {
  std::vector<int> done;
  for (size_t i = 0; i < s.figures.size(); ++i) {
    const Figure& f = s.figures[i];
    if (f.on_tower || f.node < 0) continue;
    int root = s.regions.Find(f.node);
    if (std::find(done.begin(), done.end(), root) != done.end()) continue;
    done.push_back(root);
    const Region& r = s.regions.Node(root);
    const int tiles = r.tile_count;
    int points = 0, cities = 0;
    std::string_view mark;
    switch (r.type) {
      case FeatureType::City: points = PointsPerUnit(s, root, r.type, false, &mark) * (tiles + r.coats); break;
      case FeatureType::Road: points = PointsPerUnit(s, root, r.type, false, &mark) * tiles; break;
      case FeatureType::Monastery: points = 1 + s.board.NeighboursAround(s.board.tile(r.placed).pos); break;
      case FeatureType::Field:
        cities = CompletedCitiesOfField(s, root);
        points = 3 * cities;
        break;
      case FeatureType::River: break;
    }
    json detail;
    if (ev) {
      detail = {{"reason", FeatureTypeName(r.type)}, {"final", true}};
      if (r.type == FeatureType::City || r.type == FeatureType::Road) detail["tiles"] = tiles;
      if (r.type == FeatureType::City) detail["coats"] = r.coats;
      if (r.type == FeatureType::Monastery) detail["tiles"] = points;
      if (r.type == FeatureType::Field) detail["cities"] = cities;
      if (!mark.empty()) detail["mark"] = mark;
      detail["at"] = FeatureSquares(s, root, r.type);
    }
    const std::vector<int> winners = MajorityWinners(s, FiguresOn(s, root));
    for (int p : winners) AddScore(s, p, points, detail, ev);
    if (r.type == FeatureType::Field) FieldScored(s, root, winners, cities, ev);
  }
  for (const Module* m : s.modules) m->FinalScoring(s, ev);
}

// Whether a module gives the current player another tile in this turn (a builder's double turn), or
// offers it first (ruleset 7). Every module is asked, as each keeps its own count.
ExtraTile AnotherTileThisTurn(GameState& s, Events* ev) {
  ExtraTile out = ExtraTile::None;
  for (const Module* m : s.modules) {
    const ExtraTile t = m->AnotherTile(s, ev);
    if (t == ExtraTile::Offered || (t == ExtraTile::Draw && out == ExtraTile::None)) out = t;
  }
  return out;
}

void DrawTile(GameState& s, Events* ev) {
  s.drawn = DrawFrom(s, s.NextStack());
  if (ev) ev->push_back({{"type", "draw"}, {"player", s.current}, {"tile", s.Tile(s.drawn).id}});
}

// Fair deal: the decision that waits for a device, if one does now. Before the first turn every seat
// commits, in any order (the device that starts the game commits for its seats, then the invitation
// goes around the others; `decider` names the first seat still to commit); in a turn, the current player reveals its value before the turn's first
// draw, or at its end when it drew nothing (an abbey turn), so that the next player's draw always
// combines a value revealed after the one before it.
bool AwaitDevice(GameState& s) {
  if (!s.fair.on) return false;
  if (s.stage == Stage::TurnStart) {
    for (int p = 0; p < s.NumPlayers(); ++p)
      if (s.fair.chains[static_cast<size_t>(p)].empty()) {
        s.decision = Decision::Commit;
        s.decider = p;
        return true;
      }
    return false;
  }
  const bool continues = !s.ending && !(s.river.empty() && s.land.empty());
  if (s.fair.turn_revealed || !continues || (s.stage != Stage::Draw && s.stage != Stage::TurnEnd)) return false;
  s.decision = Decision::Reveal;
  s.decider = s.current;
  return true;
}

void Advance(GameState& s, Events* ev) {
  for (;;) {
    for (const Module* m : s.modules)
      if (m->PendingDecision(s)) return;
    if (AwaitDevice(s)) return;
    switch (s.stage) {
      case Stage::TurnStart:
        s.turn++;
        s.fair.turn_revealed = false;
        s.fair.draws = 0;
        s.last_placed = -1;
        s.drawn = -1;
        s.stage = Stage::Draw;
        for (const Module* m : s.modules) m->OnTurnStart(s, ev);
        continue;
      case Stage::Draw:
        if (s.river.empty() && s.land.empty()) {
          s.stage = Stage::GameEnd;
          continue;
        }
        DrawTile(s, ev);
        s.stage = Stage::Drawn;
        for (const Module* m : s.modules) m->OnTileDrawn(s, ev);
        continue;
      case Stage::Drawn: {
        if (s.drawn < 0) {  // a module took the tile away and none replaces it
          s.stage = Stage::TurnEnd;
          continue;
        }
        if (HasLegalPlacement(s, s.Tile(s.drawn))) {
          s.decision = Decision::Place;
          s.decider = s.current;
          return;
        }
        bool handled = false;
        for (const Module* m : s.modules) handled = handled || m->OnUnplaceable(s, ev);
        if (!handled) {
          if (ev) ev->push_back({{"type", "discard"}, {"player", s.current}, {"tile", s.Tile(s.drawn).id}});
          s.drawn = -1;
          s.stage = Stage::Draw;
        }
        continue;
      }
      case Stage::Placed:
        if (HasFigureStepAction(s)) {
          s.decision = Decision::Figure;
          s.decider = s.current;
          return;
        }
        s.stage = Stage::FigureDone;
        continue;
      case Stage::FigureDone:
        s.stage = Stage::TurnEnd;
        ScoreCompleted(s, ev);
        continue;
      case Stage::TurnEnd: {
        if (s.ending || (s.river.empty() && s.land.empty())) {
          s.stage = Stage::GameEnd;
          continue;
        }
        const ExtraTile extra = AnotherTileThisTurn(s, ev);
        // Ruleset 7: the player chooses first; the module claims that decision at the loop's top, and
        // after the answer the turn machine comes back here. Nothing is drawn before the answer, so a
        // fair deal asks the player's device for a value only when the tile is taken (below).
        if (extra == ExtraTile::Offered) continue;
        if (extra == ExtraTile::Draw) {
          s.last_placed = -1;
          s.stage = Stage::Draw;
          // Fair deal 3: the second tile waits for a new value of the player's device, as the first
          // did: drawn from the values already out, any device (the next player's, deciding a wagon
          // move before it) could draw it first (fair-deal.md).
          if (s.fair.on && s.ruleset->fair_deal >= 3) s.fair.turn_revealed = false;
          continue;
        }
        s.current = (s.current + 1) % s.NumPlayers();
        s.stage = Stage::TurnStart;
        continue;
      }
      case Stage::GameEnd:
        if (!s.ending) {
          s.ending = true;
          for (const Module* m : s.modules) m->OnGameEnd(s, ev);
          continue;
        }
        FinalScoring(s, ev);
        s.stage = Stage::Over;
        if (ev) {
          json scores = json::array();
          for (const PlayerState& p : s.players) scores.push_back(p.score);
          ev->push_back({{"type", "game-over"}, {"scores", scores}});
        }
        continue;
      case Stage::Over:
        s.decision = Decision::Over;
        s.decider = -1;
        return;
    }
  }
}

bool SameAction(const Action& a, const Action& b) {
  if (a.type != b.type) return false;
  switch (a.type) {
    case ActionType::Place: return a.x == b.x && a.y == b.y && a.rot == b.rot;
    case ActionType::Figure: return a.figure == b.figure && a.at == b.at;
    case ActionType::Watchman:
    case ActionType::Abbey: return a.x == b.x && a.y == b.y;
    case ActionType::Skip:
    case ActionType::SecondTile: return true;
    case ActionType::Wagon: return a.x == b.x && a.y == b.y && a.at == b.at;
    case ActionType::Commit: return a.seat == b.seat && a.value == b.value;
    case ActionType::Reveal:
    case ActionType::Rekey: return a.value == b.value;
    case ActionType::Floors: {
      std::vector<Pos> x = a.towers, y = b.towers;
      std::sort(x.begin(), x.end());
      std::sort(y.begin(), y.end());
      return x == y;
    }
  }
  return false;
}

// Rewrites equivalent locators ("E" for a road that the legal list names "W") to the canonical one.
Action Normalize(const GameState& s, Action a) {
  if (a.type == ActionType::Figure && s.decision == Decision::Figure && s.last_placed >= 0 &&
      a.at.kind != Locator::Corner) {
    int f = ResolveLocator(s, s.last_placed, a.at);
    if (f >= 0) a.at = CanonicalLocator(s, s.last_placed, f);
  }
  if (a.type == ActionType::Wagon) {
    int placed = s.board.At(a.pos());
    if (placed >= 0) {
      int f = ResolveLocator(s, placed, a.at);
      if (f >= 0) a.at = CanonicalLocator(s, placed, f);
    }
  }
  return a;
}

Error Explain(const GameState& s, const Action& a) {
  std::string what = ActionToJson(a).dump();
  if (s.decision == Decision::Place && a.type == ActionType::Place) {
    ErrorCode code = ErrorCode::NotLegal;
    PlacementLegal(s, s.Tile(s.drawn), a.pos(), a.rot, &code);
    switch (code) {
      case ErrorCode::SquareTaken: return {code, "the square (" + std::to_string(a.x) + "," + std::to_string(a.y) + ") already holds a tile"};
      case ErrorCode::NotAdjacent: return {code, "the tile must touch a placed tile along an edge"};
      case ErrorCode::EdgeMismatch: return {code, "an edge of " + s.Tile(s.drawn).id + " does not match its neighbour there (city to city, road to road, field to field, river to river)"};
      case ErrorCode::ForbiddenByRule: return {code, "an expansion rule forbids this placement (the river must continue its open end without turning the same way twice or U-turning)"};
      default: return {code, "this placement is not legal"};
    }
  }
  if (s.decision == Decision::Figure && a.type == ActionType::Figure && a.at.kind != Locator::Corner) {
    const PlayerState& ps = s.players[static_cast<size_t>(s.current)];
    if (ps.supply[static_cast<int>(a.figure)] <= 0)
      return {ErrorCode::NoFigureLeft, "the player has no " + std::string(FigureKindName(a.figure)) + " left"};
    int f = ResolveLocator(s, s.last_placed, a.at);
    if (f < 0) return {ErrorCode::NoSuchFeature, "the tile just placed has no feature at \"" + a.at.ToString() + "\""};
    FeatureType t = s.PlacedDef(s.last_placed).features[static_cast<size_t>(f)].type;
    for (const Module* m : s.modules)
      if (std::string_view rule = m->FigureRule(a.figure); !rule.empty()) return {ErrorCode::ForbiddenByRule, std::string(rule)};
    if (!FigureFits(s, a.figure, t))
      return {ErrorCode::NoSuchFeature, "a " + std::string(FigureKindName(a.figure)) + " may not stand on a " + std::string(FeatureTypeName(t))};
    if (Occupied(s, NodeOf(s, s.last_placed, f)))
      return {ErrorCode::FeatureOccupied, "that " + std::string(FeatureTypeName(t)) + " already holds a figure somewhere along it"};
  }
  if (a.type == ActionType::SecondTile && s.decision != Decision::SecondTile) {
    if (!s.ruleset->second_tile_is_a_choice)
      return {ErrorCode::WrongDecision, "under ruleset " + std::to_string(s.ruleset->id) +
                                            " a builder's second tile is always drawn: there is nothing to take"};
    return {ErrorCode::WrongDecision, "no second tile is offered now (it is offered when the turn's first tile extended "
                                      "a road or city holding the player's builder)"};
  }
  if (s.decision == Decision::SecondTile)
    return {ErrorCode::WrongDecision, what + " does not answer the offer of a builder's second tile: {\"type\":\"second-tile\"} "
                                             "takes it, {\"type\":\"skip\"} leaves it"};
  return {ErrorCode::WrongDecision, what + " is not a legal answer to the \"" + std::string(DecisionName(s.decision)) + "\" decision"};
}

// Whether the devices' chains are there to answer a Commit or Reveal decision. A copy turned into an
// ordered deal (the AI's imagined order, DealInOrder) may still wait for one, with no chains at all:
// no device's answer means anything there, and nothing may reach for the chains.
bool DealtByDevices(const GameState& s) {
  return s.fair.on && s.fair.chains.size() == static_cast<size_t>(s.NumPlayers());
}

// The same predicates as LegalActions: a placement is checked directly (the list is long), any
// other action by its presence in the list. In the figure step, skipping is always listed and the
// base figure options are looked up first, so the common answers need no full list.
bool IsLegal(const GameState& s, const Action& a) {
  // The fair deal's answers carry a value the list cannot spell: their type is checked here, their
  // value by ApplyDeviceAction.
  if ((s.decision == Decision::Commit || s.decision == Decision::Reveal) && !DealtByDevices(s)) return false;
  if (s.decision == Decision::Commit)
    return a.type == ActionType::Commit && a.seat >= 0 && a.seat < s.NumPlayers() &&
           s.fair.chains[static_cast<size_t>(a.seat)].empty();
  if (s.decision == Decision::Reveal) return a.type == ActionType::Reveal || a.type == ActionType::Rekey;
  if (a.type == ActionType::Commit || a.type == ActionType::Reveal || a.type == ActionType::Rekey) return false;
  if (s.decision == Decision::Place)
    return a.type == ActionType::Place && a.rot >= 0 && a.rot < 4 && PlacementLegal(s, s.Tile(s.drawn), a.pos(), a.rot);
  if (s.decision == Decision::Figure) {
    if (a.type == ActionType::Skip) return true;
    bool listed = false;
    if (a.type == ActionType::Figure)
      ForEachBaseFigureAction(s, [&](const Action& l) {
        listed = SameAction(l, a);
        return !listed;
      });
    if (listed) return true;
  }
  std::vector<Action> legal = LegalActions(s);
  return std::any_of(legal.begin(), legal.end(), [&](const Action& l) { return SameAction(l, a); });
}

// Fair deal: a commitment, a revealed value or a new chain (IsLegal checked the type).
std::optional<Error> ApplyDeviceAction(GameState& s, const Action& a, Events* ev) {
  std::vector<FairChain>& chains = s.fair.chains[static_cast<size_t>(a.type == ActionType::Commit ? a.seat : s.decider)];
  if (a.type == ActionType::Commit || a.type == ActionType::Rekey) {
    chains.push_back(FairChain{a.value, a.value, 0});
    if (a.type == ActionType::Commit) {
      if (s.fair.host < 0) s.fair.host = a.seat;
      if (ev) ev->push_back({{"type", "joined"}, {"player", a.seat}});
    }
    if (a.type == ActionType::Rekey) {
      // The device lost its secret: the new chain cannot serve this turn's draws (its owner chose it
      // after seeing the other values, so it could be chosen to steer them), so the turn passes
      // without a tile. The next player's draw combines the new commitment under fair deal 1; from
      // fair deal 2 on, the value from before it (DrawPartnerValue, fair-deal.md).
      s.fair.turn_revealed = true;
      const bool missed = s.stage == Stage::Draw;
      if (missed) {
        s.drawn = -1;
        s.stage = Stage::TurnEnd;
      }
      if (ev) ev->push_back({{"type", "new-secret"}, {"player", s.current}, {"missed_turn", missed}});
    }
    return std::nullopt;
  }
  FairChain& chain = chains.back();
  if (chain.revealed >= kChainLength)
    return Error{ErrorCode::ChainExhausted, "this chain has no value left to reveal: the device must make a new one"};
  if (ChainStep(a.value) != chain.latest)
    return Error{ErrorCode::RevealMismatch, "the value revealed does not follow from the player's commitment"};
  chain.latest = a.value;
  chain.revealed++;
  const int before = (s.current + s.NumPlayers() - 1) % s.NumPlayers();
  s.fair.turn_value = a.value;
  s.fair.previous_value = DrawPartnerValue(s, before);
  s.fair.turn_revealed = true;
  return std::nullopt;
}

}  // namespace

bool NewGame(const Setup& setup, GameState* out, std::string* error, Events* ev, const Rulebook* rulebook) {
  const Rulebook& book = rulebook ? *rulebook : TheRulebook();
  if (!book.error.empty()) {
    *error = book.error;
    return false;
  }
  GameState s;
  s.ruleset = book.Find(setup.ruleset);
  if (!s.ruleset) {
    *error = UnknownRulesetMessage(setup.ruleset);
    return false;
  }
  s.catalog = book.tiles.Revision(s.ruleset->tile_data);  // Rulebook::Check: it exists
  if (setup.fair_deal && s.ruleset->fair_deal == 0) {
    *error = "ruleset " + std::to_string(s.ruleset->id) + " has no fair deal";
    return false;
  }
  for (const std::string& e : setup.expansions)
    if (std::none_of(s.catalog->tiles().begin(), s.catalog->tiles().end(), [&](const TileDef& t) { return t.set == e; })) {
      *error = "ruleset " + std::to_string(s.ruleset->id) + " does not have the expansion " + e;
      return false;
    }
  s.setup = std::make_shared<const Setup>(setup);
  for (const Module* m : AllModules())
    if (setup.Has(std::string(m->Id()))) s.modules.push_back(m);
  s.players.resize(setup.players.size());
  for (PlayerState& p : s.players) p.supply[static_cast<int>(FigureKind::Meeple)] = 7;
  Dealer deal = StartDeal(s.ruleset->shuffle, setup.seed);

  // The start tile: a tile marked as the source when one is in play, else D.
  int start = -1;
  for (const TileDef& t : s.catalog->tiles())
    if (t.source && SetEnabled(setup, t.set)) start = t.index;
  const bool river_in_play = start >= 0;
  if (start < 0) {
    const TileDef* d = s.catalog->Find("D");
    if (!d) {
      *error = "the tile data has no start tile D";
      return false;
    }
    start = d->index;
  }

  if (setup.has_deck) {
    auto resolve = [&](const std::vector<std::string>& ids, StackKind kind, DrawStack* stack) {
      for (const std::string& id : ids) {
        const TileDef* t = s.catalog->Find(id);
        if (!t) { *error = "deck: unknown tile \"" + id + "\""; return false; }
        if (!SetEnabled(setup, t->set)) { *error = "deck: tile " + id + " belongs to " + t->set + ", which is not in play"; return false; }
        if (t->stack != kind || t->source) { *error = "deck: tile " + id + " does not belong in this stack"; return false; }
        stack->tiles.push_back(t->index);
      }
      return true;
    };
    if (!resolve(setup.deck_river, StackKind::River, &s.river) || !resolve(setup.deck_land, StackKind::Land, &s.land) ||
        !resolve(setup.deck_tower, StackKind::Tower, &s.tower))
      return false;
    if (!s.river.tiles.empty() && !river_in_play) { *error = "deck: river tiles need the river in play"; return false; }
    for (size_t i = 0; i + 1 < s.river.tiles.size(); ++i)
      if (s.Tile(s.river.tiles[i]).lake) { *error = "deck: the lake must be the last river tile"; return false; }
  } else {
    int lake = -1;
    for (const TileDef& t : s.catalog->tiles()) {
      if (!SetEnabled(setup, t.set)) continue;
      for (int c = 0; c < t.count; ++c) {
        if (t.stack == StackKind::Land) s.land.tiles.push_back(t.index);
        else if (t.stack == StackKind::Tower) s.tower.tiles.push_back(t.index);
        else if (t.stack == StackKind::River && river_in_play && !t.source) {
          if (t.lake) lake = t.index;
          else s.river.tiles.push_back(t.index);
        }
      }
    }
    if (!river_in_play) {  // the start tile comes out of the land tiles
      auto it = std::find(s.land.tiles.begin(), s.land.tiles.end(), start);
      if (it != s.land.tiles.end()) s.land.tiles.erase(it);
    }
    for (const Module* m : s.modules) m->Setup(s);
    if (setup.fair_deal) {  // no order at all: each draw picks among the face-down tiles
      if (lake >= 0) s.river.tiles.push_back(lake);
      FaceDownStacks(s, lake >= 0);
      s.fair.chains.resize(setup.players.size());
    } else {
      deal.Shuffle(s.land.tiles);
      deal.Shuffle(s.river.tiles);
      if (lake >= 0) s.river.tiles.push_back(lake);
      deal.Shuffle(s.tower.tiles);
    }
  }
  s.rng = deal.rng;
  if (setup.has_deck)
    for (const Module* m : s.modules) m->Setup(s);

  s.current = 0;
  PlaceTile(s, start, {0, 0}, 0, nullptr);
  if (ev) ev->push_back({{"type", "start"}, {"tile", s.Tile(start).id}, {"x", 0}, {"y", 0}, {"rot", 0}});
  for (const Module* m : s.modules) m->OnStart(s, ev);
  s.last_placed = -1;
  s.stage = Stage::TurnStart;
  Advance(s, ev);
  *out = std::move(s);
  return true;
}

std::vector<Action> LegalActions(const GameState& s) {
  std::vector<Action> out;
  switch (s.decision) {
    case Decision::Place:
    {
      const std::vector<Placement> placements = LegalPlacements(s, s.Tile(s.drawn));
      out.reserve(placements.size());
      for (const Placement& p : placements) {
        Action& a = out.emplace_back();  // built in place: no copy of the tile id
        a.type = ActionType::Place;
        a.x = p.pos.x;
        a.y = p.pos.y;
        a.rot = p.rot;
        a.tile = s.Tile(s.drawn).id;
      }
      break;
    }
    case Decision::Figure:
      out = FigureStepActions(s);
      out.push_back(Action{});  // skip
      break;
    case Decision::Over: break;
    case Decision::Commit:  // the value is the device's (fair_deal.h): the list names the seats only
      if (!DealtByDevices(s)) break;
      for (int p = 0; p < s.NumPlayers(); ++p)
        if (s.fair.chains[static_cast<size_t>(p)].empty()) out.push_back(ChainAction(ActionType::Commit, {}, p));
      break;
    case Decision::Reveal:
      if (!DealtByDevices(s)) break;
      out.push_back(ChainAction(ActionType::Reveal));
      out.push_back(ChainAction(ActionType::Rekey));
      break;
    default:
      for (const Module* m : s.modules) m->AddActions(s, out);
      break;
  }
  return out;
}

std::optional<Action> AsListed(const GameState& s, const Action& raw) {
  if (raw.type == ActionType::Place && !raw.tile.empty() && s.decision == Decision::Place && raw.tile != s.Tile(s.drawn).id)
    return std::nullopt;
  const Action a = Normalize(s, raw);
  for (const Action& l : LegalActions(s))
    if (SameAction(l, a)) return l;
  return std::nullopt;
}

std::optional<Error> Apply(GameState& s, const Action& raw, Events* ev) {
  if (s.decision == Decision::Over) return Error{ErrorCode::GameOver, "the game is over"};
  if (raw.type == ActionType::Place && !raw.tile.empty() && s.decision == Decision::Place && raw.tile != s.Tile(s.drawn).id)
    return Error{ErrorCode::WrongTile, "the tile drawn is " + s.Tile(s.drawn).id + ", not " + raw.tile};
  Action a = Normalize(s, raw);
  if (!IsLegal(s, a)) return Explain(s, a);

  if (s.decision == Decision::Commit || s.decision == Decision::Reveal) {
    if (auto err = ApplyDeviceAction(s, a, ev)) return err;
    if (a.type != ActionType::Reveal) s.actions++;  // a reveal is not one of the record's actions
    Advance(s, ev);
    return std::nullopt;
  }
  s.actions++;
  if (s.decision == Decision::Place) {
    int tile = s.drawn;
    s.drawn = -1;
    PlaceTile(s, tile, a.pos(), a.rot, ev);
    s.stage = Stage::Placed;
  } else if (s.decision == Decision::Figure && a.type == ActionType::Skip) {
    s.stage = Stage::FigureDone;
  } else if (s.decision == Decision::Figure && a.type == ActionType::Figure && a.at.kind != Locator::Corner) {
    Figure f;
    f.owner = s.current;
    f.kind = a.figure;
    f.tile = s.last_placed;
    f.feature = ResolveLocator(s, s.last_placed, a.at);
    f.node = NodeOf(s, s.last_placed, f.feature);
    s.figures.push_back(f);
    s.players[static_cast<size_t>(s.current)].supply[static_cast<int>(a.figure)] -= 1;
    if (ev) {
      Pos p = s.board.tile(s.last_placed).pos;
      ev->push_back({{"type", "figure"}, {"player", s.current}, {"figure", FigureKindName(a.figure)},
                     {"x", p.x}, {"y", p.y}, {"at", a.at.ToString()},
                     {"feature", FeatureTypeName(s.PlacedDef(s.last_placed).features[static_cast<size_t>(f.feature)].type)}});
    }
    s.stage = Stage::FigureDone;
  } else {
    bool handled = false;
    for (const Module* m : s.modules) {
      if (m->Apply(s, a, ev)) {
        handled = true;
        break;
      }
    }
    if (!handled) return Error{ErrorCode::NotLegal, "no rule handles " + ActionToJson(a).dump()};
  }
  Advance(s, ev);
  return std::nullopt;
}

bool IsOver(const GameState& s) { return s.decision == Decision::Over; }

json NextToJson(const GameState& s) {
  if (s.decision == Decision::Over) return nullptr;
  json j = {{"player", s.decider}, {"decision", DecisionName(s.decision)}};
  if (s.decision == Decision::Place) j["tile"] = s.Tile(s.drawn).id;
  return j;
}

json RemainingTiles(const GameState& s) {
  json out = json::object();
  auto add = [&](const char* name, const DrawStack& st) {
    std::map<std::string, int> counts;
    for (int i = st.next; i < static_cast<int>(st.tiles.size()); ++i) counts[s.Tile(st.tiles[static_cast<size_t>(i)]).id]++;
    out[name] = {{"count", st.remaining()}, {"tiles", counts}};
  };
  add("river", s.river);
  add("land", s.land);
  add("tower", s.tower);
  return out;
}

}  // namespace carc
