#include "i18n/language_choice.h"

#include <cstdio>
#include <utility>

#include "i18n/i18n.h"
#include "platform/platform.h"

namespace carc {
namespace {

constexpr const char* kLanguageKey = "carcassonne.language";

std::string NativeName(std::string_view code) {
  for (const i18n::Language& l : i18n::Languages())
    if (code == l.code) return l.native_name;
  return std::string(code);
}

}  // namespace

LanguageChoice::Have LanguageChoice::Ensure(std::string_view code) {
  if (i18n::HasCatalogue(code)) return Have::Yes;
  std::string text;
  switch (platform::CatalogueText(code, &text)) {
    case platform::FetchState::Loading: return Have::Loading;
    case platform::FetchState::Failed: return Have::No;
    case platform::FetchState::Ready: break;
  }
  const std::string why = i18n::AddCatalogue(code, text);
  if (why.empty()) return Have::Yes;
  std::fprintf(stderr, "The texts in %s cannot be read: %s\n", std::string(code).c_str(), why.c_str());
  return Have::No;
}

void LanguageChoice::Use(std::string_view code, bool remember) {
  i18n::SetLanguage(code);
  if (remember) platform::StorageSave(kLanguageKey, code);
  platform::LanguageChanged(code);
}

void LanguageChoice::CannotHave(std::string_view code) {
  problem_ = i18n::F("app.language-unavailable", {{"language", NativeName(code)}});
}

void LanguageChoice::Start() {
  const std::string stored = platform::StorageLoad(kLanguageKey);
  const std::string wanted = i18n::IsKnown(stored) ? stored : i18n::BestMatch(platform::PreferredLanguages());
  i18n::SetLanguage("en");
  switch (Ensure(wanted)) {
    case Have::Yes: i18n::SetLanguage(wanted); break;
    // Only when the page gave up waiting for it (a very slow network): English until it comes.
    case Have::Loading: pending_ = wanted, pending_remember_ = false; break;
    case Have::No: CannotHave(wanted); break;
  }
  platform::LanguageChanged(i18n::Current());
}

LanguageChoice::Outcome LanguageChoice::Choose(std::string_view code) {
  if (!i18n::IsKnown(code)) return Outcome::Unknown;
  switch (Ensure(code)) {
    case Have::Yes:
      pending_.clear();
      Use(code, true);
      return Outcome::Changed;
    case Have::Loading:
      pending_ = std::string(code), pending_remember_ = true;
      return Outcome::Loading;
    case Have::No: break;
  }
  pending_.clear();
  CannotHave(code);
  return Outcome::Failed;
}

bool LanguageChoice::Poll() {
  if (pending_.empty()) return false;
  const std::string code = pending_;
  switch (Ensure(code)) {
    case Have::Loading: return false;
    case Have::Yes:
      pending_.clear();
      Use(code, pending_remember_);
      return true;
    case Have::No:
      pending_.clear();
      CannotHave(code);
      return false;
  }
  return false;
}

std::string LanguageChoice::TakeProblem() { return std::exchange(problem_, std::string()); }

}  // namespace carc
