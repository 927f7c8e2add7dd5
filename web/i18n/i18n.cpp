#include "i18n/i18n.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "i18n/embedded_texts.h"
#include "i18n/message_format.h"

namespace carc::i18n {
namespace {

using Catalogue = std::map<std::string, std::string, std::less<>>;

struct Catalogues {
  std::map<std::string, Catalogue, std::less<>> by_lang;
  std::map<std::string, std::string, std::less<>> problems;  // lang -> what could not be read
};

// Reads one catalogue object into `cat`; what is wrong goes to `problems`.
void ReadObject(const nlohmann::json& j, std::string_view where, Catalogue* cat, std::string* problems) {
  for (auto it = j.begin(); it != j.end(); ++it) {
    if (!it->is_string()) {
      *problems += std::string(where) + ": " + it.key() + " is not a text. ";
      continue;
    }
    if (!cat->emplace(it.key(), it->get<std::string>()).second)
      *problems += std::string(where) + ": " + it.key() + " is defined twice. ";
  }
}

// Read once from the embedded files, then grown by AddCatalogue; a language once added never
// changes, so pointers into it stay valid.
Catalogues& All() {
  static Catalogues all = [] {
    Catalogues c;
    for (const EmbeddedFile& f : EmbeddedTextFiles()) {
      const size_t slash = f.name.find('/');
      if (slash == std::string_view::npos) continue;
      const std::string lang(f.name.substr(0, slash));
      const auto j = nlohmann::json::parse(f.text, nullptr, false);
      if (j.is_discarded() || !j.is_object()) {
        c.problems[lang] += std::string(f.name) + " is not a JSON object. ";
        continue;
      }
      ReadObject(j, f.name, &c.by_lang[lang], &c.problems[lang]);
    }
    return c;
  }();
  return all;
}

std::string g_current = "en";
int g_generation = 0;

// A language's own catalogue, or null when it has none.
const Catalogue* OwnCatalogue(std::string_view lang) {
  const Catalogues& all = All();
  auto l = all.by_lang.find(lang);
  return l == all.by_lang.end() ? nullptr : &l->second;
}

const std::string* Lookup(std::string_view lang, std::string_view key) {
  const Catalogue* c = OwnCatalogue(lang);
  if (!c) return nullptr;
  auto k = c->find(key);
  return k == c->end() ? nullptr : &k->second;
}

const std::string& Pattern(std::string_view key) {
  if (const std::string* s = Lookup(g_current, key)) return *s;
  if (const std::string* s = Lookup("en", key)) return *s;
  static std::map<std::string, std::string, std::less<>> missing;  // the key itself, kept alive
  return missing.emplace(std::string(key), std::string(key)).first->second;
}

// The arguments a message names, each with whether it is a choice by a text ("select"): its
// argument positions only, not the words of its branches (as tests/i18n reads a message). A
// malformed part is skipped here; FormatMessage reports it.
using ArgList = std::vector<std::pair<std::string, bool>>;
void CollectArgs(const std::string& p, size_t* i, bool nested, ArgList* out);

void CollectArgument(const std::string& p, size_t* i, ArgList* out) {
  auto skip = [&] {
    while (*i < p.size() && (p[*i] == ' ' || p[*i] == '\n' || p[*i] == '\t')) ++*i;
  };
  auto word = [&] {
    const size_t from = *i;
    while (*i < p.size() && (std::isalnum(static_cast<unsigned char>(p[*i])) || p[*i] == '_')) ++*i;
    return p.substr(from, *i - from);
  };
  skip();
  const std::string name = word();
  if (name.empty()) return;
  skip();
  auto add = [&](bool is_select) {
    for (auto& a : *out)
      if (a.first == name) return void(a.second = a.second || is_select);
    out->emplace_back(name, is_select);
  };
  if (*i < p.size() && p[*i] == '}') {
    ++*i;
    return add(false);
  }
  if (*i >= p.size() || p[*i] != ',') return;
  ++*i;
  skip();
  const std::string type = word();
  skip();
  if (*i >= p.size() || p[*i] != ',') return;
  ++*i;
  add(type == "select");
  while (true) {  // selector {branch} ... }
    skip();
    if (*i >= p.size()) return;
    if (p[*i] == '}') return void(++*i);
    while (*i < p.size() && p[*i] != ' ' && p[*i] != '{' && p[*i] != '}') ++*i;
    skip();
    if (*i >= p.size() || p[*i] != '{') return;
    ++*i;
    CollectArgs(p, i, true, out);
    if (*i < p.size() && p[*i] == '}') ++*i;
  }
}

void CollectArgs(const std::string& p, size_t* i, bool nested, ArgList* out) {
  while (*i < p.size()) {
    if (p[*i] == '{') {
      ++*i;
      CollectArgument(p, i, out);
    } else if (p[*i] == '}') {
      if (nested) return;
      ++*i;
    } else {
      ++*i;
    }
  }
}

ArgList ArgNames(const std::string& pattern) {
  ArgList out;
  size_t i = 0;
  CollectArgs(pattern, &i, false, &out);
  return out;
}

// What is wrong with one message: formatted with every argument it names (a number fits both
// uses), it must not report an error.
std::string MessageProblem(std::string_view lang, const std::string& pattern) {
  const auto names = ArgNames(pattern);
  std::vector<Arg> args;
  for (const auto& [name, is_select] : names) {
    if (is_select) args.emplace_back(std::string_view(name), std::string("other"));
    else args.emplace_back(std::string_view(name), 2);
  }
  std::string error;
  FormatMessage(lang, pattern, args, &error);
  return error;
}

std::vector<std::string> SortedNames(const std::string& pattern) {
  std::vector<std::string> out;
  for (const auto& [name, is_select] : ArgNames(pattern)) out.push_back(name);
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

const std::vector<Language>& Languages() {
  static const std::vector<Language> langs = {
      {"en", "English"},    {"ca", "Català"},    {"cs", "Čeština"},   {"de", "Deutsch"},
      {"es", "Español"},    {"fr", "Français"},  {"it", "Italiano"},  {"nl", "Nederlands"},
      {"pl", "Polski"},     {"pt", "Português"}, {"ru", "Русский"},   {"uk", "Українська"}};
  return langs;
}

bool IsKnown(std::string_view code) {
  for (const Language& l : Languages())
    if (code == l.code) return true;
  return false;
}

void ReadBuiltInTexts() { (void)All(); }

bool HasCatalogue(std::string_view code) {
  const Catalogue* c = OwnCatalogue(code);
  return c && !c->empty();
}

namespace {

// A catalogue file of dist/i18n ({"language": code, "game": {key: message...}}) read into `cat`: ""
// when it holds readable texts of `code`, else why not. A message that would show wrong is left out
// (English shows in its place) and said in `problems`.
std::string ReadCatalogueFile(std::string_view code, std::string_view json, Catalogue* cat, std::string* problems) {
  const auto j = nlohmann::json::parse(json, nullptr, false);
  if (j.is_discarded() || !j.is_object()) return "not a JSON object";
  if (!j.contains("language") || j["language"] != std::string(code)) return "the texts of another language";
  if (!j.contains("game") || !j["game"].is_object() || j["game"].empty()) return "no texts";
  ReadObject(j["game"], code, cat, problems);
  for (auto it = cat->begin(); it != cat->end();) {
    const std::string* english = Lookup("en", it->first);
    std::string why = MessageProblem(code, it->second);
    if (why.empty() && english && SortedNames(*english) != SortedNames(it->second)) why = "other arguments than English";
    if (why.empty()) {
      ++it;
      continue;
    }
    *problems += it->first + ": " + why + ". ";
    it = cat->erase(it);
  }
  return cat->empty() ? "no readable texts" : "";
}

}  // namespace

std::string AddCatalogue(std::string_view code, std::string_view json) {
  if (!IsKnown(code)) return "not a language of the game";
  if (HasCatalogue(code)) return "";  // already here (embedded, or added before)
  Catalogue cat;
  std::string problems;
  if (std::string why = ReadCatalogueFile(code, json, &cat, &problems); !why.empty()) return why;
  Catalogues& all = All();
  all.by_lang[std::string(code)] = std::move(cat);
  if (!problems.empty()) all.problems[std::string(code)] += problems;
  return "";
}

std::string AddTexts(std::string_view code, std::string_view json) {
  if (!IsKnown(code)) return "not a language of the game";
  if (!HasCatalogue(code)) return "the language's own texts are not at hand";
  Catalogue cat;
  std::string problems;
  if (std::string why = ReadCatalogueFile(code, json, &cat, &problems); !why.empty()) return why;
  Catalogues& all = All();
  // Only keys the language did not have: a text on screen never changes under a pointer T() gave
  // (std::map keeps its other entries where they are).
  all.by_lang.find(code)->second.merge(cat);
  if (!problems.empty()) all.problems[std::string(code)] += problems;
  return "";
}

bool HasText(std::string_view lang, std::string_view key) { return Lookup(lang, key) != nullptr; }

std::string_view Current() { return g_current; }
int Generation() { return g_generation; }

bool SetLanguage(std::string_view code) {
  for (const Language& l : Languages())
    if (code == l.code) {
      if (g_current != l.code) ++g_generation;
      g_current = l.code;
      return true;
    }
  return false;
}

std::string BestMatch(const std::vector<std::string>& preferences) {
  for (const std::string& p : preferences) {
    std::string primary = p.substr(0, p.find_first_of("-_"));
    std::transform(primary.begin(), primary.end(), primary.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    for (const Language& l : Languages())
      if (primary == l.code) return l.code;
  }
  return "en";
}

const char* T(std::string_view key) { return Pattern(key).c_str(); }

std::string F(std::string_view key, const std::vector<Arg>& args) {
  return FormatMessage(g_current, Pattern(key), args, nullptr);
}

std::string F(std::string_view key, std::initializer_list<Arg> args) {
  return F(key, std::vector<Arg>(args));
}

std::string Number(long long n) { return FormatNumber(g_current, n); }

std::string FormatPattern(std::string_view lang, std::string_view pattern, const std::vector<Arg>& args,
                          std::string* error) {
  return FormatMessage(lang, pattern, args, error);
}

std::vector<std::string_view> Texts(std::string_view lang) {
  std::vector<std::string_view> texts;
  if (const Catalogue* c = OwnCatalogue(lang))
    for (const auto& [k, v] : *c) texts.push_back(v);
  return texts;
}

std::vector<std::string> Keys(std::string_view lang) {
  std::vector<std::string> keys;
  if (const Catalogue* c = OwnCatalogue(lang))
    for (const auto& [k, v] : *c) keys.push_back(k);
  return keys;
}

std::string CheckCatalogue(std::string_view lang) {
  const Catalogues& all = All();
  std::string out;
  if (auto p = all.problems.find(lang); p != all.problems.end()) out += p->second;
  const Catalogue* c = OwnCatalogue(lang);
  if (!c) return out + "no catalogue. ";
  for (const auto& [key, pattern] : *c) {
    const std::string error = MessageProblem(lang, pattern);
    if (!error.empty()) out += key + ": " + error + ". ";
  }
  return out;
}

void RemoveCatalogueForTests(std::string_view lang) {
  All().by_lang.erase(std::string(lang));
  All().problems.erase(std::string(lang));
}

std::string CatalogueFileForTests(std::string_view lang) {
  nlohmann::json game = nlohmann::json::object();
  if (const Catalogue* c = OwnCatalogue(lang))
    for (const auto& [k, v] : *c) game[k] = v;
  return nlohmann::json{{"language", std::string(lang)}, {"shell", nlohmann::json::object()}, {"game", game}}.dump();
}

}  // namespace carc::i18n
