#pragma once
// Play by link (correspondence): the pure rules behind it, without ImGui or the browser, so that
// tests/web/link_rules_test.cpp checks them natively.
//  - Seats per device: which players this device plays. Kept in the saved-games index entry
//    ("seats"), never in the record or the link, so that one link works for every player.
//  - How a link's record relates to a saved game: the same game further on, an older position of
//    it, or a line that went another way from a common position.
//  - What happened since this device's last action, told in one sentence.
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "carc/record.h"

namespace carc::ui {

// The seats this device plays in one game.
//   HotSeat: every person plays here (a game started on this device, or saved before seats existed):
//            the entry has no "seats" key.
//   Ask:     the game came by link and nobody said who they are yet ("seats": []).
//   Chosen:  these seats play here ("seats": [1] or [0, 2]).
struct Seats {
  enum class Mode { HotSeat, Ask, Chosen };
  Mode mode = Mode::HotSeat;
  std::vector<int> local;  // Chosen: sorted, without duplicates

  // Whether seat `p` decides on this device (computer seats excepted: the caller knows them).
  bool IsLocal(int p) const;
  // Adds `p` to the seats played here (a chosen seat, or one taken over). HotSeat stays HotSeat.
  void Claim(int p);
  static Seats Asking() { return {Mode::Ask, {}}; }
};

// Reads the "seats" of an index entry (untrusted: anything unusable reads as HotSeat, seat numbers
// outside 0..players-1 are dropped, and a list left empty by that asks again).
Seats SeatsFromEntry(const nlohmann::json& entry, int players);
// Writes them into an entry (HotSeat: removes the key).
void SeatsToEntry(const Seats& seats, nlohmann::json* entry);

// How a link's record stands to a saved game's record.
enum class LinkRelation {
  Unrelated,  // another game (another setup; a fair deal: another first commitment)
  Same,       // the same actions
  Continues,  // the link goes further: the saved game is a prefix of it
  Older,      // the link stops earlier: it is a prefix of the saved game
  Diverged,   // the same start, then different actions (both players moved from one position)
};
struct LinkComparison {
  LinkRelation relation = LinkRelation::Unrelated;
  size_t common = 0;  // actions the two records share from the start
};
LinkComparison CompareRecords(const GameRecord& saved, const GameRecord& link);
bool SameSetup(const GameRecord& a, const GameRecord& b);

// The seat whose decision each action answered (decider before it), by replaying the record.
// Stops at the first illegal action (the list is then shorter than the record).
std::vector<int> ActionDeciders(const GameRecord& r);
// The number of actions up to and including the last one decided by a seat that `seats` plays here;
// 0 when none (a player who has not moved yet sees the game from its start).
size_t AfterLastLocalAction(const std::vector<int>& deciders, const Seats& seats);

// What the actions from `from` to the end of a record did, per player.
struct PlayerSince {
  int seat = 0;
  int tiles = 0;   // tiles placed (the abbey counts as a tile)
  int points = 0;  // points gained, in any player's turn
};
struct SinceSummary {
  size_t from = 0, to = 0;            // actions [from, to)
  std::vector<PlayerSince> players;   // every seat, in seat order
  int decider = -1;                   // whose decision is awaited at the end (-1: the game is over)
  bool over = false;
  std::vector<std::string> names;     // the players' names
};
bool SummarizeSince(const GameRecord& r, size_t from, SinceSummary* out, std::string* error);
// What happened since my last move ("Ben placed 2 tiles and scored 8 points"), without whose turn it is;
// empty when nothing did.
std::string SinceWhat(const SinceSummary& s);
// One sentence in the page's language: "Ben placed 2 tiles and scored 8 points; your turn."
// Players who did nothing are left out; the end says whose decision comes (or that the game is over).
std::string SummaryText(const SinceSummary& s, const Seats& seats);

}  // namespace carc::ui
