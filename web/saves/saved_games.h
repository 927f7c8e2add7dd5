#pragma once
// Saved games in the browser's local storage (platform::Storage*), one key per game:
//   "carcassonne.index"       JSON list of {id, name, players, expansions, turn, status, next,
//                             last_played, seats (link/link_rules.h: the seats played on this device)}
//   "carcassonne.game.<id>"   the game's record in the canonical JSON form (game-record.md)
//   "carcassonne.current"     the id of the game played last (the page offers to continue it)
//   "carcassonne.secret.<c>"  a seat's fair-deal secret (issue 19's code writes them): opaque here,
//                             carried by the backup (saves/backup.h)
// Storage is untrusted (other tabs, other versions, people editing it): nothing here throws, a damaged
// index is rebuilt from the game keys, a game key missing from the index is listed again, a damaged
// game is reported without touching the others, and a full store (quota) is reported with every game
// saved before left as it was. No write replaces another line of a game (Save's guard).
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "carc/game.h"
#include "carc/record.h"
#include "link/link_rules.h"

namespace carc::ui {

inline constexpr const char* kSavesIndexKey = "carcassonne.index";
inline constexpr const char* kSavesGamePrefix = "carcassonne.game.";
inline constexpr const char* kSavesCurrentKey = "carcassonne.current";
// Every key with this prefix holds one secret: "carcassonne.secret.<commitment>" -> a JSON object
// with at least a string "secret" (the fair deal's: {"secret", "made"}); web/docs/backup-format.md.
inline constexpr const char* kSavesSecretPrefix = "carcassonne.secret.";

struct SaveEntry {
  std::string id;
  std::string name;
  std::vector<std::string> players;
  std::vector<std::string> expansions;
  int turn = 0;
  std::string status;         // "playing" or "over"
  int next = -1;              // the seat whose decision is awaited (-1: over, or not known)
  long long last_played = 0;  // milliseconds since 1970 (UTC)
  std::string damaged;        // why the game's record cannot be read (CheckAll/Load), empty if fine
  nlohmann::json raw;         // the entry as read: keys this version does not know are written back
};

// A record stored under an entry (FindLinkAmong compares a record with these).
struct StoredRecord {
  std::string id;
  GameRecord record;
};

// How a record relates to saved ones: the entry it continues or repeats, else one it is older than,
// else one it went another way from (link/link_rules.h, CompareRecords).
struct LinkFinding {
  std::string continues;  // the entry the link continues or repeats (the longest), else empty
  std::string newer;      // else: an entry that goes further than the link (the link is older)
  std::string diverged;   // else: an entry that went another way (the longest common start)
  size_t common = 0;      // actions shared with `newer` or `diverged`
  bool same = false;      // `continues` holds exactly the link's actions
};
LinkFinding FindLinkAmong(const std::vector<StoredRecord>& saved, const GameRecord& r);

// The guard's inputs and what it did (SavedGames::Save).
struct SaveRequest {
  // The record this writer last read from or wrote to the entry (the game on screen as it was saved):
  // while the entry still holds it, any record may replace it (an undo shortens the record).
  const GameRecord* base = nullptr;
  // The entry's record text as this writer last read or wrote it: while the entry holds exactly that,
  // it holds `base`, and nothing needs reading to know it (the autosave's usual case).
  const std::string* seen_text = nullptr;
  // A new entry's index fields (an import): name, seats, last played and fields this version does
  // not know; players, turn, status and whose turn come from the record.
  const nlohmann::json* entry = nullptr;
};
struct SaveResult {
  bool forked = false;  // the entry held another line: it stays, the record went to a new entry (*id)
  std::string kept;     // forked: the entry left as it was
};

class SavedGames {
 public:
  // Re-reads the index (most recently played first). A missing or damaged index is rebuilt from the
  // game keys; what was wrong is added to Problems().
  void Refresh();
  // Also reads every game's record, marking the ones that cannot be read (SaveEntry::damaged).
  void CheckAll();
  const std::vector<SaveEntry>& List() const { return entries_; }
  const SaveEntry* Find(const std::string& id) const;
  // Sentences about damage found since the last TakeProblems() (for the page's alert).
  std::vector<std::string> TakeProblems();

  // Reads game `id`'s record and checks it by replaying it. On failure: false and a message naming
  // the game and what is wrong (the action's index for an illegal action); nothing is changed.
  bool Load(const std::string& id, GameRecord* out, std::string* error);

  // Saves the game under *id, or under a new id (written to *id) when *id is empty or unknown (the
  // id itself when it is free: a game deleted elsewhere comes back under its own id).
  // Every write of a record goes through here (autosave, a link opened, an import), and so through the
  // guard: what the entry holds now is read first, and replaced only if it is a prefix of `r` (the same
  // game, as far or less far) or the writer's `base`. Otherwise another tab, window or version wrote
  // another line there (or something this version cannot read): that stays as it is, and `r` is saved
  // as a line of its own - a new entry named after the other with its seats - and `result` says so.
  // The record is written first, then the index; if the store refuses either (quota), returns false
  // with a message, and every game saved before keeps its record and its entry.
  bool Save(std::string* id, const GameRecord& r, const GameState& s, std::string* error,
            const SaveRequest& request = {}, SaveResult* result = nullptr);
  // Index-only writers: they re-read the index and change only their entry's own field, so what
  // other tabs wrote meanwhile stays.
  bool Rename(const std::string& id, const std::string& name, std::string* error);
  // `seen`: the record text the player had in view when choosing to delete (RecordTextOf); if the
  // entry holds another game since (played on in another window), nothing is deleted.
  bool Delete(const std::string& id, std::string* error, const std::string* seen = nullptr);
  // The stored text of entry `id`'s record (empty when missing).
  std::string RecordTextOf(const std::string& id) const;
  // Every entry's readable record (an import compares with them).
  std::vector<StoredRecord> ReadableRecords();

  // The entry that a shared record continues: same setup, and its record is a prefix of `r` (the
  // longest such entry). Empty when none: then the link's game becomes a new entry.
  std::string MatchLink(const GameRecord& r) { return FindLink(r).continues; }
  // Every way a link's record relates to the saved games (FindLinkAmong).
  using LinkFinding = carc::ui::LinkFinding;
  LinkFinding FindLink(const GameRecord& r);

  // The seats this device plays in game `id` (in its index entry; HotSeat when there is none).
  Seats SeatsOf(const std::string& id, int players) const;
  // Stores them; false (with a message) when the store refuses.
  bool SetSeats(const std::string& id, const Seats& seats, std::string* error);

  // The game played last, to offer continuing it (empty: none, or it is gone).
  std::string Current();
  void SetCurrent(const std::string& id);

  // The index as JSON (window.carcassonne.saves()): entries with "damaged" where known.
  nlohmann::json ListJson() const;

 private:
  void Rebuild(const std::string& why);
  void AdoptUnlisted();
  bool MayReplace(const std::string& id, const GameRecord& r, const SaveRequest& request) const;
  bool WriteIndex();
  std::string NewId() const;
  void Problem(std::string text);

  std::vector<SaveEntry> entries_;
  std::vector<nlohmann::json> unreadable_;  // index entries without a usable id: kept, never dropped
  std::vector<std::string> problems_;
  std::map<std::string, std::string> damaged_;  // id -> what is wrong, as found by CheckAll/Load
};

// The default name of a saved game: the players' names ("Ana, Ben").
std::string DefaultSaveName(const Setup& setup);
// The record as stored (canonical JSON; invalid UTF-8 in names is replaced rather than thrown on).
std::string RecordText(const GameRecord& r);

}  // namespace carc::ui
