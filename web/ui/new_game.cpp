#include "ui/new_game.h"

#include <imgui.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>

#include "ui/marks.h"
#include "ui/palette.h"

namespace carc::ui {
namespace {

const char* const kExpansionNames[4] = {"The River", "Abbey & Mayor", "Watchtowers", "Tower & Thieves"};
const char* const kExpansionDocs[4] = {
    "River tiles are laid first, from the spring to the lake.",
    "Abbey tile, mayor, wagon and barn.",
    "Tiles with watchtowers score extra for the figures and features around them.",
    "Towers capture figures; thieves steal tiles."};
const char* const kDefaultNames[6] = {"Ana", "Ben", "Cleo", "Dan", "Eva", "Finn"};

// Seeds come from the clock and a counter, mixed (SplitMix64): random enough for dealing tiles.
uint64_t Mix(uint64_t z) {
  z += 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
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
}

void NewGameScreen::NewSeed() {
  static uint64_t counter = 0;
  const uint64_t t = static_cast<uint64_t>(std::chrono::high_resolution_clock::now().time_since_epoch().count());
  std::snprintf(seed_, sizeof seed_, "%016llx", static_cast<unsigned long long>(Mix(t ^ Mix(++counter))));
}

void NewGameScreen::PrefillFrom(const Setup& setup) {
  seats_.clear();
  for (const PlayerSetup& p : setup.players) {
    Seat s;
    std::snprintf(s.name, sizeof s.name, "%s", p.name.c_str());
    for (int c = 0; c < 6; ++c)
      if (p.color == kColors[c]) s.color = c;
    s.ai = !p.ai.empty();
    seats_.push_back(s);
  }
  for (int e = 0; e < 4; ++e) expansions_[e] = setup.Has(kExpansionIds[e]);
  for (size_t i = 0; i < RuleOptions().size(); ++i) options_[i] = setup.Option(RuleOptions()[i].name);
  NewSeed();
}

Setup NewGameScreen::Build() const {
  Setup s;
  for (size_t i = 0; i < seats_.size(); ++i) {
    PlayerSetup p;
    p.name = seats_[i].name[0] ? seats_[i].name : kDefaultNames[i % 6];
    p.color = kColors[seats_[i].color];
    if (seats_[i].ai) p.ai = "normal";
    s.players.push_back(p);
  }
  for (int e = 0; e < 4; ++e)
    if (expansions_[e]) s.expansions.push_back(kExpansionIds[e]);
  for (size_t i = 0; i < RuleOptions().size(); ++i)
    if (options_[i] != RuleOptions()[i].default_value) s.options[RuleOptions()[i].name] = options_[i];
  s.seed = seed_[0] ? seed_ : "1";
  return s;
}

std::optional<Setup> NewGameScreen::Draw(ImVec2 pos, ImVec2 size, bool can_resume, bool* resume) {
  std::optional<Setup> result;
  const float w = std::min(size.x, 560.0f);
  ImGui::SetNextWindowPos(ImVec2(pos.x + (size.x - w) * 0.5f, pos.y));
  ImGui::SetNextWindowSize(ImVec2(w, size.y));
  ImGui::SetNextWindowBgAlpha(0.94f);
  ImGui::Begin("New game", nullptr,
               ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoTitleBar);
  // Fingers scroll the form by dragging (ImGui 1.86 only scrolls with the wheel or the scrollbar).
  const ImGuiIO& io = ImGui::GetIO();
  if (ImGui::IsWindowHovered(ImGuiHoveredFlags_AllowWhenBlockedByActiveItem) && ImGui::IsMouseDragging(0, 10.0f) &&
      !io.WantTextInput)
    ImGui::SetScrollY(ImGui::GetScrollY() - io.MouseDelta.y);
  ImGui::SetWindowFontScale(1.5f);
  ImGui::TextUnformatted("Carcassonne - new game");
  ImGui::SetWindowFontScale(1.0f);
  auto start_buttons = [&](const char* mark) {
    ImGui::PushStyleColor(ImGuiCol_Button, IM_COL32(60, 130, 60, 255));
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, IM_COL32(80, 160, 80, 255));
    if (ImGui::Button(("Start the game##" + std::string(mark)).c_str(),
                      ImVec2(can_resume ? ImGui::GetContentRegionAvail().x * 0.6f : -1, ImGui::GetFrameHeight() * 1.6f)))
      result = Build();
    ImGui::PopStyleColor(2);
    marks::MarkLastItem(mark);
    if (can_resume) {
      ImGui::SameLine();
      if (ImGui::Button(("Back to the game##" + std::string(mark)).c_str(), ImVec2(-1, ImGui::GetFrameHeight() * 1.6f)))
        *resume = true;
      marks::MarkLastItem(std::string(mark) == "start" ? "resume" : "resume-top");
    }
  };
  // Small screens: Start is also at the top, so a default game is one tap away.
  if (size.y < 760) start_buttons("start-top");
  ImGui::Separator();

  ImGui::TextDisabled("Players (in turn order)");
  int remove = -1;
  for (size_t i = 0; i < seats_.size(); ++i) {
    Seat& seat = seats_[i];
    ImGui::PushID(static_cast<int>(i));
    // Colour: a swatch that cycles through the free colours.
    ImGui::PushStyleColor(ImGuiCol_Button, palette::PlayerColor(kColors[seat.color]));
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, palette::PlayerColor(kColors[seat.color]));
    if (ImGui::Button("##colour", ImVec2(ImGui::GetFrameHeight() * 1.4f, ImGui::GetFrameHeight()))) {
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
    ImGui::PopStyleColor(2);
    marks::MarkLastItem("player-colour:" + std::to_string(i));
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s (click to change)", kColors[seat.color]);
    ImGui::SameLine();
    ImGui::SetNextItemWidth(std::max(80.0f, ImGui::GetContentRegionAvail().x - 190.0f));
    ImGui::InputText("##name", seat.name, sizeof seat.name);
    marks::MarkLastItem("player-name:" + std::to_string(i));
    ImGui::SameLine();
    ImGui::Checkbox("computer", &seat.ai);
    marks::MarkLastItem("player-ai:" + std::to_string(i));
    ImGui::SameLine();
    ImGui::BeginDisabled(seats_.size() <= 2);
    if (ImGui::Button("remove")) remove = static_cast<int>(i);
    ImGui::EndDisabled();
    marks::MarkLastItem("player-remove:" + std::to_string(i));
    ImGui::PopID();
  }
  if (remove >= 0) seats_.erase(seats_.begin() + remove);
  ImGui::BeginDisabled(seats_.size() >= 6);
  if (ImGui::Button("+ Add a player")) {
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
  ImGui::EndDisabled();
  marks::MarkLastItem("add-player");

  ImGui::Spacing();
  ImGui::TextDisabled("Expansions");
  for (int e = 0; e < 4; ++e) {
    ImGui::Checkbox(kExpansionNames[e], &expansions_[e]);
    marks::MarkLastItem(std::string("expansion:") + kExpansionIds[e]);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", kExpansionDocs[e]);
  }
  if (ImGui::SmallButton("all")) std::fill(std::begin(expansions_), std::end(expansions_), true);
  marks::MarkLastItem("expansions-all");
  ImGui::SameLine();
  if (ImGui::SmallButton("none")) std::fill(std::begin(expansions_), std::end(expansions_), false);

  ImGui::Spacing();
  ImGui::TextDisabled("Rule options");
  for (size_t i = 0; i < RuleOptions().size(); ++i) {
    bool v = options_[i];
    if (ImGui::Checkbox(RuleOptions()[i].name, &v)) options_[i] = v;
    marks::MarkLastItem(std::string("option:") + RuleOptions()[i].name);
    ImGui::Indent();
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped("%s", RuleOptions()[i].doc);
    ImGui::PopStyleColor();
    ImGui::Unindent();
  }

  ImGui::Spacing();
  ImGui::TextDisabled("Seed (deals the tiles; the same seed deals the same game)");
  ImGui::SetNextItemWidth(std::max(80.0f, ImGui::GetContentRegionAvail().x - 110.0f));
  ImGui::InputText("##seed", seed_, sizeof seed_);
  marks::MarkLastItem("seed");
  ImGui::SameLine();
  if (ImGui::Button("New seed")) NewSeed();
  marks::MarkLastItem("new-seed");

  ImGui::Spacing();
  ImGui::Separator();
  start_buttons("start");
  ImGui::TextDisabled("Keys: R rotate, S skip, U undo, C centre, +/- zoom, L log");
  ImGui::End();
  return result;
}

}  // namespace carc::ui
