#pragma once
// The tile data files of assets/tiles/, embedded at build time (see cmake/EmbedAssets.cmake).
#include <string_view>
#include <vector>

namespace carc {

struct EmbeddedFile {
  std::string_view name;  // file name, e.g. "base.json"
  std::string_view text;  // the file's bytes
};

const std::vector<EmbeddedFile>& EmbeddedTileFiles();

}  // namespace carc
