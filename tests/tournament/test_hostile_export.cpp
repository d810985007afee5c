// An export document built to hurt (deep nesting in a game record, a
// number beyond any double) is refused in Dutch without a crash or the library's own words.
#include "tournament/tournamentjson.h"

#include <catch2/catch.hpp>

#include <string>

using namespace nkb;

namespace {

// A valid export of three players and one played game whose record is `record`.
std::string exportWith(const std::string &record)
{
    return R"({"format":"nk-bonaken-toernooi","version":1,
      "tournament":{"name":"NK","date":"","venue":"","rounds":5,"games_per_round":2,
        "table_of_three_places":[10,8,4],"final_tables":1,"final_games":2},
      "players":[
        {"start_number":1,"name":"A","club":"","categories":[],"joins_from_round":1,"withdrawn_from_round":null},
        {"start_number":2,"name":"B","club":"","categories":[],"joins_from_round":1,"withdrawn_from_round":null},
        {"start_number":3,"name":"C","club":"","categories":[],"joins_from_round":1,"withdrawn_from_round":null}],
      "rounds":[{"round":1,"seed":null,"algorithm":"hand","tables":[{"table":1,"seats":[1,2,3]}]}],
      "games":[{"round":1,"table":1,"game":1,"finished":true,"points":[10,8,4],"points_only":false,
        "game_record":)" +
           record + "}],\"lots\":[]}";
}

} // namespace

TEST_CASE("The export helper of this test is itself importable", "[tournamentjson][hostile]")
{
    const auto t = tournamentFromJson(exportWith("null"));
    INFO((t ? std::string() : t.error().message));
    REQUIRE(t.ok());
    CHECK(t->players.size() == 3);
}

TEST_CASE("An export with a game record nested 100,000 deep is refused", "[tournamentjson][hostile]")
{
    const auto t = tournamentFromJson(exportWith(std::string(100000, '[') + std::string(100000, ']')));
    REQUIRE_FALSE(t.ok());
    CHECK(t.error().message.find("te diep genest") != std::string::npos);
}

TEST_CASE("An export with 1e999 is refused in Dutch", "[tournamentjson][hostile]")
{
    const auto t = tournamentFromJson(exportWith(R"({"x":1e999})"));
    REQUIRE_FALSE(t.ok());
    CHECK(t.error().message == "De export bevat een getal dat te groot is.");
}

TEST_CASE("A value of the wrong kind is named without the library's words", "[tournamentjson][hostile]")
{
    const std::string doc = exportWith("null");
    std::string big = doc;
    big.replace(big.find("\"rounds\":5"), 10, "\"rounds\":\"vijf\"");
    const auto t = tournamentFromJson(big);
    REQUIRE_FALSE(t.ok());
    CHECK(t.error().message.find("json") == std::string::npos);
    CHECK(t.error().message.find("\"rounds\" moet een geheel getal zijn") != std::string::npos);
}

TEST_CASE("A player withdrawn after the last round comes back from an export, and one beyond it is refused",
          "[tournamentjson]")
{
    // Withdrawing is possible from round 1 up to after the last round (not in the final): with five
    // rounds, "from round 6" is what the program itself stores and exports.
    const auto withdrawnFrom = [](const char *round) {
        std::string doc = exportWith("null");
        const std::string c = R"("name":"C","club":"","categories":[],"joins_from_round":1,"withdrawn_from_round":null)";
        doc.replace(doc.find(c), c.size(),
                    std::string(R"("name":"C","club":"","categories":[],"joins_from_round":1,"withdrawn_from_round":)") +
                        round);
        return tournamentFromJson(doc);
    };
    const auto after = withdrawnFrom("6");
    INFO((after ? std::string() : after.error().message));
    REQUIRE(after.ok());
    CHECK(after->players[2].withdrawnFromRound == 6);
    const auto beyond = withdrawnFrom("7");
    REQUIRE_FALSE(beyond.ok());
    CHECK(beyond.error().message.find("teruggetrokken vanaf een ronde buiten 1 tot en met 6") != std::string::npos);
    CHECK_FALSE(withdrawnFrom("0").ok());
}
