#pragma once
// The page's language: at start the one the player chose before (local storage), else the best match
// of the browser's preferences; later the player's choice in the new-game screen or the script API
// (window.carcassonne.language), remembered. A language whose texts the build does not embed (the web
// build embeds English only) is fetched by the page; the game switches to it once its catalogue has
// arrived and been read, so no frame shows a screen half in one language and half in another. One
// that cannot be had (missing, damaged, no network) leaves the language as it was (English at start)
// and says so.
#include <string>
#include <string_view>

namespace carc {

class LanguageChoice {
 public:
  // Before the first frame (and before the font atlas: web/main.cpp).
  void Start();

  enum class Outcome {
    Changed,    // in use now (or it was already)
    Loading,    // its texts are on their way: Poll() switches to it
    Failed,     // its texts cannot be had: Problem() says so
    Unknown,    // not a language of the game
  };
  Outcome Choose(std::string_view code);

  // Once a frame: true when the language that was loading is in use now.
  bool Poll();
  std::string_view Pending() const { return pending_; }
  // The last language that could not be had, in the player's words ("" when none); taken once.
  std::string TakeProblem();

 private:
  enum class Have { Yes, Loading, No };
  Have Ensure(std::string_view code);  // its texts at hand, fetched, or not to be had
  void Use(std::string_view code, bool remember);
  void CannotHave(std::string_view code);

  std::string pending_;         // asked for, on its way
  bool pending_remember_ = false;  // chosen by the player (remembered once in use), not the start's
  std::string problem_;
};

}  // namespace carc
