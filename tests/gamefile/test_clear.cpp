// R31 as this program reads it: a gift ends as soon as its outcome is clear *to the table*, from the
// cards played so far, every unseen card (sleeping, discarded, still in a hand) counted as possibly
// in play. A verzaking before that moment decides the gift (R62–R65), one after it does not.
// Deal 6 of tests/data/games/README.md: Anna 140 with spades trump and no roem; the discard
// (KH 8H 7H) and the sleeping cards (QH JH TH TD 7D) hold 26 points, so the cards actually dealt
// can never make 140, which nobody at the table can know.
#include "gametest.h"
#include "nkrules.h"

#include "rules/card.h"

#include <fstream>
#include <set>
#include <sstream>

using nkb::test::kNk;

using namespace nkb;

namespace {

// The record without its last trick (given as written, e.g. ["9S","KD","QS","9C"]).
std::string withoutTrick(std::string text, const std::string &trick)
{
    const auto at = text.find(trick);
    REQUIRE(at != std::string::npos);
    const auto comma = text.rfind(',', at);
    return text.erase(comma, at + trick.size() - comma);
}

} // namespace

TEST_CASE("R31, R64: a revoke counts while the point bid is still possible to the table",
          "[gamefile][cards][R31][R26][R64]")
{
    const std::string text = nkb::test::readExampleGame("cards-clear-to-table-revoke-counts.json");
    // The premise: the cards not in any hand after the discard hold 26 points (R4, spades trump),
    // so at most 141 - 26 = 115 < 140 can be taken.
    const GameRecord g = std::get<GameRecord>(parseGameJson(text));
    const CardRecord &rec = *g.giften[0].cards;
    std::set<Card> inHands;
    for (const auto &[name, hand] : rec.hands)
        inHands.insert(hand.begin(), hand.end());
    inHands.insert(rec.open.begin(), rec.open.end());
    inHands.insert(rec.blind.begin(), rec.blind.end());
    for (const Card c : rec.discard.at("Anna"))
        inHands.erase(c);
    int reachable = 0;
    for (const Card c : inHands)
        reachable += cardPoints(c, Suit::Spades, kNk);
    CHECK(reachable == 115);
    // Trick 1: Anna takes JS 7S TS 9H: the others have taken nothing, 141 >= 140 is still in play.
    // Trick 2: Anna leads 9S, Bram plays KD while holding 8S (R26): an opponent's verzaking, Anna
    // wins (R64).
    const GameVerdict v = nkb::test::judge(text);
    REQUIRE(v.ok);
    CHECK(nkb::test::wonIn(v, 1, "Anna"));
    CHECK(nkb::test::statusOf(v, "Anna") == Status::Recht);
    CHECK(nkb::test::anyWarningWith(v.giften[0], "Regel 26"));
    // Stopped after trick 1 the outcome is open: a missing result (R31).
    CHECK(nkb::test::errorRule(nkb::test::judge(withoutTrick(text, R"(["9S","KD","QS","9C"])"))) == 31);
}

TEST_CASE("R31, R32: a point bid hopeless in trick 3 is lost, a revoke in trick 4 no longer counts",
          "[gamefile][cards][R31][R27][R32]")
{
    // Tricks 1 and 2 are Anna's. Trick 3: Anna leads AH, Cor trumps in with AS and takes
    // AH JD AS KC = 26 points: 141 - 26 = 115 < 140, lost for all to see (R31, R32). Trick 4:
    // Cor leads 9D and Bram, holding KD QD, plays 8C (R27): too late, Anna stays lost.
    const std::string text = nkb::test::readExampleGame("cards-clear-to-table-revoke-too-late.json");
    const GameVerdict v = nkb::test::judge(text);
    REQUIRE(v.ok);
    CHECK_FALSE(nkb::test::wonIn(v, 1, "Anna"));
    CHECK(nkb::test::statusOf(v, "Anna") == Status::Krom);
    CHECK(nkb::test::anyWarningWith(v.giften[0], "Regel 27"));
    CHECK(nkb::test::anyWarningWith(v.giften[0], "stond toen al vast"));
    // The record may stop after trick 3, not after trick 2 (then 141 - 0 >= 140).
    const std::string three = withoutTrick(text, R"(["9D","QC","AD","8C"])");
    const GameVerdict t = nkb::test::judge(three);
    REQUIRE(t.ok);
    CHECK_FALSE(nkb::test::wonIn(t, 1, "Anna"));
    CHECK(nkb::test::errorRule(nkb::test::judge(withoutTrick(three, R"(["AH","JD","AS","KC"])"))) == 31);
    // With a bid of 110 trick 3 leaves 141 - 26 = 115 >= 110 in play: the revoke in trick 4 still
    // comes in time and Anna wins (R64).
    std::string low = text;
    low.replace(low.find(R"(["Anna","140"])"), 14, R"(["Anna","110"])");
    const GameVerdict l = nkb::test::judge(low);
    REQUIRE(l.ok);
    CHECK(nkb::test::wonIn(l, 1, "Anna"));
}
