#include "i18n/message_format.h"

#include <cstdlib>

namespace carc::i18n {
namespace {

bool IsNameChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}
bool IsSpace(char c) { return c == ' ' || c == '\n' || c == '\t'; }

// One pass over a pattern. Every branch of a plural/select is formatted (to find where it ends and
// to report its errors); the chosen one is kept.
class Formatter {
 public:
  Formatter(std::string_view lang, std::string_view pattern, const std::vector<Arg>& args)
      : lang_(lang), p_(pattern), args_(args) {}

  std::string Run(std::string* error) {
    std::string out = Message(false, nullptr);
    if (error) *error = error_;
    return out;
  }

 private:
  void Fail(const std::string& what) {
    if (error_.empty()) error_ = what + " at character " + std::to_string(i_) + " of \"" + std::string(p_) + "\"";
  }
  void SkipSpace() {
    while (i_ < p_.size() && IsSpace(p_[i_])) ++i_;
  }
  const Arg* Find(std::string_view name) const {
    for (const Arg& a : args_)
      if (a.name == name) return &a;
    return nullptr;
  }

  // Text up to the end of the pattern, or up to the '}' closing a branch when `nested`.
  std::string Message(bool nested, const std::string* hash) {
    std::string out;
    while (i_ < p_.size()) {
      const char c = p_[i_];
      if (c == '{') {
        ++i_;
        out += Argument(hash);
      } else if (c == '}') {
        if (nested) return out;
        Fail("unmatched '}'");
        ++i_;
      } else if (c == '#' && hash) {
        out += *hash;
        ++i_;
      } else {
        out += c;
        ++i_;
      }
    }
    if (nested) Fail("a branch is not closed");
    return out;
  }

  // After '{': "name}", "name, plural, ...}" or "name, select, ...}".
  std::string Argument(const std::string* hash) {
    SkipSpace();
    const size_t start = i_;
    while (i_ < p_.size() && IsNameChar(p_[i_])) ++i_;
    const std::string_view name = p_.substr(start, i_ - start);
    if (name.empty()) {
      Fail("an argument without a name");
      return "";
    }
    const Arg* arg = Find(name);
    SkipSpace();
    if (i_ < p_.size() && p_[i_] == '}') {
      ++i_;
      if (!arg) {
        Fail("no value for {" + std::string(name) + "}");
        return "{" + std::string(name) + "}";
      }
      if (const long long* n = std::get_if<long long>(&arg->value)) return FormatNumber(lang_, *n);
      return std::get<std::string>(arg->value);
    }
    if (i_ >= p_.size() || p_[i_] != ',') {
      Fail("expected ',' or '}' after {" + std::string(name));
      return "";
    }
    ++i_;
    SkipSpace();
    const size_t tstart = i_;
    while (i_ < p_.size() && IsNameChar(p_[i_])) ++i_;
    const std::string_view type = p_.substr(tstart, i_ - tstart);
    SkipSpace();
    if (i_ >= p_.size() || p_[i_] != ',' || (type != "plural" && type != "select")) {
      Fail("expected 'plural' or 'select' after {" + std::string(name) + ",");
      return "";
    }
    ++i_;
    return Branches(name, arg, type == "plural", hash);
  }

  std::string Branches(std::string_view name, const Arg* arg, bool plural, const std::string* outer_hash) {
    const long long* number = arg ? std::get_if<long long>(&arg->value) : nullptr;
    const std::string* text = arg ? std::get_if<std::string>(&arg->value) : nullptr;
    if (!arg) Fail("no value for {" + std::string(name) + "}");
    if (arg && plural && !number) Fail("{" + std::string(name) + ", plural} needs a number");
    const std::string hash = number ? FormatNumber(lang_, *number) : std::string();
    const std::string category = number ? PluralCategory(lang_, *number) : "";
    std::string exact, by_category, other;
    bool has_exact = false, has_category = false, has_other = false;
    while (true) {
      SkipSpace();
      if (i_ >= p_.size()) {
        Fail("{" + std::string(name) + "} is not closed");
        break;
      }
      if (p_[i_] == '}') {
        ++i_;
        break;
      }
      const size_t sstart = i_;
      while (i_ < p_.size() && !IsSpace(p_[i_]) && p_[i_] != '{' && p_[i_] != '}') ++i_;
      const std::string selector(p_.substr(sstart, i_ - sstart));
      SkipSpace();
      if (selector.empty() || i_ >= p_.size() || p_[i_] != '{') {
        Fail("expected '{' after a selector of {" + std::string(name) + "}");
        break;
      }
      ++i_;
      std::string branch = Message(true, plural ? &hash : outer_hash);
      if (i_ < p_.size() && p_[i_] == '}') ++i_;
      if (selector == "other") {
        other = std::move(branch), has_other = true;
      } else if (plural && selector[0] == '=') {
        char* end = nullptr;
        const long long v = std::strtoll(selector.c_str() + 1, &end, 10);
        if (!end || *end) Fail("a bad selector " + selector);
        if (number && v == *number && !has_exact) exact = std::move(branch), has_exact = true;
      } else if (plural ? selector == category : (text && selector == *text)) {
        if (!has_category) by_category = std::move(branch), has_category = true;
      }
    }
    if (!has_other) Fail("{" + std::string(name) + "} has no 'other' branch");
    if (has_exact) return exact;
    if (has_category) return by_category;
    return other;
  }

  std::string_view lang_;
  std::string_view p_;
  const std::vector<Arg>& args_;
  size_t i_ = 0;
  std::string error_;
};

}  // namespace

// The CLDR plural rules (https://www.unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html)
// for whole numbers (i = |n|, v = 0). Categories a message lacks fall back to its "other" branch.
const char* PluralCategory(std::string_view lang, long long n) {
  const unsigned long long i = static_cast<unsigned long long>(n < 0 ? -n : n);
  const unsigned long long i10 = i % 10, i100 = i % 100;
  // "1 million de ..." (fr, es, it, ca, pt): many for whole millions.
  const bool millions = i != 0 && i % 1000000 == 0;
  if (lang == "fr" || lang == "pt") return i <= 1 ? "one" : millions ? "many" : "other";  // 0 and 1
  if (lang == "es" || lang == "it" || lang == "ca") return i == 1 ? "one" : millions ? "many" : "other";
  if (lang == "pl") {
    if (i == 1) return "one";
    if (i10 >= 2 && i10 <= 4 && !(i100 >= 12 && i100 <= 14)) return "few";
    return "many";  // 0, 5-21, 25-31...; "other" is for fractions only
  }
  if (lang == "ru" || lang == "uk") {
    if (i10 == 1 && i100 != 11) return "one";  // 1, 21, 101...
    if (i10 >= 2 && i10 <= 4 && !(i100 >= 12 && i100 <= 14)) return "few";  // 2-4, 22-24...
    return "many";  // 0, 5-20, 25-30, 111...
  }
  if (lang == "cs") return i == 1 ? "one" : (i >= 2 && i <= 4) ? "few" : "other";  // "many" is for fractions
  return i == 1 ? "one" : "other";  // en, de, nl
}

// Digit grouping per CLDR: the separator and the fewest digits a grouped number has
// (minimumGroupingDigits 2 means 1234 but 12 345).
std::string FormatNumber(std::string_view lang, long long n) {
  std::string digits = std::to_string(n < 0 ? -n : n);
  std::string sep = ",";
  size_t min_digits = 4;  // numbers shorter than this are not grouped
  if (lang == "de" || lang == "it" || lang == "ca" || lang == "nl" || lang == "pt") sep = ".";
  if (lang == "es") sep = ".", min_digits = 5;
  if (lang == "fr") sep = "\u202F";  // narrow no-break space
  if (lang == "cs" || lang == "ru" || lang == "uk") sep = "\u00A0";  // no-break space
  if (lang == "pl") sep = "\u00A0", min_digits = 5;
  std::string out;
  if (digits.size() >= min_digits) {
    const size_t lead = digits.size() % 3 == 0 ? 3 : digits.size() % 3;
    out = digits.substr(0, lead);
    for (size_t k = lead; k < digits.size(); k += 3) out += sep + digits.substr(k, 3);
  } else {
    out = digits;
  }
  return n < 0 ? "-" + out : out;
}

std::string FormatMessage(std::string_view lang, std::string_view pattern, const std::vector<Arg>& args,
                          std::string* error) {
  return Formatter(lang, pattern, args).Run(error);
}

}  // namespace carc::i18n
