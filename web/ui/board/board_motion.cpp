#include "ui/board/board_motion.h"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

#include "i18n/i18n.h"
#include "platform/platform.h"
#include "ui/board/board_view.h"
#include "ui/art/figure_draw.h"
#include "ui/text/look.h"
#include "ui/base/marks.h"
#include "ui/base/palette.h"
#include "ui/text/text.h"
#include "ui/art/art.h"
#include "ui/art/tile_draw.h"

namespace carc::ui {
namespace {

using json = nlohmann::json;
constexpr const char* kMotionKey = "carcassonne.motion";

const std::string& ColourOf(const GameState& s, int player) {
  static const std::string grey = "grey";
  if (!s.setup || player < 0 || player >= static_cast<int>(s.setup->players.size())) return grey;
  return s.setup->players[static_cast<size_t>(player)].color;
}

ImU32 WithAlpha(ImU32 c, float a) {
  const float base = static_cast<float>((c >> IM_COL32_A_SHIFT) & 0xFF) / 255.0f;
  return (c & ~IM_COL32_A_MASK) | (static_cast<ImU32>(std::clamp(a * base, 0.0f, 1.0f) * 255.0f) << IM_COL32_A_SHIFT);
}

float EaseOut(float t) { return 1.0f - (1.0f - t) * (1.0f - t); }
float EaseInOut(float t) { return t * t * (3.0f - 2.0f * t); }

// The squares of an event ("at": [[x, y], ...]); empty when it has none.
std::vector<Pos> Squares(const json& e) {
  std::vector<Pos> out;
  if (!e.contains("at") || !e["at"].is_array()) return out;
  const json& at = e["at"];
  if (at.size() == 2 && at[0].is_number_integer()) {  // one square: [x, y]
    out.push_back({at[0].get<int>(), at[1].get<int>()});
    return out;
  }
  for (const json& p : at)
    if (p.is_array() && p.size() == 2 && p[0].is_number_integer() && p[1].is_number_integer())
      out.push_back({p[0].get<int>(), p[1].get<int>()});
  return out;
}

ImVec2 Centre(const std::vector<Pos>& squares) {
  ImVec2 c(0, 0);
  for (const Pos& p : squares) c.x += p.x + 0.5f, c.y += p.y + 0.5f;
  const float n = static_cast<float>(std::max<size_t>(1, squares.size()));
  return {c.x / n, c.y / n};
}

bool SameSquares(std::vector<Pos> a, std::vector<Pos> b) {
  auto less = [](const Pos& p, const Pos& q) { return p.y != q.y ? p.y < q.y : p.x < q.x; };
  std::sort(a.begin(), a.end(), less);
  std::sort(b.begin(), b.end(), less);
  a.erase(std::unique(a.begin(), a.end()), a.end());
  b.erase(std::unique(b.begin(), b.end()), b.end());
  return a == b;
}

}  // namespace

void BoardMotion::Load() { enabled_ = platform::StorageLoad(kMotionKey) != "off"; }

void BoardMotion::SetEnabled(bool on) {
  enabled_ = on;
  platform::StorageSave(kMotionKey, on ? "on" : "off");
  if (!on) anims_.clear();
}

void BoardMotion::SetReducedBySystem(bool reduced) {
  reduced_ = reduced;
  if (reduced) anims_.clear();
}

void BoardMotion::Skip(const Events& events) {
  seen_ = events.size();
  anims_.clear();
  before_.clear();
}

void BoardMotion::BeforeAction(const GameState& s) {
  before_ = FigureSpots(s);
  before_used_.assign(before_.size(), false);
}

void BoardMotion::AfterAction(const GameState& s, const Events& events, double now_ms) {
  if (events.size() < seen_) seen_ = 0;  // cannot happen (undo calls Skip); read them all then
  const double now = Now(now_ms);
  if (Playing())
    for (size_t i = seen_; i < events.size(); ++i) Start(s, events[i], now);
  seen_ = events.size();
  before_.clear();
}

void BoardMotion::Start(const GameState& s, const json& e, double now) {
  if (!e.is_object() || !e.contains("type") || !e["type"].is_string()) return;
  const std::string type = e["type"].get<std::string>();
  const int player = e.contains("player") && e["player"].is_number_integer() ? e["player"].get<int>() : -1;
  if (type == "place" && e.contains("x") && e["x"].is_number_integer() && e.contains("y") && e["y"].is_number_integer()) {
    const int t = s.board.At({e["x"].get<int>(), e["y"].get<int>()});
    if (t < 0) return;
    Anim a;
    a.kind = Kind::Laid, a.start = now, a.duration = kLaidMs, a.player = player;
    const PlacedTile& pt = s.board.tile(t);
    a.world = {static_cast<float>(pt.pos.x), static_cast<float>(pt.pos.y)};
    a.tile = &s.Tile(pt.tile);
    a.rot = pt.rot;
    anims_.push_back(std::move(a));
    return;
  }
  if (type == "completed") {
    // The completed feature: the closed region of that type whose tiles are exactly the event's squares.
    const std::vector<Pos> squares = Squares(e);
    const std::string feature = e.value("feature", "");
    Anim a;
    a.kind = Kind::Outline, a.start = now, a.duration = kDurationMs;
    for (const Pos& p : squares) {
      const int t = s.board.At(p);
      if (t < 0) continue;
      const PlacedTile& pt = s.board.tile(t);
      const TileDef& def = s.Tile(pt.tile);
      for (int k = 0; k < static_cast<int>(def.features.size()) && a.parts.empty(); ++k) {
        if (FeatureTypeName(def.features[static_cast<size_t>(k)].type) != feature) continue;
        if (def.features[static_cast<size_t>(k)].type == FeatureType::Monastery) {
          a.parts.push_back({t, k});
          break;
        }
        const int node = pt.first_node + k;
        if (s.regions.Root(node).open != 0) continue;
        std::vector<Part> parts;
        std::vector<Pos> tiles;
        s.regions.ForEachNode(node, [&](int n) {
          const Region& r = s.regions.Node(n);
          parts.push_back({r.placed, r.feature});
          tiles.push_back(s.board.tile(r.placed).pos);
        });
        if (SameSquares(tiles, squares)) a.parts = std::move(parts);
      }
      if (!a.parts.empty()) break;
    }
    if (!a.parts.empty()) anims_.push_back(std::move(a));
    return;
  }
  if (type == "score") {
    const int points = e.value("points", 0);
    const std::vector<Pos> squares = Squares(e);
    if (points <= 0 || squares.empty() || player < 0) return;
    Anim a;
    a.kind = Kind::Points, a.start = now, a.duration = kDurationMs, a.player = player;
    a.world = Centre(squares);
    // Several scorers of one feature: side by side.
    int same = 0;
    for (const Anim& o : anims_)
      if (o.kind == Kind::Points && o.start == now && std::abs(o.world.y - a.world.y) < 0.01f) ++same;
    a.world.x += 0.45f * same;
    a.text = i18n::F("board.points-gained", {{"n", points}});
    anims_.push_back(std::move(a));
    return;
  }
  if (type == "return") {
    const std::vector<Pos> squares = Squares(e);
    const std::string figure = e.value("figure", "");
    Anim a;
    a.kind = Kind::Home, a.start = now, a.duration = kDurationMs, a.player = player;
    bool found = false;
    for (size_t i = 0; i < before_.size() && !found; ++i) {
      const FigureSpot& f = before_[i];
      if (before_used_[i] || f.owner != player || FigureKindName(f.kind) != figure) continue;
      if (!squares.empty() && !(f.square == squares[0])) continue;
      before_used_[i] = true;
      a.world = f.world, a.figure = f.kind, a.lying = f.lying;
      found = true;
    }
    if (!found) {
      if (squares.empty()) return;
      a.world = {squares[0].x + 0.5f, squares[0].y + 0.5f};
      for (int k = 0; k < kFigureKinds; ++k)
        if (FigureKindName(static_cast<FigureKind>(k)) == figure) a.figure = static_cast<FigureKind>(k);
    }
    // Home: the player's row in the panel (HUD marks "player:N" in the last frame).
    const json all = marks::All();
    const std::string name = "player:" + std::to_string(player);
    if (all.contains(name)) {
      a.has_target = true;
      a.target = {all[name].value("x", 0.0f) + all[name].value("h", 0.0f) * 0.5f,
                  all[name].value("y", 0.0f) + std::min(all[name].value("h", 0.0f), 24.0f) * 0.5f};
    }
    anims_.push_back(std::move(a));
  }
}

bool BoardMotion::Running(double now_ms) const {
  const double now = Now(now_ms);
  for (const Anim& a : anims_)
    if (now - a.start < a.duration) return true;
  return false;
}

void BoardMotion::Draw(const BoardView& view, const GameState& s, double now_ms) {
  const double now = Now(now_ms);
  anims_.erase(std::remove_if(anims_.begin(), anims_.end(), [&](const Anim& a) { return now - a.start >= a.duration; }),
               anims_.end());
  if (anims_.empty()) return;
  const float px = view.TilePx();
  // Outlines go on the board (under the figures' layer is not needed: they are translucent); points
  // and figures flying home on the foreground, so that a figure can reach a panel.
  ImDrawList* board = ImGui::GetWindowDrawList();
  ImDrawList* fg = ImGui::GetForegroundDrawList();
  board->PushClipRect(view.AreaMin(), view.AreaMax(), true);
  fg->PushClipRect(ImVec2(0, 0), ImGui::GetIO().DisplaySize, false);
  for (const Anim& a : anims_) {
    const float t = static_cast<float>(std::clamp((now - a.start) / a.duration, 0.0, 1.0));
    switch (a.kind) {
      case Kind::Laid: break;  // DrawUnder
      case Kind::Outline: {
        // Lights up at once, fades over the second half.
        const float alpha = t < 0.5f ? 1.0f : 1.0f - (t - 0.5f) * 2.0f;
        for (const Part& p : a.parts) {
          if (p.placed < 0 || p.placed >= s.board.size()) continue;
          const PlacedTile& pt = s.board.tile(p.placed);
          const ImVec2 tl = view.WorldToScreen({static_cast<float>(pt.pos.x), static_cast<float>(pt.pos.y)});
          const TileDef& def = s.Tile(pt.tile);
          DrawFeatureHighlight(board, def, pt.rot, p.feature, tl, px, WithAlpha(IM_COL32(255, 246, 170, 120), alpha));
          DrawFeatureOutline(board, def, pt.rot, p.feature, tl, px, WithAlpha(IM_COL32(255, 214, 40, 255), alpha));
        }
        break;
      }
      case Kind::Points: {
        const float rise = EaseOut(t) * 0.6f;
        const ImVec2 c = view.WorldToScreen({a.world.x, a.world.y - rise});
        const float alpha = t < 0.6f ? 1.0f : 1.0f - (t - 0.6f) / 0.4f;
        const float size = std::clamp(px * 0.4f, 20.0f, 44.0f) * (0.85f + 0.15f * EaseOut(std::min(1.0f, t * 4)));
        ImFont* font = Font(FontRole::Bold);
        const ImVec2 ts = MeasureText(a.text, size, font);
        const ImVec2 at(c.x - ts.x * 0.5f, c.y - ts.y * 0.5f);
        const std::string& colour = ColourOf(s, a.player);
        // Outlined, so that every player colour reads on the board.
        DrawTextOutlined(fg, at, WithAlpha(palette::PlayerColor(colour), alpha),
                         WithAlpha(palette::PlayerOutline(colour), alpha), a.text, size, font, std::max(1.0f, size * 0.07f));
        break;
      }
      case Kind::Home: {
        const ImVec2 from = view.WorldToScreen(a.world);
        const ImVec2 to = a.has_target ? a.target : ImVec2(from.x, view.AreaMin().y - px);
        const float k = EaseInOut(t);
        const ImVec2 p(from.x + (to.x - from.x) * k, from.y + (to.y - from.y) * k - std::sin(k * 3.14159f) * px * 0.4f);
        const float h = std::max(8.0f, px * 0.27f) * (1.0f - 0.4f * k);
        const float alpha = t < 0.7f ? 1.0f : 1.0f - (t - 0.7f) / 0.3f;
        const std::string& colour = ColourOf(s, a.player);
        DrawFigure(fg, a.figure, p, h, WithAlpha(palette::PlayerColor(colour), alpha),
                   WithAlpha(palette::PlayerOutline(colour), alpha), a.lying && k < 0.3f, palette::PlayerMarkOf(colour));
        break;
      }
    }
  }
  fg->PopClipRect();
  board->PopClipRect();
}

void BoardMotion::DrawUnder(ImDrawList* dl, const BoardView& view, const GameState& s, double now_ms) const {
  const double now = Now(now_ms);
  const float px = view.TilePx();
  for (const Anim& a : anims_) {
    if (a.kind != Kind::Laid || !a.tile || now - a.start >= a.duration) continue;
    // Held a little above the table, then down: a touch larger, its shadow farther, both easing out.
    // At the end it is exactly the board's own picture of it.
    const float t = static_cast<float>(std::clamp((now - a.start) / a.duration, 0.0, 1.0));
    const float lift = 1.0f - EaseOut(t);
    const float size = px * (1.0f + 0.08f * lift);
    const ImVec2 c = view.WorldToScreen({a.world.x + 0.5f, a.world.y + 0.5f});
    (void)s;
    DrawLiftedTile(dl, *a.tile, a.rot, ImVec2(c.x - size * 0.5f, c.y - size * 0.5f), size, lift,
                   art::SquareSeed(static_cast<int>(a.world.x), static_cast<int>(a.world.y)));
  }
}

json BoardMotion::DebugJson(double now_ms) const {
  const double now = Now(now_ms);
  json list = json::array();
  for (const Anim& a : anims_) {
    if (now - a.start >= a.duration) continue;
    const char* kind = a.kind == Kind::Outline ? "outline" : a.kind == Kind::Points ? "points" : a.kind == Kind::Laid ? "laid" : "home";
    json j = {{"kind", kind},
              {"player", a.player}, {"ageMs", now - a.start}, {"durationMs", a.duration}};
    if (a.kind == Kind::Points) j["text"] = a.text;
    if (a.kind == Kind::Outline) j["parts"] = a.parts.size();
    if (a.kind == Kind::Home) j["figure"] = std::string(FigureKindName(a.figure)), j["toPanel"] = a.has_target;
    list.push_back(std::move(j));
  }
  return {{"enabled", enabled_}, {"reducedBySystem", reduced_}, {"playing", Playing()}, {"held", held_},
          {"maxDurationMs", kDurationMs}, {"active", list}};
}

void BoardMotion::HoldAtAge(double age_ms, double now_ms) {
  Hold(true, now_ms);
  double newest = -1;
  for (const Anim& a : anims_) newest = std::max(newest, a.start);
  if (newest >= 0) held_at_ = newest + std::clamp(age_ms, 0.0, kDurationMs);
}

void BoardMotion::Hold(bool on, double now_ms) {
  if (on && !held_) {
    held_at_ = now_ms - paused_ms_;
    held_ = true;
  } else if (!on && held_) {
    paused_ms_ = now_ms - held_at_;
    held_ = false;
  }
}

}  // namespace carc::ui
