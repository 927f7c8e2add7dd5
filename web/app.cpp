#include "app.h"

#include <SDL.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>
#include <imgui_internal.h>  // the keyboard focus of ImGui's navigation (BoardTakesKey)

#include <algorithm>
#include <vector>
#include <chrono>
#include <cmath>
#include <cstring>

#include "i18n/i18n.h"
#include "messages.h"
#include "platform.h"
#include "script_api.h"
#include "ui/screens/dialog.h"
#include "ui/screens/gallery.h"
#include "ui/panels/hint_view.h"
#include "ui/text/look.h"
#include "ui/base/marks.h"
#include "ui/base/palette.h"
#include "ui/art/table_art.h"
#include "ui/text/text.h"

#if defined(__EMSCRIPTEN__)
#include <GLES3/gl3.h>
#else
#include <SDL_opengl.h>
#endif

namespace carc::ui {
namespace {

double NowMs() {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

constexpr ImGuiWindowFlags kPanelFlags = ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                                         ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                                         ImGuiWindowFlags_NoTitleBar;

// The screen points where the player can act now: the squares where the tile fits, the figure
// targets, the abbey's holes (the tip card keeps clear of them).
std::vector<ImVec2> PlacesToAct(const BoardView& board, const TurnOptions& opts) {
  std::vector<ImVec2> out;
  auto centre = [&](Pos p) { return board.WorldToScreen(ImVec2(p.x + 0.5f, p.y + 0.5f)); };
  for (const auto& [p, rots] : opts.placements) out.push_back(centre(p));
  for (const Target& t : opts.targets) out.push_back(board.WorldToScreen(t.world));
  for (Pos p : opts.holes) out.push_back(centre(p));
  return out;
}
}  // namespace

void ChooseLanguageAtStart() { TheLanguageChoice().Start(); }

App::App(SDL_Window* window) : window_(window) {
  AttachScriptApi(this);
  InitSaves();
  tips_.Load();
  motion_.Load();
  sounds_.Load();
}

LanguageChoice::Outcome App::SetLanguage(std::string_view code) {
  const LanguageChoice::Outcome outcome = TheLanguageChoice().Choose(code);
  if (outcome == LanguageChoice::Outcome::Changed) LanguageApplied();
  if (std::string problem = TheLanguageChoice().TakeProblem(); !problem.empty()) Alert(problem, false);
  return outcome;
}

void App::LanguageApplied() {
  log_.Reset();
  opts_version_ = -1;  // target labels are texts too
}

bool App::StartGame(const Setup& setup, std::string* error) {
  if (!session_.NewGame(setup, error)) return false;
  GameReplaced();
  announced_events_ = 0;  // a new game: its first events are said too (the first tile drawn)
  return true;
}

bool App::PlayAgain(std::string* error) {
  Setup setup = session_.Record().setup;
  // A fair game again: the same seats on this device, new secrets, the invitation around again.
  std::vector<int> here;
  if (setup.fair_deal) {
    for (int p = 0; p < static_cast<int>(setup.players.size()); ++p)
      if (link_.LocalSeats().IsLocal(p)) here.push_back(p);
  }
  setup.seed = setup.fair_deal ? std::string() : NewShuffleCode();
  setup.has_deck = false;
  setup.deck_land.clear(), setup.deck_river.clear(), setup.deck_tower.clear();
  setup.ruleset = Setup{}.ruleset;  // a new game is judged by today's rules
  if (!StartGame(setup, error)) return false;
  if (setup.fair_deal) link_.StartedHere(here);
  NewGameScreen::Remember(setup);
  return true;
}

bool App::LoadRecord(const GameRecord& record, std::string* error) {
  if (!session_.Load(record, error)) return false;
  GameReplaced();
  return true;
}

void App::GameReplaced() {
  keeper_.Detach();  // a different game: its own saved entry (OpenRecord names an existing one)
  fork_notice_.Close();
  replay_.Close();
  saves_view_.DismissOffer();  // a game started or opened another way answers "continue?"
  screen_ = Screen::Game;
  board_.CentreOn(session_.State());
  log_.Reset();
  tips_.Reset();
  motion_.Skip(session_.GetEvents());
  ai_.Reset();
  rot_ = 0;
  show_final_ = true;
  final_version_ = -1;
  announced_events_ = session_.GetEvents().size();  // a game opened: say whose turn, not its past
  announced_decision_.clear();
  announced_version_ = -1;
  new_game_.PrefillFrom(session_.Record().setup);
  // Play by link: a game started here plays every seat here until said otherwise (OpenRecord reads
  // the saved seats of a game opened).
  link_.Reset();
  final_since_.clear();
  log_.Highlight(static_cast<size_t>(-1));
  platform::ShowAlert("");
  error_alert_ = false;
}

void App::Alert(const std::string& text, bool is_error) {
  platform::ShowAlert(text);
  error_alert_ = is_error;
}

std::optional<Error> App::ApplyAction(const Action& a) {
  const bool was_over = IsOver(session_.State());
  const bool by_person = !DeciderIsAi(session_.State());
  if (by_person && !link_.MayDecide()) {
    // Another player's decision, on their own device (or the seat question / the replay first).
    const std::string why = link_.RefusalText();
    Alert(why, true);
    return Error{ErrorCode::NotLegal, "not this device's turn: " + why};
  }
  motion_.BeforeAction(session_.State());
  const size_t events_before = session_.GetEvents().size();
  const int decider_before = session_.State().decider;
  auto err = session_.Apply(a);
  if (err) {
    Alert(i18n::F("app.move-refused", {{"why", ErrorReason(*err)}}), true);
    return err;
  }
  motion_.AfterAction(session_.State(), session_.GetEvents(), NowMs());  // drawn from the next frame
  sounds_.AfterEvents(session_.GetEvents(), events_before);
  if (link_.MayDecide() && session_.State().decider != decider_before) sounds_.YourTurn();
  if (error_alert_) Alert("", false);
  if (by_person) {
    link_.PersonMoved();
    final_since_.clear();
  }
  // The end: the dialog shows the result, and the live region announces it (AnnounceChanges); no
  // banner over the board besides.
  if (!was_over && IsOver(session_.State())) show_final_ = true;
  AutoSave();
  return std::nullopt;
}

void App::UndoAction() {
  session_.Undo();
  motion_.Skip(session_.GetEvents());
  if (error_alert_) Alert("", false);
  AutoSave();
}

const TurnOptions& App::Options() {
  if (opts_version_ != session_.Version() || opts_language_ != i18n::Generation()) {
    opts_language_ = i18n::Generation();
    opts_ = BuildTurnOptions(session_.State(), session_.Legal());
    opts_version_ = session_.Version();
    // Keep the player's rotation if it fits somewhere; else start from the first that does.
    if (opts_.decision == Decision::Place && !opts_.placements.empty()) {
      uint8_t any = 0;
      for (const auto& [p, m] : opts_.placements) any |= m;
      if (!(any >> rot_ & 1))
        for (int r = 0; r < 4; ++r)
          if (any >> r & 1) {
            rot_ = r;
            break;
          }
    }
  }
  return opts_;
}

nlohmann::json App::FrameStatsJson() const {
  const int n = std::min(stats_.count, FrameStats::kWindow);
  double ui = 0, total = 0, ui_max = 0, total_max = 0, work_max = 0;
  int presented = 0;
  for (int i = 0; i < n; ++i) {
    presented += stats_.presented[i] ? 1 : 0;
    ui += stats_.ui_ms[i], total += stats_.total_ms[i];
    ui_max = std::max(ui_max, stats_.ui_ms[i]);
    total_max = std::max(total_max, stats_.total_ms[i]);
    work_max = std::max(work_max, stats_.work_ms[i]);
  }
  // Medians too: on a busy machine the average carries the frames the system took the CPU away from.
  auto median = [n](const double* v) {
    std::vector<double> a(v, v + n);
    if (a.empty()) return 0.0;
    std::nth_element(a.begin(), a.begin() + n / 2, a.end());
    return a[static_cast<size_t>(n / 2)];
  };
  const ImDrawData* dd = ImGui::GetDrawData();
  // The vertices of each window's list (the board, the panels): where a frame's work goes.
  nlohmann::json lists = nlohmann::json::object();
  for (int i = 0; dd && i < dd->CmdListsCount; ++i)
    if (dd->CmdLists[i]->_OwnerName) lists[dd->CmdLists[i]->_OwnerName] = dd->CmdLists[i]->VtxBuffer.Size;
  return {{"frames", stats_.frames}, {"window", n},
          {"uiMsAvg", n ? ui / n : 0.0}, {"uiMsMax", ui_max}, {"uiMsMedian", median(stats_.ui_ms)},
          {"totalMsAvg", n ? total / n : 0.0}, {"totalMsMax", total_max}, {"totalMsMedian", median(stats_.total_ms)},
          {"workMsMax", work_max}, {"workMsMedian", median(stats_.work_ms)},
          {"presented", presented}, {"presentMode", presenter_.ModeName()},
          {"vertices", dd ? dd->TotalVtxCount : 0}, {"tiles", session_.State().board.size()},
          {"figures", session_.State().figures.size()}, {"boardRepaints", board_.LayerRepaints()},
          {"boardLayer", board_.LayerStats()}, {"verticesByWindow", lists}};
}

void App::HandleEvent(const SDL_Event& e) {
  ImGuiIO& io = ImGui::GetIO();
  switch (e.type) {
    case SDL_QUIT: running_ = false; break;
    case SDL_WINDOWEVENT:
      if (e.window.event == SDL_WINDOWEVENT_CLOSE && e.window.windowID == SDL_GetWindowID(window_)) running_ = false;
      break;
    case SDL_KEYDOWN:
      shift_ = (e.key.keysym.mod & KMOD_SHIFT) != 0;
      ctrl_ = (e.key.keysym.mod & (KMOD_CTRL | KMOD_GUI)) != 0;
      if (!io.WantTextInput && !AnyDialogOpen()) keys_.push_back(e.key.keysym.sym);
      break;
    case SDL_FINGERDOWN:
    case SDL_FINGERMOTION:
    case SDL_FINGERUP: {
      const ImVec2 p(e.tfinger.x * io.DisplaySize.x, e.tfinger.y * io.DisplaySize.y);
      const long long id = static_cast<long long>(e.tfinger.fingerId);
      if (e.type == SDL_FINGERUP) {
        fingers_.erase(id);
      } else {
        fingers_[id] = p;
      }
      if (fingers_.size() == 2) {
        const ImVec2 a = fingers_.begin()->second, b = std::next(fingers_.begin())->second;
        const float d = std::hypot(a.x - b.x, a.y - b.y);
        const ImVec2 mid((a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f);
        if (e.type == SDL_FINGERMOTION && pinch_dist_ > 0) {
          board_.ZoomBy(d / pinch_dist_, mid);
          board_.PanBy({mid.x - pinch_mid_.x, mid.y - pinch_mid_.y});
        }
        board_.CancelClick();  // a pinch is never a click
        pinch_dist_ = std::max(d, 1.0f);
        pinch_mid_ = mid;
      } else {
        pinch_dist_ = 0;
      }
      break;
    }
    default: break;
  }
}

bool App::Frame() {
  const double t_start = NowMs();
  SDL_Event event;
  keys_.clear();
  // ImGui 1.86 reads keys as held or not once a frame: a key pressed and released between two frames
  // (a quick tap, a test driver's press) would never be seen pressed. Its release waits for the next
  // frame instead.
  std::vector<SDL_Event> events = std::move(held_back_);
  held_back_.clear();
  std::vector<SDL_Scancode> pressed;
  while (SDL_PollEvent(&event)) {
    if (event.type == SDL_KEYDOWN) pressed.push_back(event.key.keysym.scancode);
    if (event.type == SDL_KEYUP &&
        std::find(pressed.begin(), pressed.end(), event.key.keysym.scancode) != pressed.end()) {
      held_back_.push_back(event);
      continue;
    }
    events.push_back(event);
  }
  for (const SDL_Event& e : events) {
    SDL_Event copy = e;
    if (!BoardTakesKey(copy)) ImGui_ImplSDL2_ProcessEvent(&copy);
    HandleEvent(copy);
  }

  UpdateLook(window_);  // new fonts when the pixel density changed (browser zoom, another screen)
  if (TheLanguageChoice().Poll()) LanguageApplied();  // a language chosen earlier has arrived
  if (std::string problem = TheLanguageChoice().TakeProblem(); !problem.empty()) Alert(problem, false);
  const double t0 = NowMs();
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  PointerWithoutFocus();
  ImGui::NewFrame();
  marks::BeginFrame();
  BeginTextFrame();
  BeginDialogFrame();
  FollowOtherTabs();  // before anything is drawn: no move is offered on a position another window left
  CheckHash();
  motion_.SetReducedBySystem(platform::PrefersReducedMotion());
  Draw();
  ImGui::Render();
  const double t1 = NowMs();

  // Drawn to the screen only when the picture changed (ui/base/present.h): an unchanged page costs the
  // building above and nothing more.
  const bool present = presenter_.NeedsPresent(*ImGui::GetDrawData());
  if (present) {
    const ImGuiIO& io = ImGui::GetIO();
    glViewport(0, 0, static_cast<int>(io.DisplaySize.x * io.DisplayFramebufferScale.x),
               static_cast<int>(io.DisplaySize.y * io.DisplayFramebufferScale.y));
    glClearColor(0.26f, 0.17f, 0.12f, 1.0f);  // the table (palette::kBackground)
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  }
  const double t2 = NowMs();
  if (present) SDL_GL_SwapWindow(window_);

  if (++stats_.frames == 1) platform::SignalReady();
  StepAi();
  if (screen_ == Screen::Game) link_.Step();  // the replay since my last move, the deal's values, the send prompt
  AutoSave();
  AnnounceChanges();
  SyncKeys();
  const int slot = stats_.count % FrameStats::kWindow;
  stats_.ui_ms[slot] = t1 - t0;
  stats_.total_ms[slot] = t2 - t0;
  stats_.presented[slot] = present;
  stats_.work_ms[slot] = NowMs() - t_start;
  ++stats_.count;
  if (!present) platform::FrameNotPresented();
  return running_;
}

void App::PointerWithoutFocus() {
  // ImGui 1.86's SDL backend, on the web, reads the pointer only while the page's window has the
  // keyboard focus (SDL_WINDOW_INPUT_FOCUS); in a window beside the focused one (another browser
  // window, a chat) nothing under the pointer lit up, and a click that did not focus the window first
  // (a test driver's, which is how the seat question and the older-link dialog lost clicks in WebKit)
  // was lost. The pointer counts wherever it is over the canvas, as in later ImGui versions.
  ImGuiIO& io = ImGui::GetIO();
  if (ImGui::IsMousePosValid(&io.MousePos) || SDL_GetMouseFocus() != window_) return;
  int x = 0, y = 0;
  SDL_GetMouseState(&x, &y);
  io.MousePos = ImVec2(static_cast<float>(x), static_cast<float>(y));
}

void App::SyncKeys() {
  // The keyboard's cursor follows a decision made this frame (a key, a computer seat) at once, so the
  // script API never reads it on the previous decision's square.
  if (screen_ != Screen::Game || !session_.Active()) return;
  const TurnOptions& opts = Options();
  board_keys_.Follow(opts, session_.Version());
  const GameState& s = session_.State();
  if (board_keys_.Shown() && link_.MayDecide() && opts.decision == Decision::Place)
    rot_ = board_keys_.FitRotation(opts, rot_);
}

bool App::BoardTakesKey(const SDL_Event& e) const {
  if (e.type != SDL_KEYDOWN) return false;
  const SDL_Keycode k = e.key.keysym.sym;
  const bool ctrl = (e.key.keysym.mod & (KMOD_CTRL | KMOD_GUI)) != 0;
  const bool board_key = k == SDLK_LEFT || k == SDLK_RIGHT || k == SDLK_UP || k == SDLK_DOWN || k == SDLK_RETURN ||
                         k == SDLK_KP_ENTER || k == SDLK_SPACE || (k == SDLK_TAB && !ctrl);
  if (!board_key || screen_ != Screen::Game || !session_.Active() || AnyDialogOpen() || ImGui::GetIO().WantTextInput)
    return false;
  // A player who took ImGui's keyboard focus into a panel (Ctrl+Tab) moves there with the arrows and
  // presses its buttons with Space, until Escape gives the keys back to the board.
  const ImGuiContext& g = *GImGui;
  if (PanelHasKeys() || g.NavWindowingTarget) return false;
  if (g.NavWindow && g.NavId != 0 && !g.NavDisableHighlight && std::strcmp(g.NavWindow->Name, "##main") != 0)
    return false;
  return true;
}

bool App::PanelHasKeys() const {
  if (!panel_keys_) return false;
  const ImGuiWindow* nav = GImGui->NavWindow;
  return nav && (std::strcmp(nav->RootWindow->Name, "##side") == 0 || std::strcmp(nav->RootWindow->Name, "##top") == 0);
}

void App::FocusPanel() {
  // Called before the panel is drawn: ImGui picks its first button while drawing it.
  // The sidebar (phones: the top bar, with the menu, share and help) gets ImGui's keyboard focus with
  // its first button highlighted: arrows move, Space presses, Escape gives the keys back.
  ImGuiWindow* panel = ImGui::FindWindowByName(wide_ ? "##side" : "##top");
  if (!panel) return;
  ImGui::FocusWindow(panel);
  ImGui::NavInitWindow(panel, true);
  GImGui->NavDisableHighlight = false;
  panel_keys_ = true;
}

void App::AnnounceChanges() {
  if (!session_.Active() || session_.Version() == announced_version_) return;
  announced_version_ = session_.Version();
  const GameState& s = session_.State();
  const Events& events = session_.GetEvents();
  // The log's own sentences for the new events (the tile drawn, figures, scores), then whose turn.
  std::vector<std::string> say;
  if (announced_events_ < events.size()) say = DescribeNewEvents(s, events, announced_events_);
  announced_events_ = events.size();
  const std::string decision = IsOver(s) ? WinnerText(s) : DecisionText(s);
  if (decision != announced_decision_ || say.empty()) say.push_back(decision);
  announced_decision_ = decision;
  std::string text;
  for (const std::string& line : say) text += (text.empty() ? "" : "\n") + line;
  platform::Announce(text);
}

void App::StepAi() {
  if (screen_ != Screen::Game || !session_.Active()) return;
  // Computer seats wait while the seats here are unknown or the turns since my move are replayed;
  // in a fair game they play on their host's device only (link_play.h).
  if (!link_.ComputerMayPlay()) return;
  const double now = ImGui::GetTime();
  ai_.StepHint(session_.Version());  // a person's hint, thought about over frames (ai_driver.h)
  // Another window of this game just moved: its computer seats play there, not twice (a while, in
  // case that window was closed).
  if (now - followed_at_ < kOtherWindowPlaysSeconds) return;
  if (auto a = ai_.Poll(session_.State(), session_.Legal(), session_.Version(), now)) {
    ApplyAction(*a);
    session_.CommitTurn();  // a computer's moves are not undone by the next person
  }
}

void App::Draw() {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  if (!gallery_.on && DrawReplay(vp->WorkPos, vp->WorkSize)) {
    DrawSavesUi(vp->WorkPos, vp->WorkSize);
    DrawKeeping(vp->WorkPos, vp->WorkSize);
    return;
  }
  ImGui::SetNextWindowPos(vp->WorkPos);
  ImGui::SetNextWindowSize(vp->WorkSize);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0);
  ImGui::Begin("##main", nullptr,
               kPanelFlags | ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoScrollbar |
                   ImGuiWindowFlags_NoScrollWithMouse | ImGuiWindowFlags_NoBackground);
  ImGui::PopStyleVar(2);
  if (gallery_.on) {
    DrawGallery(gallery_, vp->WorkPos, vp->WorkSize);
  } else if (screen_ == Screen::Game && session_.Active()) {
    DrawGame(vp->WorkPos, vp->WorkSize);
  } else {
    // The table, with no board on it yet (a picture: painted again only when the window's size changes).
    ImDrawList* dl = ImGui::GetWindowDrawList();
    table_.Draw(dl, vp->WorkPos, vp->WorkSize, 1, [&](ImDrawList* list) { DrawTable(list, vp->WorkPos, vp->WorkSize); });
  }
  ImGui::End();
  if (screen_ == Screen::NewGame && !gallery_.on) {
    const float margin = vp->WorkSize.x < 600 ? 0.0f : 24.0f;
    const NewGameOutput ng = new_game_.Draw(ImVec2(vp->WorkPos.x, vp->WorkPos.y + margin),
                                            ImVec2(vp->WorkSize.x, vp->WorkSize.y - 2 * margin), session_.Active());
    if (ng.start) {
      std::string error;
      if (!StartGame(*ng.start, &error)) {
        Alert(i18n::T("app.cannot-start"), true);
      } else {
        NewGameScreen::Remember(*ng.start);
        if (ng.start->fair_deal) link_.StartedHere(ng.here);  // commits for the seats here, offers the invitation
        board_keys_.Show(ng.by_key);  // started with Enter: the keyboard's cursor is on the board at once
      }
    }
    if (!ng.language.empty()) SetLanguage(ng.language);
    if (ng.resume) screen_ = Screen::Game;
    if (ng.show_saves) ShowSaves();
    if (ng.show_help) help_.Open(HelpView::kBasics);
    for (int k : keys_) {
      if (k == SDLK_ESCAPE && session_.Active()) screen_ = Screen::Game;
      if (k == SDLK_F1) help_.Open();
    }
  }
  if (!gallery_.on) DrawSavesUi(vp->WorkPos, vp->WorkSize);
  if (!gallery_.on && screen_ == Screen::Game) link_.DrawDialogs(vp->WorkPos, vp->WorkSize);
  if (!gallery_.on) DrawKeeping(vp->WorkPos, vp->WorkSize);
  help_.Draw(vp->WorkPos, vp->WorkSize, &tips_, &motion_, &sounds_);
}

void App::DrawGame(ImVec2 pos, ImVec2 size) {
  const GameState& s = session_.State();
  const TurnOptions& opts = Options();
  const bool wide = size.x >= 760;
  wide_ = wide;
  if (AnyDialogOpen()) panel_keys_ = false;  // a dialog opened from the panel: the board has the keys after it
  HudOutput hud;
  ImVec2 board_pos = pos, board_size = size;
  if (wide) {
    const float side_w = std::clamp(size.x * 0.3f, 320.0f, 420.0f);
    board_size.x -= side_w;
  } else {
    board_pos.y += phone_top_h_;
    board_size.y -= phone_top_h_ + phone_bottom_h_;
  }
  const bool human = link_.MayDecide();  // a person here decides (not a computer, not someone elsewhere)
  // Keyboard play: the cursor follows the decision; a click on the board hides it.
  board_keys_.Follow(opts, session_.Version());
  if (ImGui::IsMouseClicked(ImGuiMouseButton_Left) && !AnyDialogOpen() &&
      ImGui::IsMouseHoveringRect(board_pos, ImVec2(board_pos.x + board_size.x, board_pos.y + board_size.y), false))
    board_keys_.Show(false);
  const bool keys_on = board_keys_.Shown() && human && !IsOver(s);
  if (keys_on && board_keys_.Cursor() && board_keys_.Cursor() != kept_in_view_) {  // the cursor moved: show it
    board_.KeepInView(*board_keys_.Cursor());
    kept_in_view_ = board_keys_.Cursor();
  }
  if (keys_on && opts.decision == Decision::Place) rot_ = board_keys_.FitRotation(opts, rot_);
  if (keys_on && opts.decision == Decision::Floors && board_keys_.Choice() >= 0 &&
      board_keys_.Choice() < static_cast<int>(opts.floors.size()))
    hovered_towers_ = opts.floors[static_cast<size_t>(board_keys_.Choice())].towers;
  BoardInput in;
  in.rot = rot_;
  in.interactive = human && !IsOver(s);
  const std::vector<Pos>* link_flash = link_.Flash(!log_.Selected().empty());
  in.flash = link_flash ? link_flash : &log_.Selected();
  in.marked_towers = &hovered_towers_;  // from the HUD's hover in the previous frame
  if (keys_on) {
    in.key_square = board_keys_.Cursor();
    in.key_target = board_keys_.Choice();
  }
  in.version = session_.Version();
  in.motion = &motion_;
  in.now_ms = NowMs();
  BoardOutput bo = board_.Draw(s, opts, in, board_pos, board_size);
  if (auto hint = ai_.Hint(session_.Version()); hint && human) DrawHint(board_, s, opts, *hint, motion_.Playing());

  // M: the panel's buttons get the keys; before the panel is drawn, so that ImGui picks its first
  // button while drawing it, in time for an arrow in the next frame.
  if (std::find(keys_.begin(), keys_.end(), SDLK_m) != keys_.end()) FocusPanel();
  if (wide) {
    DrawSidebar(ImVec2(pos.x + board_size.x, pos.y), ImVec2(size.x - board_size.x, size.y), &hud);
  } else {
    DrawPhoneBars(pos, size, &hud, &phone_top_h_, &phone_bottom_h_);
  }
  tips_.Notice(s, opts, human && !IsOver(s), session_.GetEvents(), session_.Version());
  // The end's dialog comes first: no tip over it; the replay since my last move and its summary take
  // the board's edge, so the tips wait meanwhile too.
  // The places to act are gathered only while a tip is on screen (the card keeps clear of them).
  if (!(IsOver(s) && show_final_) && !link_.BoardEdgeBusy() && tips_.Showing())
    tips_.Draw(board_pos, board_size, !wide, PlacesToAct(board_, opts));
  link_.DrawBoardStrip(board_pos, board_size);
  if (IsOver(s) && show_final_) DrawFinalDialog(board_pos, board_size, &hud);
  if (!(keys_on && opts.decision == Decision::Floors && board_keys_.Choice() >= 0)) hovered_towers_ = hud.hovered_towers;
  HandleKeys(&hud);
  if (bo.rotate) hud.rotate += 1;
  if (bo.set_rot >= 0) rot_ = bo.set_rot;
  if (bo.apply && !hud.apply) hud.apply = bo.apply;
  ApplyHud(hud);
}

void App::DrawFinalDialog(ImVec2 pos, ImVec2 size, HudOutput* hud) {
  const GameState& s = session_.State();
  if (final_version_ != session_.Version()) {
    final_history_ = ScoreHistoryOf(session_.Record());
    final_version_ = session_.Version();
  }
  // Wide: the breakdown and the chart side by side; narrow (phones): the chart below the breakdown.
  const bool side_by_side = size.x >= 700;
  BeginDialog({i18n::T("final.title"), "game-over", pos, size, side_by_side ? 900.0f : 640.0f}, &show_final_);
  {
    WithFont bold(FontRole::Bold);
    TextWrapped(WinnerText(s));
  }
  // A game that ended while I was away (a link): what happened since my last move, said here once
  // (not also over the board and in the turn panel).
  if (!final_since_.empty()) TextMutedWrapped(i18n::F("final.since", {{"what", final_since_}}));
  if (side_by_side) {
    ImGui::BeginGroup();
    DrawFinalScores(s, session_.GetEvents(), false);
    ImGui::EndGroup();
    const float table_h = ImGui::GetItemRectSize().y;
    ImGui::SameLine(0, 24);
    DrawScoreChart(s, final_history_, ImVec2(std::max(260.0f, ImGui::GetContentRegionAvail().x),
                                             std::max(table_h, ImGui::GetTextLineHeight() * 13)));
  } else {
    DrawFinalScores(s, session_.GetEvents(), false);
    ImGui::Spacing();
    DrawScoreChart(s, final_history_, ImVec2(ImGui::GetContentRegionAvail().x, ImGui::GetTextLineHeight() * 10));
  }
  marks::MarkLastItem("score-chart");
  ImGui::Spacing();
  if (DialogButton(i18n::T("final.play-again"), "final-play-again", true)) {
    std::string error;
    if (!PlayAgain(&error)) Alert(i18n::T("app.cannot-start"), true);
  }
  TooltipForLastItem(i18n::T("final.play-again.tooltip"));
  SameLineIfFits(i18n::T("final.new-game"));
  if (DialogButton(i18n::T("final.new-game"), "final-new-game")) hud->new_game = true;
  SameLineIfFits(i18n::T("final.look"));
  if (DialogButton(i18n::T("final.look"), "final-look")) show_final_ = false;
  EndDialog();
}

void App::DrawSidebar(ImVec2 pos, ImVec2 size, HudOutput* hud) {
  const GameState& s = session_.State();
  ImGui::SetNextWindowPos(pos);
  ImGui::SetNextWindowSize(size);
  ImGui::Begin("##side", nullptr, kPanelFlags);
  if (Button(i18n::T("app.new-game"), "new-game")) hud->new_game = true;
  TooltipForLastItem(i18n::T("app.new-game.tooltip"));
  ImGui::SameLine();
  if (Button("\u2212", "zoom-out", ImVec2(ImGui::GetFrameHeight() * 1.2f, 0)))
    board_.ZoomBy(1 / 1.25f, ImVec2(pos.x * 0.5f, size.y * 0.5f));
  TooltipForLastItem(i18n::T("app.zoom-out"));
  ImGui::SameLine();
  if (Button("+", "zoom-in", ImVec2(ImGui::GetFrameHeight() * 1.2f, 0)))
    board_.ZoomBy(1.25f, ImVec2(pos.x * 0.5f, size.y * 0.5f));
  TooltipForLastItem(i18n::T("app.zoom-in"));
  ImGui::SameLine();
  TextMuted(i18n::F("app.turn", {{"n", s.turn}}));
  if (Button(i18n::T("app.saved-games"), "saves")) ShowSaves();
  ImGui::SameLine();
  if (Button(i18n::T("app.share"), "share")) ShowShare();
  TooltipForLastItem(i18n::T("app.share.tooltip"));
  ImGui::SameLine();
  if (Button(i18n::T("app.replay"), "replay")) ShowReplay("");
  TooltipForLastItem(i18n::T("app.replay.tooltip"));
  ImGui::SameLine();
  if (ImGui::GetContentRegionAvail().x < MeasureText(i18n::T("help.open")).x + ImGui::GetStyle().FramePadding.x * 2)
    ImGui::NewLine();
  if (Button(i18n::T("help.open"), "help")) help_.Open();
  TooltipForLastItem(i18n::T("help.open.tooltip"));
  ImGui::Separator();
  DrawPlayers(s, false);
  ImGui::Separator();
  DrawTurnPanel(hud, std::clamp(size.x * 0.32f, 84.0f, 128.0f));
  DrawTowerInfo(s);
  DrawRemaining(s);
  TextMuted(i18n::T("app.log"));
  log_.Draw(s, session_.GetEvents(), std::max(80.0f, ImGui::GetContentRegionAvail().y));
  ImGui::End();
}

void App::DrawPhoneBars(ImVec2 pos, ImVec2 size, HudOutput* hud, float* top_h, float* bottom_h) {
  const GameState& s = session_.State();
  ImGui::SetNextWindowPos(pos);
  ImGui::SetNextWindowSize(ImVec2(size.x, 0));
  ImGui::Begin("##top", nullptr, kPanelFlags | ImGuiWindowFlags_AlwaysAutoResize);
  DrawPlayers(s, true);
  // Menu and log at the end of the players' row (on a new row when it is full).
  const char* log_label = show_log_ ? i18n::T("app.board") : i18n::T("app.log-button");
  const float buttons_w = MeasureText(log_label).x + MeasureText(i18n::T("app.menu")).x +
                          MeasureText(i18n::T("app.share")).x + MeasureText("?").x +
                          ImGui::GetStyle().FramePadding.x * 8 + 32;
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  if (right - ImGui::GetItemRectMax().x > buttons_w) ImGui::SameLine();
  if (Button(log_label, "toggle-log")) show_log_ = !show_log_;
  ImGui::SameLine();
  if (Button(i18n::T("app.menu"), "new-game")) hud->new_game = true;
  ImGui::SameLine();
  if (Button(i18n::T("app.share"), "share")) ShowShare();
  ImGui::SameLine();
  if (Button("?", "help")) help_.Open();
  TooltipForLastItem(i18n::T("help.open.tooltip"));
  *top_h = ImGui::GetWindowHeight();
  ImGui::End();

  if (IsOver(s) && show_final_) {
    *bottom_h = 0;  // the end's dialog says it all: no empty bar under it
  } else {
    ImGui::SetNextWindowPos(ImVec2(pos.x, pos.y + size.y), ImGuiCond_Always, ImVec2(0, 1));
    ImGui::SetNextWindowSize(ImVec2(size.x, 0));
    ImGui::Begin("##bottom", nullptr, kPanelFlags | ImGuiWindowFlags_AlwaysAutoResize);
    DrawTurnPanel(hud, 72.0f);
    *bottom_h = ImGui::GetWindowHeight();
    ImGui::End();
  }

  if (show_log_) {
    ImGui::SetNextWindowPos(ImVec2(pos.x, pos.y + *top_h));
    ImGui::SetNextWindowSize(ImVec2(size.x, std::max(100.0f, size.y - *top_h - *bottom_h)));
    ImGui::Begin("##log", nullptr, kPanelFlags);
    DrawTowerInfo(s);
    DrawRemaining(s);
    if (log_.Draw(s, session_.GetEvents(), std::max(80.0f, ImGui::GetContentRegionAvail().y))) show_log_ = false;
    ImGui::End();
  }
}

void App::DrawTurnPanel(HudOutput* hud, float tile_px) {
  const GameState& s = session_.State();
  if (link_.DrawInsteadOfTurn()) return;  // the replay, another device's turn, a lost secret
  if (IsOver(s)) {
    // The end is said once, in its dialog; with the dialog closed, the panel says it and opens it again.
    if (show_final_) return;
    if (Button(i18n::T("hud.show-result"), "show-result")) show_final_ = true;
    ImGui::SameLine();
  }
  const HintInfo hint = MakeHintInfo(ai_, s, Options(), session_.Version());
  DrawTurn(s, Options(), rot_, session_.CanUndo() && link_.MayDecide(), ai_.Thinking(session_.Version()), tile_px, hud,
           &hint);
}

void App::HandleKeys(HudOutput* hud) {
  const TurnOptions& opts = Options();
  if (PanelHasKeys()) {  // the panel's buttons have the arrows, Space and Enter (ImGui's navigation)
    for (int k : keys_)
      if (k == SDLK_ESCAPE) panel_keys_ = false;
    return;
  }
  panel_keys_ = false;
  const bool my_turn = link_.MayDecide();  // a person here decides (not a computer, not someone elsewhere)
  // R on the keyboard's square turns the tile among the rotations that fit there.
  const bool key_rotate = board_keys_.Shown() && my_turn && opts.decision == Decision::Place;
  auto arrow = [&](int dx, int dy) {
    if (!my_turn) return;
    if (board_keys_.Shown()) board_keys_.Move(opts, dx, dy);
    board_keys_.Show(true);
    rot_ = board_keys_.FitRotation(opts, rot_);
  };
  for (int k : keys_) {
    switch (k) {
      case SDLK_LEFT: arrow(-1, 0); break;
      case SDLK_RIGHT: arrow(1, 0); break;
      case SDLK_UP: arrow(0, -1); break;
      case SDLK_DOWN: arrow(0, 1); break;
      case SDLK_TAB:
        if (my_turn) board_keys_.Show(true), board_keys_.NextChoice(opts, shift_ ? -1 : 1);
        break;
      case SDLK_RETURN:
      case SDLK_KP_ENTER:
        if (!my_turn) break;
        if (!board_keys_.Shown()) {
          board_keys_.Show(true);  // the first Enter shows where the keys point
        } else if (auto a = board_keys_.Confirm(opts, rot_)) {
          hud->apply = a;
        }
        break;
      case SDLK_r:
        if (key_rotate) rot_ = board_keys_.Rotate(opts, rot_, shift_ ? -1 : 1);
        else hud->rotate += shift_ ? -1 : 1;
        break;
      case SDLK_e:
        if (key_rotate) rot_ = board_keys_.Rotate(opts, rot_, -1);
        else hud->rotate -= 1;
        break;
      case SDLK_s:
      case SDLK_SPACE:
        if (opts.can_skip && link_.MayDecide()) hud->apply = opts.skip;
        break;
      case SDLK_u:
      case SDLK_BACKSPACE: hud->undo = true; break;
      case SDLK_z:
        if (ctrl_) hud->undo = true;
        break;
      case SDLK_c: hud->centre = true; break;
      case SDLK_h: hud->hint = true; break;
      case SDLK_PLUS:
      case SDLK_EQUALS:
      case SDLK_KP_PLUS: board_.ZoomBy(1.25f, ImVec2((board_.AreaMin().x + board_.AreaMax().x) * 0.5f, (board_.AreaMin().y + board_.AreaMax().y) * 0.5f)); break;
      case SDLK_MINUS:
      case SDLK_KP_MINUS: board_.ZoomBy(1 / 1.25f, ImVec2((board_.AreaMin().x + board_.AreaMax().x) * 0.5f, (board_.AreaMin().y + board_.AreaMax().y) * 0.5f)); break;
      case SDLK_l: show_log_ = !show_log_; break;
      // SDLK_m: FocusPanel, in DrawGame before the panel is drawn.
      case SDLK_n: hud->new_game = true; break;
      case SDLK_F1:
      case SDLK_QUESTION: help_.Open(); break;
      case SDLK_SLASH:
        if (shift_) help_.Open();  // "?" on most layouts
        break;
      case SDLK_ESCAPE: show_log_ = false, log_.ClearSelection(); break;
      default: break;
    }
  }
}

void App::ApplyHud(const HudOutput& hud) {
  if (hud.rotate) rot_ = ((rot_ + hud.rotate) % 4 + 4) % 4;
  if (hud.centre) board_.CentreOn(session_.State());
  if (hud.undo && session_.CanUndo() && link_.MayDecide()) UndoAction();
  if (hud.apply) ApplyAction(*hud.apply);
  if (hud.new_game) screen_ = Screen::NewGame;
  if (hud.hint && link_.MayDecide()) ai_.RequestHint(session_.State(), session_.Version());
}

}  // namespace carc::ui
