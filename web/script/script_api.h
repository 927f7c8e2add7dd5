#pragma once
// window.carcassonne: the page's scripting interface (for tests and for people who want it).
// One exported C function takes a method name and a JSON argument and returns JSON; shell/shell.js
// wraps it as newGame(setup), state(), legal(), apply(action), undo() and debug.*.
namespace carc::ui {

class App;
// The App the script API drives (the same game the UI shows).
void AttachScriptApi(App* app);

}  // namespace carc::ui

extern "C" {
// method: "newGame" (arg: setup), "state", "legal", "apply" (arg: action), "undo", "record",
// "load" (arg: record), "cellToScreen" (arg: [x,y]), "targets", "widgets", "frameStats", "view".
// Returns a JSON text owned by the API (valid until the next call).
const char* carc_api(const char* method, const char* arg_json);
}
