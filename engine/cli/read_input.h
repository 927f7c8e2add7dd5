#pragma once
// Reading a command's input file (main.cpp).
#include <string>

namespace carc::cli {

// The whole file at `path`, or standard input for "-"; false when it cannot be read.
bool ReadInput(const std::string& path, std::string* text);

}  // namespace carc::cli
