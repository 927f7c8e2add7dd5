#include "app/warm_up.h"

#include <imgui.h>
#include <imgui_impl_sdl.h>

#include <string>
#include <string_view>

#include "carc/ruleset.h"
#include "carc/tile.h"
#include "i18n/i18n.h"
#include "platform/platform.h"
#include "ui/art/art.h"
#include "ui/art/figure_draw.h"
#include "ui/art/tile_draw.h"
#include "ui/base/marks.h"
#include "ui/base/palette.h"
#include "ui/text/fonts.h"
#include "ui/text/look.h"
#include "ui/text/run_glyphs.h"
#include "ui/text/text.h"

namespace carc::ui {

namespace {

// A frame with one window of Dear ImGui's, built and never drawn to the screen: not focused, not in
// the navigation, never shown again (ImGui keeps the window's settings only). Nothing of it is
// reported as drawn (debug.texts, debug.widgets: the last complete frame's).
template <typename Widgets>
void UnseenFrame(Widgets&& widgets) {
  ImGui_ImplSDL2_NewFrame();  // the display's size, which NewFrame needs
  ImGui::NewFrame();
  constexpr ImGuiWindowFlags kUnseen = ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav |
                                       ImGuiWindowFlags_NoInputs | ImGuiWindowFlags_NoSavedSettings |
                                       ImGuiWindowFlags_NoBringToFrontOnFocus;
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ImVec2(320, 480));
  if (ImGui::Begin("##warm-up", nullptr, kUnseen)) {
    ImGui::PushStyleColor(ImGuiCol_Button, IM_COL32(90, 60, 30, 255));
    ImGui::PushStyleVar(ImGuiStyleVar_FrameRounding, 4.0f);
    widgets();
    ImGui::PopStyleVar();
    ImGui::PopStyleColor();
  }
  ImGui::End();
  ImGui::Render();  // its draw lists are thrown away by the next NewFrame
  // BeginTextFrame and marks::BeginFrame swap "this frame" and "the last": twice forgets both.
  BeginTextFrame(), BeginTextFrame();
  marks::BeginFrame(), marks::BeginFrame();
}

}  // namespace

void WarmUpFontBuilder() {
  // One character of the body font at a small size, in an atlas of its own that is thrown away: the
  // builder's code (stb_truetype's, its rectangle packer, the atlas's finishing) runs once, cheaply.
  ImFontAtlas atlas;
  ImFontConfig cfg;
  cfg.FontDataOwnedByAtlas = false;
  static const ImWchar kOne[] = {'a', 'a', 0};
  atlas.AddFontFromMemoryTTF(const_cast<unsigned char*>(kFontRegular), kFontRegularSize, 10.0f, &cfg, kOne);
  atlas.AddCustomRectRegular(8, 8);  // as the area for the browser's runs (ui/text/run_glyphs.h)
  atlas.Flags |= ImFontAtlasFlags_NoPowerOfTwoHeight;
  atlas.Build();
}

void WarmUpWidgets(int part) {
  const std::string_view name = i18n::T("app.name"), start = i18n::T("newgame.start");
  switch (part) {
    case 0:  // the frame itself, and the texts as the new-game screen writes them (ui/text/text.h)
      UnseenFrame([&] {
        Heading(name);
        Text(name);
        TextMuted(i18n::T("newgame.subtitle"));
        TextWrapped(start);
        ImGui::Spacing();
      });
      break;
    case 1:  // buttons, a tooltip, a check box, a radio button, a selectable line, a disabled button
      UnseenFrame([&] {
        ImGui::Indent();
        Button(start, "warm-up-button");
        ImGui::SameLine();
        SmallButton(name, "warm-up-small");
        TooltipForLastItem(name);
        ImGui::Unindent();
        bool on = true;
        Checkbox(name, "warm-up-check", &on);
        RadioButton(name, "warm-up-radio", true);
        Selectable(name, "warm-up-selectable", false);
        ImGui::BeginDisabled();
        Button(start, "warm-up-disabled");
        ImGui::EndDisabled();
        ImGui::Separator();
      });
      break;
    default:  // a list, a text field, a child area, the draw list's shapes and an outlined title
      UnseenFrame([&] {
        const std::string items[2] = {std::string(name), std::string(start)};
        int current = 0;
        ImGui::SetNextItemWidth(120);
        Combo("", "warm-up-list", &current, items, 2);
        char field[16] = "";
        ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x);
        ImGui::InputText("##warm-up-field", field, sizeof field);
        ImGui::Dummy(ImVec2(10, 10));
        if (ImGui::BeginChild("##warm-up-child", ImVec2(100, 60), true)) Text(name);
        ImGui::EndChild();
        ImDrawList* dl = ImGui::GetWindowDrawList();
        const ImVec2 p(10, 10), q(60, 60);
        dl->AddRectFilled(p, q, IM_COL32(1, 2, 3, 255), 4.0f);
        dl->AddRect(p, q, IM_COL32(1, 2, 3, 255), 4.0f, 0, 2.0f);
        dl->AddRectFilledMultiColor(p, q, IM_COL32(1, 2, 3, 0), IM_COL32(1, 2, 3, 0), IM_COL32(1, 2, 3, 255),
                                    IM_COL32(1, 2, 3, 255));
        dl->AddCircleFilled(p, 8.0f, IM_COL32(1, 2, 3, 255));
        dl->AddCircle(p, 8.0f, IM_COL32(1, 2, 3, 255));
        dl->AddLine(p, q, IM_COL32(1, 2, 3, 255), 2.0f);
        const ImVec2 tri[3] = {p, q, ImVec2(10, 60)};
        dl->AddConvexPolyFilled(tri, 3, IM_COL32(1, 2, 3, 255));
        dl->AddPolyline(tri, 3, IM_COL32(1, 2, 3, 255), ImDrawFlags_Closed, 2.0f);
        DrawTextOutlined(dl, p, IM_COL32(255, 246, 222, 255), IM_COL32(24, 16, 8, 230), name,
                         Font(FontRole::Title)->FontSize * ImGui::GetIO().FontGlobalScale, Font(FontRole::Title), 1.5f);
      });
      break;
  }
}

void WarmUpLanguageNames() {
  if (!ImGui::GetCurrentContext() || !ImGui::GetFont()) return;
  const run_glyphs::KeepAtlas keep_atlas;  // as the menu: its names do not grow the atlas
  for (const i18n::Language& l : i18n::Languages()) MeasureText(l.native_name);
}

void WarmUpTileDrawing() {
  if (!ImGui::GetCurrentContext()) return;
  ImDrawList list(ImGui::GetDrawListSharedData());
  list._ResetForNewFrame();
  list.PushClipRectFullScreen();
  list.PushTextureID(ImGui::GetIO().Fonts->TexID);
  // Base tiles until each kind of feature has been drawn, as the landscape draws them (with a board
  // square's seed), and a figure.
  bool seen[5] = {};
  for (const TileDef& t : TheCatalog().tiles()) {
    if (t.set != "base") continue;
    bool adds = false;
    for (const auto& f : t.features) adds = adds || !seen[static_cast<int>(f.type)];
    if (!adds) continue;
    for (const auto& f : t.features) seen[static_cast<int>(f.type)] = true;
    DrawTile(&list, t, 1, ImVec2(0, 0), 60.0f, art::SquareSeed(1, 2));
  }
  DrawMeeple(&list, ImVec2(30, 30), 20.0f, palette::PlayerColor("red"), palette::PlayerOutline("red"), false,
             palette::PlayerMarkOf("red"));
}

void WarmUpRulebookThenTiles(std::function<void()> done) {
  platform::Soon([done = std::move(done)]() mutable {
    if (!BuildRulebookStep()) {
      WarmUpRulebookThenTiles(std::move(done));
      return;
    }
    platform::Soon([done = std::move(done)] {
      WarmUpTileDrawing();
      if (done) done();
    });
  });
}

}  // namespace carc::ui
