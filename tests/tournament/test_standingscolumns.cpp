// The klassement's columns every outlet shares (R60): the "3=" of a shared rank and the cells read
// from a qualifying row and from a row of the final.
#include "tournament/standingscolumns.h"

#include <catch2/catch.hpp>

#include <string>

using namespace nkb;

TEST_CASE("R60: a shared rank reads 3=, an own rank 3, or 3. where the CLI asks for it",
          "[standings][columns][R60]")
{
    CHECK(rankText(3, true) == "3=");
    CHECK(rankText(3, false) == "3");
    CHECK(rankText(3, false, ".") == "3.");
    CHECK(rankText(12, true, ".") == "12=");
}

TEST_CASE("Standings columns: every field once, in order, with its words", "[standings][columns]")
{
    const auto columns = standingsColumns();
    REQUIRE(columns.size() == 11);
    for (std::size_t i = 0; i < columns.size(); ++i) {
        INFO(i);
        CHECK(static_cast<std::size_t>(columns[i].field) == i);
        CHECK(&standingsColumn(columns[i].field) == &columns[i]);
        CHECK(std::string(columns[i].header).size() > 0);
        CHECK(std::string(columns[i].shortHeader).size() > 0);
        CHECK(std::string(columns[i].terminalHeader).size() > 0);
        CHECK(std::string(columns[i].spreadsheetHeader).size() > 0);
        CHECK(columns[i].terminalWidth > 0);
    }
    CHECK(std::string(standingsColumn(StandingsField::Rank).shortHeader) == "Pl.");
    CHECK(std::string(standingsColumn(StandingsField::Games).shortHeader) == "Sp.");
    CHECK(std::string(standingsColumn(StandingsField::Tens).spreadsheetHeader) == "Keer 10");
    CHECK(standingsColumn(StandingsField::Name).align == ColumnAlign::Left);
    CHECK(standingsColumn(StandingsField::Points).align == ColumnAlign::Right);
    CHECK(standingsColumn(StandingsField::Rank).paperAlign == ColumnAlign::Center);
}

TEST_CASE("Standings columns: the cells of a qualifying row and of a final row", "[standings][columns]")
{
    StandingRow row;
    row.rank = 5;
    row.sharedRank = true;
    row.startNumber = 14;
    row.name = "Fatma Öztürk";
    row.club = "BC Leimuiden";
    row.ladder = Ladder{27, 2, 1, 0, 1, 0, 4};
    const StandingsLine line = standingsLine(row);
    CHECK(standingsText(StandingsField::Rank, line) == "5=");
    CHECK(standingsText(StandingsField::StartNumber, line) == "14");
    CHECK(standingsText(StandingsField::Name, line) == "Fatma Öztürk");
    CHECK(standingsText(StandingsField::Club, line) == "BC Leimuiden");
    CHECK(standingsNumber(StandingsField::Points, line) == 27);
    CHECK(standingsNumber(StandingsField::Tens, line) == 2);
    CHECK(standingsNumber(StandingsField::Eights, line) == 1);
    CHECK(standingsNumber(StandingsField::Fours, line) == 0);
    CHECK(standingsNumber(StandingsField::Ones, line) == 1);
    CHECK(standingsNumber(StandingsField::Zeros, line) == 0);
    CHECK(standingsNumber(StandingsField::Games, line) == 4);
    CHECK(standingsText(StandingsField::Games, line) == "4");
    CHECK(standingsNumber(StandingsField::Name, line) == 0);

    FinalRow final;
    final.rank = 1;
    final.startNumber = 9;
    final.name = "Bas Dekker";
    final.ladder = Ladder{10, 1, 0, 0, 0, 0, 1};
    const StandingsLine finalLine = standingsLine(final);
    CHECK(standingsText(StandingsField::Rank, finalLine) == "1");
    CHECK(standingsText(StandingsField::Name, finalLine) == "Bas Dekker");
    CHECK(standingsText(StandingsField::Club, finalLine).empty());
    CHECK(standingsNumber(StandingsField::Points, finalLine) == 10);
}
