#include "ui/text/look.h"

#include <SDL.h>
#include <imgui_impl_opengl3.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "i18n/i18n.h"
#include "ui/text/fonts.h"
#include "ui/base/palette.h"
#include "ui/base/present.h"
#include "ui/text/run_glyphs.h"

namespace carc::ui {
namespace {

struct RoleSpec {
  FontRole role;
  bool semibold;
  float px;  // size in CSS pixels
};
constexpr RoleSpec kRoles[] = {
    {FontRole::Body, false, 16.0f}, {FontRole::Bold, true, 16.0f},
    {FontRole::Title, true, 23.0f}, {FontRole::Small, false, 13.5f}};

ImFont* g_fonts[4] = {};
float g_density = 0;
std::vector<ImWchar> g_ranges;  // must outlive the atlas build

float Density(SDL_Window* window) {
  // ImGui works in window units (CSS pixels on the web); the framebuffer has `density` pixels per unit.
  int ww = 1, wh = 1, dw = 1, dh = 1;
  SDL_GetWindowSize(window, &ww, &wh);
  SDL_GL_GetDrawableSize(window, &dw, &dh);
  return std::clamp(static_cast<float>(dw) / static_cast<float>(std::max(ww, 1)), 1.0f, 4.0f);
}

void BuildFonts(float density) {
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  run_glyphs::ReserveArea(io.Fonts, density);  // what the fonts lack: drawn by the browser into the atlas
  g_ranges = run_glyphs::GlyphRanges();  // the characters texts needed so far (ui/text/atlas_blocks.h)
  std::vector<run_glyphs::Face> faces;
  for (const RoleSpec& r : kRoles) {
    ImFontConfig cfg;
    cfg.FontDataOwnedByAtlas = false;  // the bytes are static (ui/text/fonts.h)
    // Sub-pixel placement on a screen of 1 or 1.25 pixels per unit; at 1.5 and more the glyphs are
    // big enough without it, and it doubled the atlas (its rasterizing and upload at the page's start).
    cfg.OversampleH = density < 1.5f ? 2 : 1;
    cfg.OversampleV = 1;
    cfg.PixelSnapH = false;
    cfg.RasterizerMultiply = 1.1f;  // a touch darker: light text on dark panels looks thin otherwise
    const unsigned char* data = r.semibold ? kFontSemiBold : kFontRegular;
    const int size = r.semibold ? kFontSemiBoldSize : kFontRegularSize;
    g_fonts[static_cast<int>(r.role)] = io.Fonts->AddFontFromMemoryTTF(
        const_cast<unsigned char*>(data), size, std::round(r.px * density), &cfg, g_ranges.data());
    faces.push_back({g_fonts[static_cast<int>(r.role)], r.semibold ? 600 : 400});
  }
  // As tall as the glyphs need, not the next power of two (WebGL2 and desktop GL take any size): up
  // to half of the texture the page's start rasterizes, converts and uploads was empty rows.
  io.Fonts->Flags |= ImFontAtlasFlags_NoPowerOfTwoHeight;
  io.Fonts->Build();
  run_glyphs::FontsBuilt(io.Fonts, faces);
  io.FontGlobalScale = 1.0f / density;
  io.FontDefault = g_fonts[static_cast<int>(FontRole::Body)];
  g_density = density;
}

ImVec4 Rgb(int r, int g, int b, float a = 1.0f) { return ImVec4(r / 255.0f, g / 255.0f, b / 255.0f, a); }

void SetUpStyle() {
  ImGuiStyle& style = ImGui::GetStyle();
  style.WindowRounding = 8;
  style.ChildRounding = 6;
  style.FrameRounding = 6;
  style.PopupRounding = 6;
  style.GrabRounding = 6;
  style.ScrollbarRounding = 8;
  style.TabRounding = 6;
  style.WindowBorderSize = 1;
  style.PopupBorderSize = 1;
  style.FrameBorderSize = 0;
  style.WindowTitleAlign = ImVec2(0.0f, 0.5f);
  style.ItemInnerSpacing = ImVec2(7, 5);
  SizeForFingers(false);
  style.WindowPadding = ImVec2(12, 12);
  style.TouchExtraPadding = ImVec2(2, 2);
  style.SelectableTextAlign = ImVec2(0, 0.5f);

  // Warm, dark panels that sit on the board's green table; parchment text; gold for what is active.
  ImVec4* c = style.Colors;
  const ImVec4 panel = Rgb(31, 35, 25, 0.97f), panel_hi = Rgb(44, 50, 35), ink = Rgb(242, 237, 224);
  const ImVec4 gold = Rgb(232, 193, 90), olive = Rgb(74, 90, 52), olive_hi = Rgb(92, 112, 64), olive_on = Rgb(110, 133, 73);
  const ImVec4 edge = Rgb(96, 88, 66, 0.85f);
  c[ImGuiCol_Text] = ink;
  c[ImGuiCol_TextDisabled] = Rgb(182, 175, 156);
  c[ImGuiCol_WindowBg] = panel;
  c[ImGuiCol_ChildBg] = Rgb(0, 0, 0, 0.0f);
  c[ImGuiCol_PopupBg] = Rgb(38, 43, 30, 0.98f);
  c[ImGuiCol_Border] = edge;
  c[ImGuiCol_BorderShadow] = Rgb(0, 0, 0, 0.0f);
  c[ImGuiCol_FrameBg] = Rgb(46, 53, 36);
  c[ImGuiCol_FrameBgHovered] = Rgb(56, 65, 43);
  c[ImGuiCol_FrameBgActive] = Rgb(64, 74, 48);
  c[ImGuiCol_TitleBg] = panel_hi;
  c[ImGuiCol_TitleBgActive] = Rgb(54, 64, 42);
  c[ImGuiCol_TitleBgCollapsed] = panel_hi;
  c[ImGuiCol_MenuBarBg] = panel_hi;
  c[ImGuiCol_ScrollbarBg] = Rgb(0, 0, 0, 0.15f);
  c[ImGuiCol_ScrollbarGrab] = Rgb(98, 106, 80);
  c[ImGuiCol_ScrollbarGrabHovered] = Rgb(122, 130, 98);
  c[ImGuiCol_ScrollbarGrabActive] = gold;
  c[ImGuiCol_CheckMark] = gold;
  c[ImGuiCol_SliderGrab] = Rgb(201, 164, 72);
  c[ImGuiCol_SliderGrabActive] = gold;
  c[ImGuiCol_Button] = olive;
  c[ImGuiCol_ButtonHovered] = olive_hi;
  c[ImGuiCol_ButtonActive] = olive_on;
  c[ImGuiCol_Header] = Rgb(70, 82, 52, 0.85f);
  c[ImGuiCol_HeaderHovered] = Rgb(86, 100, 62, 0.9f);
  c[ImGuiCol_HeaderActive] = olive_on;
  c[ImGuiCol_Separator] = Rgb(84, 78, 60);
  c[ImGuiCol_SeparatorHovered] = gold;
  c[ImGuiCol_SeparatorActive] = gold;
  c[ImGuiCol_ResizeGrip] = Rgb(98, 106, 80, 0.5f);
  c[ImGuiCol_ResizeGripHovered] = gold;
  c[ImGuiCol_ResizeGripActive] = gold;
  c[ImGuiCol_Tab] = olive;
  c[ImGuiCol_TabHovered] = olive_hi;
  c[ImGuiCol_TabActive] = olive_on;
  c[ImGuiCol_TabUnfocused] = olive;
  c[ImGuiCol_TabUnfocusedActive] = olive_hi;
  c[ImGuiCol_PlotLines] = gold;
  c[ImGuiCol_PlotLinesHovered] = ink;
  c[ImGuiCol_PlotHistogram] = gold;
  c[ImGuiCol_PlotHistogramHovered] = ink;
  c[ImGuiCol_TableHeaderBg] = Rgb(50, 58, 40);
  c[ImGuiCol_TableBorderStrong] = edge;
  c[ImGuiCol_TableBorderLight] = Rgb(70, 66, 52);
  c[ImGuiCol_TableRowBg] = Rgb(0, 0, 0, 0.0f);
  c[ImGuiCol_TableRowBgAlt] = Rgb(255, 255, 255, 0.04f);
  c[ImGuiCol_TextSelectedBg] = Rgb(232, 193, 90, 0.35f);
  c[ImGuiCol_DragDropTarget] = gold;
  c[ImGuiCol_NavHighlight] = gold;
  c[ImGuiCol_NavWindowingHighlight] = gold;
  c[ImGuiCol_NavWindowingDimBg] = Rgb(0, 0, 0, 0.45f);
  c[ImGuiCol_ModalWindowDimBg] = Rgb(0, 0, 0, 0.45f);
}

}  // namespace

void ExpectLanguageTexts() {
  // About a thousand texts (English's letters are all in the atlas's first blocks, so what another
  // language leaves out needs nothing). Without it a Polish or Russian page drew its first frame's
  // accented or Cyrillic letters with the browser's fonts and built the fonts again for the second
  // frame: a second long task of rasterizing and uploading at the page's start.
  for (std::string_view text : i18n::Texts(i18n::Current())) run_glyphs::Expect(text);
}

void SetUpLook(SDL_Window* window) {
  BuildFonts(Density(window));
  SetUpStyle();
}

void SizeForFingers(bool touch) {
  static int applied = -1;
  if (applied == static_cast<int>(touch)) return;
  applied = touch;
  ImGuiStyle& style = ImGui::GetStyle();
  // A button is the font (16 px) and its padding: 28 px for a mouse, 44 px for a finger.
  style.FramePadding = touch ? ImVec2(12, 14) : ImVec2(10, 6);
  style.ItemSpacing = touch ? ImVec2(8, 8) : ImVec2(8, 7);
  style.ScrollbarSize = touch ? 18 : 14;
  style.GrabMinSize = touch ? 24 : 14;
}

void UpdateLook(SDL_Window* window) {
  const bool bigger_area = run_glyphs::BetweenFrames();
  const float d = Density(window);
  if (std::abs(d - g_density) < 0.01f && !bigger_area) return;
  BuildFonts(d);
  ImGui_ImplOpenGL3_DestroyFontsTexture();
  ImGui_ImplOpenGL3_CreateFontsTexture();
  MarkTexturesChanged();  // the new atlas may reuse the old texture's name
}

ImFont* Font(FontRole role) { return g_fonts[static_cast<int>(role)]; }

}  // namespace carc::ui
