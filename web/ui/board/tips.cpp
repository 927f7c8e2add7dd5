#include "ui/board/tips.h"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <string>

#include "carc/rules.h"
#include "i18n/i18n.h"
#include "platform/platform.h"
#include "ui/text/look.h"
#include "ui/base/marks.h"
#include "ui/base/palette.h"
#include "ui/text/device_words.h"
#include "ui/text/text.h"

namespace carc::ui {
namespace {

constexpr const char* kTipsKey = "carcassonne.tips";

struct TipWords {
  Tip tip;
  const char* title;
  const char* text;
  const char* touch_text = nullptr;  // the same on a touch screen, where it differs ("tap")
};
// In Tip order; keys written out in full.
constexpr TipWords kWords[] = {
    {Tip::Thief, "tip.thief.title", "tip.thief"},
    {Tip::WatchtowerBonus, "tip.watchtower.title", "tip.watchtower"},
    {Tip::Scored, "tip.scored.title", "tip.scored"},
    {Tip::Tower, "tip.tower.title", "tip.tower"},
    {Tip::River, "tip.river.title", "tip.river"},
    {Tip::Place, "tip.place.title", "tip.place", "tip.place.touch"},
    {Tip::Abbey, "tip.abbey.title", "tip.abbey"},
    {Tip::Floors, "tip.floors.title", "tip.floors"},
    {Tip::Wagon, "tip.wagon.title", "tip.wagon"},
    {Tip::Figure, "tip.figure.title", "tip.figure", "tip.figure.touch"},
    {Tip::Farmer, "tip.farmer.title", "tip.farmer"},
    {Tip::Mayor, "tip.mayor.title", "tip.mayor"},
    {Tip::Barn, "tip.barn.title", "tip.barn"},
    {Tip::Watchman, "tip.watchman.title", "tip.watchman"},
};
static_assert(sizeof kWords / sizeof kWords[0] == static_cast<size_t>(Tip::Count), "every tip has words");
constexpr bool InTipOrder() {
  for (size_t i = 0; i < sizeof kWords / sizeof kWords[0]; ++i)
    if (static_cast<size_t>(kWords[i].tip) != i) return false;
  return true;
}
static_assert(InTipOrder(), "kWords is indexed by Tip");

// Tips about the decision awaited (the rest are about something that just happened).
bool IsDecisionTip(Tip t) { return t >= Tip::River; }

bool IsFieldTarget(const GameState& s, const Action& a) {
  if (a.type != ActionType::Figure || a.figure != FigureKind::Meeple || a.at.kind == Locator::Corner) return false;
  const int f = ResolveLocator(s, s.last_placed, a.at);
  return f >= 0 && s.PlacedDef(s.last_placed).features[static_cast<size_t>(f)].type == FeatureType::Field;
}

}  // namespace

std::vector<Tip> TipsFor(const GameState& s, const TurnOptions& opts, bool person_decides, const Events& events,
                         size_t new_from) {
  std::vector<Tip> out;
  auto add = [&](Tip t) {
    if (std::find(out.begin(), out.end(), t) == out.end()) out.push_back(t);
  };
  // What happened, while the game goes on (at its end the final table speaks).
  for (size_t i = new_from; i < events.size() && !IsOver(s); ++i) {
    const nlohmann::json& ev = events[i];
    if (!ev.is_object()) continue;
    const std::string type = ev.value("type", ""), reason = ev.value("reason", "");
    if (type == "stolen" || (type == "score" && reason == "watchman" && !ev.value("final", false))) add(Tip::Thief);
    if (type == "score" && reason == "watchtower") add(Tip::WatchtowerBonus);
    if (type == "score" && !ev.value("final", false) && (reason == "city" || reason == "road" || reason == "monastery"))
      add(Tip::Scored);
    if (type == "tower") add(Tip::Tower);
  }
  if (person_decides) {
    switch (opts.decision) {
      case Decision::Place:
        if (opts.tile >= 0 && s.Tile(opts.tile).river_sides) add(Tip::River);
        add(Tip::Place);
        break;
      case Decision::Abbey:
      case Decision::EndAbbey: add(Tip::Abbey); break;
      case Decision::Floors: add(Tip::Floors); break;
      case Decision::Wagon: add(Tip::Wagon); break;
      case Decision::Figure:
        for (const Target& t : opts.targets) {
          if (t.action.type == ActionType::Figure && t.action.at.kind == Locator::Corner) add(Tip::Barn);
          if (t.action.type == ActionType::Watchman) add(Tip::Watchman);
          if (t.action.type == ActionType::Figure && t.action.figure == FigureKind::Mayor) add(Tip::Mayor);
          if (IsFieldTarget(s, t.action)) add(Tip::Farmer);
          if (t.action.type == ActionType::Figure) add(Tip::Figure);
        }
        break;
      case Decision::SecondTile:  // the buttons say it; the builder's tip came with the first tile
      case Decision::Commit:
      case Decision::Reveal:
      case Decision::Over: break;
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

void Tips::Load() { enabled_ = platform::StorageLoad(kTipsKey) != "off"; }

void Tips::SetEnabled(bool on) {
  enabled_ = on;
  platform::StorageSave(kTipsKey, on ? "on" : "off");
}

void Tips::Notice(const GameState& s, const TurnOptions& opts, bool person_decides, const Events& events, int version) {
  if (version == version_) return;
  version_ = version;
  if (events.size() < events_seen_) events_seen_ = events.size();  // undone
  // A game just started or opened: what happened in its current turn (a game opened from a link or
  // the saved games does not bring back tips about thieves of long ago).
  size_t from = events_seen_;
  if (fresh_) {
    from = 0;
    for (size_t i = events.size(); i-- > 0;)
      if (events[i].is_object() && events[i].value("type", "") == "draw") {
        from = i;
        break;
      }
  }
  fresh_ = false;
  const std::vector<Tip> raised = TipsFor(s, opts, person_decides, events, from);
  events_seen_ = events.size();
  auto bit = [](Tip t) { return 1u << static_cast<int>(t); };
  const Tip front_before = queue_.empty() ? Tip::Count : queue_.front();
  // A decision's tip leaves with its decision; one that never got on the card may come again.
  for (size_t i = 0; i < queue_.size();) {
    const Tip t = queue_[i];
    if (IsDecisionTip(t) && std::find(raised.begin(), raised.end(), t) == raised.end()) {
      if (i > 0) seen_ &= ~bit(t);
      queue_.erase(queue_.begin() + static_cast<std::ptrdiff_t>(i));
      continue;
    }
    ++i;
  }
  std::vector<Tip> fresh;
  for (Tip t : raised)
    if (!(seen_ & bit(t))) fresh.push_back(t), seen_ |= bit(t);
  // A tip about what happened, on screen while a move was made, gives way to newer ones.
  if (!queue_.empty() && queue_.front() == front_before && !IsDecisionTip(front_before) && shown_since_ < version &&
      (queue_.size() > 1 || !fresh.empty()))
    queue_.erase(queue_.begin());
  queue_.insert(queue_.end(), fresh.begin(), fresh.end());
  if (!queue_.empty() && queue_.front() != front_before) shown_since_ = version;
}

namespace {
// How many of `points` (with a margin around each) fall in the rectangle [x0,y0]-[x1,y1].
int Covered(const std::vector<ImVec2>& points, float x0, float y0, float x1, float y1) {
  const float margin = 24.0f;
  int n = 0;
  for (const ImVec2& p : points)
    if (p.x > x0 - margin && p.x < x1 + margin && p.y > y0 - margin && p.y < y1 + margin) ++n;
  return n;
}
}  // namespace

bool Tips::Draw(ImVec2 board_pos, ImVec2 board_size, bool phone, const std::vector<ImVec2>& keep_clear) {
  if (!Showing()) return false;
  const TipWords& w = kWords[static_cast<size_t>(queue_.front())];
  const float width = std::min(board_size.x - 16.0f, 400.0f);
  const float margin = phone ? 8.0f : 12.0f;
  const float x0 = board_pos.x + margin, x1 = x0 + width;
  const float top = board_pos.y + margin, bottom = board_pos.y + board_size.y - margin;
  const int at_top = Covered(keep_clear, x0, top, x1, top + height_);
  const int at_bottom = Covered(keep_clear, x0, bottom - height_, x1, bottom);
  // Each layout's own edge unless the other edge hides fewer places to act.
  const bool use_bottom = phone ? at_bottom <= at_top : at_bottom < at_top;
  if (use_bottom) {
    ImGui::SetNextWindowPos(ImVec2(x0, bottom), ImGuiCond_Always, ImVec2(0, 1));
  } else {
    ImGui::SetNextWindowPos(ImVec2(x0, top));
  }
  ImGui::SetNextWindowSize(ImVec2(width, 0));
  ImGui::PushStyleColor(ImGuiCol_WindowBg, IM_COL32(34, 44, 30, 240));
  ImGui::PushStyleColor(ImGuiCol_Border, palette::kHighlight);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 1.5f);
  ImGui::Begin("##tip", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoFocusOnAppearing);
  ImGui::PopStyleVar();
  ImGui::PopStyleColor(2);
  {
    WithFont bold(FontRole::Bold);
    TextColored(palette::kHighlight, i18n::T(w.title), true);
  }
  TextWrapped(ForDevice(Gesture(w.text, w.touch_text)));
  if (Button(i18n::T("tip.got-it"), "tip-close")) {
    queue_.erase(queue_.begin());
    shown_since_ = version_;
  }
  ImGui::SameLine();
  bool on = enabled_;
  if (Checkbox(i18n::T("tip.show"), "tip-enabled", &on)) SetEnabled(on);
  height_ = ImGui::GetWindowHeight();
  const ImVec2 was_min = card_min_, was_max = card_max_;
  card_min_ = ImGui::GetWindowPos();
  card_max_ = ImVec2(card_min_.x + ImGui::GetWindowWidth(), card_min_.y + height_);
  card_settled_ = was_min.x == card_min_.x && was_min.y == card_min_.y && was_max.x == card_max_.x &&
                  was_max.y == card_max_.y;
  marks::Mark("tip-card", card_min_, card_max_);  // tests: the card covers no square where the tile fits
  ImGui::End();
  return true;
}

}  // namespace carc::ui
