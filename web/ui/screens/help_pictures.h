#pragma once
// Small drawings for How to play, made with the game's own drawing code (DrawTile with real
// catalogue tiles, the figures, the towers), so what the help shows is what the board shows.
#include <utility>
#include <vector>

#include "carc/action.h"

namespace carc::ui {

struct Picture {
  struct Tile {
    const char* id;  // a catalogue tile (never shown as text)
    int x = 0, y = 0, rot = 0;
  };
  struct Figure {
    int tile = 0;           // index into tiles
    int feature = -1;       // stands on this feature of the tile (its anchor)...
    int corner = -1;        // ...or on this corner (a barn)
    FigureKind kind = FigureKind::Meeple;
    const char* colour = "red";
  };
  struct Tower {
    int tile = 0;                  // index into tiles: the tower stands on its foundation
    int floors = 1;
    const char* watchman = nullptr;  // the watchman's colour, or none
  };
  struct Square {  // a square outlined on the drawing (a tower's range, a counting area)
    int x = 0, y = 0;
  };
  Picture(std::vector<Tile> t, std::vector<Figure> f = {}, std::vector<Tower> w = {}, std::vector<Square> m = {})
      : tiles(std::move(t)), figures(std::move(f)), towers(std::move(w)), marked(std::move(m)) {}
  std::vector<Tile> tiles;
  std::vector<Figure> figures;
  std::vector<Tower> towers;
  std::vector<Square> marked;
};

// Draws the picture at the cursor, `tile_px` per square (smaller when the width is short), as an item
// of the current window; returns its width.
float DrawPicture(const Picture& p, float tile_px);

}  // namespace carc::ui
