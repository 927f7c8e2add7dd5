#include "carc/debug_text.h"

#include <algorithm>
#include <climits>

namespace carc {

char EdgeLetter(EdgeType e) {
  switch (e) {
    case EdgeType::City: return 'C';
    case EdgeType::Road: return 'R';
    case EdgeType::Field: return 'F';
    case EdgeType::River: return '~';
  }
  return '?';
}

std::string BoardAscii(const GameState& s) {
  int x0 = INT_MAX, x1 = INT_MIN, y0 = INT_MAX, y1 = INT_MIN;
  for (const PlacedTile& t : s.board.tiles()) {
    x0 = std::min(x0, t.pos.x), x1 = std::max(x1, t.pos.x);
    y0 = std::min(y0, t.pos.y), y1 = std::max(y1, t.pos.y);
  }
  std::string out;
  for (int y = y0; y <= y1; ++y) {
    std::string line[3];
    for (int x = x0; x <= x1; ++x) {
      int i = s.board.At({x, y});
      if (i < 0) {
        for (auto& l : line) l += "     ";
        continue;
      }
      const PlacedTile& t = s.board.tile(i);
      const TileDef& d = s.Tile(t.tile);
      std::string id = d.id.size() == 1 ? " " + d.id + " " : (d.id + "   ").substr(0, 3);
      line[0] += std::string("  ") + EdgeLetter(d.EdgeAt(kNorth, t.rot)) + "  ";
      line[1] += EdgeLetter(d.EdgeAt(kWest, t.rot)) + id + EdgeLetter(d.EdgeAt(kEast, t.rot));
      line[2] += std::string("  ") + EdgeLetter(d.EdgeAt(kSouth, t.rot)) + "  ";
    }
    for (auto& l : line) {
      while (!l.empty() && l.back() == ' ') l.pop_back();
      out += l + "\n";
    }
  }
  return out;
}

}  // namespace carc
