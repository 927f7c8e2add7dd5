#include "link/link_address.h"

#include <cstdio>

#include "carc/share.h"
#include "i18n/i18n.h"

namespace carc::ui {
namespace {

std::string_view Trim(std::string_view s) {
  const char* ws = " \t\r\n";
  const size_t a = s.find_first_not_of(ws);
  if (a == std::string_view::npos) return {};
  return s.substr(a, s.find_last_not_of(ws) - a + 1);
}

}  // namespace

std::string BuildShareLink(std::string_view page_address, const GameRecord& r) {
  const std::string_view base = page_address.substr(0, page_address.find('#'));
  return std::string(base) + "#g=" + EncodeShareFragment(r);
}

bool HashHasGame(std::string_view hash) {
  if (!hash.empty() && hash.front() == '#') hash.remove_prefix(1);
  return hash.substr(0, 2) == "g=";
}

std::string_view LinkFragment(std::string_view link) {
  link = Trim(link);
  const size_t hash = link.find('#');
  return hash == std::string_view::npos ? link : link.substr(hash + 1);
}

bool ReadShareLink(std::string_view link, GameRecord* out, std::string* error) {
  const std::string_view fragment = LinkFragment(link);
  if (fragment.empty()) {
    *error = i18n::T("error.link.empty");
    return false;
  }
  GameRecord r;
  std::string why;
  // Real links hold a few thousand characters; past the engine's record limit it is never a game.
  if (fragment.size() > kMaxRecordBytes) {
    *error = i18n::F("error.link.too-long", {{"n", fragment.size()}});
    return false;
  }
  ReadFailure failure = ReadFailure::Unreadable;
  if (!DecodeShareFragment(fragment, &r, &why, &failure)) {
    *error = i18n::T(failure == ReadFailure::NewerVersion ? "error.link.newer" : "error.link.unreadable");
    return false;
  }
  ReplayResult rr = Replay(r, false);
  if (rr.error) {
    // One plain message per kind, never the engine's reason ("action 4 is not allowed..."): in a fair
    // deal any action or value that does not replay means the deal was altered (a changed value
    // deals another tile, and the moves after it no longer fit); otherwise the link was damaged.
    // The engine's detail goes to the console for whoever investigates, as information (standard
    // output: the console's log): a refused link is the page doing its job, not an error of the page.
    std::printf("link not opened: %s\n", rr.error->Message().c_str());
    *error = i18n::T(r.setup.fair_deal ? "fair.refused.tampered" : "error.link.damaged");
    return false;
  }
  *out = std::move(r);
  return true;
}

}  // namespace carc::ui
