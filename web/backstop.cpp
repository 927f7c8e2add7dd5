#include "backstop.h"

#include <exception>

#include "app.h"

namespace carc::ui {

bool GuardedFrame(App& app, bool* more, std::string* error) {
  try {
    *more = app.Frame();
    return true;
  } catch (const std::exception& e) {
    *error = e.what();
    return false;
  }
}

bool GuardedAnswer(App& app, const std::string& method, const nlohmann::json& arg, std::string* out,
                   std::string* error) {
  try {
    *out = ScriptAnswer(app, method, arg);
    return true;
  } catch (const std::exception& e) {
    *error = e.what();
    return false;
  }
}

}  // namespace carc::ui
