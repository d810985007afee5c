#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "rules/bid.h"
#include "nkrules.h"

using nkb::test::kNk;

using namespace nkb;

namespace {

Bid mustParse(const std::string &text)
{
    const Result<Bid> r = parseBid(text, kNk);
    INFO("bid text: " << text);
    REQUIRE(r.ok());
    return r.value();
}

int ruleOf(const std::string &text)
{
    const Result<Bid> r = parseBid(text, kNk);
    INFO("bid text: " << text);
    REQUIRE_FALSE(r.ok());
    return r.error().rule;
}

} // namespace

TEST_CASE("R10: the four kinds of bid and pass are read", "[rules][R10][bid]")
{
    CHECK(mustParse("pass") == Bid::pass());
    CHECK(mustParse("pas") == Bid::pass());
    CHECK(mustParse("25") == Bid::points(25));
    CHECK(mustParse("360") == Bid::points(360));
    CHECK(mustParse("zwabber") == Bid::zwabber());
    CHECK(mustParse("bonaak") == Bid::bonaak());
    CHECK(mustParse("  Bonaak   40 ") == Bid::bonaakRoem(40));
    CHECK(mustParse("bonaak met roem 60") == Bid::bonaakRoem(60));
    CHECK(mustParse("bonaak 100 zeskaart") == Bid::bonaakRoem(100, true));
    CHECK(mustParse("bonaak 120 zeskaart") == Bid::bonaakRoem(120, true));
    CHECK(parseBid("", kNk).error().rule == 0);
    CHECK(parseBid("hoog", kNk).error().rule == 0);
    CHECK(parseBid("40 punten extra", kNk).error().rule == 0);
    CHECK(parseBid("-25", kNk).error().rule == 0);
    CHECK_FALSE(parseBid("bonaak zeskaart", kNk).ok());
    CHECK_FALSE(parseBid("bonaak met roem", kNk).ok());
    CHECK_FALSE(parseBid("misere 40", kNk).ok());
}

TEST_CASE("R15: misère is spelled with or without the accent", "[rules][R15][bid]")
{
    for (const char *t : {"misere", "misère", "MISÈRE", "Misere"})
        CHECK(mustParse(t) == Bid::misere());
    CHECK(toString(Bid::misere()) == "misere");
    CHECK(describeNl(Bid::misere()) == "misère");
}

TEST_CASE("R12: a point bid is a multiple of five, at least 25", "[rules][R12][bid]")
{
    for (int p = 25; p <= 360; p += 5)
        CHECK(mustParse(std::to_string(p)) == Bid::points(p));
    CHECK(ruleOf("27") == 12);
    CHECK(ruleOf("101") == 12);
    CHECK(ruleOf("20") == 12);
    CHECK(ruleOf("0") == 12);
    const RuleError e = parseBid("27", kNk).error();
    CHECK(e.message.rfind("Regel 12: ", 0) == 0);
    CHECK(e.message.find("veelvoud van 5") != std::string::npos);
    CHECK(parseBid("20", kNk).error().message.find("25") != std::string::npos);
    // Built directly, not parsed: checked just the same.
    CHECK(checkBid(Bid::points(33), kNk).value_or(RuleError{}).rule == 12);
    CHECK_FALSE(checkBid(Bid::points(40), kNk));
}

TEST_CASE("R19: a point bid may be as high as the bidder likes", "[rules][R19][R12][bid]")
{
    // R19: "Een speler mag zo hoog bieden als hij wil"; R12 asks only a multiple of 5 from 25.
    CHECK(mustParse("360") == Bid::points(360));
    CHECK(mustParse("365") == Bid::points(365));
    CHECK(mustParse("1000") == Bid::points(1000));
    CHECK_FALSE(checkBid(Bid::points(365), kNk));
    CHECK(ruleOf("366") == 12); // still a multiple of five
    // Too long to be a number the program can hold: unreadable, not a rule.
    CHECK(ruleOf("99999999999999999999") == 0);
    // R18: higher is higher, above 130 (past zwabber) and below bonaak.
    CHECK(compareBids(Bid::points(365), Bid::points(360), kNk) > 0);
    CHECK(compareBids(Bid::points(1000), Bid::bonaak(), kNk) < 0);
}

TEST_CASE("R19, R68: a point bid beyond any hand is 365 or more (141 card points + 220 roem = 361)",
          "[rules][R19][R68][bid]")
{
    // R4: 141 card points in the pack; R48: at most 220 roem (four jacks with Stuk). 360 needs
    // 360 - 141 = 219 roem: 220 will do. 365 needs 224: no six cards hold it.
    CHECK_FALSE(bidBeyondAnyHand(Bid::points(360), kNk));
    CHECK(bidBeyondAnyHand(Bid::points(365), kNk));
    CHECK(bidBeyondAnyHand(Bid::points(500), kNk));
    CHECK_FALSE(bidBeyondAnyHand(Bid::points(25), kNk));
    CHECK_FALSE(bidBeyondAnyHand(Bid::bonaakRoem(220), kNk));
    CHECK_FALSE(bidBeyondAnyHand(Bid::bonaak(), kNk));
    // A variant where a set and a serie may share cards reaches 240 (four jacks, K-Q-J of trump
    // with Stuk): 141 + 240 = 381 is then the most, so 380 can be made and 385 cannot.
    RuleSet rs;
    rs.cardInSetAndSerie = true;
    CHECK_FALSE(bidBeyondAnyHand(Bid::points(380), rs));
    CHECK(bidBeyondAnyHand(Bid::points(385), rs));
}

TEST_CASE("R48/R50: bonaak met roem names a value from the roem table", "[rules][R48][R50][bid]")
{
    for (int v : {20, 40, 50, 60, 70, 100, 120, 200, 220})
        CHECK(mustParse("bonaak " + std::to_string(v)) == Bid::bonaakRoem(v));
    for (const char *t : {"bonaak 0", "bonaak 10", "bonaak 30", "bonaak 80", "bonaak 140", "bonaak 240"})
        CHECK(ruleOf(t) == 48);
    // A zeskaart is a serie of six: 100, with Stuk 120; nothing else.
    for (const char *t : {"bonaak 20 zeskaart", "bonaak 50 zeskaart", "bonaak 70 zeskaart", "bonaak 200 zeskaart"})
        CHECK(ruleOf(t) == 48);
    CHECK(checkBid(Bid::bonaakRoem(45), kNk).value_or(RuleError{}).rule == 48);
    // Only bonaak met roem carries a zeskaart or a value.
    CHECK(checkBid(Bid{BidKind::Points, 40, true}, kNk));
    CHECK(checkBid(Bid{BidKind::Misere, 40}, kNk));
    CHECK(checkBid(Bid{BidKind::Bonaak, 20}, kNk));
}

TEST_CASE("Bid notation: toString gives what parseBid reads", "[rules][bid]")
{
    const std::vector<std::string> canonical{"pass",      "25",        "100",       "misere",
                                             "105",       "zwabber",   "360",       "bonaak",
                                             "bonaak 20", "bonaak 220", "bonaak 100 zeskaart"};
    for (const std::string &t : canonical)
        CHECK(toString(mustParse(t)) == t);
    CHECK(toString(mustParse("misère")) == "misere");
    CHECK(toString(mustParse("bonaak met roem 120 zeskaart")) == "bonaak 120 zeskaart");
    CHECK(describeNl(Bid::pass()) == "pas");
    CHECK(describeNl(Bid::points(40)) == "40 punten");
    CHECK(describeNl(Bid::bonaakRoem(100, true)) == "bonaak met 100 roem (zeskaart)");
    CHECK(describeNl(Bid::bonaakRoem(20)) == "bonaak met 20 roem");
}

TEST_CASE("R18/R50: the ranking of bids from low to high", "[rules][R18][R50][bid]")
{
    // R18 listed low to high, with R50's zeskaart just above a vijfkaart of equal value.
    const std::vector<std::string> order{
        "pass",      "25",        "30",        "95",        "100",       "misere",    "105",
        "120",       "125",       "zwabber",   "130",       "145",       "300",       "360",
        "bonaak",    "bonaak 20", "bonaak 40", "bonaak 50", "bonaak 60", "bonaak 70", "bonaak 100",
        "bonaak 100 zeskaart",    "bonaak 120", "bonaak 120 zeskaart",   "bonaak 200", "bonaak 220"};
    for (std::size_t i = 0; i < order.size(); ++i) {
        const Bid a = mustParse(order[i]);
        CHECK(compareBids(a, a, RuleSet{}) == 0);
        for (std::size_t j = i + 1; j < order.size(); ++j) {
            const Bid b = mustParse(order[j]);
            INFO(order[i] << " < " << order[j]);
            CHECK(compareBids(a, b, RuleSet{}) < 0);
            CHECK(compareBids(b, a, RuleSet{}) > 0);
        }
    }
}

TEST_CASE("R50: without the zeskaart rule a zeskaart and a vijfkaart of equal value are equal", "[rules][R50][bid]")
{
    RuleSet rs;
    rs.zeskaartBeatsVijfkaart = false;
    CHECK(compareBids(Bid::bonaakRoem(100, true), Bid::bonaakRoem(100), rs) == 0);
    CHECK(compareBids(Bid::bonaakRoem(120), Bid::bonaakRoem(100, true), rs) > 0);
    CHECK(compareBids(Bid::bonaakRoem(100, true), Bid::bonaakRoem(100), RuleSet{}) > 0);
}

TEST_CASE("R18: misère and zwabber positions come from the RuleSet", "[rules][R18][bid]")
{
    RuleSet rs; // a variant where misère sits above 70 and zwabber above 100
    rs.ranks.misereAbove = 70;
    rs.ranks.zwabberAbove = 100;
    CHECK(compareBids(Bid::misere(), Bid::points(70), rs) > 0);
    CHECK(compareBids(Bid::misere(), Bid::points(75), rs) < 0);
    CHECK(compareBids(Bid::zwabber(), Bid::points(100), rs) > 0);
    CHECK(compareBids(Bid::zwabber(), Bid::points(105), rs) < 0);
    // NK: 75 is below misère.
    CHECK(compareBids(Bid::misere(), Bid::points(75), RuleSet{}) > 0);
}
