// A wrong number of cards (R73, R74): found before the play, the same dealer deals again
// (R73); found after the first card is led, R74: the Speler with a wrong count loses the gift, an
// opponent with a wrong count makes the Speler win. A card record shows the hands as the play
// began, so such a record is judged, not refused; a record that cannot describe any real deal
// (a card twice, a card played from nowhere) still is.
// Deal 1 of tests/data/games/README.md: Bram 100, hearts trump.
#include "gametest.h"

#include <fstream>
#include <sstream>

using namespace nkb;

namespace {

std::string replaced(std::string text, const std::string &from, const std::string &to)
{
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

} // namespace

TEST_CASE("R73, R74: an opponent dealt five cards makes the Speler win once play has started",
          "[gamefile][cards][R73][R74]")
{
    // Anna (an opponent) holds AS KS QS JS TS: five cards; Bram leads JH and Anna plays AS.
    const GameVerdict v = nkb::test::judge(nkb::test::readExampleGame("cards-opponent-five-cards.json"));
    REQUIRE(v.ok);
    CHECK(nkb::test::wonIn(v, 1, "Bram"));
    CHECK(nkb::test::statusOf(v, "Bram") == Status::Recht);
    CHECK(nkb::test::anyWarningWith(v.giften[0], "Regel 74"));
    CHECK(nkb::test::anyWarningWith(v.giften[0], "Anna"));
}

TEST_CASE("R74: a Speler who plays with seven cards loses", "[gamefile][cards][R23][R74]")
{
    // Bram lays aside only 7S 8S and keeps 9S: seven cards. He takes the first two tricks and
    // holds 70 roem, but the wrong count decides: lost (R74), krom.
    const GameVerdict v = nkb::test::judge(nkb::test::readExampleGame("cards-speler-seven-cards.json"));
    REQUIRE(v.ok);
    CHECK_FALSE(nkb::test::wonIn(v, 1, "Bram"));
    CHECK(nkb::test::statusOf(v, "Bram") == Status::Krom);
    CHECK(nkb::test::anyWarningWith(v.giften[0], "Regel 74"));
}

TEST_CASE("R74: a Speler dealt five cards loses, unless the exchange gave him six again",
          "[gamefile][cards][R74]")
{
    // Bram is dealt JH 9H AH 7S 8S (9S sleeps), takes KH QH TH and lays aside three: five cards
    // in play. He wins trick 1 with the trump jack, but R74 makes him lose.
    std::string five = replaced(nkb::test::readExampleGame("cards-point-bid-won.json"), R"(["JH","9H","AH","7S","8S","9S"])",
                                R"(["JH","9H","AH","7S","8S"])");
    five = replaced(five, R"(["7S","8S","9S"])", R"(["7S","8S","9H"])");
    const auto tricks = five.find(R"(["9H","TC","TD","TS"])");
    five.erase(five.rfind(',', tricks), five.find("]]", tricks) + 1 - five.rfind(',', tricks));
    const GameVerdict v = nkb::test::judge(five);
    REQUIRE(v.ok);
    CHECK_FALSE(nkb::test::wonIn(v, 1, "Bram"));
    CHECK(nkb::test::anyWarningWith(v.giften[0], "Regel 74"));
    // Laying aside only 7S 8S he plays with JH 9H AH KH QH TH: six cards, as R74 asks during the
    // play. No sanction: he takes every trick and wins 100 with 70 roem (R32).
    std::string six = replaced(nkb::test::readExampleGame("cards-point-bid-won.json"), R"(["JH","9H","AH","7S","8S","9S"])",
                               R"(["JH","9H","AH","7S","8S"])");
    six = replaced(six, R"(["7S","8S","9S"])", R"(["7S","8S"])");
    const GameVerdict w = nkb::test::judge(six);
    REQUIRE(w.ok);
    CHECK(nkb::test::wonIn(w, 1, "Bram"));
    CHECK(w.giften[0].warnings.empty());
}

TEST_CASE("R73, R23: a wrong count with no card played is not judged by R74", "[gamefile][cards][R73][R23]")
{
    // Anna's five cards and no trick: found before the play, the same dealer deals again (R73).
    const std::string noPlay =
        replaced(nkb::test::readExampleGame("cards-opponent-five-cards.json"), R"([["JH","9C","9D","AS"]])", "[]");
    const GameVerdict v = nkb::test::judge(replaced(noPlay, R"("bids")", R"("won": true, "bids")"));
    CHECK_FALSE(v.ok);
    CHECK(nkb::test::errorRule(v) == 73);
    // Bram laying aside two and no trick: he must lay aside three (R23).
    std::string two = replaced(nkb::test::readExampleGame("cards-point-bid-won.json"), R"(["7S","8S","9S"])", R"(["7S","8S"])");
    const auto from = two.find(R"("tricks": [)");
    two.replace(from, two.find("]]", from) + 2 - from, R"("tricks": [])");
    two = replaced(two, R"("roem": 70,)", R"("roem": 70, "won": true,)");
    CHECK(nkb::test::errorRule(nkb::test::judge(two)) == 23);
}

TEST_CASE("R3, R24: with a wrong count, a record that cannot be a real deal is still refused",
          "[gamefile][cards][R3][R24]")
{
    // Anna's five cards plus Cor's 9C: a card twice (R3).
    const GameVerdict twice =
        nkb::test::judge(replaced(nkb::test::readExampleGame("cards-opponent-five-cards.json"), R"(["AS","KS","QS","JS","TS"])",
                                  R"(["AS","KS","QS","JS","TS","9C"])"));
    CHECK_FALSE(twice.ok);
    CHECK(nkb::test::errorRule(twice) == 3);
    // Anna plays 7C, a card she does not hold (it sleeps): refused (R24).
    const GameVerdict nowhere = nkb::test::judge(replaced(
        nkb::test::readExampleGame("cards-opponent-five-cards.json"), R"(["JH","9C","9D","AS"])", R"(["JH","9C","9D","7C"])"));
    CHECK_FALSE(nowhere.ok);
    CHECK(nkb::test::errorRule(nowhere) == 24);
}

TEST_CASE("R74: with several misère Spelers each is the others' opponent", "[gamefile][cards][R35][R74]")
{
    // Deal 4: Bram and Dirk play misère; Bram passes JC JD JH to Dirk (R35), who lays aside only
    // JC JD and plays with seven cards. After trick 1 (Cor's) nothing is decided by the play, but
    // Dirk's wrong count makes him lose and Bram, his opponent in this, win (R74).
    std::string text =
        replaced(nkb::test::readExampleGame("cards-misere-two.json"), R"("Dirk": ["JC","JD","JH"])", R"("Dirk": ["JC","JD"])");
    const auto trick2 = text.find(R"(["KC","7S","KS","8C"])");
    text.erase(text.rfind(',', trick2), text.find("]]", trick2) + 1 - text.rfind(',', trick2));
    const GameVerdict v = nkb::test::judge(text);
    REQUIRE(v.ok);
    CHECK(nkb::test::wonIn(v, 1, "Bram"));
    CHECK_FALSE(nkb::test::wonIn(v, 1, "Dirk"));
    CHECK(nkb::test::anyWarningWith(v.giften[0], "Regel 74"));
}

TEST_CASE("R74: points beside the record do not overrule the wrong count, a stated result must agree",
          "[gamefile][cards][R74]")
{
    // Bram plays with seven cards: his 141 points written beside the record change nothing.
    std::string text = nkb::test::readExampleGame("cards-speler-seven-cards.json");
    const GameVerdict p = nkb::test::judge(replaced(text, R"("roem": 70,)", R"("roem": 70, "points": 141,)"));
    REQUIRE(p.ok);
    CHECK_FALSE(nkb::test::wonIn(p, 1, "Bram"));
    // "won": true contradicts R74: refused with rule 74.
    const GameVerdict w = nkb::test::judge(replaced(text, R"("roem": 70,)", R"("roem": 70, "won": true,)"));
    CHECK_FALSE(w.ok);
    CHECK(nkb::test::errorRule(w) == 74);
}
