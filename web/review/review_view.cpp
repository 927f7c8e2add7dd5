#include "review/review_view.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <nlohmann/json.hpp>

#include "carc/game.h"
#include "i18n/i18n.h"
#include "platform/platform.h"
#include "review/review_words.h"
#include "ui/art/figure_draw.h"
#include "ui/base/marks.h"
#include "ui/base/palette.h"
#include "ui/panels/hint_view.h"
#include "ui/panels/hud.h"
#include "ui/screens/dialog.h"
#include "ui/text/look.h"
#include "ui/text/names.h"
#include "ui/text/text.h"

namespace carc::ui {
namespace {

using json = nlohmann::json;

// The move made in warm orange, the better move in the hint's blue: two ghosts told apart at a glance,
// and named in the bar's legend.
constexpr ImU32 kMade = IM_COL32(255, 160, 60, 255);
constexpr ImU32 kBest = IM_COL32(120, 230, 255, 255);
// A move costs when it loses at least half a point ("about 1 point" at the least).
constexpr double kCostly = 0.5;
constexpr int kCostliestShown = 3;

ImU32 WithAlpha(ImU32 c, float a) {
  return (c & ~IM_COL32_A_MASK) | (static_cast<ImU32>(std::clamp(a, 0.0f, 1.0f) * 255.0f) << IM_COL32_A_SHIFT);
}

std::string ColourOf(const GameState& s, int p) {
  return s.setup && p >= 0 && p < static_cast<int>(s.setup->players.size()) ? s.setup->players[static_cast<size_t>(p)].color
                                                                             : std::string("grey");
}

const Target* FindTarget(const TurnOptions& opts, const Action& a) {
  for (const Target& t : opts.targets)
    if (SameMove(t.action, a)) return &t;
  return nullptr;
}

// Where a move shows on the board (its square, or its figure's circle), to mark it for the tests.
std::optional<std::pair<ImVec2, ImVec2>> MoveRect(const BoardView& board, const GameState& s, const TurnOptions& opts,
                                                  const Action& a) {
  const float px = board.TilePx();
  auto square = [&](Pos p) {
    const ImVec2 o = board.WorldToScreen({static_cast<float>(p.x), static_cast<float>(p.y)});
    return std::make_pair(o, ImVec2(o.x + px, o.y + px));
  };
  if (a.type == ActionType::Place || a.type == ActionType::Abbey) return square(a.pos());
  if (const Target* t = FindTarget(opts, a)) {
    const ImVec2 c = board.WorldToScreen(t->world);
    const float r = board.TargetRadius() * 1.5f;
    return std::make_pair(ImVec2(c.x - r, c.y - r), ImVec2(c.x + r, c.y + r));
  }
  // No figure: the tile that was left without one.
  if (a.type == ActionType::Skip && s.decision == Decision::Figure && s.last_placed >= 0)
    return square(s.board.tile(s.last_placed).pos);
  return std::nullopt;
}

// A move's ghost: the hint's drawing in `colour`, with the figure itself standing in its circle.
void DrawGhost(const BoardView& board, const GameState& s, const TurnOptions& opts, const Action& a, ImU32 colour,
               const std::string& player_colour, const char* mark) {
  DrawMoveGhost(board, s, opts, a, colour, false);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->PushClipRect(board.AreaMin(), board.AreaMax(), true);
  if (a.type == ActionType::Figure) {
    if (const Target* t = FindTarget(opts, a))
      DrawFigure(dl, a.figure, board.WorldToScreen(t->world), board.FigurePx(), WithAlpha(palette::PlayerColor(player_colour), 0.75f),
                 palette::PlayerOutline(player_colour), false, palette::PlayerMarkOf(player_colour));
  }
  const auto rect = MoveRect(board, s, opts, a);
  if (rect && a.type == ActionType::Skip) {
    const float lw = std::max(2.5f, board.TilePx() * 0.06f);
    dl->AddRect(rect->first, rect->second, colour, 0, 0, lw);
  }
  dl->PopClipRect();
  if (rect && mark) marks::Mark(mark, rect->first, rect->second);
}

}  // namespace

bool ReviewView::Open(const GameRecord& record, std::string* error) {
  const ReplayResult r = Replay(record, false);
  if (r.error) {
    *error = r.error->Message();
    return false;
  }
  if (!IsOver(r.state)) {
    *error = "the game is not over";
    return false;
  }
  const bool same = run_.State() != ReviewRun::Status::None && RecordToJson(run_.Record()) == RecordToJson(record);
  if (!same || run_.State() == ReviewRun::Status::Failed) {
    if (!run_.Start(record, error)) return false;
    ForgetAnalysis();
    said_status_ = -1;
  }
  shown_ = true;
  chosen_ = -1;
  if (run_.State() == ReviewRun::Status::Done && !analysed_) Analyse();
  return true;
}

void ReviewView::Stop() {
  run_.Stop();
  ForgetAnalysis();
  Close();
}

void ReviewView::ForgetAnalysis() {
  analysed_ = false;
  turn_of_.clear(), sentences_.clear(), costliest_.clear(), lead_.rows.clear();
}

void ReviewView::Say(const std::string& words) { platform::Announce(words); }

void ReviewView::Step() {
  run_.Step(page_slice_ms_);
  const int status = static_cast<int>(run_.State());
  if (run_.State() == ReviewRun::Status::Done && !analysed_) Analyse();
  if (status != said_status_ && shown_) {
    if (run_.State() == ReviewRun::Status::Running) Say(i18n::T("review.started"));
    if (run_.State() == ReviewRun::Status::Done) Say(i18n::T("review.done"));
    if (run_.State() == ReviewRun::Status::Failed) Say(i18n::T("review.failed"));
    said_status_ = status;
  }
}

GameState ReviewView::StateBefore(int index) const {
  RecordCursor cursor;
  if (!cursor.Start(run_.Record(), nullptr)) return {};
  while (!cursor.AtEnd() && static_cast<int>(cursor.Next()) < index)
    if (cursor.Step(nullptr)) break;
  return cursor.State();
}

void ReviewView::Analyse() {
  analysed_ = true;
  const std::vector<ReviewLine>& lines = run_.Lines();
  const GameRecord& record = run_.Record();
  turn_of_.assign(lines.size(), 0);
  sentences_.assign(lines.size(), "");
  RecordCursor cursor;
  if (!cursor.Start(record, nullptr)) return;
  // One replay: each line's turn and its sentence, read in the state in which it was decided.
  for (size_t i = 0; i < lines.size(); ++i) {
    while (!cursor.AtEnd() && static_cast<int>(cursor.Next()) < lines[i].index)
      if (cursor.Step(nullptr)) break;
    const GameState& s = cursor.State();
    turn_of_[i] = s.turn;
    const size_t next = static_cast<size_t>(lines[i].index) + 1;
    const Action* made_then =
        next < record.actions.size() && record.actions[next].type == ActionType::Figure ? &record.actions[next] : nullptr;
    const std::string made = ReviewMoveWords(s, lines[i].made, lines[i].made.type == ActionType::Place ? made_then : nullptr, false);
    const std::string name = PlayerName(s, lines[i].player);
    if (lines[i].cost < kCostly) {
      sentences_[i] = i18n::F("review.line.best", {{"name", name}, {"turn", s.turn}, {"made", made}});
    } else {
      std::string best = ReviewMoveWords(s, lines[i].best, lines[i].best_then ? &*lines[i].best_then : nullptr, true);
      // The same figure on another feature of the tile ("a farmer ... less than a farmer"): said elsewhere.
      if (best == made) best = i18n::F("review.move.elsewhere", {{"move", best}});
      sentences_[i] = ReviewLineWords(name, s.turn, made, lines[i].cost, best);
    }
  }
  while (!cursor.AtEnd())
    if (cursor.Step(nullptr)) break;
  end_ = cursor.State();
  const int players = end_.NumPlayers();

  // The chart: each player's expected lead after each of their decisions, kept until their next one.
  const int turns = std::max(1, end_.turn);
  const double unset = std::numeric_limits<double>::quiet_NaN();
  lead_.values_label = i18n::T("review.chart.lead");
  lead_.rows.assign(static_cast<size_t>(turns) + 1, std::vector<double>(static_cast<size_t>(players), unset));
  lead_.rows[0].assign(static_cast<size_t>(players), 0.0);
  for (size_t i = 0; i < lines.size(); ++i) {
    const int t = std::clamp(turn_of_[i], 0, turns), p = lines[i].player;
    if (p >= 0 && p < players) lead_.rows[static_cast<size_t>(t)][static_cast<size_t>(p)] = lines[i].made_value;
  }
  for (size_t k = 1; k < lead_.rows.size(); ++k)
    for (size_t p = 0; p < static_cast<size_t>(players); ++p)
      if (std::isnan(lead_.rows[k][p])) lead_.rows[k][p] = lead_.rows[k - 1][p];

  // Each player's costliest moves: the highest costs first, the earlier of equal ones.
  costliest_.assign(static_cast<size_t>(players), {});
  for (int p = 0; p < players; ++p) {
    std::vector<int> mine;
    for (size_t i = 0; i < lines.size(); ++i)
      if (lines[i].player == p && lines[i].cost >= kCostly) mine.push_back(static_cast<int>(i));
    std::stable_sort(mine.begin(), mine.end(), [&](int a, int b) { return lines[static_cast<size_t>(a)].cost > lines[static_cast<size_t>(b)].cost; });
    if (mine.size() > kCostliestShown) mine.resize(kCostliestShown);
    costliest_[static_cast<size_t>(p)] = std::move(mine);
  }
}

bool ReviewView::Choose(int line) {
  const std::vector<ReviewLine>& lines = run_.Lines();
  if (!analysed_ || line < 0 || line >= static_cast<int>(lines.size())) return false;
  const ReviewLine& l = lines[static_cast<size_t>(line)];
  const GameRecord& record = run_.Record();
  moment_ = StateBefore(l.index);
  moment_opts_ = BuildTurnOptions(moment_, LegalActions(moment_));
  // A placement's figure step: the one made next in the record, the one the best turn would take.
  made_after_.reset(), best_after_.reset(), made_then_.reset();
  const size_t next = static_cast<size_t>(l.index) + 1;
  if (l.made.type == ActionType::Place && next < record.actions.size() && record.actions[next].type == ActionType::Figure) {
    GameState after = moment_;
    if (!Apply(after, l.made)) {
      made_after_opts_ = BuildTurnOptions(after, LegalActions(after));
      made_after_ = std::move(after);
      made_then_ = record.actions[next];
    }
  }
  if (l.best.type == ActionType::Place && l.best_then) {
    GameState after = moment_;
    if (!Apply(after, l.best)) {
      best_after_opts_ = BuildTurnOptions(after, LegalActions(after));
      best_after_ = std::move(after);
    }
  }
  moment_words_ = sentences_[static_cast<size_t>(line)];
  if (chosen_ < 0) board_ = BoardView();  // centres on its first draw
  chosen_ = line;
  Say(moment_words_);
  return true;
}

void ReviewView::Draw(ImVec2 pos, ImVec2 size) {
  if (!shown_) return;
  if (chosen_ >= 0) {
    DrawBoard(pos, size);
    return;
  }
  const bool wide = size.x >= 700;
  bool open = true;
  BeginDialog({i18n::T("review.title"), "review", pos, size, wide ? 900.0f : 640.0f}, &open);
  switch (run_.State()) {
    case ReviewRun::Status::Running: DrawProgress(); break;
    case ReviewRun::Status::Done: DrawResult(ImGui::GetContentRegionAvail().x); break;
    case ReviewRun::Status::Failed: TextWrapped(i18n::T("review.failed")); break;
    case ReviewRun::Status::None: TextWrapped(i18n::T("review.stopped")); break;
  }
  if (run_.State() != ReviewRun::Status::Running) ImGui::Spacing();
  if (DialogButton(i18n::T("common.close"), "review-close", run_.State() != ReviewRun::Status::Running)) open = false;
  EndDialog();
  if (!open) Close();
}

void ReviewView::DrawProgress() {
  const int done = run_.Reviewed(), n = run_.ToReview();
  TextWrapped(i18n::F("review.progress", {{"done", done}, {"n", n}}));
  ImGui::ProgressBar(n > 0 ? static_cast<float>(done) / static_cast<float>(n) : 0.0f,
                     ImVec2(ImGui::GetContentRegionAvail().x, 0), "");
  marks::MarkLastItem("review-progress");
  TextMutedWrapped(i18n::T("review.meanwhile"));
  if (DialogButton(i18n::T("review.stop"), "review-stop")) Stop();
  SameLineIfFits(i18n::T("common.close"));  // Close beside it: the review goes on behind
}

void ReviewView::DrawResult(float width) {
  if (!analysed_) return;
  TextMutedWrapped(i18n::T("review.about"));
  DrawPlayerLines(end_, lead_, ImVec2(width, ImGui::GetTextLineHeight() * 11));
  marks::MarkLastItem("review-chart");
  for (int p = 0; p < end_.NumPlayers(); ++p) {
    ImGui::Spacing();
    {
      WithFont bold(FontRole::Bold);
      Text(i18n::F("review.costliest", {{"name", PlayerName(end_, p)}}));
    }
    const std::vector<int>& mine = costliest_[static_cast<size_t>(p)];
    if (mine.empty()) TextMuted(i18n::T("review.none"));
    for (size_t k = 0; k < mine.size(); ++k) {
      const int line = mine[k];
      const std::string id = "review-move-" + std::to_string(p) + "-" + std::to_string(k);
      if (Button(i18n::T("review.show"), id)) Choose(line);
      ImGui::SameLine();
      TextWrapped(sentences_[static_cast<size_t>(line)]);
    }
  }
}

void ReviewView::DrawBoard(ImVec2 pos, ImVec2 size) {
  const std::vector<ReviewLine>& lines = run_.Lines();
  if (chosen_ >= static_cast<int>(lines.size())) {
    chosen_ = -1;
    return;
  }
  const ReviewLine& l = lines[static_cast<size_t>(chosen_)];
  const bool narrow = size.x < 600;
  const float bar_h = std::min(narrow ? 260.0f : 190.0f, size.y * 0.45f);
  ImGui::SetNextWindowPos(pos);
  ImGui::SetNextWindowSize(ImVec2(size.x, size.y - bar_h));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::Begin("##review-board", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoScrollWithMouse);
  ImGui::PopStyleVar();
  BoardInput in;
  in.interactive = false;
  board_.Draw(moment_, none_, in, pos, ImVec2(size.x, size.y - bar_h));
  const std::string colour = ColourOf(moment_, l.player);
  DrawGhost(board_, moment_, moment_opts_, l.made, kMade, colour, "review-made");
  if (made_after_ && made_then_) DrawGhost(board_, *made_after_, made_after_opts_, *made_then_, kMade, colour, "review-made-figure");
  if (l.cost >= kCostly) {
    DrawGhost(board_, moment_, moment_opts_, l.best, kBest, colour, "review-best");
    if (best_after_ && l.best_then) DrawGhost(board_, *best_after_, best_after_opts_, *l.best_then, kBest, colour, "review-best-figure");
  }
  ImGui::End();

  ImGui::SetNextWindowPos(ImVec2(pos.x, pos.y + size.y - bar_h));
  ImGui::SetNextWindowSize(ImVec2(size.x, bar_h));
  ImGui::Begin("##review-bar", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
  {
    WithFont bold(FontRole::Bold);
    TextWrapped(moment_words_);
  }
  marks::MarkLastItem("review-sentence");
  // The legend: which ghost is which.
  auto swatch = [&](ImU32 c, const char* key) {
    const float h = ImGui::GetTextLineHeight();
    const ImVec2 p = ImGui::GetCursorScreenPos();
    ImGui::GetWindowDrawList()->AddRect(ImVec2(p.x + 1, p.y + 1), ImVec2(p.x + h - 1, p.y + h - 1), c, 0, 0, 3.0f);
    ImGui::Dummy(ImVec2(h, h));
    ImGui::SameLine();
    TextMuted(i18n::T(key));
  };
  swatch(kMade, "review.legend.made");
  if (l.cost >= kCostly) {
    SameLineIfFits(i18n::T("review.legend.best"));
    swatch(kBest, "review.legend.best");
  }
  int k = chosen_;
  if (Button("\u2190 " + std::string(i18n::T("review.previous")), "review-previous")) k = chosen_ - 1;
  ImGui::SameLine();
  if (Button(std::string(i18n::T("review.next")) + " \u2192", "review-next")) k = chosen_ + 1;
  SameLineIfFits(i18n::T("review.back"));
  bool back = Button(i18n::T("review.back"), "review-back");
  SameLineIfFits(i18n::T("common.close"));
  const bool close = Button(i18n::T("common.close"), "review-board-close");
  TextMuted(i18n::F("review.position", {{"k", chosen_ + 1}, {"n", static_cast<int>(lines.size())}}));
  if (!ImGui::GetIO().WantTextInput) {
    if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_LeftArrow))) k = chosen_ - 1;
    if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_RightArrow))) k = chosen_ + 1;
    if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape))) back = true;
  }
  ImGui::End();
  if (close) {
    Close();
  } else if (back) {
    chosen_ = -1;
  } else if (k != chosen_ && k >= 0 && k < static_cast<int>(lines.size())) {
    Choose(k);
  }
}

json ReviewView::StateJson() const {
  static const char* const kStatus[] = {"none", "running", "done", "failed"};
  json costliest = json::array();
  for (const std::vector<int>& mine : analysed_ ? costliest_ : std::vector<std::vector<int>>{}) {
    json row = json::array();
    for (int line : mine) row.push_back({{"line", line}, {"words", sentences_[static_cast<size_t>(line)]},
                                         {"decision", run_.Lines()[static_cast<size_t>(line)].json}});
    costliest.push_back(row);
  }
  json j = {{"shown", shown_}, {"status", kStatus[static_cast<int>(run_.State())]}, {"where", run_.Where()},
            {"reviewed", run_.Reviewed()}, {"toReview", run_.ToReview()}, {"ms", run_.Ms()},
            {"costliest", analysed_ ? costliest : json::array()}, {"chosen", chosen_}};
  if (chosen_ >= 0) j["words"] = moment_words_;
  return j;
}

}  // namespace carc::ui
