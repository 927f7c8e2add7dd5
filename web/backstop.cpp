#include "backstop.h"

#include <exception>

namespace carc::ui {

bool RunGuarded(void (*body)(void*), void* data, std::string* error) {
  try {
    body(data);
    return true;
  } catch (const std::exception& e) {
    *error = e.what();
    return false;
  }
}

}  // namespace carc::ui
