#include "rules/card.h"

#include <cctype>

namespace nkb {

int cardPoints(Card c, Trump trump, const RuleSet &rs)
{
    const bool isTrump = trump && *trump == c.suit;
    return (isTrump ? rs.trumpCards : rs.plainCards).points[static_cast<std::size_t>(c.rank)];
}

int cardStrength(Card c, Trump trump, const RuleSet &rs)
{
    const bool isTrump = trump && *trump == c.suit;
    return (isTrump ? rs.trumpCards : rs.plainCards).strength[static_cast<std::size_t>(c.rank)];
}

int packPoints(const RuleSet &rs)
{
    int sum = 0;
    for (int i = 0; i < 32; ++i)
        sum += cardPoints(Card::fromIndex(i), Suit::Clubs, rs);
    return sum;
}

std::vector<Card> fullPack()
{
    std::vector<Card> pack;
    pack.reserve(32);
    for (int i = 0; i < 32; ++i)
        pack.push_back(Card::fromIndex(i));
    return pack;
}

namespace {

std::string upper(std::string_view text)
{
    std::string s;
    for (char ch : text) {
        if (!std::isspace(static_cast<unsigned char>(ch)))
            s.push_back(static_cast<char>(std::toupper(static_cast<unsigned char>(ch))));
    }
    return s;
}

std::optional<Suit> suitFromLetter(char ch)
{
    switch (ch) {
    case 'C': case 'K': return Suit::Clubs;      // clubs / klaveren
    case 'D': case 'R': return Suit::Diamonds;   // diamonds / ruiten
    case 'H': return Suit::Hearts;               // hearts / harten
    case 'S': return Suit::Spades;               // spades / schoppen
    default: return std::nullopt;
    }
}

std::optional<Rank> rankFromText(std::string_view r)
{
    if (r == "10" || r == "T") return Rank::Ten;
    if (r.size() != 1) return std::nullopt;
    switch (r[0]) {
    case '7': return Rank::Seven;
    case '8': return Rank::Eight;
    case '9': return Rank::Nine;
    case 'J': case 'B': return Rank::Jack;   // jack / boer
    case 'Q': case 'V': return Rank::Queen;  // queen / vrouw
    case 'K': case 'H': return Rank::King;   // king / heer
    case 'A': return Rank::Ace;
    default: return std::nullopt;
    }
}

} // namespace

std::optional<Card> parseCard(std::string_view text)
{
    const std::string s = upper(text);
    if (s.size() < 2 || s.size() > 3)
        return std::nullopt;
    const auto suit = suitFromLetter(s.back());
    const auto rank = rankFromText(std::string_view(s).substr(0, s.size() - 1));
    if (!suit || !rank)
        return std::nullopt;
    return Card{*suit, *rank};
}

char suitLetter(Suit s)
{
    static constexpr char letters[] = {'C', 'D', 'H', 'S'};
    return letters[static_cast<int>(s)];
}

std::string toString(Card c)
{
    static constexpr char ranks[] = {'7', '8', '9', 'T', 'J', 'Q', 'K', 'A'};
    return std::string{ranks[static_cast<int>(c.rank)], suitLetter(c.suit)};
}

std::optional<Suit> parseSuit(std::string_view text)
{
    const std::string s = upper(text);
    if (s == "C" || s == "K" || s == "CLUBS" || s == "KLAVEREN") return Suit::Clubs;
    if (s == "D" || s == "R" || s == "DIAMONDS" || s == "RUITEN") return Suit::Diamonds;
    if (s == "H" || s == "HEARTS" || s == "HARTEN") return Suit::Hearts;
    if (s == "S" || s == "SPADES" || s == "SCHOPPEN") return Suit::Spades;
    return std::nullopt;
}

std::string suitNameNl(Suit s)
{
    switch (s) {
    case Suit::Clubs: return "klaveren";
    case Suit::Diamonds: return "ruiten";
    case Suit::Hearts: return "harten";
    case Suit::Spades: return "schoppen";
    }
    return {};
}

std::string rankNameNl(Rank r)
{
    switch (r) {
    case Rank::Seven: return "7";
    case Rank::Eight: return "8";
    case Rank::Nine: return "9";
    case Rank::Ten: return "10";
    case Rank::Jack: return "boer";
    case Rank::Queen: return "vrouw";
    case Rank::King: return "heer";
    case Rank::Ace: return "aas";
    }
    return {};
}

} // namespace nkb
