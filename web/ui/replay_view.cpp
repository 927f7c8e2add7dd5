#include "ui/replay_view.h"

#include <algorithm>

#include "carc/game.h"
#include "ui/event_log.h"
#include "ui/hud.h"
#include "ui/marks.h"

namespace carc::ui {
namespace {

std::string PlayerName(const GameState& s, int p) {
  if (!s.setup || p < 0 || p >= static_cast<int>(s.setup->players.size())) return "?";
  return s.setup->players[static_cast<size_t>(p)].name;
}

std::string ActionText(const Action& a) {
  switch (a.type) {
    case ActionType::Place:
      return "placed " + (a.tile.empty() ? std::string("the tile") : a.tile) + " at (" + std::to_string(a.x) + ", " +
             std::to_string(a.y) + "), turned " + std::to_string(a.rot * 90) + " degrees";
    case ActionType::Figure:
      return "put a " + std::string(FigureKindName(a.figure)) + " on " + a.at.ToString();
    case ActionType::Watchman: return "sent a watchman to the tower at (" + std::to_string(a.x) + ", " + std::to_string(a.y) + ")";
    case ActionType::Skip: return "passed";
    case ActionType::Abbey: return "placed the abbey at (" + std::to_string(a.x) + ", " + std::to_string(a.y) + ")";
    case ActionType::Wagon:
      return "moved the wagon to (" + std::to_string(a.x) + ", " + std::to_string(a.y) + ") " + a.at.ToString();
    case ActionType::Floors: return "chose the towers that grow";
  }
  return "";
}

}  // namespace

bool ReplayView::Open(const GameRecord& r, const std::string& title, std::string* error) {
  GameState s;
  if (!NewGame(r.setup, &s, error, nullptr)) return false;
  std::vector<GameState> checkpoints{s};
  for (size_t i = 0; i < r.actions.size(); ++i) {
    if (auto err = Apply(s, r.actions[i], nullptr)) {
      *error = "action " + std::to_string(i) + " " + ActionToJson(r.actions[i]).dump() + " is illegal: " + err->message;
      return false;
    }
    if ((i + 1) % kCheckpointEvery == 0) checkpoints.push_back(s);
  }
  record_ = r;
  title_ = title;
  checkpoints_ = std::move(checkpoints);
  active_ = true;
  board_ = BoardView();  // centres on the first draw
  Seek(Steps());
  return true;
}

void ReplayView::Seek(int k) {
  k = std::clamp(k, 0, Steps());
  const int from = std::min(k > 0 ? (k - 1) / kCheckpointEvery : 0, static_cast<int>(checkpoints_.size()) - 1);
  GameState s = checkpoints_[static_cast<size_t>(from)];
  for (int i = from * kCheckpointEvery; i < k - 1; ++i) Apply(s, record_.actions[static_cast<size_t>(i)], nullptr);
  last_events_.clear();
  last_lines_.clear();
  flash_.clear();
  last_decider_ = -1;
  if (k > 0) {
    last_decider_ = s.decider;
    Apply(s, record_.actions[static_cast<size_t>(k - 1)], &last_events_);
    const Action& a = record_.actions[static_cast<size_t>(k - 1)];
    if (a.type == ActionType::Place || a.type == ActionType::Abbey) flash_.push_back(a.pos());
    for (const auto& ev : last_events_) {
      const std::string line = DescribeEvent(s, ev);
      if (!line.empty()) last_lines_.push_back(line);
      for (const Pos& p : EventSquares(ev)) flash_.push_back(p);
    }
  }
  state_ = std::move(s);
  step_ = k;
}

ReplayChoice ReplayView::Draw(ImVec2 pos, ImVec2 size) {
  ReplayChoice out;
  if (!active_) return out;
  const float bar_h = std::min(190.0f, size.y * 0.4f);
  ImGui::SetNextWindowPos(pos);
  ImGui::SetNextWindowSize(size);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::Begin("##replay-board", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoScrollWithMouse);
  ImGui::PopStyleVar();
  BoardInput in;
  in.interactive = false;
  in.flash = &flash_;
  board_.Draw(state_, none_, in, pos, ImVec2(size.x, size.y - bar_h));
  ImGui::End();

  ImGui::SetNextWindowPos(ImVec2(pos.x, pos.y + size.y - bar_h));
  ImGui::SetNextWindowSize(ImVec2(size.x, bar_h));
  ImGui::Begin("##replay-bar", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                            ImGuiWindowFlags_NoSavedSettings);
  ImGui::Text("Replay: %s", title_.c_str());
  ImGui::SameLine();
  ImGui::TextDisabled("action %d of %d, turn %d%s", step_, Steps(), state_.turn, IsOver(state_) ? ", game over" : "");
  int k = step_;
  if (ImGui::Button("|<")) k = 0;
  marks::MarkLastItem("replay-first");
  ImGui::SameLine();
  if (ImGui::Button("< Back")) k = step_ - 1;
  marks::MarkLastItem("replay-back");
  ImGui::SameLine();
  if (ImGui::Button("Next >")) k = step_ + 1;
  marks::MarkLastItem("replay-next");
  ImGui::SameLine();
  if (ImGui::Button(">|")) k = Steps();
  marks::MarkLastItem("replay-last");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(std::max(80.0f, ImGui::GetContentRegionAvail().x - 200));
  ImGui::SliderInt("##step", &k, 0, Steps());
  marks::MarkLastItem("replay-slider");
  ImGui::SameLine();
  if (ImGui::Button("Play on")) out.play_from_end = true;
  marks::MarkLastItem("replay-play");
  ImGui::SameLine();
  if (ImGui::Button("Close")) out.close = true;
  marks::MarkLastItem("replay-close");
  if (!ImGui::GetIO().WantTextInput) {
    if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_LeftArrow))) k = step_ - 1;
    if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_RightArrow))) k = step_ + 1;
    if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Home))) k = 0;
    if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_End))) k = Steps();
    if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape))) out.close = true;
  }
  if (k != step_) Seek(k);
  ImGui::Separator();
  DrawPlayers(state_, true);
  if (step_ > 0) {
    ImGui::Text("%s %s", PlayerName(state_, last_decider_).c_str(),
                ActionText(record_.actions[static_cast<size_t>(step_ - 1)]).c_str());
    for (const std::string& line : last_lines_) ImGui::BulletText("%s", line.c_str());
  } else {
    ImGui::TextDisabled("The start of the game.");
  }
  ImGui::End();
  if (out.close || out.play_from_end) active_ = false;
  return out;
}

}  // namespace carc::ui
