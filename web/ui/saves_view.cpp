#include "ui/saves_view.h"

#include <algorithm>
#include <cstdio>
#include <ctime>

#include "ui/marks.h"

namespace carc::ui {
namespace {

const char* ExpansionName(const std::string& id) {
  if (id == "river") return "River";
  if (id == "abbey-mayor") return "Abbey & Mayor";
  if (id == "watchtowers") return "Watchtowers";
  if (id == "tower-thieves") return "Tower & Thieves";
  return id.c_str();
}

constexpr ImGuiWindowFlags kDialogFlags =
    ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove;

}  // namespace

std::string SaveSummary(const SaveEntry& e) {
  std::string players;
  for (const std::string& p : e.players) players += (players.empty() ? "" : ", ") + p;
  std::string expansions;
  for (const std::string& x : e.expansions) expansions += std::string(expansions.empty() ? "" : ", ") + ExpansionName(x);
  std::string text = players.empty() ? "?" : players;
  text += " - " + (expansions.empty() ? std::string("base game") : expansions);
  text += e.status == "over" ? " - finished (replay)" : " - turn " + std::to_string(e.turn);
  return text;
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

void SavesView::Show(SavedGames& saves) {
  saves.CheckAll();
  visible_ = true;
  renaming_.clear();
  deleting_.clear();
}

SavesChoice SavesView::Draw(SavedGames& saves, const std::string& current, ImVec2 pos, ImVec2 size) {
  SavesChoice out;
  if (!visible_) return out;
  const float w = std::min(size.x - 16, 720.0f), h = std::min(size.y - 16, 560.0f);
  ImGui::SetNextWindowPos(ImVec2(pos.x + size.x * 0.5f, pos.y + size.y * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(w, h), ImGuiCond_Always);
  ImGui::SetNextWindowFocus();
  bool open = true;
  ImGui::Begin("Saved games", &open, kDialogFlags);
  if (ImGui::Button("New game")) out.new_game = true;
  marks::MarkLastItem("saves-new-game");
  ImGui::SameLine();
  if (ImGui::Button("Close")) open = false;
  marks::MarkLastItem("saves-close");
  ImGui::Separator();
  const auto& list = saves.List();
  if (list.empty()) ImGui::TextWrapped("No saved games yet. Every game is saved here as you play.");
  ImGui::BeginChild("##saves-list");
  for (size_t i = 0; i < list.size(); ++i) {
    const SaveEntry& e = list[i];
    const std::string n = std::to_string(i);
    ImGui::PushID(e.id.c_str());
    ImGui::TextUnformatted(e.name.empty() ? e.id.c_str() : e.name.c_str());
    if (e.id == current) {
      ImGui::SameLine();
      ImGui::TextDisabled("(on screen)");
    }
    ImGui::TextDisabled("%s  |  %s", SaveSummary(e).c_str(), LastPlayedText(e.last_played).c_str());
    if (!e.damaged.empty()) {
      ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(255, 120, 100, 255));
      ImGui::TextWrapped("Damaged, cannot be opened: %s", e.damaged.c_str());
      ImGui::PopStyleColor();
    }
    if (renaming_ == e.id) {
      ImGui::SetNextItemWidth(std::min(320.0f, ImGui::GetContentRegionAvail().x - 140));
      const bool enter = ImGui::InputText("##name", rename_buf_, sizeof rename_buf_, ImGuiInputTextFlags_EnterReturnsTrue);
      marks::MarkLastItem("saves-rename-field-" + n);
      ImGui::SameLine();
      if (ImGui::Button("OK") || enter) {
        std::string error;
        if (!saves.Rename(e.id, rename_buf_, &error)) out.message = error;
        renaming_.clear();
      }
      marks::MarkLastItem("saves-rename-ok-" + n);
      ImGui::SameLine();
      if (ImGui::Button("Cancel")) renaming_.clear();
    } else if (deleting_ == e.id) {
      ImGui::Text("Delete this game for good?");
      ImGui::SameLine();
      if (ImGui::Button("Delete")) {
        std::string error;
        if (!saves.Delete(e.id, &error)) out.message = error;
        deleting_.clear();
        ImGui::PopID();
        break;  // the list changed under us
      }
      marks::MarkLastItem("saves-delete-confirm-" + n);
      ImGui::SameLine();
      if (ImGui::Button("Keep")) deleting_.clear();
    } else {
      if (ImGui::Button(e.status == "over" ? "Open" : "Play")) out.open = e.id;
      marks::MarkLastItem("saves-open-" + n);
      ImGui::SameLine();
      if (ImGui::Button("Replay")) out.replay = e.id;
      marks::MarkLastItem("saves-replay-" + n);
      ImGui::SameLine();
      if (ImGui::Button("Rename")) {
        renaming_ = e.id;
        std::snprintf(rename_buf_, sizeof rename_buf_, "%s", e.name.c_str());
      }
      marks::MarkLastItem("saves-rename-" + n);
      ImGui::SameLine();
      if (ImGui::Button("Delete")) deleting_ = e.id;
      marks::MarkLastItem("saves-delete-" + n);
    }
    ImGui::Separator();
    ImGui::PopID();
  }
  ImGui::EndChild();
  ImGui::End();
  if (!open || !out.open.empty() || !out.replay.empty() || out.new_game) visible_ = false;
  return out;
}

SavesChoice SavesView::DrawContinuePrompt(ImVec2 pos, ImVec2 size) {
  SavesChoice out;
  if (!offering_) return out;
  ImGui::SetNextWindowPos(ImVec2(pos.x + size.x * 0.5f, pos.y + size.y * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(std::min(size.x - 16, 480.0f), 0));
  ImGui::SetNextWindowFocus();
  ImGui::Begin("Continue?", nullptr, kDialogFlags | ImGuiWindowFlags_AlwaysAutoResize);
  ImGui::TextWrapped("Continue the game \"%s\"?", offer_.name.c_str());
  ImGui::TextDisabled("%s", SaveSummary(offer_).c_str());
  ImGui::TextDisabled("last played %s", LastPlayedText(offer_.last_played).c_str());
  if (ImGui::Button("Continue")) out.open = offer_.id;
  marks::MarkLastItem("continue-yes");
  ImGui::SameLine();
  if (ImGui::Button("New game")) out.new_game = true;
  marks::MarkLastItem("continue-no");
  ImGui::SameLine();
  if (ImGui::Button("Saved games...")) out.show_list = true;
  marks::MarkLastItem("continue-list");
  ImGui::End();
  if (!out.open.empty() || out.new_game || out.show_list) offering_ = false;
  return out;
}

}  // namespace carc::ui
