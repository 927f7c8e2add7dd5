#pragma once
// The player's language: every text on screen comes from a catalogue (assets/i18n/<lang>/<area>.json),
// never from a literal in the code. The desktop build embeds every catalogue; the web build embeds
// English only and adds the others when the page has fetched them (AddCatalogue, dist/i18n/<lang>.json
// written by cmake/site.mjs; web/i18n/language_choice.h). Keys are written out in full where they
// are used ("hud.skip"), so tests/i18n can check that every key is used and present in every language.
//
// A catalogue value is a message in a small subset of ICU MessageFormat:
//   "{name} scores {points}"                         an argument
//   "{n, plural, one {# tile} other {# tiles}}"       a plural (also "=0 {...}"); # is the number
//   "{kind, select, city {la ciutat} other {el camí}}" a choice by a text argument
// Plural selectors are CLDR's categories: one, few, many, other (web/i18n/message_format.h).
// Numbers are written the language's way (1,234 / 1.234 / 1 234).
#include <initializer_list>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace carc::i18n {

struct Language {
  const char* code;         // "en", "ca", "cs", "de"...
  const char* native_name;  // "English", "Català", "Čeština"... (each in its own language)
};
// The languages the game speaks, English first, then by their native names (the page's menu).
const std::vector<Language>& Languages();
bool IsKnown(std::string_view code);

// Whether the texts of a language are at hand (embedded, or added).
bool HasCatalogue(std::string_view code);
// Reads the texts built into the program (English's) now; otherwise the first lookup reads them. The
// page's start gives this a task of its own (web/main.cpp).
void ReadBuiltInTexts();
// Adds the texts of a language that was not embedded: `json` is a catalogue file of dist/i18n
// ({"language": code, "game": {key: message...}, "shell": {...}}). A message that does not parse,
// or names other arguments than English's, is left out (English shows instead). Returns "" when
// the language was added, else why not (not JSON, another language, no texts...): it stays without.
std::string AddCatalogue(std::string_view code, std::string_view json);
// More texts for a language whose catalogue is at hand: a part of its texts the web build fetches
// only when first needed (How to play's pages, dist/i18n/help-<code>.json; i18n/help_texts.h), in
// the same file shape. Keys the language has already keep their texts. Returns "" when added, else why not.
std::string AddTexts(std::string_view code, std::string_view json);
// Whether a language's own catalogue has `key` (not English's in its place).
bool HasText(std::string_view lang, std::string_view key);

// The language in use ("en" until SetLanguage). Unknown codes are refused (false); a known one
// without its catalogue is taken, its texts are then English (web/i18n/language_choice.h avoids that).
std::string_view Current();
bool SetLanguage(std::string_view code);
// Bumped by every change of language: views that keep texts compare it to know they are stale.
int Generation();
// The best language for a list of preferences such as navigator.languages ("fr-CH", "de"...):
// the first whose primary subtag has a catalogue, else "en".
std::string BestMatch(const std::vector<std::string>& preferences);

// The text of `key` in the current language (English when that language lacks it, the key itself
// when nobody has it). The pointer stays valid until the language changes.
const char* T(std::string_view key);

struct Arg {
  Arg(std::string_view n, long long v) : name(n), value(v) {}
  Arg(std::string_view n, int v) : name(n), value(static_cast<long long>(v)) {}
  Arg(std::string_view n, size_t v) : name(n), value(static_cast<long long>(v)) {}
  Arg(std::string_view n, std::string v) : name(n), value(std::move(v)) {}
  Arg(std::string_view n, const char* v) : name(n), value(std::string(v)) {}
  std::string_view name;
  std::variant<long long, std::string> value;
};
// The message `key` with its arguments filled in.
std::string F(std::string_view key, std::initializer_list<Arg> args);
std::string F(std::string_view key, const std::vector<Arg>& args);

// A whole number as the current language writes it.
std::string Number(long long n);

// Every message of a language's own catalogue (its patterns, without English for what it leaves
// out): the characters the language draws (ui/text/look.h). Valid until a catalogue is added.
std::vector<std::string_view> Texts(std::string_view lang);

// --- For tests (tests/web) and tools ---------------------------------------------------------
// Formats `pattern` (a message as in a catalogue) for language `lang`; `error` gets a parse problem.
std::string FormatPattern(std::string_view lang, std::string_view pattern, const std::vector<Arg>& args,
                          std::string* error = nullptr);
// Every key of a language's catalogue (sorted), and whether its messages all parse.
std::vector<std::string> Keys(std::string_view lang);
std::string CheckCatalogue(std::string_view lang);  // empty when fine, else what is wrong
// A language's texts taken away (as if never embedded), and the catalogue file of a language at hand
// (as cmake/site.mjs writes dist/i18n/<lang>.json): to test AddCatalogue where every one is embedded.
void RemoveCatalogueForTests(std::string_view lang);
std::string CatalogueFileForTests(std::string_view lang);

}  // namespace carc::i18n
