// Abbey & Mayor: the abbey (RULES.md §4.2). Instead of drawing, a player may put his abbey into a
// one-tile hole; the core's closes_edges handling then ends the features it touches, and the abbey
// is a monastery. At the end of the game every holder gets one more chance, in turn order starting
// after the player who placed the last tile.
#include "abbey_mayor_parts.h"

#include <nlohmann/json.hpp>

#include "carc/rules.h"

namespace carc::am {
using nlohmann::json;

constexpr std::string_view kAbbeyTile = "AMA";

bool IsAbbeyTile(const TileDef& t) { return t.id == kAbbeyTile; }

bool IsHole(const GameState& s, Pos p) {
  if (s.board.Has(p)) return false;
  for (int side = 0; side < 4; ++side)
    if (!s.board.Has(Neighbour(p, side))) return false;
  return true;
}

std::vector<Pos> AbbeyHoles(const GameState& s) {
  std::vector<Pos> out;
  for (Pos p : s.board.frontier())  // sorted by y, x
    if (IsHole(s, p)) out.push_back(p);
  return out;
}

void AbbeysToCome(const GameState& s, std::vector<TileCopies>& out) {
  if (s.decision == Decision::Over) return;
  const AbbeyMayorData& d = s.md.abbey_mayor;
  int copies = 0;
  if (d.in_end_round) {  // only the holders still to be offered the end-of-game round
    for (int p : d.end_round) copies += s.players[static_cast<size_t>(p)].abbeys;
  } else {
    for (const PlayerState& p : s.players) copies += p.abbeys;
  }
  const TileDef* abbey = s.catalog->Find(kAbbeyTile);
  if (abbey && copies > 0) out.push_back({abbey->index, copies});
}

// The abbey goes only into a hole, so p takes it once each of its empty sides q holds a tile. Such a
// q cannot take an abbey first (p, beside it, is empty): a tile of the stacks must fill it, a tile
// for each.
bool AbbeyFitsLater(const GameState& s, Pos p, const FillOutlook& later) {
  int empty = 0;
  for (int side = 0; side < 4; ++side) {
    const Pos q = Neighbour(p, side);
    if (s.board.Has(q)) continue;
    if (!later.fillable(q)) return false;
    ++empty;
  }
  return empty <= later.tiles_left;
}

void OfferAbbey(GameState& s) {
  AbbeyMayorData& d = s.md.abbey_mayor;
  d.offer_abbey = s.players[static_cast<size_t>(s.current)].abbeys > 0 && !AbbeyHoles(s).empty();
}

void StartEndRound(GameState& s) {
  AbbeyMayorData& d = s.md.abbey_mayor;
  d.end_round.clear();
  const int n = s.NumPlayers();
  for (int k = 1; k <= n; ++k) {
    int p = (s.current + k) % n;
    if (s.players[static_cast<size_t>(p)].abbeys > 0) d.end_round.push_back(p);
  }
  d.in_end_round = true;
}

bool PendingAbbey(GameState& s) {
  AbbeyMayorData& d = s.md.abbey_mayor;
  if (d.offer_abbey && s.stage == Stage::Draw) {
    s.decision = Decision::Abbey;
    s.decider = s.current;
    return true;
  }
  if (!d.in_end_round || s.stage != Stage::GameEnd) return false;
  // Holes can appear during the round (an abbey may close the fourth side of another square), so
  // each holder is checked when his offer comes up.
  while (!d.end_round.empty()) {
    int p = d.end_round.front();
    if (s.players[static_cast<size_t>(p)].abbeys > 0 && !AbbeyHoles(s).empty()) {
      s.decision = Decision::EndAbbey;
      s.decider = p;
      return true;
    }
    d.end_round.erase(d.end_round.begin());
  }
  d.in_end_round = false;
  return false;
}

void AddAbbeyActions(const GameState& s, std::vector<Action>& out) {
  if (s.decision != Decision::Abbey && s.decision != Decision::EndAbbey) return;
  for (Pos p : AbbeyHoles(s)) {
    Action a;
    a.type = ActionType::Abbey;
    a.x = p.x;
    a.y = p.y;
    out.push_back(a);
  }
  out.push_back(Action{});  // skip: draw normally (Abbey) or pass (EndAbbey)
}

bool ApplyAbbey(GameState& s, const Action& a, Events* ev) {
  if (s.decision != Decision::Abbey && s.decision != Decision::EndAbbey) return false;
  if (a.type != ActionType::Abbey && a.type != ActionType::Skip) return false;
  AbbeyMayorData& d = s.md.abbey_mayor;
  const bool end_round = s.decision == Decision::EndAbbey;
  int player = s.current;
  if (end_round) {
    player = d.end_round.front();
    d.end_round.erase(d.end_round.begin());
  }
  d.offer_abbey = false;
  if (a.type == ActionType::Skip) {
    if (ev) ev->push_back({{"type", "abbey-skip"}, {"player", player}, {"end_round", end_round}});
    return true;  // the turn goes on with the draw (stage Draw), or the round with the next holder
  }
  // The abbey's mini-turn is this player's: the figure step and the scoring use s.current.
  s.current = player;
  if (ev) ev->push_back({{"type", "abbey"}, {"player", player}, {"x", a.x}, {"y", a.y}, {"end_round", end_round}});
  PlaceTile(s, s.catalog->Find("AMA")->index, a.pos(), 0, ev);
  s.players[static_cast<size_t>(player)].abbeys -= 1;
  s.drawn = -1;
  s.stage = Stage::Placed;
  return true;
}

}  // namespace carc::am
