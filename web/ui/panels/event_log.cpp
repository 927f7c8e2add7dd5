// The log's words (event_log.h): the engine's events, as the replay report lists them (engine/src/
// *.cpp, engine/docs/record-notes.md), turned into turns and sentences. No ImGui here.
#include <algorithm>
#include <nlohmann/json.hpp>
#include <string>

#include "i18n/i18n.h"
#include "ui/panels/event_log.h"
#include "ui/text/names.h"
#include "ui/text/tile_words.h"

namespace carc::ui {
namespace {

using nlohmann::json;
using i18n::F;
using i18n::T;

std::string Str(const json& ev, const char* key) {
  auto it = ev.find(key);
  return it != ev.end() && it->is_string() ? it->get<std::string>() : std::string();
}

int Int(const json& ev, const char* key, int fallback = 0) {
  auto it = ev.find(key);
  return it != ev.end() && it->is_number_integer() ? it->get<int>() : fallback;
}

bool Flag(const json& ev, const char* key) {
  auto it = ev.find(key);
  return it != ev.end() && it->is_boolean() && it->get<bool>();
}

const TileDef* TileOf(const GameState& s, const json& ev) {
  return s.catalog ? s.catalog->Find(Str(ev, "tile")) : nullptr;
}

std::string TileText(const GameState& s, const json& ev) {
  const TileDef* t = TileOf(s, ev);
  return t ? TileWords(*t) : std::string(T("tile.unknown"));
}

// A score event without its player: two events with the same one are a tie on the same thing.
std::string Signature(const json& ev) {
  json copy = ev;
  copy.erase("player");
  return copy.dump();
}

// Builds the turns event by event. Some lines are only known to be final once later events came
// (a tie adds a name; a tower gets its floor), so each score line keeps what it needs to be redone.
class LogBuilder {
 public:
  LogBuilder(const GameState& s, int turn_player) : s_(s), turn_player_(turn_player) {}

  void Add(const json& ev, size_t index);
  std::vector<LogTurn> Take() { return std::move(turns_); }

 private:
  struct ScoreLine {
    size_t line = 0;  // index in the current turn's lines
    std::string signature;
    json ev;
    std::vector<int> players;
  };
  struct Completion {
    std::string feature;
    std::vector<Pos> squares;
    bool scored = false, told = false;
  };

  std::string Name(int p) const { return PlayerName(s_, p); }
  LogTurn& Current();
  LogTurn& NewTurn(LogTurn::Kind kind, int player, size_t index);
  void Line(std::string text, const json& ev, size_t index, bool score = false) {
    Current().lines.push_back({std::move(text), EventSquares(ev), score, index});
  }
  void Draw(const json& ev, size_t index);
  void Score(const json& ev, size_t index);
  std::string ScoreText(const json& ev, const std::vector<int>& players) const;
  void Return(const json& ev, size_t index);

  const GameState& s_;
  int turn_player_;
  std::vector<LogTurn> turns_;
  bool placed_ = false;          // the current turn's tile is down (a later draw is someone's next turn)
  std::vector<ScoreLine> scores_;  // the current turn's score lines
  std::vector<Completion> completed_;
  bool thief_paid_ = false, watchmen_told_ = false;
  std::string marked_at_;      // the feature whose inn or cathedral was last told (its squares)
  bool second_tile_ = false;   // a builder gave this turn a second tile (Traders & Builders)
};

LogTurn& LogBuilder::Current() {
  if (turns_.empty()) NewTurn(LogTurn::Kind::Turn, turn_player_ >= 0 ? turn_player_ : s_.current, 0);
  return turns_.back();
}

LogTurn& LogBuilder::NewTurn(LogTurn::Kind kind, int player, size_t index) {
  LogTurn t;
  t.kind = kind;
  t.player = player;
  t.header.first_event = index;
  turns_.push_back(std::move(t));
  placed_ = false;
  scores_.clear();
  completed_.clear();
  thief_paid_ = watchmen_told_ = second_tile_ = false;
  marked_at_.clear();
  return turns_.back();
}

void LogBuilder::Draw(const json& ev, size_t index) {
  const int p = Int(ev, "player", -1);
  const bool same_turn = !turns_.empty() && turns_.back().kind == LogTurn::Kind::Turn && turns_.back().player == p &&
                         !placed_ && !turns_.back().header.text.empty();
  if (second_tile_ && !turns_.empty() && turns_.back().player == p) {  // the builder's second tile
    second_tile_ = false;
    placed_ = false;
    scores_.clear();
    Line(F("log.draw.second", {{"name", Name(p)}, {"tile", TileText(s_, ev)}}), ev, index);
    Current().lines.back().squares.clear();
    return;
  }
  if (same_turn) {  // a draw again in the same turn: after a theft, a tile that fits nowhere...
    const std::string stack = Str(ev, "stack");
    const char* key = stack == "tower" ? "log.draw.tower" : stack == "land" ? "log.draw.land" : "log.draw.again";
    Line(F(key, {{"name", Name(p)}, {"tile", TileText(s_, ev)}}), ev, index);
    Current().lines.back().squares.clear();  // a drawn tile is not on the board yet
    return;
  }
  LogTurn& t = NewTurn(LogTurn::Kind::Turn, p, index);
  if (const TileDef* def = TileOf(s_, ev)) t.tile = def->index;
  t.header.text = F("log.turn.draw", {{"name", Name(p)}, {"tile", TileText(s_, ev)}});
}

std::string LogBuilder::ScoreText(const json& ev, const std::vector<int>& players) const {
  const std::string reason = Str(ev, "reason");
  std::vector<std::string> names;
  for (int p : players) names.push_back(Name(p));
  const int points = Int(ev, "points"), tiles = Int(ev, "tiles"), coats = Int(ev, "coats"),
            cities = Int(ev, "cities"), n = static_cast<int>(players.size());
  const std::string who = JoinNames(names);
  const bool final = Flag(ev, "final");
  const int placer = turns_.empty() ? -1 : turns_.back().player;
  const bool own = players.size() == 1 && players[0] == placer;
  const std::string placer_name = placer >= 0 ? Name(placer) : who;
  const char* own_arg = own ? "yes" : "no";
  if (reason == "city" || reason == "road" || reason == "monastery") {
    if (final && points == 0 && !Str(ev, "mark").empty())  // Inns & Cathedrals: open at the end, worth nothing
      return F("log.final.worthless", {{"mark", Str(ev, "mark")}, {"names", who}});
    if (final) {
      if (reason == "city")
        return F("log.final.city", {{"tiles", tiles}, {"coats", coats}, {"points", points}, {"players", n}, {"names", who}});
      if (reason == "road") return F("log.final.road", {{"tiles", tiles}, {"points", points}, {"players", n}, {"names", who}});
      return F("log.final.monastery", {{"n", std::max(0, tiles - 1)}, {"points", points}, {"players", n}, {"names", who}});
    }
    if (reason == "city")
      return F("log.score.city", {{"placer", placer_name}, {"tiles", tiles}, {"coats", coats}, {"points", points},
                                  {"players", n}, {"own", own_arg}, {"names", who}});
    if (reason == "road")
      return F("log.score.road", {{"placer", placer_name}, {"tiles", tiles}, {"points", points}, {"players", n},
                                  {"own", own_arg}, {"names", who}});
    return F("log.score.monastery",
             {{"placer", placer_name}, {"points", points}, {"players", n}, {"own", own_arg}, {"names", who}});
  }
  if (reason == "field") {
    const std::string barn = Str(ev, "barn");
    if (barn == "placed")
      return F("log.score.barn-placed", {{"cities", cities}, {"points", points}, {"players", n}, {"names", who}});
    if (barn == "joined")
      return F("log.score.barn-joined", {{"cities", cities}, {"points", points}, {"players", n}, {"names", who}});
    return F("log.final.field", {{"cities", cities}, {"points", points}, {"players", n}, {"names", who}});
  }
  if (reason == "barn") return F("log.final.barn", {{"cities", cities}, {"points", points}, {"players", n}, {"names", who}});
  if (reason == "watchtower")
    return F("log.score.watchtower",
             {{"symbol", Str(ev, "symbol")}, {"n", Int(ev, "count")}, {"points", points}, {"players", n}, {"names", who}});
  if (reason == "watchman") {
    if (final) return F("log.final.watchman", {{"name", who}, {"points", points}, {"stolen", Int(ev, "stolen")}});
    return F("log.score.thief", {{"name", who}, {"points", points}, {"stolen", Int(ev, "stolen")}});
  }
  if (reason == "watchman-replaced")
    return F("log.score.replaced", {{"placer", placer_name}, {"name", who}, {"points", points}});
  if (reason == "goods")
    return F("log.final.goods", {{"goods", Str(ev, "goods")}, {"n", Int(ev, "tokens")}, {"points", points}, {"players", n}, {"names", who}});
  if (reason == "pig")
    return F("log.score.pig", {{"cities", cities}, {"points", points}, {"names", who}});
  return F("log.score.other", {{"points", points}, {"players", n}, {"names", who}});
}

void LogBuilder::Score(const json& ev, size_t index) {
  // Nothing happened for anyone: no line; but an inn or a cathedral left open says why it paid nothing.
  if (Int(ev, "points") <= 0 && (Str(ev, "mark").empty() || !Flag(ev, "final"))) return;
  const int p = Int(ev, "player", -1);
  if (Flag(ev, "final") && (turns_.empty() || turns_.back().kind != LogTurn::Kind::Final)) {
    LogTurn& t = NewTurn(LogTurn::Kind::Final, -1, index);
    t.header.text = T("log.final");
  }
  const std::string reason = Str(ev, "reason");
  const std::vector<Pos> squares = EventSquares(ev);
  for (Completion& c : completed_)
    if (c.feature == reason && c.squares == squares) c.scored = true;
  if (reason == "watchman" && !Flag(ev, "final")) thief_paid_ = true;
  // A tie: the same score on the same feature as the line before, for another player.
  const std::string sig = Signature(ev);
  LogTurn& t = Current();
  if (!scores_.empty() && scores_.back().line + 1 == t.lines.size() && scores_.back().signature == sig &&
      reason != "watchman" && reason != "watchman-replaced") {
    ScoreLine& last = scores_.back();
    if (std::find(last.players.begin(), last.players.end(), p) == last.players.end()) {
      last.players.push_back(p);
      t.lines[last.line].text = ScoreText(last.ev, last.players);
      return;
    }
  }
  // Why a road or city was worth more (an inn, a cathedral): once per feature, before its first score.
  if (!Flag(ev, "final") && !Str(ev, "mark").empty() && marked_at_ != ev.value("at", json()).dump()) {
    marked_at_ = ev.value("at", json()).dump();
    Line(F("log.mark", {{"mark", Str(ev, "mark")}}), ev, index);
  }
  Line(ScoreText(ev, {p}), ev, index, true);
  scores_.push_back({t.lines.size() - 1, sig, ev, {p}});
}

void LogBuilder::Return(const json& ev, size_t index) {
  const std::string figure = Str(ev, "figure");
  const int p = Int(ev, "player", -1);
  if (figure == "wagon") {
    Line(F("log.wagon-back", {{"name", Name(p)}}), ev, index);
    return;
  }
  const std::vector<Pos> at = EventSquares(ev);
  for (Completion& c : completed_) {
    if (c.scored || c.told || figure != "mayor" || at.empty()) continue;
    if (std::find(c.squares.begin(), c.squares.end(), at[0]) == c.squares.end()) continue;
    c.told = true;
    Current().lines.push_back({T("log.mayor-nothing"), c.squares, false, index});
  }
  if (thief_paid_ && !watchmen_told_) {
    watchmen_told_ = true;
    Line(T("log.watchmen-down"), json::object(), index);
  }
  // Every other figure going home follows a score line that said why.
}

void LogBuilder::Add(const json& ev, size_t index) {
  const std::string type = Str(ev, "type");
  const int p = Int(ev, "player", -1);
  const std::string name = Name(p);
  if (type == "start") {
    LogTurn& t = NewTurn(LogTurn::Kind::Start, -1, index);
    if (const TileDef* def = TileOf(s_, ev)) t.tile = def->index;
    t.header.text = F("log.start", {{"tile", TileText(s_, ev)}});
    t.header.squares = EventSquares(ev);
    placed_ = true;
  } else if (type == "draw") {
    Draw(ev, index);
  } else if (type == "place") {
    LogTurn& t = Current();
    t.header.squares = EventSquares(ev);
    const TileDef* def = TileOf(s_, ev);
    if (def && (t.tile < 0 || t.tile == def->index)) t.tile = def->index, t.rot = Int(ev, "rot");
    placed_ = true;
  } else if (type == "abbey") {
    LogTurn& t = NewTurn(LogTurn::Kind::Turn, p, index);
    if (const TileDef* abbey = s_.catalog ? s_.catalog->Find("AMA") : nullptr) t.tile = abbey->index;
    t.header.text = F(Flag(ev, "end_round") ? "log.turn.end-abbey" : "log.turn.abbey", {{"name", name}});
  } else if (type == "abbey-skip") {
    if (!Flag(ev, "end_round")) return;  // the turn goes on with a draw, which tells it
    LogTurn& t = NewTurn(LogTurn::Kind::Turn, p, index);
    t.header.text = F("log.turn.keeps-abbey", {{"name", name}});
    placed_ = true;
  } else if (type == "figure") {
    const std::string figure = Str(ev, "figure");
    if (figure == "barn") {
      Line(F("log.barn", {{"name", name}}), ev, index);
    } else if (figure == "large-meeple" || figure == "builder" || figure == "pig") {
      Line(F("log.figure.new", {{"name", name}, {"figure", figure}, {"feature", Str(ev, "feature")}}), ev, index);
    } else {
      Line(F("log.figure", {{"name", name}, {"figure", Str(ev, "figure")}, {"feature", Str(ev, "feature")}}), ev, index);
    }
  } else if (type == "watchman") {
    Line(F("log.watchman", {{"name", name}}), ev, index);
  } else if (type == "double-turn") {
    Line(F("log.double-turn", {{"name", name}}), json::object(), index);
    second_tile_ = true;
  } else if (type == "second-tile-left") {  // ruleset 7: the builder's second tile left (nothing drawn)
    Line(F("log.second-tile-left", {{"name", name}}), json::object(), index);
  } else if (type == "goods") {
    Line(F("log.goods", {{"name", name}, {"wine", Int(ev, "wine")}, {"grain", Int(ev, "grain")}, {"cloth", Int(ev, "cloth")}}),
         ev, index);
  } else if (type == "completed") {
    completed_.push_back({Str(ev, "feature"), EventSquares(ev)});
  } else if (type == "score") {
    Score(ev, index);
  } else if (type == "return") {
    Return(ev, index);
  } else if (type == "wagon-move") {
    Line(F("log.wagon-move", {{"name", name}, {"feature", Str(ev, "feature")}}), ev, index);
  } else if (type == "stolen") {
    Line(F("log.stolen", {{"replaces", ev.contains("replaces") ? "yes" : "no"}}), json::object(), index);
  } else if (type == "stolen-returned") {
    Line(T("log.stolen-returned"), json::object(), index);
  } else if (type == "tower") {
    Line(F("log.tower", {{"floor", "no"}}), ev, index);
  } else if (type == "floors") {
    const int towers = ev.contains("towers") && ev["towers"].is_array() ? static_cast<int>(ev["towers"].size()) : 0;
    LogTurn& t = Current();
    if (Str(ev, "reason") == "foundation" && !t.lines.empty()) {  // the tower just told gets its first floor
      t.lines.back().text = F("log.tower", {{"floor", "yes"}});
      return;
    }
    Line(F("log.floors.thief", {{"n", towers}, {"supply", Int(ev, "supply")}}), ev, index);
  } else if (type == "discard") {
    Line(T("log.discard"), json::object(), index);
  } else if (type == "unplaceable") {
    Line(T("log.unplaceable"), json::object(), index);
  } else if (type == "no-placement") {
    const char* reason = Str(ev, "reason") == "no tower tile fits" ? "tower" : "empty";
    Line(F("log.no-placement", {{"reason", reason}, {"name", name}}), ev, index);
    placed_ = true;
  } else if (type == "skip") {
    Line(F("log.skip", {{"name", name}}), ev, index);
  } else if (type == "joined") {  // fair deal: a seat's device committed (the invitation)
    Line(F("log.joined", {{"name", name}}), json::object(), index);
  } else if (type == "new-secret") {  // fair deal: a device lost its secret (fair-deal.md)
    if (Flag(ev, "missed_turn")) {
      NewTurn(LogTurn::Kind::Turn, p, index).header.text = F("log.turn.new-secret", {{"name", name}});
      placed_ = true;
    } else {
      Line(F("log.new-secret", {{"name", name}}), json::object(), index);
    }
  } else if (type == "game-over") {
    if (turns_.empty() || turns_.back().kind != LogTurn::Kind::Final) NewTurn(LogTurn::Kind::Final, -1, index).header.text = T("log.final");
    int best = -1;
    std::vector<std::string> winners;
    const json scores = ev.contains("scores") && ev["scores"].is_array() ? ev["scores"] : json::array();
    for (const json& v : scores) best = std::max(best, v.is_number_integer() ? v.get<int>() : 0);
    for (size_t i = 0; i < scores.size(); ++i)
      if (scores[i].is_number_integer() && scores[i].get<int>() == best) winners.push_back(Name(static_cast<int>(i)));
    std::string text;
    if (best <= 0)  // a game where nobody scored: no "0 points" to tell
      text = T("log.game-over.nobody");
    else if (winners.size() > 1)
      text = F("log.game-over", {{"result", F("hud.winners", {{"names", JoinNames(winners)}, {"n", best}})}});
    else
      text = F("log.game-over", {{"result", F("hud.winner", {{"name", winners[0]}, {"n", best}})}});
    Current().lines.push_back({text, {}, true, index});
  } else {
    Line(T("log.other"), ev, index);
  }
}

}  // namespace

std::vector<Pos> EventSquares(const nlohmann::json& ev) {
  std::vector<Pos> out;
  auto add = [&](const json& p) {
    if (p.is_array() && p.size() == 2 && p[0].is_number_integer() && p[1].is_number_integer())
      out.push_back({p[0].get<int>(), p[1].get<int>()});
  };
  if (!ev.is_object()) return out;
  if (ev.contains("at") && ev["at"].is_array()) {
    if (!ev["at"].empty() && ev["at"][0].is_array()) {
      for (const auto& p : ev["at"]) add(p);
    } else {
      add(ev["at"]);
    }
  }
  if (ev.contains("tower")) add(ev["tower"]);
  if (ev.contains("towers") && ev["towers"].is_array())
    for (const auto& p : ev["towers"]) add(p);
  if (ev.contains("x") && ev.contains("y") && ev["x"].is_number_integer() && ev["y"].is_number_integer())
    out.push_back({ev["x"].get<int>(), ev["y"].get<int>()});
  return out;
}

std::vector<LogTurn> DescribeLog(const GameState& s, const Events& events, int turn_player) {
  LogBuilder b(s, turn_player);
  for (size_t i = 0; i < events.size(); ++i)
    if (events[i].is_object()) b.Add(events[i], i);
  return b.Take();
}

std::vector<std::string> DescribeNewEvents(const GameState& s, const Events& events, size_t from, int turn_player) {
  std::vector<std::string> out;
  for (const LogTurn& t : DescribeLog(s, events, turn_player)) {
    if (!t.header.text.empty() && t.header.first_event >= from) out.push_back(t.header.text);
    for (const LogLine& l : t.lines)
      if (l.first_event >= from) out.push_back(l.text);
  }
  return out;
}

}  // namespace carc::ui
