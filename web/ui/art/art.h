#pragma once
// The art direction in code (web/ui/art/ART.md says what and why): one light for every shadow, three levels
// of detail, the line weights, and the small tools every drawing shares - a random generator seeded by
// the board square (the same board always looks the same; two copies of a tile do not), colour mixing,
// soft shapes, parallel lines. Everything is drawn with ImDrawList shapes: no image, no file.
#include <imgui.h>

#include <cstdint>
#include <vector>

namespace carc::ui::art {

// The light comes from the north-west, the top left of the screen, whatever a tile's rotation: every
// shadow falls towards the south-east, this far per unit of an object's height (in tile units).
constexpr float kShadowX = 0.55f, kShadowY = 0.75f;

// What is drawn at a tile size (CSS pixels a square): Far keeps the features and what the rules need
// (coats of arms, buildings, symbols) as plain shapes; Mid adds the life of the landscape (tufts,
// trees, roof ridges, battlements, the river's current); Near adds the small things (stones, windows,
// flowers, pebbles).
enum class Detail { Far, Mid, Near };
constexpr float kMidPx = 44, kNearPx = 96;
inline Detail DetailFor(float px) { return px < kMidPx ? Detail::Far : px < kNearPx ? Detail::Mid : Detail::Near; }

// Line weights in pixels for a tile of `px` pixels: never thinner than a device pixel can show at 1x.
inline float Hairline(float px) { return px * 0.008f < 0.75f ? 0.75f : px * 0.008f; }
inline float EdgeLine(float px) { return px * 0.014f < 1.0f ? 1.0f : px * 0.014f; }

// SplitMix64: small, fast, the same on every platform.
class Rng {
 public:
  explicit Rng(uint64_t seed) : s_(seed * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull) {}
  uint64_t Next() {
    uint64_t z = (s_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  float Unit() { return static_cast<float>(Next() >> 40) / static_cast<float>(1 << 24); }  // [0, 1)
  float Range(float a, float b) { return a + (b - a) * Unit(); }
  int Below(int n) { return static_cast<int>(Unit() * static_cast<float>(n)); }
  bool Chance(float p) { return Unit() < p; }

 private:
  uint64_t s_;
};

// The seed of a board square (tiles elsewhere - the hand, the help, the log - use seed 0).
uint32_t SquareSeed(int x, int y);

// Colours.
ImU32 Mix(ImU32 a, ImU32 b, float t);     // t = 0: a, 1: b (alpha too)
ImU32 Shade(ImU32 c, float k);            // k < 1 darker, > 1 towards white
ImU32 Alpha(ImU32 c, float a);            // alpha multiplied by a
ImU32 Vary(ImU32 c, Rng& rng, float amount);  // lightness varied by up to +-amount

inline ImVec2 Lerp(ImVec2 a, ImVec2 b, float t) { return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t}; }
inline ImVec2 Add(ImVec2 a, ImVec2 b) { return {a.x + b.x, a.y + b.y}; }

// Tile units (0..1, x east, y south) to the screen.
struct Xf {
  ImVec2 tl;
  float s;
  ImVec2 operator()(ImVec2 p) const { return {tl.x + p.x * s, tl.y + p.y * s}; }
  ImVec2 operator()(float x, float y) const { return {tl.x + x * s, tl.y + y * s}; }
};

// Shapes (screen coordinates).
void Ellipse(ImDrawList* dl, ImVec2 c, ImVec2 r, ImU32 col, int segments = 16);
// An irregular round shape (a bush, a patch of grass): a circle whose radius wavers by `jitter`.
void Blob(ImDrawList* dl, ImVec2 c, float r, ImU32 col, Rng& rng, int points = 10, float jitter = 0.15f);
// A soft shadow: an ellipse with a fainter, larger one around it.
void SoftShadow(ImDrawList* dl, ImVec2 c, ImVec2 r, float alpha);
// Fills a polygon that is star-shaped around `centre` (ImGui 1.86 fills only convex polygons).
void FillStar(ImDrawList* dl, const ImVec2* pts, int n, ImVec2 centre, ImU32 col);
// A polyline moved sideways by `d` (to the right of its direction, y down); ends keep their direction.
std::vector<ImVec2> Offset(const std::vector<ImVec2>& line, float d);
// Total length, and the point and direction at length `at` along a polyline.
float Length(const std::vector<ImVec2>& line);
ImVec2 PointAt(const std::vector<ImVec2>& line, float at, ImVec2* dir = nullptr);

}  // namespace carc::ui::art
