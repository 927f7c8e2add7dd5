#include "saves/saved_games_view.h"

#include <algorithm>
#include <cstdio>
#include <ctime>

#include "i18n/i18n.h"
#include "ui/screens/dialog.h"
#include "ui/text/look.h"
#include "ui/base/marks.h"
#include "ui/text/names.h"
#include "ui/base/palette.h"
#include "ui/base/touch.h"
#include "ui/text/run_glyphs.h"
#include "ui/text/text.h"

namespace carc::ui {
using i18n::F;
using i18n::T;

std::string SaveSummary(const SaveEntry& e) {
  std::string players;
  for (const std::string& p : e.players) players += (players.empty() ? "" : T("common.list-comma")) + p;
  std::string expansions;
  for (const std::string& x : e.expansions)
    expansions += std::string(expansions.empty() ? "" : T("common.list-comma")) + ExpansionName(x);
  std::string text = players.empty() ? std::string(T("hud.unknown-player")) : players;
  text += " \u00B7 " + (expansions.empty() ? std::string(T("saves.base-game")) : expansions);
  text += " \u00B7 " + (e.status == "over" ? std::string(T("saves.finished")) : F("saves.turn", {{"n", e.turn}}));
  return text;
}

bool WaitingForMe(const SaveEntry& e) {
  if (e.status == "over" || e.next < 0) return false;
  const Seats seats = SeatsFromEntry(e.raw, static_cast<int>(e.players.size()));
  return seats.mode == Seats::Mode::Chosen && seats.IsLocal(e.next);
}

std::string LastPlayedText(long long ms) {
  if (ms <= 0) return "";
  const std::time_t t = static_cast<std::time_t>(ms / 1000);
  std::tm tm{};
  if (!localtime_r(&t, &tm)) return "";
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M", &tm);
  return buf;
}

void SavedGamesView::Show(SavedGames& saves) {
  saves.CheckAll();
  visible_ = true;
  renaming_.clear();
  deleting_.clear();
}

SavedGamesChoice SavedGamesView::Draw(SavedGames& saves, const std::string& current, ImVec2 pos, ImVec2 size) {
  SavedGamesChoice out;
  if (!visible_) return out;
  bool open = true;
  BeginDialog({T("saves.title"), "saved-games", pos, size, 720, 560}, &open);
  if (DialogButton(T("saves.new-game"), "saves-new-game")) out.new_game = true;
  SameLineIfFits(T("backup.open-export"));
  if (DialogButton(T("backup.open-export"), "saves-backup")) out.backup = true;
  TooltipForLastItem(T("backup.open-export.tooltip"));
  SameLineIfFits(T("backup.open-import"));
  if (DialogButton(T("backup.open-import"), "saves-restore")) out.restore = true;
  TooltipForLastItem(T("backup.open-import.tooltip"));
  SameLineIfFits(T("common.close"));
  if (DialogButton(T("common.close"), "saves-close")) open = false;
  ImGui::Separator();
  const auto& list = saves.List();
  if (list.empty()) TextWrapped(T("saves.empty"));
  ImGui::BeginChild("##saves-list");
  DragToScroll(false);  // a finger scrolls the list; a swipe opens no game (touch.h)
  for (size_t i = 0; i < list.size(); ++i) {
    const SaveEntry& e = list[i];
    const std::string n = std::to_string(i);
    ImGui::PushID(e.id.c_str());
    {
      WithFont bold(FontRole::Bold);
      Text(e.name.empty() ? std::string(T("saves.default-name")) : e.name);
    }
    if (e.id == current) {
      ImGui::SameLine();
      TextMuted(T("saves.on-screen"));
    }
    TextMutedWrapped(SaveSummary(e) + "  \u00B7  " + LastPlayedText(e.last_played));
    // Whose turn: the games waiting for a move on this device stand out.
    if (e.status != "over" && e.next >= 0 && e.next < static_cast<int>(e.players.size())) {
      const Seats seats = SeatsFromEntry(e.raw, static_cast<int>(e.players.size()));
      const std::string& who = e.players[static_cast<size_t>(e.next)];
      if (WaitingForMe(e)) {
        TextColored(palette::kHighlight, seats.local.size() > 1 ? F("saves.your-turn-named", {{"name", who}})
                                                                : std::string(T("saves.your-turn")));
        marks::MarkLastItem("saves-my-turn-" + n);
      } else {
        TextMuted(F(seats.mode == Seats::Mode::Ask ? "saves.whose-turn-no-seat" : "saves.whose-turn", {{"name", who}}));
        marks::MarkLastItem("saves-their-turn-" + n);
      }
    }
    if (!e.damaged.empty()) TextColored(IM_COL32(255, 120, 100, 255), F("saves.damaged", {{"why", e.damaged}}), true);
    if (renaming_ == e.id) {
      ImGui::SetNextItemWidth(std::min(320.0f, ImGui::GetContentRegionAvail().x - 160));
      if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
      run_glyphs::CoverCharacters(rename_buf_, ImGui::GetFont());  // a name in any script shows as typed
      const bool enter = ImGui::InputText("##name", rename_buf_, sizeof rename_buf_, ImGuiInputTextFlags_EnterReturnsTrue);
      marks::MarkLastItem("saves-rename-field-" + n);
      FieldTextAsTyped(rename_buf_);
      ImGui::SameLine();
      if (Button(T("common.ok"), "saves-rename-ok-" + n) || enter) {
        std::string error;
        if (!saves.Rename(e.id, rename_buf_, &error)) out.message = error;
        renaming_.clear();
      }
      ImGui::SameLine();
      if (Button(T("common.cancel"), "saves-rename-cancel-" + n)) renaming_.clear();
    } else if (deleting_ == e.id) {
      Text(T("saves.delete-confirm"));
      ImGui::SameLine();
      if (Button(T("saves.delete"), "saves-delete-confirm-" + n)) {
        std::string error;
        if (!saves.Delete(e.id, &error, &deleting_seen_)) out.message = error;
        deleting_.clear();
        ImGui::PopID();
        break;  // the list changed under us
      }
      ImGui::SameLine();
      if (Button(T("saves.keep"), "saves-delete-keep-" + n)) deleting_.clear();
    } else {
      if (Button(e.status == "over" ? T("saves.open") : T("saves.play"), "saves-open-" + n)) out.open = e.id;
      SameLineIfFits(T("saves.replay"));
      if (Button(T("saves.replay"), "saves-replay-" + n)) out.replay = e.id;
      if (e.status == "over") {  // a game by link or a fair deal too: only once it has ended
        SameLineIfFits(T("review.open"));
        if (Button(T("review.open"), "saves-review-" + n)) out.review = e.id;
      }
      SameLineIfFits(T("saves.rename"));
      if (Button(T("saves.rename"), "saves-rename-" + n)) {
        renaming_ = e.id;
        std::snprintf(rename_buf_, sizeof rename_buf_, "%s", e.name.c_str());
      }
      SameLineIfFits(T("saves.delete"));
      if (Button(T("saves.delete"), "saves-delete-" + n)) {
        deleting_ = e.id;
        deleting_seen_ = saves.RecordTextOf(e.id);
      }
    }
    ImGui::Separator();
    ImGui::PopID();
  }
  ImGui::EndChild();
  EndDialog();
  if (!open || !out.open.empty() || !out.replay.empty() || !out.review.empty() || out.new_game || out.backup || out.restore) visible_ = false;
  return out;
}

SavedGamesChoice SavedGamesView::DrawContinuePrompt(ImVec2 pos, ImVec2 size) {
  SavedGamesChoice out;
  if (!offering_) return out;
  bool open = true;
  BeginDialog({T("saves.continue.title"), "continue", pos, size, 480}, &open);
  TextWrapped(F("saves.continue.question", {{"name", offer_.name}}));
  TextMutedWrapped(SaveSummary(offer_));
  TextMuted(F("saves.last-played", {{"when", LastPlayedText(offer_.last_played)}}));
  ImGui::Spacing();
  if (DialogButton(T("saves.continue.yes"), "continue-yes", true)) out.open = offer_.id;
  ImGui::SameLine();
  if (DialogButton(T("saves.new-game"), "continue-no")) out.new_game = true;
  ImGui::SameLine();
  if (DialogButton(T("saves.continue.list"), "continue-list")) out.show_list = true;
  EndDialog();
  if (!open) out.new_game = true;  // Escape: the new-game screen behind the prompt
  if (!out.open.empty() || out.new_game || out.show_list) offering_ = false;
  return out;
}

}  // namespace carc::ui
