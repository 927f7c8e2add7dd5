// The compatibility corpus (tests/fixtures/compat/, README there): share links and saved games made by
// earlier builds must open with the same outcome in this one. Every fixture's link and saved record
// are replayed and compared with what the build that made them recorded: status, scores, next
// decision, turn, tiles, figures, and a digest of the whole report (every event). The fixture files
// themselves are append-only: MANIFEST.sha256 lists each with its SHA-256.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <filesystem>
#include <map>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "carc/record.h"
#include "carc/share.h"

using namespace carc;
using nlohmann::json;

namespace {

const std::filesystem::path kDir = CARC_FIXTURE_DIR;

std::string ReadFile(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// SHA-256 (FIPS 180-4), enough for a manifest check.
std::string Sha256Hex(const std::string& data) {
  static constexpr uint32_t k[64] = {
      0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
      0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
      0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
      0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
      0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
      0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
      0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
      0xc67178f2};
  std::array<uint32_t, 8> h = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
  std::string m = data;
  const uint64_t bits = static_cast<uint64_t>(data.size()) * 8;
  m.push_back(static_cast<char>(0x80));
  while (m.size() % 64 != 56) m.push_back('\0');
  for (int i = 7; i >= 0; --i) m.push_back(static_cast<char>((bits >> (8 * i)) & 0xff));
  auto rotr = [](uint32_t x, int n) { return (x >> n) | (x << (32 - n)); };
  for (size_t off = 0; off < m.size(); off += 64) {
    uint32_t w[64];
    for (int i = 0; i < 16; ++i)
      w[i] = static_cast<uint32_t>(static_cast<unsigned char>(m[off + 4 * i])) << 24 |
             static_cast<uint32_t>(static_cast<unsigned char>(m[off + 4 * i + 1])) << 16 |
             static_cast<uint32_t>(static_cast<unsigned char>(m[off + 4 * i + 2])) << 8 |
             static_cast<uint32_t>(static_cast<unsigned char>(m[off + 4 * i + 3]));
    for (int i = 16; i < 64; ++i) {
      uint32_t s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3);
      uint32_t s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10);
      w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    uint32_t a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7];
    for (int i = 0; i < 64; ++i) {
      uint32_t t1 = hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + k[i] + w[i];
      uint32_t t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
      hh = g, g = f, f = e, e = d + t1, d = c, c = b, b = a, a = t1 + t2;
    }
    h[0] += a, h[1] += b, h[2] += c, h[3] += d, h[4] += e, h[5] += f, h[6] += g, h[7] += hh;
  }
  std::string out;
  char buf[9];
  for (uint32_t v : h) {
    std::snprintf(buf, sizeof buf, "%08x", v);
    out += buf;
  }
  return out;
}

std::string Fnv1a64Hex(const std::string& text) {
  uint64_t h = 0xcbf29ce484222325ull;
  for (char c : text) {
    h ^= static_cast<unsigned char>(c);
    h *= 0x100000001b3ull;
  }
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return buf;
}

// Every fixture file (*.json below the corpus directory), relative paths with '/', sorted.
std::vector<std::string> FixtureFiles() {
  std::vector<std::string> out;
  for (const auto& e : std::filesystem::recursive_directory_iterator(kDir))
    if (e.is_regular_file() && e.path().extension() == ".json")
      out.push_back(std::filesystem::relative(e.path(), kDir).generic_string());
  std::sort(out.begin(), out.end());
  return out;
}

// Replays a record and compares the outcome with the fixture's "expect".
void CheckOutcome(const GameRecord& r, const json& expect, const char* form) {
  INFO("form: ", form);
  ReplayResult rr = Replay(r, true);
  REQUIRE_MESSAGE(!rr.error, (rr.error ? rr.error->Message() : ""));
  const json report = Report(rr.state, rr.events);
  CHECK(report["status"] == expect["status"]);
  CHECK(report["scores"] == expect["scores"]);
  CHECK(report["next"] == expect["next"]);
  CHECK(rr.state.turn == expect["turn"].get<int>());
  CHECK(rr.state.board.size() == expect["tiles"].get<int>());
  CHECK(rr.state.figures.size() == expect["figures"].get<size_t>());
  CHECK(r.actions.size() == expect["actions"].get<size_t>());
  CHECK(rr.events.size() == expect["events"].get<size_t>());
  CHECK_MESSAGE(Fnv1a64Hex(report.dump()) == expect["digest"].get<std::string>(), "the report's events differ");
}

}  // namespace

TEST_CASE("compat: SHA-256 of a known text") {
  CHECK(Sha256Hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  CHECK(Sha256Hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
}

TEST_CASE("compat: the fixture files are those of MANIFEST.sha256, unchanged (fixtures are append-only)") {
  std::map<std::string, std::string> manifest;  // path -> sha256
  std::istringstream lines(ReadFile(kDir / "MANIFEST.sha256"));
  for (std::string line; std::getline(lines, line);) {
    if (line.empty() || line[0] == '#') continue;
    REQUIRE_MESSAGE(line.size() > 66, line);
    manifest[line.substr(66)] = line.substr(0, 64);
  }
  const std::vector<std::string> files = FixtureFiles();
  REQUIRE(files.size() >= 40);
  for (const std::string& f : files) {
    INFO("fixture ", f);
    REQUIRE_MESSAGE(manifest.count(f), "not in MANIFEST.sha256: add a line (sha256sum), never edit or remove one");
    CHECK_MESSAGE(Sha256Hex(ReadFile(kDir / f)) == manifest[f],
                  "a fixture was changed: fixtures are append-only (see tests/fixtures/compat/README.md)");
  }
  for (const auto& listed : manifest) {  // (clang 14 cannot capture a structured binding)
    const std::string& path = listed.first;
    CHECK_MESSAGE(std::find(files.begin(), files.end(), path) != files.end(), "listed but missing: ", path);
  }
}

TEST_CASE("compat: every fixture's link and saved game replay to the outcome recorded when it was made") {
  const std::vector<std::string> files = FixtureFiles();
  REQUIRE(!files.empty());
  for (const std::string& f : files) {
    SUBCASE(f.c_str()) {
      const json doc = json::parse(ReadFile(kDir / f), nullptr, false);
      REQUIRE(doc.is_object());
      const std::string link = doc["link"].get<std::string>();
      const json& expect = doc["expect"];

      // The link, as the page reads it: the text after '#'.
      const size_t hash = link.find('#');
      REQUIRE(hash != std::string::npos);
      GameRecord from_link;
      std::string error;
      REQUIRE_MESSAGE(DecodeShareFragment(std::string_view(link).substr(hash + 1), &from_link, &error), error);
      CheckOutcome(from_link, expect, "link");

      // The saved game: the record text exactly as it lies in local storage.
      const std::string text = doc["saved"]["record"].get<std::string>();
      GameRecord saved;
      REQUIRE_MESSAGE(ParseRecord(text, &saved, &error), error);
      CheckOutcome(saved, expect, "saved record");
      CHECK(RecordToJson(saved) == RecordToJson(from_link));
      CHECK(doc["saved"]["entry"]["turn"] == expect["turn"]);
      CHECK(doc["saved"]["entry"]["status"] == expect["status"]);

      // Written back, an old game keeps its form byte for byte: a stale copy of the site that reads
      // only that form still opens the link and the saved game.
      CHECK(link.substr(hash + 1) == "g=" + EncodeShareFragment(saved));
      CHECK(RecordToJson(saved).dump(-1, ' ', false, json::error_handler_t::replace) == text);
    }
  }
  MESSAGE(files.size(), " compatibility fixtures");
}
