// Entry point: SDL, OpenGL and Dear ImGui setup, then the main loop (platform/platform.h).
#include <SDL.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>

#include <cstdio>
#include <string>

#include "app/app.h"
#include "i18n/i18n.h"
#include "i18n/language_choice.h"
#include "ui/text/look.h"
#include "platform/backstop.h"
#include "platform/platform.h"
#include "script/script_api.h"

int main(int argc, char** argv) {
  // The desktop opens a share link given as its argument (what follows '#'), as the page opens its own.
  if (argc > 1) {
    const std::string link = argv[1];
    carc::platform::SetUrlHash(link.substr(link.find('#') == std::string::npos ? 0 : link.find('#') + 1));
  }
  // The language before anything is shown: the one chosen in the page before, else the best match of
  // the browser's preferred languages.
  static carc::LanguageChoice language;  // static: outlives main() on the web, as the App
  language.Start();
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
    std::fprintf(stderr, "SDL_Init failed: %s\n", SDL_GetError());
    carc::platform::ShowAlert(carc::i18n::T("app.error.sdl"));
    return 1;
  }
  const char* glsl_version = carc::platform::ConfigureGl();
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
  SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0);

  const auto window_flags =
      static_cast<SDL_WindowFlags>(SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  SDL_Window* window = SDL_CreateWindow("Carcassonne", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                        1280, 800, window_flags);
  SDL_GLContext gl_context = window ? SDL_GL_CreateContext(window) : nullptr;
  if (!gl_context) {
    std::fprintf(stderr, "Could not create an OpenGL context: %s\n", SDL_GetError());
    carc::platform::ShowAlert(carc::i18n::T("app.error.gl"));
    return 1;
  }
  SDL_GL_MakeCurrent(window, gl_context);
  SDL_GL_SetSwapInterval(1);

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // no imgui.ini: layout is not persisted
  io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  carc::ui::SetUpLook(window);
  ImGui_ImplSDL2_InitForOpenGL(window, gl_context);
  ImGui_ImplOpenGL3_Init(glsl_version);

  static carc::ui::App app(window, language);  // static: outlives main() on the web
  carc::ui::AttachScriptApi(&app);    // window.carcassonne drives this App (script/script_api.h)
  carc::platform::RunMainLoop(
      [](void* a) {
        // Backstop: nothing in the game should throw, but if a bug does, say so and stop drawing
        // rather than die silently. The game was saved after its last action (saves/saved_games.h).
        bool go_on = false;
        if (auto escaped = carc::platform::Catching([&] { go_on = static_cast<carc::ui::App*>(a)->Frame(); })) {
          std::fprintf(stderr, "internal error: %s\n", escaped->c_str());
          carc::platform::ShowAlert(carc::i18n::T("app.error.internal"));
          return false;
        }
        return go_on;
      },
      &app);

  // Reached on the desktop only.
  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplSDL2_Shutdown();
  ImGui::DestroyContext();
  SDL_GL_DeleteContext(gl_context);
  SDL_DestroyWindow(window);
  SDL_Quit();
  return 0;
}
