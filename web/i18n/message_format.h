#pragma once
// The message syntax of the catalogues (a subset of ICU MessageFormat, see i18n.h) and the language
// rules it needs: plural categories and number grouping for each language with a catalogue.
#include <string>
#include <string_view>
#include <vector>

#include "i18n/i18n.h"

namespace carc::i18n {

// The CLDR plural category of the whole number n in language `lang`: "one", "few", "many" or "other"
// (French and Portuguese count 0 as "one"; Polish, Russian and Ukrainian have "few" and "many",
// Czech "few").
const char* PluralCategory(std::string_view lang, long long n);
// n with the language's digit grouping (en 1,234; de/it/ca/nl/pt 1.234; es 1234 and 12.345;
// fr 1 234 with a narrow no-break space; cs/ru/uk 1 234 and pl 1234, 12 345 with a no-break space).
std::string FormatNumber(std::string_view lang, long long n);
// Formats a message; on a syntax error returns what was formatted so far and sets *error.
std::string FormatMessage(std::string_view lang, std::string_view pattern, const std::vector<Arg>& args,
                          std::string* error);

}  // namespace carc::i18n
