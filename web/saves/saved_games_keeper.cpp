#include "saves/saved_games_keeper.h"

#include <chrono>
#include <nlohmann/json.hpp>

#include "carc/game.h"
#include "link/link_rules.h"
#include "platform/platform.h"

namespace carc::ui {
namespace {

using json = nlohmann::json;

// Whether the browser was asked to keep the storage, and the warning shown ({"asked": ms, "warned":
// ms}): both once per device.
constexpr const char* kKeepingKey = "carcassonne.keeping";

// Set by the page (another tab wrote, the page was shown again) and by an import here.
bool g_storage_changed = false;

long long NowMs() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
      .count();
}

json Keeping() {
  const std::string text = platform::StorageLoad(kKeepingKey);
  json j = JsonNestingWithin(text, 4) ? json::parse(text, nullptr, false) : json();
  return j.is_object() ? j : json::object();
}

void Remember(const char* what) {
  json j = Keeping();
  j[what] = NowMs();
  platform::StorageSave(kKeepingKey, j.dump());  // tiny; if even this fails, it is asked again next time
}

}  // namespace

SavedGamesKeeper::SavedGamesKeeper() {
  platform::SetOnStorageChanged([] { g_storage_changed = true; });
}

void SavedGamesKeeper::Detach() {
  id_.clear();
  base_.reset();
  seen_text_.clear();
  saved_version_ = -1;
}

void SavedGamesKeeper::Seen(const std::string& text) {
  seen_text_ = text;
  GameRecord r;
  std::string error;
  if (ParseRecord(text, &r, &error)) {
    base_ = std::move(r);
  } else {
    base_.reset();
  }
}

void SavedGamesKeeper::Attach(const std::string& id) {
  id_ = id;
  Seen(store_.RecordTextOf(id));
}

AutosaveResult SavedGamesKeeper::Autosave(const GameRecord& r, const GameState& s, int version) {
  AutosaveResult out;
  if (version == saved_version_) return out;
  saved_version_ = version;
  // Nothing new (a game opened as it is stored): nothing to write. (Most versions add an action.)
  if (!id_.empty() && base_ && base_->actions.size() == r.actions.size() &&
      store_.RecordTextOf(id_) == seen_text_ && CompareRecords(*base_, r).relation == LinkRelation::Same) {
    store_.SetCurrent(id_);
    return out;
  }
  std::string id = id_, error;
  SaveResult result;
  SaveRequest request;
  request.base = base_ ? &*base_ : nullptr;
  request.seen_text = &seen_text_;
  if (!store_.Save(&id, r, s, &error, request, &result)) {
    out.error = error;
    return out;
  }
  id_ = id;
  base_ = r;
  seen_text_ = store_.RecordTextOf(id_);
  store_.SetCurrent(id_);
  out.saved = true;
  out.forked = result.forked;
  out.kept = result.kept;
  out.mine = id_;
  if (!IsOver(s)) AskToKeep();
  return out;
}

bool SavedGamesKeeper::Pending() const { return g_storage_changed && !held_; }

TabChange SavedGamesKeeper::Follow(const GameRecord& r, const GameState& s) {
  TabChange out;
  g_storage_changed = false;
  store_.Refresh();  // the list as the other tabs left it
  if (id_.empty()) return out;
  const std::string key = std::string(kSavesGamePrefix) + id_;
  if (!platform::StorageHas(key) || !store_.Find(id_)) {  // deleted there
    if (!base_ && seen_text_.empty()) return out;
    base_.reset();
    seen_text_.clear();
    out.kind = TabChange::Kind::Deleted;
    return out;
  }
  const std::string text = store_.RecordTextOf(id_);
  if (text == seen_text_) return out;  // the very value last read or written here: nothing changed
  GameRecord stored;
  std::string error;
  // Unreadable here (another version's record, or damage): left alone; a move here goes to a line of
  // its own (the guard).
  if (!ParseRecord(text, &stored, &error)) return out;
  const LinkComparison c = CompareRecords(r, stored);
  switch (c.relation) {
    case LinkRelation::Same:
      Seen(text);
      return out;
    case LinkRelation::Continues:
      out.kind = TabChange::Kind::MovedOn;
      out.from = r.actions.size();
      break;
    case LinkRelation::Older:
      out.kind = TabChange::Kind::TookBack;
      break;
    case LinkRelation::Diverged:
    case LinkRelation::Unrelated: {
      // Another line over this one (a tab of an older version, or two writes at the same moment):
      // this window's line is saved anew beside it (the guard: the other stays).
      std::string id = id_;
      SaveResult result;
      if (!store_.Save(&id, r, s, &error, {}, &result) || !result.forked) return out;
      out.kind = TabChange::Kind::Overwritten;
      out.kept = result.kept;
      out.mine = id;
      id_ = id;
      base_ = r;
      seen_text_ = store_.RecordTextOf(id_);
      store_.SetCurrent(id_);
      return out;
    }
  }
  out.record = stored;
  Seen(text);
  return out;
}

void SavedGamesKeeper::AskToKeep() {
  if (checked_) return;
  const json keeping = Keeping();
  if (keeping.contains("warned")) return;
  checked_ = answer_awaited_ = true;
  if (keeping.contains("asked")) {
    platform::CheckPersistentStorage();  // asked in an earlier page, the warning owed since: not asked twice
    return;
  }
  Remember("asked");
  platform::RequestPersistentStorage();
}

void SavedGamesKeeper::PollStorageAnswer() {
  if (!answer_awaited_) return;
  const platform::StorageKeeping k = platform::GetStorageKeeping();
  if (!k.answered) return;
  answer_awaited_ = false;
  warning_due_ = !k.persisted && !k.installed && !Keeping().contains("warned");
}

bool SavedGamesKeeper::StorageWarningShown() {
  if (!warning_due_) return false;
  warning_due_ = false;
  if (Keeping().contains("warned")) return false;
  Remember("warned");
  return true;
}

json SavedGamesKeeper::StorageJson() const {
  const platform::StorageKeeping k = platform::GetStorageKeeping();
  const json keeping = Keeping();
  return {{"asked", keeping.contains("asked")}, {"warned", keeping.contains("warned")},
          {"answered", k.answered}, {"supported", k.supported}, {"persisted", k.persisted},
          {"installed", k.installed}, {"usage", k.usage}, {"quota", k.quota}};
}

std::string SavedGamesKeeper::Export(ExportSummary* summary, std::string* file_name) {
  const long long now = NowMs();
  if (file_name) *file_name = BackupFileName(now);
  return ExportBackup(store_, now, summary);
}

ImportReport SavedGamesKeeper::Import(std::string_view text) {
  ImportReport report = ImportBackup(store_, text);
  // The game on screen may be one the file brought up to date: followed as another tab's move.
  if (!report.refused) g_storage_changed = true;
  return report;
}

}  // namespace carc::ui
