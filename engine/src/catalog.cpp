// Reads the tile data (assets/README.md) and checks each tile against itself.
#include <algorithm>

#include <nlohmann/json.hpp>

#include "carc/embedded_assets.h"
#include "carc/geometry.h"
#include "carc/ruleset.h"
#include "carc/tile.h"

namespace carc {
namespace {

using nlohmann::json;

constexpr const char* kTileRevisionsFile = "revisions.json";

bool Fail(std::string* error, std::string_view file, const std::string& tile, const std::string& what) {
  *error = std::string(file) + ": tile " + (tile.empty() ? "?" : tile) + ": " + what;
  return false;
}

bool ParseFeatureType(const std::string& s, FeatureType* t) {
  static const std::pair<const char*, FeatureType> kTypes[] = {
      {"city", FeatureType::City}, {"road", FeatureType::Road}, {"river", FeatureType::River},
      {"monastery", FeatureType::Monastery}, {"field", FeatureType::Field}};
  for (auto& [name, type] : kTypes)
    if (s == name) { *t = type; return true; }
  return false;
}

// The marks of a segment (tile.h FeatureDef: inn, cathedral, goods): each only on the feature type
// that can show it, goods one of the three kinds.
bool ReadMarks(const json& jf, FeatureDef* f, std::string_view file, const std::string& tile, std::string* error) {
  auto flag = [&](const char* key, FeatureType on, bool* out) {
    if (!jf.contains(key)) return true;
    if (!jf[key].is_boolean()) return Fail(error, file, tile, std::string("\"") + key + "\" must be true or false");
    if (f->type != on) return Fail(error, file, tile, std::string("\"") + key + "\" on a feature that cannot show it");
    *out = jf[key].get<bool>();
    return true;
  };
  if (!flag("inn", FeatureType::Road, &f->inn) || !flag("cathedral", FeatureType::City, &f->cathedral)) return false;
  if (jf.contains("goods")) {
    const std::string g = jf["goods"].is_string() ? jf["goods"].get<std::string>() : "";
    if (g != "wine" && g != "grain" && g != "cloth") return Fail(error, file, tile, "\"goods\" must be wine, grain or cloth");
    if (f->type != FeatureType::City) return Fail(error, file, tile, "\"goods\" on a feature that is not a city");
    f->goods = g;
  }
  return true;
}

// Checks that edges and features agree (the rules of assets/README.md).
bool CheckTile(const TileDef& t, std::string_view file, std::string* error) {
  // Feature indices are kept in small fields (regions.h Region: feature, city_mask).
  if (t.features.size() > kMaxTileFeatures)
    return Fail(error, file, t.id, "more than " + std::to_string(kMaxTileFeatures) + " features");
  for (int side = 0; side < 4; ++side) {
    int owners = 0;
    for (const FeatureDef& f : t.features) {
      if (!(f.edges >> side & 1)) continue;
      ++owners;
      bool ok = (f.type == FeatureType::City && t.edges[side] == EdgeType::City) ||
                (f.type == FeatureType::Road && t.edges[side] == EdgeType::Road) ||
                (f.type == FeatureType::River && t.edges[side] == EdgeType::River);
      if (!ok)
        return Fail(error, file, t.id, std::string("a ") + std::string(FeatureTypeName(f.type)) + " names edge " +
                                           std::string(kSideNames[side]) + ", which is of another type");
    }
    bool needs_owner = t.edges[side] != EdgeType::Field;
    if (needs_owner && owners != 1)
      return Fail(error, file, t.id, "edge " + std::string(kSideNames[side]) + " belongs to " +
                                         std::to_string(owners) + " segments instead of 1");
  }
  for (int h = 0; h < 8; ++h) {
    int owners = 0;
    for (const FeatureDef& f : t.features)
      if (f.type == FeatureType::Field && (f.halves >> h & 1)) ++owners;
    bool city_edge = t.edges[h >> 1] == EdgeType::City;
    int want = (city_edge || t.closes_edges) ? 0 : 1;
    if (owners != want)
      return Fail(error, file, t.id, "half-edge " + std::string(kHalfNames[h]) + " belongs to " +
                                         std::to_string(owners) + " fields instead of " + std::to_string(want));
  }
  for (const FeatureDef& f : t.features) {
    if (f.type != FeatureType::Field && f.halves)
      return Fail(error, file, t.id, "only fields have half-edges");
    if (f.type == FeatureType::Field && f.edges)
      return Fail(error, file, t.id, "a field names whole edges");
    if ((f.type == FeatureType::City || f.type == FeatureType::Road || f.type == FeatureType::River) && !f.edges)
      return Fail(error, file, t.id, "a city, road or river segment touches no edge");
    for (int c : f.cities)
      if (c < 0 || c >= static_cast<int>(t.features.size()) || t.features[static_cast<size_t>(c)].type != FeatureType::City)
        return Fail(error, file, t.id, "a field's cities entry " + std::to_string(c) + " is not a city feature");
  }
  return true;
}

}  // namespace

std::string_view FeatureTypeName(FeatureType t) {
  switch (t) {
    case FeatureType::City: return "city";
    case FeatureType::Road: return "road";
    case FeatureType::River: return "river";
    case FeatureType::Monastery: return "monastery";
    case FeatureType::Field: return "field";
  }
  return "?";
}

void TileDef::DeriveLookupData() {
  // The first feature (in data order) that owns each side / half-edge.
  for (int local = 0; local < 4; ++local) {
    side_feature[local] = -1;
    for (size_t i = 0; i < features.size() && side_feature[local] < 0; ++i)
      if (features[i].edges >> local & 1) side_feature[local] = static_cast<int8_t>(i);
  }
  for (int local = 0; local < 8; ++local) {
    half_field[local] = -1;
    for (size_t i = 0; i < features.size() && half_field[local] < 0; ++i)
      if (features[i].type == FeatureType::Field && (features[i].halves >> local & 1)) half_field[local] = static_cast<int8_t>(i);
  }
  river_sides = 0;
  for (int side = 0; side < 4; ++side)
    if (edges[side] == EdgeType::River) river_sides = static_cast<uint8_t>(river_sides | 1 << side);
  for (int rot = 0; rot < 4; ++rot) {
    packed_edges[rot] = 0;
    for (int side = 0; side < 4; ++side)
      packed_edges[rot] = static_cast<uint16_t>(packed_edges[rot] | EdgeCode(EdgeAt(side, rot)) << (4 * side));
  }
}

bool Catalog::AddFile(std::string_view name, std::string_view text, std::string* error) {
  json doc = json::parse(text, nullptr, false);
  if (doc.is_discarded() || !doc.is_object()) return Fail(error, name, "", "not valid JSON");
  if (!doc.contains("set") || !doc["set"].is_string()) return Fail(error, name, "", "missing \"set\"");
  if (!doc.contains("tiles") || !doc["tiles"].is_array()) return Fail(error, name, "", "missing \"tiles\"");
  std::string set = doc["set"].get<std::string>();
  for (const json& jt : doc["tiles"]) {
    TileDef t;
    t.index = static_cast<int>(tiles_.size());
    t.set = set;
    if (!jt.is_object() || !jt.contains("id") || !jt["id"].is_string()) return Fail(error, name, "", "a tile without an id");
    t.id = jt["id"].get<std::string>();
    if (Find(t.id)) return Fail(error, name, t.id, "the id is used twice");
    if (!jt.contains("count") || !jt["count"].is_number_integer() || jt["count"].get<int>() < 0)
      return Fail(error, name, t.id, "missing or bad \"count\"");
    t.count = jt["count"].get<int>();
    if (!jt.contains("edges") || !jt["edges"].is_string() || jt["edges"].get<std::string>().size() != 4)
      return Fail(error, name, t.id, "\"edges\" must be four letters");
    std::string edges = jt["edges"].get<std::string>();
    for (int i = 0; i < 4; ++i) {
      switch (edges[static_cast<size_t>(i)]) {
        case 'C': t.edges[i] = EdgeType::City; break;
        case 'R': t.edges[i] = EdgeType::Road; break;
        case 'F': t.edges[i] = EdgeType::Field; break;
        case '~': t.edges[i] = EdgeType::River; break;
        default: return Fail(error, name, t.id, "unknown edge letter in \"edges\"");
      }
    }
    if (jt.contains("stack")) {
      std::string st = jt["stack"].is_string() ? jt["stack"].get<std::string>() : "";
      if (st == "land") t.stack = StackKind::Land;
      else if (st == "river") t.stack = StackKind::River;
      else if (st == "tower") t.stack = StackKind::Tower;
      else if (st == "none") t.stack = StackKind::None;
      else return Fail(error, name, t.id, "unknown \"stack\"");
    }
    auto get_bool = [&](const char* key) { return jt.contains(key) && jt[key].is_boolean() && jt[key].get<bool>(); };
    t.foundation = get_bool("foundation");
    t.source = get_bool("source");
    t.lake = get_bool("lake");
    t.closes_edges = get_bool("closes_edges");
    if (jt.contains("thief")) {
      if (!jt["thief"].is_number_integer()) return Fail(error, name, t.id, "\"thief\" must be a number");
      t.thief = jt["thief"].get<int>();
    }
    if (jt.contains("watchtower")) {
      std::string w = jt["watchtower"].is_string() ? jt["watchtower"].get<std::string>() : "";
      if (w != "meeple" && w != "coat" && w != "road" && w != "monastery" && w != "city")
        return Fail(error, name, t.id, "unknown \"watchtower\" symbol");
      t.watchtower = w;
    }
    if (jt.contains("assumption") && jt["assumption"].is_string()) t.assumption = jt["assumption"].get<std::string>();
    if (!jt.contains("features") || !jt["features"].is_array()) return Fail(error, name, t.id, "missing \"features\"");
    for (const json& jf : jt["features"]) {
      FeatureDef f;
      if (!jf.is_object() || !jf.contains("type") || !jf["type"].is_string() ||
          !ParseFeatureType(jf["type"].get<std::string>(), &f.type))
        return Fail(error, name, t.id, "a feature with a missing or unknown \"type\"");
      if (jf.contains("edges")) {
        if (!jf["edges"].is_array()) return Fail(error, name, t.id, "\"edges\" of a feature must be a list");
        for (const json& e : jf["edges"]) {
          int side = e.is_string() ? SideFromName(e.get<std::string>()) : -1;
          if (side < 0) return Fail(error, name, t.id, "a feature names an unknown edge");
          f.edges |= static_cast<uint8_t>(1 << side);
        }
      }
      if (jf.contains("halves")) {
        if (!jf["halves"].is_array()) return Fail(error, name, t.id, "\"halves\" must be a list");
        for (const json& e : jf["halves"]) {
          int h = e.is_string() ? HalfFromName(e.get<std::string>()) : -1;
          if (h < 0) return Fail(error, name, t.id, "a field names an unknown half-edge");
          f.halves |= static_cast<uint8_t>(1 << h);
        }
      }
      if (jf.contains("coats")) {
        if (!jf["coats"].is_number_integer()) return Fail(error, name, t.id, "\"coats\" must be a number");
        f.coats = jf["coats"].get<int>();
      }
      if (jf.contains("cities")) {
        if (!jf["cities"].is_array()) return Fail(error, name, t.id, "\"cities\" must be a list");
        for (const json& c : jf["cities"]) {
          if (!c.is_number_integer()) return Fail(error, name, t.id, "\"cities\" must list numbers");
          f.cities.push_back(c.get<int>());
        }
      }
      if (!ReadMarks(jf, &f, name, t.id, error)) return false;
      t.features.push_back(std::move(f));
    }
    if (!CheckTile(t, name, error)) return false;
    t.DeriveLookupData();
    tiles_.push_back(std::move(t));
  }
  return true;
}

bool Catalog::AddTilesOf(std::string_view name, const Catalog& part, std::string* error) {
  for (const TileDef& tile : part.tiles_) {
    if (Find(tile.id)) return Fail(error, name, tile.id, "the id is used twice");
    tiles_.push_back(tile);
    tiles_.back().index = static_cast<int>(tiles_.size()) - 1;
  }
  return true;
}

const TileDef* Catalog::Find(std::string_view id) const {
  for (const TileDef& t : tiles_)
    if (t.id == id) return &t;
  return nullptr;
}

bool TileData::Build(const std::vector<EmbeddedFile>& files, std::string* error) {
  return TileDataBuild(files).Finish(this, error);
}

TileDataBuild::TileDataBuild(const std::vector<EmbeddedFile>& files) {
  const EmbeddedFile* manifest = nullptr;
  for (const EmbeddedFile& f : files)
    if (f.name == kTileRevisionsFile) manifest = &f;
  if (!manifest) {
    Fail(std::string(kTileRevisionsFile) + " is missing");
    return;
  }
  json doc = json::parse(manifest->text, nullptr, false);
  if (doc.is_discarded() || !doc.is_object() || !doc.contains("revisions") || !doc["revisions"].is_array()) {
    Fail(std::string(kTileRevisionsFile) + ": \"revisions\" must be a list");
    return;
  }
  for (const json& jr : doc["revisions"]) {
    const int want = static_cast<int>(revisions_.size()) + 1;
    const std::string where = std::string(kTileRevisionsFile) + ": revision " + std::to_string(want);
    if (!jr.is_object() || !jr.contains("revision") || jr["revision"] != want) {
      Fail(where + ": revisions must be numbered 1, 2, 3... in order");
      return;
    }
    if (!jr.contains("files") || !jr["files"].is_array() || jr["files"].empty()) {
      Fail(where + ": \"files\" must list the tile files");
      return;
    }
    std::vector<size_t> listed;
    for (const json& jf : jr["files"]) {
      const EmbeddedFile* file = nullptr;
      for (const EmbeddedFile& f : files)
        if (jf.is_string() && f.name == jf.get<std::string>()) file = &f;
      if (!file || file == manifest) {
        Fail(where + ": no tile file " + jf.dump());
        return;
      }
      // Each file read once, however many revisions list it (the first four sets' files are in every
      // revision): reading is most of the rulebook's start.
      const size_t i = static_cast<size_t>(std::find(to_read_.begin(), to_read_.end(), file) - to_read_.begin());
      if (i == to_read_.size()) {
        to_read_.push_back(file);
        first_listed_by_.push_back(want);
      }
      listed.push_back(i);
    }
    revisions_.push_back(std::move(listed));
  }
  if (revisions_.empty()) {
    Fail(std::string(kTileRevisionsFile) + " lists no revision");
    return;
  }
  for (const EmbeddedFile& f : files)
    if (&f != manifest && std::find(to_read_.begin(), to_read_.end(), &f) == to_read_.end()) {
      Fail(std::string(f.name) + " belongs to no tile-data revision (" + kTileRevisionsFile + ")");
      return;
    }
}

bool TileDataBuild::Fail(const std::string& what) {
  error_ = what;
  finished_ = true;
  return true;
}

bool TileDataBuild::Step() {
  if (finished_) return true;
  const size_t i = read_.size();
  if (i < to_read_.size()) {
    Catalog tiles;
    std::string error;
    if (!tiles.AddFile(to_read_[i]->name, to_read_[i]->text, &error))
      return Fail("tile data revision " + std::to_string(first_listed_by_[i]) + ": " + error);
    read_.push_back(std::move(tiles));
  }
  if (read_.size() == to_read_.size()) PutTogether();
  return finished_;
}

void TileDataBuild::PutTogether() {
  for (size_t r = 0; r < revisions_.size(); ++r) {
    Catalog c;
    for (const size_t i : revisions_[r]) {
      std::string error;
      if (!c.AddTilesOf(to_read_[i]->name, read_[i], &error)) {
        Fail("tile data revision " + std::to_string(r + 1) + ": " + error);
        return;
      }
    }
    built_.revisions_.push_back(std::move(c));
  }
  finished_ = true;
}

bool TileDataBuild::Finish(TileData* out, std::string* error) {
  while (!Step()) {
  }
  out->revisions_.clear();
  if (!error_.empty()) {
    *error = error_;
    return false;
  }
  out->revisions_ = std::move(built_.revisions_);
  return true;
}

const Catalog* TileData::Revision(int revision) const {
  if (revision < 1 || revision > Latest()) return nullptr;
  return &revisions_[static_cast<size_t>(revision - 1)];
}

namespace {
const Catalog& EmptyCatalog() {
  static const Catalog empty;
  return empty;
}
}  // namespace

const Catalog& TheCatalog() {
  const Catalog* c = TheRulebook().tiles.Revision(TheRulebook().tiles.Latest());
  return c ? *c : EmptyCatalog();
}
const std::string& CatalogError() { return TheRulebook().error; }

}  // namespace carc
