// The Hazerswoude-Rijndijk game and its variations, case by case from the pagat text
// (../shared/rules/pagat-boonaken-en.txt and -de.txt, quoted above each case), and the same input
// judged differently under the NK reglement where the texts differ.
#include "cardtext.h"
#include "nkrules.h"

#include "rules/auction.h"
#include "rules/bid.h"
#include "rules/deal.h"
#include "rules/roem.h"
#include "rules/tablegame.h"
#include "rules/trick.h"

#include <algorithm>

using nkb::test::kNk;

using namespace nkb;
using nkb::test::cards;

namespace {

RuleSet rules(const std::string &name)
{
    const auto rs = RuleSet::fromName(name);
    REQUIRE(rs.ok());
    return *rs;
}

bool has(const std::vector<int> &values, int v)
{
    return std::find(values.begin(), values.end(), v) != values.end();
}

bool legal(const std::string &card, const std::string &hand, const std::string &trick, const RuleSet &rs)
{
    return isLegalCard(cards(card).front(), cards(hand), cards(trick), Suit::Hearts, rs);
}

} // namespace

TEST_CASE("Rule sets: a preset and its options have one stored name, unknown ones are refused", "[rules][ruleset]")
{
    CHECK(RuleSet::nk2019().name() == "nk2019");
    CHECK(RuleSet::hazerswoude().name() == "hazerswoude");
    CHECK(rules("nk2019") == kNk);
    // Options in any order and case give one name, in the order of the option list.
    CHECK(rules("Hazerswoude+zeskaart100+bod25").name() == "hazerswoude+bod25+zeskaart100");
    CHECK(rules("hazerswoude+bod25+zeskaart100") == rules("hazerswoude+zeskaart100+bod25"));
    CHECK(rules("hazerswoude").title() == "Hazerswoude-Rijndijk (pagat)");
    CHECK(rules("hazerswoude+bod25").title() == "Hazerswoude-Rijndijk (pagat), met: Laagste puntenbod 25");
    CHECK(kNk.differencesFromNk().empty());
    CHECK_FALSE(RuleSet::hazerswoude().differencesFromNk().empty());
    const auto unknown = RuleSet::fromName("knorrel");
    REQUIRE_FALSE(unknown.ok());
    CHECK(unknown.error().message.find("nk2019, hazerswoude") != std::string::npos);
    CHECK_FALSE(RuleSet::fromName("hazerswoude+bod30").ok());
    CHECK_FALSE(RuleSet::fromName("hazerswoude+bod25+bod25").ok());
    CHECK_FALSE(RuleSet::fromName("nk2019+bod25").ok()); // the options belong to the pagat game
    // Every option of the list can be ticked, and changes the rule set.
    for (const RuleOption &o : ruleOptions()) {
        INFO(o.id);
        CHECK_FALSE(rules("hazerswoude+" + o.id) == RuleSet::hazerswoude());
        CHECK_FALSE(o.sentence.empty());
    }
}

TEST_CASE("Hazerswoude: card points and order as at the NK", "[rules][hazerswoude][R4]")
{
    // "There are 141 points in the pack altogether."
    const RuleSet hz = RuleSet::hazerswoude();
    CHECK(packPoints(hz) == 141);
    CHECK(packPoints(kNk) == 141);
    // "Jack (Boer) 20 points, 9 (Nel) 14 points" in the trump suit; a non-trump jack 1 point.
    CHECK(cardPoints(cards("JH").front(), Suit::Hearts, hz) == 20);
    CHECK(cardPoints(cards("9H").front(), Suit::Hearts, hz) == 14);
    CHECK(cardPoints(cards("JS").front(), Suit::Hearts, hz) == 1);
}

TEST_CASE("Hazerswoude: the deal has four centre cards, two of them blind", "[rules][hazerswoude][deal]")
{
    const RuleSet hz = RuleSet::hazerswoude();
    // "Bei vier Spielern werden … zwei Karten verdeckt … zwei Karten offen in die Mitte des Tisches
    // gelegt. Die vier Karten, die nach dem Kartengeben übrig bleiben, werden … beiseite gelegt."
    CHECK(dealLayout(4, hz) == DealLayout{6, 2, 2, 4});
    CHECK(dealLayout(4, kNk) == DealLayout{6, 2, 1, 5});
    // "Bei fünf Spielern werden zwei Karten offen in die Mitte des Tisches gelegt."
    CHECK(dealLayout(5, hz) == DealLayout{6, 2, 0, 0});
    // "10 Karten bei drei Spielern und 16 Karten bei zwei Spielern" laid aside.
    CHECK(dealLayout(3, hz) == DealLayout{6, 2, 2, 10});
    CHECK(dealLayout(2, hz) == DealLayout{6, 2, 2, 16});
    // "When there are two, three or four players, some play that only one card is dealt face down
    // to the centre, with two face up."
    CHECK(dealLayout(4, rules("hazerswoude+eenblind")) == DealLayout{6, 2, 1, 5});
    const Deal d = dealCards(fullPack(), 4, 0, hz);
    CHECK(d.blind.size() == 2);
    CHECK(d.sleeping.size() == 4);
}

TEST_CASE("Hazerswoude: roem counts a card in a sequence and a four of a kind, a six-card sequence 200",
          "[rules][hazerswoude][roem]")
{
    const RuleSet hz = RuleSet::hazerswoude();
    // "Four aces with the king and queen of trumps are worth a total of 140." (A-K-Q of trumps is a
    // sequence of three: "the same card can be used simultaneously in a sequence, a four of a kind
    // and Stuk".)
    const auto aces = cards("AH AC AD AS KH QH");
    CHECK(has(claimableRoem(aces, Suit::Hearts, hz), 140));
    CHECK_FALSE(has(claimableRoem(aces, Suit::Hearts, kNk), 140)); // R43: not in a set and a serie
    CHECK(has(claimableRoem(aces, Suit::Hearts, kNk), 120));
    // "For example K-Q-J-10 of trumps is worth 70 points - 50 for the sequence and 20 for the stuk."
    CHECK(has(claimableRoem(cards("KH QH JH TH 7S 8C"), Suit::Hearts, hz), 70));
    // "Sequence of six cards in a suit 200 points"; "Some award only 100 points rather than 200".
    const auto six = cards("AS KS QS JS TS 9S");
    CHECK(claimableRoem(six, Suit::Hearts, hz).back() == 200);
    CHECK(claimableRoem(six, Suit::Hearts, kNk).back() == 100);
    CHECK(claimableRoem(six, Suit::Hearts, rules("hazerswoude+zeskaart100")).back() == 100);
    // "The highest bid of all is Boonaak 220; to make this you would need A-K-Q-J-10-9 in one suit
    // (200 for the sequence plus 20 for stuk)."
    CHECK(has(claimableRoem(cards("AH KH QH JH TH 9H"), Suit::Hearts, hz), 220));
    CHECK(checkBid(Bid::bonaakRoem(220), hz) == std::nullopt);
    CHECK(checkBid(Bid::bonaakRoem(140), hz) == std::nullopt);
    CHECK(checkBid(Bid::bonaakRoem(140), kNk).value_or(RuleError{}).rule == 48);
}

TEST_CASE("Hazerswoude: an opponent's higher roem, or equal roem as high, cancels the Speler's",
          "[rules][hazerswoude][roem]")
{
    const RuleSet hz = RuleSet::hazerswoude();
    // "If an opponent's Roem is equal in value to the declarer's, both players must say how high
    // their Roem is - i.e. what the highest card of it is."
    const auto claims = roemClaims(cards("QS JS TS 7H 8C 9D"), Suit::Hearts, hz);
    REQUIRE(claims.size() == 1);
    CHECK(claims.front() == RoemClaim{20, Rank::Queen});
    const auto withStuk = roemClaims(cards("KH QH JH 7S 8C 9D"), Suit::Hearts, hz);
    CHECK(std::find(withStuk.begin(), withStuk.end(), RoemClaim{40, Rank::King}) != withStuk.end());
    CHECK(std::find(withStuk.begin(), withStuk.end(), RoemClaim{20, Rank::King}) != withStuk.end());
}

TEST_CASE("Hazerswoude: misère ranks between 70 and 75, zwabber between 100 and 105", "[rules][hazerswoude][bid]")
{
    const RuleSet hz = RuleSet::hazerswoude();
    // "Misère. … Der Wert liegt zwischen den Punktzahlreizungen von 70 und 75." / "When there has been
    // only one Misère bid, it can be overcalled in the usual way by a number bid of 75 or more".
    CHECK(compareBids(Bid::misere(), Bid::points(70), hz) > 0);
    CHECK(compareBids(Bid::misere(), Bid::points(75), hz) < 0);
    CHECK(compareBids(Bid::misere(), Bid::points(75), kNk) > 0); // NK: misère above 100 (R18)
    // "Zwabber … rangiert zwischen der Punktzahlreizung von 100 und 105."
    CHECK(compareBids(Bid::zwabber(), Bid::points(100), hz) > 0);
    CHECK(compareBids(Bid::zwabber(), Bid::points(105), hz) < 0);
    std::vector<bool> four(4, true);
    Auction a(4, 3, four, hz);
    REQUIRE_FALSE(a.call(0, Bid::misere()));
    CHECK_FALSE(a.check(1, Bid::points(75)).has_value());
    Auction nk(4, 3, four, kNk);
    REQUIRE_FALSE(nk.call(0, Bid::misere()));
    CHECK(nk.check(1, Bid::points(75)).value_or(RuleError{}).rule == 17);
}

TEST_CASE("Hazerswoude: no lowest bid but a multiple of 5, or 25 with the variation", "[rules][hazerswoude][bid]")
{
    // "Die Punktzahlreizung. Es muss immer ein Vielfaches von 5 gereizt werden".
    CHECK(parseBid("10", RuleSet::hazerswoude()).ok());
    CHECK(parseBid("12", RuleSet::hazerswoude()).error().rule == 12);
    CHECK(parseBid("10", kNk).error().rule == 12);
    // "Some play that the minimum number bid allowed is 25."
    const RuleSet min25 = rules("hazerswoude+bod25");
    const auto low = parseBid("20", min25);
    REQUIRE_FALSE(low.ok());
    const RuleError cited = min25.cite(low.error());
    CHECK(cited.source == "Some play that the minimum number bid allowed is 25.");
    CHECK(cited.message.find("Hazerswoude") == 0);
    CHECK(kNk.cite(low.error()) == low.error()); // the NK cites its own rule number
}

TEST_CASE("Hazerswoude: bonaak with roem needs no bonaak before it", "[rules][hazerswoude][bid]")
{
    // "Boonaak with Roem outbids Boonaak without Roem, and can in turn be outbid by Boonaak with more
    // Roem." The NK (R19) allows it only after an earlier bonaak.
    std::vector<bool> four(4, true);
    Auction hz(4, 3, four, RuleSet::hazerswoude());
    CHECK_FALSE(hz.check(0, Bid::bonaakRoem(50)).has_value());
    Auction nk(4, 3, four, kNk);
    CHECK(nk.check(0, Bid::bonaakRoem(50)).value_or(RuleError{}).rule == 19);
}

TEST_CASE("Hazerswoude variation: misère between 100 and 105 with four or more players", "[rules][hazerswoude][bid]")
{
    // "Some play that the Misère bid ranks between 100 and 105 and Zwabber between 125 and 130 when
    // there are four or more players in the game."
    const RuleSet rs = rules("hazerswoude+misere100");
    Auction four(4, 3, std::vector<bool>(4, true), rs);
    REQUIRE_FALSE(four.call(0, Bid::misere()));
    CHECK(four.check(1, Bid::points(100)).value_or(RuleError{}).rule == 17);
    CHECK_FALSE(four.check(1, Bid::points(105)).has_value());
    // Three players left in the game: the ranks of the text itself, 70 and 75.
    Auction three(4, 3, {true, true, true, false}, rs);
    REQUIRE_FALSE(three.call(0, Bid::misere()));
    CHECK_FALSE(three.check(1, Bid::points(75)).has_value());
}

TEST_CASE("Hazerswoude variation: zwabber with roem, just above zwabber without", "[rules][hazerswoude][bid]")
{
    // "Some players allow bids of Zwabber with Roem, ranking immediately above Zwabber without Roem."
    const RuleSet rs = rules("hazerswoude+zwabberroem");
    const auto bid = parseBid("zwabber 50", rs);
    REQUIRE(bid.ok());
    CHECK(*bid == Bid::zwabberRoem(50));
    CHECK(compareBids(*bid, Bid::zwabber(), rs) > 0);
    CHECK(compareBids(*bid, Bid::points(105), rs) < 0);
    CHECK(compareBids(Bid::zwabberRoem(70), *bid, rs) > 0);
    CHECK_FALSE(parseBid("zwabber 50", RuleSet::hazerswoude()).ok());
    CHECK_FALSE(parseBid("zwabber 50", kNk).ok());
}

TEST_CASE("Hazerswoude: trumping and undertrumping are allowed, not in the variation", "[rules][hazerswoude][trick]")
{
    const RuleSet hz = RuleSet::hazerswoude();
    // Spades led, hearts trump, the queen of trumps already in the trick; the hand can follow.
    // "(It is legal to trump even if you could have followed suit.)" — at any height in the text.
    CHECK(legal("7H", "KS 7H", "AS QH", hz));
    CHECK_FALSE(legal("7H", "KS 7H", "AS QH", kNk)); // R27: no undertrumping
    // Cannot follow, holds a lower trump and a plain card.
    CHECK(legal("7H", "KD 7H", "AS QH", hz));
    CHECK_FALSE(legal("7H", "KD 7H", "AS QH", kNk)); // R28
    // "Some do not allow undertrumping, unless the player has nothing but trumps."
    const RuleSet strict = rules("hazerswoude+geenondertroeven");
    CHECK_FALSE(legal("7H", "KD 7H", "AS QH", strict));
    CHECK(legal("7H", "7H 8H AH", "AS QH", strict));  // nothing but trumps: any of them
    CHECK_FALSE(legal("7H", "7H 8H AH", "AS QH", kNk)); // NK: the ace overtrumps, so no undertrump
    // "When a trump is led, the other players must follow suit with a trump, unless their only trump
    // is the jack."
    CHECK(legal("KS", "JH KS", "7H", hz));
    CHECK_FALSE(legal("KS", "8H KS", "7H", hz));
}

TEST_CASE("Hazerswoude: the deal passes to the left, or to the Speler in the variation", "[rules][hazerswoude][dealer]")
{
    // "Deal and play are clockwise, and the turn to deal passes to the left after each hand."
    TableGame hz(4, 3, RuleSet::hazerswoude());
    REQUIRE_FALSE(hz.applyGift({2}, {true}));
    CHECK(hz.dealer() == 0);
    TableGame nk(4, 3, kNk);
    REQUIRE_FALSE(nk.applyGift({2}, {true}));
    CHECK(nk.dealer() == 2); // R5: the Speler deals
    // "Some play that each hand after the first is dealt by the player who was the declarer in the
    // previous hand (by the first declarer if several played Misère)."
    TableGame v(4, 3, rules("hazerswoude+spelerdeelt"));
    REQUIRE_FALSE(v.applyGift({2, 1}, {true, false}));
    CHECK(v.dealer() == 2);
    // "(Wenn es der Spieler ist, der als nächster hätte geben müssen, dann muss der Spieler, der links
    // von ihm sitzt, das nächste Spiel geben.)": seat 1 goes out, the deal passes him by.
    TableGame out(4, 0, RuleSet::hazerswoude());
    REQUIRE_FALSE(out.applyGift({1}, {true}));
    CHECK(out.dealer() == 1);
    REQUIRE_FALSE(out.applyGift({1}, {true})); // eruit
    CHECK(out.dealer() == 2);
}

TEST_CASE("Hazerswoude: the game ends at the first loser, the others placed by their standing",
          "[rules][hazerswoude][game]")
{
    // "Any player who has two minuses has lost the game and must buy a round."
    TableGame g(4, 3, RuleSet::hazerswoude());
    REQUIRE_FALSE(g.applyGift({1}, {true}));  // B recht
    REQUIRE_FALSE(g.applyGift({2}, {false})); // C krom
    REQUIRE_FALSE(g.applyGift({0}, {false})); // A krom
    REQUIRE_FALSE(g.applyGift({0}, {false})); // A erin: the loser is found
    CHECK(g.finished());
    CHECK(g.status(0) == Status::Erin);
    CHECK(g.points(0) == 0);
    // Decided (docs/rules-hazerswoude.md): recht before suf, suf before krom; equal standing shares.
    CHECK(g.place(1) == 1);
    CHECK(g.points(1) == 10);
    CHECK(g.place(3) == 2);
    CHECK(g.points(3) == 8);
    CHECK(g.place(2) == 3);
    CHECK(g.points(2) == 4);
    // Under the NK the same gifts leave a game that goes on (R58).
    TableGame nk(4, 3, kNk);
    for (const auto &[seat, won] : {std::pair{1, true}, {2, false}, {0, false}, {0, false}})
        REQUIRE_FALSE(nk.applyGift({seat}, {won}));
    CHECK_FALSE(nk.finished());
    // "Wenn alle Spieler außer einem zwei Pluszeichen haben, dann ist dieser letzte Spieler der
    // Verlierer": erin, 0 points.
    TableGame last(3, 2, RuleSet::hazerswoude());
    for (const int s : {0, 0, 1, 1})
        REQUIRE_FALSE(last.applyGift({s}, {true}));
    CHECK(last.finished());
    CHECK(last.status(2) == Status::Erin);
    CHECK(last.points(2) == 0);
    CHECK(last.points(0) == 10);
    CHECK(last.points(1) == 8);
    // A game of four always ends with a loser on 0: the NK's fourth place (1 point, R57) never occurs.
    CHECK(isReachableOutcome({10, 10, 10, 0}, 4, RuleSet::hazerswoude()));
    CHECK(isReachableOutcome({10, 8, 4, 0}, 4, RuleSet::hazerswoude()));
    CHECK_FALSE(isReachableOutcome({10, 8, 4, 1}, 4, RuleSet::hazerswoude()));
    CHECK(isReachableOutcome({10, 8, 4, 1}, 4, kNk));
}

TEST_CASE("Hazerswoude: no vals roemen, and a lone misère plays without trump", "[rules][hazerswoude]")
{
    const RuleSet hz = RuleSet::hazerswoude();
    TableGame g(4, 3, hz);
    CHECK(g.checkGift({0}, {true}, {0}).value_or(RuleError{}).rule == 66);
    CHECK_FALSE(hz.valsRoemen);
    CHECK_FALSE(hz.loneMisereTrump);
    // "Some play that in Misère with a single declarer, the declarer must choose a trump suit".
    CHECK(rules("hazerswoude+miseretroef").loneMisereTrump);
}
