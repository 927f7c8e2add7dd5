// The catalogues and their message syntax (web/i18n): plurals and numbers as each language writes
// them, choices by a text argument, the language chosen from the browser's preferences, and the
// player's words for every rule option of the engine.
#include <doctest/doctest.h>

#include "carc/setup.h"
#include "i18n/i18n.h"
#include "ui/names.h"

using carc::i18n::Arg;
using carc::i18n::FormatPattern;

namespace {

std::string Fmt(const char* lang, const char* pattern, std::vector<Arg> args) {
  std::string error;
  std::string out = FormatPattern(lang, pattern, args, &error);
  CHECK_MESSAGE(error.empty(), error);
  return out;
}

struct LanguageGuard {  // the tests below change the language; put English back
  ~LanguageGuard() { carc::i18n::SetLanguage("en"); }
};

}  // namespace

TEST_CASE("plurals follow each language's rule: French counts 0 as one, the others do not") {
  const char* p = "{n, plural, one {# tuile} other {# tuiles}}";
  CHECK(Fmt("fr", p, {{"n", 0}}) == "0 tuile");
  CHECK(Fmt("fr", p, {{"n", 1}}) == "1 tuile");
  CHECK(Fmt("fr", p, {{"n", 2}}) == "2 tuiles");
  const char* q = "{n, plural, one {# tile} other {# tiles}}";
  CHECK(Fmt("en", q, {{"n", 0}}) == "0 tiles");
  CHECK(Fmt("en", q, {{"n", 1}}) == "1 tile");
  CHECK(Fmt("ca", "{n, plural, one {# rajola} other {# rajoles}}", {{"n", 0}}) == "0 rajoles");
  // An exact value wins over the category.
  CHECK(Fmt("en", "{n, plural, =0 {none} one {one} other {#}}", {{"n", 0}}) == "none");
  CHECK(Fmt("en", "{n, plural, =0 {none} one {one} other {#}}", {{"n", 7}}) == "7");
}

TEST_CASE("numbers are grouped the language's way") {
  CHECK(Fmt("en", "{n}", {{"n", 1234}}) == "1,234");
  CHECK(Fmt("de", "{n}", {{"n", 1234}}) == "1.234");
  CHECK(Fmt("it", "{n}", {{"n", 1234567}}) == "1.234.567");
  CHECK(Fmt("es", "{n}", {{"n", 1234}}) == "1234");  // Spanish groups from five digits
  CHECK(Fmt("es", "{n}", {{"n", 12345}}) == "12.345");
  CHECK(Fmt("fr", "{n}", {{"n", 1234}}) == "1\u202F234");
  CHECK(Fmt("en", "{n}", {{"n", 999}}) == "999");
  CHECK(Fmt("en", "{n}", {{"n", -1500}}) == "-1,500");
  // and inside a plural, where # is the number
  CHECK(Fmt("de", "{n, plural, one {# Punkt} other {# Punkte}}", {{"n", 1000}}) == "1.000 Punkte");
}

TEST_CASE("a choice by a text argument, nested in text and plurals") {
  const char* p = "{f, select, city {la ciutat} road {el camí} other {el lloc}} ({n, plural, one {# rajola} other {# rajoles}})";
  CHECK(Fmt("ca", p, {{"f", "city"}, {"n", 3}}) == "la ciutat (3 rajoles)");
  CHECK(Fmt("ca", p, {{"f", "road"}, {"n", 1}}) == "el camí (1 rajola)");
  CHECK(Fmt("ca", p, {{"f", "monastery"}, {"n", 1}}) == "el lloc (1 rajola)");
  CHECK(Fmt("en", "{name} scores {points}", {{"name", "Ana"}, {"points", 12}}) == "Ana scores 12");
}

TEST_CASE("malformed messages are reported, not thrown or crashed on") {
  std::string error;
  FormatPattern("en", "{n, plural, one {x}}", {{"n", 1}}, &error);
  CHECK(error.find("other") != std::string::npos);
  error.clear();
  FormatPattern("en", "{n", {{"n", 1}}, &error);
  CHECK(!error.empty());
  error.clear();
  FormatPattern("en", "text }", {}, &error);
  CHECK(!error.empty());
  error.clear();
  CHECK(FormatPattern("en", "{missing}", {}, &error) == "{missing}");
  CHECK(!error.empty());
}

TEST_CASE("every catalogue reads and every message in it parses") {
  for (const auto& l : carc::i18n::Languages()) {
    const std::string code = l.code;
    CAPTURE(code);
    CHECK(carc::i18n::CheckCatalogue(l.code) == "");
    CHECK(carc::i18n::Keys(l.code).size() == carc::i18n::Keys("en").size());
  }
}

TEST_CASE("the language follows the browser's preferences") {
  using carc::i18n::BestMatch;
  CHECK(BestMatch({"fr-CH", "de"}) == "fr");
  CHECK(BestMatch({"pt-BR", "it"}) == "it");
  CHECK(BestMatch({"CA"}) == "ca");
  CHECK(BestMatch({"ja", "zh"}) == "en");
  CHECK(BestMatch({}) == "en");
}

TEST_CASE("texts come in the chosen language and fall back to English, never to nothing") {
  LanguageGuard guard;
  CHECK(carc::i18n::SetLanguage("de"));
  CHECK(std::string(carc::i18n::T("common.close")) != "common.close");
  const int before = carc::i18n::Generation();
  CHECK(carc::i18n::SetLanguage("it"));
  CHECK(carc::i18n::Generation() == before + 1);
  CHECK(!carc::i18n::SetLanguage("xx"));
  CHECK(carc::i18n::Current() == "it");
  CHECK(std::string(carc::i18n::T("no.such.key")) == "no.such.key");
}

TEST_CASE("every rule option of the engine has a plain name and explanation in every language") {
  LanguageGuard guard;
  for (const carc::RuleOption& o : carc::RuleOptions()) {
    CAPTURE(o.name);
    const carc::ui::RuleOptionText* t = carc::ui::FindRuleOptionText(o.name);
    REQUIRE(t != nullptr);
    for (const auto& l : carc::i18n::Languages()) {
      carc::i18n::SetLanguage(l.code);
      const std::string name = carc::i18n::T(t->name_key), about = carc::i18n::T(t->about_key);
      CHECK(name != t->name_key);
      CHECK(about != t->about_key);
      CHECK(name.find(o.name) == std::string::npos);  // never the option key itself
    }
  }
}
