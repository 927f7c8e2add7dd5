// The log on screen (event_log.h): one block per turn - the player's colour, the tile drawn as a small
// picture (as it was placed), the header sentence in bold - and its lines below, each wrapped to the
// panel's width (phones) and clickable to show its squares on the board.
#include <imgui.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "ui/panels/event_log.h"
#include "ui/art/figure_draw.h"
#include "ui/text/look.h"
#include "ui/base/palette.h"
#include "ui/base/touch.h"
#include "ui/text/text.h"
#include "ui/art/tile_draw.h"

namespace carc::ui {
namespace {

constexpr ImU32 kScoreColour = IM_COL32(255, 226, 120, 255);

// A clickable entry as tall as its text wrapped to the width left after `indent` (at least min_h),
// with the text drawn over it.
bool Entry(const std::string& text, const std::string& id, bool selected, ImU32 colour, float indent, float min_h) {
  const ImVec2 pos = ImGui::GetCursorScreenPos();
  const float width = ImGui::GetContentRegionAvail().x;
  const ImVec2 size = MeasureWrapped(text, width - indent);
  const float h = std::max(size.y, min_h);
  const bool clicked = Selectable("", id, selected, ImVec2(width, h));
  const ImVec2 after = ImGui::GetCursorScreenPos();
  ImGui::SetCursorScreenPos(ImVec2(pos.x + indent, pos.y + (h - size.y) * 0.5f));
  TextColored(colour, text, true);
  ImGui::SetCursorScreenPos(after);
  return clicked;
}

}  // namespace

void EventLog::Update(const GameState& s, const Events& events) {
  // Undo or another game: the events described are no longer a prefix of these.
  const bool replaced = events.size() < described_ || (described_ > 0 && events[described_ - 1] != last_event_);
  if (!replaced && events.size() == described_) return;
  if (replaced) ClearSelection();
  turns_ = DescribeLog(s, events);
  // Only the last turn known before can have changed: the others keep their measured heights.
  const size_t keep = replaced || heights_.empty() ? 0 : heights_.size() - 1;
  heights_.resize(std::min(keep, turns_.size()));
  heights_.resize(turns_.size(), 0.0f);
  described_ = events.size();
  last_event_ = events.empty() ? nlohmann::json() : events.back();
}

std::vector<std::string> EventLog::AllLines() const {
  std::vector<std::string> out;
  for (const LogTurn& t : turns_) {
    if (!t.header.text.empty()) out.push_back(t.header.text);
    for (const LogLine& l : t.lines) out.push_back(l.text);
  }
  return out;
}

bool EventLog::Draw(const GameState& s, const Events& events, float height) {
  const size_t before = described_;
  Update(s, events);
  const bool grew = described_ > before;
  bool clicked = false;
  ImGui::BeginChild("log", ImVec2(0, height), true);
  DragToScroll(false);  // a finger scrolls the log; a swipe presses no entry (touch.h)
  const float width = ImGui::GetContentRegionAvail().x;
  if (width != heights_width_) {  // wrapped lines change height with the width
    std::fill(heights_.begin(), heights_.end(), 0.0f);
    heights_width_ = width;
  }
  const float line_h = ImGui::GetTextLineHeight();
  const float spacing = ImGui::GetStyle().ItemSpacing.y;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  auto select = [&](const std::string& id, const std::vector<Pos>& squares) {
    selected_ = selected_ == id ? std::string() : id;
    selected_squares_ = selected_.empty() ? std::vector<Pos>{} : squares;
    clicked = true;
  };
  for (size_t i = 0; i < turns_.size(); ++i) {
    const LogTurn& t = turns_[i];
    float& known = heights_[i];
    if (known > 0 && !ImGui::IsRectVisible(ImVec2(width, known))) {  // off screen: only its room
      ImGui::Dummy(ImVec2(width, known));
      continue;
    }
    const float y0 = ImGui::GetCursorPosY();
    const std::string turn_id = "log:" + std::to_string(i);
    if (i > 0) {  // a faint rule between turns
      const ImVec2 p = ImGui::GetCursorScreenPos();
      dl->AddLine(ImVec2(p.x, p.y - spacing * 0.5f), ImVec2(p.x + width, p.y - spacing * 0.5f), IM_COL32(255, 255, 255, 28));
    }
    // Header: the player's colour, the tile, the sentence.
    const ImVec2 head = ImGui::GetCursorScreenPos();
    const float pic = t.tile >= 0 ? line_h * 1.9f : 0.0f;
    const float chip = t.player >= 0 ? line_h : 0.0f;
    const float indent = chip + (chip > 0 ? 4 : 0) + pic + (pic > 0 ? 6 : 0);
    {
      WithFont bold(FontRole::Bold);
      const ImU32 colour = t.kind == LogTurn::Kind::Final ? palette::kHighlight : ImGui::GetColorU32(ImGuiCol_Text);
      // A turn is lit when some of its events came at or after highlight_from_ (a turn's header
      // is the draw, which the previous player's last action already caused).
      const size_t turn_end = i + 1 < turns_.size() ? turns_[i + 1].header.first_event : described_;
      const bool lit = selected_ == turn_id || (highlight_from_ != static_cast<size_t>(-1) && turn_end > highlight_from_);
      if (!t.header.text.empty() && Entry(t.header.text, turn_id, lit, colour, indent, pic))
        select(turn_id, t.header.squares);
    }
    if (!t.header.text.empty()) {
      const float h = ImGui::GetCursorScreenPos().y - head.y - spacing;
      if (chip > 0) {
        const std::string& colour = s.setup && t.player < static_cast<int>(s.setup->players.size())
                                        ? s.setup->players[static_cast<size_t>(t.player)].color
                                        : std::string("grey");
        DrawMeeple(dl, ImVec2(head.x + chip * 0.5f, head.y + h * 0.5f), chip * 0.95f, palette::PlayerColor(colour),
                   palette::PlayerOutline(colour), false, palette::PlayerMarkOf(colour));
      }
      if (pic > 0 && s.catalog)
        DrawTile(dl, s.Tile(t.tile), t.rot, ImVec2(head.x + chip + (chip > 0 ? 4 : 0), head.y + (h - pic) * 0.5f), pic);
    }
    for (size_t k = 0; k < t.lines.size(); ++k) {
      const LogLine& l = t.lines[k];
      const std::string id = turn_id + ":" + std::to_string(k);
      if (Entry(l.text, id, selected_ == id || l.first_event >= highlight_from_, l.score ? kScoreColour : ImGui::GetColorU32(ImGuiCol_Text), chip + 4, 0))
        select(id, l.squares);
    }
    ImGui::Spacing();
    known = ImGui::GetCursorPosY() - y0 - spacing;
  }
  if (grew) ImGui::SetScrollHereY(1.0f);
  ImGui::EndChild();
  return clicked;
}

}  // namespace carc::ui
