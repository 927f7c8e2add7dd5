#pragma once
// The page's one alert line (platform::ShowAlert: the role="alert" element under the canvas). An
// error (a move refused, a link not opened) stays until something answers it: a move made or taken
// back, a new game; a notice stays until the next alert.
#include <string>

#include "platform/platform.h"

namespace carc::ui {

class PageAlert {
 public:
  void Show(const std::string& text, bool is_error) {  // empty text hides the line
    platform::ShowAlert(text);
    error_ = is_error;
  }
  void ClearError() {  // an error answered: it goes (a notice stays)
    if (error_) Show("", false);
  }

 private:
  bool error_ = false;  // the line shows an error
};

}  // namespace carc::ui
