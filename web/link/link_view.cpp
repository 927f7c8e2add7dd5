#include "link/link_view.h"

#include <algorithm>

#include "i18n/i18n.h"
#include "platform/platform.h"
#include "ui/screens/dialog.h"
#include "ui/text/look.h"
#include "ui/base/marks.h"
#include "ui/text/names.h"
#include "ui/base/palette.h"
#include "ui/text/text.h"

namespace carc::ui {
using i18n::F;
using i18n::T;

namespace {

bool IsPerson(const GameState& s, int p) {
  return s.setup && p >= 0 && p < static_cast<int>(s.setup->players.size()) &&
         s.setup->players[static_cast<size_t>(p)].ai.empty();
}

}  // namespace

SeatAnswer SeatQuestion::Draw(const GameState& s, ImVec2 pos, ImVec2 size) {
  SeatAnswer out;
  if (!visible_ || !s.setup) return out;
  bool open = true;
  BeginDialog({T("corr.seat.title"), "seat-question", pos, size, 480, 0, true, true}, &open);
  TextWrapped(T("corr.seat.explain"));
  ImGui::Spacing();
  picks_.resize(s.setup->players.size(), 0);
  int picked = 0;
  for (int p = 0; p < static_cast<int>(s.setup->players.size()); ++p) {
    if (!IsPerson(s, p)) continue;
    bool v = picks_[static_cast<size_t>(p)] != 0;
    CheckboxWrapped(PlayerName(s, p), "seat-" + std::to_string(p), &v);
    picks_[static_cast<size_t>(p)] = v ? 1 : 0;
    picked += v ? 1 : 0;
  }
  ImGui::Spacing();
  ImGui::BeginDisabled(picked == 0);
  if (DialogButton(picked > 1 ? T("corr.seat.confirm-several") : T("corr.seat.confirm"), "seat-confirm", true)) {
    out.answered = true;
    out.seats = Seats::Asking();
    for (size_t p = 0; p < picks_.size(); ++p)
      if (picks_[p]) out.seats.Claim(static_cast<int>(p));
  }
  ImGui::EndDisabled();
  SameLineIfFits(T("corr.seat.everyone"));
  if (DialogButton(T("corr.seat.everyone"), "seat-everyone")) {
    out.answered = true;
    out.seats = Seats{};
  }
  TextMutedWrapped(T("corr.seat.later"));
  EndDialog();
  if (!open || out.answered) visible_ = false;
  return out;
}

WaitingChoice DrawWaiting(const GameState& s, const Seats& seats, const WaitingInfo& info) {
  WaitingChoice out;
  const std::string who = PlayerName(s, info.seat >= 0 ? info.seat : s.decider);
  if (seats.mode == Seats::Mode::Ask && info.kind == WaitingInfo::Invitation) {
    // Invited, not joined yet: the bar says what the invitation says (no seat to choose apart from
    // accepting it), and reopens it after "Not now".
    {
      WithFont bold(FontRole::Bold);
      TextWrapped(T("fair.invite.title"));
    }
    TextMutedWrapped(F("fair.invite.from", {{"host", info.host}}));
    if (Button(T("fair.invite.accept"), "wait-invitation")) out.choose_seat = true;
    return out;
  }
  if (seats.mode == Seats::Mode::Ask) {
    {
      WithFont bold(FontRole::Bold);
      TextWrapped(T("corr.seat.title"));
    }
    TextMutedWrapped(F("corr.wait.no-seat", {{"name", who}}));
    if (Button(T("corr.wait.choose-seat"), "wait-choose-seat")) out.choose_seat = true;
    return out;
  }
  if (info.kind == WaitingInfo::HostDevice) {  // a computer seat, played on its host's device
    {
      WithFont bold(FontRole::Bold);
      TextWrapped(F("corr.wait.title", {{"name", who}}));
    }
    TextMutedWrapped(F("fair.wait.computer.explain", {{"host", info.host}}));
    marks::MarkLastItem("waiting");
    if (Button(F("corr.wait.send", {{"name", info.host}}), "wait-send")) out.send = true;
    return out;
  }
  {
    WithFont bold(FontRole::Bold);
    TextWrapped(info.kind == WaitingInfo::Invitation ? F("fair.wait.invitation", {{"name", who}})
                                                     : F("corr.wait.title", {{"name", who}}));
  }
  TextMutedWrapped(info.kind == WaitingInfo::Invitation ? F("fair.wait.invitation.explain", {{"name", who}})
                                                        : F("corr.wait.explain", {{"name", who}}));
  marks::MarkLastItem("waiting");
  if (Button(F("corr.wait.send", {{"name", who}}), "wait-send")) out.send = true;
  // A seat to join is not taken over; nor, in a fair deal, a seat whose secret is on its own device.
  if (info.kind == WaitingInfo::Invitation || !info.may_take_over) return out;
  SameLineIfFits(F("corr.wait.take-over", {{"name", who}}));
  if (Button(F("corr.wait.take-over", {{"name", who}}), "wait-take-over")) out.take_over = true;
  TooltipForLastItem(F("corr.wait.take-over.tooltip", {{"name", who}}));
  return out;
}

namespace {

// A strip at the foot of the board area for the bar and the banner (the tips take its top).
void BeginStrip(const char* id, ImVec2 pos, ImVec2 size) {
  const float w = std::min(size.x - 16, 560.0f);
  ImGui::SetNextWindowPos(ImVec2(pos.x + (size.x - w) * 0.5f, pos.y + size.y - 8), ImGuiCond_Always, ImVec2(0, 1));
  ImGui::SetNextWindowSize(ImVec2(w, 0));
  ImGui::SetNextWindowBgAlpha(0.92f);
  ImGui::Begin(id, nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoFocusOnAppearing);
}

}  // namespace

bool DrawCatchUpBar(int step, int steps, ImVec2 pos, ImVec2 size) {
  BeginStrip("##catch-up", pos, size);
  {
    WithFont bold(FontRole::Bold);
    TextWrapped(T("corr.catch-up.title"));
  }
  TextMuted(F("corr.catch-up.progress", {{"step", step}, {"n", steps}}));
  marks::MarkLastItem("catch-up");
  ImGui::SameLine();
  const bool skip = Button(T("corr.catch-up.skip"), "catch-up-skip");
  TooltipForLastItem(T("corr.catch-up.skip.tooltip"));
  ImGui::End();
  return skip;
}

bool DrawSummaryBanner(const std::string& text, ImVec2 pos, ImVec2 size) {
  BeginStrip("##since-summary", pos, size);
  TextWrapped(text);
  marks::MarkLastItem("since-summary");
  const bool ok = Button(T("common.ok"), "since-summary-ok");
  ImGui::End();
  return ok;
}

void SendPrompt::Open(const std::string& to, std::string message, std::string link, std::string explain) {
  to_ = to;
  explain_ = std::move(explain);
  message_ = std::move(message);
  link_ = std::move(link);
  visible_ = true;
  copy_pressed_ = shared_ = false;
}

void SendPrompt::Draw(ImVec2 pos, ImVec2 size) {
  if (!visible_) return;
  bool open = true;
  BeginDialog({F("corr.send.title", {{"name", to_}}), "send-back", pos, size, 520}, &open);
  TextWrapped(explain_.empty() ? F("corr.send.explain", {{"name", to_}}) : explain_);
  TextMutedWrapped(F("corr.send.message-preview", {{"message", message_}}));
  marks::MarkLastItem("send-message");
  ImGui::Spacing();
  const std::string text = message_ + "\n" + link_;
  if (platform::CanShareSheet()) {
    if (DialogButton(T("share.sheet"), "send-sheet", true)) {
      platform::ShareSheet(T("app.name"), link_, message_);
      shared_ = true;
    }
    ImGui::SameLine();
    if (DialogButton(T("share.copy"), "send-copy")) {
      platform::CopyWithFallback(text);
      copy_pressed_ = true;
    }
  } else if (DialogButton(T("share.copy"), "send-copy", true)) {
    platform::CopyWithFallback(text);
    copy_pressed_ = true;
  }
  SameLineIfFits(T("corr.send.later"));
  if (DialogButton(T("corr.send.later"), "send-later")) open = false;
  if (copy_pressed_) {
    switch (platform::CopyState()) {
      case 1: TextMuted(T("share.copied")); break;
      case 2: TextWrapped(T("share.copy-refused")); break;
      default: TextMuted(T("share.copying")); break;
    }
  }
  TextMuted(F("corr.send.length", {{"n", link_.size()}}));
  marks::MarkLastItem("send-length");
  EndDialog();
  if (!open) visible_ = false;
}

void LinkConflict::Open(Kind kind, std::string name, int link_turn, int saved_turn, size_t common) {
  kind_ = kind;
  name_ = std::move(name);
  link_turn_ = link_turn;
  saved_turn_ = saved_turn;
  common_ = common;
  visible_ = true;
}

ConflictChoice LinkConflict::Draw(ImVec2 pos, ImVec2 size) {
  ConflictChoice out;
  if (!visible_) return out;
  bool open = true;
  if (kind_ == Kind::Older) {
    BeginDialog({T("corr.older.title"), "link-older", pos, size, 520}, &open);
    TextWrapped(F("corr.older.explain", {{"name", name_}, {"link", link_turn_}, {"saved", saved_turn_}}));
    ImGui::Spacing();
    if (DialogButton(T("corr.older.keep"), "conflict-saved", true)) out.open_saved = true;
    SameLineIfFits(T("corr.older.open-link"));
    if (DialogButton(T("corr.older.open-link"), "conflict-link")) out.open_link = true;
  } else {
    BeginDialog({T("corr.diverged.title"), "link-diverged", pos, size, 520}, &open);
    TextWrapped(F("corr.diverged.explain", {{"name", name_}, {"n", common_}}));
    TextMutedWrapped(F("corr.diverged.turns", {{"link", link_turn_}, {"saved", saved_turn_}}));
    ImGui::Spacing();
    if (DialogButton(T("corr.diverged.open-link"), "conflict-link", true)) out.open_link = true;
    SameLineIfFits(T("corr.diverged.open-saved"));
    if (DialogButton(T("corr.diverged.open-saved"), "conflict-saved")) out.open_saved = true;
  }
  EndDialog();
  if (!open && kind_ == Kind::Older) out.open_saved = true;  // closing keeps the saved game
  if (!open || out.open_saved || out.open_link) visible_ = false;
  return out;
}

}  // namespace carc::ui
