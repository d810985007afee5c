#include <catch2/catch.hpp>

#include <sstream>
#include <string>

#include "cardtext.h"
#include "nkrules.h"
#include "rules/roem.h"

using nkb::test::kNk;

using namespace nkb;

namespace {

std::vector<Card> hand(const std::string &text)
{
    return test::cards(text);
}

using Values = std::vector<int>;
const Trump kNone{};
const Trump kClubs{Suit::Clubs};
const Trump kDiamonds{Suit::Diamonds};
const Trump kHearts{Suit::Hearts};
const Trump kSpades{Suit::Spades};

} // namespace

TEST_CASE("docs/rules.md roem examples", "[rules][roem][R48]")
{
    CHECK(claimableRoem(hand("KD QD JD TD 7S 8S"), kDiamonds, kNk) == Values{20, 40, 50, 70});
    CHECK(claimableRoem(hand("QH QC QD QS 9H 9C"), kSpades, kNk) == Values{100});
    CHECK(claimableRoem(hand("7H 8H 9H 7C 8C 9C"), kHearts, kNk) == Values{20, 40});
}

TEST_CASE("Issue example: zeskaart A-9 of trump hearts", "[rules][roem][R48][R49]")
{
    // 60 = two driekaarten (A K Q and J 10 9) with Stuk.
    CHECK(claimableRoem(hand("AH KH QH JH TH 9H"), kHearts, kNk) == Values{20, 40, 50, 60, 70, 100, 120});
    // Without trump there is no Stuk: only the series.
    CHECK(claimableRoem(hand("AH KH QH JH TH 9H"), kNone, kNk) == Values{20, 40, 50, 100});
}

TEST_CASE("R48: Stuk alone is 20", "[rules][roem][R48][R41]")
{
    CHECK(claimableRoem(hand("KH QH 7C 9D JS AS"), kHearts, kNk) == Values{20});
    // K and Q of a suit that is not trump are no Stuk (R41).
    CHECK(claimableRoem(hand("KH QH 7C 9D JS AS"), kSpades, kNk).empty());
    CHECK(claimableRoem(hand("KH QH 7C 9D JS AS"), kNone, kNk).empty());
    // Only the queen of trump: no Stuk.
    CHECK(claimableRoem(hand("KS QH 7C 9D JS AS"), kHearts, kNk).empty());
}

TEST_CASE("R48: one serie of three is 20, with Stuk 40", "[rules][roem][R48][R44]")
{
    CHECK(claimableRoem(hand("7C 8C 9C AH KS QD"), kHearts, kNk) == Values{20});
    // R44: the serie K Q J of trump contains Stuk.
    CHECK(claimableRoem(hand("KH QH JH 7C 9D AS"), kHearts, kNk) == Values{20, 40});
    // Stuk outside the serie also adds 20.
    CHECK(claimableRoem(hand("KS QS 7C 8C 9C AD"), kSpades, kNk) == Values{20, 40});
    // The same serie in a plain suit, trump elsewhere: 20 only.
    CHECK(claimableRoem(hand("KH QH JH 7C 9D AS"), kClubs, kNk) == Values{20});
}

TEST_CASE("R48: two series of three are 40, with Stuk 60", "[rules][roem][R48]")
{
    CHECK(claimableRoem(hand("7H 8H 9H 7C 8C 9C"), kClubs, kNk) == Values{20, 40});
    CHECK(claimableRoem(hand("AH KH QH 7C 8C 9C"), kHearts, kNk) == Values{20, 40, 60});
    // Two separate series in one suit.
    CHECK(claimableRoem(hand("7D 8D 9D QD KD AD"), kClubs, kNk) == Values{20, 40});
    CHECK(claimableRoem(hand("7D 8D 9D QD KD AD"), kDiamonds, kNk) == Values{20, 40, 60});
}

TEST_CASE("R48: a serie of four is 50, with Stuk 70, and holds a serie of three", "[rules][roem][R48][R49]")
{
    CHECK(claimableRoem(hand("7D 8D 9D TD AS KH"), kClubs, kNk) == Values{20, 50});
    CHECK(claimableRoem(hand("KD QD JD TD 7S 8S"), kDiamonds, kNk) == Values{20, 40, 50, 70});
    // Stuk lying outside the vierkaart.
    CHECK(claimableRoem(hand("7D 8D 9D TD KS QS"), kSpades, kNk) == Values{20, 40, 50, 70});
}

TEST_CASE("R48: a serie of five is 100, with Stuk 120, and holds four and three", "[rules][roem][R48][R49]")
{
    CHECK(claimableRoem(hand("7D 8D 9D TD JD AS"), kClubs, kNk) == Values{20, 50, 100});
    CHECK(claimableRoem(hand("AD KD QD JD TD 7S"), kDiamonds, kNk) == Values{20, 40, 50, 70, 100, 120});
}

TEST_CASE("R48: a serie of six is 100, with Stuk 120, and holds two series of three",
          "[rules][roem][R48][R49]")
{
    CHECK(claimableRoem(hand("7S 8S 9S TS JS QS"), kHearts, kNk) == Values{20, 40, 50, 100});
    CHECK(claimableRoem(hand("8S 9S TS JS QS KS"), kSpades, kNk) == Values{20, 40, 50, 60, 70, 100, 120});
    // The zeskaart value is a RuleSet setting (variants may differ).
    RuleSet rs;
    rs.serieValues[6] = 150;
    CHECK(claimableRoem(hand("7S 8S 9S TS JS QS"), kHearts, rs) == Values{20, 40, 50, 100, 150});
}

TEST_CASE("R48: four queens, kings or aces are 100, with Stuk 120 (R44)", "[rules][roem][R48][R44]")
{
    CHECK(claimableRoem(hand("AH AC AD AS 7D 9S"), kNone, kNk) == Values{100});
    CHECK(claimableRoem(hand("KH KC KD KS 7D 9S"), kClubs, kNk) == Values{100});
    // R44: four queens and the trump king count as Stuk too.
    CHECK(claimableRoem(hand("QH QC QD QS KC 7D"), kClubs, kNk) == Values{20, 100, 120});
    // R44: four kings and the trump queen.
    CHECK(claimableRoem(hand("KH KC KD KS QS 7D"), kSpades, kNk) == Values{20, 100, 120});
    // Four aces and Stuk beside them; A K Q of diamonds is also a serie, claimable on its own
    // (20, with Stuk 40) but never together with the set (R43).
    CHECK(claimableRoem(hand("AH AC AD AS KD QD"), kDiamonds, kNk) == Values{20, 40, 100, 120});
}

TEST_CASE("R48: four jacks are 200, with Stuk 220", "[rules][roem][R48]")
{
    CHECK(claimableRoem(hand("JH JC JD JS 7D 9S"), kHearts, kNk) == Values{200});
    CHECK(claimableRoem(hand("JH JC JD JS KD QD"), kDiamonds, kNk) == Values{20, 40, 200, 220});
}

TEST_CASE("R41: only queens, kings, aces and jacks make a set", "[rules][roem][R41]")
{
    CHECK(claimableRoem(hand("TH TC TD TS 7C 8D"), kHearts, kNk).empty());
    CHECK(claimableRoem(hand("9H 9C 9D 9S 7H 7C"), kHearts, kNk).empty());
    CHECK(claimableRoem(hand("QH QC QD 9S 7H 7C"), kHearts, kNk).empty()); // three queens are nothing
}

TEST_CASE("R42: a serie follows A K Q J 10 9 8 7, also in trump, no wrap-around", "[rules][roem][R42]")
{
    // J 9 A are neighbours in the trump ranking (R25) but not in the serie order.
    CHECK(claimableRoem(hand("JH 9H AH 7C 9D KS"), kHearts, kNk).empty());
    CHECK(claimableRoem(hand("TH 9H 8H 7C 9D KS"), kHearts, kNk) == Values{20});
    // A and 7 do not join.
    CHECK(claimableRoem(hand("AH 7H 8H KC 9D JS"), kNone, kNk).empty());
    // Consecutive ranks in different suits are no serie.
    CHECK(claimableRoem(hand("7H 8C 9D TS JH QC"), kNone, kNk).empty());
}

TEST_CASE("R43: no card in both a set and a serie", "[rules][roem][R43]")
{
    // Four queens, and K Q J of hearts using the queen of hearts: either one, not both.
    CHECK(claimableRoem(hand("QH QC QD QS KH JH"), kNone, kNk) == Values{20, 100});
    // With hearts trump Stuk (K+Q hearts) may overlap both (R44), but set + serie stays forbidden.
    CHECK(claimableRoem(hand("QH QC QD QS KH JH"), kHearts, kNk) == Values{20, 40, 100, 120});
    CHECK(claimableRoem(hand("JH JC JD JS KH QH"), kHearts, kNk) == Values{20, 40, 200, 220});
}

TEST_CASE("R43 variant: with cardInSetAndSerie a set and a serie add up", "[rules][roem][R43]")
{
    RuleSet rs;
    rs.cardInSetAndSerie = true;
    CHECK(claimableRoem(hand("QH QC QD QS KH JH"), kNone, rs) == Values{20, 100, 120});
    CHECK(claimableRoem(hand("QH QC QD QS KH JH"), kHearts, rs) == Values{20, 40, 100, 120, 140});
    CHECK(claimableRoem(hand("JH JC JD JS KH QH"), kHearts, rs) == Values{20, 40, 200, 220, 240});
}

TEST_CASE("R41: a hand without roem", "[rules][roem][R41]")
{
    CHECK(claimableRoem(hand("7C 9D JS AS KH 8H"), kClubs, kNk).empty());
}

TEST_CASE("R41/R50: Stuk and zeskaart helpers", "[rules][roem][R50]")
{
    CHECK(holdsStuk(hand("KH QH"), kHearts));
    CHECK_FALSE(holdsStuk(hand("KH QH"), kNone));
    CHECK_FALSE(holdsStuk(hand("KH QH"), kSpades));
    CHECK(holdsZeskaart(hand("7S 8S 9S TS JS QS")));
    CHECK_FALSE(holdsZeskaart(hand("7S 8S 9S TS JS AS")));
    CHECK_FALSE(holdsZeskaart(hand("7S 8S 9S TS JS KH")));
    // R50: "bonaak 100 zeskaart" needs the zeskaart; a vijfkaart also claims 100 but is no zeskaart.
    CHECK(holdsRoem(hand("7S 8S 9S TS JS QS"), kHearts, 100, true, kNk));
    CHECK_FALSE(holdsRoem(hand("7S 8S 9S TS JS KH"), kHearts, 100, true, kNk));
    CHECK(holdsRoem(hand("7S 8S 9S TS JS KH"), kHearts, 100, false, kNk));
    CHECK(holdsRoem(hand("8S 9S TS JS QS KS"), kSpades, 120, true, kNk));
    CHECK_FALSE(holdsRoem(hand("8S 9S TS JS QS KS"), kHearts, 120, true, kNk));
}

TEST_CASE("R49: announced roem must be claimable and lower than the point bid", "[rules][roem][R49][R70]")
{
    const auto vijfkaart = hand("AD KD QD JD TD 7S"); // trump clubs: 20, 50, 100
    // The reglement's example: a vijfkaart also holds a vierkaart, so 50 may be announced at 100.
    CHECK_FALSE(roemAllowedForPointBid(50, 100, vijfkaart, kClubs, kNk).has_value());
    const auto at100 = roemAllowedForPointBid(100, 100, vijfkaart, kClubs, kNk);
    REQUIRE(at100);
    CHECK(at100->rule == 49);
    CHECK(at100->message.rfind("Regel 49: ", 0) == 0);
    // "Boven zijn roem": 100 roem needs a bid of at least 105.
    CHECK_FALSE(roemAllowedForPointBid(100, 105, vijfkaart, kClubs, kNk).has_value());
    CHECK(roemAllowedForPointBid(100, 95, vijfkaart, kClubs, kNk)->rule == 49);
    // No roem announced is always fine.
    CHECK_FALSE(roemAllowedForPointBid(0, 25, vijfkaart, kClubs, kNk).has_value());
    // 40 is not in this hand with clubs trump: announcing it is vals roemen (R70).
    const auto notHeld = roemAllowedForPointBid(40, 100, vijfkaart, kClubs, kNk);
    REQUIRE(notHeld);
    CHECK(notHeld->rule == 70);
    // With diamonds trump the same hand holds Stuk, so 40 is claimable.
    CHECK_FALSE(roemAllowedForPointBid(40, 100, vijfkaart, kDiamonds, kNk).has_value());
    CHECK(roemAllowedForPointBid(-20, 100, vijfkaart, kDiamonds, kNk)->rule == 0);
}

TEST_CASE("R70: bonaak met roem must hold the roem announced", "[rules][roem][R70]")
{
    CHECK_FALSE(roemAllowedForBonaak(200, false, hand("JH JC JD JS 7D 9S"), kHearts, kNk).has_value());
    CHECK(roemAllowedForBonaak(220, false, hand("JH JC JD JS 7D 9S"), kHearts, kNk)->rule == 70);
    CHECK(roemAllowedForBonaak(100, true, hand("7S 8S 9S TS JS KH"), kHearts, kNk)->rule == 70);
}

TEST_CASE("R32/R49: the roem a point bid needs", "[rules][roem][R32][R49]")
{
    const RoemNeed need = RoemNeed::forPointBid(200, kNk);
    CHECK(need.atLeast == 59); // 200 - 141 card points
    CHECK(need.below == 200);
    CHECK(RoemNeed::exactly(40).atLeast == 40);
    CHECK(RoemNeed::exactly(40).below == 41);
    CHECK(need.metBy(hand("KD QD JD TD 7S 8S"), kDiamonds, kNk));    // 70
    CHECK_FALSE(need.metBy(hand("KD QD JD TD 7S 8S"), kClubs, kNk)); // 50 at most
}

TEST_CASE("R68: unseen cards are every card the bidder does not see", "[rules][roem][R68]")
{
    const auto unseen = unseenCards(hand("7C TC AC 7D TD AD"), hand("7H TH"));
    CHECK(unseen.size() == 24);
    CHECK(std::find(unseen.begin(), unseen.end(), *parseCard("7C")) == unseen.end());
    CHECK(std::find(unseen.begin(), unseen.end(), *parseCard("9H")) != unseen.end());
}

TEST_CASE("R67: point bids below 145 are never vals roemen", "[rules][roem][R67]")
{
    const auto h = hand("7C TC AC 7D TD AD");
    const auto open = hand("7H TH");
    CHECK_FALSE(checkValsRoemenPointBid(140, h, open, unseenCards(h, open), kNk).has_value());
    CHECK_FALSE(checkValsRoemenPointBid(100, h, open, unseenCards(h, open), kNk).has_value());
}

TEST_CASE("R68: a point bid of 145 with no roem possible whatever the blind card is vals roemen",
          "[rules][roem][R66][R68]")
{
    // Isolated cards: no blind card can complete a serie, a set or Stuk.
    const auto h = hand("7C TC AC 7D TD AD");
    const auto open = hand("7H TH");
    const auto v = checkValsRoemenPointBid(145, h, open, unseenCards(h, open), kNk);
    REQUIRE(v);
    CHECK(v->rule == 68);
    CHECK(v->message.rfind("Regel 68: ", 0) == 0);
    CHECK(v->message.find("vals roemen") != std::string::npos);
}

TEST_CASE("R69: speculating on the blind card that could give the roem is not vals roemen",
          "[rules][roem][R69]")
{
    const auto h = hand("7C TC AC 7D TD AD");
    const auto open = hand("7H 8H");
    // The blind 9H would give 7 8 9 of hearts (20): 145 - 141 = 4 <= 20 < 145.
    CHECK_FALSE(checkValsRoemenPointBid(145, h, open, unseenCards(h, open), kNk).has_value());
    CHECK(roemReachable(h, open, hand("9H"), RoemNeed::forPointBid(145, kNk), kNk));
    // If the 9H could not be the blind card (e.g. it lies elsewhere), nothing gives the roem.
    auto others = unseenCards(h, open);
    others.erase(std::find(others.begin(), others.end(), *parseCard("9H")));
    CHECK(checkValsRoemenPointBid(145, h, open, others, kNk)->rule == 68);
    // Without any blind card (possibleBlind empty) hand + open cards alone decide.
    CHECK_FALSE(roemReachable(h, open, {}, RoemNeed::forPointBid(145, kNk), kNk));
}

TEST_CASE("R68/R69: a high point bid needs high roem", "[rules][roem][R68][R69]")
{
    const auto h = hand("KD QD JD TD 7S 8S");
    const auto open = hand("7C 8C");
    const auto unseen = unseenCards(h, open);
    // 200 needs >= 59: the vierkaart with Stuk (70) is in hand.
    CHECK_FALSE(checkValsRoemenPointBid(200, h, open, unseen, kNk).has_value());
    // 215 needs >= 74: only a vijfkaart (100/120) will do; the blind AD or 9D would give it.
    CHECK_FALSE(checkValsRoemenPointBid(215, h, open, unseen, kNk).has_value());
    auto notAD9D = unseen;
    notAD9D.erase(std::find(notAD9D.begin(), notAD9D.end(), *parseCard("AD")));
    notAD9D.erase(std::find(notAD9D.begin(), notAD9D.end(), *parseCard("9D")));
    CHECK(checkValsRoemenPointBid(215, h, open, notAD9D, kNk)->rule == 68);
    // 360 needs 220 (four jacks with Stuk): impossible here.
    CHECK(checkValsRoemenPointBid(360, h, open, unseen, kNk)->rule == 68);
}

TEST_CASE("R49/R68: roem at or above the bid does not help a point bid", "[rules][roem][R49][R68]")
{
    // Four jacks (200) and nothing else possible: 145 needs roem of at least 4 and below 145.
    const auto h = hand("JH JC JD JS 7C 7D");
    const auto open = hand("7H AS");
    const auto unseen = unseenCards(h, open);
    CHECK(checkValsRoemenPointBid(145, h, open, unseen, kNk)->rule == 68);
    // 205 needs >= 64 and < 205: the 200 of the four jacks.
    CHECK_FALSE(checkValsRoemenPointBid(205, h, open, unseen, kNk).has_value());
}

TEST_CASE("R68: bonaak met roem out of reach is vals roemen, within one blind card it is not (R69)",
          "[rules][roem][R66][R68][R69]")
{
    const auto open = hand("7D 8D");
    {
        // Two jacks short: one blind card cannot give four jacks.
        const auto h = hand("JH JC AS KS 9H 9C");
        CHECK(checkValsRoemenBonaak(200, false, h, open, unseenCards(h, open), kNk)->rule == 68);
    }
    {
        // One jack short: the blind JS would give them (R69).
        const auto h = hand("JH JC JD AS KS 9H");
        CHECK_FALSE(checkValsRoemenBonaak(200, false, h, open, unseenCards(h, open), kNk).has_value());
        // With Stuk: the hand keeps JH JC JD JS KS QS? That needs both JS and QS: out of reach.
        CHECK(checkValsRoemenBonaak(220, false, h, open, unseenCards(h, open), kNk)->rule == 68);
    }
    {
        // Open card completes the set without any blind card.
        const auto h = hand("JH JC JD AS KS 9H");
        CHECK_FALSE(checkValsRoemenBonaak(200, false, h, hand("JS 7C"), {}, kNk).has_value());
    }
    {
        // 40 exactly: a serie of three with Stuk; K Q of spades + 7 8 of diamonds open + 9D blind.
        const auto h = hand("KS QS AH TC 7H 9C");
        CHECK_FALSE(checkValsRoemenBonaak(40, false, h, open, unseenCards(h, open), kNk).has_value());
        // A vierkaart with Stuk (70) needs two more cards: out of reach.
        CHECK(checkValsRoemenBonaak(70, false, h, open, unseenCards(h, open), kNk)->rule == 68);
    }
}

TEST_CASE("R50/R68: bonaak 100 zeskaart needs a serie of six within reach", "[rules][roem][R50][R68]")
{
    const auto open = hand("7D 8D");
    const auto five = hand("7S 8S 9S TS JS AH");
    CHECK_FALSE(
        checkValsRoemenBonaak(100, true, five, open, unseenCards(five, open), kNk).has_value()); // QS blind
    const auto four = hand("7S 8S 9S TS AH KH");
    CHECK(checkValsRoemenBonaak(100, true, four, open, unseenCards(four, open), kNk)->rule == 68);
    // A plain 100 (vijfkaart) is within reach of the same hand: the blind JS.
    CHECK_FALSE(checkValsRoemenBonaak(100, false, four, open, unseenCards(four, open), kNk).has_value());
}
