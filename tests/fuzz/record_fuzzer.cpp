// libFuzzer target: untrusted bytes as a game record (ParseRecord) and as a share link
// (DecodeShareFragment), each replayed when it reads. Besides crashes, sanitizer reports and hangs,
// it checks two properties: whatever reads is given back unchanged by its share link (the compact
// form is lossless), and a replayed game offers a legal action unless it is over.
// Build: -DCARC_FUZZ=ON with clang (see .github/scripts/fuzz.sh).
#include <cstdint>
#include <cstdlib>
#include <cstdio>
#include <string>

#include "carc/game.h"
#include "carc/share.h"

namespace {
using namespace carc;

void Fail(const char* what, const std::string& detail) {
  std::fprintf(stderr, "record_fuzzer: %s: %s\n", what, detail.c_str());
  std::abort();
}

void Exercise(bool ok, const std::string& error, const GameRecord& r) {
  if (!ok) {
    if (error.empty()) Fail("refused without a message", "");
    return;
  }
  // Lossless: the share link of whatever was read reads back as the same record.
  GameRecord back;
  std::string why;
  if (!DecodeShareFragment(EncodeShareFragment(r), &back, &why)) Fail("own link refused", why);
  if (RecordToJson(back) != RecordToJson(r)) Fail("link changed the record", RecordToJson(r).dump());
  ReplayResult res = Replay(r, true);
  if (res.error) {
    // An action's index, -1 for the setup, or the record's length for its fair-deal values.
    const int n = static_cast<int>(r.actions.size());
    if (res.error->index < -1 || res.error->index > n || (res.error->index == n && !res.error->action.is_null()))
      Fail("bad error index", res.error->Message());
    if (res.error->Message().empty()) Fail("error without a message", "");
    return;
  }
  (void)Report(res.state, res.events).dump();
  if (!IsOver(res.state)) {
    std::vector<Action> legal = LegalActions(res.state);
    if (legal.empty()) Fail("no legal action in a game that is not over", RecordToJson(r).dump());
    GameState s = res.state;
    // A fair deal's reveal needs the seat's secret; any device may make a new chain instead.
    const Action& a = res.state.decision == Decision::Reveal ? legal.back() : legal.front();
    if (auto err = Apply(s, a)) Fail("a legal action was refused", err->message);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  {
    GameRecord r;
    std::string error;
    bool ok = ParseRecord(text, &r, &error);
    Exercise(ok, error, r);
  }
  {
    GameRecord r;
    std::string error;
    bool ok = DecodeShareFragment(text, &r, &error);
    Exercise(ok, error, r);
  }
  return 0;
}
