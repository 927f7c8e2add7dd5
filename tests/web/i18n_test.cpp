// The catalogues and their message syntax (web/i18n): plurals and numbers as each language writes
// them, choices by a text argument, the language chosen from the browser's preferences, and the
// player's words for every rule option of the engine.
#include <doctest/doctest.h>

#include <algorithm>

#include "carc/setup.h"
#include "i18n/i18n.h"
#include "i18n/message_format.h"
#include "ui/text/names.h"

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

TEST_CASE("plural categories follow CLDR for every language") {
  using carc::i18n::PluralCategory;
  struct Row {
    const char* lang;
    const char* cats;  // the categories of 0, 1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111, 112, 1000000:
  };                   // one = o, few = f, many = m, other = t
  const std::vector<Row> rows = {
      {"en", "tottttttttttttt"}, {"de", "tottttttttttttt"}, {"nl", "tottttttttttttt"},
      {"ca", "tottttttttttttm"}, {"es", "tottttttttttttm"}, {"it", "tottttttttttttm"},
      {"fr", "oottttttttttttm"}, {"pt", "oottttttttttttm"}, {"pl", "moffmmmmmfmmmmm"},
      {"ru", "moffmmmmofmommm"}, {"uk", "moffmmmmofmommm"}, {"cs", "toffttttttttttt"},
  };

  const long long ns[] = {0, 1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111, 112, 1000000};
  for (const Row& r : rows) {
    std::string got;
    for (long long n : ns) {
      const std::string c = PluralCategory(r.lang, n);
      got += c == "one" ? 'o' : c == "few" ? 'f' : c == "many" ? 'm' : 't';
    }
    CHECK_MESSAGE(got == r.cats, r.lang);
  }
  // A category a message lacks shows its "other" branch.
  CHECK(Fmt("pl", "{n, plural, one {# punkt} few {# punkty} many {# punktów} other {# punktu}}", {{"n", 22}}) == "22 punkty");
  CHECK(Fmt("pl", "{n, plural, one {# punkt} few {# punkty} many {# punktów} other {# punktu}}", {{"n", 25}}) == "25 punktów");
  CHECK(Fmt("ru", "{n, plural, one {# очко} few {# очка} many {# очков} other {# очка}}", {{"n", 21}}) == "21 очко");
  CHECK(Fmt("ru", "{n, plural, one {# очко} other {# очков}}", {{"n", 3}}) == "3 очков");
  CHECK(Fmt("cs", "{n, plural, one {# bod} few {# body} other {# bodů}}", {{"n", 4}}) == "4 body");
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
  CHECK(Fmt("nl", "{n}", {{"n", 1234}}) == "1.234");
  CHECK(Fmt("pt", "{n}", {{"n", 1234}}) == "1.234");
  CHECK(Fmt("cs", "{n}", {{"n", 1234}}) == "1\u00A0234");
  CHECK(Fmt("ru", "{n}", {{"n", 1234567}}) == "1\u00A0234\u00A0567");
  CHECK(Fmt("uk", "{n}", {{"n", 999}}) == "999");
  CHECK(Fmt("pl", "{n}", {{"n", 1234}}) == "1234");  // Polish groups from five digits
  CHECK(Fmt("pl", "{n}", {{"n", 12345}}) == "12\u00A0345");
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

TEST_CASE("a language's texts are its own catalogue's messages, for the letters it draws") {
  CHECK(carc::i18n::Texts("uk").size() == carc::i18n::Keys("uk").size());
  CHECK(carc::i18n::Texts("xx").empty());
  REQUIRE(carc::i18n::SetLanguage("uk"));
  const std::string players = carc::i18n::T("newgame.players");
  const auto texts = carc::i18n::Texts("uk");
  CHECK(std::find(texts.begin(), texts.end(), std::string_view(players)) != texts.end());
  REQUIRE(carc::i18n::SetLanguage("en"));
}

TEST_CASE("the language follows the browser's preferences") {
  using carc::i18n::BestMatch;
  CHECK(BestMatch({"fr-CH", "de"}) == "fr");
  CHECK(BestMatch({"pt-BR", "it"}) == "pt");
  CHECK(BestMatch({"ja-JP", "uk-UA", "ru"}) == "uk");
  CHECK(BestMatch({"nl-BE"}) == "nl");
  CHECK(BestMatch({"zh-TW", "it"}) == "it");
  CHECK(BestMatch({"CA"}) == "ca");
  CHECK(BestMatch({"ja", "zh"}) == "en");
  CHECK(BestMatch({}) == "en");
}

TEST_CASE("a catalogue fetched later: a damaged one is refused, a wrong message is left out") {
  LanguageGuard guard;
  // The web build fetches every language but English (dist/i18n/<lang>.json); the desktop build and
  // these tests embed them all, so Dutch is taken away here and given back from its file's shape.
  REQUIRE(carc::i18n::HasCatalogue("nl"));
  const std::string file = carc::i18n::CatalogueFileForTests("nl");
  carc::i18n::SetLanguage("nl");
  const std::string players = carc::i18n::T("newgame.players");
  CHECK(players != "Players");
  carc::i18n::RemoveCatalogueForTests("nl");
  CHECK(!carc::i18n::HasCatalogue("nl"));
  CHECK(std::string(carc::i18n::T("newgame.players")) == "Players");  // English in its place
  using carc::i18n::AddCatalogue;
  CHECK(AddCatalogue("nl", "{\"language\": \"nl\", \"game\": {\"newgame.pla") != "");  // cut short
  CHECK(AddCatalogue("nl", "[1, 2]") != "");
  CHECK(AddCatalogue("nl", "{\"language\": \"de\", \"game\": {\"newgame.players\": \"Spieler\"}}") != "");
  CHECK(AddCatalogue("nl", "{\"language\": \"nl\", \"game\": {}}") != "");
  CHECK(AddCatalogue("xx", "{\"language\": \"xx\", \"game\": {\"a.b\": \"c\"}}") != "");
  CHECK(!carc::i18n::HasCatalogue("nl"));
  // A message that does not parse, one with other arguments than English's and one that is not a
  // text are left out; the rest is taken.
  CHECK(AddCatalogue("nl", R"({"language": "nl", "shell": {}, "game": {
      "newgame.players": "Spelers",
      "hud.points": "{n, plural, one {# punt} other {# punten}",
      "app.turn": "Beurt {count}",
      "common.close": 7,
      "hud.skip": "Overslaan"}})") == "");
  CHECK(carc::i18n::HasCatalogue("nl"));
  CHECK(std::string(carc::i18n::T("newgame.players")) == "Spelers");
  CHECK(std::string(carc::i18n::T("hud.skip")) == "Overslaan");
  CHECK(carc::i18n::F("hud.points", {{"n", 5}}) == "5 points");
  CHECK(carc::i18n::F("app.turn", {{"n", 3}}) == "Turn 3");
  CHECK(std::string(carc::i18n::T("common.close")) == "Close");
  CHECK(carc::i18n::CheckCatalogue("nl").find("hud.points") != std::string::npos);
  // The real file again, for the tests that follow.
  carc::i18n::RemoveCatalogueForTests("nl");
  CHECK(AddCatalogue("nl", file) == "");
  CHECK(carc::i18n::Keys("nl").size() == carc::i18n::Keys("en").size());
  CHECK(carc::i18n::CheckCatalogue("nl") == "");
}

TEST_CASE("How to play's pages come later: added to the language's texts, never over them") {
  LanguageGuard guard;
  // The web build fetches them (dist/i18n/help-<lang>.json) when How to play first opens
  // (i18n/help_texts.h); Dutch is taken away here and given back without them, then with them.
  const std::string file = carc::i18n::CatalogueFileForTests("nl");
  const std::string english = carc::i18n::T("help.basics.intro");
  carc::i18n::RemoveCatalogueForTests("nl");
  using carc::i18n::AddTexts;
  using carc::i18n::HasText;
  CHECK(AddTexts("nl", R"({"language": "nl", "game": {"help.basics.intro": "Leg kaarten."}})") != "");  // no Dutch yet
  REQUIRE(carc::i18n::AddCatalogue("nl", R"({"language": "nl", "game": {"hud.skip": "Overslaan"}})") == "");
  carc::i18n::SetLanguage("nl");
  CHECK(!HasText("nl", "help.basics.intro"));
  CHECK(HasText("en", "help.basics.intro"));  // these tests embed every text, as the desktop does
  CHECK(std::string(carc::i18n::T("help.basics.intro")) == english);  // English's in its place
  const char* skip = carc::i18n::T("hud.skip");
  CHECK(AddTexts("nl", "not json") != "");
  CHECK(AddTexts("nl", R"({"language": "de", "game": {"help.basics.intro": "Lege Karten."}})") != "");
  CHECK(AddTexts("nl", R"({"language": "nl", "game": {}})") != "");
  CHECK(AddTexts("xx", R"({"language": "xx", "game": {"a.b": "c"}})") != "");
  CHECK(!HasText("nl", "help.basics.intro"));
  // Taken: a page's text; left out: one with other arguments than English's, and a key the
  // language already has (its text on screen does not change, nor does the pointer T gave).
  CHECK(AddTexts("nl", R"({"language": "nl", "game": {
      "help.basics.intro": "Leg kaarten.",
      "help.basics.turn": "Jouw {beurt}",
      "hud.skip": "Iets anders"}})") == "");
  CHECK(HasText("nl", "help.basics.intro"));
  CHECK(std::string(carc::i18n::T("help.basics.intro")) == "Leg kaarten.");
  CHECK(!HasText("nl", "help.basics.turn"));
  CHECK(std::string(carc::i18n::T("hud.skip")) == "Overslaan");
  CHECK(carc::i18n::T("hud.skip") == skip);
  CHECK(std::string(skip) == "Overslaan");
  // The real file again, for the tests that follow.
  carc::i18n::RemoveCatalogueForTests("nl");
  CHECK(carc::i18n::AddCatalogue("nl", file) == "");
  CHECK(carc::i18n::Keys("nl").size() == carc::i18n::Keys("en").size());
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
