#include "carc/error.h"

namespace carc {

std::string_view ErrorCodeName(ErrorCode c) {
  switch (c) {
    case ErrorCode::GameOver: return "game-over";
    case ErrorCode::WrongDecision: return "wrong-decision";
    case ErrorCode::WrongTile: return "wrong-tile";
    case ErrorCode::NotAdjacent: return "not-adjacent";
    case ErrorCode::SquareTaken: return "square-taken";
    case ErrorCode::EdgeMismatch: return "edge-mismatch";
    case ErrorCode::ForbiddenByRule: return "forbidden-by-rule";
    case ErrorCode::NoSuchFeature: return "no-such-feature";
    case ErrorCode::FeatureOccupied: return "feature-occupied";
    case ErrorCode::NoFigureLeft: return "no-figure-left";
    case ErrorCode::NotLegal: return "not-legal";
    case ErrorCode::BadRecord: return "bad-record";
    case ErrorCode::UnknownRuleset: return "unknown-ruleset";
    case ErrorCode::RevealMismatch: return "reveal-mismatch";
    case ErrorCode::RevealUnused: return "reveal-unused";
    case ErrorCode::ChainExhausted: return "chain-exhausted";
  }
  return "?";
}

}  // namespace carc
