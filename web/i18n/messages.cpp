#include "i18n/messages.h"

#include "i18n/i18n.h"

namespace carc::ui {

std::string ErrorReason(const Error& e) {
  switch (e.code) {
    case ErrorCode::GameOver: return i18n::T("error.reason.game-over");
    case ErrorCode::WrongDecision: return i18n::T("error.reason.wrong-decision");
    case ErrorCode::WrongTile: return i18n::T("error.reason.wrong-tile");
    case ErrorCode::NotAdjacent: return i18n::T("error.reason.not-adjacent");
    case ErrorCode::SquareTaken: return i18n::T("error.reason.square-taken");
    case ErrorCode::EdgeMismatch: return i18n::T("error.reason.edge-mismatch");
    case ErrorCode::ForbiddenByRule: return i18n::T("error.reason.forbidden");
    case ErrorCode::NoSuchFeature: return i18n::T("error.reason.no-such-feature");
    case ErrorCode::FeatureOccupied: return i18n::T("error.reason.occupied");
    case ErrorCode::NoFigureLeft: return i18n::T("error.reason.no-figure");
    case ErrorCode::NotLegal: return i18n::T("error.reason.not-legal");
    case ErrorCode::BadRecord: return i18n::T("error.reason.bad-record");
    case ErrorCode::RevealMismatch:
    case ErrorCode::RevealUnused: return i18n::T("fair.reason.mismatch");
    case ErrorCode::ChainExhausted: return i18n::T("fair.reason.chain-exhausted");
    case ErrorCode::UnknownRuleset: break;
  }
  return i18n::T("error.reason.not-legal");
}

std::string ReplayProblem(const ReplayError& e) {
  if (e.index < 0) return i18n::T("error.replay.setup");
  if (e.action.is_null()) return i18n::T("fair.refused.tampered");  // the fair deal's values (record.h)
  return i18n::F("error.replay.action", {{"n", e.index}, {"reason", ErrorReason(e.error)}});
}

}  // namespace carc::ui
