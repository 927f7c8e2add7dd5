// The guard of every write (SavedGames::Save, through SavedGamesKeeper) and tabs following each other
// (SavedGamesKeeper::Follow), with two or three SavesKeepers over one in-memory storage as tabs of one
// browser: a move is never written over, the stale tab's line is kept beside the other, an undo over
// one's own write is fine, a record this version cannot read is never replaced, a tab that stayed open
// follows the other's moves, and the index-only writers (rename, seats, delete) keep what others wrote.
#include "keeping_support.h"

#include "link/link_rules.h"
#include "saves/saved_games_keeper.h"

using namespace carc;
using namespace carc::ui;
using namespace keeping_test;

namespace {

bool Same(const GameRecord& a, const GameRecord& b) { return CompareRecords(a, b).relation == LinkRelation::Same; }

// A tab that started a game and saved it after `n` actions.
std::string Started(SavedGamesKeeper& tab, const GameRecord& r) {
  const AutosaveResult saved = tab.Autosave(r, StateOf(r), 1);
  REQUIRE(saved.saved);
  REQUIRE(!saved.forked);
  return tab.Id();
}

}  // namespace

TEST_CASE("two tabs move from one position: the first move stays, the stale tab's line is kept beside it") {
  FreshStorage fresh;
  const Setup setup = Players(2);
  const GameRecord start = Play(setup, 6);
  SavedGamesKeeper a, b;
  const std::string id = Started(a, start);
  std::string error;
  REQUIRE(a.Store().SetSeats(id, Seats{Seats::Mode::Chosen, {0}}, &error));
  b.Attach(id);  // the same game opened in a second tab

  const GameRecord line_a = Play(setup, 9, false, &start);
  const GameRecord line_b = Play(setup, 9, true, &start);
  REQUIRE(CompareRecords(line_a, line_b).relation == LinkRelation::Diverged);
  REQUIRE(a.Autosave(line_a, StateOf(line_a), 2).saved);

  // Tab B has not seen A's move and makes another one: nothing is written over A's.
  const AutosaveResult rb = b.Autosave(line_b, StateOf(line_b), 2);
  CHECK(rb.saved);
  CHECK(rb.forked);
  CHECK(rb.kept == id);
  CHECK(rb.mine == b.Id());
  CHECK(b.Id() != id);
  CHECK(Same(Stored(id), line_a));
  CHECK(Same(Stored(b.Id()), line_b));
  b.Store().Refresh();
  REQUIRE(b.Store().Find(b.Id()));
  CHECK(b.Store().Find(b.Id())->name == "Ana, Ben (second line)");
  CHECK(b.Store().SeatsOf(b.Id(), 2).local == std::vector<int>{0});  // this device's seats go with it
  CHECK(b.Store().List().size() == 2);

  // Each tab goes on with its own line without asking again.
  const GameRecord more_b = Play(setup, 12, true, &line_b);
  const AutosaveResult again = b.Autosave(more_b, StateOf(more_b), 3);
  CHECK(again.saved);
  CHECK(!again.forked);
  CHECK(Same(Stored(rb.mine), more_b));
  CHECK(Same(Stored(id), line_a));
}

TEST_CASE("a move taken back over one's own write is saved; over another tab's move it is a line of its own") {
  FreshStorage fresh;
  const Setup setup = Players(2);
  const GameRecord start = Play(setup, 6);
  const GameRecord one_more = Play(setup, 7, false, &start);
  SavedGamesKeeper a, b;
  const std::string id = Started(a, one_more);
  // Undo in tab A: the entry holds what A wrote, so the shorter record replaces it.
  const AutosaveResult undo = a.Autosave(start, StateOf(start), 2);
  CHECK(undo.saved);
  CHECK(!undo.forked);
  CHECK(Same(Stored(id), start));

  // Tab B opened the game at `start`; A moves on; B's undo-like shorter write cannot erase A's move.
  b.Attach(id);
  REQUIRE(a.Autosave(one_more, StateOf(one_more), 3).saved);
  const GameRecord shorter = Play(setup, 5);
  const AutosaveResult rb = b.Autosave(shorter, StateOf(shorter), 1);
  CHECK(rb.forked);
  CHECK(Same(Stored(id), one_more));
}

TEST_CASE("a record this version cannot read (a newer version's, or damaged) is never written over") {
  FreshStorage fresh;
  const Setup setup = Players(2);
  const GameRecord start = Play(setup, 6);
  SavedGamesKeeper a;
  const std::string id = Started(a, start);
  const std::string newer = R"({"format":"carcassonne-game","version":99,"setup":{},"actions":[]})";
  platform::StorageSave(std::string(kSavesGamePrefix) + id, newer);
  const GameRecord more = Play(setup, 8, false, &start);
  const AutosaveResult r = a.Autosave(more, StateOf(more), 2);
  CHECK(r.forked);
  CHECK(platform::StorageLoad(std::string(kSavesGamePrefix) + id) == newer);
  CHECK(Same(Stored(a.Id()), more));
}

TEST_CASE("a tab that stayed open follows: moves made elsewhere, a move taken back, another line, a delete") {
  FreshStorage fresh;
  const Setup setup = Players(2);
  const GameRecord start = Play(setup, 6);
  SavedGamesKeeper a, c;
  const std::string id = Started(a, start);
  c.Attach(id);
  CHECK(c.Follow(start, StateOf(start)).kind == TabChange::Kind::None);  // nothing changed

  const GameRecord line_a = Play(setup, 10, false, &start);
  REQUIRE(a.Autosave(line_a, StateOf(line_a), 2).saved);
  TabChange change = c.Follow(start, StateOf(start));
  CHECK(change.kind == TabChange::Kind::MovedOn);
  CHECK(change.from == start.actions.size());
  CHECK(Same(change.record, line_a));
  CHECK(c.Follow(line_a, StateOf(line_a)).kind == TabChange::Kind::None);  // followed once, not twice

  // A takes its last move back (undo within its turn): C shows the shorter record.
  const GameRecord back = Play(setup, 9, false, &start);
  const AutosaveResult undo = a.Autosave(back, StateOf(back), 3);
  REQUIRE(undo.saved);
  REQUIRE(!undo.forked);
  change = c.Follow(line_a, StateOf(line_a));
  CHECK(change.kind == TabChange::Kind::TookBack);
  CHECK(Same(change.record, back));
  // C's next move continues the line it shows: no fork.
  const GameRecord c_more = Play(setup, 10, false, &back);
  CHECK(!c.Autosave(c_more, StateOf(c_more), 5).forked);
  CHECK(Same(Stored(id), c_more));

  // Something without the guard (a tab of an older version) writes another line over C's: C keeps its
  // own line as a game of its own.
  const GameRecord other = Play(setup, 10, true, &start);
  platform::StorageSave(std::string(kSavesGamePrefix) + id, RecordText(other));
  change = c.Follow(c_more, StateOf(c_more));
  CHECK(change.kind == TabChange::Kind::Overwritten);
  CHECK(change.kept == id);
  CHECK(change.mine == c.Id());
  CHECK(Same(Stored(c.Id()), c_more));
  CHECK(Same(Stored(id), other));

  // The game is deleted in another tab: C says so once; its next move saves the game again.
  std::string error;
  const std::string mine = c.Id();
  REQUIRE(a.Store().Delete(mine, &error));
  CHECK(c.Follow(c_more, StateOf(c_more)).kind == TabChange::Kind::Deleted);
  CHECK(c.Follow(c_more, StateOf(c_more)).kind == TabChange::Kind::None);
  const GameRecord after = Play(setup, 11, false, &c_more);
  const AutosaveResult saved = c.Autosave(after, StateOf(after), 9);
  CHECK(saved.saved);
  CHECK(c.Id() == mine);  // under its own id again
  CHECK(Same(Stored(mine), after));
}

TEST_CASE("rename, seats and delete keep what another tab wrote") {
  FreshStorage fresh;
  const Setup setup = Players(2);
  const GameRecord start = Play(setup, 6);
  SavedGamesKeeper a, b;
  const std::string id = Started(a, start);
  b.Store().Refresh();
  const std::string seen = b.Store().RecordTextOf(id);  // B's list shows the game at `start`
  const GameRecord more = Play(setup, 9, false, &start);
  REQUIRE(a.Autosave(more, StateOf(more), 2).saved);

  std::string error;
  REQUIRE(b.Store().Rename(id, "Sunday", &error));
  REQUIRE(b.Store().SetSeats(id, Seats{Seats::Mode::Chosen, {1}}, &error));
  CHECK(Same(Stored(id), more));
  SavedGames fresh_read;
  fresh_read.Refresh();
  REQUIRE(fresh_read.Find(id));
  CHECK(fresh_read.Find(id)->name == "Sunday");
  CHECK(fresh_read.Find(id)->turn == StateOf(more).turn);  // A's move, in the list too

  // B's Delete was chosen on the game as it was before A's move: it is not deleted.
  CHECK_FALSE(b.Store().Delete(id, &error, &seen));
  CHECK(error.find("another window") != std::string::npos);
  CHECK(platform::StorageHas(std::string(kSavesGamePrefix) + id));
  const std::string now = b.Store().RecordTextOf(id);
  CHECK(b.Store().Delete(id, &error, &now));
  CHECK_FALSE(platform::StorageHas(std::string(kSavesGamePrefix) + id));
}

TEST_CASE("a saved game missing from the list (two tabs wrote the list at once) is listed again") {
  FreshStorage fresh;
  const Setup setup = Players(2);
  SavedGamesKeeper a, b;
  const std::string first = Started(a, Play(setup, 4));
  const std::string second = Started(b, Play(Players(2, "another"), 4));
  // The list as one tab wrote it before it knew of the other's game.
  platform::StorageSave(kSavesIndexKey, "[{\"id\":\"" + first + "\",\"name\":\"Mine\"}]");
  SavedGames saves;
  saves.Refresh();
  CHECK(saves.List().size() == 2);
  REQUIRE(saves.Find(second));
  CHECK(saves.Find(second)->name == "Ana, Ben");
  CHECK(saves.Find(first)->name == "Mine");
  const auto problems = saves.TakeProblems();
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].find("put back") != std::string::npos);
}
