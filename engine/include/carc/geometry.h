#pragma once
// Board geometry: positions, sides, half-edges and how rotation moves them.
//
//         NL   NR             x grows to the east, y to the south.
//      +----+----+            Half-edges are numbered NL=0 NR=1 EL=2 ER=3 SL=4 SR=5 WL=6 WR=7:
//   WR |         | EL         side s owns halves 2s (its left, seen from the centre) and 2s+1.
//      +         +            A quarter turn clockwise maps side s to s+1 and half h to h+2.
//   WL |         | ER         Across a shared edge, half 2s meets the neighbour's 2*opp(s)+1
//      +----+----+            and 2s+1 meets 2*opp(s) (NL meets the north neighbour's SR).
//         SR   SL
#include <cstdint>
#include <functional>
#include <string_view>

namespace carc {

struct Pos {
  int x = 0;
  int y = 0;
  friend bool operator==(const Pos&, const Pos&) = default;
  friend auto operator<=>(const Pos&, const Pos&) = default;
};

enum Side : int { kNorth = 0, kEast = 1, kSouth = 2, kWest = 3 };

constexpr int kSideDx[4] = {0, 1, 0, -1};
constexpr int kSideDy[4] = {-1, 0, 1, 0};

constexpr int Opposite(int side) { return (side + 2) & 3; }
constexpr Pos Neighbour(Pos p, int side) { return {p.x + kSideDx[side], p.y + kSideDy[side]}; }

// The half-edge of the neighbour across `side` that touches half `h` (h is on `side`).
constexpr int FacingHalf(int h) {
  int side = h >> 1;
  int opp = Opposite(side);
  return (h & 1) ? 2 * opp : 2 * opp + 1;
}

// Rotating a tile `rot` quarter turns clockwise.
constexpr int RotateSide(int side, int rot) { return (side + rot) & 3; }
constexpr int RotateHalf(int h, int rot) { return (h + 2 * rot) & 7; }
constexpr uint8_t RotateSideMask(uint8_t mask, int rot) {
  rot &= 3;
  return static_cast<uint8_t>(((mask << rot) | (mask >> (4 - rot))) & 0xF);
}
constexpr uint8_t RotateHalfMask(uint8_t mask, int rot) {
  int r = (2 * rot) & 7;
  return static_cast<uint8_t>(((mask << r) | (mask >> (8 - r))) & 0xFF);
}

// Corners, for barns: NE=0 SE=1 SW=2 NW=3. Corner c lies between half-edges (2c+1) and (2c+2)&7,
// e.g. NE between NR(1) and EL(2).
constexpr int CornerHalfA(int c) { return 2 * c + 1; }
constexpr int CornerHalfB(int c) { return (2 * c + 2) & 7; }
constexpr int kCornerDx[4] = {1, 1, -1, -1};
constexpr int kCornerDy[4] = {-1, 1, 1, -1};

constexpr std::string_view kSideNames[4] = {"N", "E", "S", "W"};
constexpr std::string_view kHalfNames[8] = {"NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR"};
constexpr std::string_view kCornerNames[4] = {"NE", "SE", "SW", "NW"};

inline int SideFromName(std::string_view s) {
  for (int i = 0; i < 4; ++i)
    if (kSideNames[i] == s) return i;
  return -1;
}
inline int HalfFromName(std::string_view s) {
  for (int i = 0; i < 8; ++i)
    if (kHalfNames[i] == s) return i;
  return -1;
}
inline int CornerFromName(std::string_view s) {
  for (int i = 0; i < 4; ++i)
    if (kCornerNames[i] == s) return i;
  return -1;
}

}  // namespace carc
