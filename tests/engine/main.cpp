// doctest's main for carc_tests (the same binary runs natively and under Node from the em++ build).
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>
