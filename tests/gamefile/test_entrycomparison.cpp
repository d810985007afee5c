// Double entry compared from the two entries' data alone: the referee reads a difference in the
// scoresheet's words, and the same gifts written in another order of keys agree.
#include "gamefile/entrycomparison.h"

#include <catch2/catch.hpp>

#include <optional>
#include <string>
#include <utility>
#include <vector>

using namespace nkb;

namespace {

ComparedEntry gifts(std::vector<int> points, const std::string &giften)
{
    return ComparedEntry{std::move(points), R"({"giften":)" + giften + "}", false};
}

const std::vector<std::string> kNames{"Anna", "Bram", "Cor", "Dirk"};

} // namespace

TEST_CASE("Two entries compared seat by seat and gift by gift", "[gamefile][doubleentry]")
{
    const EntryComparison c = compareEntries(
        gifts({10, 8, 4, 1}, R"([{"redeal":true},{"spelers":["Anna"],"contract":"80","won":true}])"),
        gifts({10, 8, 4, 1}, R"([{"redeal":true},{"spelers":["Anna"],"contract":"90","won":true}])"), kNames);
    REQUIRE(c.rows.size() == 6);
    CHECK(c.rows[0].label == "Anna");
    CHECK(c.rows[0].first == "10");
    CHECK_FALSE(c.rows[3].differs);
    CHECK(c.rows[4].first == "opnieuw gegeven");
    CHECK_FALSE(c.rows[4].differs);
    CHECK(c.rows[5].label == "Gift 2");
    CHECK(c.rows[5].first == "Anna 80 gewonnen");
    CHECK(c.rows[5].second == "Anna 90 gewonnen");
    CHECK(c.differs());
    CHECK(c.firstStation.empty()); // the store names the station and the time
}

TEST_CASE("The same gifts in another order of keys agree", "[gamefile][doubleentry]")
{
    const EntryComparison c =
        compareEntries(gifts({10, 8, 4, 1}, R"([{"spelers":["Anna"],"contract":"80","won":true}])"),
                       gifts({10, 8, 4, 1}, R"([{"won":true,"contract":"80","spelers":["Anna"]}])"), kNames);
    CHECK_FALSE(c.differs());
}

TEST_CASE("A paper result beside a game entered gift by gift compares the points only",
          "[gamefile][doubleentry]")
{
    const EntryComparison c =
        compareEntries(ComparedEntry{{10, 8, 4, 1}, std::nullopt, true},
                       gifts({10, 8, 4, 2}, R"([{"redeal":true},{"redeal":true}])"), kNames);
    REQUIRE(c.rows.size() == 5);
    CHECK(c.rows[3].differs);
    CHECK(c.rows[4].label == "Giften");
    CHECK(c.rows[4].first == "alleen de punten");
    CHECK(c.rows[4].second == "2 giften");
    CHECK_FALSE(c.rows[4].differs);
    CHECK(c.differs());
}
