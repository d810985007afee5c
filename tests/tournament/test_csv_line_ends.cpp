// A CSV saved with old-Mac line ends (CR only) "bevat geen spelers"; every line
// end a spreadsheet writes is accepted, and the row numbers stay right.
#include "tournament/csv.h"

#include <catch2/catch.hpp>

#include <string>

using namespace nkb;

TEST_CASE("Players CSV with CR, CRLF or LF line ends gives the same players", "[tournament][csv]")
{
    for (const std::string end : {"\r", "\r\n", "\n"}) {
        INFO("line end " << (end == "\r" ? "CR" : end == "\n" ? "LF" : "CRLF"));
        const std::string text = "naam;club;categorie" + end + "Anna de Vries;Leimuiden;dame" + end + end +
                                 "Bram;Leiden;" + end + "Cor;;" + end;
        const auto rows = parsePlayersCsv(text);
        REQUIRE(rows.ok());
        REQUIRE(rows->size() == 3);
        CHECK(rows.value()[0].name == "Anna de Vries");
        CHECK(rows.value()[0].club == "Leimuiden");
        CHECK(rows.value()[1].name == "Bram");
        CHECK(rows.value()[2].name == "Cor");
        CHECK(rows.value()[2].row == 5);
    }
}

TEST_CASE("A bad row in a CR-only file is named by its row", "[tournament][csv]")
{
    const auto rows = parsePlayersCsv("naam,club\rAnna,X\r,Y\r");
    REQUIRE_FALSE(rows.ok());
    CHECK(rows.error().message == "Rij 3: de naam ontbreekt.");
    const auto seating = parseSeatingCsv("tafel,naam\r1,Anna\r1,Bram\r");
    REQUIRE(seating.ok());
    CHECK(seating->size() == 2);
}

TEST_CASE("A sign-up list with both club and woonplaats keeps the club as club", "[tournament][csv]")
{
    // Seen at the door: "naam;club;woonplaats" put the town in the Club column.
    auto rows = parsePlayersCsv("naam;club;woonplaats\nAnna;BC De Klaveren;Leimuiden\n");
    REQUIRE(rows.ok());
    CHECK(rows.value()[0].club == "BC De Klaveren");
    rows = parsePlayersCsv("naam;woonplaats;club\nAnna;Leimuiden;BC De Klaveren\n");
    REQUIRE(rows.ok());
    CHECK(rows.value()[0].club == "BC De Klaveren");
    rows = parsePlayersCsv("naam;woonplaats\nAnna;Leimuiden\n"); // no club: the town stands in for it
    REQUIRE(rows.ok());
    CHECK(rows.value()[0].club == "Leimuiden");
}
