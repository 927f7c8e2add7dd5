#include "link/link_rules.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "carc/game.h"
#include "i18n/i18n.h"

namespace carc::ui {

bool Seats::IsLocal(int p) const {
  switch (mode) {
    case Mode::HotSeat: return true;
    case Mode::Ask: return false;
    case Mode::Chosen: return std::find(local.begin(), local.end(), p) != local.end();
  }
  return false;
}

void Seats::Claim(int p) {
  if (mode == Mode::HotSeat) return;
  mode = Mode::Chosen;
  if (!IsLocal(p)) local.push_back(p);
  std::sort(local.begin(), local.end());
}

Seats SeatsFromEntry(const nlohmann::json& entry, int players) {
  Seats out;
  if (!entry.is_object()) return out;
  auto it = entry.find("seats");
  if (it == entry.end() || !it->is_array()) return out;  // no key, or damaged: every seat here
  out.mode = Seats::Mode::Ask;
  for (const nlohmann::json& v : *it)
    if (v.is_number_integer()) {
      const long long p = v.get<long long>();
      if (p >= 0 && p < players) out.Claim(static_cast<int>(p));
    }
  return out;
}

void SeatsToEntry(const Seats& seats, nlohmann::json* entry) {
  if (!entry->is_object()) *entry = nlohmann::json::object();
  if (seats.mode == Seats::Mode::HotSeat) {
    entry->erase("seats");
  } else {
    (*entry)["seats"] = seats.mode == Seats::Mode::Ask ? std::vector<int>{} : seats.local;
  }
}

bool SameSetup(const GameRecord& a, const GameRecord& b) {
  return a.setup.ruleset == b.setup.ruleset && SetupToJson(a.setup) == SetupToJson(b.setup);
}

namespace {

// Whether every value `a` reveals is at or past `b`'s on the same chain (each later value hashes to
// the earlier ones), and `a` reveals no fewer chains.
bool RevealsAhead(const GameRecord& a, const GameRecord& b) {
  if (a.reveals.size() != b.reveals.size()) return false;
  for (size_t seat = 0; seat < a.reveals.size(); ++seat) {
    const SeatReveals &x = a.reveals[seat], &y = b.reveals[seat];
    if (x.size() < y.size()) return false;
    for (size_t c = 0; c < y.size(); ++c) {
      if (!y[c]) continue;
      if (!x[c] || StepsToCommitment(*x[c], *y[c]) < 0) return false;
    }
  }
  return true;
}

}  // namespace

LinkComparison CompareRecords(const GameRecord& saved, const GameRecord& link) {
  LinkComparison out;
  if (!SameSetup(saved, link)) return out;
  const size_t n = std::min(saved.actions.size(), link.actions.size());
  while (out.common < n && SameMove(saved.actions[out.common], link.actions[out.common], false)) ++out.common;
  // A fair deal has no seed: the first commitment (the host's) is what tells two games with the same
  // players and options apart. Another one is another game, never a line of this one.
  if (saved.setup.fair_deal && out.common == 0 && n > 0) return out;
  if (out.common < n) {
    out.relation = LinkRelation::Diverged;
  } else if (saved.actions.size() == link.actions.size()) {
    // Fair deal: the same actions, but one may have revealed the next player's value already.
    out.relation = saved.reveals == link.reveals ? LinkRelation::Same
                   : RevealsAhead(link, saved)   ? LinkRelation::Continues
                   : RevealsAhead(saved, link)   ? LinkRelation::Older
                                                 : LinkRelation::Diverged;
  } else {
    out.relation = saved.actions.size() < link.actions.size() ? LinkRelation::Continues : LinkRelation::Older;
  }
  return out;
}

std::vector<int> ActionDeciders(const GameRecord& r) {
  std::vector<int> out;
  RecordCursor cursor;
  if (!cursor.Start(r, nullptr)) return out;
  while (!cursor.AtEnd()) {
    const Action& a = r.actions[cursor.Next()];
    // A commitment is its seat's (the devices commit in any order); any other action the decider's.
    const int decider = a.type == ActionType::Commit ? a.seat : cursor.State().decider;
    if (cursor.Step(nullptr)) break;
    out.push_back(decider);
  }
  return out;
}

size_t AfterLastLocalAction(const std::vector<int>& deciders, const Seats& seats) {
  for (size_t i = deciders.size(); i > 0; --i)
    if (seats.IsLocal(deciders[i - 1])) return i;
  return 0;
}

bool SummarizeSince(const GameRecord& r, size_t from, SinceSummary* out, std::string* error) {
  RecordCursor cursor;
  if (!cursor.Start(r, nullptr)) {
    *error = cursor.StartError()->Message();
    return false;
  }
  const GameState& s = cursor.State();
  SinceSummary sum;
  sum.from = std::min(from, r.actions.size());
  sum.to = r.actions.size();
  std::vector<int> before;
  for (size_t i = 0; i < r.actions.size(); ++i) {
    if (i == sum.from)
      for (const PlayerState& p : s.players) before.push_back(p.score);
    const int decider = s.decider;
    if (auto err = cursor.Step(nullptr)) {
      *error = err->Message();
      return false;
    }
    if (i >= sum.from && (r.actions[i].type == ActionType::Place || r.actions[i].type == ActionType::Abbey)) {
      if (sum.players.empty())
        for (int p = 0; p < s.NumPlayers(); ++p) sum.players.push_back({p, 0, 0});
      ++sum.players[static_cast<size_t>(decider)].tiles;
    }
  }
  if (before.empty())
    for (const PlayerState& p : s.players) before.push_back(p.score);
  if (sum.players.empty())
    for (int p = 0; p < s.NumPlayers(); ++p) sum.players.push_back({p, 0, 0});
  for (int p = 0; p < s.NumPlayers(); ++p)
    sum.players[static_cast<size_t>(p)].points = s.players[static_cast<size_t>(p)].score - before[static_cast<size_t>(p)];
  sum.over = IsOver(s);
  sum.decider = sum.over ? -1 : s.decider;
  for (const PlayerSetup& p : r.setup.players) sum.names.push_back(p.name);
  *out = std::move(sum);
  return true;
}

namespace {
std::string SeatName(const SinceSummary& s, int p) {
  return p >= 0 && p < static_cast<int>(s.names.size()) ? s.names[static_cast<size_t>(p)]
                                                         : std::string(i18n::T("hud.unknown-player"));
}
}  // namespace

std::string SinceWhat(const SinceSummary& s) {
  auto name = [&](int p) { return SeatName(s, p); };
  std::string what;
  for (const PlayerSince& p : s.players) {
    std::string clause;
    if (p.tiles > 0) {
      clause = i18n::F("corr.since.player", {{"name", name(p.seat)}, {"tiles", p.tiles}, {"points", p.points}});
    } else if (p.points != 0) {
      clause = i18n::F("corr.since.scored", {{"name", name(p.seat)}, {"points", p.points}});
    }
    if (clause.empty()) continue;
    what += (what.empty() ? "" : i18n::T("corr.since.separator")) + clause;
  }
  return what;
}

std::string SummaryText(const SinceSummary& s, const Seats& seats) {
  auto name = [&](int p) { return SeatName(s, p); };
  const std::string what = SinceWhat(s);
  std::string next;
  int local_seats = 0;
  for (int p = 0; p < static_cast<int>(s.names.size()); ++p) local_seats += seats.IsLocal(p) ? 1 : 0;
  if (s.over) {
    next = i18n::T("corr.since.next-over");
  } else if (seats.IsLocal(s.decider)) {
    next = local_seats > 1 ? i18n::F("corr.since.next-mine-named", {{"name", name(s.decider)}})
                           : std::string(i18n::T("corr.since.next-mine"));
  } else {
    next = i18n::F("corr.since.next-other", {{"name", name(s.decider)}});
  }
  if (what.empty()) return i18n::F("corr.since.only-next", {{"next", next}});
  return i18n::F("corr.since.sentence", {{"what", what}, {"next", next}});
}

}  // namespace carc::ui
