// The keys a text names, taken out on a device without a keyboard (web/ui/text/key_words.h): a capital
// letter in brackets, alone or after a modifier, in every catalogue's way of writing it; any other
// bracket stays.
#include <doctest/doctest.h>

#include "ui/text/key_words.h"

using carc::ui::WithoutKeys;

TEST_CASE("a key in brackets goes, with the space before it") {
  CHECK(WithoutKeys("Take back your last move of this turn (U)") == "Take back your last move of this turn");
  CHECK(WithoutKeys("Turn the tile to the left (Shift+R)") == "Turn the tile to the left");
  CHECK(WithoutKeys("Karte nach links drehen (Umschalt+R)") == "Karte nach links drehen");
  CHECK(WithoutKeys("Undo (U) takes back a move. Hint (H) shows a move.") == "Undo takes back a move. Hint shows a move.");
  CHECK(WithoutKeys("Tournez-la avec les flèches (R) ; ses côtés") == "Tournez-la avec les flèches ; ses côtés");
}

TEST_CASE("any other bracket stays") {
  CHECK(WithoutKeys("What happened (tap an entry to see it on the board)") ==
        "What happened (tap an entry to see it on the board)");
  CHECK(WithoutKeys("(a)") == "(a)");
  CHECK(WithoutKeys("two (2) tiles") == "two (2) tiles");
  CHECK(WithoutKeys("Ctrl (and more+X)") == "Ctrl (and more+X)");
  CHECK(WithoutKeys("unclosed (U") == "unclosed (U");
  CHECK(WithoutKeys("") == "");
}
