#pragma once
// Cards, suits, ranks, trump order and card points (R3, R4, R25).
#include <array>
#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rules/ruleset.h"

namespace nkb {

enum class Suit : std::uint8_t { Clubs, Diamonds, Hearts, Spades };
// Ranks in the fixed serie order of R42, lowest first: 7 8 9 10 J Q K A.
enum class Rank : std::uint8_t { Seven, Eight, Nine, Ten, Jack, Queen, King, Ace };

inline constexpr std::array<Suit, 4> kAllSuits{Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades};
inline constexpr std::array<Rank, 8> kAllRanks{Rank::Seven, Rank::Eight, Rank::Nine, Rank::Ten,
                                               Rank::Jack,  Rank::Queen, Rank::King, Rank::Ace};

struct Card {
    Suit suit{Suit::Clubs};
    Rank rank{Rank::Seven};
    friend constexpr auto operator<=>(const Card &, const Card &) = default;
    // 0..31, dense: suit * 8 + rank.
    [[nodiscard]] constexpr int index() const { return static_cast<int>(suit) * 8 + static_cast<int>(rank); }
    [[nodiscard]] static constexpr Card fromIndex(int i)
    {
        return Card{static_cast<Suit>(i / 8), static_cast<Rank>(i % 8)};
    }
};

// std::nullopt means "no trump" (zwabber, several misère Spelers).
using Trump = std::optional<Suit>;

// Card points (R4) from the rule set: NK trump J 20, 9 14, A 11, K 3, Q 2, 10 10; non-trump A 11,
// K 3, Q 2, J 1, 10 10.
[[nodiscard]] int cardPoints(Card c, Trump trump, const RuleSet &rs);
// Strength for taking tricks within one suit (R25): higher wins. NK trump: J 9 A K Q 10 8 7;
// non-trump (and every suit without trump): A K Q J 10 9 8 7.
[[nodiscard]] int cardStrength(Card c, Trump trump, const RuleSet &rs);
// The card points of the whole pack with a trump suit (R4: 141 at the NK).
[[nodiscard]] int packPoints(const RuleSet &rs);

// The whole pack of 32 cards in index order.
[[nodiscard]] std::vector<Card> fullPack();

// "JH", "TS", "10S", "7C"; Dutch letters also accepted: B(oer) V(rouw) H(eer) for ranks,
// K(laveren) R(uiten) for suits ("BH" = boer harten, "HK" = heer klaveren). Case-insensitive.
[[nodiscard]] std::optional<Card> parseCard(std::string_view text);
// Canonical English notation: "JH", "TS", "7C".
[[nodiscard]] std::string toString(Card c);
[[nodiscard]] std::optional<Suit> parseSuit(std::string_view text); // "H", "harten", "K"...
[[nodiscard]] char suitLetter(Suit s);
[[nodiscard]] std::string suitNameNl(Suit s); // "harten"
[[nodiscard]] std::string rankNameNl(Rank r); // "boer"

} // namespace nkb
