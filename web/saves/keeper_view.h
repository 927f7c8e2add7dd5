#pragma once
// The words of keeping the saved games (SavedGamesKeeper; SavedGamesFlow acts on the choices):
//  - the game went two ways in two windows (or tabs) of this browser: nothing was written over, the
//    line played here is a saved game of its own; go on with it, or open the other;
//  - once per device, that this browser may still clear the saved games, and what to do about it.
#include <imgui.h>

#include <string>

#include <nlohmann/json_fwd.hpp>

namespace carc::ui {

struct ForkChoice {
  bool open_other = false;  // open the other window's line (`other`)
  std::string other;
};

class ForkNotice {
 public:
  // `mine`, `kept`: the names of this window's line and the other's; `kept_id`: the other's entry.
  void Open(std::string mine, std::string kept, std::string kept_id);
  void Close() { visible_ = false; }
  bool Visible() const { return visible_; }
  ForkChoice Draw(ImVec2 pos, ImVec2 size);
  nlohmann::json Json() const;  // {visible, mine, kept}

 private:
  bool visible_ = false;
  std::string mine_, kept_, kept_id_;
};

struct WarningChoice {
  bool backup = false;  // Back up now
};

class StorageWarning {
 public:
  void Open() { visible_ = true; }
  bool Visible() const { return visible_; }
  WarningChoice Draw(ImVec2 pos, ImVec2 size);

 private:
  bool visible_ = false;
};

}  // namespace carc::ui
