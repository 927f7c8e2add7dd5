#include "i18n/i18n.h"

#include <algorithm>
#include <cctype>
#include <deque>
#include <map>

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

// Read once from the embedded files; never changed afterwards, so pointers into it stay valid.
const Catalogues& All() {
  static const Catalogues all = [] {
    Catalogues c;
    for (const Language& l : Languages()) c.by_lang[l.code];
    for (const EmbeddedFile& f : EmbeddedTextFiles()) {
      const size_t slash = f.name.find('/');
      if (slash == std::string_view::npos) continue;
      const std::string lang(f.name.substr(0, slash));
      const auto j = nlohmann::json::parse(f.text, nullptr, false);
      if (j.is_discarded() || !j.is_object()) {
        c.problems[lang] += std::string(f.name) + " is not a JSON object. ";
        continue;
      }
      Catalogue& cat = c.by_lang[lang];
      for (auto it = j.begin(); it != j.end(); ++it) {
        if (!it->is_string()) {
          c.problems[lang] += std::string(f.name) + ": " + it.key() + " is not a text. ";
          continue;
        }
        if (!cat.emplace(it.key(), it->get<std::string>()).second)
          c.problems[lang] += std::string(f.name) + ": " + it.key() + " is defined twice. ";
      }
    }
    return c;
  }();
  return all;
}

std::string g_current = "en";
int g_generation = 0;

const std::string* Lookup(std::string_view lang, std::string_view key) {
  const Catalogues& all = All();
  auto l = all.by_lang.find(lang);
  if (l == all.by_lang.end()) return nullptr;
  auto k = l->second.find(key);
  return k == l->second.end() ? nullptr : &k->second;
}

const std::string& Pattern(std::string_view key) {
  if (const std::string* s = Lookup(g_current, key)) return *s;
  if (const std::string* s = Lookup("en", key)) return *s;
  static std::map<std::string, std::string, std::less<>> missing;  // the key itself, kept alive
  return missing.emplace(std::string(key), std::string(key)).first->second;
}

}  // namespace

const std::vector<Language>& Languages() {
  static const std::vector<Language> langs = {{"en", "English"}, {"ca", "Català"},   {"it", "Italiano"},
                                               {"es", "Español"}, {"fr", "Français"}, {"de", "Deutsch"}};
  return langs;
}

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

std::vector<std::string> Keys(std::string_view lang) {
  std::vector<std::string> keys;
  const Catalogues& all = All();
  auto l = all.by_lang.find(lang);
  if (l != all.by_lang.end())
    for (const auto& [k, v] : l->second) keys.push_back(k);
  return keys;
}

std::string CheckCatalogue(std::string_view lang) {
  const Catalogues& all = All();
  std::string out;
  if (auto p = all.problems.find(lang); p != all.problems.end()) out += p->second;
  auto l = all.by_lang.find(lang);
  if (l == all.by_lang.end()) return out + "no catalogue. ";
  // Every message must parse with every argument it names given (a number fits both uses).
  for (const auto& [key, pattern] : l->second) {
    std::deque<std::string> names;  // Arg keeps a view of its name: a deque never moves its elements
    std::vector<Arg> args;
    for (size_t i = 0; i < pattern.size(); ++i) {
      if (pattern[i] != '{') continue;
      size_t j = i + 1;
      while (j < pattern.size() && pattern[j] == ' ') ++j;
      size_t k = j;
      while (k < pattern.size() && (std::isalnum(static_cast<unsigned char>(pattern[k])) || pattern[k] == '_')) ++k;
      if (k > j) {
        const std::string name = pattern.substr(j, k - j);
        const bool is_select = pattern.compare(k, 8, ", select") == 0 || pattern.compare(k, 7, ",select") == 0;
        names.push_back(name);
        if (is_select) args.emplace_back(std::string_view(names.back()), std::string("other"));
        else args.emplace_back(std::string_view(names.back()), 2);
      }
    }
    std::string error;
    FormatMessage(lang, pattern, args, &error);
    if (!error.empty()) out += key + ": " + error + ". ";
  }
  return out;
}

std::string AllCharacters() {
  std::string out;
  for (const auto& [lang, cat] : All().by_lang)
    for (const auto& [key, pattern] : cat) out += pattern;
  return out;
}

}  // namespace carc::i18n
