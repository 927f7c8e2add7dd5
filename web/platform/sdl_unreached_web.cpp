// The page's SDL2 without the code the game never runs (issue 47: the first visit's bytes). The game
// takes SDL's window, WebGL context, events and the browser's own cursors, and draws everything with
// WebGL through ImGui: it makes no software surface, blits nothing, opens no game controller and
// reads no gesture event. SDL links that code in all the same, reached through its video driver's
// function pointers and ImGui's SDL backend, so web/CMakeLists.txt wraps the calls that lead into it
// (-Wl,--wrap=NAME sends every call to NAME between object files to __wrap_NAME), and each wrapper
// below answers as SDL answers when it cannot do the thing. The page only (the desktop build links
// Debian's whole SDL); SDL's sources are not patched.
#include <SDL.h>

extern "C" {

// Software surfaces, and with them the blitters (SDL_blit_*.c, SDL_RLEaccel.c, SDL_fillrect.c: about
// 200 KB of app.wasm, reached only through surfaces). The Emscripten video driver makes a surface in
// two places: a window's framebuffer (SDL_GetWindowSurface, for drawing without GL: the game has a GL
// context instead) and a cursor made from a picture (SDL_CreateColorCursor converts it: ImGui's cursors
// are the browser's, SDL_CreateSystemCursor). Both fail cleanly on a null surface, as when out of memory.
SDL_Surface* __wrap_SDL_CreateRGBSurface(Uint32, int, int, int, Uint32, Uint32, Uint32, Uint32) {
  SDL_SetError("This build of SDL has no software surfaces (the game draws with WebGL)");
  return nullptr;
}

SDL_Surface* __wrap_SDL_ConvertSurfaceFormat(SDL_Surface*, Uint32, Uint32) {
  SDL_SetError("This build of SDL has no software surfaces (the game draws with WebGL)");
  return nullptr;
}

// Run-length encoding of a surface, asked for again when an encoded surface is unlocked
// (SDL_UnlockSurface): there is no surface, encoded or not. SDL goes on with the surface unencoded
// when this fails.
int __wrap_SDL_RLESurface(SDL_Surface*) {
  return SDL_SetError("This build of SDL has no software surfaces (the game draws with WebGL)");
}

// Its decoding, when an encoded surface is locked, converted or freed (SDL calls it only for a surface
// flagged SDL_RLEACCEL, which only a successful SDL_RLESurface sets): nothing is ever encoded to decode.
void __wrap_SDL_UnRLESurface(SDL_Surface*, int) {}

// Game controllers: ImGui's SDL backend opens one each frame only with ImGuiConfigFlags_NavEnableGamepad,
// which the game does not set, and this SDL is built without joysticks (setup.sh), so there is never one
// to open. The wrapper keeps SDL's controller mappings (their parser and database) out.
SDL_GameController* __wrap_SDL_GameControllerOpen(int) {
  SDL_SetError("This build of SDL has no game controllers");
  return nullptr;
}

// SDL's gestures (SDL_MULTIGESTURE, SDL_DOLLARGESTURE, made from the finger events as they are queued):
// the game reads the fingers itself (web/app/app.cpp's SDL_FINGER* events, web/ui/board/pinch.cpp) and
// never these events, which would only fill the queue beside the finger events.
void __wrap_SDL_GestureProcessEvent(SDL_Event*) {}

}  // extern "C"
