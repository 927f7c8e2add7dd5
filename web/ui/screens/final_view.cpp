#include "ui/screens/final_view.h"

#include <algorithm>

#include "i18n/i18n.h"
#include "ui/base/marks.h"
#include "ui/panels/hud.h"
#include "ui/screens/dialog.h"
#include "ui/text/look.h"
#include "ui/text/text.h"

namespace carc::ui {

FinalView::Choice FinalView::Draw(ImVec2 pos, ImVec2 size, const GameState& s, const Events& events,
                                  const GameRecord& record, int version) {
  Choice choice = Choice::None;
  if (version_ != version) {
    history_ = ScoreHistoryOf(record);
    version_ = version;
  }
  // Wide: the breakdown and the chart side by side; narrow (phones): the chart below the breakdown.
  const bool side_by_side = size.x >= 700;
  BeginDialog({i18n::T("final.title"), "game-over", pos, size, side_by_side ? 900.0f : 640.0f}, &shown_);
  {
    WithFont bold(FontRole::Bold);
    TextWrapped(WinnerText(s));
  }
  // A game that ended while I was away (a link): what happened since my last move, said here once
  // (not also over the board and in the turn panel).
  if (!since_.empty()) TextMutedWrapped(i18n::F("final.since", {{"what", since_}}));
  if (side_by_side) {
    ImGui::BeginGroup();
    DrawFinalScores(s, events, false);
    ImGui::EndGroup();
    const float table_h = ImGui::GetItemRectSize().y;
    ImGui::SameLine(0, 24);
    DrawScoreChart(s, history_, ImVec2(std::max(260.0f, ImGui::GetContentRegionAvail().x),
                                             std::max(table_h, ImGui::GetTextLineHeight() * 13)));
  } else {
    DrawFinalScores(s, events, false);
    ImGui::Spacing();
    DrawScoreChart(s, history_, ImVec2(ImGui::GetContentRegionAvail().x, ImGui::GetTextLineHeight() * 10));
  }
  marks::MarkLastItem("score-chart");
  ImGui::Spacing();
  if (DialogButton(i18n::T("final.play-again"), "final-play-again", true)) choice = Choice::PlayAgain;
  TooltipForLastItem(i18n::T("final.play-again.tooltip"));
  SameLineIfFits(i18n::T("final.new-game"));
  if (DialogButton(i18n::T("final.new-game"), "final-new-game")) choice = Choice::NewGame;
  SameLineIfFits(i18n::T("final.look"));
  if (DialogButton(i18n::T("final.look"), "final-look")) shown_ = false;
  SameLineIfFits(i18n::T("review.open"));
  if (DialogButton(i18n::T("review.open"), "final-review")) choice = Choice::Review;
  TooltipForLastItem(i18n::T("review.open.tooltip"));
  EndDialog();
  return choice;
}

}  // namespace carc::ui
