// A hostile game file is refused in Dutch — no crash on deep nesting, no
// library text ("json.exception", "out_of_range") in the message, and never the input echoed back.
#include "gamefile/gamejson.h"

#include <catch2/catch.hpp>

#include <string>
#include <variant>

using namespace nkb;

namespace {

std::string refusal(const std::string &text)
{
    const auto parsed = parseGameJson(text);
    const auto *bad = std::get_if<GameParseError>(&parsed);
    REQUIRE(bad != nullptr);
    return bad->message;
}

void checkDutchOnly(const std::string &message)
{
    INFO(message);
    CHECK_FALSE(message.empty());
    CHECK(message.find("json") == std::string::npos);
    CHECK(message.find("exception") == std::string::npos);
    CHECK(message.find("out_of_range") == std::string::npos);
    CHECK(message.size() < 300);
}

} // namespace

TEST_CASE("A game file nested 100,000 deep is refused without a crash", "[gamefile][hostile]")
{
    const std::string deep = std::string(100000, '[') + std::string(100000, ']');
    const std::string message = refusal(deep);
    CHECK(message.find("te diep genest") != std::string::npos);
    checkDutchOnly(message);
    const std::string inside = R"({"players":["A","B","C"],"giften":)" + deep + "}";
    checkDutchOnly(refusal(inside));
}

TEST_CASE("A number beyond any double is a Dutch refusal, not the library's text", "[gamefile][hostile]")
{
    const std::string message = refusal(R"({"players":["A","B","C"],"giften":[],"x":1e999})");
    CHECK(message == "Het bestand bevat een getal dat te groot is.");
}
