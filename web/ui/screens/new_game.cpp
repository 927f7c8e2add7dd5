#include "ui/screens/new_game.h"

#include <imgui.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <nlohmann/json.hpp>
#include <vector>

#include "carc/ruleset.h"
#include "i18n/i18n.h"
#include "platform/platform.h"
#include "session/player_name.h"
#include "ui/screens/dialog.h"
#include "ui/text/look.h"
#include "ui/base/marks.h"
#include "ui/text/names.h"
#include "ui/base/palette.h"
#include "ui/base/touch.h"
#include "ui/text/run_glyphs.h"
#include "ui/text/text.h"
#include "ui/art/art.h"
#include "ui/art/figure_draw.h"
#include "ui/art/table_art.h"
#include "ui/screens/title_picture.h"

namespace carc::ui {
namespace {

using i18n::F;
using i18n::T;

const char* const kDefaultNames[6] = {"Ana", "Ben", "Cleo", "Dan", "Eva", "Finn"};
constexpr int kExpansionCount = static_cast<int>(std::size(kExpansionIds));
const char* const kLevels[4] = {"", "easy", "normal", "hard"};  // the record's players[].ai
constexpr ImU32 kProblemColour = IM_COL32(255, 150, 120, 255);

// Shuffle codes come from the clock and a counter, mixed (SplitMix64): random enough for dealing tiles.
uint64_t Mix(uint64_t z) {
  z += 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

constexpr const char* kLastSetupKey = "carcassonne.last-setup";

// A remembered setup the form can show: 2 to 6 players of distinct known colours. Anything else in
// the store (damaged, edited by hand, from another version) is ignored.
bool UsableForForm(const Setup& s) {
  if (s.players.size() < 2 || s.players.size() > 6) return false;
  std::vector<std::string> colours;
  for (const PlayerSetup& p : s.players) {
    if (std::find(std::begin(kColors), std::end(kColors), p.color) == std::end(kColors)) return false;
    if (std::find(colours.begin(), colours.end(), p.color) != colours.end()) return false;
    colours.push_back(p.color);
  }
  return true;
}

// Why the seat's name cannot be used, in the player's words (empty: it can).
std::string NameProblemText(const char* typed) {
  switch (CheckName(typed)) {
    case NameProblem::kBlank:
      return T("newgame.name-blank");
    case NameProblem::kTooLong:
      return F("newgame.name-too-long", {{"count", CountCharacters(CleanName(typed))}, {"max", kMaxNameCharacters}});
    case NameProblem::kTooManyBytes:
      return T("newgame.name-too-many-marks");
    case NameProblem::kNone:
    case NameProblem::kEmpty:
      break;
  }
  return {};
}

void SectionTitle(const char* text) {
  ImGui::Spacing();
  WithFont bold(FontRole::Bold);
  TextColored(palette::kHighlight, text);
}

}  // namespace

NewGameScreen::NewGameScreen() {
  for (int i = 0; i < 2; ++i) {
    Seat s;
    std::snprintf(s.name, sizeof s.name, "%s", kDefaultNames[i]);
    s.color = i;
    seats_.push_back(s);
  }
  for (const RuleOption& o : RuleOptions()) options_.push_back(o.default_value);
  NewSeed();
  LoadRemembered();
}

std::string NewShuffleCode() {
  static uint64_t counter = 0;
  const uint64_t t = static_cast<uint64_t>(std::chrono::high_resolution_clock::now().time_since_epoch().count());
  char code[24];
  std::snprintf(code, sizeof code, "%016llx", static_cast<unsigned long long>(Mix(t ^ Mix(++counter))));
  return code;
}

void NewGameScreen::NewSeed() { std::snprintf(seed_, sizeof seed_, "%s", NewShuffleCode().c_str()); }

void NewGameScreen::Remember(const Setup& s) {
  Setup kept = s;
  kept.seed.clear();
  kept.has_deck = false;
  kept.deck_land.clear(), kept.deck_river.clear(), kept.deck_tower.clear();
  platform::StorageSave(kLastSetupKey, SetupToJson(kept).dump());  // refused by a full store: no harm
}

bool NewGameScreen::LoadRemembered() {
  const std::string text = platform::StorageLoad(kLastSetupKey);
  if (text.empty()) return false;
  const nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
  Setup s;
  std::string error;
  if (j.is_discarded() || !j.is_object()) return false;
  nlohmann::json with_seed = j;
  with_seed.erase("deck");
  // The record's format wants a seed (the form deals a fresh one), except in a game by link.
  if (j.value("deal", "") != "fair") with_seed["seed"] = "1";
  if (!SetupFromJson(with_seed, &s, &error) || !UsableForForm(s)) return false;
  PrefillFrom(s);
  return true;
}

void NewGameScreen::PrefillFrom(const Setup& setup) {
  seats_.clear();
  for (const PlayerSetup& p : setup.players) {
    Seat s;
    std::snprintf(s.name, sizeof s.name, "%s", p.name.c_str());
    for (int c = 0; c < 6; ++c)
      if (p.color == kColors[c]) s.color = c;
    for (int l = 1; l < 4; ++l)
      if (p.ai == kLevels[l]) s.level = l;
    if (!p.ai.empty() && s.level == 0) s.level = 2;  // a level this screen does not offer: normal
    seats_.push_back(s);
  }
  for (int e = 0; e < kExpansionCount; ++e) expansions_[e] = setup.Has(kExpansionIds[e]);
  for (size_t i = 0; i < RuleOptions().size(); ++i) options_[i] = setup.Option(RuleOptions()[i].name);
  by_link_ = setup.fair_deal;
  NewSeed();
}

Setup NewGameScreen::Build() const {
  Setup s;
  for (size_t i = 0; i < seats_.size(); ++i) {
    PlayerSetup p;
    p.name = seats_[i].name[0] ? CleanName(seats_[i].name) : kDefaultNames[i % 6];
    p.color = kColors[seats_[i].color];
    p.ai = kLevels[std::clamp(seats_[i].level, 0, 3)];
    s.players.push_back(p);
  }
  for (int e = 0; e < kExpansionCount; ++e)
    if (expansions_[e]) s.expansions.push_back(kExpansionIds[e]);
  for (size_t i = 0; i < RuleOptions().size(); ++i)
    if (options_[i] != RuleOptions()[i].default_value) s.options[RuleOptions()[i].name] = options_[i];
  if (by_link_) {
    s.fair_deal = true;  // dealt by the devices together: no shuffle code (engine/docs/fair-deal.md)
  } else {
    s.seed = seed_[0] ? seed_ : "1";
  }
  return s;
}

std::vector<int> NewGameScreen::HereSeats() const {
  std::vector<int> out;
  for (size_t i = 0; i < seats_.size(); ++i)
    if (seats_[i].level != 0 || seats_[i].here) out.push_back(static_cast<int>(i));
  return out;
}

std::string NewGameScreen::PlayModeProblem() const {
  if (!by_link_) return {};
  int here = 0, friends = 0;
  for (const Seat& s : seats_)
    if (s.level == 0) (s.here ? here : friends) += 1;
  if (friends == 0) return T("fair.new-game.need-friend");
  if (here == 0) return T("fair.new-game.need-here");
  return {};
}

namespace {

// A card: a child window with a rounded panel behind its content (players, expansions).
// (A child window without a border has no padding unless asked: without it the name field, the kind
// and the remove button would touch the card's right edge.)
constexpr ImGuiWindowFlags kCardFlags = ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse |
                                        ImGuiWindowFlags_NavFlattened | ImGuiWindowFlags_NoBackground |
                                        ImGuiWindowFlags_AlwaysUseWindowPadding;

void CardBackground(ImU32 edge, bool lit) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 a = ImGui::GetWindowPos(), b(a.x + ImGui::GetWindowSize().x, a.y + ImGui::GetWindowSize().y);
  dl->PushClipRect(a, b, false);  // the whole card, not only its padded content
  dl->AddRectFilled(a, b, lit ? IM_COL32(64, 72, 46, 255) : IM_COL32(44, 50, 34, 255), 8);
  dl->AddRect(a, b, edge, 8, 0, lit ? 2.0f : 1.0f);
  dl->PopClipRect();
}

// Cards laid out in `cols` columns: the top left corner of card i, and the width of each.
struct Grid {
  ImVec2 origin;
  float w, gap;
  int cols;
};

Grid MakeGrid(float min_two_columns) {
  const float avail = ImGui::GetContentRegionAvail().x, gap = ImGui::GetStyle().ItemSpacing.x * 1.5f;
  const int cols = avail >= min_two_columns ? 2 : 1;
  return {ImGui::GetCursorScreenPos(), (avail - gap * (cols - 1)) / cols, gap, cols};
}

// The dashed edge of a card still free.
void DashedRect(ImDrawList* dl, ImVec2 a, ImVec2 b, ImU32 col) {
  const float dash = 8, w = 1.5f;
  for (float x = a.x; x < b.x; x += dash * 2) {
    dl->AddLine(ImVec2(x, a.y), ImVec2(std::min(x + dash, b.x), a.y), col, w);
    dl->AddLine(ImVec2(x, b.y), ImVec2(std::min(x + dash, b.x), b.y), col, w);
  }
  for (float y = a.y; y < b.y; y += dash * 2) {
    dl->AddLine(ImVec2(a.x, y), ImVec2(a.x, std::min(y + dash, b.y)), col, w);
    dl->AddLine(ImVec2(b.x, y), ImVec2(b.x, std::min(y + dash, b.y)), col, w);
  }
}

}  // namespace

void NewGameScreen::DrawSeat(size_t i, int* remove) {
  Seat& seat = seats_[i];
  const std::string n = std::to_string(i);
  const ImGuiStyle& style = ImGui::GetStyle();
  // The player's figure, large, in the player's colour with its symbol: a tap gives the next free colour.
  const float fig = ImGui::GetFrameHeight() * 2 + style.ItemSpacing.y;
  // The card's edge in the player's colour; black's would vanish on the dark page, so it is lit grey.
  const bool dark = std::strcmp(kColors[seat.color], "black") == 0;
  CardBackground(dark ? IM_COL32(150, 150, 150, 230) : art::Alpha(palette::PlayerColor(kColors[seat.color]), 0.9f), false);
  ImGui::SetCursorPos(style.WindowPadding);
  const ImVec2 fp = ImGui::GetCursorScreenPos();
  if (ImGui::InvisibleButton("##colour", ImVec2(fig, fig))) {
    for (int k = 1; k <= 6; ++k) {
      const int c = (seat.color + k) % 6;
      bool used = false;
      for (const Seat& o : seats_) used |= (&o != &seat && o.color == c);
      if (!used) {
        seat.color = c;
        break;
      }
    }
  }
  marks::MarkLastItem("player-colour:" + n);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const bool hot = ImGui::IsItemHovered();
  dl->AddRectFilled(fp, ImVec2(fp.x + fig, fp.y + fig), hot ? IM_COL32(96, 112, 66, 255) : IM_COL32(34, 40, 26, 255), 6);
  const char* colour = kColors[seat.color];
  DrawMeeple(dl, ImVec2(fp.x + fig * 0.5f, fp.y + fig * 0.52f), fig * 0.78f, palette::PlayerColor(colour),
             palette::PlayerOutline(colour), false, palette::PlayerMarkOf(colour));
  TooltipForLastItem(F(TheTouch().Touch() ? "newgame.colour-tooltip.touch" : "newgame.colour-tooltip",
                       {{"colour", ColourName(colour)}}));

  // Its name and the remove button on the first row, who plays it (a person or a computer) below.
  const float x = style.WindowPadding.x + fig + style.ItemSpacing.x;
  const float remove_w = ImGui::GetFrameHeight();
  ImGui::SetCursorPos(ImVec2(x, style.WindowPadding.y));
  ImGui::SetNextItemWidth(std::max(60.0f, ImGui::GetContentRegionAvail().x - remove_w - style.ItemSpacing.x));
  run_glyphs::CoverCharacters(seat.name, ImGui::GetFont());  // a name in any script shows as typed
  ImGui::InputTextWithHint("##name", kDefaultNames[i % 6], seat.name, sizeof seat.name);
  marks::MarkLastItem("player-name:" + n);
  FieldTextAsTyped(seat.name);
  const std::string problem = NameProblemText(seat.name);
  ImGui::SameLine();
  ImGui::BeginDisabled(seats_.size() <= 2);
  if (Button("\u00D7", "player-remove:" + n, ImVec2(remove_w, 0))) *remove = static_cast<int>(i);
  TooltipForLastItem(T("newgame.remove-player"));
  ImGui::EndDisabled();
  std::string kinds[4];
  for (int l = 0; l < 4; ++l) kinds[l] = PlayerKindName(kLevels[l]);
  ImGui::SetCursorPosX(x);
  const bool where = by_link_ && seat.level == 0;
  const std::string where_text = T(seat.here ? "fair.new-game.seat-here" : "fair.new-game.seat-friend");
  const float where_w = std::max(MeasureText(T("fair.new-game.seat-here")).x, MeasureText(T("fair.new-game.seat-friend")).x) +
                        style.FramePadding.x * 2;
  ImGui::SetNextItemWidth(where ? std::max(60.0f, ImGui::GetContentRegionAvail().x - where_w - style.ItemSpacing.x)
                                : ImGui::GetContentRegionAvail().x);
  Combo("", "player-kind:" + n, &seat.level, kinds, 4);
  if (where) {
    ImGui::SameLine();
    if (Button(where_text.c_str(), "seat-where:" + n, ImVec2(where_w, 0))) seat.here = !seat.here;
    TooltipForLastItem(T("fair.new-game.seat.tooltip"));
  }
  if (!problem.empty()) {  // why this name cannot be used, under it (the card is taller for it)
    ImGui::SetCursorPosX(x);
    TextColored(kProblemColour, problem, true);
    marks::MarkLastItem("player-name-problem:" + n);
  }
}

void NewGameScreen::DrawPlayMode() {
  // One row where it fits (the question, then its two answers), so that the page below moves little.
  ImGui::AlignTextToFramePadding();
  {
    WithFont bold(FontRole::Bold);
    Text(T("fair.new-game.mode"));
  }
  const char* choices[2] = {T("fair.new-game.here"), T("fair.new-game.link")};
  for (int k = 0; k < 2; ++k) {
    SameLineIfFits(choices[k]);
    const bool on = by_link_ == (k == 1);
    ImGui::PushStyleColor(ImGuiCol_Button, on ? IM_COL32(72, 128, 56, 255) : IM_COL32(44, 50, 34, 255));
    ImGui::PushStyleColor(ImGuiCol_Border, on ? palette::ToVec4(palette::kHighlight) : ImVec4(0.5f, 0.5f, 0.45f, 0.6f));
    ImGui::PushStyleVar(ImGuiStyleVar_FrameBorderSize, on ? 1.5f : 1.0f);
    if (Button(choices[k], k == 0 ? "play-here" : "play-by-link")) by_link_ = k == 1;
    ImGui::PopStyleVar();
    ImGui::PopStyleColor(2);
  }
  if (!by_link_) return;
  TextMutedWrapped(T("fair.new-game.link.explain"));
  bool computers = false;
  for (const Seat& s : seats_) computers |= s.level != 0;
  if (computers) TextMutedWrapped(T("fair.new-game.computers-here"));
  const std::string problem = PlayModeProblem();
  if (!problem.empty()) {
    TextColored(kProblemColour, problem, true);
    marks::MarkLastItem("play-mode-problem");
  }
}

void NewGameScreen::DrawPlayers() {
  SectionTitle(T("newgame.players"));
  TextMutedWrapped(T("newgame.players-hint"));
  TextMutedWrapped(F("newgame.name-rule", {{"max", kMaxNameCharacters}}));
  DrawPlayMode();
  const ImGuiStyle& style = ImGui::GetStyle();
  const float pad = 10.0f;
  const float card_h = ImGui::GetFrameHeight() * 2 + style.ItemSpacing.y + pad * 2;
  const Grid g = MakeGrid(500);
  // A card whose name cannot be used is taller by the line that says why; its row with it.
  const float text_w = g.w - pad * 3 - (ImGui::GetFrameHeight() * 2 + style.ItemSpacing.y) - style.ItemSpacing.x;
  const int all = static_cast<int>(seats_.size()) + (seats_.size() < 6 ? 1 : 0);
  const int rows = (all + g.cols - 1) / g.cols;
  std::vector<float> row_y(static_cast<size_t>(rows) + 1, g.origin.y), row_h(static_cast<size_t>(rows), card_h);
  for (size_t i = 0; i < seats_.size(); ++i) {
    const std::string problem = NameProblemText(seats_[i].name);
    if (problem.empty()) continue;
    float& h = row_h[i / static_cast<size_t>(g.cols)];
    h = std::max(h, card_h + style.ItemSpacing.y + ImGui::CalcTextSize(problem.c_str(), nullptr, false, text_w).y);
  }
  const bool add_alone = seats_.size() < 6 && static_cast<int>(seats_.size()) % g.cols == 0;
  if (add_alone) row_h.back() = ImGui::GetFrameHeight() * 1.6f;  // the add card, low when alone in its row
  for (int r = 0; r < rows; ++r) row_y[static_cast<size_t>(r) + 1] = row_y[static_cast<size_t>(r)] + row_h[static_cast<size_t>(r)] + g.gap;
  auto card_at = [&](int i) {
    return ImVec2(g.origin.x + (i % g.cols) * (g.w + g.gap), row_y[static_cast<size_t>(i / g.cols)]);
  };
  int remove = -1;
  for (size_t i = 0; i < seats_.size(); ++i) {
    ImGui::SetCursorScreenPos(card_at(static_cast<int>(i)));
    ImGui::PushID(static_cast<int>(i));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(pad, pad));
    if (ImGui::BeginChild("seat", ImVec2(g.w, row_h[i / static_cast<size_t>(g.cols)]), false, kCardFlags))
      DrawSeat(i, &remove);
    ImGui::EndChild();
    ImGui::PopStyleVar();
    ImGui::PopID();
  }
  if (seats_.size() < 6) {  // one more card: a player in the first free colour
    const int k = static_cast<int>(seats_.size());
    const ImVec2 a = card_at(k);
    const float add_h = add_alone ? row_h.back() : card_h;
    ImGui::SetCursorScreenPos(a);
    ImGui::PushStyleColor(ImGuiCol_Button, IM_COL32(0, 0, 0, 0));
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, IM_COL32(96, 112, 66, 120));
    if (Button(T("newgame.add-player"), "add-player", ImVec2(g.w, add_h))) {
      Seat s;
      for (int c = 0; c < 6; ++c) {
        bool used = false;
        for (const Seat& o : seats_) used |= o.color == c;
        if (!used) {
          s.color = c;
          break;
        }
      }
      std::snprintf(s.name, sizeof s.name, "%s", kDefaultNames[seats_.size() % 6]);
      seats_.push_back(s);
    }
    ImGui::PopStyleColor(2);
    DashedRect(ImGui::GetWindowDrawList(), a, ImVec2(a.x + g.w, a.y + add_h), IM_COL32(170, 164, 130, 200));
  }
  if (remove >= 0) seats_.erase(seats_.begin() + remove);
  ImGui::SetCursorScreenPos(g.origin);
  ImGui::Dummy(ImVec2(g.w * g.cols + g.gap * (g.cols - 1), row_y.back() - g.origin.y - g.gap));
}

void NewGameScreen::DrawExpansions() {
  SectionTitle(T("newgame.expansions"));
  const ImGuiStyle& style = ImGui::GetStyle();
  const Grid g = MakeGrid(500);
  const float pic = g.cols == 2 ? 64.0f : 56.0f, pad = 10.0f, box = 18.0f;
  const float text_x = pad * 2 + pic, text_w = g.w - text_x - pad * 2 - box;
  // The cards of a row are as tall as the taller text.
  float need[kExpansionCount];
  for (int e = 0; e < kExpansionCount; ++e) {
    const float name_h = MeasureText(ExpansionName(kExpansionIds[e]), 0, Font(FontRole::Bold)).y;
    const float about_h = ImGui::CalcTextSize(ExpansionAbout(kExpansionIds[e]), nullptr, false, text_w).y;
    need[e] = std::max(pic + pad * 2, pad * 2 + name_h + style.ItemSpacing.y + about_h);
  }
  float y = g.origin.y;
  for (int e = 0; e < kExpansionCount; ++e) {
    const int first = e - e % g.cols;
    float row_h = 0;
    for (int k = first; k < std::min(kExpansionCount, first + g.cols); ++k) row_h = std::max(row_h, need[k]);
    ImGui::SetCursorScreenPos(ImVec2(g.origin.x + (e % g.cols) * (g.w + g.gap), y));
    if (e % g.cols == g.cols - 1 || e == kExpansionCount - 1) y += row_h + g.gap;
    ImGui::PushID(e);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(pad, pad));
    if (ImGui::BeginChild("expansion", ImVec2(g.w, row_h), false, kCardFlags)) {
      const bool on = expansions_[e];
      CardBackground(on ? palette::kHighlight : IM_COL32(96, 88, 66, 220), on);
      // The whole card is the choice.
      ImGui::SetCursorPos(ImVec2(0, 0));
      if (ImGui::InvisibleButton("##toggle", ImVec2(g.w, row_h))) expansions_[e] = !expansions_[e];
      marks::MarkLastItem(std::string("expansion:") + kExpansionIds[e]);
      ImDrawList* dl = ImGui::GetWindowDrawList();
      const ImVec2 w0 = ImGui::GetWindowPos();
      if (ImGui::IsItemHovered()) {
        dl->PushClipRect(w0, ImVec2(w0.x + g.w, w0.y + row_h), false);
        dl->AddRectFilled(w0, ImVec2(w0.x + g.w, w0.y + row_h), IM_COL32(255, 255, 255, 18), 8);
        dl->PopClipRect();
      }
      // Its tiles once the tile data are read (a file a task after the page's first frame: app/warm_up.h).
      if (RulebookBuilt()) DrawExpansionPicture(dl, kExpansionIds[e], ImVec2(w0.x + pad, w0.y + pad), pic);
      // A box in the corner says whether it is in the game.
      const ImVec2 b0(w0.x + g.w - pad - box, w0.y + pad), b1(b0.x + box, b0.y + box);
      dl->AddRectFilled(b0, b1, on ? palette::kHighlight : IM_COL32(30, 34, 24, 255), 4);
      dl->AddRect(b0, b1, IM_COL32(200, 190, 150, 255), 4, 0, 1.0f);
      if (on) {
        const ImU32 ink = IM_COL32(30, 34, 24, 255);
        dl->AddLine(ImVec2(b0.x + 4, b0.y + 9), ImVec2(b0.x + 8, b0.y + 14), ink, 2.5f);
        dl->AddLine(ImVec2(b0.x + 8, b0.y + 14), ImVec2(b0.x + 15, b0.y + 4), ink, 2.5f);
      }
      ImGui::SetCursorPos(ImVec2(text_x, pad));
      ImGui::BeginGroup();
      {
        WithFont bold(FontRole::Bold);
        Text(ExpansionName(kExpansionIds[e]));
      }
      ImGui::PushTextWrapPos(text_x + text_w);
      TextMuted(ExpansionAbout(kExpansionIds[e]));
      ImGui::PopTextWrapPos();
      ImGui::EndGroup();
    }
    ImGui::EndChild();
    ImGui::PopStyleVar();
    ImGui::PopID();
  }
  ImGui::SetCursorScreenPos(g.origin);
  ImGui::Dummy(ImVec2(g.w * g.cols + g.gap * (g.cols - 1), y - g.origin.y - g.gap));
  if (SmallButton(T("newgame.all"), "expansions-all")) std::fill(std::begin(expansions_), std::end(expansions_), true);
  ImGui::SameLine();
  if (SmallButton(T("newgame.none"), "expansions-none"))
    std::fill(std::begin(expansions_), std::end(expansions_), false);
}

NewGameOutput NewGameScreen::Draw(ImVec2 pos, ImVec2 size, bool can_resume) {
  NewGameOutput out;
  const float w = std::min(size.x, 680.0f);
  ImGui::SetNextWindowPos(ImVec2(pos.x + (size.x - w) * 0.5f, pos.y));
  ImGui::SetNextWindowSize(ImVec2(w, size.y));
  ImGui::Begin("##new-game", nullptr,
               ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoTitleBar);
  DragToScroll(true);  // a finger scrolls the page, over its cards too
  const ImGuiIO& io = ImGui::GetIO();

  // At the top: How to play and the saved games at the left, the language at the right.
  const char* saves = T("app.saved-games");
  const char* help = T("help.open");
  if (Button(help, "help")) out.show_help = true;
  TooltipForLastItem(T("help.open.tooltip"));
  SameLineIfFits(saves);
  if (Button(saves, "saves")) out.show_saves = true;
  {
    // Each language's name in its own script, drawn by the browser where the atlas lacks it: a whole
    // alphabet in four sizes for one word each was the largest part of an English page's start.
    const run_glyphs::KeepAtlas keep_atlas;
    std::vector<std::string> langs;
    int current = 0;
    float langs_w = 0;
    for (const i18n::Language& l : i18n::Languages()) {
      if (i18n::Current() == l.code) current = static_cast<int>(langs.size());
      langs.push_back(l.native_name);
      langs_w = std::max(langs_w, MeasureText(langs.back()).x);
    }
    const int n = static_cast<int>(langs.size());
    langs_w += ImGui::GetFrameHeight() + ImGui::GetStyle().FramePadding.x * 2;
    const float right = ImGui::GetWindowContentRegionMax().x;
    if (ImGui::GetItemRectMax().x - ImGui::GetWindowPos().x + ImGui::GetStyle().ItemSpacing.x + langs_w <= right)
      ImGui::SameLine(right - langs_w);
    ImGui::SetNextItemWidth(langs_w);
    if (Combo("", "language", &current, langs.data(), n)) out.language = i18n::Languages()[static_cast<size_t>(current)].code;
    TooltipForLastItem(T("newgame.language"));
  }

  // The title picture: a small landscape drawn with the board's own code, the game's name over it.
  {
    const float pw = ImGui::GetContentRegionAvail().x, ph = std::clamp(pw * 0.3f, 110.0f, 190.0f);
    const ImVec2 p = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(pw, ph));
    marks::MarkLastItem("title-picture");
    ImDrawList* dl = ImGui::GetWindowDrawList();
    if (!drew_a_frame_ || !RulebookBuilt()) {  // the fields, until the next frame and the tile data
      dl->AddRectFilled(p, ImVec2(p.x + pw, p.y + ph), palette::kField, 4);
    } else {
      // In two halves, split on a whole device pixel: the first time, each painted in a frame of its own
      // (forty tiles at once were one long task of a phone's page); later (a new size) both at once.
      const float k = std::max(1.0f, io.DisplayFramebufferScale.x);
      const float half = std::round(pw * 0.5f * k) / k;
      const ImVec2 size(pw, ph);
      const int painted = title_left_.Repaints();
      title_left_.Draw(dl, p, ImVec2(half, ph), 1,
                       [&](ImDrawList* list) { DrawTitlePicture(list, p, size, p.x, p.x + half); });
      const ImVec2 right(p.x + half, p.y);
      if (!title_right_waited_ && title_left_.Repaints() != painted && PictureTexture::Available()) {
        title_right_waited_ = true;  // once: a left half painted again in every frame (a scroll) does not hold it
        dl->AddRectFilled(right, ImVec2(p.x + pw, p.y + ph), palette::kField, 4, ImDrawFlags_RoundCornersRight);
        platform::Soon(platform::WakeFrames);  // the next frame paints it, even if the page would sleep
      } else {
        title_right_.Draw(dl, right, ImVec2(pw - half, ph), 1,
                          [&](ImDrawList* list) { DrawTitlePicture(list, p, size, right.x, p.x + pw); });
      }
    }
    dl->AddRect(p, ImVec2(p.x + pw, p.y + ph), IM_COL32(20, 16, 8, 255), 4, 0, 2.0f);
    ImFont* font = Font(FontRole::Title);
    const float fs = font->FontSize * ImGui::GetIO().FontGlobalScale;
    DrawTextOutlined(dl, ImVec2(p.x + 14, p.y + ph - fs - 10), IM_COL32(255, 246, 222, 255), IM_COL32(24, 16, 8, 230),
                     T("app.name"), fs, font, 1.5f);
  }
  TextMuted(T("newgame.subtitle"));

  // A name that cannot be used holds the game back (its seat says why).
  bool names_ok = true;
  for (const Seat& seat : seats_) names_ok = names_ok && NameProblemText(seat.name).empty();
  names_ok = names_ok && PlayModeProblem().empty();
  auto start_buttons = [&](const char* mark) {
    const bool top = std::strcmp(mark, "start") != 0;
    ImGui::PushStyleColor(ImGuiCol_Button, IM_COL32(72, 128, 56, 255));
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, IM_COL32(88, 152, 68, 255));
    ImGui::PushStyleColor(ImGuiCol_ButtonActive, IM_COL32(100, 170, 76, 255));
    // The gold edge of a default button: Enter starts the game too.
    ImGui::PushStyleColor(ImGuiCol_Border, palette::ToVec4(palette::kHighlight));
    ImGui::PushStyleVar(ImGuiStyleVar_FrameBorderSize, 1.5f);
    {
      WithFont bold(FontRole::Bold);
      ImGui::BeginDisabled(!names_ok);
      if (Button(T("newgame.start"), mark,
                 ImVec2(can_resume ? ImGui::GetContentRegionAvail().x * 0.55f : -1, ImGui::GetFrameHeight() * 1.5f)))
        out.start = Build(), out.here = HereSeats();
      ImGui::EndDisabled();
    }
    ImGui::PopStyleVar();
    ImGui::PopStyleColor(4);
    if (can_resume) {
      ImGui::SameLine();
      if (Button(T("newgame.resume"), top ? "resume-top" : "resume", ImVec2(-1, ImGui::GetFrameHeight() * 1.5f)))
        out.resume = true;
    }
  };
  // Start is also at the top, so a game with the last settings is one tap away.
  start_buttons("start-top");

  DrawPlayers();
  DrawExpansions();

  SectionTitle(T("newgame.options"));
  for (size_t i = 0; i < RuleOptions().size(); ++i) {
    const RuleOptionText* text = FindRuleOptionText(RuleOptions()[i].name);
    if (!text) continue;  // an option without words is not offered (tests/web keeps this from happening)
    bool v = options_[i];
    if (CheckboxWrapped(T(text->name_key), std::string("option:") + RuleOptions()[i].name, &v)) options_[i] = v;
    ImGui::Indent(ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x);
    TextMutedWrapped(T(text->about_key));
    ImGui::Unindent(ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x);
  }

  if (!by_link_) {  // a game between devices has no shuffle code: the devices deal it together
    SectionTitle(T("newgame.shuffle"));
    TextMutedWrapped(T("newgame.shuffle-about"));
    ImGui::SetNextItemWidth(std::max(80.0f, ImGui::GetContentRegionAvail().x - MeasureText(T("newgame.new-shuffle")).x -
                                                ImGui::GetStyle().FramePadding.x * 2 - ImGui::GetStyle().ItemSpacing.x));
    ImGui::InputText("##seed", seed_, sizeof seed_);
    marks::MarkLastItem("seed");
    ImGui::SameLine();
    if (Button(T("newgame.new-shuffle"), "new-seed")) NewSeed();
  }

  ImGui::Spacing();
  ImGui::Separator();
  start_buttons("start");
  if (TheTouch().Keyboard()) TextMutedWrapped(T("newgame.keys"));  // no keys to name on a phone
  // Enter starts the game (the keyboard alone), unless a text field or a dialog has the keys.
  if (!out.start && names_ok && !io.WantTextInput && !AnyDialogOpen() &&
      (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false) ||
       ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_KeyPadEnter), false))) {
    out.start = Build(), out.here = HereSeats();
    out.by_key = true;
  }
  ImGui::End();
  drew_a_frame_ = true;
  return out;
}

void NewGameScreen::DrawTable(ImDrawList* dl, ImVec2 pos, ImVec2 size) {
  table_.Draw(dl, pos, size, 1, [&](ImDrawList* list) { carc::ui::DrawTable(list, pos, size); });
}

}  // namespace carc::ui
