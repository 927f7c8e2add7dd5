#pragma once
// Tile definitions, read from the embedded data of assets/tiles/ (schema: assets/README.md).
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "carc/embedded_assets.h"

namespace carc {

enum class FeatureType : uint8_t { City, Road, River, Monastery, Field };
std::string_view FeatureTypeName(FeatureType t);

enum class EdgeType : uint8_t { City, Road, Field, River };
// An edge as a 4-bit code for the placement search (board.h): the type + 1, so that 0 can mean
// "no edge" (kEdgeFree) and 15 "fits anything" (kEdgeWildcard).
constexpr uint8_t EdgeCode(EdgeType e) { return static_cast<uint8_t>(static_cast<int>(e) + 1); }

// Which stack a tile is dealt from.
enum class StackKind : uint8_t { Land, River, Tower, None };

struct FeatureDef {
  FeatureType type = FeatureType::Field;
  uint8_t edges = 0;   // bit s set: touches side s (rotation 0)
  uint8_t halves = 0;  // fields: bit h set: touches half-edge h (rotation 0)
  int coats = 0;       // cities: coats of arms on this segment
  std::vector<int> cities;  // fields: indices of the city features it touches
  // Marks printed on a segment that the expansion modules read (the base rules never do):
  bool inn = false;        // roads: an inn by the road (Inns & Cathedrals)
  bool cathedral = false;  // cities: a cathedral (Inns & Cathedrals)
  std::string goods;       // cities: a trade-goods symbol, "wine", "grain" or "cloth" (Traders & Builders)
};

// The most features a tile may have (the catalogue refuses more): a tile's features fit a 16-bit mask.
constexpr size_t kMaxTileFeatures = 16;

struct TileDef {
  int index = 0;        // position in the catalogue
  std::string id;       // RULES.md §0.4
  std::string set;      // "base", "river", "abbey-mayor", "watchtowers", "tower-thieves"
  int count = 0;
  EdgeType edges[4] = {};
  std::vector<FeatureDef> features;
  StackKind stack = StackKind::Land;
  std::string watchtower;  // tower symbol, empty when none
  bool foundation = false;
  int thief = 0;
  bool source = false, lake = false;
  bool closes_edges = false;  // fits anything and ends every feature it touches (the abbey)
  std::string assumption;
  // Derived from `edges` when the catalogue is loaded (Catalog::AddFile), because the placement
  // search asks for them for every frontier square and rotation:
  // packed_edges[rot]: EdgeCode of board side s at bits 4s..4s+3 when rotated by rot.
  uint16_t packed_edges[4] = {0, 0, 0, 0};
  uint8_t river_sides = 0;  // bit s set: side s (rotation 0) is a river edge
  // FeatureAtSide / FieldAtHalf at rotation 0 (-1 for none): asked on every placement and figure step.
  int8_t side_feature[4] = {-1, -1, -1, -1};
  int8_t half_field[8] = {-1, -1, -1, -1, -1, -1, -1, -1};

  // The feature touching side `side` (board direction) when rotated by `rot`; -1 if none.
  int FeatureAtSide(int side, int rot) const { return side_feature[(side - rot + 4) & 3]; }
  // The field touching half-edge `half` (board direction) when rotated by `rot`; -1 if none.
  int FieldAtHalf(int half, int rot) const { return half_field[(half - 2 * rot + 16) & 7]; }
  EdgeType EdgeAt(int side, int rot) const { return edges[(side - rot + 4) & 3]; }
  // Fills the derived fields (packed_edges, river_sides, side_feature, half_field) from edges and
  // features.
  void DeriveLookupData();
};

// A kind of tile and how many copies of it (the tiles still to come, carc/outlook.h).
struct TileCopies {
  int tile = 0;    // catalogue index
  int copies = 0;
  friend bool operator==(const TileCopies&, const TileCopies&) = default;
};

class Catalog {
 public:
  // Parses one file's text and appends its tiles. On failure, `error` names the file, the tile and
  // the contradiction.
  bool AddFile(std::string_view name, std::string_view text, std::string* error);
  // Appends the tiles of `part` (one file's, read by AddFile) as if file `name` were added here: a
  // file that several revisions list is read once (TileData::Build).
  bool AddTilesOf(std::string_view name, const Catalog& part, std::string* error);

  const TileDef* Find(std::string_view id) const;
  const TileDef& At(int index) const { return tiles_[static_cast<size_t>(index)]; }
  const std::vector<TileDef>& tiles() const { return tiles_; }

 private:
  std::vector<TileDef> tiles_;
};

// The tile data of every revision (engine/docs/compatibility.md). A revision is a list of tile files,
// named in the manifest "revisions.json" (assets/README.md); a released revision never changes, so a
// game made with it is dealt and judged with the same tiles forever. A tile that changes gets a new
// file (a copy of its set's file, edited) in a new revision.
class TileData {
 public:
  // Builds every revision of the manifest from `files` (name, text), checking each tile. On failure
  // returns false and says which file, tile and contradiction; the object is then empty.
  bool Build(const std::vector<EmbeddedFile>& files, std::string* error);

  const Catalog* Revision(int revision) const;  // nullptr when unknown
  int Latest() const { return static_cast<int>(revisions_.size()); }

 private:
  friend class TileDataBuild;
  std::vector<Catalog> revisions_;  // revision r at r - 1
};

// TileData::Build a tile file at a time, for a host whose thread must not be held long (the page
// between its first frames, where reading the tile files took one task of 50-150 ms on a phone:
// web/docs/first-visit.md). The constructor reads the manifest; each Step() reads one tile file,
// the last one also puts the revisions together. The files must outlive it.
class TileDataBuild {
 public:
  explicit TileDataBuild(const std::vector<EmbeddedFile>& files);
  // One file more. True once finished, built or failed (Finish says which).
  bool Step();
  bool Finished() const { return finished_; }
  // After the last step: the tile data, or false with the error (as Build's) and `out` empty.
  bool Finish(TileData* out, std::string* error);

 private:
  bool Fail(const std::string& what);
  void PutTogether();

  std::vector<std::vector<size_t>> revisions_;  // each revision's files (indices into to_read_), in order
  std::vector<const EmbeddedFile*> to_read_;    // each file once, in the order first listed
  std::vector<int> first_listed_by_;                         // the revision that first lists to_read_[i]
  std::vector<Catalog> read_;                                // to_read_[i]'s tiles
  bool finished_ = false;
  std::string error_;
  TileData built_;
};

// The latest revision of the embedded tile data (the tile gallery, tests). Games use the revision of
// their ruleset (GameState::catalog). If the data were broken the catalogue is empty and
// CatalogError() says why (a test makes sure it is not).
const Catalog& TheCatalog();
const std::string& CatalogError();

}  // namespace carc
