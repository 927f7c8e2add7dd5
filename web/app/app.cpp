#include "app/app.h"

#include <SDL.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <vector>
#include <chrono>
#include <cmath>

#include "app/warm_up.h"
#include "carc/tile.h"
#include "i18n/i18n.h"
#include "i18n/messages.h"
#include "platform/platform.h"
#include "ui/screens/dialog.h"
#include "ui/screens/gallery.h"
#include "ui/panels/hint_view.h"
#include "ui/text/look.h"
#include "ui/base/frame_wake.h"
#include "ui/base/marks.h"
#include "ui/base/palette.h"
#include "ui/base/touch.h"
#include "ui/text/text.h"
#include "ui/text/device_words.h"

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
  for (const ImVec2& t : board.TargetsOnScreen()) out.push_back(t);  // where their circles are drawn (apart)
  // The figures' circles round a picked tile: a tap there lays the tile with that figure (a tip's
  // card at the phone's bottom edge once covered them, and took the tap).
  for (const ImVec2& t : board.PickTargetsOnScreen()) out.push_back(t);
  for (Pos p : opts.holes) out.push_back(centre(p));
  return out;
}
}  // namespace

App::App(SDL_Window* window, LanguageChoice& language) : window_(window), language_(language) {
  platform::SetOnWake([this] { pace_.Stir(); });  // the page's input events stir the frames
  saves_.Start();
  tips_.Load();
  motion_.Load();
  squares_.Load();
  sounds_.Load();
}

LanguageChoice::Outcome App::SetLanguage(std::string_view code) {
  const LanguageChoice::Outcome outcome = language_.Choose(code);
  if (outcome == LanguageChoice::Outcome::Changed) LanguageApplied();
  if (std::string problem = language_.TakeProblem(); !problem.empty()) Alert(problem, false);
  return outcome;
}

void App::LanguageApplied() {
  ExpectLanguageTexts();  // its letters into the font atlas before the next frame (ui/text/look.h)
  log_.Reset();
  turn_.Stale();  // target labels are texts too
}

bool App::StartGame(const Setup& setup, std::string* error) {
  if (!session_.NewGame(setup, error)) return false;
  GameReplaced();
  announcer_.NewGame();  // a new game: its first events are said too (the first tile drawn)
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
  saves_.GameReplaced();  // a different game: its own saved entry, no notice or replay of the last one
  screen_ = Screen::Game;
  board_.CentreOnNewGame(session_.State());
  follow_.Reset(session_.State(), board_);
  log_.Reset();
  tips_.Reset();
  motion_.Skip(session_.GetEvents());
  note_.Clear();
  ai_.Reset();
  turn_.rot = 0;
  final_.Reset();
  announcer_.Reset(session_.GetEvents().size());  // a game opened: say whose turn, not its past
  new_game_.PrefillFrom(session_.Record().setup);
  // Play by link: a game started here plays every seat here until said otherwise (OpenRecord reads
  // the saved seats of a game opened).
  link_.Reset();
  log_.Highlight(static_cast<size_t>(-1));
  alert_.Show("", false);
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
  if (by_person) note_.Clear();  // the card of the move before would cover what they do now
  else note_.MovedElsewhere(session_.State(), session_.GetEvents(), events_before, NowMs());
  if (link_.MayDecide() && session_.State().decider != decider_before) sounds_.YourTurn();
  alert_.ClearError();
  if (by_person) {
    link_.PersonMoved();
    final_.ClearSince();
  }
  // The end: the dialog shows the result, and the live region announces it (Announcer); no
  // banner over the board besides.
  if (!was_over && IsOver(session_.State())) final_.Show(true);
  saves_.AutoSave();
  return std::nullopt;
}

void App::ShowReview(const GameRecord& record) {
  std::string error;
  if (!review_.Open(record, &error)) Alert(i18n::T("review.cannot"), true);
}

void App::Replayed(size_t first_event) {
  sounds_.AfterEvents(session_.GetEvents(), first_event);
  note_.MovedElsewhere(session_.State(), session_.GetEvents(), first_event, NowMs());
}

nlohmann::json App::NoteJson() const { return note_.Json(NowMs()); }

void App::UndoAction() {
  session_.Undo();
  motion_.Skip(session_.GetEvents());
  note_.Clear();
  alert_.ClearError();
  saves_.AutoSave();
}

void App::HandleEvent(const SDL_Event& e) {
  ImGuiIO& io = ImGui::GetIO();
  switch (e.type) {
    case SDL_QUIT: running_ = false; break;
    case SDL_WINDOWEVENT:
      if (e.window.event == SDL_WINDOWEVENT_CLOSE && e.window.windowID == SDL_GetWindowID(window_)) running_ = false;
      break;
    case SDL_KEYDOWN:
      keys_.KeyDown(e, !io.WantTextInput && !AnyDialogOpen());
      if (!io.WantTextInput) TheTouch().KeyUsed();  // a phone's own keyboard types into a field only
      break;
    case SDL_MOUSEMOTION: TheTouch().MouseUsed(e.motion.which == SDL_TOUCH_MOUSEID); break;
    case SDL_MOUSEBUTTONDOWN: TheTouch().MouseUsed(e.button.which == SDL_TOUCH_MOUSEID); break;
    case SDL_FINGERDOWN:
    case SDL_FINGERMOTION:
    case SDL_FINGERUP: {
      const ImVec2 p(e.tfinger.x * io.DisplaySize.x, e.tfinger.y * io.DisplaySize.y);
      TheTouch().Finger(static_cast<long long>(e.tfinger.fingerId), p,
                        e.type == SDL_FINGERDOWN ? FingerEvent::Down
                                                 : e.type == SDL_FINGERUP ? FingerEvent::Up : FingerEvent::Move,
                        e.tfinger.timestamp / 1000.0);
      pinch_.Finger(static_cast<long long>(e.tfinger.fingerId), p, e.type == SDL_FINGERUP, e.type == SDL_FINGERMOTION,
                    board_);
      break;
    }
    default: break;
  }
}

bool App::Frame() {
  const double t_start = NowMs();
  const std::vector<SDL_Event> events = keys_.Poll();
  for (const SDL_Event& e : events) {
    SDL_Event copy = e;
    // A moment of a reviewed game on screen has the arrows (previous, next), not the board's cursor.
    if (!keyboard_.TakesKey(copy, GameOnScreen() && !review_.OnBoard())) ImGui_ImplSDL2_ProcessEvent(&copy);
    HandleEvent(copy);
  }

  if (language_.Poll()) LanguageApplied();  // a language chosen earlier has arrived (before the fonts: its letters)
  UpdateLook(window_);  // new fonts when the pixel density changed (browser zoom, another screen) or letters are due
  SizeForFingers(TheTouch().FingerSized());  // a finger's targets on a touch screen (touch.h)
  if (std::string problem = language_.TakeProblem(); !problem.empty()) Alert(problem, false);
  const double t0 = NowMs();
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  PointerWithoutFocus();
  TheTouch().BeforeFrame(ImGui::GetIO(), SDL_GetTicks() / 1000.0);  // a finger's drag presses nothing (touch.h)
  ImGui::NewFrame();
  marks::BeginFrame();
  BeginTextFrame();
  BeginDialogFrame();
  saves_.FollowOtherTabs();  // before anything is drawn: no move is offered on a position another window left
  saves_.CheckHash();
  motion_.SetReducedBySystem(platform::PrefersReducedMotion());
  // A frame that will not be drawn (sparse) leaves the board's pieces to the frame that will: the
  // same instant decides both (t0), so the frame drawn is the one that paints.
  SetPaintingMayWait(presenter_.PicturesWait(t0));
  Draw();
  ImGui::Render();
  const double t1 = NowMs();

  // Drawn to the screen only when the picture changed (ui/base/present.h): an unchanged page costs the
  // building above and nothing more.
  const bool present = presenter_.NeedsPresent(*ImGui::GetDrawData(), t0);
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

  if (++stats_.frames == 1) {
    platform::SignalReady();
    // The new-game screen draws its landscape once the tile data are read (a file a task) and the
    // tiles' drawing code has run (app/warm_up.h), so that no one task holds a phone's page thread
    // for all of it; then a frame draws it. A game opened by a link builds them in its own first
    // frame before these run: they then find them built.
    WarmUpRulebookThenTiles(platform::WakeFrames);
  }
  // The steps below, and the help and the review in Draw(), are called only when they have something
  // to do: Chromium compiles a WebAssembly function at its first call, and the new-game screen's
  // first frames compiled the game's code without running it (docs/first-visit.md).
  if (GameOnScreen()) StepAi();
  review_.Step();  // the review goes on, its screen shown or not
  if (screen_ == Screen::Game) link_.Step();  // the replay since my last move, the deal's values, the send prompt
  saves_.AutoSave();
  if (session_.Active()) announcer_.Step(session_);
  // The keyboard's cursor follows a decision made this frame (a key, a computer seat) at once.
  if (GameOnScreen()) keyboard_.Follow(Options(), session_.Version(), link_.MayDecide(), turn_);
  stats_.Add(t1 - t0, t2 - t0, present, NowMs() - t_start);
  // Nothing moves: no frames until an event, a timed step or the backstop (app/frame_pace.h).
  const double wake_at = TakeWakeAt();
  const double next_step_ms = wake_at < 0 ? -1.0 : std::max(0.0, (wake_at - ImGui::GetTime()) * 1000.0);
  if (const double sleep_ms = pace_.AfterFrame(!events.empty(), present, NeedsFrames() || presenter_.Owes(), next_step_ms); sleep_ms > 0)
    platform::SleepFrames(sleep_ms);
  else if (!present)
    platform::FrameNotPresented();
  return running_;
}

void App::Stir() {
  pace_.Stir();
  platform::WakeFrames();
}

bool App::NeedsFrames() const {
  if (ImGui::GetIO().WantTextInput) return true;  // the text cursor blinks; a person is typing
  if (review_.Running()) return true;  // its progress comes (or is made here) frame by frame
  if (motion_.Running(NowMs()) || note_.Fading(NowMs()) || board_.Painting() || follow_.Gliding()) return true;
  if (screen_ != Screen::Game || !session_.Active()) return false;
  if (board_.CentreSettling()) return true;
  if (link_.CatchingUp()) return true;  // the turns since my move, replayed at their pace
  // A computer seat's move (thought about over frames, then shown for a moment) or a person's hint.
  return link_.ComputerMayPlay() &&
         (DeciderIsAi(session_.State()) || ai_.HintThinking(session_.Version()) || ai_.Thinking(session_.Version()));
}

nlohmann::json App::FrameStatsJson() const {
  nlohmann::json j = stats_.Json(presenter_, session_.State(), board_);
  j["sleeps"] = pace_.Sleeps();  // frames after which the page slept (app/frame_pace.h)
  return j;
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

void App::StepAi() {
  // Computer seats wait while the seats here are unknown or the turns since my move are replayed;
  // in a fair game they play on their host's device only (link/link_play.h).
  if (!link_.ComputerMayPlay()) return;
  const double now = ImGui::GetTime();
  ai_.StepHint(session_, now);  // a person's hint, thought about in the worker or over frames (ai/ai_driver.h)
  // Another window of this game just moved: its computer seats play there, not twice (a while, in
  // case that window was closed).
  if (saves_.Keeper().OtherWindowPlays(now)) return;
  // A computer's move waits while the view glides to the last move and a moment after: on a phone the
  // next computer's tile came before the last one was in view (a first game by finger, 3 of 54 moves).
  if (auto a = ai_.Poll(session_, now, !follow_.Showing(NowMs()))) {
    ApplyAction(*a);
    session_.CommitTurn();  // a computer's moves are not undone by the next person
  }
}

void App::Draw() {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  if (!gallery_.on && review_.OnBoard()) {  // a moment of a reviewed game takes the page, as a replay does
    review_.Draw(vp->WorkPos, vp->WorkSize);
    return;
  }
  if (!gallery_.on && saves_.DrawReplay(vp->WorkPos, vp->WorkSize)) {
    saves_.DrawDialogs(vp->WorkPos, vp->WorkSize);
    saves_.DrawKeeping(vp->WorkPos, vp->WorkSize, true);  // a replay: nothing played meanwhile
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
    new_game_.DrawTable(ImGui::GetWindowDrawList(), vp->WorkPos, vp->WorkSize);  // the table, no board on it yet
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
        keyboard_.ShowCursor(ng.by_key);  // started with Enter: the keyboard's cursor is on the board at once
      }
    }
    if (!ng.language.empty()) SetLanguage(ng.language);
    if (ng.resume) screen_ = Screen::Game;
    if (ng.show_saves) saves_.ShowSaves();
    if (ng.show_help) help_.Open(HelpView::kBasics);
    for (int k : keys_.Pressed()) {
      if (k == SDLK_ESCAPE && session_.Active()) screen_ = Screen::Game;
      if (k == SDLK_F1) help_.Open();
    }
  }
  if (!gallery_.on) saves_.DrawDialogs(vp->WorkPos, vp->WorkSize);
  if (!gallery_.on && screen_ == Screen::Game) link_.DrawDialogs(vp->WorkPos, vp->WorkSize);
  if (!gallery_.on)
    saves_.DrawKeeping(vp->WorkPos, vp->WorkSize,
                       screen_ == Screen::NewGame || !session_.Active() || IsOver(session_.State()));
  if (help_.IsOpen()) help_.Draw(vp->WorkPos, vp->WorkSize, &tips_, &motion_, &sounds_, &squares_);
  if (!gallery_.on && review_.Shown()) review_.Draw(vp->WorkPos, vp->WorkSize);
}

void App::DrawGame(ImVec2 pos, ImVec2 size) {
  const GameState& s = session_.State();
  const TurnOptions& opts = Options();
  const bool wide = size.x >= 760;
  if (AnyDialogOpen()) keyboard_.PanelLosesKeys();  // a dialog opened from the panel: the board has the keys after it
  HudOutput hud;
  ImVec2 board_pos = pos, board_size = size;
  if (wide) {
    const float side_w = std::clamp(size.x * 0.3f, 320.0f, 420.0f);
    board_size.x -= side_w;
  } else {
    board_pos.y += layout_.top_h;
    board_size.y -= layout_.top_h + layout_.bottom_h;
  }
  const bool human = link_.MayDecide();  // a person here decides (not a computer, not someone elsewhere)
  // Keyboard play: the cursor follows the decision; a click on the board hides it.
  const bool clicked_board =
      ImGui::IsMouseClicked(ImGuiMouseButton_Left) && !AnyDialogOpen() &&
      ImGui::IsMouseHoveringRect(board_pos, ImVec2(board_pos.x + board_size.x, board_pos.y + board_size.y), false);
  const bool keys_on =
      keyboard_.BeforeBoard(opts, session_.Version(), human && !IsOver(s), clicked_board, board_, turn_);
  BoardInput in;
  in.rot = turn_.rot;
  in.interactive = human && !IsOver(s);
  const std::vector<Pos>* link_flash = link_.Flash(!log_.Selected().empty());
  in.flash = link_flash ? link_flash : &log_.Selected();
  in.marked_towers = &turn_.marked_towers;  // from the HUD's hover in the previous frame
  if (keys_on) {
    in.key_square = keyboard_.Keys().Cursor();
    in.key_target = keyboard_.Keys().Choice();
  }
  in.version = session_.Version();
  if (squares_.Enabled()) {  // computed once per version of the game
    squares_.Update(s, session_.Version());
    in.outlook = &squares_;
  }
  announcer_.CursorSquare(in.key_square, in.outlook);
  in.motion = &motion_;
  in.now_ms = NowMs();
  follow_.Step({&s, &opts, human && !IsOver(s), in.now_ms, motion_.Playing()}, board_);
  BoardOutput bo = board_.Draw(s, opts, in, board_pos, board_size);
  if (!IsOver(s)) note_.Draw(board_, opts, in.now_ms, motion_.Playing());
  else note_.Clear();  // the end has its own dialog; a card left over would hold the tips back
  if (auto hint = ai_.Hint(session_.Version()); hint && human) DrawHint(board_, s, opts, *hint, motion_.Playing());

  // M: the panel's buttons get the keys; before the panel is drawn, so that ImGui picks its first
  // button while drawing it, in time for an arrow in the next frame.
  if (keys_.Has(SDLK_m)) keyboard_.FocusPanel(wide);
  if (wide) {
    DrawSidebar(ImVec2(pos.x + board_size.x, pos.y), ImVec2(size.x - board_size.x, size.y), &hud);
  } else {
    DrawPhoneBars(pos, size, &hud);
  }
  tips_.Notice(s, opts, human && !IsOver(s), session_.GetEvents(), session_.Version());
  // The end's dialog comes first: no tip over it; the replay since my last move and its summary take
  // the board's edge, so the tips wait meanwhile too.
  // A tip waits while a move made elsewhere has its points said by its tile: one card at a time (on a
  // phone the note's card may take the board's edge, where the tip's goes, and covered its words).
  // The places to act are gathered only while a tip is on screen (the card keeps clear of them).
  if (!(IsOver(s) && final_.Shown()) && !link_.BoardEdgeBusy() && tips_.Showing() && !note_.Square()) {
    std::vector<ImVec2> places = PlacesToAct(board_, opts);
    // The card keeps clear of the places to act; when it cannot, the board makes room beside it
    // (after the view's glide to them, if any).
    if (tips_.Draw(board_pos, board_size, !wide, places) && tips_.CardSettled() && !follow_.Gliding() && human)
      board_.MakeRoomBeside(tips_.CardMin(), tips_.CardMax(), places, session_.Version());
  }
  link_.DrawBoardStrip(board_pos, board_size);
  if (IsOver(s) && final_.Shown()) DrawFinalDialog(board_pos, board_size, &hud);
  if (!(keys_on && opts.decision == Decision::Floors && keyboard_.Keys().Choice() >= 0))
    turn_.marked_towers = hud.hovered_towers;
  HandleKeys(&hud);
  if (bo.rotate) hud.rotate += 1;
  if (bo.set_rot >= 0) turn_.rot = bo.set_rot;
  if (bo.apply && !hud.apply) hud.apply = bo.apply, hud.then = bo.then;
  ApplyHud(hud);
}

void App::DrawFinalDialog(ImVec2 pos, ImVec2 size, HudOutput* hud) {
  switch (final_.Draw(pos, size, session_.State(), session_.GetEvents(), session_.Record(), session_.Version())) {
    case FinalView::Choice::PlayAgain: {
      std::string error;
      if (!PlayAgain(&error)) Alert(i18n::T("app.cannot-start"), true);
      break;
    }
    case FinalView::Choice::NewGame: hud->new_game = true; break;
    case FinalView::Choice::Review:
      final_.Show(false);  // one dialog at a time: the panel's "Show the result" brings it back
      ShowReview(session_.Record());
      break;
    case FinalView::Choice::None: break;
  }
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
  if (Button(i18n::T("app.saved-games"), "saves")) saves_.ShowSaves();
  ImGui::SameLine();
  if (Button(i18n::T("app.share"), "share")) saves_.ShowShare();
  TooltipForLastItem(i18n::T("app.share.tooltip"));
  ImGui::SameLine();
  if (Button(i18n::T("app.replay"), "replay")) saves_.ShowReplay("");
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
  TextMuted(Gesture("app.log", "app.log.touch"));
  if (log_.Draw(s, session_.GetEvents(), std::max(80.0f, ImGui::GetContentRegionAvail().y))) ShowLogSquares();
  ImGui::End();
}

void App::DrawPhoneBars(ImVec2 pos, ImVec2 size, HudOutput* hud) {
  const GameState& s = session_.State();
  ImGui::SetNextWindowPos(pos);
  ImGui::SetNextWindowSize(ImVec2(size.x, 0));
  ImGui::Begin("##top", nullptr, kPanelFlags | ImGuiWindowFlags_AlwaysAutoResize);
  DrawPlayers(s, true);
  // Menu and log at the end of the players' row (on a new row when it is full).
  const char* log_label = layout_.show_log ? i18n::T("app.board") : i18n::T("app.log-button");
  const float buttons_w = MeasureText(log_label).x + MeasureText(i18n::T("app.menu")).x +
                          MeasureText(i18n::T("app.share")).x + MeasureText("?").x +
                          ImGui::GetStyle().FramePadding.x * 8 + 32;
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  if (right - ImGui::GetItemRectMax().x > buttons_w) ImGui::SameLine();
  if (Button(log_label, "toggle-log")) layout_.show_log = !layout_.show_log;
  ImGui::SameLine();
  if (Button(i18n::T("app.menu"), "new-game")) hud->new_game = true;
  ImGui::SameLine();
  if (Button(i18n::T("app.share"), "share")) saves_.ShowShare();
  ImGui::SameLine();
  if (Button("?", "help")) help_.Open();
  TooltipForLastItem(i18n::T("help.open.tooltip"));
  layout_.top_h = ImGui::GetWindowHeight();
  ImGui::End();

  if (IsOver(s) && final_.Shown()) {
    layout_.bottom_h = 0;  // the end's dialog says it all: no empty bar under it
  } else {
    ImGui::SetNextWindowPos(ImVec2(pos.x, pos.y + size.y), ImGuiCond_Always, ImVec2(0, 1));
    ImGui::SetNextWindowSize(ImVec2(size.x, 0));
    ImGui::Begin("##bottom", nullptr, kPanelFlags | ImGuiWindowFlags_AlwaysAutoResize);
    DrawTurnPanel(hud, 72.0f);
    layout_.bottom_h = ImGui::GetWindowHeight();
    ImGui::End();
  }

  if (layout_.show_log) {
    ImGui::SetNextWindowPos(ImVec2(pos.x, pos.y + layout_.top_h));
    ImGui::SetNextWindowSize(ImVec2(size.x, std::max(100.0f, size.y - layout_.top_h - layout_.bottom_h)));
    ImGui::Begin("##log", nullptr, kPanelFlags);
    DrawTowerInfo(s);
    DrawRemaining(s);
    if (log_.Draw(s, session_.GetEvents(), std::max(80.0f, ImGui::GetContentRegionAvail().y))) {
      layout_.show_log = false;  // the log covers the board on a phone: closed, to show the entry's squares
      ShowLogSquares();
    }
    ImGui::End();
  }
}

void App::ShowLogSquares() {
  const std::vector<Pos>& squares = log_.Selected();
  if (std::all_of(squares.begin(), squares.end(), [&](Pos p) { return board_.InView(p); })) return;
  board_.ShowForPerson(squares);
}

void App::DrawTurnPanel(HudOutput* hud, float tile_px) {
  const GameState& s = session_.State();
  if (link_.DrawInsteadOfTurn()) return;  // the replay, another device's turn, a lost secret
  if (IsOver(s)) {
    // The end is said once, in its dialog; with the dialog closed, the panel says it and opens it again.
    if (final_.Shown()) return;
    if (Button(i18n::T("hud.show-result"), "show-result")) final_.Show(true);
    ImGui::SameLine();
  }
  const SquareOutlook* outlook = nullptr;  // the hint tells of a feature that can no longer be finished
  if (squares_.Enabled()) {
    squares_.Update(s, session_.Version());  // once per version, whichever is drawn first
    outlook = &squares_;
  }
  const HintInfo hint = MakeHintInfo(ai_, s, Options(), session_.Version(), outlook);
  // A computer's decision shows no button of the person's (thinking here or in another window, or
  // about to: a "No figure" pressed then was the computer's move).
  DrawTurn(s, Options(), turn_.rot, session_.CanUndo() && link_.MayDecide(), DeciderIsAi(s), tile_px, hud, &hint,
           board_.Pick());
}

void App::HandleKeys(HudOutput* hud) {
  const TurnOptions& opts = Options();
  if (keyboard_.PanelTakesKeys(keys_.Pressed())) return;  // the panel's buttons have the keys (M)
  const bool my_turn = link_.MayDecide();  // a person here decides (not a computer, not someone elsewhere)
  const bool on_cursor = keyboard_.TurnsOnCursor(opts, my_turn);
  for (int k : keys_.Pressed()) {
    // The board's keys (arrows, Tab, Enter, R, E: app/keyboard_play.h), then the game's.
    if (keyboard_.HandleKey(k, keys_.Shift(), opts, my_turn, on_cursor, turn_, hud)) continue;
    switch (k) {
      case SDLK_s:
      case SDLK_SPACE:
        if (opts.can_skip && link_.MayDecide()) hud->apply = opts.skip;
        break;
      case SDLK_u:
      case SDLK_BACKSPACE: hud->undo = true; break;
      case SDLK_z:
        if (keys_.Ctrl()) hud->undo = true;
        break;
      case SDLK_c: hud->centre = true; break;
      case SDLK_h: hud->hint = true; break;
      case SDLK_PLUS:
      case SDLK_EQUALS:
      case SDLK_KP_PLUS: board_.ZoomBy(1.25f, ImVec2((board_.AreaMin().x + board_.AreaMax().x) * 0.5f, (board_.AreaMin().y + board_.AreaMax().y) * 0.5f)); break;
      case SDLK_MINUS:
      case SDLK_KP_MINUS: board_.ZoomBy(1 / 1.25f, ImVec2((board_.AreaMin().x + board_.AreaMax().x) * 0.5f, (board_.AreaMin().y + board_.AreaMax().y) * 0.5f)); break;
      case SDLK_l: layout_.show_log = !layout_.show_log; break;
      // SDLK_m: FocusPanel, in DrawGame before the panel is drawn.
      case SDLK_n: hud->new_game = true; break;
      case SDLK_F1:
      case SDLK_QUESTION: help_.Open(); break;
      case SDLK_SLASH:
        if (keys_.Shift()) help_.Open();  // "?" on most layouts
        break;
      case SDLK_ESCAPE: layout_.show_log = false, log_.ClearSelection(); break;
      default: break;
    }
  }
}

void App::ApplyHud(const HudOutput& hud) {
  if (hud.rotate) turn_.rot = ((turn_.rot + hud.rotate) % 4 + 4) % 4;
  if (hud.centre) board_.CentreOn(session_.State());
  if (hud.undo && session_.CanUndo() && link_.MayDecide()) UndoAction();
  // The panel's and the board's presses are a person's: never a computer seat's move (StepAi makes those).
  if (hud.apply && !DeciderIsAi(session_.State()) && !ApplyAction(*hud.apply) && hud.then)
    // A figure tapped on the picked tile (pick_figures.h): only if the figure step now offers it.
    if (std::optional<Action> then = session_.LegalOne(*hud.then)) ApplyAction(*then);
  if (hud.new_game) screen_ = Screen::NewGame;
  if (hud.hint && link_.MayDecide()) ai_.RequestHint(session_, ImGui::GetTime());
}

}  // namespace carc::ui
