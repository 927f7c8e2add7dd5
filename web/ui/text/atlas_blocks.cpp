#include "ui/text/atlas_blocks.h"

#include <algorithm>

namespace carc::ui::atlas_blocks {
namespace {

// What an English page draws (the catalogue's characters are all in these): ASCII and Latin-1
// (accented names too), general punctuation (dashes, quotes, the ellipsis, the narrow no-break
// space), the euro and numero signs, arrows, the minus sign and the check mark.
constexpr char32_t kFirstBlocks[] = {0x0000, 0x0080, 0x2000, 0x2080, 0x2100, 0x2180, 0x2200, 0x2700};

}  // namespace

Blocks::Blocks(std::vector<Range> embedded, bool all) : embedded_(std::move(embedded)) {
  std::sort(embedded_.begin(), embedded_.end());
  if (all) {
    for (const Range& r : embedded_)
      for (char32_t b = r.first / kBlock * kBlock; b <= r.second; b += kBlock) blocks_.push_back(b);
  } else {
    blocks_.assign(std::begin(kFirstBlocks), std::end(kFirstBlocks));
  }
  std::sort(blocks_.begin(), blocks_.end());
  blocks_.erase(std::unique(blocks_.begin(), blocks_.end()), blocks_.end());
}

bool Blocks::Embedded(char32_t c) const {
  auto it = std::upper_bound(embedded_.begin(), embedded_.end(), c,
                             [](char32_t v, const Range& r) { return v < r.first; });
  return it != embedded_.begin() && c <= std::prev(it)->second;
}

bool Blocks::BlockIn(char32_t c) const {
  return std::binary_search(blocks_.begin(), blocks_.end(), c / kBlock * kBlock);
}

bool Blocks::InAtlas(char32_t c) const { return BlockIn(c) && Embedded(c); }

bool Blocks::Need(char32_t c) {
  if (!Embedded(c)) return false;
  if (BlockIn(c)) return true;
  blocks_.insert(std::upper_bound(blocks_.begin(), blocks_.end(), c / kBlock * kBlock), c / kBlock * kBlock);
  changed_ = true;
  return false;
}

std::vector<Range> Blocks::Ranges() const {
  std::vector<Range> out;
  for (const Range& r : embedded_) {
    for (char32_t b = r.first / kBlock * kBlock; b <= r.second; b += kBlock) {
      if (!std::binary_search(blocks_.begin(), blocks_.end(), b)) continue;
      const char32_t lo = std::max(r.first, b), hi = std::min<char32_t>(r.second, b + kBlock - 1);
      if (!out.empty() && out.back().second + 1 == lo) out.back().second = hi;
      else out.emplace_back(lo, hi);
    }
  }
  return out;
}

int Blocks::Characters() const {
  int n = 0;
  for (const Range& r : Ranges()) n += static_cast<int>(r.second - r.first + 1);
  return n;
}

}  // namespace carc::ui::atlas_blocks
