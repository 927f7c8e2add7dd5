#include "ui/base/present.h"

#include <cstring>

namespace carc::ui {

namespace {

uint64_t g_texture_changes = 0;
bool g_painting_may_wait = false;

// A fast 64-bit hash over whole words (the draw lists are about a megabyte at most; a byte-wise hash
// would cost more than the frame it saves). Not cryptographic: a collision would only keep an old
// frame on screen for at most kAtLeastEvery frames.
struct Hasher {
  uint64_t h = 0x9e3779b97f4a7c15ull;
  void Word(uint64_t w) {
    h ^= w + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
    h *= 0xff51afd7ed558ccdull;
    h ^= h >> 32;
  }
  void Bytes(const void* p, size_t n) {
    const unsigned char* b = static_cast<const unsigned char*>(p);
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
      uint64_t w;
      std::memcpy(&w, b + i, 8);
      Word(w);
    }
    uint64_t tail = 0;
    if (n > i) std::memcpy(&tail, b + i, n - i);
    Word(tail ^ (static_cast<uint64_t>(n) << 56));
  }
  void Float(float f) {
    uint32_t u;
    std::memcpy(&u, &f, 4);
    Word(u);
  }
};

}  // namespace

void MarkTexturesChanged() { ++g_texture_changes; }
void SetPaintingMayWait(bool may_wait) { g_painting_may_wait = may_wait; }
bool PaintingMayWait() { return g_painting_may_wait; }

uint64_t DrawDataHash(const ImDrawData& data) {
  Hasher h;
  h.Float(data.DisplayPos.x), h.Float(data.DisplayPos.y);
  h.Float(data.DisplaySize.x), h.Float(data.DisplaySize.y);
  h.Float(data.FramebufferScale.x), h.Float(data.FramebufferScale.y);
  h.Word(static_cast<uint64_t>(data.CmdListsCount));
  for (int i = 0; i < data.CmdListsCount; ++i) {
    const ImDrawList* list = data.CmdLists[i];
    h.Bytes(list->VtxBuffer.Data, static_cast<size_t>(list->VtxBuffer.Size) * sizeof(ImDrawVert));
    h.Bytes(list->IdxBuffer.Data, static_cast<size_t>(list->IdxBuffer.Size) * sizeof(ImDrawIdx));
    for (const ImDrawCmd& cmd : list->CmdBuffer) {
      h.Float(cmd.ClipRect.x), h.Float(cmd.ClipRect.y), h.Float(cmd.ClipRect.z), h.Float(cmd.ClipRect.w);
      h.Word(static_cast<uint64_t>(reinterpret_cast<uintptr_t>(cmd.TextureId)));
      h.Word((static_cast<uint64_t>(cmd.VtxOffset) << 32) ^ cmd.IdxOffset);
      h.Word(cmd.ElemCount);
      // A callback (the premultiplied blend) is code, not data: its address says which one.
      h.Word(static_cast<uint64_t>(reinterpret_cast<uintptr_t>(cmd.UserCallback)));
      h.Word(static_cast<uint64_t>(reinterpret_cast<uintptr_t>(cmd.UserCallbackData)));
    }
  }
  return h.h;
}

namespace {
// The modes' names in the page's script API (present()): one table both ways.
struct ModeNamed {
  FramePresenter::Mode mode;
  const char* name;
};
constexpr ModeNamed kModeNames[] = {{FramePresenter::Mode::Changes, "changes"},
                                    {FramePresenter::Mode::Always, "always"},
                                    {FramePresenter::Mode::Sparse, "sparse"}};
}  // namespace

const char* FramePresenter::ModeName() const {
  for (const ModeNamed& m : kModeNames)
    if (m.mode == mode_) return m.name;
  return kModeNames[0].name;
}

bool FramePresenter::ModeFromName(const std::string& name, Mode* mode) {
  for (const ModeNamed& m : kModeNames)
    if (name == m.name) return *mode = m.mode, true;
  return false;
}

bool FramePresenter::NeedsPresent(const ImDrawData& data, double now_ms) {
  const uint64_t hash = DrawDataHash(data);
  // Sparse: a change within kSparseMs of the last picture waits (the hash and the textures seen stay
  // those of the screen, so the change is still one at the next frame).
  const bool wait = PicturesWait(now_ms);
  owes_ = false;
  if (mode_ == Mode::Always) {
  } else if (hash != last_hash_ || textures_seen_ != g_texture_changes) {
    if (wait) {
      owes_ = true;
      ++skipped_;
      return false;
    }
    ++(hash != last_hash_ ? by_lists_ : by_textures_);
  } else if (++since_presented_ >= kAtLeastEvery) {
    ++by_backstop_;
  } else {
    ++skipped_;
    return false;
  }
  last_present_ms_ = now_ms;
  last_hash_ = hash;
  textures_seen_ = g_texture_changes;
  since_presented_ = 0;
  ++presented_;
  return true;
}

}  // namespace carc::ui
