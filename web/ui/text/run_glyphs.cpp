#include "ui/text/run_glyphs.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <memory>
#include <unordered_map>

#if defined(__EMSCRIPTEN__)
#include <GLES3/gl3.h>
#else
#include <SDL_opengl.h>
#endif

#include "platform/platform.h"
#include "ui/text/atlas_blocks.h"
#include "ui/text/fonts.h"
#include "ui/text/missing_glyph.h"
#include "ui/base/present.h"
#include "ui/text/text_runs.h"

namespace carc::ui::run_glyphs {
namespace {

static_assert(sizeof(ImWchar) == 4, "ImGui must be built with IMGUI_USE_WCHAR32 (emoji in text fields)");

constexpr int kPad = 2;           // transparent pixels around each image: no bleeding when filtered
constexpr int kKeepFrames = 300;  // a glyph not drawn for ~5 s (at 60 frames/s) is freed
constexpr char32_t kFirstCode = 0xE000, kLastCode = 0xF8FF;  // the private-use area: never a real text
constexpr float kMaxAreaScale = 8;  // the area grows up to eight times its first size (320 rows a unit)

struct Entry {
  int face = 0;
  std::string text;
  runs::Drawer how = runs::Drawer::Host;
  char32_t code = 0;
  bool own_code = false;  // CoverCharacters: at the character's own code point
  ImFontGlyph glyph{};    // its place on the line; its UVs once it has pixels
  int img_w = 0, img_h = 0;
  float raster_scale = 1;  // < 1: a run wider than the area is drawn smaller and stretched back
  float pen_x = 0, baseline = 0;
  int ax = -1, ay = -1;  // its place in the area; -1: no pixels yet
  int last_frame = 0;
};

struct Shelf {
  int y = 0, h = 0, x = 0;
};

struct State {
  ImFontAtlas* atlas = nullptr;
  std::vector<Face> faces;
  std::vector<bool> dirty;  // per face: the lookup tables must be rebuilt
  int rect_id = -1;
  int area_x = 0, area_y = 0, area_w = 0, area_h = 0;
  float area_scale = 1;
  std::vector<Shelf> shelves;
  bool overflow = false;
  std::unordered_map<std::string, std::unique_ptr<Entry>> entries;
  std::vector<char32_t> free_codes;
  char32_t next_code = kFirstCode;
  Stats stats;
  double ms_frame = 0;
  int made_frame = 0;
  int keep_atlas = 0;  // KeepAtlas objects alive
};
State g;

using Clock = std::chrono::steady_clock;

// The characters the embedded fonts have (cmake/embed_fonts.py) and which of them the atlas holds:
// on the web the blocks texts have needed so far, on the desktop all (ui/text/atlas_blocks.h).
atlas_blocks::Blocks& Atlas() {
  static atlas_blocks::Blocks blocks = [] {
    std::vector<atlas_blocks::Range> r;
    for (const unsigned int* p = kFontCodepointRanges; p[0]; p += 2) r.emplace_back(p[0], p[1]);
    // On the web, the blocks as texts need them; where nothing else draws a character (the desktop),
    // every block from the start.
    return atlas_blocks::Blocks(std::move(r), !platform::HostDrawsText());
  }();
  return blocks;
}

// Whether the atlas can draw `c` now; a character the font has but the atlas not yet asks for its
// block (the fonts are built again between frames), and is drawn by the host meanwhile (for good
// under a KeepAtlas).
bool Covered(char32_t c) { return g.keep_atlas > 0 ? Atlas().InAtlas(c) : Atlas().Need(c); }

runs::Host HostKind() { return platform::HostDrawsText() ? runs::Host::kHostText : runs::Host::kBoxes; }

// True when ImGui can draw all of `text` with the font as it is (the common case, checked fast).
bool AllInFont(std::string_view text, bool host_text) {
  for (size_t i = 0; i < text.size();) {
    const unsigned char b = static_cast<unsigned char>(text[i]);
    if (b >= 0x20 && b < 0x7F) {
      ++i;
      continue;
    }
    size_t n = 1;
    const char32_t c = chars::DecodeAt(text, i, &n);
    if (c != '\n' && c != '\t' && (!Covered(c) || (host_text && chars::IsExtender(c)))) return false;
    i += n;
  }
  return true;
}

int FaceOf(const ImFont* font) {
  for (size_t i = 0; i < g.faces.size(); ++i)
    if (g.faces[i].font == font) return static_cast<int>(i);
  return -1;
}

// --- The glyphs in the ImFont ------------------------------------------------------------------

// The glyph's index in the font: by the lookup table, or (when glyphs were added or removed since it
// was built) by a search from the end, where this file's glyphs are.
int GlyphIndex(const ImFont* f, char32_t code) {
  if (code < static_cast<char32_t>(f->IndexLookup.Size)) {
    const ImWchar i = f->IndexLookup[static_cast<int>(code)];
    if (i != static_cast<ImWchar>(-1) && static_cast<int>(i) < f->Glyphs.Size && f->Glyphs[i].Codepoint == code)
      return static_cast<int>(i);
  }
  for (int i = f->Glyphs.Size - 1; i >= 0; --i)
    if (f->Glyphs[i].Codepoint == code) return i;
  return -1;
}

void SetGlyph(const Entry& e) {
  ImFont* f = g.faces[static_cast<size_t>(e.face)].font;
  const int at = GlyphIndex(f, e.code);
  if (at >= 0) {
    f->Glyphs[at] = e.glyph;
    if (e.code < static_cast<char32_t>(f->IndexAdvanceX.Size)) f->IndexAdvanceX[static_cast<int>(e.code)] = e.glyph.AdvanceX;
    return;
  }
  // Before the tab glyph, which BuildLookupTable keeps last.
  int pos = f->Glyphs.Size;
  if (pos > 0 && f->Glyphs[pos - 1].Codepoint == '\t') --pos;
  f->Glyphs.insert(f->Glyphs.Data + pos, e.glyph);
  g.dirty[static_cast<size_t>(e.face)] = true;
}

void RemoveGlyph(const Entry& e) {
  ImFont* f = g.faces[static_cast<size_t>(e.face)].font;
  const int at = GlyphIndex(f, e.code);
  if (at < 0) return;
  f->Glyphs.erase(f->Glyphs.Data + at);
  g.dirty[static_cast<size_t>(e.face)] = true;
}

void RebuildDirtyLookups() {
  for (size_t i = 0; i < g.faces.size(); ++i)
    if (g.dirty[i]) {
      g.faces[i].font->BuildLookupTable();
      g.dirty[i] = false;
    }
}

// --- The area of the atlas ---------------------------------------------------------------------

bool Allocate(int w, int h, int* x, int* y) {
  if (w > g.area_w || h > g.area_h) return false;
  for (Shelf& s : g.shelves)
    if (h <= s.h && h * 4 >= s.h * 3 && s.x + w <= g.area_w) {
      *x = s.x, *y = s.y;
      s.x += w;
      return true;
    }
  const int top = g.shelves.empty() ? 0 : g.shelves.back().y + g.shelves.back().h;
  if (top + h > g.area_h) return false;
  g.shelves.push_back({top, h, w});
  *x = 0, *y = top;
  return true;
}

GLuint AtlasTexture() { return static_cast<GLuint>(reinterpret_cast<intptr_t>(g.atlas->TexID)); }

void Upload(int x, int y, int w, int h, const unsigned char* rgba) {
  GLint last = 0;
  glGetIntegerv(GL_TEXTURE_BINDING_2D, &last);
  glBindTexture(GL_TEXTURE_2D, AtlasTexture());
  glTexSubImage2D(GL_TEXTURE_2D, 0, g.area_x + x, g.area_y + y, w, h, GL_RGBA, GL_UNSIGNED_BYTE, rgba);
  glBindTexture(GL_TEXTURE_2D, static_cast<GLuint>(last));
  MarkTexturesChanged();
}

// Draws the entry's image into the area (once; again after a repack).
void MakePixels(Entry& e) {
  if (e.ax >= 0 || e.img_w <= 0 || !g.atlas || !AtlasTexture()) return;
  if (!Allocate(e.img_w, e.img_h, &e.ax, &e.ay)) {
    g.overflow = true;  // drawn next frame, once BetweenFrames has made room
    return;
  }
  const Clock::time_point start = Clock::now();
  const ImFont* f = g.faces[static_cast<size_t>(e.face)].font;
  if (e.how == runs::Drawer::Box) {
    size_t n = 1;
    const GlyphImage box = MissingGlyphBox(chars::DecodeAt(e.text, 0, &n), f->FontSize, f->Ascent);
    Upload(e.ax, e.ay, box.w, box.h, box.rgba.data());
  } else {
    std::vector<unsigned char> rgba(static_cast<size_t>(e.img_w * e.img_h * 4));
    platform::DrawHostText(e.text, f->FontSize * kFontEmPerPixelHeight * e.raster_scale,
                           g.faces[static_cast<size_t>(e.face)].weight, e.pen_x * e.raster_scale,
                           e.baseline * e.raster_scale, e.img_w, e.img_h, rgba.data());
    Upload(e.ax, e.ay, e.img_w, e.img_h, rgba.data());
  }
  const ImVec2 uv = g.atlas->TexUvScale;
  e.glyph.U0 = static_cast<float>(g.area_x + e.ax) * uv.x;
  e.glyph.V0 = static_cast<float>(g.area_y + e.ay) * uv.y;
  e.glyph.U1 = static_cast<float>(g.area_x + e.ax + e.img_w) * uv.x;
  e.glyph.V1 = static_cast<float>(g.area_y + e.ay + e.img_h) * uv.y;
  e.glyph.Visible = 1;
  SetGlyph(e);
  g.ms_frame += std::chrono::duration<double, std::milli>(Clock::now() - start).count();
  ++g.made_frame;
  ++g.stats.made;
}

// --- The entries -------------------------------------------------------------------------------

bool AllocCode(char32_t* code) {
  if (!g.free_codes.empty()) {
    *code = g.free_codes.back();
    g.free_codes.pop_back();
    return true;
  }
  if (g.next_code > kLastCode) return false;
  *code = g.next_code++;
  return true;
}

// The entry's place on the line: measured by the host (a run) or the box's own size.
void Lay(Entry& e) {
  const ImFont* f = g.faces[static_cast<size_t>(e.face)].font;
  ImFontGlyph& gl = e.glyph;
  gl.Codepoint = e.code;
  gl.Colored = e.how == runs::Drawer::HostColour;
  gl.Visible = 0;
  if (e.how == runs::Drawer::Box) {
    size_t n = 1;
    const GlyphImage box = MissingGlyphBox(chars::DecodeAt(e.text, 0, &n), f->FontSize, f->Ascent);
    gl.X0 = box.left, gl.X1 = box.left + static_cast<float>(box.w);
    gl.Y0 = box.top, gl.Y1 = box.top + static_cast<float>(box.h);
    gl.AdvanceX = box.advance;
    e.img_w = box.w, e.img_h = box.h;
    return;
  }
  const platform::TextMetrics m = platform::MeasureHostText(
      e.text, f->FontSize * kFontEmPerPixelHeight, g.faces[static_cast<size_t>(e.face)].weight);
  const float left = std::ceil(std::max(0.0f, m.left)), right = std::ceil(std::max(0.0f, m.right));
  const float ascent = std::ceil(std::max(0.0f, m.ascent)), descent = std::ceil(std::max(0.0f, m.descent));
  gl.AdvanceX = m.advance;
  if (left + right <= 0 || ascent + descent <= 0) return;  // nothing to see (spaces)
  const float w = left + right + 2 * kPad, h = ascent + descent + 2 * kPad;
  const float base = std::round(f->Ascent);
  gl.X0 = -(left + kPad), gl.X1 = gl.X0 + w;
  gl.Y0 = base - ascent - kPad, gl.Y1 = gl.Y0 + h;
  e.pen_x = left + kPad, e.baseline = ascent + kPad;
  e.raster_scale = std::min({1.0f, static_cast<float>(g.area_w) / w, static_cast<float>(g.area_h) / h});
  e.img_w = std::max(1, static_cast<int>(std::ceil(w * e.raster_scale)));
  e.img_h = std::max(1, static_cast<int>(std::ceil(h * e.raster_scale)));
}

Entry* Find(int face, std::string_view text, runs::Drawer how, bool own_code) {
  std::string key;
  key.reserve(text.size() + 2);
  key += static_cast<char>('0' + face);
  key += static_cast<char>('a' + static_cast<int>(how) + (own_code ? 10 : 0));
  key += text;
  auto it = g.entries.find(key);
  if (it == g.entries.end()) {
    auto e = std::make_unique<Entry>();
    e->face = face, e->text = std::string(text), e->how = how, e->own_code = own_code;
    if (own_code) {
      size_t n = 1;
      e->code = chars::DecodeAt(text, 0, &n);
    } else if (!AllocCode(&e->code)) {
      return nullptr;
    }
    const Clock::time_point start = Clock::now();
    Lay(*e);
    SetGlyph(*e);
    g.ms_frame += std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    it = g.entries.emplace(std::move(key), std::move(e)).first;
  }
  it->second->last_frame = ImGui::GetFrameCount();
  return it->second.get();
}

void Forget(Entry& e) {
  RemoveGlyph(e);
  if (!e.own_code) g.free_codes.push_back(e.code);
}

}  // namespace

void ReserveArea(ImFontAtlas* atlas, float density) {
  // Two rows of text at this density, 2040 pixels wide: the language menu's names take a twentieth
  // of it (four runs on an English page). It doubles, with the fonts built again, when one frame
  // needs more (a saved-games list of names in other scripts). It was 160 rows, then 96: most of the
  // texture the page's start converts and uploads, empty on most pages (docs/first-visit.md).
  atlas->TexDesiredWidth = 2048;
  g.area_w = 2040;
  g.area_h = static_cast<int>(std::ceil(40.0f * std::max(1.0f, density) * g.area_scale));
  g.rect_id = atlas->AddCustomRectRegular(g.area_w, g.area_h);
}

void FontsBuilt(ImFontAtlas* atlas, const std::vector<Face>& faces) {
  Atlas().Built();
  ++g.stats.builds;
  g.entries.clear();
  g.free_codes.clear();
  g.next_code = kFirstCode;
  g.shelves.clear();
  g.overflow = false;
  g.atlas = atlas;
  g.faces = faces;
  g.dirty.assign(faces.size(), false);
  const ImFontAtlasCustomRect* r = atlas->GetCustomRectByIndex(g.rect_id);
  g.area_x = r->X, g.area_y = r->Y;
}

bool BetweenFrames() {
  if (g.made_frame > 0) {
    g.stats.ms_last = g.ms_frame;
    g.stats.made_last = g.made_frame;
    g.stats.ms_max = std::max(g.stats.ms_max, g.ms_frame);
  }
  g.stats.ms_total += g.ms_frame;
  g.ms_frame = 0;
  g.made_frame = 0;
  if (!g.atlas) return false;
  if (Atlas().Changed()) return true;  // built again with the block a text needed
  // Free what was not drawn lately (at once when the area filled up: all but the last frame's).
  const int now = ImGui::GetFrameCount();
  const int keep = g.overflow ? 1 : kKeepFrames;
  bool repack = g.overflow;
  for (auto it = g.entries.begin(); it != g.entries.end();) {
    if (now - it->second->last_frame > keep) {
      repack = repack || it->second->ax >= 0;
      Forget(*it->second);
      it = g.entries.erase(it);
    } else {
      ++it;
    }
  }
  bool too_small = false;
  if (repack) {
    // Pack again what had pixels, tallest first.
    std::vector<Entry*> had;
    for (auto& [key, e] : g.entries)
      if (e->ax >= 0) had.push_back(e.get()), e->ax = e->ay = -1;
    std::sort(had.begin(), had.end(), [](const Entry* a, const Entry* b) { return a->img_h > b->img_h; });
    g.shelves.clear();
    g.overflow = false;
    for (Entry* e : had) MakePixels(*e);
    too_small = g.overflow;
    g.ms_frame = 0, g.made_frame = 0;  // counted as the next frame's work otherwise
  }
  RebuildDirtyLookups();
  if (too_small && g.area_scale < kMaxAreaScale) {
    g.area_scale *= 2;
    return true;
  }
  return false;
}

std::string Drawable(std::string_view text, ImFont* font, bool to_draw) {
  const int face = FaceOf(font);
  const runs::Host host = HostKind();
  if (face < 0 || AllInFont(text, host == runs::Host::kHostText)) return std::string(text);
  std::string out;
  out.reserve(text.size());
  for (const runs::Segment& s : runs::Split(text, Covered, host)) {
    const std::string_view part = text.substr(s.begin, s.end - s.begin);
    if (s.how == runs::Drawer::Font) {
      out += part;
    } else if (s.how != runs::Drawer::Hidden) {
      Entry* e = Find(face, part, s.how, false);
      if (!e) {  // every private-use code in use in one frame: cannot happen with names
        out += '?';
        continue;
      }
      if (to_draw) MakePixels(*e);
      chars::AppendUtf8(&out, e->code);
    }
  }
  RebuildDirtyLookups();
  return out;
}

void Expect(std::string_view text) {
  for (size_t i = 0; i < text.size();) {
    if (static_cast<unsigned char>(text[i]) < 0x80) {  // ASCII: always in
      ++i;
      continue;
    }
    size_t n = 1;
    Atlas().Need(chars::DecodeAt(text, i, &n));
    i += n;
  }
}

KeepAtlas::KeepAtlas() { ++g.keep_atlas; }
KeepAtlas::~KeepAtlas() { --g.keep_atlas; }

void CoverCharacters(std::string_view text, ImFont* font) {
  const int face = FaceOf(font);
  if (face < 0 || AllInFont(text, false)) return;
  const runs::Host host = HostKind();
  for (size_t i = 0; i < text.size();) {
    size_t n = 1;
    const char32_t c = chars::DecodeAt(text, i, &n);
    const bool skip = Covered(c) || chars::IsControl(c) || chars::IsInvisibleFormat(c) ||
                      (c >= kFirstCode && c <= kLastCode) || c == 0xFFFD;
    if (!skip) {
      const runs::Drawer how = host == runs::Host::kBoxes ? runs::Drawer::Box
                               : chars::IsEmoji(c)         ? runs::Drawer::HostColour
                                                          : runs::Drawer::Host;
      if (Entry* e = Find(face, text.substr(i, n), how, true)) MakePixels(*e);
    }
    i += n;
  }
  RebuildDirtyLookups();
}

std::vector<ImWchar> GlyphRanges() {
  std::vector<ImWchar> ranges;
  for (const atlas_blocks::Range& r : Atlas().Ranges()) {
    ranges.push_back(static_cast<ImWchar>(r.first));
    ranges.push_back(static_cast<ImWchar>(r.second));
  }
  ranges.push_back(0);
  return ranges;
}

Stats GetStats() {
  Stats s = g.stats;
  s.atlas_characters = Atlas().Characters();
  s.glyphs = static_cast<int>(g.entries.size());
  s.area_w = g.area_w, s.area_h = g.area_h;
  if (g.atlas) s.atlas_w = g.atlas->TexWidth, s.atlas_h = g.atlas->TexHeight;
  long long used = 0;
  for (const auto& [key, e] : g.entries)
    if (e->ax >= 0) used += static_cast<long long>(e->img_w) * e->img_h;
  s.area_used = g.area_w * g.area_h > 0 ? static_cast<float>(used) / static_cast<float>(g.area_w * g.area_h) : 0;
  return s;
}

}  // namespace carc::ui::run_glyphs
