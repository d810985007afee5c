// `game check` on {"…","x":1e999} printed "Interne fout: [json.exception…]". A
// file that cannot be read as a game stays exit 2 (README), now with a Dutch sentence.
#include "clirun.h"

#include <catch2/catch.hpp>

#include <string>

TEST_CASE("game check with a number beyond any double answers in Dutch", "[cli][game][hostile]")
{
    const CliRun r = runCli({"game", "check", "-"}, R"({"players":["A","B","C"],"giften":[],"x":1e999})");
    INFO(r.out << r.err);
    CHECK(r.code == 2);
    CHECK(r.err.find("Interne fout") == std::string::npos);
    CHECK(r.err.find("json.exception") == std::string::npos);
    CHECK(r.out == "{\"ok\":false,\"error\":\"Het bestand bevat een getal dat te groot is.\"}\n");
}

TEST_CASE("game check with 100,000 opening brackets is refused without a crash", "[cli][game][hostile]")
{
    const CliRun r = runCli({"game", "check", "-"}, std::string(100000, '[') + std::string(100000, ']'));
    INFO(r.out << r.err);
    CHECK(r.code == 2);
    CHECK(r.out.find("te diep genest") != std::string::npos);
}
