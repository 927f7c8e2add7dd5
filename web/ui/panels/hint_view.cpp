#include "ui/panels/hint_view.h"

#include <algorithm>
#include <cmath>

#include "carc/rules.h"
#include "i18n/i18n.h"
#include "ui/base/palette.h"
#include "ui/board/pulse.h"
#include "ui/art/tile_draw.h"
#include "ui/text/feature_words.h"

namespace carc::ui {
namespace {

using namespace palette;

constexpr ImU32 kHint = IM_COL32(120, 230, 255, 255);

const Target* FindTarget(const TurnOptions& opts, const Action& a) {
  for (const Target& t : opts.targets)
    if (SameMove(t.action, a)) return &t;
  return nullptr;
}

ImU32 Alpha(ImU32 c, float a) {
  return (c & ~IM_COL32_A_MASK) | (static_cast<ImU32>(std::clamp(a, 0.0f, 1.0f) * 255.0f) << IM_COL32_A_SHIFT);
}

// The feature a figure hint puts its figure on, if it can no longer be finished: a figure there
// stays until the game's end and scores it as it is then.
const UnfinishableFeature* HintedUnfinishable(const GameState& s, const Action& hint, const SquareOutlook* outlook) {
  if (!outlook || hint.type != ActionType::Figure || s.last_placed < 0) return nullptr;
  const int feature = ResolveLocator(s, s.last_placed, hint.at);
  if (feature < 0) return nullptr;
  return outlook->Unfinishable(s.regions.Find(NodeOf(s, s.last_placed, feature)));
}

}  // namespace

void DrawHint(const BoardView& board, const GameState& s, const TurnOptions& opts, const Action& hint, bool moving) {
  DrawMoveGhost(board, s, opts, hint, kHint, moving);
}

void DrawMoveGhost(const BoardView& board, const GameState& s, const TurnOptions& opts, const Action& hint,
                   ImU32 colour, bool moving) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->PushClipRect(board.AreaMin(), board.AreaMax(), true);
  const float pulse = PulseLevel(ImGui::GetTime(), 5.0f, moving);
  const float px = board.TilePx();
  const float lw = std::max(2.5f, px * 0.06f);
  auto square = [&](Pos p) {
    const ImVec2 a = board.WorldToScreen({static_cast<float>(p.x), static_cast<float>(p.y)});
    const ImVec2 b(a.x + px, a.y + px);
    dl->AddRect({a.x - lw * 0.5f, a.y - lw * 0.5f}, {b.x + lw * 0.5f, b.y + lw * 0.5f}, Alpha(colour, 0.5f + 0.5f * pulse),
                0, 0, lw);
    return a;
  };
  if (hint.type == ActionType::Place && opts.tile >= 0) {
    const ImVec2 a = square(hint.pos());
    DrawTile(dl, s.Tile(opts.tile), hint.rot, a, px);
    dl->AddRectFilled(a, ImVec2(a.x + px, a.y + px), Alpha(colour, (30 + 40 * pulse) / 255.0f));
    // An arrow from the centre to the tile's north edge shows the rotation at a glance.
    const float c = px * 0.5f, r = px * 0.32f;
    const float ang = static_cast<float>(hint.rot) * 1.5707963f;
    const ImVec2 o(a.x + c, a.y + c), tip(o.x + r * std::sin(ang), o.y - r * std::cos(ang));
    dl->AddLine(o, tip, Alpha(kInk, 0.8f), std::max(2.0f, px * 0.04f));
    dl->AddCircleFilled(tip, std::max(3.0f, px * 0.06f), Alpha(colour, 0.9f), 12);
  } else if (const Target* t = FindTarget(opts, hint)) {
    const size_t i = static_cast<size_t>(t - opts.targets.data());
    const ImVec2 c = i < board.TargetsOnScreen().size() ? board.TargetsOnScreen()[i] : board.WorldToScreen(t->world);
    const float r = board.TargetRadius() * (1.5f + 0.25f * pulse);
    dl->AddCircle(c, r, Alpha(colour, 0.6f + 0.4f * pulse), 32, lw);
    dl->AddCircle(c, r + lw * 1.5f, Alpha(kInk, 0.5f), 32, 1.5f);
  } else if (hint.type == ActionType::Abbey || hint.type == ActionType::Wagon) {
    square(hint.pos());
  }
  dl->PopClipRect();
}

std::string HintText(const GameState& s, const TurnOptions& opts, const Action& hint, const SquareOutlook* outlook) {
  switch (hint.type) {
    case ActionType::Place: return i18n::T("hint.place");
    case ActionType::Skip: {
      if (s.decision == Decision::Figure) return i18n::T("hint.no-figure");
      if (s.decision == Decision::SecondTile) return i18n::T("hint.second-tile.leave");
      const char* label = i18n::T("hud.skip");
      if (s.decision == Decision::Abbey) label = i18n::T("hud.skip.abbey");
      if (s.decision == Decision::EndAbbey) label = i18n::T("hud.skip.end-abbey");
      if (s.decision == Decision::Wagon) label = i18n::T("hud.skip.wagon");
      return i18n::F("hint.skip", {{"action", label}});
    }
    case ActionType::Abbey: return i18n::T("hint.abbey");
    case ActionType::SecondTile: return i18n::T("hint.second-tile");
    case ActionType::Floors: return i18n::F("hint.floors", {{"choice", FloorsChoiceLabel(opts, hint)}});
    default:
      if (const Target* t = FindTarget(opts, hint)) {
        std::string text = i18n::F("hint.target", {{"target", t->label}});
        if (const UnfinishableFeature* dead = HintedUnfinishable(s, hint, outlook))
          text += " " + UnfinishableWords(dead->type);
        return text;
      }
      return i18n::T("hint.other");
  }
}

HintInfo MakeHintInfo(const AiDriver& ai, const GameState& s, const TurnOptions& opts, int version,
                      const SquareOutlook* outlook) {
  HintInfo h;
  h.available = ai::Decides(s) && !DeciderIsAi(s);  // not the end, not a device's commit or reveal
  if (!h.available) return h;
  h.thinking = ai.HintThinking(version);
  if (auto a = ai.Hint(version)) h.text = HintText(s, opts, *a, outlook);
  return h;
}

}  // namespace carc::ui
