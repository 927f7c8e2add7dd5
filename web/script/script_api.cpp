#include "script/script_api.h"

#include <algorithm>
#include <chrono>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>

#include "script/ai_api.h"
#include "app/app.h"
#include "carc/game.h"
#include "carc/record.h"
#include "link/device_deal.h"
#include "i18n/i18n.h"
#include "platform/backstop.h"
#include "platform/platform.h"
#include "ui/art/figure_spots.h"
#include "ui/base/marks.h"
#include "ui/base/touch.h"
#include "ui/text/names.h"
#include "ui/base/palette.h"
#include "ui/text/text.h"

#if defined(__EMSCRIPTEN__)
#include <emscripten.h>
#define CARC_EXPORT EMSCRIPTEN_KEEPALIVE
#else
#define CARC_EXPORT
#endif

namespace carc::ui {
namespace {

App* g_app = nullptr;
using json = nlohmann::json;

json Fail(const std::string& message) { return {{"ok", false}, {"error", message}}; }

json ReportJson(const ImportReport& r) {
  return {{"ok", !r.refused}, {"refused", r.refused}, {"text", ImportReportText(r)}, {"games", r.games},
          {"added", r.added}, {"updated", r.updated}, {"already", r.already}, {"beside", r.beside},
          {"notSaved", r.not_saved}, {"secretsAdded", r.secrets_added}, {"secretsKept", r.secrets_kept},
          {"secretsBad", r.secrets_bad}, {"ids", r.ids}};
}

json StateJson(App& app) {
  json report = app.Session().Report();
  report["record"] = app.Session().RecordJson();
  report["turn"] = app.Session().State().turn;  // turns begun, as the saved-game entry shows
  report["screen"] = app.OnNewGameScreen() ? "new-game" : "game";
  return report;
}

// Whether the page may reload now (shell.js offers a new version of the site only then): no turn is
// half done - the new-game screen, no game, a game over, or a turn's first decision (the drawn tile,
// or the abbey before the draw) with nothing to undo. The game is saved after every action, so a
// reload then loses nothing, not even an undo step.
json CanUpdateNow(App& app) {
  const GameSession& session = app.Session();
  if (app.OnNewGameScreen() || !session.Active()) return {{"now", true}, {"why", "no game on screen"}};
  const GameState& s = session.State();
  if (IsOver(s)) return {{"now", true}, {"why", "the game is over"}};
  const bool turn_start = s.last_placed < 0 && (s.decision == Decision::Place || s.decision == Decision::Abbey);
  if (turn_start && !session.CanUndo()) return {{"now", true}, {"why", "a turn begins"}};
  return {{"now", false}, {"why", "a turn is under way"}};
}

// --- The methods, one handler each (the table below names them) ------------------------------

// Proves the exception backstop of carc_api works in the shipped build (WebAssembly exception
// handling): the smoke test calls it and expects an error answer and a page that goes on.
json ThrowForTest(App&, const json&) { throw std::runtime_error("a test exception"); }

// newGame(setup); with "deal": "fair", "here": the seats played on this device.
json NewGame(App& app, const json& arg) {
  Setup setup;
  std::string error;
  json setup_json = arg;
  std::vector<int> here;
  if (setup_json.is_object() && setup_json.contains("here")) {
    const json h = setup_json["here"];
    setup_json.erase("here");
    if (!h.is_array()) return Fail("\"here\" expects a list of seat numbers");
    for (const json& v : h) {
      if (!v.is_number_integer()) return Fail("\"here\" expects a list of seat numbers");
      here.push_back(v.get<int>());
    }
  }
  if (!SetupFromJson(setup_json, &setup, &error)) return Fail(error);
  if (!here.empty() && !setup.fair_deal) return Fail("\"here\" belongs to a game with \"deal\": \"fair\"");
  for (int p : here)
    if (p < 0 || p >= static_cast<int>(setup.players.size())) return Fail("no seat " + std::to_string(p));
  if (setup.fair_deal && here.empty()) here.push_back(0);
  if (!app.StartGame(setup, &error)) return Fail(error);
  if (setup.fair_deal) app.Link().StartedHere(here);
  return {{"ok", true}};
}

json Load(App& app, const json& arg) {
  GameRecord record;
  std::string error;
  if (!RecordFromJson(arg, &record, &error)) return Fail(error);
  if (!app.LoadRecord(record, &error)) return Fail(error);
  return {{"ok", true}};
}

// Saved games and share links (saves/saved_games.h, link/link_address.h, saves/saved_games_flow.h).
json Saves(App& app, const json&) {
  SavedGames& store = app.Saves().Store();
  store.CheckAll();
  store.TakeProblems();  // the caller reads "damaged" in the list
  return store.ListJson();
}

// open(link): a link (or "#g=...", or the id of a saved game).
json Open(App& app, const json& arg) {
  if (!arg.is_string()) return Fail("open(link) expects a link (text)");
  const std::string link = arg.get<std::string>();
  std::string error;
  SavedGamesFlow& saves = app.Saves();
  saves.Store().Refresh();
  const bool ok = saves.Store().Find(link) ? saves.OpenSaved(link, &error) : saves.OpenLink(link, &error);
  if (!ok) return Fail(error);
  return {{"ok", true}};
}

// Keeping the saved games (saves/saved_games_keeper.h, saves/backup.h). backup(): the backup file's
// text as Back up makes it (the file is not offered).
json Backup(App& app, const json&) {
  ExportSummary summary;
  std::string name;
  const std::string text = app.Saves().Keeper().Export(&summary, &name);
  return {{"ok", true}, {"text", text}, {"fileName", name}, {"games", summary.games},
          {"unreadable", summary.unreadable}, {"secrets", summary.secrets}, {"badSecrets", summary.bad_secrets}};
}

// importBackup(): the text handed over by shell.js (a chosen file, or the caller's).
json ImportBackup(App& app, const json& arg) {
  SavedGamesFlow& saves = app.Saves();
  if (arg.is_object() && arg.contains("tooLarge")) return ReportJson(saves.RefuseBackup("backup.refused.too-large"));
  if (arg.is_object()) return ReportJson(saves.RefuseBackup("backup.refused.unreadable"));
  return ReportJson(saves.ImportBackup(platform::TakeHandedText()));
}

// keeping({holdTabs: true|false}): other tabs' changes held (a frozen tab).
json Keeping(App& app, const json& arg) {
  if (arg.is_object() && arg.contains("holdTabs") && arg["holdTabs"].is_boolean())
    app.Saves().Keeper().Hold(arg["holdTabs"].get<bool>());
  return app.Saves().KeepingJson();
}

// Play by link (link/link_play.h): the seats here, the waiting state, the replay since my last move,
// the send-back prompt, an older or diverging link. correspondence({catchUpDelay: seconds}) sets the
// replay's pace.
json Correspondence(App& app, const json& arg) {
  if (arg.is_object() && arg.contains("catchUpDelay") && arg["catchUpDelay"].is_number())
    app.Link().SetCatchUpDelay(arg["catchUpDelay"].get<double>());
  return app.Link().Json();
}

// claimSeat(seat), claimSeat([seats]), claimSeat(): the seat to move now.
json ClaimSeat(App& app, const json& arg) {
  const GameSession& session = app.Session();
  if (!session.Active()) return Fail("there is no game");
  const int n = static_cast<int>(session.Record().setup.players.size());
  Seats seats = app.Link().LocalSeats();
  if (seats.mode == Seats::Mode::HotSeat) seats = Seats::Asking();
  std::vector<int> wanted;
  if (arg.is_null()) {
    wanted.push_back(session.State().decider);
  } else if (arg.is_number_integer()) {
    wanted.push_back(arg.get<int>());
  } else if (arg.is_array()) {
    for (const json& v : arg)
      if (v.is_number_integer()) wanted.push_back(v.get<int>());
  }
  if (wanted.empty()) return Fail("claimSeat(seat) expects a seat number or a list of them");
  for (int p : wanted) {
    if (p < 0 || p >= n) return Fail("no seat " + std::to_string(p));
    // A fair deal's seat plays only where its secret is (link/device_deal.h): the page's own refusal.
    if (!MayTakeOver(session.State(), app.Link().LocalSeats(), app.Link().Secrets(), p))
      return Fail(i18n::F("fair.take-over.refused", {{"name", PlayerName(session.State(), p)}}));
    seats.Claim(p);
  }
  app.Link().SetSeats(seats);
  return {{"ok", true}};
}

json SkipCatchUp(App& app, const json&) {
  app.Link().SkipCatchUp();
  return {{"ok", true}};
}

// answerConflict("link" | "saved")
json AnswerConflict(App& app, const json& arg) {
  if (!arg.is_string()) return Fail("answerConflict expects \"link\" or \"saved\"");
  app.Link().AnswerConflict(arg.get<std::string>() == "link");
  return {{"ok", true}};
}

json ShareLink(App& app, const json&) {
  if (!app.Session().Active()) return Fail("there is no game to share");
  return {{"ok", true}, {"link", app.Saves().ShareLink()}};
}

json CanUpdateNowMethod(App& app, const json&) { return CanUpdateNow(app); }

// language("ca"): switch to it (remembered); language(): the current one.
json Language(App& app, const json& arg) {
  json out = {{"ok", true}};
  if (arg.is_string()) {
    const std::string code = arg.get<std::string>();
    switch (app.SetLanguage(code)) {
      case LanguageChoice::Outcome::Unknown: return Fail("unknown language " + code);
      case LanguageChoice::Outcome::Failed: return Fail("the texts in " + code + " cannot be had");
      case LanguageChoice::Outcome::Loading: out["loading"] = code; break;  // shell.js waits for them first
      case LanguageChoice::Outcome::Changed: break;
    }
  }
  out["language"] = std::string(i18n::Current());
  return out;
}

// format(key, {n: 5, name: "Ana"}): a catalogue message as the page words it now.
json Format(App&, const json& arg) {
  if (!arg.is_array() || arg.size() != 2 || !arg[0].is_string() || !arg[1].is_object())
    return Fail("format expects a key and an object of arguments");
  std::vector<std::string> names;  // i18n::Arg keeps a view of its name
  for (auto it = arg[1].begin(); it != arg[1].end(); ++it) names.push_back(it.key());
  std::vector<i18n::Arg> args;
  for (const std::string& name : names) {
    const json& v = arg[1][name];
    if (v.is_number_integer()) args.emplace_back(name, v.get<long long>());
    else if (v.is_string()) args.emplace_back(name, v.get<std::string>());
    else return Fail("format: {" + name + "} must be a whole number or a text");
  }
  return {{"ok", true}, {"text", i18n::F(arg[0].get<std::string>(), args)}};
}

json TextRuns(App&, const json&) { return TextRunsJson(); }  // the glyphs drawn by the browser (ui/text/run_glyphs.h)

json State(App& app, const json&) {
  if (!app.Session().Active()) return {{"status", "none"}, {"screen", "new-game"}};
  return StateJson(app);
}

json Record(App& app, const json&) { return app.Session().RecordJson(); }

// The computer's review (web/review/): review() its state; review({start: true}) opens the review of the
// game on screen (it must be over), {worker: false} first to review on the page's thread ({pageSliceMs:
// 0}: a slice of the fewest positions a frame, so that the tests see it running); {choose: line}
// shows a reviewed decision on the board; {back: true} the list again; {stop: true}; {close: true}.
json Review(App& app, const json& arg) {
  ReviewView& review = app.Review();
  if (arg.is_object()) {
    if (arg.contains("worker") && arg["worker"].is_boolean()) review.Run().UseWorker(arg["worker"].get<bool>());
    if (arg.contains("pageSliceMs") && arg["pageSliceMs"].is_number())
      review.SetPageSliceMs(std::clamp(arg["pageSliceMs"].get<double>(), 0.0, 20.0));
    if (arg.contains("start")) {
      if (!app.Session().Active()) return Fail("no game on screen");
      std::string error;
      if (!review.Open(app.Session().Record(), &error)) return Fail(error);
    }
    if (arg.contains("choose") && (!arg["choose"].is_number_integer() || !review.Choose(arg["choose"].get<int>())))
      return Fail("no such reviewed decision (yet)");
    if (arg.contains("back")) review.BackToList();
    if (arg.contains("stop")) review.Stop();
    if (arg.contains("close")) review.Close();
  }
  json out = review.StateJson();
  out["ok"] = true;
  return out;
}

// reviewList(): the reviewed decisions as `carcassonne review` prints them (once the review is made).
json ReviewList(App& app, const json&) {
  json out = json::array();
  if (app.Review().Run().State() != ReviewRun::Status::Done) return out;
  for (const ReviewLine& l : app.Review().Run().Lines()) out.push_back(l.json);
  return out;
}

json Legal(App& app, const json&) {
  json out = json::array();
  if (!app.Session().Active()) return out;
  for (const Action& a : app.Session().Legal()) out.push_back(ActionToJson(a));
  return out;
}

json Apply(App& app, const json& arg) {
  Action a;
  std::string error;
  if (!ActionFromJson(arg, &a, &error)) return Fail(error);
  if (auto err = app.ApplyAction(a)) return Fail(err->message);
  return {{"ok", true}};
}

json Undo(App& app, const json&) {
  if (!app.Session().CanUndo()) return Fail("nothing to undo in this turn");
  app.UndoAction();
  return {{"ok", true}};
}

// cellToScreen([x, y]): the centre of square (x, y), in CSS pixels.
json CellToScreen(App& app, const json& arg) {
  if (!arg.is_array() || arg.size() != 2 || !arg[0].is_number() || !arg[1].is_number()) return Fail("expects [x, y]");
  const ImVec2 p = app.Board().WorldToScreen({arg[0].get<float>() + 0.5f, arg[1].get<float>() + 0.5f});
  return {{"x", p.x}, {"y", p.y}};
}

// The figure/watchman/wagon targets on screen, with their actions.
json Targets(App& app, const json&) {
  json out = json::array();
  const std::vector<ImVec2>& at = app.Board().TargetsOnScreen();  // where the circles are drawn
  const std::vector<Target>& targets = app.Options().targets;
  for (size_t i = 0; i < targets.size(); ++i) {
    const Target& t = targets[i];
    const ImVec2 p = i < at.size() ? at[i] : app.Board().WorldToScreen(t.world);
    out.push_back({{"action", ActionToJson(t.action)}, {"x", p.x}, {"y", p.y}, {"label", t.label}});
  }
  return out;
}

// sound({enabled}): the sounds' setting and the sounds asked for lately.
json Sound(App& app, const json& arg) {
  if (arg.is_object() && arg.contains("enabled") && arg["enabled"].is_boolean()) app.Sound().SetEnabled(arg["enabled"].get<bool>());
  return app.Sound().DebugJson();
}

json Widgets(App&, const json&) { return marks::All(); }
json Texts(App&, const json&) { return TextsJson(); }  // every text drawn in the last frame (ui/text/text.h)
json LogLines(App& app, const json&) { return app.Log().AllLines(); }  // every sentence of the log (ui/panels/event_log.h)

// gallery(true | false | {tilePx, first, figures}): the drawing code's sheets.
json Gallery(App& app, const json& arg) {
  GalleryOptions o;
  o.on = (arg.is_boolean() && arg.get<bool>()) || arg.is_object();
  if (arg.is_object()) {
    if (arg.contains("tilePx") && arg["tilePx"].is_number()) o.tile_px = std::clamp(arg["tilePx"].get<float>(), 8.0f, 400.0f);
    if (arg.contains("first") && arg["first"].is_number_integer()) o.first = std::max(0, arg["first"].get<int>());
    if (arg.contains("figures") && arg["figures"].is_boolean()) o.figures = arg["figures"].get<bool>();
  }
  app.ShowGallery(o);
  return {{"ok", true}};
}

json Centre(App& app, const json&) {
  app.CentreBoard();
  return {{"ok", true}};
}

// frameStats(true): a new measurement window.
json FrameStatsMethod(App& app, const json& arg) {
  if (arg.is_boolean() && arg.get<bool>()) app.ResetFrameStats();
  return app.FrameStatsJson();
}

// present("always"): draw every frame to the screen (the benchmark's frame cost); "sparse": a changed
// picture at most every FramePresenter::kSparseMs (the tests' long scripted runs); "changes": a player's.
json Present(App& app, const json& arg) {
  FramePresenter& presenter = app.Presenter();
  FramePresenter::Mode mode;
  if (arg.is_string() && FramePresenter::ModeFromName(arg.get<std::string>(), &mode)) presenter.SetMode(mode);
  // Owed: a changed picture waits to be drawn, or the board's pieces wait to be painted.
  return {{"mode", presenter.ModeName()}, {"owes", presenter.Owes() || app.Board().Painting()},
          {"presented", presenter.Presented()}, {"skipped", presenter.Skipped()},
          {"because", {{"lists", presenter.ByLists()}, {"textures", presenter.ByTextures()},
                       {"backstop", presenter.ByBackstop()}}}};
}

// The figures on the board: where they are drawn, and the symbol of their player's colour.
json FiguresOnScreen(App& app, const GameState& s) {
  json figures = json::array();
  for (const FigureSpot& f : FigureSpots(s)) {
    const ImVec2 c = app.Board().WorldToScreen(f.world);
    const std::string colour = s.setup && f.owner < static_cast<int>(s.setup->players.size())
                                   ? s.setup->players[static_cast<size_t>(f.owner)].color : "grey";
    figures.push_back({{"owner", f.owner}, {"colour", colour}, {"kind", std::string(FigureKindName(f.kind))},
                       {"mark", palette::PlayerMarkName(palette::PlayerMarkOf(colour))},
                       {"x", c.x}, {"y", c.y}, {"worldX", f.world.x}, {"worldY", f.world.y},
                       {"h", app.Board().FigurePx()}});
  }
  return figures;
}

// motion({hold: true|false, holdAtAge: ms}): the animations' state, their clock held or not.
json Motion(App& app, const json& arg) {
  BoardMotion& motion = app.Motion();
  const double now = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
  if (arg.is_object() && arg.contains("hold") && arg["hold"].is_boolean()) motion.Hold(arg["hold"].get<bool>(), now);
  if (arg.is_object() && arg.contains("holdAtAge") && arg["holdAtAge"].is_number())
    motion.HoldAtAge(arg["holdAtAge"].get<double>(), now);
  json out = motion.DebugJson(now);
  const GameState& s = app.Session().State();
  const int last = LastPlacedTile(s);
  out["lastTile"] = nullptr;
  if (last >= 0) {
    const Pos p = s.board.tile(last).pos;
    const ImVec2 c = app.Board().WorldToScreen({p.x + 0.5f, p.y + 0.5f});
    out["lastTile"] = {{"x", p.x}, {"y", p.y}, {"screenX", c.x}, {"screenY", c.y}};
  }
  out["figures"] = FiguresOnScreen(app, s);
  return out;
}

// squares({enabled}): what can still fit (ui/board/square_marks.h): the setting, the open squares with
// their counts, and the marks the board drew in the last frame (those in view).
json Squares(App& app, const json& arg) {
  SquareOutlook& squares = app.Squares();
  if (arg.is_object() && arg.contains("enabled") && arg["enabled"].is_boolean()) squares.SetEnabled(arg["enabled"].get<bool>());
  auto mark_name = [](SquareMark m) { return m == SquareMark::Dead ? "none-fits" : m == SquareMark::One ? "one-fits" : ""; };
  json open = json::array(), drawn = json::array(), unfinishable = json::array();
  for (const OpenSquare& sq : squares.Get().squares)
    open.push_back({{"x", sq.pos.x}, {"y", sq.pos.y}, {"count", sq.count}, {"later", sq.later}});
  for (const MarkedSquare& m : app.Board().MarksDrawn())
    drawn.push_back({{"x", m.pos.x}, {"y", m.pos.y}, {"count", m.count}, {"mark", mark_name(m.mark)}});
  for (const UnfinishableFeature& f : squares.Get().unfinishable)
    unfinishable.push_back({{"type", std::string(FeatureTypeName(f.type))}, {"root", f.root}, {"figures", f.figures}});
  return {{"enabled", squares.Enabled()}, {"computed", squares.Computed()}, {"open", open}, {"drawn", drawn},
          {"unfinishable", unfinishable}};
}

// view({centre: [x, y], tilePx}): shows that world point at the centre; the view as it stands.
json View(App& app, const json& arg) {
  const BoardView& board = app.Board();
  if (arg.is_object() && arg.contains("centre") && arg["centre"].is_array() && arg["centre"].size() == 2 &&
      arg["centre"][0].is_number() && arg["centre"][1].is_number())
    app.FocusBoard({arg["centre"][0].get<float>(), arg["centre"][1].get<float>()},
                   arg.contains("tilePx") && arg["tilePx"].is_number() ? arg["tilePx"].get<float>() : board.TilePx());
  const ImVec2 a = board.AreaMin(), b = board.AreaMax();
  json view = {{"tilePx", board.TilePx()}, {"rotation", app.Rotation()},
               {"area", {{"x", a.x}, {"y", a.y}, {"w", b.x - a.x}, {"h", b.y - a.y}}}};
  // Keyboard play (board_keys.h): the cursor's square when shown, and the choice Tab made (-1 none).
  const auto cursor = app.Keys().Cursor();
  if (app.Keys().Shown() && cursor) view["cursor"] = {cursor->x, cursor->y};
  view["choice"] = app.Keys().Choice();
  if (const auto pick = board.Pick()) {  // touch: the square a tap picked, and the figures offered on it
    view["pick"] = {pick->x, pick->y};
    json offered = json::array();
    const std::vector<Target>& targets = board.PickTargets();
    const std::vector<ImVec2>& at = board.PickTargetsOnScreen();
    for (size_t i = 0; i < targets.size() && i < at.size(); ++i)
      offered.push_back({{"action", ActionToJson(targets[i].action)}, {"x", at[i].x}, {"y", at[i].y}});
    view["pickTargets"] = offered;
  }
  view["note"] = app.NoteJson();  // what a move made elsewhere scored, by its tile (ui/panels/move_note.h)
  view["pointer"] = TheTouch().Json();  // a finger or a mouse, and the last press (ui/base/touch.h)
  return view;
}

// --- The table ------------------------------------------------------------------------------

// A call that only reads changes nothing on screen, so it does not wake the page (app/frame_pace.h): a
// script that polls the game (a test waiting for a state, as often as every frame) would otherwise keep
// the page building frames the whole time it waits.
enum class Reads {
  Never,              // it acts
  Always,             // it only reads
  WithoutArgument,    // with an argument it sets something (a pace, a hold, a language)
};

struct Method {
  const char* name;
  json (*handler)(App&, const json&);
  Reads reads;
};

constexpr Method kMethods[] = {
    {"throwForTest", ThrowForTest, Reads::Never},
    {"newGame", NewGame, Reads::Never},
    {"load", Load, Reads::Never},
    {"saves", Saves, Reads::Always},
    {"open", Open, Reads::Never},
    {"backup", Backup, Reads::Never},
    {"importBackup", ImportBackup, Reads::Never},
    {"keeping", Keeping, Reads::WithoutArgument},
    {"correspondence", Correspondence, Reads::WithoutArgument},
    {"claimSeat", ClaimSeat, Reads::Never},
    {"skipCatchUp", SkipCatchUp, Reads::Never},
    {"answerConflict", AnswerConflict, Reads::Never},
    {"shareLink", ShareLink, Reads::Always},
    {"canUpdateNow", CanUpdateNowMethod, Reads::Always},
    {"language", Language, Reads::WithoutArgument},
    {"format", Format, Reads::Always},
    {"textRuns", TextRuns, Reads::Always},
    {"state", State, Reads::Always},
    {"record", Record, Reads::Always},
    {"review", Review, Reads::WithoutArgument},
    {"reviewList", ReviewList, Reads::Always},
    {"legal", Legal, Reads::Always},
    {"apply", Apply, Reads::Never},
    {"undo", Undo, Reads::Never},
    {"cellToScreen", CellToScreen, Reads::Always},
    {"targets", Targets, Reads::Always},
    {"sound", Sound, Reads::WithoutArgument},
    {"widgets", Widgets, Reads::Always},
    {"texts", Texts, Reads::Always},
    {"logLines", LogLines, Reads::Always},
    {"gallery", Gallery, Reads::Never},
    {"centre", Centre, Reads::Never},
    {"frameStats", FrameStatsMethod, Reads::WithoutArgument},
    {"present", Present, Reads::WithoutArgument},
    {"motion", Motion, Reads::WithoutArgument},
    {"view", View, Reads::WithoutArgument},
    {"squares", Squares, Reads::WithoutArgument},
};

const Method* FindMethod(const std::string& name) {
  for (const Method& m : kMethods)
    if (name == m.name) return &m;
  return nullptr;
}

json Call(App& app, const std::string& method, const json& arg) {
  if (const Method* m = FindMethod(method)) return m->handler(app, arg);
  if (auto r = AiApiCall(app, method, arg)) return *r;  // hint, aiBench, aiOptions, aiStatus
  return Fail("unknown method " + method);
}

bool OnlyReads(const std::string& method, const json& arg) {
  const Method* m = FindMethod(method);
  if (!m) return false;
  const bool no_argument = arg.is_null() || (arg.is_array() && arg.empty()) || (arg.is_object() && arg.empty());
  return m->reads == Reads::Always || (m->reads == Reads::WithoutArgument && no_argument);
}

}  // namespace

void AttachScriptApi(App* app) { g_app = app; }

}  // namespace carc::ui

extern "C" CARC_EXPORT const char* carc_api(const char* method, const char* arg_json) {
  static std::string out;
  using carc::ui::g_app;
  if (!g_app) {
    out = R"({"ok":false,"error":"the game is not running yet"})";
    return out.c_str();
  }
  nlohmann::json arg;
  if (arg_json && *arg_json) {
    arg = nlohmann::json::parse(arg_json, nullptr, false);
    if (arg.is_discarded()) {
      out = R"({"ok":false,"error":"the argument is not valid JSON"})";
      return out.c_str();
    }
  }
  // What the call changes is drawn from the next display frame.
  if (!carc::ui::OnlyReads(method ? method : "", arg)) g_app->Stir();
  // replace: a name with broken UTF-8 must not throw.
  auto text = [](const nlohmann::json& j) { return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace); };
  // Backstop: nothing below should throw; if a bug does, the caller gets an error, not a dead page.
  if (auto escaped = carc::platform::Catching([&] { out = text(carc::ui::Call(*g_app, method ? method : "", arg)); })) {
    out = text(carc::ui::Fail("internal error: " + *escaped));
  }
  return out.c_str();
}
