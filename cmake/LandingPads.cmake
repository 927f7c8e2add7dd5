# carc_without_landing_pads(target): compiles `target` with no exception landing pads, for the thinking
# worker's engine and AI on the web (web/CMakeLists.txt, ai_worker). The build's -fwasm-exceptions
# (CMakeLists.txt: CARC_WASM_EH) puts a landing pad in nearly every function that holds an object with
# a destructor, and JavaScriptCore's optimising tier (OMG) compiles such functions slowly: in the jsc
# shell the search spent more time compiling than searching (README.md, "WebKit"). The engine and the
# AI never throw (errors are values), so with -fignore-exceptions a call is a plain call: a throw
# (a bug) still leaves through the worker's entry points, which catch it, but runs no destructors on
# its way out.
function(carc_without_landing_pads target)
  get_target_property(options ${target} COMPILE_OPTIONS)
  if(NOT options)
    set(options "")
  endif()
  list(REMOVE_ITEM options -fwasm-exceptions -sDISABLE_EXCEPTION_CATCHING=0)
  list(APPEND options -fignore-exceptions)
  set_target_properties(${target} PROPERTIES COMPILE_OPTIONS "${options}")
endfunction()
