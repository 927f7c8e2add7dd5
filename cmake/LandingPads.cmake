# carc_without_landing_pads(target): compiles `target` with no exception landing pads. On the web every
# part of app.wasm is (the engine and the AI, the app, Dear ImGui, the texts: web/CMakeLists.txt) but
# web/platform/backstop.cpp, the one catch the page's and the worker's entry points run their work
# through. The build's -fwasm-exceptions (CMakeLists.txt: CARC_WASM_EH) puts a landing pad in nearly
# every function that holds an object with a destructor: about 40 KiB of the gzipped app.wasm, and
# JavaScriptCore's optimising tier (OMG) compiles such functions slowly (in the jsc shell the search
# spent more time compiling than searching: docs/webkit-speed.md). Nothing here throws on purpose
# (errors are values), so with -fignore-exceptions a call is a plain call: a throw (a bug) still
# reaches the backstop, which catches it, but runs no destructors on its way out.
function(carc_without_landing_pads target)
  get_target_property(options ${target} COMPILE_OPTIONS)
  if(NOT options)
    set(options "")
  endif()
  list(REMOVE_ITEM options -fwasm-exceptions -sDISABLE_EXCEPTION_CATCHING=0)
  list(APPEND options -fignore-exceptions)
  set_target_properties(${target} PROPERTIES COMPILE_OPTIONS "${options}")
endfunction()
