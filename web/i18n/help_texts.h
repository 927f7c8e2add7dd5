#pragma once
// How to play's pages: their texts (assets/i18n/<lang>/help-pages.json) are a tenth of the game's
// English and a fifth of another language's catalogue, and a player needs none of them before the
// first board. So the web build embeds none of them and leaves them out of every language's
// catalogue: they are dist/i18n/help-<lang>.json, fetched the first time How to play opens (the
// service worker keeps English's from its install, and the page's language's once it is used:
// How to play works offline). The desktop embeds them.
#include <set>
#include <string>

namespace carc {

class HelpTexts {
 public:
  enum class State { Ready, Loading, Failed };
  // Once a frame while How to play is open: English's pages (every language falls back to them, key
  // by key), then those of the language in use. Ready when the language's own or English's are here
  // (English shows for what the language's lack); Failed when neither can be had.
  State Ensure();

 private:
  bool Have(const std::string& lang);  // false while on its way
  std::set<std::string> cannot_;  // languages whose pages could not be had (tried once a page's life)
};

}  // namespace carc
