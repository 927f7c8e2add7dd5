#include "i18n/help_texts.h"

#include <cstdio>

#include "i18n/i18n.h"
#include "platform/platform.h"

namespace carc {
namespace {

// A text every language's pages have: present, the pages are at hand.
constexpr const char* kFirstPageText = "help.basics.intro";

}  // namespace

bool HelpTexts::Have(const std::string& lang) {
  if (i18n::HasText(lang, kFirstPageText) || cannot_.count(lang)) return true;
  std::string text;
  switch (platform::CatalogueText("help-" + lang, &text)) {
    case platform::FetchState::Loading: return false;
    case platform::FetchState::Failed: cannot_.insert(lang); return true;
    case platform::FetchState::Ready: break;
  }
  const std::string why = i18n::AddTexts(lang, text);
  if (!why.empty()) {
    std::fprintf(stderr, "How to play's texts in %s cannot be read: %s\n", lang.c_str(), why.c_str());
    cannot_.insert(lang);
  }
  return true;
}

HelpTexts::State HelpTexts::Ensure() {
  // English first: another language's messages are checked against English's (their arguments).
  if (!Have("en")) return State::Loading;
  const std::string lang(i18n::Current());
  if (!Have(lang)) return State::Loading;
  return i18n::HasText(lang, kFirstPageText) || i18n::HasText("en", kFirstPageText) ? State::Ready : State::Failed;
}

}  // namespace carc
