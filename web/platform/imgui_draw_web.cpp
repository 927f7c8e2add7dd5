// Dear ImGui's drawing code (imgui_draw.cpp, compiled here instead of directly) without its built-in
// font. ImGui falls back to ProggyClean, a 12 KB array (6 KiB of gzipped app.wasm), when an atlas is
// built with no font added; the game always adds its own (ui/text/look.cpp) before building, so the
// fallback is never taken. Its only call, `AddFontDefault()` in ImFontAtlas::Build, is inlined there,
// so the linker cannot drop it (-Wl,--wrap does not reach an inlined call). The macro below turns
// that call, the only one written with no arguments, into nothing; written with arguments (the
// function's declaration and definition) the name stays as it is. Nothing calls the function then,
// and the link leaves it and ProggyClean out. ImGui 1.86 (Debian's) has no switch for this;
// later versions have IMGUI_DISABLE_DEFAULT_FONT.
#include "imgui.h"

#define CARC_SECOND_OF(first, second, ...) second
#define AddFontDefault(...) CARC_SECOND_OF(__VA_OPT__(, ) AddFontDefault(__VA_ARGS__), (void)0)
#include "imgui_draw.cpp"
#undef AddFontDefault
#undef CARC_SECOND_OF
