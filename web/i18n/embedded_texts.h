#pragma once
// The catalogues of assets/i18n/<lang>/<area>.json, embedded at build time (cmake/EmbedAssets.cmake,
// web/CMakeLists.txt); names are "<lang>/<area>.json".
#include "carc/embedded_assets.h"

namespace carc {

const std::vector<EmbeddedFile>& EmbeddedTextFiles();

}  // namespace carc
