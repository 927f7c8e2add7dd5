// Entry point: SDL, OpenGL and Dear ImGui set up in steps, then the main loop (platform/platform.h).
#include <SDL.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>

#include <cstdio>
#include <optional>
#include <string>

#include "app/app.h"
#include "app/warm_up.h"
#include "i18n/i18n.h"
#include "i18n/language_choice.h"
#include "ui/text/look.h"
#include "platform/backstop.h"
#include "platform/platform.h"
#include "script/script_api.h"

namespace {

// What the start makes and the frames use: static, as the start's steps run after main() has returned
// on the web.
struct Started {
  carc::LanguageChoice language;
  const char* glsl_version = nullptr;
  SDL_Window* window = nullptr;
  SDL_GLContext gl_context = nullptr;
  bool backends = false;  // ImGui's SDL and OpenGL backends initialised
  std::optional<carc::ui::App> app;
  bool stopped = false;  // a step could not go on
};
Started g_started;

// Backstop: nothing in the game should throw, but if a bug does, say so and stop (the start, or the
// frames) rather than die silently. The game was saved after its last action (saves/saved_games.h).
void ReportEscaped(const std::string& what) {
  std::fprintf(stderr, "internal error: %s\n", what.c_str());
  carc::platform::ShowAlert(carc::i18n::T("app.error.internal"));
}

// A step of the start that throws is reported as a frame that throws: the player is told, and the
// start stops.
carc::platform::StartStep Guarded(carc::platform::StartStep step) {
  return [step = std::move(step)] {
    bool go_on = false;
    if (auto escaped = carc::platform::Catching([&] { go_on = step(); })) {
      ReportEscaped(*escaped);
      go_on = false;
    }
    g_started.stopped = !go_on;
    return go_on;
  };
}

// The texts built into app.wasm (English's), parsed from their JSON.
bool StartTexts() {
  carc::i18n::ReadBuiltInTexts();
  return true;
}

// The language before anything is shown: the one chosen in the page before, else the best match of
// the browser's preferred languages (another language's texts parsed).
bool StartLanguage() {
  g_started.language.Start();
  return true;
}

// SDL and the window (the page's canvas).
bool StartWindow() {
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
    std::fprintf(stderr, "SDL_Init failed: %s\n", SDL_GetError());
    carc::platform::ShowAlert(carc::i18n::T("app.error.sdl"));
    return false;
  }
  g_started.glsl_version = carc::platform::ConfigureGl();
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
  SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0);
  const auto window_flags =
      static_cast<SDL_WindowFlags>(SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  g_started.window = SDL_CreateWindow("Carcassonne", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 1280, 800,
                                      window_flags);
  if (!g_started.window) {
    std::fprintf(stderr, "Could not create the window: %s\n", SDL_GetError());
    carc::platform::ShowAlert(carc::i18n::T("app.error.gl"));
    return false;
  }
  return true;
}

// Its WebGL2 (desktop: OpenGL 3.2) context: on the web the browser's getContext, which waits for the
// GPU process at a page's first context.
bool StartGlContext() {
  g_started.gl_context = SDL_GL_CreateContext(g_started.window);
  if (!g_started.gl_context) {
    std::fprintf(stderr, "Could not create an OpenGL context: %s\n", SDL_GetError());
    carc::platform::ShowAlert(carc::i18n::T("app.error.gl"));
    return false;
  }
  SDL_GL_MakeCurrent(g_started.window, g_started.gl_context);
  SDL_GL_SetSwapInterval(1);
  return true;
}

// Dear ImGui, and the letters the language's texts need (the blocks of characters the fonts will hold).
bool StartImGui() {
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // no imgui.ini: layout is not persisted
  io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  carc::ui::ExpectLanguageTexts();
  return true;
}

// The font atlas's builder warmed up on one character (app/warm_up.h).
bool StartFontBuilder() {
  carc::ui::WarmUpFontBuilder();
  return true;
}

// The fonts rasterized for the screen's density, and the style.
bool StartLook() {
  carc::ui::SetUpLook(g_started.window);
  return true;
}

// ImGui's input and drawing backends, with their shaders and the font texture made now rather than in
// the first frame.
bool StartDrawing() {
  ImGui_ImplSDL2_InitForOpenGL(g_started.window, g_started.gl_context);
  ImGui_ImplOpenGL3_Init(g_started.glsl_version);
  g_started.backends = true;
  ImGui_ImplOpenGL3_CreateDeviceObjects();
  return true;
}

// Dear ImGui's widgets drawn once, unseen, so that the first frame does not compile them (app/warm_up.h):
// a frame for each part, each a step.
carc::platform::StartStep StartWidgets(int part) {
  return [part] {
    carc::ui::WarmUpWidgets(part);
    return true;
  };
}

// The language menu's names measured, those the atlas lacks by the browser (app/warm_up.h).
bool StartLanguageNames() {
  carc::ui::WarmUpLanguageNames();
  return true;
}

// The game: saved games, settings, and window.carcassonne driving it (script/script_api.h).
bool StartApp() {
  g_started.app.emplace(g_started.window, g_started.language);
  carc::ui::AttachScriptApi(&*g_started.app);
  return true;
}

// A frame of the App the last step made.
bool Frame(void*) {
  bool go_on = false;
  if (auto escaped = carc::platform::Catching([&] { go_on = g_started.app->Frame(); })) {
    ReportEscaped(*escaped);
    return false;
  }
  return go_on;
}

}  // namespace

int main(int argc, char** argv) {
  // The desktop opens a share link given as its argument (what follows '#'), as the page opens its own.
  if (argc > 1) {
    const std::string link = argv[1];
    carc::platform::SetUrlHash(link.substr(link.find('#') == std::string::npos ? 0 : link.find('#') + 1));
  }
  std::vector<carc::platform::StartStep> steps = {
      Guarded(StartTexts), Guarded(StartLanguage),    Guarded(StartWindow), Guarded(StartGlContext),
      Guarded(StartImGui), Guarded(StartFontBuilder), Guarded(StartLook), Guarded(StartDrawing)};
  for (int part = 0; part < carc::ui::kWidgetWarmUps; ++part) steps.push_back(Guarded(StartWidgets(part)));
  steps.push_back(Guarded(StartLanguageNames));
  steps.push_back(Guarded(StartApp));
  carc::platform::RunStartThenFrames(std::move(steps), Frame, nullptr);

  // Reached on the web at once (the start goes on in tasks of its own); on the desktop when the frames
  // have stopped.
#ifndef __EMSCRIPTEN__
  if (g_started.app) {
    carc::ui::AttachScriptApi(nullptr);
    g_started.app.reset();
  }
  // What the start made, undone in reverse, as far as it went.
  if (g_started.backends) {
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplSDL2_Shutdown();
  }
  if (ImGui::GetCurrentContext()) ImGui::DestroyContext();
  if (g_started.gl_context) SDL_GL_DeleteContext(g_started.gl_context);
  if (g_started.window) SDL_DestroyWindow(g_started.window);
  SDL_Quit();
#endif
  return g_started.stopped ? 1 : 0;
}
