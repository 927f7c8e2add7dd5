#include "saves/backup.h"

#include <algorithm>
#include <ctime>
#include <nlohmann/json.hpp>
#include <set>
#include <utility>

#include "carc/game.h"
#include "i18n/i18n.h"
#include "i18n/messages.h"
#include "platform/platform.h"

namespace carc::ui {
namespace {

using json = nlohmann::json;
// The file keeps its keys in the order written, and a secret's fields in the order stored: what the
// fair deal wrote comes back the very same text.
using ordered = nlohmann::ordered_json;

template <typename J>
std::string Dump(const J& j) {
  return j.dump(-1, ' ', false, J::error_handler_t::replace);
}

// A commitment (a storage key's suffix) or a secret as the fair deal writes them: printable ASCII
// without spaces (hex, base64, base64url: whatever its hash and encoding), of a sane length. The
// shape is kept loose on purpose so that every secret the fair deal stores travels in a backup.
bool PrintableToken(const std::string& s, size_t max) {
  return !s.empty() && s.size() <= max &&
         std::all_of(s.begin(), s.end(), [](char c) { return c > ' ' && c <= '~'; });
}
constexpr size_t kMaxCommitmentChars = 256;
constexpr size_t kMaxSecretChars = 1024;

// A game of the file, checked before anything is written.
struct Incoming {
  GameRecord record;
  GameState state;
  json entry = json::object();
};

std::string Quoted(const std::string& name) { return i18n::F("common.quoted", {{"text", name}}); }

}  // namespace

bool AcceptImportedSecret(const std::string& commitment, const json& value) {
  // The shape fixed with the fair deal (saves/saved_games.h, kSavesSecretPrefix): an object with a string
  // `secret`; its other fields (`made`, ...) are carried unchanged. The fair deal's code may add here
  // that the secret hashes to its commitment.
  if (!PrintableToken(commitment, kMaxCommitmentChars) || !value.is_object()) return false;
  auto it = value.find("secret");
  return it != value.end() && it->is_string() && PrintableToken(it->get<std::string>(), kMaxSecretChars);
}

std::string BackupFileName(long long now_ms) {
  const std::time_t t = static_cast<std::time_t>(now_ms / 1000);
  std::tm tm{};
  char date[16] = "";
  if (localtime_r(&t, &tm)) std::strftime(date, sizeof date, "%Y-%m-%d", &tm);
  return std::string("carcassonne-games-") + date + ".json";
}

std::string ExportBackup(SavedGames& saves, long long now_ms, ExportSummary* summary) {
  ExportSummary sum;
  saves.Refresh();
  ordered games = ordered::array();
  const json list = saves.ListJson();  // the entries as the index holds them, in its order
  for (const json& entry : list) {
    const std::string id = entry.value("id", std::string());
    const std::string text = saves.RecordTextOf(id);
    GameRecord r;
    std::string error;
    // Only what reads and replays here: the file must open on any device of this version.
    if (!ParseRecord(text, &r, &error) || Replay(r, false).error) {
      ++sum.unreadable;
      continue;
    }
    json e = entry;
    e.erase("damaged");
    // The record as stored (every field carried, whatever this version makes of it).
    games.push_back({{"entry", ordered(e)}, {"record", ordered::parse(text, nullptr, false)}});
    ++sum.games;
  }
  ordered secrets = ordered::object();
  const std::string prefix = kSavesSecretPrefix;
  for (const std::string& key : platform::StorageKeys(prefix)) {
    const std::string commitment = key.substr(prefix.size());
    const std::string text = platform::StorageLoad(key);
    ordered value = JsonNestingWithin(text, kMaxJsonDepth) ? ordered::parse(text, nullptr, false) : ordered();
    if (value.is_discarded() || !AcceptImportedSecret(commitment, json(value))) {
      ++sum.bad_secrets;
      continue;
    }
    secrets[commitment] = std::move(value);
    ++sum.secrets;
  }
  if (summary) *summary = sum;
  ordered file = ordered::object();
  file["format"] = kBackupFormat;
  file["version"] = kBackupVersion;
  file["exported"] = now_ms;
  file["games"] = std::move(games);
  file["secrets"] = std::move(secrets);
  return Dump(file) + "\n";
}

namespace {

// Refuses the whole import with `why` (nothing is written).
ImportReport& Refuse(ImportReport* rep, std::string why) {
  rep->refused = true;
  rep->why = std::move(why);
  return *rep;
}

// Every game of the file read and replayed, before anything is written; false (the import refused,
// `rep` says why) at the first that does not.
bool ReadIncoming(const ordered& games, std::vector<Incoming>* incoming, ImportReport* rep) {
  for (size_t i = 0; i < games.size(); ++i) {
    const ordered& g = games[i];
    Incoming in;
    if (g.is_object() && g.contains("entry")) in.entry = json(g["entry"]);
    const std::string name = in.entry.is_object() && in.entry.value("name", json()).is_string()
                                 ? in.entry["name"].get<std::string>().substr(0, 200)
                                 : std::string(i18n::T("saves.default-name"));
    auto damaged = [&](const std::string& why) {
      Refuse(rep, i18n::F("backup.refused.damaged-game", {{"n", i + 1}, {"name", name}, {"why", why}}));
      return false;
    };
    if (!g.is_object() || !in.entry.is_object() || !g.contains("record") || !g["record"].is_object())
      return damaged(i18n::T("saves.damage.unreadable"));
    std::string error;
    ReadFailure failure = ReadFailure::Unreadable;
    if (!ParseRecord(Dump(g["record"]), &in.record, &error, &failure)) {
      if (failure == ReadFailure::NewerVersion) {
        Refuse(rep, i18n::T("backup.refused.newer"));
        return false;
      }
      return damaged(i18n::T("saves.damage.unreadable"));
    }
    ReplayResult rr = Replay(in.record, false);
    if (rr.error) return damaged(ReplayProblem(*rr.error));
    in.state = std::move(rr.state);
    incoming->push_back(std::move(in));
  }
  return true;
}

// A game new here, or another line of one here: a new entry with the file's name and seats (under the
// file's id when it is free here). `beside`: the game here it went another way from (a new line).
bool SaveAsNew(SavedGames& saves, const Incoming& in, const std::string& beside, std::string* id,
               std::string* error, SaveResult* result) {
  json entry = in.entry;
  if (entry.value("id", json()).is_string()) *id = entry["id"].get<std::string>();
  if (saves.Find(*id) || platform::StorageHas(std::string(kSavesGamePrefix) + *id)) id->clear();
  if (!beside.empty()) {
    const SaveEntry* other = saves.Find(beside);
    const std::string name = entry.value("name", json()).is_string() ? entry["name"].get<std::string>()
                             : other                                 ? other->name
                                                                     : DefaultSaveName(in.record.setup);
    entry["name"] = i18n::F("backup.line-name", {{"name", name}}).substr(0, 200);
  }
  SaveRequest request;
  request.entry = &entry;
  return saves.Save(id, in.record, in.state, error, request, result);
}

// Merged game by game, against what is here now (and what this import added).
void MergeGames(SavedGames& saves, const std::vector<Incoming>& incoming, ImportReport* rep) {
  std::vector<StoredRecord> here = saves.ReadableRecords();
  std::set<std::string> before;
  for (const SaveEntry& e : saves.List()) before.insert(e.id);
  auto record_of = [&here](const std::string& id) -> GameRecord* {
    for (StoredRecord& s : here)
      if (s.id == id) return &s.record;
    return nullptr;
  };
  for (const Incoming& in : incoming) {
    const LinkFinding f = FindLinkAmong(here, in.record);
    const std::string same_or_further = f.same ? f.continues : f.newer;
    if (!same_or_further.empty()) {  // as far here, or further: left as it is
      ++rep->already;
      rep->ids.push_back(same_or_further);
      continue;
    }
    std::string id, error;
    SaveResult result;
    bool ok = false;
    if (!f.continues.empty()) {  // the file's line continues the one here: brought up to date
      id = f.continues;
      const GameRecord base = *record_of(id);
      SaveRequest request;
      request.base = &base;
      ok = saves.Save(&id, in.record, in.state, &error, request, &result);
      if (ok && !result.forked) ++rep->updated;
    } else {
      const bool new_line = !f.diverged.empty() && before.count(f.diverged);
      ok = SaveAsNew(saves, in, new_line ? f.diverged : std::string(), &id, &error, &result);
      if (ok && new_line) {
        const SaveEntry* e = saves.Find(id);
        rep->beside.push_back(e ? e->name : id);
      } else if (ok) {
        ++rep->added;
      }
    }
    if (!ok) {
      ++rep->not_saved;
      rep->error = error;
      continue;
    }
    if (result.forked) rep->beside.push_back(saves.Find(id) ? saves.Find(id)->name : id);
    rep->ids.push_back(id);
    if (GameRecord* r = record_of(id)) {
      *r = in.record;
    } else {
      here.push_back({id, in.record});
    }
  }
}

// The secrets: only the missing ones are added; one here is never overwritten or removed.
void ImportSecrets(const ordered& secrets, ImportReport* rep) {
  for (const auto& [commitment, value] : secrets.items()) {
    if (!AcceptImportedSecret(commitment, json(value))) {
      ++rep->secrets_bad;
      continue;
    }
    const std::string key = kSavesSecretPrefix + commitment;
    if (platform::StorageHas(key)) {
      ++rep->secrets_kept;
    } else if (platform::StorageSave(key, Dump(value))) {
      ++rep->secrets_added;
    } else {
      ++rep->not_saved;
      rep->error = i18n::T("saves.problem.full-save");
    }
  }
}

}  // namespace

ImportReport ImportBackup(SavedGames& saves, std::string_view text) {
  ImportReport rep;
  if (text.size() > kMaxBackupBytes) return Refuse(&rep, i18n::T("backup.refused.too-large"));
  // A backup nests a record three levels deeper than the index would (so an entry read from it never
  // nests too deep for the index).
  const ordered file = JsonNestingWithin(text, kMaxJsonDepth) ? ordered::parse(text, nullptr, false) : ordered();
  if (file.is_discarded() || file.is_null()) return Refuse(&rep, i18n::T("backup.refused.damaged"));
  if (!file.is_object() || file.value("format", ordered()) != kBackupFormat)
    return Refuse(&rep, i18n::T("backup.refused.not-backup"));
  const ordered version = file.value("version", ordered());
  if (!version.is_number_integer() || version.get<long long>() < 1) return Refuse(&rep, i18n::T("backup.refused.damaged"));
  if (version.get<long long>() > kBackupVersion) return Refuse(&rep, i18n::T("backup.refused.newer"));
  const ordered games = file.value("games", ordered());
  const ordered secrets = file.value("secrets", ordered::object());
  if (!games.is_array() || !secrets.is_object()) return Refuse(&rep, i18n::T("backup.refused.damaged"));

  std::vector<Incoming> incoming;  // everything is checked before anything is written
  if (!ReadIncoming(games, &incoming, &rep)) return rep;
  rep.games = static_cast<int>(incoming.size());
  MergeGames(saves, incoming, &rep);
  ImportSecrets(secrets, &rep);
  return rep;
}

std::string ImportReportText(const ImportReport& r) {
  if (r.refused) return r.why + " " + i18n::T("backup.nothing-changed");
  std::vector<std::string> parts{i18n::F("backup.report.games", {{"n", r.games}})};
  if (r.added) parts.push_back(i18n::F("backup.report.added", {{"n", r.added}}));
  if (r.updated) parts.push_back(i18n::F("backup.report.updated", {{"n", r.updated}}));
  if (r.already) parts.push_back(i18n::F("backup.report.already", {{"n", r.already}}));
  if (!r.beside.empty()) {
    std::string names;
    for (const std::string& n : r.beside) names += (names.empty() ? "" : i18n::T("common.list-comma")) + Quoted(n);
    parts.push_back(i18n::F("backup.report.beside", {{"n", r.beside.size()}, {"names", names}}));
  }
  if (r.not_saved) parts.push_back(i18n::F("backup.report.not-saved", {{"n", r.not_saved}, {"why", r.error}}));
  if (r.secrets_added) parts.push_back(i18n::F("backup.report.secrets-added", {{"n", r.secrets_added}}));
  if (r.secrets_kept) parts.push_back(i18n::F("backup.report.secrets-kept", {{"n", r.secrets_kept}}));
  if (r.secrets_bad) parts.push_back(i18n::F("backup.report.secrets-bad", {{"n", r.secrets_bad}}));
  std::string text;
  for (const std::string& p : parts) text += (text.empty() ? "" : " ") + p;
  return text;
}

}  // namespace carc::ui
