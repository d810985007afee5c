#include <catch2/catch.hpp>

#include <sstream>
#include <string>

#include "cardtext.h"
#include "nkrules.h"
#include "rules/trick.h"

using nkb::test::kNk;

using namespace nkb;

namespace {

using test::cards;

Card card(const char *text)
{
    return *parseCard(text);
}

const Trump kNone{};
const Trump kHearts{Suit::Hearts};
const Trump kSpades{Suit::Spades};

} // namespace

TEST_CASE("docs/rules.md legal-card examples", "[rules][trick][R26][R27]")
{
    // Diamonds led and trumped with the 7: follow (AD) or overtrump (8S); not 9C.
    CHECK(legalCards(cards("AD 8S 9C"), cards("KD 7S"), kSpades, kNk) == cards("AD 8S"));
    // Trump led: must play trump.
    CHECK(legalCards(cards("7S AH"), cards("JS"), kSpades, kNk) == cards("7S"));
    // Trump led, his only trump is the jack, which he may keep back.
    CHECK(legalCards(cards("JS AH"), cards("9S"), kSpades, kNk) == cards("JS AH"));
}

TEST_CASE("Issue example: spades led, king of trump in the trick", "[rules][trick][R27]")
{
    // Follow with 7S, overtrump with JH; 8H would be an undertrump.
    CHECK(legalCards(cards("7S 8H JH"), cards("AS KH"), kHearts, kNk) == cards("7S JH"));
}

TEST_CASE("R24: the leader may play any card, in the order of the hand", "[rules][trick][R24]")
{
    CHECK(legalCards(cards("9C JS 7H AD"), {}, kSpades, kNk) == cards("9C JS 7H AD"));
    CHECK(legalCards(cards("9C JS 7H AD"), {}, kNone, kNk) == cards("9C JS 7H AD"));
}

TEST_CASE("R26: trump led, trump must be played if possible", "[rules][trick][R26]")
{
    // Any trump will do: overtrumping is not required (7S and AS are below the 9S).
    CHECK(legalCards(cards("7S AS KH 8D"), cards("9S"), kSpades, kNk) == cards("7S AS"));
    // No trump in hand: any card.
    CHECK(legalCards(cards("KH 8D 7C"), cards("9S"), kSpades, kNk) == cards("KH 8D 7C"));
    // Another player's trump in the trick changes nothing.
    CHECK(legalCards(cards("8S AH"), cards("7S JS"), kSpades, kNk) == cards("8S"));
}

TEST_CASE("R26: the owner of the trump jack may always keep it back", "[rules][trick][R26]")
{
    // Only the jack: he need not play it.
    CHECK(legalCards(cards("AH JS 7D"), cards("AS"), kSpades, kNk) == cards("AH JS 7D"));
    // Jack and another trump: he must play a trump, the jack or the other one.
    CHECK(legalCards(cards("JS AH 7S"), cards("AS"), kSpades, kNk) == cards("JS 7S"));
    CHECK(legalCards(cards("JH 9H TC"), cards("8H"), kHearts, kNk) == cards("JH 9H"));
}

TEST_CASE("R27: non-trump led, follow suit or trump in", "[rules][trick][R27]")
{
    // No trump in the trick yet: every trump may be played instead of following.
    CHECK(legalCards(cards("AD 7S JS 9C"), cards("KD"), kSpades, kNk) == cards("AD 7S JS"));
    // He may follow suit even when a trump lies in the trick.
    CHECK(legalCards(cards("7D JS"), cards("KD 9S"), kSpades, kNk) == cards("7D JS"));
}

TEST_CASE("R27: no voluntary undertrumping once a trump lies in the trick", "[rules][trick][R27]")
{
    // 9S lies in the trick: 7S, AS, QS are lower (J 9 A K Q 10 8 7), JS is higher.
    CHECK(legalCards(cards("7D 7S AS QS JS"), cards("KD 9S"), kSpades, kNk) == cards("7D JS"));
    // The highest trump in the trick counts: KS over the 8S.
    CHECK(legalCards(cards("7D QS AS"), cards("KD 8S KS"), kSpades, kNk) == cards("7D AS"));
    // Can follow, only lower trumps besides: follow suit.
    CHECK(legalCards(cards("7D 7S"), cards("KD 9S"), kSpades, kNk) == cards("7D"));
}

TEST_CASE("R28: cannot follow suit: any card, but no voluntary undertrumping", "[rules][trick][R28]")
{
    // No trump in the trick: anything.
    CHECK(legalCards(cards("7S AH 9C"), cards("KD"), kSpades, kNk) == cards("7S AH 9C"));
    // A trump in the trick: not a lower trump, but a higher trump or any other card.
    CHECK(legalCards(cards("7S AH JS 9C"), cards("KD AS"), kSpades, kNk) == cards("AH JS 9C"));
    // Lower and higher trumps only: the higher one, so undertrumping is not forced.
    CHECK(legalCards(cards("7S 8S 9S"), cards("KD AS"), kSpades, kNk) == cards("9S"));
}

TEST_CASE("R28: undertrumping is allowed when nothing else is legal", "[rules][trick][R28]")
{
    CHECK(legalCards(cards("7S 8S"), cards("KD AS"), kSpades, kNk) == cards("7S 8S"));
    CHECK(legalCards(cards("TS"), cards("KD JS"), kSpades, kNk) == cards("TS"));
}

TEST_CASE("R29: without trump follow suit if you can, else any card", "[rules][trick][R29]")
{
    CHECK(legalCards(cards("7D AS JS 9C"), cards("KD"), kNone, kNk) == cards("7D"));
    CHECK(legalCards(cards("AS JS 9C"), cards("KD"), kNone, kNk) == cards("AS JS 9C"));
    // No suit is special: spades need not be played on spades if he holds none.
    CHECK(legalCards(cards("AS 7S AH"), cards("KH"), kNone, kNk) == cards("AH"));
}

TEST_CASE("R62: whyIllegal names the rule broken", "[rules][trick][R62][R26][R27][R28][R29]")
{
    const auto r26 = whyIllegal(card("AH"), cards("7S AH"), cards("JS"), kSpades, kNk);
    REQUIRE(r26);
    CHECK(r26->rule == 26);
    CHECK(r26->message.rfind("Regel 26: ", 0) == 0);

    // Could follow with AD, discarded 9C.
    CHECK(whyIllegal(card("9C"), cards("AD 8S 9C"), cards("KD 7S"), kSpades, kNk)->rule == 27);
    // Could follow, undertrumped.
    CHECK(whyIllegal(card("7S"), cards("7D 7S"), cards("KD 9S"), kSpades, kNk)->rule == 27);
    // Could not follow, undertrumped while holding another card.
    CHECK(whyIllegal(card("7S"), cards("7S AH"), cards("KD AS"), kSpades, kNk)->rule == 28);
    // No trump, did not follow.
    CHECK(whyIllegal(card("AS"), cards("7D AS"), cards("KD"), kNone, kNk)->rule == 29);

    // Legal plays give no verdict.
    CHECK_FALSE(whyIllegal(card("AH"), cards("JS AH"), cards("9S"), kSpades, kNk).has_value());
    CHECK_FALSE(whyIllegal(card("7S"), cards("7S 8S"), cards("KD AS"), kSpades, kNk).has_value());
    CHECK_FALSE(whyIllegal(card("9C"), cards("9C"), {}, kSpades, kNk).has_value());
    // A card he does not hold is no verzaking but an impossible record.
    const auto missing = whyIllegal(card("QC"), cards("7S AH"), cards("JS"), kSpades, kNk);
    REQUIRE(missing);
    CHECK(missing->rule == 0);
}

TEST_CASE("R24/R25: the highest trump wins, else the highest card of the suit led",
          "[rules][trick][R24][R25]")
{
    CHECK(trickWinner(cards("KD AD 7D TD"), kSpades, kNk) == 1);
    // A higher card of another suit does not win.
    CHECK(trickWinner(cards("KD AH AC 7D"), kSpades, kNk) == 0);
    // Any trump beats the suit led; the trump jack is highest, then the 9.
    CHECK(trickWinner(cards("AD 7S KD AS"), kSpades, kNk) == 3);
    CHECK(trickWinner(cards("AS 9S KS 8S"), kSpades, kNk) == 1);
    CHECK(trickWinner(cards("9S JS AS"), kSpades, kNk) == 1);
    // R25: in a plain suit the picture cards beat the 10.
    CHECK(trickWinner(cards("TD JD"), kSpades, kNk) == 1);
    CHECK(trickWinner(cards("TH QH 9H"), kSpades, kNk) == 1);
    // Without trump only the suit led counts (R25 right half).
    CHECK(trickWinner(cards("TS JS AD KS"), kNone, kNk) == 3);
    CHECK(trickWinner({}, kSpades, kNk) == -1);
}

TEST_CASE("R4: card points of a trick", "[rules][trick][R4]")
{
    CHECK(trickPoints(cards("JS 9S AS KS"), kSpades, kNk) == 48);
    CHECK(trickPoints(cards("JS 9S AS KS"), kHearts, kNk) == 15);
    CHECK(trickPoints(cards("QD TD 8D 7D"), kNone, kNk) == 12);
    CHECK(trickPoints({}, kNone, kNk) == 0);
}
