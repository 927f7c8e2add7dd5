#include "ui/hud.h"

#include <imgui.h>

#include <algorithm>
#include <map>
#include <string>

#include "ui/marks.h"
#include "ui/palette.h"
#include "ui/tile_draw.h"

namespace carc::ui {
namespace {

const PlayerSetup* Seat(const GameState& s, int p) {
  if (!s.setup || p < 0 || p >= static_cast<int>(s.setup->players.size())) return nullptr;
  return &s.setup->players[static_cast<size_t>(p)];
}

void Chip(const GameState& s, int p, float size) {
  const PlayerSetup* seat = Seat(s, p);
  const ImVec2 pos = ImGui::GetCursorScreenPos();
  const float h = ImGui::GetTextLineHeight();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 c(pos.x + size * 0.5f, pos.y + h * 0.5f);
  dl->AddCircleFilled(c, size * 0.45f, palette::PlayerColor(seat ? seat->color : "grey"), 16);
  dl->AddCircle(c, size * 0.45f, palette::PlayerOutline(seat ? seat->color : "grey"), 16, 1.5f);
  ImGui::Dummy(ImVec2(size, h));
}

std::string PlayerName(const GameState& s, int p) {
  const PlayerSetup* seat = Seat(s, p);
  return seat ? seat->name : "?";
}

}  // namespace

void DrawPlayers(const GameState& s, bool compact) {
  const bool am = s.Enabled("abbey-mayor");
  for (int p = 0; p < s.NumPlayers(); ++p) {
    const PlayerState& ps = s.players[static_cast<size_t>(p)];
    const bool turn = p == s.current && !IsOver(s);
    const PlayerSetup* seat = Seat(s, p);
    ImGui::PushID(p);
    if (compact && p > 0) {  // on one row while they fit, then the next row
      const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
      const float need = ImGui::CalcTextSize((">" + (seat ? seat->name : std::string("?")) + " 000").c_str()).x +
                         ImGui::GetTextLineHeight() + 18;
      if (right - ImGui::GetItemRectMax().x > need) ImGui::SameLine(0, 10);
    }
    Chip(s, p, ImGui::GetTextLineHeight());
    ImGui::SameLine(0, 4);
    if (turn) ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(255, 230, 110, 255));
    if (compact) {
      ImGui::Text("%s%s %d", turn ? ">" : "", seat ? seat->name.c_str() : "?", ps.score);
      if (ImGui::IsItemHovered())
        ImGui::SetTooltip("%s: %d points, %d meeples%s", seat ? seat->name.c_str() : "?", ps.score, ps.supply[0],
                          am ? (", mayor " + std::to_string(ps.supply[1]) + ", wagon " + std::to_string(ps.supply[2]) +
                                ", barn " + std::to_string(ps.supply[3]) + ", abbey " + std::to_string(ps.abbeys))
                                   .c_str()
                             : "");
    } else {
      ImGui::Text("%s%s", seat ? seat->name.c_str() : "?", seat && !seat->ai.empty() ? " (computer)" : "");
      ImGui::SameLine(ImGui::GetContentRegionAvail().x * 0.55f + ImGui::GetCursorStartPos().x);
      ImGui::Text("%4d pts", ps.score);
      std::string supply = "  meeples " + std::to_string(ps.supply[0]);
      if (am) {
        supply += "  mayor " + std::to_string(ps.supply[1]) + "  wagon " + std::to_string(ps.supply[2]) + "  barn " +
                  std::to_string(ps.supply[3]) + "  abbey " + std::to_string(ps.abbeys);
      }
      ImGui::TextDisabled("%s", supply.c_str());
    }
    if (turn) ImGui::PopStyleColor();
    ImGui::PopID();
  }
}

void DrawTurn(const GameState& s, const TurnOptions& opts, int rot, bool can_undo, bool ai_thinking, float tile_px,
              HudOutput* out, const HintInfo* hint) {
  if (IsOver(s)) {
    ImGui::TextWrapped("The game is over. %s", WinnerText(s).c_str());
    if (ImGui::Button("New game")) out->new_game = true;
    marks::MarkLastItem("hud-new-game");
    return;
  }
  const std::string who = PlayerName(s, s.decider);
  ImGui::TextWrapped("%s%s: %s", who.c_str(), ai_thinking ? " (computer, thinking...)" : "",
                     DecisionText(s).c_str());
  if (s.decision == Decision::Place && s.drawn >= 0) {
    const TileDef& t = s.Tile(s.drawn);
    const ImVec2 p = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(tile_px, tile_px));
    marks::MarkLastItem("drawn-tile");
    DrawTile(ImGui::GetWindowDrawList(), t, rot, p, tile_px);
    ImGui::GetWindowDrawList()->AddRect(p, ImVec2(p.x + tile_px, p.y + tile_px), IM_COL32(255, 230, 110, 255), 0, 0, 2);
    if (ImGui::IsItemClicked()) out->rotate = 1;
    ImGui::SameLine();
    ImGui::BeginGroup();
    ImGui::Text("Tile %s", t.id.c_str());
    if (ImGui::Button(" <- ")) out->rotate = -1;
    marks::MarkLastItem("rotate-left");
    ImGui::SameLine();
    if (ImGui::Button(" -> ")) out->rotate = 1;
    marks::MarkLastItem("rotate-right");
    ImGui::TextDisabled("%zu square%s", opts.placements.size(), opts.placements.size() == 1 ? "" : "s");
    ImGui::EndGroup();
  }
  if (!ai_thinking) {
    if (opts.can_skip) {
      const char* label = "Skip";
      switch (opts.decision) {
        case Decision::Figure: label = "No figure (skip)"; break;
        case Decision::Abbey: label = "Draw a tile"; break;
        case Decision::EndAbbey: label = "Pass"; break;
        case Decision::Wagon: label = "Take the wagon back"; break;
        default: break;
      }
      if (ImGui::Button(label)) out->apply = opts.skip;
      marks::MarkLastItem("skip");
      ImGui::SameLine();
    }
    ImGui::BeginDisabled(!can_undo);
    if (ImGui::Button("Undo")) out->undo = true;
    marks::MarkLastItem("undo");
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (hint && hint->available) {
      ImGui::BeginDisabled(hint->thinking);
      if (ImGui::Button(hint->thinking ? "Thinking..." : "Hint")) out->hint = true;
      marks::MarkLastItem("hint");
      ImGui::EndDisabled();
      if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) ImGui::SetTooltip("What would the computer play? (H)");
      ImGui::SameLine();
    }
  }
  if (ImGui::Button("Centre")) out->centre = true;
  marks::MarkLastItem("centre");
  if (hint && !hint->text.empty() && !ai_thinking) {
    ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(140, 230, 255, 255));
    ImGui::TextWrapped("%s", hint->text.c_str());
    ImGui::PopStyleColor();
  }
  if (!opts.floors.empty() && !ai_thinking) {
    ImGui::TextWrapped("Not enough floors: choose the towers that get one.");
    for (size_t i = 0; i < opts.floors.size(); ++i) {
      std::string label;
      for (const Pos& p : opts.floors[i].towers) label += "(" + std::to_string(p.x) + "," + std::to_string(p.y) + ") ";
      if (label.empty()) label = "none";
      ImGui::PushID(static_cast<int>(i));
      if (ImGui::Button(label.c_str())) out->apply = opts.floors[i];
      marks::MarkLastItem("floors:" + std::to_string(i));
      if (ImGui::IsItemHovered()) out->hovered_towers = opts.floors[i].towers;
      ImGui::PopID();
    }
  }
}

void DrawTowerInfo(const GameState& s) {
  if (!s.Enabled("tower-thieves")) return;
  const TowerThievesData& tt = s.md.tower_thieves;
  ImGui::Text("Floors left: %d", tt.floor_supply);
  if (tt.stolen_tile >= 0) {
    ImGui::SameLine();
    ImGui::Text("  stolen tile:");
    ImGui::SameLine();
    const float px = ImGui::GetTextLineHeight() * 1.6f;
    const ImVec2 p = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(px, px));
    DrawTile(ImGui::GetWindowDrawList(), s.Tile(tt.stolen_tile), 0, p, px);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Tile %s, stolen by a thief", s.Tile(tt.stolen_tile).id.c_str());
  }
}

void DrawRemaining(const GameState& s) {
  const char* names[3] = {"land", "river", "tower"};
  const DrawStack* stacks[3] = {&s.land, &s.river, &s.tower};
  std::string head = "Tiles left:";
  for (int i = 0; i < 3; ++i)
    if (stacks[i]->remaining() > 0 || i == 0) head += std::string(" ") + names[i] + " " + std::to_string(stacks[i]->remaining());
  if (!ImGui::CollapsingHeader((head + "###remaining").c_str())) return;
  // Which tiles: a small picture of each kind with its count (RemainingTiles' content).
  const float px = ImGui::GetTextLineHeight() * 2.0f;
  const float avail = ImGui::GetContentRegionAvail().x;
  for (int i = 0; i < 3; ++i) {
    if (stacks[i]->remaining() == 0) continue;
    std::map<int, int> counts;
    for (int k = stacks[i]->next; k < static_cast<int>(stacks[i]->tiles.size()); ++k) ++counts[stacks[i]->tiles[static_cast<size_t>(k)]];
    ImGui::TextDisabled("%s", names[i]);
    float x = 0;
    for (const auto& [tile, n] : counts) {
      if (x > 0 && x + px * 1.8f > avail) x = 0;
      else if (x > 0) ImGui::SameLine();
      const ImVec2 p = ImGui::GetCursorScreenPos();
      ImGui::Dummy(ImVec2(px * 1.75f, px));
      DrawTile(ImGui::GetWindowDrawList(), s.Tile(tile), 0, p, px);
      ImGui::GetWindowDrawList()->AddText(ImVec2(p.x + px + 3, p.y + px * 0.3f), IM_COL32(240, 240, 230, 255),
                                          ("x" + std::to_string(n)).c_str());
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s: %d left", s.Tile(tile).id.c_str(), n);
      x += px * 1.8f;
    }
  }
}

std::string WinnerText(const GameState& s) {
  int best = -1;
  for (const PlayerState& p : s.players) best = std::max(best, p.score);
  std::string names;
  int n = 0;
  for (int p = 0; p < s.NumPlayers(); ++p)
    if (s.players[static_cast<size_t>(p)].score == best) {
      names += (n++ ? " and " : "") + PlayerName(s, p);
    }
  return names + (n > 1 ? " share the win with " : " wins with ") + std::to_string(best) + " points.";
}

void DrawFinalScores(const GameState& s, const Events& events) {
  // Category totals per player from the score events.
  std::vector<std::string> cats;
  std::map<std::pair<int, std::string>, int> pts;
  for (const auto& ev : events) {
    if (ev.value("type", "") != "score") continue;
    const std::string reason = ev.value("reason", "other");
    const int p = ev.value("player", -1);
    if (std::find(cats.begin(), cats.end(), reason) == cats.end()) cats.push_back(reason);
    pts[{p, reason}] += ev.value("points", 0);
  }
  ImGui::TextWrapped("%s", WinnerText(s).c_str());
  const int cols = static_cast<int>(cats.size()) + 2;
  if (ImGui::BeginTable("final", cols, ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit)) {
    ImGui::TableSetupColumn("player");
    for (const std::string& c : cats) ImGui::TableSetupColumn(c.c_str());
    ImGui::TableSetupColumn("total");
    ImGui::TableHeadersRow();
    for (int p = 0; p < s.NumPlayers(); ++p) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      Chip(s, p, ImGui::GetTextLineHeight());
      ImGui::SameLine(0, 4);
      ImGui::TextUnformatted(PlayerName(s, p).c_str());
      for (const std::string& c : cats) {
        ImGui::TableNextColumn();
        auto it = pts.find({p, c});
        ImGui::Text("%d", it == pts.end() ? 0 : it->second);
      }
      ImGui::TableNextColumn();
      ImGui::Text("%d", s.players[static_cast<size_t>(p)].score);
    }
    ImGui::EndTable();
  }
}

}  // namespace carc::ui
