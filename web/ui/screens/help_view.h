#pragma once
// How to play: the rules as this game plays them, a page for the base game and one per expansion
// (River, Abbey & Mayor, Watchtowers, Tower & Thieves C3.1, Inns & Cathedrals, Traders & Builders), short sections with small drawings made
// by the board's own drawing code. Opened from the new-game screen, the sidebar, the phone's bar and
// with F1 or ?. A dialog that fits a phone (its body scrolls, by finger too).
#include <imgui.h>

#include <string>

#include "i18n/help_texts.h"

namespace carc::ui {

class BoardMotion;
class Sounds;
class SquareOutlook;
class Tips;

class HelpView {
 public:
  enum Page { kBasics, kRiver, kAbbeyMayor, kWatchtowers, kTowerThieves, kInnsCathedrals, kTradersBuilders, kPages };

  void Open(int page = -1);  // -1: the page shown last
  bool IsOpen() const { return open_; }
  // Draws the dialog over the area given while it is open; `tips`: its "show tips" choice; `motion`:
  // its "animate the board" choice; `sounds`: its "play short sounds" choice; `marks`: its "show what
  // can still fit" choice.
  void Draw(ImVec2 pos, ImVec2 size, Tips* tips, BoardMotion* motion = nullptr, Sounds* sounds = nullptr,
            SquareOutlook* marks = nullptr);

 private:
  bool open_ = false;
  int page_ = kBasics;
  bool to_top_ = false;  // a page was chosen: scroll its body back to the top
  // The pages' texts, fetched the first time the dialog opens on the web (i18n/help_texts.h), and the
  // language whose pages' letters the font atlas was last asked for.
  HelpTexts texts_;
  std::string expected_;
};

}  // namespace carc::ui
