// Paper results (R54–R57 outcomes, a table of three as a setting), the CSV files a director
// brings, and the export document.
#include "tournament/csv.h"
#include "tournament/outcome.h"
#include "tournament/tournamentjson.h"

#include <catch2/catch.hpp>

using namespace nkb;

TEST_CASE("R54-R57: reachable paper results at a table of four are accepted", "[tournament][R54][R57]")
{
    TournamentInfo info;
    // From the rule text: 10/8/4/1 (one by one, R54–R57), 10/10/4/1 (two joint first, R54 + R56),
    // 10/8/4/0 (the last one erin), 10/8/0/0 (two erin), 10/0/0/0 (R57: the one left scores 10
    // when the other three are erin).
    for (const auto &pts : std::vector<std::vector<int>>{
             {10, 8, 4, 1}, {1, 4, 8, 10}, {10, 10, 4, 1}, {10, 8, 4, 0}, {10, 8, 0, 0}, {10, 0, 0, 0}})
        CHECK_FALSE(checkPointsOutcome(pts, info).has_value());
}

TEST_CASE("R54-R57: impossible paper results are refused naming rule 54", "[tournament][R54]")
{
    TournamentInfo info;
    for (const auto &pts : std::vector<std::vector<int>>{
             {10, 10, 10, 4}, {10, 8, 4, 4}, {8, 8, 4, 1}, {10, 8, 1, 1}, {9, 8, 4, 1}}) {
        auto v = checkPointsOutcome(pts, info);
        REQUIRE(v.has_value());
        CHECK(v->rule == 54);
    }
}

TEST_CASE("Table of three: places 10, 8, 4 by default, a setting of the tournament", "[tournament][R57]")
{
    TournamentInfo info;
    CHECK_FALSE(checkPointsOutcome({10, 8, 4}, info).has_value());
    CHECK_FALSE(checkPointsOutcome({4, 10, 8}, info).has_value());
    CHECK(checkPointsOutcome({10, 8, 1}, info).has_value());
    info.placesThree = {10, 8, 1};
    CHECK_FALSE(checkPointsOutcome({10, 8, 1}, info).has_value());
    CHECK(checkPointsOutcome({10, 8}, info).has_value());
}

TEST_CASE("Players CSV: comma or semicolon, BOM, quotes, categories", "[tournament][csv]")
{
    const std::string text = "\xEF\xBB\xBFnaam;club;categorie\r\nAnna de Vries;Leimuiden;dame "
                             "nieuw\r\n\"Bram; jr\";\"Leiden\";\r\n\r\nCor;;\r\n";
    auto rows = parsePlayersCsv(text);
    REQUIRE(rows.ok());
    REQUIRE(rows->size() == 3);
    CHECK(rows.value()[0].name == "Anna de Vries");
    CHECK(rows.value()[0].categories == std::vector<std::string>{"dame", "nieuw"});
    CHECK(rows.value()[1].name == "Bram; jr");
    CHECK(rows.value()[1].club == "Leiden");
    CHECK(rows.value()[2].row == 5);
    auto comma = parsePlayersCsv("naam,club,categorie\nAnna,X,dame\n");
    REQUIRE(comma.ok());
    CHECK(comma->front().club == "X");
}

TEST_CASE("Players CSV: a bad row refuses the file and names the row", "[tournament][csv]")
{
    auto empty = parsePlayersCsv("naam,club,categorie\nAnna,X,\n,Y,\n");
    REQUIRE_FALSE(empty.ok());
    CHECK(empty.error().message.find("Rij 3") != std::string::npos);
    auto dup = parsePlayersCsv("naam,club\nAnna,X\nBram,Y\nAnna,Z\n");
    REQUIRE_FALSE(dup.ok());
    CHECK(dup.error().message.find("Rij 4") != std::string::npos);
    // 0x81 means nothing in UTF-8 nor in Windows-1252 (0xE9 alone is "é" in Windows-1252: read).
    auto utf = parsePlayersCsv("naam,club\nAnna,X\nJos\x81,Y\n");
    REQUIRE_FALSE(utf.ok());
    CHECK(utf.error().message.find("Rij 3") != std::string::npos);
    CHECK_FALSE(parsePlayersCsv("speler,club\nAnna,X\n").ok());
    CHECK_FALSE(parsePlayersCsv("naam,club\nAnna,X,extra\n").ok());
}

TEST_CASE("Seating CSV: tafel,naam in seating order, header optional", "[tournament][csv]")
{
    auto rows = parseSeatingCsv("tafel,naam\n1,Anna\n1,Bram\n2,Cor\n");
    REQUIRE(rows.ok());
    CHECK(rows->size() == 3);
    CHECK(rows.value()[2].table == 2);
    CHECK(parseSeatingCsv("1;Anna\n1;Bram\n").ok());
    auto bad = parseSeatingCsv("tafel,naam\n1,Anna\nx,Bram\n");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().message.find("Rij 3") != std::string::npos);
}

TEST_CASE("Export: the round trip is exact", "[tournament][json]")
{
    Tournament t;
    t.info.name = "NK Bonaken 2026";
    t.info.date = "2026-11-07";
    t.info.venue = "Partycentrum Keijzer, Leimuiden";
    t.players.push_back(Player{1, "Anna", "Leimuiden", {"dame"}, 1, std::nullopt});
    t.players.push_back(Player{2, "Bram \"B\"", "", {}, 2, 4});
    t.players.push_back(Player{3, "Cor", "", {}, 1, std::nullopt});
    t.players.push_back(Player{4, "Dirk", "", {"nieuw", "dame"}, 1, std::nullopt});
    t.rounds.push_back(Round{1, {Table{1, {1, 2, 3, 4}}}, 18446744073709551615ULL, "draw-1"});
    t.games.push_back(GameResult{1, 1, 1, true, {10, 8, 4, 1}, std::nullopt, true, {}, {}});
    t.games.push_back(GameResult{
        1, 1, 2, false, {}, std::string(R"({"giften":[],"players":["Anna"]})"), false, "Zaal-2", "2026-11-07T14:32:00Z"}); // normalised JSON
    t.lots.push_back(Lot{4, 1, 12345, {2, 3}, {3, 2}, "2026-11-07T18:00:00Z"});
    const std::string doc = tournamentToJson(t);
    auto back = tournamentFromJson(doc);
    REQUIRE(back.ok());
    CHECK(back.value() == t);
    CHECK(tournamentToJson(back.value()) == doc);
    CHECK_FALSE(tournamentFromJson("{\"format\": \"iets anders\"}").ok());
    CHECK_FALSE(tournamentFromJson("niet json").ok());
}
