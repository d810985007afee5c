#include "rules/trick.h"

#include <algorithm>
#include <string>

namespace nkb {

namespace {

bool isTrump(Card c, Trump trump)
{
    return trump && c.suit == *trump;
}

bool holds(const std::vector<Card> &hand, Card c)
{
    return std::find(hand.begin(), hand.end(), c) != hand.end();
}

bool holdsSuit(const std::vector<Card> &hand, Suit s)
{
    return std::any_of(hand.begin(), hand.end(), [s](Card c) { return c.suit == s; });
}

// Strength of the highest trump in the trick, 0 when there is none.
int highestTrump(const std::vector<Card> &trick, Trump trump, const RuleSet &rs)
{
    int best = 0;
    for (Card c : trick)
        if (isTrump(c, trump))
            best = std::max(best, cardStrength(c, trump, rs));
    return best;
}

// R26: a trump other than the jack; the jack may always be kept back, so it never obliges.
bool obligingTrump(Card c, Trump trump, const RuleSet &rs)
{
    return isTrump(c, trump) && (rs.trumpJackObliges || c.rank != Rank::Jack);
}

std::string cardNl(Card c)
{
    return suitNameNl(c.suit) + " " + rankNameNl(c.rank);
}

} // namespace

std::vector<Card> legalCards(const std::vector<Card> &hand, const std::vector<Card> &trickSoFar, Trump trump,
                             const RuleSet &rs)
{
    if (trickSoFar.empty())
        return hand; // the leader plays anything
    const Suit led = trickSoFar.front().suit;
    std::vector<Card> legal;
    auto keep = [&](auto pred) {
        for (Card c : hand)
            if (pred(c))
                legal.push_back(c);
    };

    if (!trump) {
        // R29: follow suit if able, else any card.
        if (holdsSuit(hand, led))
            keep([&](Card c) { return c.suit == led; });
        else
            legal = hand;
        return legal;
    }

    if (led == *trump) {
        // R26: trump if able (the jack does not oblige); any trump will do, no overtrumping needed.
        const bool obliged =
            std::any_of(hand.begin(), hand.end(), [&](Card c) { return obligingTrump(c, trump, rs); });
        if (obliged)
            keep([&](Card c) { return isTrump(c, trump); });
        else
            legal = hand;
        return legal;
    }

    // R27/R28: a non-trump card led.
    const int top = highestTrump(trickSoFar, trump, rs);
    auto undertrump = [&](Card c) { return isTrump(c, trump) && cardStrength(c, trump, rs) < top; };
    if (rs.undertrump == Undertrump::Allowed) {
        // pagat: "It is legal to trump even if you could have followed suit"; any trump will do.
        if (holdsSuit(hand, led))
            keep([&](Card c) { return c.suit == led || isTrump(c, trump); });
        else
            legal = hand;
        return legal;
    }
    if (rs.undertrump == Undertrump::OnlyWhenAllTrumps &&
        std::all_of(hand.begin(), hand.end(), [&](Card c) { return isTrump(c, trump); }))
        return hand; // pagat's variation: "unless the player has nothing but trumps"
    if (holdsSuit(hand, led))
        // R27: follow suit or trump in / overtrump, never undertrump.
        keep([&](Card c) { return c.suit == led || (isTrump(c, trump) && !undertrump(c)); });
    else
        // R28: any card, but no voluntary undertrumping.
        keep([&](Card c) { return !undertrump(c); });
    if (legal.empty())
        legal = hand; // only lower trumps left: undertrumping is then not voluntary
    return legal;
}

bool isLegalCard(Card played, const std::vector<Card> &hand, const std::vector<Card> &trickSoFar, Trump trump,
                 const RuleSet &rs)
{
    const auto legal = legalCards(hand, trickSoFar, trump, rs);
    return std::find(legal.begin(), legal.end(), played) != legal.end();
}

Verdict whyIllegal(Card played, const std::vector<Card> &hand, const std::vector<Card> &trickSoFar,
                   Trump trump, const RuleSet &rs)
{
    if (!holds(hand, played))
        return ruleError(0, "De kaart " + toString(played) + " zit niet in de hand van deze speler.");
    if (isLegalCard(played, hand, trickSoFar, trump, rs))
        return std::nullopt;
    // Illegal implies a card was led (the leader may play anything).
    const Card lead = trickSoFar.front();
    const std::string ledSuit = suitNameNl(lead.suit);
    if (!trump)
        return ruleError(29, "in een spel zonder troef moet de voorgespeelde kleur (" + ledSuit +
                                 ") worden bijgelopen; " + cardNl(played) + " is verzaakt.");
    if (lead.suit == *trump)
        return ruleError(26, "troef (" + ledSuit +
                                 ") is voorgespeeld en de speler heeft nog troef (de troefboer "
                                 "mag hij vasthouden, een andere troef niet); " +
                                 cardNl(played) + " is verzaakt.");
    if (holdsSuit(hand, lead.suit)) {
        if (isTrump(played, trump))
            return ruleError(27, cardNl(played) +
                                     " is ondertroeven: er ligt al een hogere troef in de slag; "
                                     "de speler moet " +
                                     ledSuit + " bijlopen of overtroeven.");
        return ruleError(27, "de speler moet " + ledSuit + " bijlopen of introeven; " + cardNl(played) +
                                 " is verzaakt.");
    }
    return ruleError(28, cardNl(played) +
                             " is vrijwillig ondertroeven: de speler kan niet bijlopen, maar heeft "
                             "nog een andere kaart dan een lagere troef.");
}

int trickWinner(const std::vector<Card> &trick, Trump trump, const RuleSet &rs)
{
    if (trick.empty())
        return -1;
    int best = 0;
    auto beats = [&](Card c, Card b) {
        // R24/R25: a trump beats every non-trump; otherwise only a higher card of the same suit wins.
        if (isTrump(c, trump) != isTrump(b, trump))
            return isTrump(c, trump);
        return c.suit == b.suit && cardStrength(c, trump, rs) > cardStrength(b, trump, rs);
    };
    for (int i = 1; i < static_cast<int>(trick.size()); ++i)
        if (beats(trick[static_cast<std::size_t>(i)], trick[static_cast<std::size_t>(best)]))
            best = i;
    return best;
}

int trickPoints(const std::vector<Card> &trick, Trump trump, const RuleSet &rs)
{
    int sum = 0;
    for (Card c : trick)
        sum += cardPoints(c, trump, rs);
    return sum;
}

} // namespace nkb
