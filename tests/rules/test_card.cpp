#include <catch2/catch.hpp>

#include "rules/card.h"
#include "nkrules.h"

using nkb::test::kNk;

using namespace nkb;

TEST_CASE("R4: card points with and without trump", "[rules][R4]")
{
    const Trump hearts = Suit::Hearts;
    // Trump column of R4: Boer 20, 9 14, Aas 11, Heer 3, Vrouw 2, 10 10, 8 0, 7 0.
    CHECK(cardPoints(*parseCard("JH"), hearts, kNk) == 20);
    CHECK(cardPoints(*parseCard("9H"), hearts, kNk) == 14);
    CHECK(cardPoints(*parseCard("AH"), hearts, kNk) == 11);
    CHECK(cardPoints(*parseCard("KH"), hearts, kNk) == 3);
    CHECK(cardPoints(*parseCard("QH"), hearts, kNk) == 2);
    CHECK(cardPoints(*parseCard("TH"), hearts, kNk) == 10);
    CHECK(cardPoints(*parseCard("8H"), hearts, kNk) == 0);
    CHECK(cardPoints(*parseCard("7H"), hearts, kNk) == 0);
    // Non-trump column: Aas 11, Heer 3, Vrouw 2, Boer 1, 10 10, 9/8/7 nihil.
    CHECK(cardPoints(*parseCard("JS"), hearts, kNk) == 1);
    CHECK(cardPoints(*parseCard("9S"), hearts, kNk) == 0);
    CHECK(cardPoints(*parseCard("AS"), std::nullopt, kNk) == 11);
    CHECK(cardPoints(*parseCard("TS"), std::nullopt, kNk) == 10);
}

TEST_CASE("R4: the pack holds 141 points whatever the trump", "[rules][R4]")
{
    for (Trump t : {Trump{}, Trump{Suit::Clubs}, Trump{Suit::Spades}}) {
        int total = 0;
        for (Card c : fullPack())
            total += cardPoints(c, t, kNk);
        CHECK(total == (t ? 141 : 108));
    }
}

TEST_CASE("R25: order of trump and non-trump cards", "[rules][R25]")
{
    const Trump spades = Suit::Spades;
    const char *trumpOrder[] = {"JS", "9S", "AS", "KS", "QS", "TS", "8S", "7S"};
    for (int i = 0; i + 1 < 8; ++i)
        CHECK(cardStrength(*parseCard(trumpOrder[i]), spades, kNk) > cardStrength(*parseCard(trumpOrder[i + 1]), spades, kNk));
    const char *plainOrder[] = {"AD", "KD", "QD", "JD", "TD", "9D", "8D", "7D"};
    for (int i = 0; i + 1 < 8; ++i)
        CHECK(cardStrength(*parseCard(plainOrder[i]), spades, kNk) > cardStrength(*parseCard(plainOrder[i + 1]), spades, kNk));
}

TEST_CASE("Card notation: English, 10 and Dutch letters", "[rules][cards]")
{
    CHECK(parseCard("JH") == Card{Suit::Hearts, Rank::Jack});
    CHECK(parseCard("TS") == Card{Suit::Spades, Rank::Ten});
    CHECK(parseCard("10S") == Card{Suit::Spades, Rank::Ten});
    CHECK(parseCard("7c") == Card{Suit::Clubs, Rank::Seven});
    CHECK(parseCard("BH") == Card{Suit::Hearts, Rank::Jack});  // boer harten
    CHECK(parseCard("VR") == Card{Suit::Diamonds, Rank::Queen}); // vrouw ruiten
    CHECK(parseCard("HK") == Card{Suit::Clubs, Rank::King});   // heer klaveren
    CHECK_FALSE(parseCard("6H"));
    CHECK_FALSE(parseCard("JX"));
    CHECK_FALSE(parseCard(""));
    CHECK_FALSE(parseCard("100S"));
    CHECK(toString(Card{Suit::Spades, Rank::Ten}) == "TS");
    for (Card c : fullPack())
        CHECK(parseCard(toString(c)) == c);
}
