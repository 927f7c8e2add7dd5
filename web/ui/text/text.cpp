#include "ui/text/text.h"

#include <imgui_internal.h>  // the current window's clip rectangle (is a text cut off?)

#include <algorithm>
#include <nlohmann/json.hpp>
#include <vector>

#include "ui/text/look.h"
#include "ui/base/marks.h"
#include "ui/base/touch.h"
#include "ui/text/device_words.h"
#include "ui/text/run_glyphs.h"
#include "ui/text/text_runs.h"

namespace carc::ui {
namespace {

struct Drawn {
  std::string text;
  ImVec2 min, max;
  bool clipped;
};
std::vector<Drawn> g_current, g_last;

// Cut off: the item reaches past the right or left edge of what its window shows. (Vertical
// overflow is scrolling, not cutting.)
bool Clipped(ImVec2 min, ImVec2 max) {
  const ImGuiWindow* w = ImGui::GetCurrentWindow();
  if (!w) return false;
  const ImRect& clip = w->ClipRect;
  return max.x > clip.Max.x + 0.5f || min.x < clip.Min.x - 0.5f;
}

void RecordLastItem(std::string_view text) {
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  RecordText(text, a, b, Clipped(a, b));
}

// The visible part of a label ("Skip###skip" -> "Skip").
std::string_view Visible(std::string_view label) {
  const size_t hash = label.find("##");
  return hash == std::string_view::npos ? label : label.substr(0, hash);
}

void Mark(std::string_view id) { marks::MarkLastItem(std::string(id)); }

// What ImGui draws for `text` in the current font: each run the font lacks as one glyph of its own.
std::string Shown(std::string_view text) { return run_glyphs::Drawable(text, ImGui::GetFont()); }
// The same for a widget's label "text###id".
std::string ShownLabel(std::string_view label, std::string_view id) { return Label(Shown(label), id); }

void TextUnformatted(std::string_view text) {
  const std::string shown = Shown(text);
  ImGui::TextUnformatted(shown.data(), shown.data() + shown.size());
}

}  // namespace

void BeginTextFrame() {
  g_last.swap(g_current);
  g_current.clear();
}

nlohmann::json TextsJson() {
  nlohmann::json out = nlohmann::json::array();
  for (const Drawn& d : g_last)
    out.push_back({{"text", d.text}, {"x", d.min.x}, {"y", d.min.y}, {"w", d.max.x - d.min.x},
                   {"h", d.max.y - d.min.y}, {"clipped", d.clipped}});
  return out;
}

nlohmann::json TextRunsJson() {
  const run_glyphs::Stats s = run_glyphs::GetStats();
  return {{"glyphs", s.glyphs},   {"made", s.made},         {"madeLastFrame", s.made_last},
          {"msTotal", s.ms_total}, {"msLastFrame", s.ms_last}, {"msMaxFrame", s.ms_max},
          {"areaUsed", s.area_used}, {"areaW", s.area_w},    {"areaH", s.area_h},
          {"atlasCharacters", s.atlas_characters}, {"atlasW", s.atlas_w}, {"atlasH", s.atlas_h},
          {"fontBuilds", s.builds}};
}

void RecordText(std::string_view text, ImVec2 min, ImVec2 max, bool clipped) {
  if (text.empty()) return;
  g_current.push_back({std::string(text), min, max, clipped});
}

std::string Label(std::string_view label, std::string_view id) {
  std::string out(label);
  out += "###";
  out += id;
  return out;
}

std::string ForImGui(std::string_view text) { return Shown(text); }

void Text(std::string_view text) {
  TextUnformatted(text);
  RecordLastItem(text);
}

void TextMuted(std::string_view text) {
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  Text(text);
  ImGui::PopStyleColor();
}

void TextWrapped(std::string_view text) {
  ImGui::PushTextWrapPos(0.0f);
  TextUnformatted(text);
  ImGui::PopTextWrapPos();
  RecordLastItem(text);
}

void TextMutedWrapped(std::string_view text) {
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  TextWrapped(text);
  ImGui::PopStyleColor();
}

void TextColored(ImU32 colour, std::string_view text, bool wrapped) {
  ImGui::PushStyleColor(ImGuiCol_Text, colour);
  wrapped ? TextWrapped(text) : Text(text);
  ImGui::PopStyleColor();
}

void Heading(std::string_view text) {
  WithFont title(FontRole::Title);
  TextWrapped(text);
}

void Bullet(std::string_view text) {
  ImGui::Bullet();
  ImGui::SameLine();
  TextWrapped(text);
}

void Tooltip(std::string_view text) {
  if (!TheTouch().TooltipsShown()) return;  // under a finger, only a long press shows one
  ImGui::BeginTooltip();
  ImGui::PushTextWrapPos(std::min(ImGui::GetIO().DisplaySize.x - 24.0f, ImGui::GetFontSize() * 24.0f));
  TextUnformatted(ForDevice(text));  // "Undo (U)": no key named where there is no keyboard
  ImGui::PopTextWrapPos();
  RecordLastItem(text);
  ImGui::EndTooltip();
}

void TooltipForLastItem(std::string_view text, bool even_when_disabled) {
  if (ImGui::IsItemHovered(even_when_disabled ? ImGuiHoveredFlags_AllowWhenDisabled : 0)) Tooltip(text);
}

ImVec2 MeasureText(std::string_view text, float size, ImFont* font) {
  if (!font) font = ImGui::GetFont();
  if (size <= 0) size = ImGui::GetFontSize();
  const std::string shown = run_glyphs::Drawable(text, font, false);
  return font->CalcTextSizeA(size, 1e9f, 0.0f, shown.data(), shown.data() + shown.size());
}

ImVec2 MeasureWrapped(std::string_view text, float wrap_width) {
  const std::string shown = run_glyphs::Drawable(text, ImGui::GetFont(), false);
  return ImGui::CalcTextSize(shown.data(), shown.data() + shown.size(), false, wrap_width);
}

void DrawText(ImDrawList* dl, ImVec2 pos, ImU32 colour, std::string_view text, float size, ImFont* font) {
  if (!font) font = Font(FontRole::Body);
  if (size <= 0) size = ImGui::GetFontSize();
  const std::string shown = run_glyphs::Drawable(text, font);
  dl->AddText(font, size, pos, colour, shown.data(), shown.data() + shown.size());
  const ImVec2 s = font->CalcTextSizeA(size, 1e9f, 0.0f, shown.data(), shown.data() + shown.size());
  RecordText(text, pos, ImVec2(pos.x + s.x, pos.y + s.y));
}

void DrawTextOutlined(ImDrawList* dl, ImVec2 pos, ImU32 colour, ImU32 outline, std::string_view text, float size,
                      ImFont* font, float width) {
  if (!font) font = Font(FontRole::Body);
  if (size <= 0) size = ImGui::GetFontSize();
  const std::string shown = run_glyphs::Drawable(text, font);
  for (int dx = -1; dx <= 1; ++dx)
    for (int dy = -1; dy <= 1; ++dy)
      if (dx || dy)
        dl->AddText(font, size, ImVec2(pos.x + dx * width, pos.y + dy * width), outline, shown.data(),
                    shown.data() + shown.size());
  DrawText(dl, pos, colour, text, size, font);
}

void FieldTextAsTyped(std::string_view text) {
  if (text.empty() || ImGui::IsItemActive()) return;
  const std::string shown = Shown(text);
  if (shown == text) return;  // ImGui's field drew all of it with the font
  const ImGuiStyle& style = ImGui::GetStyle();
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(ImVec2(a.x + 1, a.y + 1), ImVec2(b.x - 1, b.y - 1),
                    ImGui::GetColorU32(ImGui::IsItemHovered() ? ImGuiCol_FrameBgHovered : ImGuiCol_FrameBg),
                    style.FrameRounding);
  dl->PushClipRect(ImVec2(a.x + 1, a.y), ImVec2(b.x - 1, b.y), true);
  const ImVec2 at(a.x + style.FramePadding.x, a.y + style.FramePadding.y);
  dl->AddText(ImGui::GetFont(), ImGui::GetFontSize(), at, ImGui::GetColorU32(ImGuiCol_Text), shown.data(),
              shown.data() + shown.size());
  dl->PopClipRect();
}

namespace {
// A button's width from its label alone (ImGui's own auto width).
float LabelledWidth(std::string_view label) { return MeasureText(Visible(label)).x + ImGui::GetStyle().FramePadding.x * 2; }
}  // namespace

float ButtonWidth(std::string_view label) { return std::max(LabelledWidth(label), ImGui::GetFrameHeight()); }

std::string FitText(std::string_view text, float max_width) {
  if (MeasureText(text).x <= max_width) return std::string(text);
  static constexpr std::string_view kEllipsis = "\u2026";
  // Whole characters as a person sees them (an emoji with its skin tone, a flag, a letter with its
  // accent), measured as they are drawn.
  const std::vector<chars::Span> chars = chars::Clusters(text);
  for (size_t k = chars.size(); k-- > 0;) {
    std::string out(text.substr(0, chars[k].begin));
    while (!out.empty() && out.back() == ' ') out.pop_back();
    out += kEllipsis;
    if (out.size() == kEllipsis.size() || MeasureText(out).x <= max_width) return out;
  }
  return std::string(kEllipsis);
}

std::string FirstCharacter(std::string_view text) {
  const std::vector<chars::Span> chars = chars::Clusters(text);
  return chars.empty() ? std::string() : std::string(text.substr(0, chars[0].end));
}

void SameLineIfFits(std::string_view next_label) {
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  if (ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + ButtonWidth(next_label) <= right) ImGui::SameLine();
}

bool Button(std::string_view label, std::string_view id, ImVec2 size) {
  // Never narrower than it is tall: the phone's "?" was 31 px wide for a finger that needs 44 (the
  // height of a button on a touch screen).
  if (size.x == 0 && LabelledWidth(label) < ImGui::GetFrameHeight()) size.x = ImGui::GetFrameHeight();
  const bool pressed = ImGui::Button(ShownLabel(label, id).c_str(), size);
  RecordLastItem(Visible(label));
  Mark(id);
  return pressed;
}

bool SmallButton(std::string_view label, std::string_view id) {
  const bool pressed = ImGui::SmallButton(ShownLabel(label, id).c_str());
  RecordLastItem(Visible(label));
  Mark(id);
  return pressed;
}

bool Checkbox(std::string_view label, std::string_view id, bool* value) {
  ImGui::PushStyleVar(ImGuiStyleVar_FrameBorderSize, 1.0f);
  const bool changed = ImGui::Checkbox(ShownLabel(label, id).c_str(), value);
  ImGui::PopStyleVar();
  RecordLastItem(Visible(label));
  Mark(id);
  return changed;
}

bool CheckboxWrapped(std::string_view label, std::string_view id, bool* value) {
  ImGui::PushStyleVar(ImGuiStyleVar_FrameBorderSize, 1.0f);  // the empty box must stand out from the panel
  bool changed = ImGui::Checkbox(Label("", id).c_str(), value);
  ImGui::PopStyleVar();
  Mark(id);
  ImGui::SameLine(0, ImGui::GetStyle().ItemInnerSpacing.x);
  TextWrapped(Visible(label));
  if (ItemTapped()) {
    *value = !*value;
    changed = true;
  }
  return changed;
}

bool RadioButton(std::string_view label, std::string_view id, bool active) {
  const bool pressed = ImGui::RadioButton(ShownLabel(label, id).c_str(), active);
  RecordLastItem(Visible(label));
  Mark(id);
  return pressed;
}

bool Selectable(std::string_view label, std::string_view id, bool selected, ImVec2 size) {
  const bool pressed = ImGui::Selectable(ShownLabel(label, id).c_str(), selected, 0, size);
  RecordLastItem(Visible(label));
  Mark(id);
  return pressed;
}

bool CollapsingHeader(std::string_view label, std::string_view id, bool open_by_default) {
  const bool open =
      ImGui::CollapsingHeader(ShownLabel(label, id).c_str(), open_by_default ? ImGuiTreeNodeFlags_DefaultOpen : 0);
  RecordLastItem(Visible(label));
  Mark(id);
  return open;
}

bool Combo(std::string_view label, std::string_view id, int* current, const std::string* items, int n) {
  bool changed = false;
  const int cur = std::clamp(*current, 0, std::max(0, n - 1));
  const std::string preview = n > 0 ? items[cur] : std::string();
  // Every choice in view at once (the twelve languages), as far as the screen allows; no scrolling.
  if (ImGui::BeginCombo(ShownLabel(label, id).c_str(), Shown(preview).c_str(), ImGuiComboFlags_HeightLargest)) {
    for (int i = 0; i < n; ++i) {
      ImGui::PushID(i);
      if (Selectable(items[i], std::string(id) + ":" + std::to_string(i), i == cur)) {
        *current = i;
        changed = true;
      }
      ImGui::PopID();
    }
    ImGui::EndCombo();
  }
  RecordLastItem(preview);
  if (!Visible(label).empty()) RecordText(Visible(label), ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  Mark(id);
  return changed;
}

}  // namespace carc::ui
