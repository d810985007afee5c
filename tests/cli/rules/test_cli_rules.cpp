#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <sstream>
#include <string>
#include <vector>

#include "cli/cli.h"
#include "clirun.h"

namespace {

using Run = CliRun;

nlohmann::json parsed(const Run &r)
{
    INFO("stdout: " << r.out << " stderr: " << r.err);
    REQUIRE(r.code == 0);
    REQUIRE(!r.out.empty());
    CHECK(r.out.back() == '\n');
    return nlohmann::json::parse(r.out);
}

} // namespace

TEST_CASE("cli roem: the issue's example (R48, R49)", "[cli][roem][R48]")
{
    const auto j = parsed(runCli({"roem", "--trump", "H", "AH", "KH", "QH", "JH", "TH", "9H"}));
    CHECK(j == nlohmann::json{{"claimable", {20, 40, 50, 60, 70, 100, 120}}});
}

TEST_CASE("cli roem: --trump none means no Stuk (R41)", "[cli][roem][R41]")
{
    const auto j = parsed(runCli({"roem", "--trump", "none", "AH", "KH", "QH", "JH", "TH", "9H"}));
    CHECK(j["claimable"] == nlohmann::json({20, 40, 50, 100}));
}

TEST_CASE("cli roem: docs/rules.md examples, comma lists and Dutch letters", "[cli][roem][R48]")
{
    CHECK(parsed(runCli({"roem", "--trump", "D", "KD,QD,JD,10D,7S,8S"}))["claimable"] ==
          nlohmann::json({20, 40, 50, 70}));
    CHECK(parsed(runCli({"roem", "QH", "QC", "QD", "QS", "9H", "9C", "--trump", "S"}))["claimable"] ==
          nlohmann::json({100}));
    // BH = boer harten, VH = vrouw harten, HH = heer harten; trump by its Dutch name.
    CHECK(parsed(runCli({"roem", "--trump", "harten", "BH", "VH", "HH", "7C", "9D", "AS"}))["claimable"] ==
          nlohmann::json({20, 40}));
    // No roem: an empty list.
    CHECK(parsed(runCli({"roem", "--trump", "C", "7C", "9D", "JS", "AS", "KH", "8H"}))["claimable"] ==
          nlohmann::json::array());
}

TEST_CASE("cli roem: unusable input exits 2 with a Dutch message", "[cli][roem]")
{
    const auto bad = runCli({"roem", "--trump", "H", "AH", "KH", "QH", "JH", "TH", "XX"});
    CHECK(bad.code == 2);
    CHECK(bad.out.empty());
    CHECK(bad.err.find("XX") != std::string::npos);
    CHECK(bad.err.find("geen kaart") != std::string::npos);

    const auto five = runCli({"roem", "--trump", "H", "AH", "KH", "QH", "JH", "TH"});
    CHECK(five.code == 2);
    CHECK(five.err.find("zes kaarten") != std::string::npos);

    CHECK(runCli({"roem", "--trump", "H", "AH", "KH", "QH", "JH", "TH", "9H", "8H"}).code == 2);
    CHECK(runCli({"roem", "AH", "KH", "QH", "JH", "TH", "9H"}).code == 2);                 // no --trump
    CHECK(runCli({"roem", "--trump", "X", "AH", "KH", "QH", "JH", "TH", "9H"}).code == 2); // bad trump
    const auto dup = runCli({"roem", "--trump", "H", "AH", "AH", "QH", "JH", "TH", "9H"});
    CHECK(dup.code == 2);
    CHECK(dup.err.find("twee keer") != std::string::npos);
    CHECK(runCli({"roem", "AH", "KH", "QH", "JH", "TH", "9H", "--trump"}).code == 2); // --trump without value
}

TEST_CASE("cli legal: the issue's example (R27)", "[cli][legal][R27]")
{
    const auto j = parsed(runCli({"legal", "--trump", "H", "--trick", "AS,KH", "--hand", "7S,8H,JH"}));
    CHECK(j == nlohmann::json{{"legal", {"7S", "JH"}}});
}

TEST_CASE("cli legal: docs/rules.md examples (R26, R27)", "[cli][legal][R26][R27]")
{
    CHECK(parsed(runCli({"legal", "--trump", "S", "--trick", "KD,7S", "--hand", "AD,8S,9C"}))["legal"] ==
          nlohmann::json({"AD", "8S"}));
    CHECK(parsed(runCli({"legal", "--trump", "S", "--trick", "JS", "--hand", "7S,AH"}))["legal"] ==
          nlohmann::json({"7S"}));
    CHECK(parsed(runCli({"legal", "--trump", "S", "--trick", "9S", "--hand", "JS,AH"}))["legal"] ==
          nlohmann::json({"JS", "AH"}));
}

TEST_CASE("cli legal: an empty --trick means leading, --trump none (R24, R29)", "[cli][legal][R24][R29]")
{
    CHECK(parsed(runCli({"legal", "--trump", "H", "--trick", "", "--hand", "9C,JS,7H"}))["legal"] ==
          nlohmann::json({"9C", "JS", "7H"}));
    CHECK(parsed(runCli({"legal", "--trump", "H", "--hand", "9C,JS,7H"}))["legal"] ==
          nlohmann::json({"9C", "JS", "7H"}));
    CHECK(parsed(runCli({"legal", "--trump", "none", "--trick", "KD", "--hand", "7D,AS,JS"}))["legal"] ==
          nlohmann::json({"7D"}));
    // Output uses canonical notation: 10D is printed TD.
    CHECK(parsed(runCli({"legal", "--trump", "none", "--trick", "KD", "--hand", "10D,AS"}))["legal"] ==
          nlohmann::json({"TD"}));
}

TEST_CASE("cli legal: unusable input exits 2 with a Dutch message", "[cli][legal]")
{
    const auto bad = runCli({"legal", "--trump", "H", "--trick", "AS,ZZ", "--hand", "7S"});
    CHECK(bad.code == 2);
    CHECK(bad.err.find("ZZ") != std::string::npos);
    CHECK(runCli({"legal", "--trump", "H", "--trick", "AS"}).code == 2);                    // no hand
    CHECK(runCli({"legal", "--trick", "AS", "--hand", "7S"}).code == 2);                    // no trump
    CHECK(runCli({"legal", "--trump", "H", "--trick", "AS", "--hand", "AS,7S"}).code == 2); // card twice
    CHECK(runCli({"legal", "--trump", "H", "--hand", "7S,8S,9S,TS,JS,QS,KS"}).code == 2);   // seven cards
}
