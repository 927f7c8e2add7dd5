#include "ui/panels/hud.h"

#include <imgui.h>

#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "i18n/i18n.h"
#include "ui/art/figure_draw.h"
#include "ui/text/look.h"
#include "ui/base/marks.h"
#include "ui/base/touch.h"
#include "ui/text/device_words.h"
#include "ui/text/names.h"
#include "ui/base/palette.h"
#include "ui/text/text.h"
#include "ui/art/art.h"
#include "ui/base/picture.h"
#include "ui/art/tile_copies.h"
#include "ui/art/tile_draw.h"

namespace carc::ui {
namespace {

using i18n::F;
using i18n::T;

const PlayerSetup* Seat(const GameState& s, int p) {
  if (!s.setup || p < 0 || p >= static_cast<int>(s.setup->players.size())) return nullptr;
  return &s.setup->players[static_cast<size_t>(p)];
}

std::string_view ColourOf(const GameState& s, int p) {
  const PlayerSetup* seat = Seat(s, p);
  return seat ? std::string_view(seat->color) : std::string_view("grey");
}

// The player's colour as a figure (the same drawing as on the board), one text line high.
void Chip(const GameState& s, int p) {
  const float h = ImGui::GetTextLineHeight();
  const ImVec2 pos = ImGui::GetCursorScreenPos();
  DrawMeeple(ImGui::GetWindowDrawList(), ImVec2(pos.x + h * 0.5f, pos.y + h * 0.5f), h * 0.95f,
             palette::PlayerColor(ColourOf(s, p)), palette::PlayerOutline(ColourOf(s, p)), false,
             palette::PlayerMarkOf(ColourOf(s, p)));
  ImGui::Dummy(ImVec2(h, h));
}

// The supply in the order it is shown and told: each figure kind the game's sets use, and with Abbey &
// Mayor the abbey tile (no figure kind), with the text key that names it and the count.
struct SupplyEntry {
  std::optional<FigureKind> kind;  // none: the abbey
  const char* key;
  int count;
};

std::vector<SupplyEntry> SupplyOf(const GameState& s, int p) {
  const PlayerState& ps = s.players[static_cast<size_t>(p)];
  auto figure = [&](FigureKind k, const char* key) { return SupplyEntry{k, key, ps.supply[static_cast<int>(k)]}; };
  std::vector<SupplyEntry> out{figure(FigureKind::Meeple, "hud.supply.meeples")};
  if (s.Enabled("abbey-mayor")) {
    out.push_back(figure(FigureKind::Mayor, "hud.supply.mayor"));
    out.push_back(figure(FigureKind::Wagon, "hud.supply.wagon"));
    out.push_back(figure(FigureKind::Barn, "hud.supply.barn"));
    out.push_back({std::nullopt, "hud.supply.abbey", ps.abbeys});
  }
  if (s.Enabled("inns-cathedrals")) out.push_back(figure(FigureKind::LargeMeeple, "hud.supply.large-meeple"));
  if (s.Enabled("traders-builders")) {
    out.push_back(figure(FigureKind::Builder, "hud.supply.builder"));
    out.push_back(figure(FigureKind::Pig, "hud.supply.pig"));
  }
  return out;
}

// On the supply's row: the next item goes to a new line unless `w` pixels are left on this one.
void WrapUnlessRoom(float w) {
  if (ImGui::GetContentRegionAvail().x < w) ImGui::NewLine();
}

// A figure of the supply with its count: the drawing, then "×3".
void SupplyItem(const GameState& s, int p, FigureKind kind, int count, const char* tooltip_key) {
  const float h = ImGui::GetTextLineHeight();
  WrapUnlessRoom(h + 2 + MeasureText("\u00D7" + i18n::Number(count)).x);
  const ImVec2 pos = ImGui::GetCursorScreenPos();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImU32 fill = count > 0 ? palette::PlayerColor(ColourOf(s, p)) : IM_COL32(90, 90, 90, 255);
  DrawFigure(dl, kind, ImVec2(pos.x + h * 0.5f, pos.y + h * 0.55f), h * 0.9f, fill, palette::PlayerOutline(ColourOf(s, p)),
             false, palette::PlayerMarkOf(ColourOf(s, p)));
  ImGui::Dummy(ImVec2(h, h));
  ImGui::SameLine(0, 2);
  TextMuted("\u00D7" + i18n::Number(count));
  TooltipForLastItem(F(tooltip_key, {{"n", count}}));
  ImGui::SameLine(0, 10);
}

// The abbey tiles left (Abbey & Mayor): the tile's picture, then "×1".
void AbbeyItem(const GameState& s, int count) {
  const float h = ImGui::GetTextLineHeight();
  WrapUnlessRoom(h + 2 + MeasureText("\u00D70").x);
  const ImVec2 pos = ImGui::GetCursorScreenPos();
  if (const TileDef* abbey = s.catalog ? s.catalog->Find("AMA") : nullptr)
    DrawTile(ImGui::GetWindowDrawList(), *abbey, 0, ImVec2(pos.x + 1, pos.y + 1), h - 2);
  ImGui::Dummy(ImVec2(h, h));
  ImGui::SameLine(0, 2);
  TextMuted("\u00D7" + i18n::Number(count));
  TooltipForLastItem(F("hud.supply.abbey", {{"n", count}}));
  ImGui::SameLine(0, 10);
}

// The phone's bar: the rest of the supply beside the meeples, as small as it reads - each figure (or
// the abbey) in the player's colour while they have it, grey once used, with "×n" only when more
// than one is left. Marked "supply:<player>:<kind>" (tests).
float CompactSupplyWidth(const GameState& s, int p) {
  const float h = ImGui::GetTextLineHeight() * 0.8f;
  float w = 0;
  for (const SupplyEntry& e : SupplyOf(s, p))
    if (e.kind != FigureKind::Meeple) w += h + 2 + (e.count > 1 ? MeasureText("\u00D7" + i18n::Number(e.count)).x : 0.0f);
  return w;
}

void CompactSupply(const GameState& s, int p) {
  const float line = ImGui::GetTextLineHeight(), h = line * 0.8f;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const std::string_view colour = ColourOf(s, p);
  for (const SupplyEntry& e : SupplyOf(s, p)) {
    if (e.kind == FigureKind::Meeple) continue;  // beside the player's own figure already
    ImGui::SameLine(0, 2);
    const ImVec2 pos = ImGui::GetCursorScreenPos();
    const ImVec2 c(pos.x + h * 0.5f, pos.y + line * 0.5f);
    const ImU32 fill = e.count > 0 ? palette::PlayerColor(colour) : IM_COL32(90, 90, 90, 255);
    if (e.kind) {
      DrawFigure(dl, *e.kind, ImVec2(c.x, c.y + h * 0.05f), h, fill, palette::PlayerOutline(colour), false,
                 palette::PlayerMarkOf(colour));
    } else if (const TileDef* abbey = s.catalog ? s.catalog->Find("AMA") : nullptr) {
      const ImVec2 a(c.x - h * 0.42f, c.y - h * 0.42f), b(c.x + h * 0.42f, c.y + h * 0.42f);
      DrawTile(dl, *abbey, 0, a, h * 0.84f);
      if (e.count == 0) dl->AddRectFilled(a, b, IM_COL32(40, 40, 40, 190));  // used: dimmed as the figures are
    }
    ImGui::Dummy(ImVec2(h, line));
    marks::MarkLastItem("supply:" + std::to_string(p) + ":" + std::string(e.kind ? FigureKindName(*e.kind) : "abbey"));
    if (e.count > 1) {
      ImGui::SameLine(0, 0);
      TextMuted("\u00D7" + i18n::Number(e.count));
    }
  }
}

// A player's trade goods (Traders & Builders): a token of each kind with its count.
constexpr const char* kGoodsKinds[3] = {"wine", "grain", "cloth"};

// How many goods of kind `k` player `p` holds.
int GoodsOf(const GameState& s, int p, int k) {
  const auto& goods = s.md.traders_builders.goods;
  return p < static_cast<int>(goods.size()) ? goods[static_cast<size_t>(p)][static_cast<size_t>(k)] : 0;
}

void GoodsItems(const GameState& s, int p) {
  const float h = ImGui::GetTextLineHeight();
  for (int k = 0; k < 3; ++k) {
    const int n = GoodsOf(s, p, k);
    WrapUnlessRoom(h + 2 + MeasureText(i18n::Number(n)).x);
    const ImVec2 pos = ImGui::GetCursorScreenPos();
    DrawGoodsToken(ImGui::GetWindowDrawList(), kGoodsKinds[k], ImVec2(pos.x + h * 0.5f, pos.y + h * 0.5f), h * 0.48f);
    ImGui::Dummy(ImVec2(h, h));
    ImGui::SameLine(0, 2);
    TextMuted(i18n::Number(n));
    TooltipForLastItem(F("hud.goods", {{"goods", kGoodsKinds[k]}, {"n", n}}));
    ImGui::SameLine(0, 8);
  }
}

std::string GoodsTip(const GameState& s, int p) {
  std::string tip;
  for (int k = 0; k < 3; ++k) tip += ", " + F("hud.goods", {{"goods", kGoodsKinds[k]}, {"n", GoodsOf(s, p, k)}});
  return tip;
}

}  // namespace

void DrawPlayers(const GameState& s, bool compact) {
  const bool tb = s.Enabled("traders-builders");
  for (int p = 0; p < s.NumPlayers(); ++p) {
    const PlayerState& ps = s.players[static_cast<size_t>(p)];
    // The one who decides now (in the abbey round at the end, not the one whose turn was last).
    const bool turn = p == (s.decider >= 0 ? s.decider : s.current) && !IsOver(s);
    const std::string name = PlayerName(s, p);
    const PlayerSetup* seat = Seat(s, p);
    const std::string score = F("hud.points", {{"n", ps.score}});
    ImGui::PushID(p);
    if (compact && p > 0) {  // on one row while they fit, then the next row
      const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
      // The name, the figures left, the score, and with Traders & Builders the three goods.
      const float need = MeasureText(name + " 000 \u00D70").x + ImGui::GetTextLineHeight() * (tb ? 6.5f : 2.0f) +
                         CompactSupplyWidth(s, p) + 22;
      if (right - ImGui::GetItemRectMax().x > need) ImGui::SameLine(0, 12);
    }
    ImGui::BeginGroup();
    Chip(s, p);
    if (compact) {  // the figures left beside the player's own figure (a phone has no other place for them)
      ImGui::SameLine(0, 1);
      TextMuted("\u00D7" + i18n::Number(ps.supply[0]));
      CompactSupply(s, p);
    }
    ImGui::SameLine(0, 4);
    const float avail = ImGui::GetWindowContentRegionMax().x - ImGui::GetCursorPosX();
    if (compact) {
      WithFont bold(turn ? FontRole::Bold : FontRole::Body);
      const std::string points = "  " + i18n::Number(ps.score);
      // A long name gives way to the score (the row's tooltip has it whole).
      const float goods_w = tb ? ImGui::GetTextLineHeight() * 4.5f : 0.0f;
      TextColored(turn ? palette::kHighlight : ImGui::GetColorU32(ImGuiCol_Text),
                  FitText(name, std::max(avail * 0.6f, avail - goods_w - MeasureText(points).x)) + points);
      if (tb) {  // the goods stay in sight on a phone: they decide 10 points each at the end
        ImGui::SameLine(0, 6);
        GoodsItems(s, p);
        ImGui::NewLine();
      }
    } else {
      const std::string kind = seat && !seat->ai.empty() ? PlayerKindName(seat->ai) : std::string();
      const float spacing = ImGui::GetStyle().ItemSpacing.x;
      const float others = MeasureText(score).x + spacing + (kind.empty() ? 0.0f : MeasureText(kind).x + spacing);
      {
        WithFont bold(turn ? FontRole::Bold : FontRole::Body);
        const std::string shown = FitText(name, std::max(avail * 0.4f, avail - others));
        TextColored(turn ? palette::kHighlight : ImGui::GetColorU32(ImGuiCol_Text), shown);
        if (shown != name) TooltipForLastItem(name);
      }
      if (!kind.empty()) {
        ImGui::SameLine();
        TextMuted(kind);
      }
      // Right-aligned (SetCursorPosX: SameLine's offset would count from the group's start).
      ImGui::SameLine();
      ImGui::SetCursorPosX(std::max(ImGui::GetCursorPosX(), ImGui::GetWindowContentRegionMax().x - MeasureText(score).x));
      Text(score);
      ImGui::Indent(ImGui::GetTextLineHeight() + 4);
      // One row of the figures and goods in the supply, wrapped where the panel is narrow.
      for (const SupplyEntry& e : SupplyOf(s, p)) {
        if (e.kind) SupplyItem(s, p, *e.kind, e.count, e.key);
        else AbbeyItem(s, e.count);
      }
      if (tb) GoodsItems(s, p);
      ImGui::NewLine();
      ImGui::Unindent(ImGui::GetTextLineHeight() + 4);
    }
    ImGui::EndGroup();
    marks::MarkLastItem("player:" + std::to_string(p));  // where a figure going home flies to
    if (compact) {
      std::string tip = name + ": " + score;
      for (const SupplyEntry& e : SupplyOf(s, p)) tip += ", " + F(e.key, {{"n", e.count}});
      if (tb) tip += GoodsTip(s, p);
      TooltipForLastItem(tip);
    }
    ImGui::PopID();
  }
}

std::string DecisionText(const GameState& s) {
  const std::string who = PlayerName(s, s.decider);
  switch (s.decision) {
    case Decision::Place:  // the second tile of a builder's double turn (Traders & Builders) says so
      if (s.Enabled("traders-builders") && s.md.traders_builders.part == 1) return F("hud.decision.builder", {{"name", who}});
      return F("hud.decision.place", {{"name", who}});
    case Decision::Figure: return F("hud.decision.figure", {{"name", who}});
    case Decision::Abbey: return F("hud.decision.abbey", {{"name", who}});
    case Decision::EndAbbey: return F("hud.decision.end-abbey", {{"name", who}});
    case Decision::Wagon: return F("hud.decision.wagon", {{"name", who}});
    case Decision::Floors: return F("hud.decision.floors", {{"name", who}});
    case Decision::SecondTile: return F("hud.decision.second-tile", {{"name", who}});
    case Decision::Commit: return F("hud.decision.commit", {{"name", who}});
    case Decision::Reveal: return F("hud.decision.reveal", {{"name", who}});
    case Decision::Over: return T("hud.decision.over");
  }
  return "";
}

std::string FloorsChoiceLabel(const TurnOptions& opts, const Action& choice) {
  if (choice.towers.empty()) return T("hud.floors.none");
  std::vector<std::string> letters;
  for (const Pos& p : choice.towers) letters.push_back(TowerLetter(opts, p));
  return F("hud.floors.towers", {{"n", letters.size()}, {"list", JoinNames(letters)}});
}

namespace {

// Beside the tile in hand (the last item drawn, at `p`): a click on it or the arrows turn it; where it fits.
void DrawTileControls(const TurnOptions& opts, int rot, std::optional<Pos> pick, ImVec2 p, float tile_px, HudOutput* out) {
  if (ImGui::IsItemHovered())
    ImGui::GetWindowDrawList()->AddRect(p, ImVec2(p.x + tile_px, p.y + tile_px), art::Alpha(palette::kHighlight, 0.8f), 2, 0, 2);
  if (ItemTapped()) out->rotate = 1;
  TooltipForLastItem(Gesture("hud.tile-tooltip", "hud.tile-tooltip.touch"));
  ImGui::SameLine();
  ImGui::BeginGroup();
  if (Button("\u2190", "rotate-left", ImVec2(ImGui::GetFrameHeight() * 1.4f, 0))) out->rotate = -1;
  TooltipForLastItem(T("hud.rotate-left"));
  ImGui::SameLine();
  if (Button("\u2192", "rotate-right", ImVec2(ImGui::GetFrameHeight() * 1.4f, 0))) out->rotate = 1;
  TooltipForLastItem(T("hud.rotate-right"));
  if (pick && opts.placements.count(*pick)) {  // the tile shown on the square a tap picked: lay it there
    ImGui::SameLine();
    ImGui::BeginDisabled(!opts.Fits(*pick, rot));
    if (Button(T("board.place"), "place-here") && opts.Fits(*pick, rot)) {
      Action a;
      a.type = ActionType::Place, a.x = pick->x, a.y = pick->y, a.rot = rot;
      out->apply = a;
    }
    ImGui::EndDisabled();
  }
  TextMutedWrapped(F("hud.squares", {{"n", opts.placements.size()}}));
  ImGui::EndGroup();
}

}  // namespace

void DrawTurn(const GameState& s, const TurnOptions& opts, int rot, bool can_undo, bool computer, float tile_px,
              HudOutput* out, const HintInfo* hint, std::optional<Pos> pick) {
  if (IsOver(s)) {
    TextWrapped(T("hud.game-over") + std::string(" ") + WinnerText(s));
    if (Button(T("hud.new-game"), "hud-new-game")) out->new_game = true;
    return;
  }
  {
    WithFont bold(FontRole::Bold);
    TextWrapped(computer ? F("hud.thinking", {{"name", PlayerName(s, s.decider)}}) : DecisionText(s));
  }
  // A player without meeples goes past the figure step: said before the tile is laid, not after.
  if (!computer && s.decision == Decision::Place && s.decider >= 0 && s.decider < s.NumPlayers() &&
      s.players[static_cast<size_t>(s.decider)].supply[0] == 0)
    TextMutedWrapped(T("hud.no-meeples"));
  if (s.decision == Decision::Place && s.drawn >= 0) {
    const TileDef& t = s.Tile(s.drawn);
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const float room = tile_px * 0.12f;  // its shadow and its edge below and to the right
    ImGui::Dummy(ImVec2(tile_px + room, tile_px + room));
    marks::MarkLastItem("drawn-tile");
    // The tile in hand: a real tile held over the table, its cardboard edge and its shadow under it
    // (one picture, painted again when the tile or its rotation changes).
    static CachedPicture hand;
    const ImVec2 area0(p.x - 2, p.y - 2), area(tile_px + room + 4, tile_px + room + 4);
    hand.Draw(ImGui::GetWindowDrawList(), area0, area, reinterpret_cast<uintptr_t>(&t) * 4 + static_cast<uint64_t>(rot & 3),
              [&](ImDrawList* dl) { DrawLiftedTile(dl, t, rot, p, tile_px, 0.8f); });
    // A computer's tile is shown, not turned: the arrows and the squares are the person's.
    if (!computer) DrawTileControls(opts, rot, pick, p, tile_px, out);
  }
  if (!computer) {
    // A builder's second tile: taking it is the default (first, and what Enter does), so a player who
    // plays on gets the tile; leaving it is the skip beside it.
    if (opts.take_second_tile) {
      if (Button(T("hud.second-tile.take"), "second-tile-take")) out->apply = *opts.take_second_tile;
      if (TheTouch().Keyboard()) TooltipForLastItem(T("hud.second-tile.take.key"));
      if (opts.can_skip) SameLineIfFits(T("hud.skip.second-tile"));
    }
    if (opts.can_skip) {
      const char* label = T("hud.skip");
      switch (opts.decision) {
        case Decision::Figure: label = T("hud.skip.figure"); break;
        case Decision::Abbey: label = T("hud.skip.abbey"); break;
        case Decision::EndAbbey: label = T("hud.skip.end-abbey"); break;
        case Decision::Wagon: label = T("hud.skip.wagon"); break;
        case Decision::SecondTile: label = T("hud.skip.second-tile"); break;
        default: break;
      }
      if (Button(label, "skip")) out->apply = opts.skip;
      if (TheTouch().Keyboard()) TooltipForLastItem(T("hud.skip.key"));
      SameLineIfFits(T("hud.undo"));
    }
    ImGui::BeginDisabled(!can_undo);
    if (Button(T("hud.undo"), "undo")) out->undo = true;
    ImGui::EndDisabled();
    TooltipForLastItem(T("hud.undo.tooltip"), true);
    if (hint && hint->available) {
      const char* hint_label = hint->thinking ? T("hud.hint.thinking") : T("hud.hint");
      SameLineIfFits(hint_label);
      ImGui::BeginDisabled(hint->thinking);
      if (Button(hint_label, "hint")) out->hint = true;
      ImGui::EndDisabled();
      TooltipForLastItem(T("hud.hint.tooltip"), true);
    }
    SameLineIfFits(T("hud.centre"));
  }
  if (Button(T("hud.centre"), "centre")) out->centre = true;
  TooltipForLastItem(T("hud.centre.tooltip"));
  if (hint && !hint->text.empty() && !computer) TextColored(IM_COL32(140, 230, 255, 255), hint->text, true);
  if (!opts.floors.empty() && !computer) {
    TextWrapped(T("hud.floors.explain"));
    for (size_t i = 0; i < opts.floors.size(); ++i) {
      ImGui::PushID(static_cast<int>(i));
      if (Button(FloorsChoiceLabel(opts, opts.floors[i]), "floors:" + std::to_string(i))) out->apply = opts.floors[i];
      if (ImGui::IsItemHovered()) out->hovered_towers = opts.floors[i].towers;
      ImGui::PopID();
    }
  }
}

void DrawTowerInfo(const GameState& s) {
  if (!s.Enabled("tower-thieves")) return;
  const TowerThievesData& tt = s.md.tower_thieves;
  Text(F("hud.floors-left", {{"n", tt.floor_supply}}));
  if (tt.stolen_tile >= 0) {
    ImGui::SameLine(0, 16);
    Text(T("hud.stolen-tile"));
    ImGui::SameLine();
    const float px = ImGui::GetTextLineHeight() * 1.6f;
    const ImVec2 p = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(px, px));
    DrawTile(ImGui::GetWindowDrawList(), s.Tile(tt.stolen_tile), 0, p, px);
    TooltipForLastItem(F("hud.stolen-tooltip", {{"n", s.Tile(tt.stolen_tile).thief}}));
  }
}

void DrawRemaining(const GameState& s) {
  const char* names[3] = {T("hud.stack.land"), T("hud.stack.river"), T("hud.stack.tower")};
  const DrawStack* stacks[3] = {&s.land, &s.river, &s.tower};
  std::string head = F("hud.tiles-left", {{"n", s.land.remaining() + s.river.remaining() + s.tower.remaining()}});
  if (!CollapsingHeader(head, "remaining")) return;
  // Which tiles: a small picture of each kind with its count (RemainingTiles' content).
  const float px = ImGui::GetTextLineHeight() * 2.0f;
  for (int i = 0; i < 3; ++i) {
    if (stacks[i]->remaining() == 0) continue;
    std::map<int, int> counts;
    for (int k = stacks[i]->next; k < static_cast<int>(stacks[i]->tiles.size()); ++k)
      ++counts[stacks[i]->tiles[static_cast<size_t>(k)]];
    TextMuted(F("hud.stack-count", {{"stack", names[i]}, {"n", stacks[i]->remaining()}}));
    std::vector<TileCopies> copies;
    for (const auto& [tile, n] : counts) copies.push_back({tile, n});
    DrawTileCopies(s, copies, px);
  }
}

std::string WinnerText(const GameState& s) {
  int best = -1;
  for (const PlayerState& p : s.players) best = std::max(best, p.score);
  std::vector<std::string> names;
  for (int p = 0; p < s.NumPlayers(); ++p)
    if (s.players[static_cast<size_t>(p)].score == best) names.push_back(PlayerName(s, p));
  if (names.size() > 1) return F("hud.winners", {{"names", JoinNames(names)}, {"n", best}});
  return F("hud.winner", {{"name", names.empty() ? std::string() : names[0]}, {"n", best}});
}

const char* ScoreCategoryName(std::string_view reason) {
  if (reason == "city") return T("category.cities");
  if (reason == "road") return T("category.roads");
  if (reason == "monastery") return T("category.monasteries");
  if (reason == "field") return T("category.fields");
  if (reason == "barn") return T("category.barns");
  if (reason == "watchtower") return T("category.watchtowers");
  if (reason == "watchman" || reason == "watchman-replaced") return T("category.watchmen");
  if (reason == "inn") return T("category.inns");
  if (reason == "cathedral") return T("category.cathedrals");
  if (reason == "goods") return T("category.goods");
  if (reason == "pig") return T("category.pigs");
  return T("category.other");
}

std::string ScoreCategoryOf(const nlohmann::json& ev) {
  // A road with an inn and a city with a cathedral (Inns & Cathedrals) are rows of their own: what they
  // were worth is what a player wants to see at the end.
  const std::string mark = ev.value("mark", "");
  return mark == "inn" || mark == "cathedral" ? mark : ev.value("reason", "other");
}

void DrawFinalScores(const GameState& s, const Events& events, bool with_winner) {
  // Category totals per player from the score events; categories as rows and players as columns, so
  // that the table stays narrow on a phone whatever the number of categories.
  std::vector<std::string> cats;
  std::map<std::pair<int, std::string>, int> pts;
  for (const auto& ev : events) {
    if (ev.value("type", "") != "score") continue;
    const std::string cat = ScoreCategoryName(ScoreCategoryOf(ev));
    const int p = ev.value("player", -1);
    if (std::find(cats.begin(), cats.end(), cat) == cats.end()) cats.push_back(cat);
    pts[{p, cat}] += ev.value("points", 0);
  }
  if (with_winner) {
    WithFont bold(FontRole::Bold);
    TextWrapped(WinnerText(s));
  }
  // Player headers: the colour figure and the name, or only its first letter when names do not fit.
  float label_w = MeasureText(T("category.total")).x;
  for (const std::string& c : cats) label_w = std::max(label_w, MeasureText(c).x);
  float names_w = 0;
  for (int p = 0; p < s.NumPlayers(); ++p) names_w += MeasureText(PlayerName(s, p)).x + ImGui::GetTextLineHeight() + 20;
  const bool short_names = label_w + 24 + names_w > ImGui::GetContentRegionAvail().x;
  const int cols = s.NumPlayers() + 1;
  // NoHostExtendX: as wide as its columns, so that the score chart fits beside it.
  if (!ImGui::BeginTable("final", cols, ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_RowBg |
                                            ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_NoHostExtendX))
    return;
  ImGui::TableNextRow();  // not flagged as headers: ImGui would not widen fixed columns for their content
  ImGui::TableNextColumn();
  for (int p = 0; p < s.NumPlayers(); ++p) {
    ImGui::TableNextColumn();
    Chip(s, p);
    ImGui::SameLine(0, 3);
    const std::string name = PlayerName(s, p);
    Text(short_names ? FirstCharacter(name) : name);
    TooltipForLastItem(name);
  }
  for (const std::string& c : cats) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    TextMuted(c);
    for (int p = 0; p < s.NumPlayers(); ++p) {
      ImGui::TableNextColumn();
      auto it = pts.find({p, c});
      Text(i18n::Number(it == pts.end() ? 0 : it->second));
    }
  }
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  WithFont bold(FontRole::Bold);
  Text(T("category.total"));
  for (int p = 0; p < s.NumPlayers(); ++p) {
    ImGui::TableNextColumn();
    Text(i18n::Number(s.players[static_cast<size_t>(p)].score));
  }
  ImGui::EndTable();
}

}  // namespace carc::ui
