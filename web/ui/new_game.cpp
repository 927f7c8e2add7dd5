#include "ui/new_game.h"

#include <imgui.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <vector>

#include "i18n/i18n.h"
#include "platform.h"
#include "player_name.h"
#include "ui/dialog.h"
#include "ui/look.h"
#include "ui/marks.h"
#include "ui/names.h"
#include "ui/palette.h"
#include "ui/run_glyphs.h"
#include "ui/text.h"

namespace carc::ui {
namespace {

using i18n::F;
using i18n::T;

const char* const kDefaultNames[6] = {"Ana", "Ben", "Cleo", "Dan", "Eva", "Finn"};
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
  with_seed["seed"] = "1";  // the record's format wants one; the form deals a fresh one
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
  for (int e = 0; e < 4; ++e) expansions_[e] = setup.Has(kExpansionIds[e]);
  for (size_t i = 0; i < RuleOptions().size(); ++i) options_[i] = setup.Option(RuleOptions()[i].name);
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
  for (int e = 0; e < 4; ++e)
    if (expansions_[e]) s.expansions.push_back(kExpansionIds[e]);
  for (size_t i = 0; i < RuleOptions().size(); ++i)
    if (options_[i] != RuleOptions()[i].default_value) s.options[RuleOptions()[i].name] = options_[i];
  s.seed = seed_[0] ? seed_ : "1";
  return s;
}

void NewGameScreen::DrawSeat(size_t i, int* remove) {
  Seat& seat = seats_[i];
  const std::string n = std::to_string(i);
  ImGui::PushID(static_cast<int>(i));
  // Colour: a swatch that cycles through the free colours.
  ImGui::PushStyleColor(ImGuiCol_Button, palette::PlayerColor(kColors[seat.color]));
  ImGui::PushStyleColor(ImGuiCol_ButtonHovered, palette::PlayerColor(kColors[seat.color]));
  ImGui::PushStyleColor(ImGuiCol_ButtonActive, palette::PlayerColor(kColors[seat.color]));
  if (ImGui::Button("##colour", ImVec2(ImGui::GetFrameHeight() * 1.3f, ImGui::GetFrameHeight()))) {
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
  ImGui::PopStyleColor(3);
  marks::MarkLastItem("player-colour:" + n);
  TooltipForLastItem(F("newgame.colour-tooltip", {{"colour", ColourName(kColors[seat.color])}}));

  // The kind of player: a person or a computer level (the widest name sets the width).
  std::string kinds[4];
  float kinds_w = 0;
  for (int l = 0; l < 4; ++l) {
    kinds[l] = PlayerKindName(kLevels[l]);
    kinds_w = std::max(kinds_w, MeasureText(kinds[l]).x);
  }
  kinds_w += ImGui::GetFrameHeight() + ImGui::GetStyle().FramePadding.x * 2;
  const float remove_w = ImGui::GetFrameHeight();
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  ImGui::SameLine();
  ImGui::SetNextItemWidth(std::max(70.0f, ImGui::GetContentRegionAvail().x - kinds_w - remove_w - 2 * spacing));
  run_glyphs::CoverCharacters(seat.name, ImGui::GetFont());  // a name in any script shows as typed
  ImGui::InputTextWithHint("##name", kDefaultNames[i % 6], seat.name, sizeof seat.name);
  marks::MarkLastItem("player-name:" + n);
  FieldTextAsTyped(seat.name);
  const std::string problem = NameProblemText(seat.name);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(kinds_w);
  Combo("", "player-kind:" + n, &seat.level, kinds, 4);
  ImGui::SameLine();
  ImGui::BeginDisabled(seats_.size() <= 2);
  if (Button("\u00D7", "player-remove:" + n, ImVec2(remove_w, 0))) *remove = static_cast<int>(i);
  TooltipForLastItem(T("newgame.remove-player"));
  ImGui::EndDisabled();
  if (!problem.empty()) {
    TextColored(kProblemColour, problem, true);
    marks::MarkLastItem("player-name-problem:" + n);
  }
  ImGui::PopID();
}

NewGameOutput NewGameScreen::Draw(ImVec2 pos, ImVec2 size, bool can_resume) {
  NewGameOutput out;
  const float w = std::min(size.x, 580.0f);
  ImGui::SetNextWindowPos(ImVec2(pos.x + (size.x - w) * 0.5f, pos.y));
  ImGui::SetNextWindowSize(ImVec2(w, size.y));
  ImGui::Begin("##new-game", nullptr,
               ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoTitleBar);
  // Fingers scroll the form by dragging (ImGui 1.86 only scrolls with the wheel or the scrollbar).
  const ImGuiIO& io = ImGui::GetIO();
  if (ImGui::IsWindowHovered(ImGuiHoveredFlags_AllowWhenBlockedByActiveItem) && ImGui::IsMouseDragging(0, 10.0f) &&
      !io.WantTextInput)
    ImGui::SetScrollY(ImGui::GetScrollY() - io.MouseDelta.y);

  // Title, and the language at the right.
  {
    WithFont title(FontRole::Title);
    Text(T("app.name"));
  }
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
  ImGui::SameLine(std::max(ImGui::GetCursorPosX(), ImGui::GetWindowContentRegionMax().x - langs_w));
  ImGui::SetNextItemWidth(langs_w);
  if (Combo("", "language", &current, langs.data(), n)) out.language = i18n::Languages()[static_cast<size_t>(current)].code;
  TooltipForLastItem(T("newgame.language"));
  TextMuted(T("newgame.subtitle"));
  // Both buttons at the right of the subtitle when they fit there; on their own line on a narrow
  // screen (a long label, in Spanish or French, would be cut off at the window's edge).
  const char* saves = T("app.saved-games");
  const char* help = T("help.open");
  const float buttons_w = ButtonWidth(help) + ImGui::GetStyle().ItemSpacing.x + ButtonWidth(saves);
  const float right = ImGui::GetWindowContentRegionMax().x;
  const float subtitle_end = ImGui::GetItemRectMax().x - ImGui::GetWindowPos().x;
  if (subtitle_end + ImGui::GetStyle().ItemSpacing.x + buttons_w <= right) {
    ImGui::SameLine(right - buttons_w);
  }
  if (Button(help, "help")) out.show_help = true;
  TooltipForLastItem(T("help.open.tooltip"));
  SameLineIfFits(saves);
  if (Button(saves, "saves")) out.show_saves = true;

  // A name that cannot be used holds the game back (its seat says why).
  bool names_ok = true;
  for (const Seat& seat : seats_) names_ok = names_ok && NameProblemText(seat.name).empty();
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
        out.start = Build();
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

  SectionTitle(T("newgame.players"));
  TextMutedWrapped(T("newgame.players-hint"));
  TextMutedWrapped(F("newgame.name-rule", {{"max", kMaxNameCharacters}}));
  int remove = -1;
  for (size_t i = 0; i < seats_.size(); ++i) DrawSeat(i, &remove);
  if (remove >= 0) seats_.erase(seats_.begin() + remove);
  ImGui::BeginDisabled(seats_.size() >= 6);
  if (Button(T("newgame.add-player"), "add-player")) {
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

  SectionTitle(T("newgame.expansions"));
  for (int e = 0; e < 4; ++e) {
    CheckboxWrapped(ExpansionName(kExpansionIds[e]), std::string("expansion:") + kExpansionIds[e], &expansions_[e]);
    ImGui::Indent(ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x);
    TextMutedWrapped(ExpansionAbout(kExpansionIds[e]));
    ImGui::Unindent(ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x);
  }
  if (SmallButton(T("newgame.all"), "expansions-all")) std::fill(std::begin(expansions_), std::end(expansions_), true);
  ImGui::SameLine();
  if (SmallButton(T("newgame.none"), "expansions-none"))
    std::fill(std::begin(expansions_), std::end(expansions_), false);

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

  SectionTitle(T("newgame.shuffle"));
  TextMutedWrapped(T("newgame.shuffle-about"));
  ImGui::SetNextItemWidth(std::max(80.0f, ImGui::GetContentRegionAvail().x - MeasureText(T("newgame.new-shuffle")).x -
                                              ImGui::GetStyle().FramePadding.x * 2 - ImGui::GetStyle().ItemSpacing.x));
  ImGui::InputText("##seed", seed_, sizeof seed_);
  marks::MarkLastItem("seed");
  ImGui::SameLine();
  if (Button(T("newgame.new-shuffle"), "new-seed")) NewSeed();

  ImGui::Spacing();
  ImGui::Separator();
  start_buttons("start");
  TextMutedWrapped(T("newgame.keys"));
  // Enter starts the game (the keyboard alone), unless a text field or a dialog has the keys.
  if (!out.start && names_ok && !io.WantTextInput && !AnyDialogOpen() &&
      (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false) ||
       ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_KeyPadEnter), false))) {
    out.start = Build();
    out.by_key = true;
  }
  ImGui::End();
  return out;
}

}  // namespace carc::ui
