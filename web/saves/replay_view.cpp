#include "saves/replay_view.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "carc/game.h"
#include "ui/panels/event_log.h"
#include "ui/panels/hud.h"
#include "i18n/i18n.h"
#include "i18n/messages.h"
#include "ui/text/look.h"
#include "ui/base/marks.h"
#include "ui/text/text.h"

namespace carc::ui {
namespace {

// What the player did, in words (where exactly: the board shows it highlighted).
std::string ActionText(const std::string& who, const Action& a) {
  switch (a.type) {
    case ActionType::Place: return i18n::F("replay.action.place", {{"name", who}});
    case ActionType::Figure:
      return i18n::F("replay.action.figure", {{"name", who}, {"figure", std::string(FigureKindName(a.figure))}});
    case ActionType::Watchman: return i18n::F("replay.action.watchman", {{"name", who}});
    case ActionType::Skip: return i18n::F("replay.action.skip", {{"name", who}});
    case ActionType::Abbey: return i18n::F("replay.action.abbey", {{"name", who}});
    case ActionType::Wagon: return i18n::F("replay.action.wagon", {{"name", who}});
    case ActionType::Floors: return i18n::F("replay.action.floors", {{"name", who}});
    case ActionType::Commit: return i18n::F("replay.action.commit", {{"name", who}});
    case ActionType::Reveal: return "";  // never one of a record's actions
    case ActionType::Rekey: return i18n::F("replay.action.rekey", {{"name", who}});
    case ActionType::SecondTile: return i18n::F("replay.action.second-tile", {{"name", who}});
  }
  return "";
}

}  // namespace

bool ReplayView::Open(const GameRecord& r, const std::string& title, std::string* error) {
  RecordCursor cursor;
  if (!cursor.Start(r, nullptr)) {
    *error = ReplayProblem(*cursor.StartError());
    return false;
  }
  std::vector<GameState> checkpoints{cursor.State()};
  while (!cursor.AtEnd()) {
    if (auto err = cursor.Step(nullptr)) {
      *error = ReplayProblem(*err);
      return false;
    }
    if (cursor.Next() % kCheckpointEvery == 0) checkpoints.push_back(cursor.State());
  }
  record_ = r;
  title_ = title;
  over_ = IsOver(cursor.State());
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
  for (int i = from * kCheckpointEvery; i < k - 1; ++i) ApplyRecordStep(s, record_, static_cast<size_t>(i), nullptr);
  last_events_.clear();
  last_lines_.clear();
  flash_.clear();
  last_decider_ = -1;
  if (k > 0) {
    last_decider_ = s.decider;
    const int turn_player = s.current;
    ApplyRecordStep(s, record_, static_cast<size_t>(k - 1), &last_events_);
    const Action& a = record_.actions[static_cast<size_t>(k - 1)];
    if (a.type == ActionType::Place || a.type == ActionType::Abbey) flash_.push_back(a.pos());
    last_lines_ = DescribeNewEvents(s, last_events_, 0, turn_player);  // the log's own sentences
    for (const auto& ev : last_events_)
      for (const Pos& p : EventSquares(ev)) flash_.push_back(p);
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
  {
    WithFont bold(FontRole::Bold);
    Text(i18n::F("replay.title", {{"name", title_}}));
  }
  ImGui::SameLine();
  TextMuted(i18n::F(IsOver(state_) ? "replay.position-over" : "replay.position",
                    {{"step", step_}, {"n", Steps()}, {"turn", state_.turn}}));
  int k = step_;
  if (Button("|\u2190", "replay-first")) k = 0;
  TooltipForLastItem(i18n::T("replay.first"));
  ImGui::SameLine();
  if (Button("\u2190", "replay-back")) k = step_ - 1;
  TooltipForLastItem(i18n::T("replay.back"));
  ImGui::SameLine();
  if (Button("\u2192", "replay-next")) k = step_ + 1;
  TooltipForLastItem(i18n::T("replay.next"));
  ImGui::SameLine();
  if (Button("\u2192|", "replay-last")) k = Steps();
  TooltipForLastItem(i18n::T("replay.last"));
  ImGui::SameLine();
  const std::string play = i18n::T("replay.play-on"), close = i18n::T("common.close");
  const std::string review = over_ ? i18n::T("review.open") : "";
  const float buttons_w = MeasureText(play).x + MeasureText(close).x + (over_ ? MeasureText(review).x : 0.0f) +
                          ImGui::GetStyle().FramePadding.x * (over_ ? 6 : 4) +
                          ImGui::GetStyle().ItemSpacing.x * (over_ ? 3 : 2);
  ImGui::SetNextItemWidth(std::max(80.0f, ImGui::GetContentRegionAvail().x - buttons_w));
  ImGui::SliderInt("##step", &k, 0, Steps(), "");
  marks::MarkLastItem("replay-slider");
  ImGui::SameLine();
  if (Button(play, "replay-play")) out.play_from_end = true;
  ImGui::SameLine();
  if (over_) {
    if (Button(i18n::T("review.open"), "replay-review")) out.review = true;
    ImGui::SameLine();
  }
  if (Button(close, "replay-close")) out.close = true;
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
    Text(ActionText(PlayerName(state_, last_decider_), record_.actions[static_cast<size_t>(step_ - 1)]));
    for (const std::string& line : last_lines_) Bullet(line);
  } else {
    TextMuted(i18n::T("replay.start"));
  }
  ImGui::End();
  if (out.close || out.play_from_end || out.review) active_ = false;
  return out;
}

}  // namespace carc::ui
