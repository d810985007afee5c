// The Catch2 v2 implementation, compiled once at -O0 (TOOLCHAIN.md pitfall 3).
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

int catch_run(int argc, char **argv)
{
    return Catch::Session().run(argc, argv);
}
