#include "ui/screens/help_view.h"

#include <algorithm>
#include <string>

#include "i18n/i18n.h"
#include "ui/screens/dialog.h"
#include "ui/screens/help_pictures.h"
#include "ui/text/look.h"
#include "ui/text/names.h"
#include "ui/base/palette.h"
#include "ui/base/touch.h"
#include "ui/text/device_words.h"
#include "ui/text/text.h"
#include "session/sounds.h"
#include "ui/board/board_motion.h"
#include "ui/board/square_marks.h"
#include "ui/board/tips.h"

namespace carc::ui {
namespace {

using i18n::T;

void Section(const char* key) {
  ImGui::Spacing();
  WithFont bold(FontRole::Bold);
  TextColored(palette::kHighlight, T(key), true);
}

void Para(const char* key) { TextWrapped(T(key)); }
void Point(const char* key) { Bullet(ForDevice(T(key))); }
// A point whose words differ on a touch screen ("tap a line", "turn it with the arrows").
void Point(const char* key, const char* touch_key) { Bullet(ForDevice(Gesture(key, touch_key))); }
void Caption(const char* key) { TextMutedWrapped(T(key)); }

// A picture with its caption beside it (below it when the panel is narrow).
void Illustration(const Picture& p, float tile_px, const char* caption_key) {
  const float w = DrawPicture(p, tile_px);
  if (caption_key) {
    if (ImGui::GetContentRegionAvail().x - w > 220) {
      ImGui::SameLine(0, 12);
      ImGui::BeginGroup();
      Caption(caption_key);
      ImGui::EndGroup();
    } else {
      Caption(caption_key);
    }
  }
}

// --- The pages ------------------------------------------------------------------------------------

void Basics(float px) {
  Para("help.basics.intro");
  Section("help.basics.turn");
  Point("help.basics.turn.tile", "help.basics.turn.tile.touch");
  Point("help.basics.turn.meeple");
  Point("help.basics.turn.score");
  Illustration({{{"D", 0, 0, 0}, {"U", 1, 0, 0}, {"E", 0, -1, 2}}}, px, "help.basics.fit");
  Section("help.basics.meeples");
  Para("help.basics.meeples.intro");
  Illustration({{{"D", 0, 0, 0}, {"A", 1, 0, 1}},
                {{0, 0, -1, FigureKind::Meeple, "red"},
                 {0, 1, -1, FigureKind::Meeple, "blue"},
                 {0, 3, -1, FigureKind::Meeple, "yellow"},
                 {1, 0, -1, FigureKind::Meeple, "green"}}},
               px, "help.basics.meeples.picture");
  Point("help.basics.meeples.free");
  Point("help.basics.meeples.back");
  Section("help.basics.scoring");
  Point("help.basics.scoring.road");
  Point("help.basics.scoring.city");
  Point("help.basics.scoring.monastery");
  Point("help.basics.scoring.majority");
  Illustration({{{"E", 0, 0, 2}, {"E", 0, 1, 0}}, {{1, 0, -1, FigureKind::Meeple, "red"}}}, px,
               "help.basics.scoring.picture");
  Section("help.basics.end");
  Point("help.basics.end.unfinished");
  Point("help.basics.end.farmers");
  Illustration({{{"E", 0, 0, 2}, {"E", 0, 1, 0}}, {{1, 1, -1, FigureKind::Meeple, "yellow"}}}, px,
               "help.basics.end.picture");
  Section("help.basics.screen");
  Point("help.basics.screen.hover", "help.basics.screen.hover.touch");
  Point("help.basics.screen.log", "help.basics.screen.log.touch");
  Point("help.basics.screen.undo");
  Point("help.basics.screen.marks", "help.basics.screen.marks.touch");
  if (TheTouch().Keyboard()) Point("help.basics.screen.keys");
}

void River(float px) {
  Para("help.river.intro");
  Illustration({{{"RA", 0, 0, 3}, {"RD", 1, 0, 1}, {"RL", 2, 0, 3}}}, px, "help.river.picture");
  Point("help.river.continue");
  Point("help.river.turns");
  Point("help.river.lake");
  Point("help.river.meeples");
}

void AbbeyMayor(float px) {
  Para("help.am.intro");
  Section("help.am.abbey");
  Para("help.am.abbey.text");
  Illustration({{{"AMA", 0, 0, 0}, {"E", 0, -1, 2}, {"U", -1, 0, 0}, {"U", 1, 0, 0}, {"B", 0, 1, 0}},
                {{0, 0, -1, FigureKind::Meeple, "red"}}},
               px, "help.am.abbey.picture");
  Section("help.am.mayor");
  Para("help.am.mayor.text");
  Illustration({{{"F", 0, 0, 0}, {"F", 1, 0, 0}}, {{0, 0, -1, FigureKind::Mayor, "blue"}}}, px,
               "help.am.mayor.picture");
  Section("help.am.wagon");
  Para("help.am.wagon.text");
  Illustration({{{"U", 0, 0, 0}, {"A", 1, 0, 1}}, {{0, 0, -1, FigureKind::Wagon, "green"}}}, px, nullptr);
  Section("help.am.barn");
  Para("help.am.barn.text");
  Illustration({{{"E", 0, 0, 0}, {"E", 1, 0, 0}, {"E", 0, 1, 2}, {"E", 1, 1, 2}},
                {{0, -1, 1, FigureKind::Barn, "yellow"}}},
               px, "help.am.barn.picture");
}

void Watchtowers(float px) {
  Para("help.wt.intro");
  const Picture area{{{"WTA", 1, 1, 0}, {"F", 1, 0, 1}, {"A", 1, 2, 2}, {"B", 0, 1, 0}, {"B", 2, 1, 0}},
                     {{0, 0, -1, FigureKind::Meeple, "red"},
                      {3, 0, -1, FigureKind::Meeple, "blue"},
                      {4, 0, -1, FigureKind::Meeple, "red"}},
                     {},
                     {{0, 0}, {1, 0}, {2, 0}, {0, 1}, {1, 1}, {2, 1}, {0, 2}, {1, 2}, {2, 2}}};
  Illustration(area, px, "help.wt.picture");
  Section("help.wt.symbols");
  struct Row {
    const char* tile;
    const char* key;
  };
  const Row rows[] = {{"WTA", "help.wt.meeple"}, {"WTE", "help.wt.coat"}, {"WTG", "help.wt.road"},
                      {"WTC", "help.wt.monastery"}, {"WTJ", "help.wt.city"}};
  for (const Row& r : rows) {
    DrawPicture({{{r.tile, 0, 0, 0}}}, px * 0.75f);
    ImGui::SameLine(0, 10);
    ImGui::BeginGroup();
    TextWrapped(T(r.key));
    ImGui::EndGroup();
  }
  Section("help.wt.notes");
  Point("help.wt.no-majority");
  Point("help.wt.never");
  Point("help.wt.end");
}

void TowerThieves(float px) {
  Para("help.tt.intro");
  Section("help.tt.towers");
  Para("help.tt.towers.text");
  Section("help.tt.watchmen");
  Para("help.tt.watchmen.text");
  Illustration({{{"TTT1", 0, 0, 0}, {"U", 0, 2, 1}, {"U", 1, 1, 0}},
                {},
                {{0, 2, "red"}},
                {{0, -2}, {0, -1}, {0, 0}, {0, 1}, {0, 2}, {-2, 0}, {-1, 0}, {1, 0}, {2, 0}}},
               px * 0.7f, "help.tt.range.picture");
  Point("help.tt.replace");
  Section("help.tt.thieves");
  // The two thief tiles whose printed layouts are known (RULES.md §6.8); the others are placeholders.
  Illustration({{{"TT4A", 0, 0, 0}}}, px, "help.tt.thief.gate");
  Illustration({{{"TT5A", 0, 0, 0}}}, px, "help.tt.thief.bend");
  Point("help.tt.thief.floors");
  Point("help.tt.thief.pay");
  Point("help.tt.thief.steal");
  Point("help.tt.thief.tower-stack");
  Section("help.tt.end");
  Para("help.tt.end.text");
}

void InnsCathedrals(float px) {
  Para("help.ic.intro");
  Section("help.ic.inns");
  Para("help.ic.inns.text");
  Illustration({{{"U", 0, 0, 0}, {"IC02", 1, 0, 0}, {"U", 2, 0, 0}}, {{0, 0, -1, FigureKind::Meeple, "red"}}}, px,
               "help.ic.inns.picture");
  Section("help.ic.cathedrals");
  Para("help.ic.cathedrals.text");
  Illustration({{{"IC11", 0, 0, 0}, {"F", 1, 0, 0}}, {{1, 0, -1, FigureKind::Meeple, "blue"}}}, px,
               "help.ic.cathedrals.picture");
  Section("help.ic.large");
  Para("help.ic.large.text");
  Illustration({{{"F", 0, 0, 0}, {"F", 1, 0, 0}},
                {{0, 0, -1, FigureKind::LargeMeeple, "green"}, {1, 0, -1, FigureKind::Meeple, "yellow"}}},
               px, "help.ic.large.picture");
  Section("help.ic.end");
  Para("help.ic.end.text");
}

void TradersBuilders(float px) {
  Para("help.tb.intro");
  Section("help.tb.goods");
  Para("help.tb.goods.text");
  Illustration({{{"TB04", 0, 0, 0}}}, px, "help.tb.goods.picture");
  Point("help.tb.goods.end");
  Section("help.tb.builder");
  Para("help.tb.builder.text");
  Illustration({{{"U", 0, 0, 0}, {"U", 1, 0, 0}},
                {{0, 0, -1, FigureKind::Meeple, "red"}, {1, 0, -1, FigureKind::Builder, "red"}}},
               px, "help.tb.builder.picture");
  Point("help.tb.builder.once");
  Section("help.tb.pig");
  Para("help.tb.pig.text");
  Illustration({{{"E", 0, 0, 0}, {"E", 1, 0, 0}},
                {{0, 1, -1, FigureKind::Meeple, "blue"}, {1, 1, -1, FigureKind::Pig, "blue"}}},
               px, "help.tb.pig.picture");
}

}  // namespace

void HelpView::Open(int page) {
  open_ = true;
  to_top_ = true;
  if (page >= 0 && page < kPages) page_ = page;
}

void HelpView::Draw(ImVec2 pos, ImVec2 size, Tips* tips, BoardMotion* motion, Sounds* sounds, SquareOutlook* marks) {
  if (!open_) return;
  const bool phone = size.x < 600;
  // Opaque: the pages are long reading, nothing behind should show through.
  ImVec4 bg = ImGui::GetStyleColorVec4(ImGuiCol_WindowBg);
  bg.w = 1.0f;
  ImGui::PushStyleColor(ImGuiCol_WindowBg, bg);
  BeginDialog({T("help.title"), "help", pos, size, 720, size.y - (phone ? 16.0f : 48.0f)}, &open_);
  ImGui::PopStyleColor();
  // The pages, as buttons that wrap to the next row on narrow screens.
  const char* names[kPages] = {T("help.page.basics"),         ExpansionName("river"),
                               ExpansionName("abbey-mayor"),     ExpansionName("watchtowers"),
                               ExpansionName("tower-thieves"),   ExpansionName("inns-cathedrals"),
                               ExpansionName("traders-builders")};
  const char* ids[kPages] = {"help-page:basics",          "help-page:river",         "help-page:abbey-mayor",
                             "help-page:watchtowers",     "help-page:tower-thieves", "help-page:inns-cathedrals",
                             "help-page:traders-builders"};
  const float right = ImGui::GetWindowContentRegionMax().x;
  for (int i = 0; i < kPages; ++i) {
    const float w = MeasureText(names[i]).x + ImGui::GetStyle().FramePadding.x * 2;
    if (i > 0) {
      ImGui::SameLine();
      if (ImGui::GetCursorPosX() + w > right) ImGui::NewLine();
    }
    const bool current = i == page_;
    if (current) ImGui::PushStyleColor(ImGuiCol_Button, palette::ToVec4(IM_COL32(120, 100, 30, 255)));
    if (Button(names[i], ids[i])) {
      page_ = i;
      to_top_ = true;
    }
    if (current) ImGui::PopStyleColor();
  }
  ImGui::Separator();
  // The footer: the choices (tips, motion, what can still fit, sounds), one a row, then the close button
  // (beside the last choice on wide screens).
  const int choices = (tips ? 1 : 0) + (motion ? 1 : 0) + (marks ? 1 : 0) + (sounds ? 1 : 0);
  const float rows = phone ? choices + 1.1f : std::max(1, choices) + 0.2f;
  const float footer = ImGui::GetFrameHeightWithSpacing() * rows + ImGui::GetStyle().ItemSpacing.y;
  ImGui::BeginChild("help-body", ImVec2(0, -footer), false);
  if (to_top_) {
    ImGui::SetScrollY(0);
    to_top_ = false;
  }
  DragToScroll(false);  // a finger scrolls the page (touch.h)
  const float px = phone ? 64.0f : 84.0f;
  {
    WithFont title(FontRole::Title);
    TextWrapped(names[page_]);
  }
  const HelpTexts::State texts = texts_.Ensure();
  const bool ready = texts == HelpTexts::State::Ready && expected_ == i18n::Current();
  if (texts == HelpTexts::State::Ready && !ready) {
    // The pages' letters into the font atlas before they are drawn (the next frame).
    ExpectLanguageTexts();
    expected_ = i18n::Current();
  }
  if (texts == HelpTexts::State::Failed) {
    TextWrapped(T("help.unavailable"));
  } else if (!ready) {
    TextMutedWrapped(T("help.loading"));
  } else {
    switch (page_) {
      case kBasics: Basics(px); break;
      case kRiver: River(px); break;
      case kAbbeyMayor: AbbeyMayor(px); break;
      case kWatchtowers: Watchtowers(px); break;
      case kTowerThieves: TowerThieves(px); break;
      case kInnsCathedrals: InnsCathedrals(px); break;
      case kTradersBuilders: TradersBuilders(px); break;
      default: break;
    }
  }
  ImGui::Spacing();
  ImGui::EndChild();
  ImGui::Separator();
  int left = choices;
  auto choice = [&](const char* label, const char* id, bool on, const char* tooltip) {
    const bool changed = phone ? CheckboxWrapped(label, id, &on) : Checkbox(label, id, &on);
    if (tooltip) TooltipForLastItem(tooltip);
    if (!phone && --left == 0)  // the close button beside the last choice
      ImGui::SameLine(std::max(ImGui::GetCursorPosX(), ImGui::GetWindowContentRegionMax().x -
                                                           MeasureText(T("common.close")).x -
                                                           ImGui::GetStyle().FramePadding.x * 2));
    return changed;
  };
  if (tips && choice(T("help.tips"), "help-tips", tips->Enabled(), nullptr)) tips->SetEnabled(!tips->Enabled());
  if (motion && choice(T("help.motion"), "help-motion", motion->Enabled(), T("help.motion.tooltip")))
    motion->SetEnabled(!motion->Enabled());
  if (marks && choice(T("help.marks"), "help-marks", marks->Enabled(), T("help.marks.tooltip")))
    marks->SetEnabled(!marks->Enabled());
  if (sounds && choice(T("help.sound"), "help-sound", sounds->Enabled(), T("help.sound.tooltip")))
    sounds->SetEnabled(!sounds->Enabled());
  if (DialogButton(T("common.close"), "help-close", true)) open_ = false;
  EndDialog();
}

}  // namespace carc::ui
