// The Catch2 v2 implementation, compiled once at -O0 (docs/toolchain.md pitfall 3).
// Catch2 v3 (NKB_CATCH3) has its runner in the library already.
#ifndef NKB_CATCH3
#define CATCH_CONFIG_RUNNER
#endif
#include <catch2/catch.hpp>

int catch_run(int argc, char **argv)
{
    return Catch::Session().run(argc, argv);
}
