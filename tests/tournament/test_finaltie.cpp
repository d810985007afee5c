// A tie for the title in the final. R61 ranks the final by its points and the R60
// ladder (10s, 8s, 4s, 1s); two finalists level on all of it are both "1=": the reglement and the
// Handleiding name no further tie-break. The director settles it the way the organisation chose.
#include "tournament/finaltie.h"

#include <catch2/catch.hpp>

using namespace nkb;

namespace {

// Four finalists 1..4 ("Anna", "Bram", "Cor", "Dirk"); one qualifying round where the table gave
// Anna 4, Bram 10, Cor 8, Dirk 1 (Bram 1st, Cor 2nd, Anna 3rd, Dirk 4th). In the final Anna and
// Bram each win one game and come second in the other: 10 + 8 = 18, one 10 and one 8 each.
Tournament tiedFinal()
{
    Tournament t;
    t.info.rounds = 1;
    t.info.finalGames = 2;
    const char *names[] = {"Anna", "Bram", "Cor", "Dirk"};
    for (int i = 0; i < 4; ++i) {
        Player p;
        p.startNumber = i + 1;
        p.name = names[i];
        t.players.push_back(p);
    }
    t.rounds.push_back(Round{1, {Table{1, {1, 2, 3, 4}}}, std::nullopt, "hand"});
    t.games.push_back(GameResult{1, 1, 1, true, {4, 10, 8, 1}, std::nullopt, true, {}, {}});
    t.rounds.push_back(Round{kFinalRound, {Table{1, {1, 2, 3, 4}}}, std::nullopt, "finale"});
    t.games.push_back(GameResult{kFinalRound, 1, 1, true, {10, 8, 4, 1}, std::nullopt, true, {}, {}});
    t.games.push_back(GameResult{kFinalRound, 1, 2, true, {8, 10, 1, 4}, std::nullopt, true, {}, {}});
    return t;
}

} // namespace

TEST_CASE("Issue 19: finalists level on points and on every count of 10s, 8s, 4s, 1s share first place",
          "[tournament][R61][finaltie]")
{
    const Tournament t = tiedFinal();
    const FinalState s = finalState(t);
    REQUIRE(s.rows.size() == 4);
    CHECK(s.played);
    CHECK(s.rows[0].rank == 1);
    CHECK(s.rows[1].rank == 1);
    CHECK(s.rows[0].sharedRank);
    CHECK(s.rows[1].sharedRank);
    // Bram qualified better (1st against Anna's 3rd): that decides nothing by itself.
    CHECK(s.titleTie == std::vector<int>{1, 2});
    CHECK(s.tieOpen());
    CHECK_FALSE(s.champion.has_value());
    // Cor 4 + 1 = 5, Dirk 1 + 4 = 5: one 4 and one 1 each, level for third.
    CHECK(s.rows[2].rank == 3);
    CHECK(s.rows[3].rank == 3);
    const std::string text = finalTieText(t, s);
    CHECK(text.find("Anna en Bram") != std::string::npos);
    CHECK(text.find("een beslissingsspel") != std::string::npos);
}

TEST_CASE("Issue 19: before the last final game nobody is champion and no tie is settled", "[tournament][finaltie]")
{
    Tournament t = tiedFinal();
    t.games.pop_back();
    const FinalState s = finalState(t);
    CHECK_FALSE(s.played);
    CHECK(s.titleTie.empty());
    CHECK_FALSE(s.champion.has_value());
}

TEST_CASE("Issue 19: a decision settles exactly the tie for the title, by each rule", "[tournament][finaltie]")
{
    Tournament t = tiedFinal();
    SECTION("the deciding game's winner")
    {
        t.finalDecision = FinalDecision{FinalTieRule::DecidingGame, {1, 2}, {1}, 0, "2026-11-07T18:00:00Z"};
        const FinalState s = finalState(t);
        CHECK(s.settled);
        CHECK(s.champion == 1);
        CHECK(s.rows[0].startNumber == 1);
        CHECK(s.rows[0].rank == 1);
        CHECK_FALSE(s.rows[0].sharedRank);
        CHECK(s.rows[1].rank == 2);
        CHECK(finalTieText(t, s).find("gewonnen door Anna") != std::string::npos);
    }
    SECTION("the qualifying rank: Bram 1st before Anna 3rd")
    {
        t.info.finalTieRule = FinalTieRule::QualifyingRank;
        CHECK(finalTieOrder(t, FinalTieRule::QualifyingRank, {1, 2}, 0) == std::vector<int>{2, 1});
        t.finalDecision = FinalDecision{FinalTieRule::QualifyingRank, {1, 2}, {2, 1}, 0, ""};
        const FinalState s = finalState(t);
        CHECK(s.champion == 2);
        CHECK(finalTieText(t, s).find("Bram 1e, Anna 3e") != std::string::npos);
    }
    SECTION("a lot: the order is the shared lot's for that seed")
    {
        const auto order = finalTieOrder(t, FinalTieRule::Lot, {1, 2}, 42);
        CHECK(order == drawLotOrder({1, 2}, 42));
        t.finalDecision = FinalDecision{FinalTieRule::Lot, {1, 2}, order, 42, ""};
        const FinalState s = finalState(t);
        CHECK(s.champion == order.front());
        CHECK(finalTieText(t, s).find("zaad 42") != std::string::npos);
    }
    SECTION("a decision over another group (the results changed) does not count")
    {
        t.finalDecision = FinalDecision{FinalTieRule::DecidingGame, {1, 3}, {1}, 0, ""};
        const FinalState s = finalState(t);
        CHECK_FALSE(s.settled);
        CHECK(s.rows[1].rank == 1);
        CHECK_FALSE(s.champion.has_value());
    }
}

TEST_CASE("Issue 19: the qualifying rank cannot settle a tie of players level there too", "[tournament][finaltie]")
{
    Tournament t = tiedFinal();
    t.games[0].points = {10, 10, 1, 0}; // not a real table, but Anna and Bram level in qualifying
    CHECK(finalTieOrder(t, FinalTieRule::QualifyingRank, {1, 2}, 0).empty());
}

TEST_CASE("Issue 19: the setting's words", "[tournament][finaltie]")
{
    CHECK(finalTieRuleFromKey("spel") == FinalTieRule::DecidingGame);
    CHECK(finalTieRuleFromKey("voorronde") == FinalTieRule::QualifyingRank);
    CHECK(finalTieRuleFromKey("loting") == FinalTieRule::Lot);
    CHECK(finalTieRuleFromKey("lot") == FinalTieRule::Lot);
    CHECK_FALSE(finalTieRuleFromKey("munt").has_value());
    CHECK(TournamentInfo{}.finalTieRule == FinalTieRule::DecidingGame);
}
