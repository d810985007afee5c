// The game checker on full card records: the deal, discarding (R23), passing on with
// several misère Spelers (R35–R37), every card checked (R24–R29), verzaking as its sanction
// (R62–R65), vals roemen judged from the cards (R66–R70), and the end of a gift (R31–R34).
// The example games are the files in tests/data/games (worked out by hand in its README.md).
#include "gametest.h"
#include "nkrules.h"

#include "rules/card.h"
#include "rules/trick.h"

#include <fstream>
#include <set>
#include <sstream>

using nkb::test::kNk;

using namespace nkb;

namespace {

GameRecord parseGame(const std::string &name)
{
    auto parsed = parseGameJson(nkb::test::readExampleGame(name));
    REQUIRE(std::holds_alternative<GameRecord>(parsed));
    return std::get<GameRecord>(parsed);
}

// Card points of the whole pack for a trump: 141 with trump (R4), 108 without.
int packPoints(Trump trump)
{
    int sum = 0;
    for (const Card c : fullPack())
        sum += cardPoints(c, trump, kNk);
    return sum;
}

// Points of all tricks + the discards that sleep + the sleeping cards of a full record.
// With several misère Spelers only the last one's discard sleeps; the others pass theirs on (R35).
int recordPoints(const GiftRecord &g, const std::vector<std::string> &spelers, Trump trump)
{
    const CardRecord &r = *g.cards;
    std::set<Card> dealt;
    for (const auto &[name, hand] : r.hands)
        dealt.insert(hand.begin(), hand.end());
    dealt.insert(r.open.begin(), r.open.end());
    dealt.insert(r.blind.begin(), r.blind.end());
    int sum = 0;
    for (const Card c : fullPack())
        if (!dealt.count(c))
            sum += cardPoints(c, trump, kNk); // sleeping
    for (const Card c : r.discard.at(spelers.back()))
        sum += cardPoints(c, trump, kNk);
    for (const auto &t : r.tricks)
        sum += trickPoints(t, trump, kNk);
    return sum;
}

} // namespace

TEST_CASE("R4, R32: a full point-bid gift won, its card points add up to 141", "[gamefile][cards][R32][R4]")
{
    const GameVerdict v = nkb::test::judge(nkb::test::readExampleGame("cards-point-bid-won.json"));
    REQUIRE(v.ok);
    CHECK(nkb::test::wonIn(v, 1, "Bram"));
    CHECK(v.giften[0].warnings.empty());
    const GameRecord g = parseGame("cards-point-bid-won.json");
    REQUIRE(g.giften[0].cards->tricks.size() == 6);
    CHECK(recordPoints(g.giften[0], {"Bram"}, Suit::Hearts) == 141);
    CHECK(packPoints(Suit::Hearts) == 141);
}

TEST_CASE("R32: a full point-bid gift lost by 14 points, card points add up to 141",
          "[gamefile][cards][R32][R4]")
{
    // Cor (90, spades, no roem) takes tricks 2-5: 24 + 30 + 14 + 8 = 76 < 90.
    const GameVerdict v = nkb::test::judge(nkb::test::readExampleGame("cards-point-bid-lost.json"));
    REQUIRE(v.ok);
    CHECK_FALSE(nkb::test::wonIn(v, 1, "Cor"));
    const GameRecord g = parseGame("cards-point-bid-lost.json");
    CHECK(recordPoints(g.giften[0], {"Cor"}, Suit::Spades) == 141);
    // The same record with a bid of 75 is won (76 >= 75), decided in trick 5.
    std::string text = nkb::test::readExampleGame("cards-point-bid-lost.json");
    text.replace(text.find(R"(["Cor","90"])"), 12, R"(["Cor","75"])");
    const GameVerdict w = nkb::test::judge(text);
    REQUIRE(w.ok);
    CHECK(nkb::test::wonIn(w, 1, "Cor"));
}

TEST_CASE("R31: the record may stop once the outcome is certain, not before", "[gamefile][cards][R31][R33]")
{
    // Bonaak lost when Bram takes the first trick with AC (R33).
    const GameVerdict v = nkb::test::judge(nkb::test::readExampleGame("cards-bonaak-lost-first-trick.json"));
    REQUIRE(v.ok);
    CHECK_FALSE(nkb::test::wonIn(v, 1, "Cor"));
    // The point bid of cards-point-bid-lost.json stopped after trick 5 is not yet decided:
    // Cor has 76 and 24 points are still in play.
    std::string text = nkb::test::readExampleGame("cards-point-bid-lost.json");
    text.replace(text.find(R"(, ["7D","TH","AH","KD"])"), 23, "");
    const GameVerdict open = nkb::test::judge(text);
    CHECK_FALSE(open.ok);
    CHECK(nkb::test::errorRule(open) == 31);
    // Cards after the last trick cannot be.
    std::string seven = nkb::test::readExampleGame("cards-point-bid-won.json");
    const GameVerdict extra = nkb::test::judge(seven.replace(
        seven.find(R"(["TH","AC","AD","AS"])"), 21, R"(["TH","AC","AD","AS"], ["TH","AC","AD","AS"])"));
    CHECK_FALSE(extra.ok);
}

TEST_CASE("R31, R79: a record that stops early is decided by an irregularity or a stated result",
          "[gamefile][cards][R31][R79]")
{
    // cards-point-bid-lost.json stopped after trick 5: open on the cards alone (R31 above).
    std::string text = nkb::test::readExampleGame("cards-point-bid-lost.json");
    text.replace(text.find(R"(, ["7D","TH","AH","KD"])"), 23, "");
    // Anna betrayed her cards: Cor wins (R79); the gift ended there.
    std::string revealing = text;
    revealing.replace(revealing.find(R"("cards")"), 7,
                      R"("irregularity": {"kind": "revealing", "by": "Anna"}, "cards")");
    const GameVerdict r = nkb::test::judge(revealing);
    REQUIRE(r.ok);
    CHECK(nkb::test::wonIn(r, 1, "Cor"));
    // The referee wrote the result beside the record.
    std::string stated = text;
    stated.replace(stated.find(R"("cards")"), 7, R"("won": false, "cards")");
    const GameVerdict s = nkb::test::judge(stated);
    REQUIRE(s.ok);
    CHECK_FALSE(nkb::test::wonIn(s, 1, "Cor"));
}

TEST_CASE("R27, R62, R64: an opponent who undertrumps makes the Speler win, with a warning",
          "[gamefile][cards][R27][R64]")
{
    // Trick 2: Bram leads AD, Cor trumps in with KS, Dirk plays TS while holding TD.
    const GameVerdict v = nkb::test::judge(nkb::test::readExampleGame("cards-opponent-undertrumps.json"));
    REQUIRE(v.ok);
    CHECK(nkb::test::wonIn(v, 1, "Cor"));
    CHECK(nkb::test::anyWarningWith(v.giften[0], "Regel 27"));
    CHECK(nkb::test::anyWarningWith(v.giften[0], "Dirk"));
    CHECK(nkb::test::anyWarningWith(v.giften[0], "slag 2"));
}

TEST_CASE("R26, R62, R63: the Speler who does not follow trump loses", "[gamefile][cards][R26][R63]")
{
    const GameVerdict v = nkb::test::judge(nkb::test::readExampleGame("cards-speler-verzaakt.json"));
    REQUIRE(v.ok);
    CHECK_FALSE(nkb::test::wonIn(v, 1, "Cor"));
    CHECK(nkb::test::anyWarningWith(v.giften[0], "Regel 26"));
    CHECK(nkb::test::statusOf(v, "Cor") == Status::Krom);
}

TEST_CASE("R66-R68: bonaak met roem no blind card could make is vals roemen: erin at once",
          "[gamefile][cards][R66][R68]")
{
    const GameVerdict v = nkb::test::judge(nkb::test::readExampleGame("cards-vals-roemen-bonaak-200.json"));
    REQUIRE(v.ok);
    CHECK(nkb::test::valsNames(v.giften[0]) == std::vector<std::string>{"Bram"});
    CHECK(nkb::test::statusOf(v, "Bram") == Status::Erin);
    CHECK(nkb::test::player(v, "Bram").points == 0);
    CHECK(v.giften[0].nextDealer == "Bram");
}

TEST_CASE("R66-R68: a point bid of 300 by an opponent that needs four jacks is vals roemen",
          "[gamefile][cards][R66][R67]")
{
    const GameVerdict v = nkb::test::judge(nkb::test::readExampleGame("cards-vals-roemen-opponent-300.json"));
    REQUIRE(v.ok);
    CHECK(nkb::test::valsNames(v.giften[0]) == std::vector<std::string>{"Cor"});
    CHECK(nkb::test::statusOf(v, "Cor") == Status::Erin);
    CHECK(nkb::test::wonIn(v, 1, "Bram"));
    CHECK(nkb::test::statusOf(v, "Bram") == Status::Recht);
}

TEST_CASE("R69: speculating on the blind card is not vals roemen, won with it, lost without",
          "[gamefile][cards][R69]")
{
    const GameVerdict won = nkb::test::judge(nkb::test::readExampleGame("cards-bonaak-roem-speculation-won.json"));
    REQUIRE(won.ok);
    CHECK(won.giften[0].valsRoemers.empty());
    CHECK(nkb::test::wonIn(won, 1, "Bram"));
    const GameVerdict lost = nkb::test::judge(nkb::test::readExampleGame("cards-bonaak-roem-missing.json"));
    REQUIRE(lost.ok);
    CHECK(lost.giften[0].valsRoemers.empty());
    CHECK_FALSE(nkb::test::wonIn(lost, 1, "Bram"));
    CHECK(nkb::test::statusOf(lost, "Bram") == Status::Krom);
}

TEST_CASE("R70: announcing roem the Speler does not hold is vals roemen", "[gamefile][cards][R70]")
{
    // Cor holds A K Q J of spades with Stuk (70) but announces 100.
    std::string text = nkb::test::readExampleGame("cards-point-bid-lost.json");
    text.replace(text.find(R"(["Cor","90"])"), 12, R"(["Cor","105"])");
    text.replace(text.find(R"("cards")"), 7, R"("roem": 100, "cards")");
    const GameVerdict v = nkb::test::judge(text);
    REQUIRE(v.ok);
    CHECK(nkb::test::valsNames(v.giften[0]) == std::vector<std::string>{"Cor"});
    CHECK(nkb::test::statusOf(v, "Cor") == Status::Erin);
    // 70 is held and lower than 105: 76 + 70 >= 105, won.
    std::string ok = nkb::test::readExampleGame("cards-point-bid-lost.json");
    ok.replace(ok.find(R"(["Cor","90"])"), 12, R"(["Cor","105"])");
    ok.replace(ok.find(R"("cards")"), 7, R"("roem": 70, "cards")");
    const GameVerdict w = nkb::test::judge(ok);
    REQUIRE(w.ok);
    CHECK(nkb::test::wonIn(w, 1, "Cor"));
}

TEST_CASE("R35-R37: two misère Spelers pass cards on, the first leads, no trump, both win",
          "[gamefile][cards][R35][R36][R37]")
{
    const GameVerdict v = nkb::test::judge(nkb::test::readExampleGame("cards-misere-two.json"));
    REQUIRE(v.ok);
    CHECK(nkb::test::wonIn(v, 1, "Bram"));
    CHECK(nkb::test::wonIn(v, 1, "Dirk"));
    CHECK(v.giften[0].nextDealer == "Bram");
    const GameRecord g = parseGame("cards-misere-two.json");
    // Without trump the pack holds 4 x 27 = 108 points; the last misère Speler's discard sleeps.
    CHECK(recordPoints(g.giften[0], {"Bram", "Dirk"}, std::nullopt) == 108);
    CHECK(packPoints(std::nullopt) == 108);
    // With trump named it is refused (R37).
    std::string text = nkb::test::readExampleGame("cards-misere-two.json");
    text.replace(text.find(R"("tricks")"), 8, R"("trump": "H", "tricks")");
    CHECK(nkb::test::errorRule(nkb::test::judge(text)) == 37);
    // Dirk cannot lead the first trick (R36): the record then has Bram playing a card he lacks.
    std::string dirkLeads = nkb::test::readExampleGame("cards-misere-two.json");
    dirkLeads.replace(dirkLeads.find(R"(["7C","AC","9C","AS"])"), 21, R"(["9C","AS","7C","AC"])");
    CHECK_FALSE(nkb::test::judge(dirkLeads).ok);
}

TEST_CASE("R3, R23, R24: a record that cannot describe a real deal is an error",
          "[gamefile][cards][R3][R23][R24]")
{
    // A card in two hands.
    const GameVerdict twice = nkb::test::judge(nkb::test::readExampleGame("error-card-twice-in-deal.json"));
    CHECK_FALSE(twice.ok);
    CHECK(nkb::test::errorRule(twice) == 3);
    // A card played twice (9C by Cor in tricks 1 and 2).
    const GameVerdict played = nkb::test::judge(nkb::test::readExampleGame("error-card-played-twice.json"));
    CHECK_FALSE(played.ok);
    // A discard the Speler did not hold. (A hand of five or a discard of two is a wrong card
    // count, judged by R74: test_cardcount.cpp.)
    std::string notHeld = nkb::test::readExampleGame("cards-point-bid-won.json");
    notHeld.replace(notHeld.find(R"(["7S","8S","9S"])"), 16, R"(["7S","8S","AS"])");
    CHECK(nkb::test::errorRule(nkb::test::judge(notHeld)) == 23);
    // A trick with three cards at a table of four.
    std::string short3 = nkb::test::readExampleGame("cards-point-bid-won.json");
    short3.replace(short3.find(R"(["JH","9C","9D","7C"])"), 21, R"(["JH","9C","9D"])");
    CHECK_FALSE(nkb::test::judge(short3).ok);
}

TEST_CASE("R75: a Speler who names no trump plays with the suit of his first card as trump",
          "[gamefile][cards][R75]")
{
    std::string text = nkb::test::readExampleGame("cards-point-bid-won.json");
    text.replace(text.find(R"("trump": "H")"), 12, R"("trump": null)");
    const GameVerdict v = nkb::test::judge(text);
    REQUIRE(v.ok);
    CHECK(nkb::test::wonIn(v, 1, "Bram"));
    CHECK(v.giften[0].trump == std::optional<std::string>("H"));
    CHECK(nkb::test::anyWarningWith(v.giften[0], "Regel 75"));
    // Without the field the same.
    std::string omitted = nkb::test::readExampleGame("cards-point-bid-won.json");
    omitted.replace(omitted.find(R"("trump": "H",)"), 13, "");
    const GameVerdict o = nkb::test::judge(omitted);
    REQUIRE(o.ok);
    CHECK(o.giften[0].trump == std::optional<std::string>("H"));
    // A lone misère Speler without trump loses (R15, R75), whatever the tricks.
    std::string misere = nkb::test::readExampleGame("cards-point-bid-won.json");
    misere.replace(misere.find(R"(["Bram","100"])"), 14, R"(["Bram","misere"])");
    misere.replace(misere.find(R"("roem": 70,)"), 11, "");
    misere.replace(misere.find(R"("trump": "H",)"), 13, "");
    const GameVerdict m = nkb::test::judge(misere);
    REQUIRE(m.ok);
    CHECK_FALSE(nkb::test::wonIn(m, 1, "Bram"));
    CHECK(nkb::test::anyWarningWith(m.giften[0], "Regel 75"));
}

TEST_CASE("R31, R32: only a bid out of reach of the roem and the whole pack is lost before the first card",
          "[gamefile][cards][R31]")
{
    // Deal 2 after Cor's discard: only 141 - 14 (discard) - 16 (sleeping) = 111 points are really
    // in play, but nobody at the table sees the discard or the sleeping cards: 115 is still open
    // (R31 as this program reads it), so a record without tricks is refused for a missing result.
    std::string text = nkb::test::readExampleGame("cards-point-bid-lost.json");
    text.replace(text.find(R"(["Cor","90"])"), 12, R"(["Cor","115"])");
    const auto from = text.find(R"("tricks": [)");
    const auto to = text.find("]]", from);
    text.replace(from, to + 2 - from, R"("tricks": [])");
    CHECK(nkb::test::errorRule(nkb::test::judge(text)) == 31);
    // 145 without roem: 0 + 141 < 145, lost whatever the cards (R32). (Not vals roemen: Cor could
    // have announced his 70, R68.)
    std::string high = text;
    high.replace(high.find(R"(["Cor","115"])"), 13, R"(["Cor","145"])");
    const GameVerdict v = nkb::test::judge(high);
    REQUIRE(v.ok);
    CHECK_FALSE(nkb::test::wonIn(v, 1, "Cor"));
    CHECK(v.giften[0].valsRoemers.empty());
    // Without trump named and no card played, trump (R75) and so the points are not known yet.
    std::string noTrump = high;
    noTrump.replace(noTrump.find(R"("trump": "S",)"), 13, "");
    CHECK(nkb::test::errorRule(nkb::test::judge(noTrump)) == 31);
}

TEST_CASE("R32: points or tricks given beside the card record must agree with it", "[gamefile][cards][R32]")
{
    std::string agree = nkb::test::readExampleGame("cards-point-bid-lost.json");
    agree.replace(agree.find(R"("cards")"), 7, R"("points": 76, "cards")");
    CHECK(nkb::test::judge(agree).ok);
    std::string disagree = nkb::test::readExampleGame("cards-point-bid-lost.json");
    disagree.replace(disagree.find(R"("cards")"), 7, R"("points": 95, "cards")");
    const GameVerdict v = nkb::test::judge(disagree);
    CHECK_FALSE(v.ok);
    CHECK(nkb::test::errorRule(v) == 32);
    std::string tricks = nkb::test::readExampleGame("cards-bonaak-lost-first-trick.json");
    tricks.replace(tricks.find(R"("cards")"), 7, R"("tricks": {"Cor": 6}, "cards")");
    CHECK(nkb::test::errorRule(nkb::test::judge(tricks)) == 33);
    // And a stated "won" that contradicts the cards.
    std::string won = nkb::test::readExampleGame("cards-point-bid-lost.json");
    won.replace(won.find(R"("cards")"), 7, R"("won": true, "cards")");
    CHECK(nkb::test::errorRule(nkb::test::judge(won)) == 32);
}

TEST_CASE("R53: a Speler who is already eruit is refused before his cards are judged",
          "[gamefile][cards][R53]")
{
    // Bram goes out in gifts 1 and 2 and is Speler again in gift 3, with the cards of deal 1
    // (which give him no hand: he no longer plays).
    std::string text = nkb::test::readExampleGame("cards-point-bid-won.json");
    text.replace(text.find(R"({"dealer": "Anna",)"), 18,
                 R"({"spelers": ["Bram"], "contract": "40", "won": true},
                    {"spelers": ["Bram"], "contract": "40", "won": true},
                    {)");
    text.replace(text.find(R"("bids": [["Bram","100"],["Cor","pass"],["Dirk","pass"],["Anna","pass"]],)"), 72,
                 R"("spelers": ["Bram"], "contract": "100",)");
    const GameVerdict v = nkb::test::judge(text);
    CHECK_FALSE(v.ok);
    CHECK(v.errorGift == 3);
    CHECK(nkb::test::errorRule(v) == 53);
}

TEST_CASE("R48: with cards, roem outside the table is refused, not taken for vals roemen",
          "[gamefile][cards][R48]")
{
    std::string text = nkb::test::readExampleGame("cards-point-bid-won.json");
    text.replace(text.find(R"("roem": 70)"), 10, R"("roem": 30)");
    const GameVerdict v = nkb::test::judge(text);
    CHECK_FALSE(v.ok);
    CHECK(nkb::test::errorRule(v) == 48);
}

namespace {

// The record of `file` with a referee's note put on its first gift.
std::string withNote(const std::string &file, const std::string &kind, const std::string &by)
{
    std::string text = nkb::test::readExampleGame(file);
    text.replace(text.find(R"("cards")"), 7, R"("irregularity": {"kind": ")" + kind + R"(", "by": ")" + by +
                                                 R"("}, "cards")");
    return text;
}

} // namespace

TEST_CASE("R69, R70, R62: a referee's note that the full card record shows cannot be true is refused with its rule",
          "[gamefile][cards][R69][R70][R62]")
{
    // Issue 36: each of these put a player erin, or lost a gift, that the cards acquit.
    // R69: "Speculating on the blind card that could have given the roem is not vals roemen" —
    // Bram's bonaak 100 (with the open KH QH and JH 9H AH in hand) and Dirk's bonaak 20 (an
    // opponent who bid; his diamonds hold it).
    for (const char *by : {"Bram", "Dirk"}) {
        const GameVerdict v = nkb::test::judge(withNote("cards-bonaak-roem-missing.json", "vals_roemen", by));
        CAPTURE(by);
        REQUIRE_FALSE(v.ok);
        REQUIRE(v.error);
        CHECK(v.error->rule == 69);
        CHECK(v.error->message.find("speculeren op de blinde kaart is geen vals roemen") != std::string::npos);
    }
    // R70: announcing roem one does not hold is vals roemen; Bram holds the 70 he announced.
    const GameVerdict held = nkb::test::judge(withNote("cards-point-bid-won.json", "vals_roemen", "Bram"));
    REQUIRE_FALSE(held.ok);
    REQUIRE(held.error);
    CHECK(held.error->rule == 70);
    CHECK(held.error->message.find("had Bram de roem die hij meldde") != std::string::npos);
    // R62: verzaken is playing a card R26–R29 forbid; every card Bram played was allowed.
    const GameVerdict led = nkb::test::judge(withNote("cards-point-bid-won.json", "verzaking", "Bram"));
    REQUIRE_FALSE(led.ok);
    REQUIRE(led.error);
    CHECK(led.error->rule == 62);
    // A note the record bears out stands: Dirk does undertrump in this record (R27, R64).
    const GameVerdict shown = nkb::test::judge(withNote("cards-opponent-undertrumps.json", "verzaking", "Dirk"));
    CHECK(shown.ok);
}
