#pragma once
// The catalogues of assets/i18n/<lang>/<area>.json embedded at build time (cmake/EmbedAssets.cmake,
// web/i18n/CMakeLists.txt; names are "<lang>/<area>.json"): every language in the desktop build,
// English only in the web build, which fetches the others (i18n::AddCatalogue).
#include "carc/embedded_assets.h"

namespace carc {

const std::vector<EmbeddedFile>& EmbeddedTextFiles();

}  // namespace carc
