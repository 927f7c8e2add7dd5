#include "link/fair_deal_view.h"

#include <algorithm>

#include "i18n/i18n.h"
#include "ui/screens/dialog.h"
#include "ui/text/look.h"
#include "ui/base/marks.h"
#include "ui/text/names.h"
#include "ui/text/text.h"

namespace carc::ui {
using i18n::F;
using i18n::T;

void InvitationDialog::Open(std::vector<int> open_seats, std::string host) {
  open_seats_ = std::move(open_seats);
  picks_.assign(open_seats_.size(), open_seats_.size() == 1 ? 1 : 0);
  host_ = std::move(host);
  visible_ = !open_seats_.empty();
}

InvitationAnswer InvitationDialog::Draw(const GameState& s, ImVec2 pos, ImVec2 size) {
  InvitationAnswer out;
  if (!visible_ || !s.setup) return out;
  bool open = true;
  BeginDialog({T("fair.invite.title"), "invitation", pos, size, 500, 0, true, true}, &open);
  {
    WithFont bold(FontRole::Bold);
    TextWrapped(F("fair.invite.from", {{"host", host_}}));
  }
  std::vector<std::string> names;
  for (int p = 0; p < s.NumPlayers(); ++p) names.push_back(PlayerName(s, p));
  TextWrapped(F("fair.invite.players", {{"names", JoinNames(names)}}));
  std::vector<std::string> expansions;
  for (const std::string& e : s.setup->expansions) expansions.push_back(ExpansionName(e));
  TextWrapped(expansions.empty() ? std::string(T("fair.invite.base-game"))
                                 : F("fair.invite.expansions", {{"list", JoinNames(expansions)}}));
  ImGui::Spacing();
  int picked = 0;
  if (open_seats_.size() == 1) {
    TextWrapped(F("fair.invite.you-play", {{"name", PlayerName(s, open_seats_[0])}}));
    picked = 1;
  } else {
    TextWrapped(T("fair.invite.choose"));
    for (size_t i = 0; i < open_seats_.size(); ++i) {
      bool v = picks_[i] != 0;
      CheckboxWrapped(PlayerName(s, open_seats_[i]), "invite-seat-" + std::to_string(open_seats_[i]), &v);
      picks_[i] = v ? 1 : 0;
      picked += v ? 1 : 0;
    }
  }
  ImGui::Spacing();
  TextMutedWrapped(T("fair.invite.fair"));
  marks::MarkLastItem("invitation-fair");
  ImGui::Spacing();
  ImGui::BeginDisabled(picked == 0);
  if (DialogButton(T("fair.invite.accept"), "invite-accept", true)) {
    out.accepted = true;
    for (size_t i = 0; i < open_seats_.size(); ++i)
      if (picks_[i]) out.seats.push_back(open_seats_[i]);
  }
  ImGui::EndDisabled();
  SameLineIfFits(T("fair.invite.later"));
  if (DialogButton(T("fair.invite.later"), "invite-later")) open = false;
  EndDialog();
  if (!open) out.dismissed = true;
  if (out.accepted || out.dismissed) visible_ = false;
  return out;
}

LostSecretAnswer LostSecretDialog::Draw(const GameState& s, ImVec2 pos, ImVec2 size) {
  LostSecretAnswer out;
  if (!visible_ || !s.setup || seat_ < 0 || seat_ >= s.NumPlayers()) return out;
  const std::string name = PlayerName(s, seat_);
  bool open = true;
  BeginDialog({F("fair.lost.title", {{"name", name}}), "lost-secret", pos, size, 540, 0, true, true}, &open);
  TextWrapped(F("fair.lost.explain", {{"name", name}}));
  ImGui::Spacing();
  TextWrapped(T("fair.lost.backup"));
  ImGui::Spacing();
  TextWrapped(F("fair.lost.new", {{"name", name}}));
  marks::MarkLastItem("lost-secret-explain");
  ImGui::Spacing();
  if (DialogButton(F("fair.lost.make", {{"name", name}}), "lost-make-new")) out.make_new = true;
  SameLineIfFits(T("fair.lost.not-now"));
  if (DialogButton(T("fair.lost.not-now"), "lost-not-now", true)) open = false;
  EndDialog();
  if (!open) out.dismissed = true;
  if (out.make_new || out.dismissed) visible_ = false;
  return out;
}

}  // namespace carc::ui
