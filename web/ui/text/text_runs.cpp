#include "ui/text/text_runs.h"

namespace carc::ui::runs {
// The characters' classes (i18n/characters.h), used unqualified in the runs' rules.
using namespace carc::chars;

namespace {

// What may sit between two words of one run: spaces and the punctuation of names ("Abd-al Rahman").
bool IsNeutral(char32_t c) {
  return IsSpace(c) || c == '-' || c == '\'' || c == '.' || c == 0x2019 || c == 0x2010 || c == 0x00B7;
}

// The code points of `text` in [begin, end).
std::vector<char32_t> CodePoints(std::string_view text, Span s) {
  std::vector<char32_t> out;
  for (size_t i = s.begin; i < s.end;) {
    size_t n = 1;
    out.push_back(DecodeAt(text, i, &n));
    i += n;
  }
  return out;
}

}  // namespace

std::vector<Segment> Split(std::string_view text, const std::function<bool(char32_t)>& covered, Host host) {
  std::vector<Segment> out;
  const auto push = [&](size_t begin, size_t end, Drawer how) {
    if (host == Host::kHostText && !out.empty() && out.back().how == how && out.back().end == begin) {
      out.back().end = end;
    } else if (how == Drawer::Font && !out.empty() && out.back().how == Drawer::Font && out.back().end == begin) {
      out.back().end = end;
    } else {
      out.push_back({begin, end, how});
    }
  };
  // ImGui's own line breaks and tabs stay; other controls show nothing.
  const auto control_drawer = [](char32_t c) { return c == '\n' || c == '\t' ? Drawer::Font : Drawer::Hidden; };

  if (host == Host::kBoxes) {
    for (size_t i = 0; i < text.size();) {
      size_t n = 1;
      const char32_t c = DecodeAt(text, i, &n);
      Drawer how = Drawer::Font;
      if (IsControl(c)) how = control_drawer(c);
      else if (covered(c)) how = Drawer::Font;
      else if (IsInvisibleFormat(c)) how = Drawer::Hidden;
      else how = Drawer::Box;
      push(i, i + n, how);
      i += n;
    }
    return out;
  }

  // The browser: each cluster is the font's, or goes to the host as part of a run.
  const std::vector<Span> clusters = Clusters(text);
  std::vector<Drawer> kind(clusters.size());
  for (size_t k = 0; k < clusters.size(); ++k) {
    const std::vector<char32_t> cps = CodePoints(text, clusters[k]);
    bool emoji = false;
    for (char32_t c : cps) emoji = emoji || IsEmoji(c) || c == 0xFE0F || c == 0x20E3;
    if (cps.size() == 1 && IsControl(cps[0])) kind[k] = control_drawer(cps[0]);
    else if (cps.size() == 1 && covered(cps[0])) kind[k] = Drawer::Font;
    else kind[k] = emoji ? Drawer::HostColour : Drawer::Host;
  }
  // Neutral characters of the font between two parts of one (non-emoji) run join it.
  for (size_t k = 0; k < clusters.size();) {
    if (kind[k] != Drawer::Host) {
      ++k;
      continue;
    }
    size_t j = k + 1;
    while (j < clusters.size() && kind[j] == Drawer::Font && clusters[j].end - clusters[j].begin <= 3) {
      size_t n = 1;
      if (!IsNeutral(DecodeAt(text, clusters[j].begin, &n))) break;
      ++j;
    }
    if (j > k + 1 && j < clusters.size() && kind[j] == Drawer::Host)
      for (size_t m = k + 1; m < j; ++m) kind[m] = Drawer::Host;
    k = j > k + 1 ? j : k + 1;
  }
  for (size_t k = 0; k < clusters.size(); ++k) push(clusters[k].begin, clusters[k].end, kind[k]);
  return out;
}

}  // namespace carc::ui::runs
