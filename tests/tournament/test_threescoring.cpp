// The scoring of a table of three as a named setting, and the klassement under
// it. From the reglement: R54–R56 give places 1, 2, 3 the points 10, 8, 4; R57 "De speler die
// overblijft nadat de overige spelers eruit zijn scoort 1 punt" (read literally at a table of
// three: 10/8/1); R60 breaks ties on "het aantal gewonnen spellen (10-punten) en vervolgens het
// aantal tweede plaatsen, enzovoort": places, not point values.
#include "standingsrow.h"
#include "tournament/outcome.h"
#include "tournament/standings.h"
#include "tournament/threescoring.h"

#include <catch2/catch.hpp>

using namespace nkb;

namespace {

// Players 1..7: a table of three (1, 2, 3) and a table of four (4, 5, 6, 7) in round 1.
Tournament withTables(const std::vector<int> &placesThree)
{
    Tournament t;
    t.info.placesThree = placesThree;
    for (int sn = 1; sn <= 7; ++sn)
        t.players.push_back(Player{sn, "Speler " + std::to_string(sn), "", {}, 1, std::nullopt, true});
    t.rounds.push_back(Round{1, {Table{1, {1, 2, 3}}, Table{2, {4, 5, 6, 7}}}, std::nullopt, "hand"});
    return t;
}

} // namespace

using nkbtest::row;

TEST_CASE("Scoring of a table of three: the named choices", "[tournament][three]")
{
    REQUIRE(threeScorings().size() == 3);
    // The default is today's: the places 1 to 3 of a table of four.
    CHECK(threeScorings().front().places == std::vector<int>{10, 8, 4});
    CHECK(TournamentInfo{}.placesThree == std::vector<int>{10, 8, 4});
    CHECK(findThreeScoring("10/8/1")->places == std::vector<int>{10, 8, 1});
    CHECK(findThreeScoring("10,8,1")->places == std::vector<int>{10, 8, 1});
    CHECK(findThreeScoring("Letterlijk")->places == std::vector<int>{10, 8, 1});
    CHECK(findThreeScoring("standaard")->places == std::vector<int>{10, 8, 4});
    REQUIRE(findThreeScoring("geschaald"));
    // Scaled: every place gets less than at 10/8/4, the order stays.
    const auto scaled = findThreeScoring("geschaald")->places;
    CHECK(scaled[0] < 10);
    CHECK(scaled[1] < 8);
    CHECK(scaled[2] < 4);
    CHECK(scaled[0] > scaled[1]);
    CHECK(scaled[1] > scaled[2]);
    CHECK_FALSE(findThreeScoring("10/8/2"));
    CHECK_FALSE(findThreeScoring(""));
    CHECK(threeScoringText({10, 8, 1}).rfind("10/8/1 (letterlijk", 0) == 0);
    CHECK(threeScoringText({10, 8, 2}) == "10/8/2 (eigen keuze)");
}

TEST_CASE("R57 literally at a table of three: the last player scores 1", "[tournament][three]")
{
    TournamentInfo info;
    info.placesThree = {10, 8, 1};
    CHECK_FALSE(checkPointsOutcome({10, 8, 1}, info));
    CHECK_FALSE(checkPointsOutcome({1, 10, 8}, info));
    CHECK_FALSE(checkPointsOutcome({10, 8, 4, 1}, info));      // a table of four is unchanged
    const auto refused = checkPointsOutcome({10, 8, 4}, info); // 4 is no place at this table now
    REQUIRE(refused);
    CHECK(refused->rule == 54);
    CHECK(refused->message.find("plaatsen tellen 10, 8, 1;") != std::string::npos);
}

TEST_CASE("R60 counts places: a third place at a table of three under 10/8/1 is a third place",
          "[tournament][three]")
{
    Tournament t = withTables({10, 8, 1});
    t.games.push_back(GameResult{1, 1, 1, true, {10, 8, 1}, std::nullopt, true, {}, {}});
    t.games.push_back(GameResult{1, 2, 1, true, {10, 8, 4, 1}, std::nullopt, true, {}, {}});
    const auto rows = computeStandings(t);
    // Player 3 was third of three: 1 point, counted with the third places, not the fourth.
    CHECK(row(rows, 3).ladder.points == 1);
    CHECK(row(rows, 3).ladder.fours == 1);
    CHECK(row(rows, 3).ladder.ones == 0);
    // Player 7 was fourth of four: 1 point and a fourth place. Level on points with player 3,
    // player 3 ranks first on the third places (R60 "enzovoort").
    CHECK(row(rows, 7).ladder.ones == 1);
    CHECK(row(rows, 3).rank < row(rows, 7).rank);
}

TEST_CASE("R60 counts places: first places under the scaled choice count as 10s", "[tournament][three]")
{
    const auto scaled = findThreeScoring("geschaald")->places;
    Tournament t = withTables(scaled);
    t.games.push_back(GameResult{1, 1, 1, true, scaled, std::nullopt, true, {}, {}});
    const auto rows = computeStandings(t);
    CHECK(row(rows, 1).ladder.points == scaled[0]);
    CHECK(row(rows, 1).ladder.tens == 1);
    CHECK(row(rows, 2).ladder.eights == 1);
    CHECK(row(rows, 3).ladder.fours == 1);
}

TEST_CASE("Erin scores 0 and is no place at either table", "[tournament][three]")
{
    Tournament t = withTables({10, 8, 4});
    // R57: one eruit and one erin at a table of three: the one left takes place 2.
    t.games.push_back(GameResult{1, 1, 1, true, {10, 0, 8}, std::nullopt, true, {}, {}});
    const auto rows = computeStandings(t);
    CHECK(row(rows, 2).ladder.zeros == 1);
    CHECK(row(rows, 3).ladder.eights == 1);
    CHECK(placeOfPoints(0, 3, t.info) == 0);
    CHECK(placeOfPoints(4, 3, t.info) == 3);
    CHECK(placeOfPoints(1, 4, t.info) == 4);
}

TEST_CASE("The scoring of a table of three may change only before its first result", "[tournament][three]")
{
    Tournament t = withTables({10, 8, 4});
    CHECK_FALSE(threeScoringChangeRefusal(t));
    // A result at the table of four does not stop it.
    t.games.push_back(GameResult{1, 2, 1, true, {10, 8, 4, 1}, std::nullopt, true, {}, {}});
    CHECK_FALSE(threeScoringChangeRefusal(t));
    // A game in progress at the table of three (no points yet) does not either.
    t.games.push_back(GameResult{1, 1, 1, false, {}, std::string("{}"), false, {}, {}});
    CHECK_FALSE(threeScoringChangeRefusal(t));
    t.games.back() = GameResult{1, 1, 1, true, {10, 8, 4}, std::nullopt, true, {}, {}};
    const auto refusal = threeScoringChangeRefusal(t);
    REQUIRE(refusal);
    CHECK(refusal->find("tafel 1") != std::string::npos);
}
