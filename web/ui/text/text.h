#pragma once
// Every text the player can see is drawn through these functions (never ImGui::Text/Button/... or
// ImDrawList::AddText directly; tests/i18n checks the sources), so that each frame's texts are known:
// debug.texts() lists them with their rectangles, and tests read them for words that must never show
// (tile ids, coordinates, option keys) and for texts cut off by their panel.
//
// Widgets take the visible label and a stable id, which is also the widget's mark for tests (marks.h):
// the label changes with the language, the id never does.
#include <imgui.h>

#include <string>
#include <string_view>

#include <nlohmann/json_fwd.hpp>

namespace carc::ui {

// --- The record of the frame ----------------------------------------------------------------------
void BeginTextFrame();                 // forget the previous frame's texts (App::Frame)
nlohmann::json TextsJson();            // the last complete frame: [{text, x, y, w, h, clipped}]
// What the browser drew that the font lacks (ui/text/run_glyphs.h: glyphs kept, made, milliseconds spent).
nlohmann::json TextRunsJson();
// Records a text drawn some other way (`min`/`max`: its rectangle on screen; clipped: cut off).
void RecordText(std::string_view text, ImVec2 min, ImVec2 max, bool clipped = false);

// --- Text -----------------------------------------------------------------------------------------
void Text(std::string_view text);
void TextMuted(std::string_view text);      // secondary information, dimmer
void TextWrapped(std::string_view text);
void TextMutedWrapped(std::string_view text);
void TextColored(ImU32 colour, std::string_view text, bool wrapped = false);
void Heading(std::string_view text);        // the title font
void Bullet(std::string_view text);         // a wrapped line with a bullet
// A tooltip for the last item when it is hovered (wrapped to a readable width).
void TooltipForLastItem(std::string_view text, bool even_when_disabled = false);
void Tooltip(std::string_view text);        // a tooltip now (the caller decides when)
// Text on a draw list (the board, tiles, charts): `size` in pixels, `font` null for the body font.
void DrawText(ImDrawList* dl, ImVec2 pos, ImU32 colour, std::string_view text, float size = 0,
              ImFont* font = nullptr);
// The same with an outline of `width` pixels in `outline` (text over the board, in any colour).
void DrawTextOutlined(ImDrawList* dl, ImVec2 pos, ImU32 colour, ImU32 outline, std::string_view text, float size,
                      ImFont* font, float width);
// The size `text` takes at `size` pixels in the body font (0: the current font size): the size of
// what is drawn, runs in the browser's fonts included (ui/text/run_glyphs.h).
ImVec2 MeasureText(std::string_view text, float size = 0, ImFont* font = nullptr);
// The size `text` takes in the current font wrapped at `wrap_width` (as TextWrapped draws it there).
ImVec2 MeasureWrapped(std::string_view text, float wrap_width);
// `text` as ImGui itself must be given it (a window's title): what the font lacks, as glyphs of its own.
std::string ForImGui(std::string_view text);
// Call right after an ImGui text field showing `text` (a name): while it is not being edited, its
// text is drawn over the field as the rest of the screen draws it (shaped, right to left), where
// ImGui's field can only set what the font lacks a character at a time (ui/text/run_glyphs.h).
void FieldTextAsTyped(std::string_view text);

// --- Widgets (id: stable, also the mark name for tests) ---------------------------------------------
bool Button(std::string_view label, std::string_view id, ImVec2 size = ImVec2(0, 0));
bool SmallButton(std::string_view label, std::string_view id);
bool Checkbox(std::string_view label, std::string_view id, bool* value);
// A checkbox whose label wraps to the width available (long labels on phones); the label toggles too.
bool CheckboxWrapped(std::string_view label, std::string_view id, bool* value);
bool RadioButton(std::string_view label, std::string_view id, bool active);
bool Selectable(std::string_view label, std::string_view id, bool selected, ImVec2 size = ImVec2(0, 0));
bool CollapsingHeader(std::string_view label, std::string_view id, bool open_by_default = false);
// A combo box listing `items` (count n) by their visible names; returns true when *current changed.
bool Combo(std::string_view label, std::string_view id, int* current, const std::string* items, int n);
// Rows of buttons that wrap: call instead of ImGui::SameLine() before the next button; it stays on
// the line only when a button labelled `next_label` still fits (longer words in other languages).
void SameLineIfFits(std::string_view next_label);
float ButtonWidth(std::string_view label);
// `text` shortened with "…" so that it is at most `max_width` wide in the current font (a player's
// long name in a narrow row); whole characters as a person sees them. Unchanged when it fits.
std::string FitText(std::string_view text, float max_width);
// The first character of `text` as a person sees it (李 of 李小龍, a whole flag, a letter with its accent).
std::string FirstCharacter(std::string_view text);
// The label of an ImGui item with a stable id: "label###id".
std::string Label(std::string_view label, std::string_view id);

}  // namespace carc::ui
