#include <catch2/catch.hpp>

#include <string>
#include <utility>
#include <vector>

#include "rules/auction.h"
#include "nkrules.h"

using nkb::test::kNk;

using namespace nkb;

namespace {

const std::vector<bool> kAllIn{true, true, true, true};

// Plays calls that must all be legal.
void play(Auction &a, const std::vector<std::pair<int, std::string>> &calls)
{
    for (const auto &[seat, text] : calls) {
        const Result<Bid> bid = parseBid(text, kNk);
        REQUIRE(bid.ok());
        const Verdict v = a.call(seat, bid.value());
        INFO("seat " << seat << " calls " << text << ": " << (v ? v->message : std::string("ok")));
        REQUIRE_FALSE(v);
    }
}

// The rule number of the refusal of this call (0 when it is refused without a rule), -1 if legal.
int refusal(const Auction &a, int seat, const std::string &text)
{
    const Result<Bid> bid = parseBid(text, kNk);
    REQUIRE(bid.ok());
    const Verdict v = a.check(seat, bid.value());
    return v ? v->rule : -1;
}

} // namespace

TEST_CASE("R8: the bidding starts left of the dealer", "[rules][R8][auction]")
{
    CHECK(Auction(4, 3, kAllIn, kNk).toCall() == 0);
    CHECK(Auction(4, 0, kAllIn, kNk).toCall() == 1);
    CHECK(Auction(4, 2, kAllIn, kNk).toCall() == 3);
    CHECK(Auction(3, 2, {true, true, true}, kNk).toCall() == 0);
    CHECK(Auction(2, 0, {true, true}, kNk).toCall() == 1);
    // Players out of the game are skipped (R52, R53) ...
    CHECK(Auction(4, 1, {true, true, false, true}, kNk).toCall() == 3);
    // ... also when the dealer himself is out: he deals, the player left of him starts.
    CHECK(Auction(4, 0, {false, true, true, true}, kNk).toCall() == 1);
    CHECK(Auction(4, 3, {false, true, true, false}, kNk).toCall() == 1);
    CHECK(Auction(4, 3, kAllIn, kNk).firstToCall() == 0);
}

TEST_CASE("R8/R9: calls go clockwise, out of turn is refused", "[rules][R8][R9][auction]")
{
    Auction a(4, 3, kAllIn, kNk);
    CHECK(refusal(a, 1, "40") == 8);
    CHECK(refusal(a, 3, "pass") == 8);
    const Verdict v = a.check(2, Bid::points(40));
    REQUIRE(v);
    CHECK(v->message.rfind("Regel 8: ", 0) == 0);
    CHECK(v->message.find("stoel 1") != std::string::npos); // seat 0 is to call, shown 1-based
    play(a, {{0, "40"}});
    CHECK(a.toCall() == 1);
    play(a, {{1, "pass"}});
    CHECK(a.toCall() == 2);
    // A refused call changes nothing.
    CHECK(a.call(3, Bid::points(50)));
    CHECK(a.toCall() == 2);
    CHECK(a.calls().size() == 2);
}

TEST_CASE("R9: a pass is final and passed players are skipped", "[rules][R9][auction]")
{
    Auction a(4, 3, kAllIn, kNk);
    play(a, {{0, "pass"}, {1, "40"}, {2, "pass"}, {3, "50"}});
    CHECK(a.hasPassed(0));
    CHECK_FALSE(a.inAuction(0));
    CHECK(a.toCall() == 1); // 0 and 2 passed
    CHECK(refusal(a, 0, "60") == 9);
    CHECK(refusal(a, 2, "pass") == 9);
    play(a, {{1, "60"}});
    CHECK(a.toCall() == 3);
    REQUIRE(a.check(0, Bid::points(70)));
    CHECK(a.check(0, Bid::points(70))->message.find("gepast") != std::string::npos);
}

TEST_CASE("R52/R53: a player out of the game does not bid", "[rules][R52][R53][auction]")
{
    Auction a(4, 0, {true, false, true, true}, kNk);
    CHECK(a.toCall() == 2);
    CHECK(refusal(a, 1, "40") == 52);
    play(a, {{2, "40"}, {3, "pass"}, {0, "pass"}});
    CHECK(a.finished());
    CHECK(a.declarers() == std::vector<int>{2});
}

TEST_CASE("R17: every bid must be higher than the one before", "[rules][R17][auction]")
{
    Auction a(4, 3, kAllIn, kNk);
    play(a, {{0, "40"}});
    CHECK(refusal(a, 1, "40") == 17);
    CHECK(refusal(a, 1, "35") == 17);
    CHECK(refusal(a, 1, "25") == 17);
    CHECK(refusal(a, 1, "45") == -1);
    CHECK(refusal(a, 1, "pass") == -1); // R9: pass is always possible
    const Verdict v = a.check(1, Bid::points(40));
    REQUIRE(v);
    CHECK(v->message.rfind("Regel 17: ", 0) == 0);
    play(a, {{1, "zwabber"}});
    CHECK(refusal(a, 2, "360") == -1); // 130 and more rank above zwabber
    CHECK(refusal(a, 2, "125") == 17);
    CHECK(refusal(a, 2, "misere") == 17);
}

TEST_CASE("R18/R17: misère ranks between 100 and 105, a higher bid ends the misère option", "[rules][R18][R17][auction]")
{
    Auction a(4, 3, kAllIn, kNk);
    play(a, {{0, "100"}, {1, "misere"}});
    CHECK(refusal(a, 2, "105") == -1);
    play(a, {{2, "105"}});
    CHECK(refusal(a, 3, "misere") == 17); // no misère over 105
    Auction b(4, 3, kAllIn, kNk);
    play(b, {{0, "105"}});
    CHECK(refusal(b, 1, "misere") == 17);
}

TEST_CASE("R19: skipping levels is allowed, bonaak met roem only after a bonaak", "[rules][R19][auction]")
{
    Auction a(4, 3, kAllIn, kNk);
    CHECK(refusal(a, 0, "bonaak") == -1);
    CHECK(refusal(a, 0, "360") == -1);
    CHECK(refusal(a, 0, "bonaak 20") == 19);
    play(a, {{0, "25"}, {1, "300"}});
    CHECK(refusal(a, 2, "bonaak 220") == 19); // not at once, even over 300
    const Verdict v = a.check(2, Bid::bonaakRoem(20));
    REQUIRE(v);
    CHECK(v->message.rfind("Regel 19: ", 0) == 0);
    play(a, {{2, "bonaak"}});
    // Any earlier bonaak in this auction opens bonaak met roem, also for another player.
    CHECK(refusal(a, 3, "bonaak 20") == -1);
    CHECK(refusal(a, 3, "bonaak") == 17);
    play(a, {{3, "bonaak 20"}, {0, "bonaak 40"}});
    CHECK(a.standing() == Bid::bonaakRoem(40));
}

TEST_CASE("R50: overroemen needs a higher value, or a zeskaart over a vijfkaart of equal value", "[rules][R50][auction]")
{
    Auction a(4, 3, kAllIn, kNk);
    play(a, {{0, "bonaak"}, {1, "bonaak 100"}});
    CHECK(refusal(a, 2, "bonaak 100") == 50);
    CHECK(refusal(a, 2, "bonaak 70") == 50);
    CHECK(refusal(a, 2, "bonaak 100 zeskaart") == -1);
    CHECK(refusal(a, 2, "bonaak 120") == -1);
    play(a, {{2, "bonaak 100 zeskaart"}});
    // Between equal zeskaarten the first bid stands.
    CHECK(refusal(a, 3, "bonaak 100 zeskaart") == 50);
    CHECK(refusal(a, 3, "bonaak 100") == 50);
    CHECK(refusal(a, 3, "bonaak 120") == -1);
    CHECK(refusal(a, 3, "bonaak") == 17); // plain bonaak is below any roem
    play(a, {{3, "pass"}, {0, "pass"}, {1, "pass"}});
    CHECK(a.finished());
    CHECK(a.declarers() == std::vector<int>{2});
    CHECK(a.contract() == Bid::bonaakRoem(100, true));
}

TEST_CASE("R50: a variant without the zeskaart rule", "[rules][R50][auction]")
{
    RuleSet rs;
    rs.zeskaartBeatsVijfkaart = false;
    Auction a(4, 3, kAllIn, rs);
    play(a, {{0, "bonaak"}, {1, "bonaak 100"}});
    CHECK(refusal(a, 2, "bonaak 100 zeskaart") == 50);
}

TEST_CASE("R20: the player left after all others passed is the Speler", "[rules][R20][auction]")
{
    Auction a(4, 3, kAllIn, kNk);
    play(a, {{0, "40"}, {1, "pass"}, {2, "pass"}});
    CHECK_FALSE(a.finished());
    play(a, {{3, "pass"}});
    CHECK(a.finished());
    CHECK(a.toCall() == -1);
    CHECK_FALSE(a.allPassed());
    CHECK(a.declarers() == std::vector<int>{0});
    CHECK(a.contract() == Bid::points(40));
    CHECK(refusal(a, 0, "pass") == 20);
    CHECK(refusal(a, 1, "50") == 20);
}

TEST_CASE("R20: the holder is never asked to outbid himself", "[rules][R20][auction]")
{
    Auction a(4, 3, kAllIn, kNk);
    play(a, {{0, "40"}, {1, "50"}, {2, "pass"}, {3, "pass"}});
    CHECK(a.toCall() == 0);
    play(a, {{0, "pass"}});
    CHECK(a.finished());
    CHECK(a.declarers() == std::vector<int>{1});
    CHECK(a.contract() == Bid::points(50));
}

TEST_CASE("R20: after three passes the last player must still call", "[rules][R20][auction]")
{
    Auction a(4, 3, kAllIn, kNk);
    play(a, {{0, "pass"}, {1, "pass"}, {2, "pass"}});
    CHECK_FALSE(a.finished());
    CHECK(a.toCall() == 3);
    SECTION("he bids and goes")
    {
        play(a, {{3, "25"}});
        CHECK(a.finished());
        CHECK(a.declarers() == std::vector<int>{3});
        CHECK(a.contract() == Bid::points(25));
    }
    SECTION("he passes too: everyone passed, redeal")
    {
        play(a, {{3, "pass"}});
        CHECK(a.finished());
        CHECK(a.allPassed());
        CHECK(a.declarers().empty());
        CHECK_FALSE(a.contract());
    }
}

TEST_CASE("R21: several misère bidders are all Spelers, in bid order", "[rules][R21][R17][auction]")
{
    Auction a(4, 3, kAllIn, kNk);
    play(a, {{0, "misere"}, {1, "misere"}, {2, "pass"}});
    CHECK_FALSE(a.finished());
    CHECK(a.toCall() == 3);
    play(a, {{3, "misere"}});
    CHECK(a.finished());
    CHECK(a.declarers() == std::vector<int>({0, 1, 3}));
    CHECK(a.contract() == Bid::misere());
}

TEST_CASE("R21: after two misère bids only pass or misère remain", "[rules][R21][auction]")
{
    Auction a(4, 3, kAllIn, kNk);
    play(a, {{0, "misere"}, {1, "misere"}});
    CHECK(refusal(a, 2, "105") == 21);
    CHECK(refusal(a, 2, "zwabber") == 21);
    CHECK(refusal(a, 2, "bonaak") == 21);
    CHECK(refusal(a, 2, "misere") == -1);
    CHECK(refusal(a, 2, "pass") == -1);
    play(a, {{2, "pass"}, {3, "pass"}});
    CHECK(a.finished());
    CHECK(a.declarers() == std::vector<int>({0, 1}));
}

TEST_CASE("R17/R21: an earlier point bidder may still join the misère", "[rules][R17][R21][auction]")
{
    Auction a(4, 3, kAllIn, kNk);
    play(a, {{0, "40"}, {1, "misere"}, {2, "misere"}, {3, "pass"}});
    CHECK(a.toCall() == 0);
    CHECK(refusal(a, 0, "45") == 21);
    play(a, {{0, "misere"}});
    CHECK(a.finished());
    CHECK(a.declarers() == std::vector<int>({1, 2, 0}));
}

TEST_CASE("R17/R21: misère bidders with passes between them", "[rules][R17][R21][auction]")
{
    Auction a(4, 3, kAllIn, kNk);
    play(a, {{0, "misere"}, {1, "pass"}, {2, "misere"}, {3, "pass"}});
    CHECK(a.finished());
    CHECK(a.declarers() == std::vector<int>({0, 2}));
    Auction b(4, 3, kAllIn, kNk);
    play(b, {{0, "misere"}, {1, "pass"}, {2, "pass"}, {3, "pass"}});
    CHECK(b.finished());
    CHECK(b.declarers() == std::vector<int>{0}); // a lone misère Speler
    Auction two(2, 0, {true, true}, kNk);
    play(two, {{1, "misere"}, {0, "misere"}});
    CHECK(two.finished());
    CHECK(two.declarers() == std::vector<int>({1, 0}));
}

TEST_CASE("R17: a single misère overbid, the misère bidder may bid higher or pass", "[rules][R17][auction]")
{
    Auction a(4, 3, kAllIn, kNk);
    play(a, {{0, "misere"}, {1, "105"}, {2, "pass"}, {3, "pass"}});
    CHECK(a.toCall() == 0);
    CHECK(refusal(a, 0, "misere") == 17);
    CHECK(refusal(a, 0, "110") == -1);
    play(a, {{0, "pass"}});
    CHECK(a.finished());
    CHECK(a.declarers() == std::vector<int>{1});
    CHECK(a.contract() == Bid::points(105));
}

TEST_CASE("R8–R20: the auction of the issue's sample game", "[rules][R20][auction]")
{
    // Anna 0 deals; Bram 40, Cor pass, Dirk misère, Anna pass, Bram 105, Dirk pass: Bram goes.
    Auction a(4, 0, kAllIn, kNk);
    a.setPlayerNames({"Anna", "Bram", "Cor", "Dirk"});
    CHECK(refusal(a, 0, "40") == 8);
    REQUIRE(a.check(0, Bid::points(40)));
    CHECK(a.check(0, Bid::points(40))->message.find("Bram") != std::string::npos);
    play(a, {{1, "40"}, {2, "pass"}, {3, "misere"}, {0, "pass"}, {1, "105"}, {3, "pass"}});
    CHECK(a.finished());
    CHECK(a.declarers() == std::vector<int>{1});
    CHECK(a.contract() == Bid::points(105));
    REQUIRE(a.calls().size() == 6);
    CHECK(a.calls()[2] == std::make_pair(3, Bid::misere()));
}

TEST_CASE("Auction: bad setups and bad calls are refused, never a crash", "[rules][auction]")
{
    CHECK(Auction(8, 0, std::vector<bool>(8, true), kNk).setupError());
    CHECK(Auction(1, 0, {true}, kNk).setupError());
    CHECK(Auction(4, 4, kAllIn, kNk).setupError());
    CHECK(Auction(4, 0, {true, true}, kNk).setupError());
    REQUIRE(Auction(4, 0, {true, false, false, false}, kNk).setupError());
    CHECK(Auction(4, 0, {true, false, false, false}, kNk).setupError().value_or(RuleError{}).rule == 58);
    Auction bad(9, 0, {}, kNk);
    CHECK(bad.finished());
    CHECK(bad.toCall() == -1);
    CHECK(bad.call(0, Bid::pass()));
    Auction a(4, 3, kAllIn, kNk);
    CHECK(a.check(-1, Bid::pass()));
    CHECK(a.check(4, Bid::pass()));
    CHECK(a.check(0, Bid::points(27)).value_or(RuleError{}).rule == 12);
    CHECK(a.check(0, Bid::bonaakRoem(30)));
}
