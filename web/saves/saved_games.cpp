#include "saves/saved_games.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <nlohmann/json.hpp>
#include <utility>

#include "i18n/i18n.h"
#include "i18n/messages.h"
#include "platform/platform.h"

namespace carc::ui {
namespace {

using json = nlohmann::json;

long long NowMs() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
      .count();
}

std::string GameKey(const std::string& id) { return kSavesGamePrefix + id; }

// Ids are short and URL/key-safe; anything else in an index entry is treated as damage.
bool ValidId(const std::string& id) {
  if (id.empty() || id.size() > 64) return false;
  return std::all_of(id.begin(), id.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
  });
}

// Milliseconds since 1970 from an untrusted number (a float out of range would be undefined behaviour).
long long MsFrom(const json& j) {
  if (j.is_number_integer()) return j.get<long long>();
  if (!j.is_number_float()) return 0;
  const double v = j.get<double>();
  return std::isfinite(v) && v > 0 && v < 9e15 ? static_cast<long long>(v) : 0;
}

std::string Dump(const json& j) { return j.dump(-1, ' ', false, json::error_handler_t::replace); }

std::vector<std::string> Strings(const json& j) {
  std::vector<std::string> out;
  if (!j.is_array()) return out;
  for (const json& v : j)
    if (v.is_string()) out.push_back(v.get<std::string>());
  return out;
}

// Reads one index entry leniently: only the id must be usable; the other fields are informational
// (the record is the truth) and fall back to defaults.
bool EntryFromJson(const json& j, SaveEntry* e) {
  if (!j.is_object()) return false;
  auto id = j.find("id");
  if (id == j.end() || !id->is_string() || !ValidId(id->get<std::string>())) return false;
  e->id = id->get<std::string>();
  e->raw = j;
  if (auto it = j.find("name"); it != j.end() && it->is_string()) e->name = it->get<std::string>();
  if (auto it = j.find("players"); it != j.end()) e->players = Strings(*it);
  if (auto it = j.find("expansions"); it != j.end()) e->expansions = Strings(*it);
  if (auto it = j.find("turn"); it != j.end() && it->is_number_integer()) e->turn = it->get<int>();
  if (auto it = j.find("status"); it != j.end() && it->is_string()) e->status = it->get<std::string>();
  if (auto it = j.find("next"); it != j.end() && it->is_number_integer()) {
    const long long n = it->get<long long>();
    if (n >= 0 && n < static_cast<long long>(e->players.size())) e->next = static_cast<int>(n);
  }
  if (auto it = j.find("last_played"); it != j.end()) e->last_played = MsFrom(*it);
  return true;
}

json EntryToJson(const SaveEntry& e) {
  json j = e.raw.is_object() ? e.raw : json::object();
  j["id"] = e.id;
  j["name"] = e.name;
  j["players"] = e.players;
  j["expansions"] = e.expansions;
  j["turn"] = e.turn;
  j["status"] = e.status;
  j["next"] = e.next;
  j["last_played"] = e.last_played;
  return j;
}

void Describe(SaveEntry* e, const GameRecord& r, const GameState& s) {
  e->players.clear();
  for (const PlayerSetup& p : r.setup.players) e->players.push_back(p.name);
  e->expansions = r.setup.expansions;
  e->turn = s.turn;
  e->status = IsOver(s) ? "over" : "playing";
  e->next = IsOver(s) ? -1 : s.decider;
}

std::string Label(const SaveEntry& e) { return e.name.empty() ? e.id : e.name; }

// A new entry from an imported one (saves/backup.h): its name, seats, last played and the fields this
// version does not know are kept; the rest is computed from the record (Describe).
void EntryFromImport(const json& j, int players, SaveEntry* e) {
  e->raw = j;
  for (const char* derived : {"id", "damaged"}) e->raw.erase(derived);
  if (auto it = j.find("name"); it != j.end() && it->is_string()) e->name = it->get<std::string>().substr(0, 200);
  if (auto it = j.find("last_played"); it != j.end()) e->last_played = MsFrom(*it);
  SeatsToEntry(SeatsFromEntry(j, players), &e->raw);
}

}  // namespace

std::string DefaultSaveName(const Setup& setup) {
  std::string name;
  for (const PlayerSetup& p : setup.players) name += (name.empty() ? "" : ", ") + p.name;
  return name.empty() ? std::string(i18n::T("saves.default-name")) : name;
}

std::string RecordText(const GameRecord& r) { return Dump(RecordToJson(r)); }

void SavedGames::Problem(std::string text) {
  if (std::find(problems_.begin(), problems_.end(), text) == problems_.end()) problems_.push_back(std::move(text));
}

std::vector<std::string> SavedGames::TakeProblems() { return std::exchange(problems_, {}); }

const SaveEntry* SavedGames::Find(const std::string& id) const {
  for (const SaveEntry& e : entries_)
    if (e.id == id) return &e;
  return nullptr;
}

void SavedGames::Refresh() {
  entries_.clear();
  unreadable_.clear();
  const std::string text = platform::StorageLoad(kSavesIndexKey);
  if (text.empty() && !platform::StorageHas(kSavesIndexKey)) {
    // No index: a first visit, or an index lost. Games without an index are listed again.
    if (!platform::StorageKeys(kSavesGamePrefix).empty()) Rebuild("");
    return;
  }
  json index = JsonNestingWithin(text, kMaxJsonDepth) ? json::parse(text, nullptr, false) : json(nullptr);
  if (index.is_discarded() || !index.is_array()) {
    Rebuild(i18n::T("saves.problem.index"));
    return;
  }
  int bad = 0;
  for (const json& j : index) {
    SaveEntry e;
    if (EntryFromJson(j, &e) && !Find(e.id)) {
      entries_.push_back(std::move(e));
    } else {
      unreadable_.push_back(j);
      ++bad;
    }
  }
  if (bad > 0)
    Problem(i18n::F("saves.problem.entries", {{"n", bad}}));
  std::stable_sort(entries_.begin(), entries_.end(),
                   [](const SaveEntry& a, const SaveEntry& b) { return a.last_played > b.last_played; });
  AdoptUnlisted();
  for (SaveEntry& e : entries_)
    if (auto it = damaged_.find(e.id); it != damaged_.end()) e.damaged = it->second;
}

namespace {

// An entry made from a game key alone (its record, when it reads): the list rebuilt or a game put back.
bool EntryFromGameKey(const std::string& key, SaveEntry* e) {
  e->id = key.substr(std::string(kSavesGamePrefix).size());
  if (!ValidId(e->id)) return false;
  GameRecord r;
  std::string error;
  if (ParseRecord(platform::StorageLoad(key), &r, &error)) {
    e->name = DefaultSaveName(r.setup);
    ReplayResult rr = Replay(r, false);
    Describe(e, r, rr.state);
    if (rr.error) e->damaged = ReplayProblem(*rr.error);
  } else {
    e->name = e->id;
    e->damaged = i18n::T("saves.damage.unreadable");
  }
  return true;
}

}  // namespace

// A game key without an index entry: two tabs wrote the index at once and one list lost the other's
// entry, or the list was edited. The game is listed again (from its record), never left unseen.
void SavedGames::AdoptUnlisted() {
  int adopted = 0;
  for (const std::string& key : platform::StorageKeys(kSavesGamePrefix)) {
    SaveEntry e;
    if (!EntryFromGameKey(key, &e) || Find(e.id)) continue;
    entries_.push_back(std::move(e));
    ++adopted;
  }
  if (adopted == 0) return;
  Problem(i18n::F("saves.problem.unlisted", {{"n", adopted}}));
  WriteIndex();  // best effort, as Rebuild
}

void SavedGames::Rebuild(const std::string& why) {
  entries_.clear();
  unreadable_.clear();
  for (const std::string& key : platform::StorageKeys(kSavesGamePrefix)) {
    SaveEntry e;
    if (EntryFromGameKey(key, &e)) entries_.push_back(std::move(e));
  }
  if (!why.empty())
    Problem(i18n::F("saves.problem.rebuilt", {{"why", why}, {"n", entries_.size()}}));
  // Best effort: if the store is full, the rebuilt list lives in memory until the next save.
  WriteIndex();
}

void SavedGames::CheckAll() {
  Refresh();
  for (SaveEntry& e : entries_) {
    GameRecord r;
    std::string error;
    const std::string key = GameKey(e.id);
    if (!platform::StorageHas(key)) {
      e.damaged = i18n::T("saves.damage.missing");
    } else if (ReadFailure failure = ReadFailure::Unreadable; !ParseRecord(platform::StorageLoad(key), &r, &error, &failure)) {
      e.damaged = i18n::T(failure == ReadFailure::NewerVersion ? "saves.damage.newer" : "saves.damage.unreadable");
    }
    if (!e.damaged.empty()) {
      damaged_[e.id] = e.damaged;
      Problem(i18n::F("saves.problem.damaged", {{"name", Label(e)}, {"why", e.damaged}}));
    } else {
      damaged_.erase(e.id);
    }
  }
}

bool SavedGames::Load(const std::string& id, GameRecord* out, std::string* error) {
  Refresh();
  const SaveEntry* e = Find(id);
  const std::string label = e ? Label(*e) : id;
  const std::string key = GameKey(id);
  if (!ValidId(id) || !platform::StorageHas(key)) {
    *error = i18n::F("saves.problem.missing", {{"name", label}});
    damaged_[id] = i18n::T("saves.damage.missing");
    return false;
  }
  GameRecord r;
  std::string why;
  ReadFailure failure = ReadFailure::Unreadable;
  if (!ParseRecord(platform::StorageLoad(key), &r, &why, &failure)) {
    if (failure == ReadFailure::NewerVersion) {
      *error = i18n::F("saves.problem.newer", {{"name", label}});
      damaged_[id] = i18n::T("saves.damage.newer");
    } else {
      *error = i18n::F("saves.problem.cannot-open", {{"name", label}, {"why", i18n::T("saves.damage.unreadable")}});
      damaged_[id] = i18n::T("saves.damage.unreadable");
    }
    return false;
  }
  ReplayResult rr = Replay(r, false);
  if (rr.error) {
    *error = i18n::F("saves.problem.cannot-open", {{"name", label}, {"why", ReplayProblem(*rr.error)}});
    damaged_[id] = ReplayProblem(*rr.error);
    return false;
  }
  *out = std::move(r);
  return true;
}

bool SavedGames::WriteIndex() {
  json index = json::array();
  for (const SaveEntry& e : entries_) index.push_back(EntryToJson(e));
  for (const json& j : unreadable_) index.push_back(j);
  return platform::StorageSave(kSavesIndexKey, Dump(index));
}

std::string SavedGames::NewId() const {
  static unsigned counter = 0;
  const char* digits = "0123456789abcdefghijklmnopqrstuvwxyz";
  for (;;) {
    unsigned long long v = static_cast<unsigned long long>(NowMs()) * 1000 + (counter++ % 1000);
    std::string id;
    while (v) id.insert(id.begin(), digits[v % 36]), v /= 36;
    id = "g" + id;
    if (!Find(id) && !platform::StorageHas(GameKey(id))) return id;
  }
}

bool SavedGames::MayReplace(const std::string& id, const GameRecord& r, const SaveRequest& request) const {
  const std::string key = GameKey(id);
  if (!platform::StorageHas(key)) return true;  // its record is missing: nothing there to keep
  const std::string text = platform::StorageLoad(key);
  // Untouched since this writer read or wrote it (the very value, byte for byte): its own line.
  if (request.seen_text && text == *request.seen_text && request.base) return true;
  GameRecord stored;
  std::string why;
  // A record this version cannot read (a newer version's, or damaged) is never written over.
  if (!ParseRecord(text, &stored, &why)) return false;
  const LinkRelation rel = CompareRecords(stored, r).relation;
  if (rel == LinkRelation::Same || rel == LinkRelation::Continues) return true;
  // Fewer or other moves than stored: only over the very record this writer saw there (an undo).
  return request.base && CompareRecords(stored, *request.base).relation == LinkRelation::Same;
}

bool SavedGames::Save(std::string* id, const GameRecord& r, const GameState& s, std::string* error,
                      const SaveRequest& request, SaveResult* result) {
  Refresh();
  SaveResult outcome;
  bool is_new = id->empty() || !ValidId(*id) || !Find(*id);
  std::string target = *id;
  if (!is_new && !MayReplace(target, r, request)) {
    outcome.forked = true;  // the guard: the other line stays where it is
    outcome.kept = target;
    is_new = true;
  }
  if (is_new && (outcome.forked || !ValidId(target) || platform::StorageHas(GameKey(target)))) target = NewId();
  // setItem either stores the whole value or throws and changes nothing, so an existing game's key
  // is overwritten in place; a new game gets a new key. Either way the index is written afterwards.
  if (!platform::StorageSave(GameKey(target), RecordText(r))) {
    *error = i18n::T("saves.problem.full-save");
    return false;
  }
  SaveEntry updated;
  if (!is_new) {
    updated = *Find(target);
  } else if (outcome.forked) {
    // This writer's line beside the other: named after it, with this device's seats in it.
    const SaveEntry& kept = *Find(outcome.kept);
    updated.name = i18n::F("saves.fork.line-name", {{"name", Label(kept)}}).substr(0, 200);
    SeatsToEntry(SeatsFromEntry(kept.raw, static_cast<int>(r.setup.players.size())), &updated.raw);
  } else if (request.entry && request.entry->is_object()) {
    EntryFromImport(*request.entry, static_cast<int>(r.setup.players.size()), &updated);
  }
  if (is_new && updated.name.empty()) updated.name = DefaultSaveName(r.setup);
  updated.id = target;
  Describe(&updated, r, s);
  if (updated.last_played <= 0 || !is_new || outcome.forked || !request.entry) updated.last_played = NowMs();
  updated.damaged.clear();
  auto it = std::find_if(entries_.begin(), entries_.end(), [&](const SaveEntry& e) { return e.id == target; });
  if (it != entries_.end()) entries_.erase(it);
  entries_.insert(entries_.begin(), updated);
  if (!WriteIndex()) {
    if (is_new) platform::StorageRemove(GameKey(target));  // give the space back; the old index stands
    Refresh();
    *error = i18n::T("saves.problem.full-save");
    return false;
  }
  damaged_.erase(target);
  *id = target;
  if (result) *result = outcome;
  return true;
}

bool SavedGames::Rename(const std::string& id, const std::string& name, std::string* error) {
  Refresh();
  auto it = std::find_if(entries_.begin(), entries_.end(), [&](const SaveEntry& e) { return e.id == id; });
  if (it == entries_.end()) {
    *error = i18n::T("saves.problem.gone");
    return false;
  }
  const std::string old = it->name;
  it->name = name.substr(0, 200);
  if (!WriteIndex()) {
    it->name = old;
    *error = i18n::T("saves.problem.full-rename");
    return false;
  }
  return true;
}

bool SavedGames::Delete(const std::string& id, std::string* error, const std::string* seen) {
  Refresh();
  auto it = std::find_if(entries_.begin(), entries_.end(), [&](const SaveEntry& e) { return e.id == id; });
  if (it == entries_.end()) {
    *error = i18n::T("saves.problem.gone");
    return false;
  }
  if (seen) {
    // The guard of a delete: only the game the player looked at. The text is compared first (a
    // damaged record is deleted as it was seen), then what the records mean.
    const std::string now = RecordTextOf(id);
    GameRecord a, b;
    std::string why;
    const bool same = now == *seen || (ParseRecord(now, &a, &why) && ParseRecord(*seen, &b, &why) &&
                                       CompareRecords(a, b).relation == LinkRelation::Same);
    if (!same) {
      *error = i18n::F("saves.problem.moved-on-delete", {{"name", Label(*it)}});
      return false;
    }
  }
  entries_.erase(it);
  // The index first: if it cannot be written, nothing has changed.
  if (!WriteIndex()) {
    Refresh();
    *error = i18n::T("saves.problem.full-delete");
    return false;
  }
  platform::StorageRemove(GameKey(id));
  if (platform::StorageLoad(kSavesCurrentKey) == id) platform::StorageRemove(kSavesCurrentKey);
  return true;
}

LinkFinding FindLinkAmong(const std::vector<StoredRecord>& saved, const GameRecord& r) {
  // The saved game closest to the link decides: the one sharing the most actions with it from the
  // start (an old copy that the link continues does not hide a newer line it went away from). On a
  // tie a game the link continues comes first, then one it is older than; among equals, the first
  // in `saved` (the game played last: the index is most recent first).
  LinkFinding out;
  LinkRelation best = LinkRelation::Unrelated;
  size_t best_common = 0;
  auto rank = [](LinkRelation rel) {
    return rel == LinkRelation::Same || rel == LinkRelation::Continues ? 3 : rel == LinkRelation::Older ? 2 : 1;
  };
  std::string best_id;
  for (const StoredRecord& e : saved) {
    const LinkComparison c = CompareRecords(e.record, r);
    if (c.relation == LinkRelation::Unrelated) continue;
    const bool better = best == LinkRelation::Unrelated || c.common > best_common ||
                        (c.common == best_common && rank(c.relation) > rank(best));
    if (!better) continue;
    best = c.relation;
    best_common = c.common;
    best_id = e.id;
  }
  switch (best) {
    case LinkRelation::Same:
    case LinkRelation::Continues: out.continues = best_id, out.same = best == LinkRelation::Same; break;
    case LinkRelation::Older: out.newer = best_id, out.common = best_common; break;
    case LinkRelation::Diverged: out.diverged = best_id, out.common = best_common; break;
    case LinkRelation::Unrelated: break;
  }
  return out;
}

std::vector<StoredRecord> SavedGames::ReadableRecords() {
  Refresh();
  std::vector<StoredRecord> out;
  for (const SaveEntry& e : entries_) {
    StoredRecord s{e.id, {}};
    std::string error;
    if (ParseRecord(platform::StorageLoad(GameKey(e.id)), &s.record, &error)) out.push_back(std::move(s));
  }
  return out;
}

std::string SavedGames::RecordTextOf(const std::string& id) const {
  return ValidId(id) ? platform::StorageLoad(GameKey(id)) : std::string();
}

LinkFinding SavedGames::FindLink(const GameRecord& r) {
  Refresh();
  std::vector<StoredRecord> saved;
  for (const SaveEntry& e : entries_) {
    if (e.players.size() != r.setup.players.size()) continue;  // cheap filter before parsing
    StoredRecord s{e.id, {}};
    std::string error;
    if (ParseRecord(platform::StorageLoad(GameKey(e.id)), &s.record, &error)) saved.push_back(std::move(s));
  }
  return FindLinkAmong(saved, r);
}

Seats SavedGames::SeatsOf(const std::string& id, int players) const {
  const SaveEntry* e = Find(id);
  return e ? SeatsFromEntry(e->raw, players) : Seats{};
}

bool SavedGames::SetSeats(const std::string& id, const Seats& seats, std::string* error) {
  Refresh();
  auto it = std::find_if(entries_.begin(), entries_.end(), [&](const SaveEntry& e) { return e.id == id; });
  if (it == entries_.end()) {
    *error = i18n::T("saves.problem.gone");
    return false;
  }
  const nlohmann::json old = it->raw;
  SeatsToEntry(seats, &it->raw);
  if (!WriteIndex()) {
    it->raw = old;
    *error = i18n::T("saves.problem.full-save");
    return false;
  }
  return true;
}

std::string SavedGames::Current() {
  const std::string id = platform::StorageLoad(kSavesCurrentKey);
  if (!ValidId(id) || !platform::StorageHas(GameKey(id))) return {};
  return id;
}

void SavedGames::SetCurrent(const std::string& id) {
  if (id.empty()) {
    platform::StorageRemove(kSavesCurrentKey);
  } else {
    platform::StorageSave(kSavesCurrentKey, id);  // tiny; if even this fails, continuing is not offered
  }
}

json SavedGames::ListJson() const {
  json out = json::array();
  for (const SaveEntry& e : entries_) {
    json j = EntryToJson(e);
    if (!e.damaged.empty()) j["damaged"] = e.damaged;
    out.push_back(std::move(j));
  }
  return out;
}

}  // namespace carc::ui
