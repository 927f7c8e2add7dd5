#pragma once
// Errors are values: a named reason and a message for people.
#include <string>

namespace carc {

enum class ErrorCode {
  GameOver,           // the game has ended
  WrongDecision,      // the action does not answer the decision the engine waits for
  WrongTile,          // "tile" does not name the drawn tile
  NotAdjacent,        // the tile touches no placed tile
  SquareTaken,        // the square already holds a tile
  EdgeMismatch,       // a shared edge does not match
  ForbiddenByRule,    // an expansion rule forbids it (river continuity, U-turn, hole for the abbey...)
  NoSuchFeature,      // "at" names nothing the figure can stand on
  FeatureOccupied,    // the whole feature already holds a figure
  NoFigureLeft,       // the player has none of that figure in supply
  NotLegal,           // not among the legal actions for another reason
  BadRecord,          // the record itself is malformed
  UnknownRuleset,     // the setup names a ruleset this build does not know (a newer one)
  RevealMismatch,     // fair deal: a revealed value does not follow from the seat's commitment
  RevealUnused,       // fair deal: the record reveals values for turns the game has not reached
  ChainExhausted,     // fair deal: a seat's chain has no value left (the device must make a new one)
};

struct Error {
  ErrorCode code = ErrorCode::NotLegal;
  std::string message;
};

std::string_view ErrorCodeName(ErrorCode c);

}  // namespace carc
