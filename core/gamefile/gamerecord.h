#pragma once
// A game at one table as a referee hands it in: the players and every gift, either as a summary
// (contract, roem, points or tricks, irregularities) or as the full card record. Plain data; the
// judging is in gamecheck.h.
#include "rules/card.h"

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace nkb {

enum class IrregularityKind { Verzaking, ValsRoemen, WrongCardCount, OutOfTurn, Revealing, MisereNoTrump };

struct Irregularity {
    IrregularityKind kind{IrregularityKind::Verzaking};
    std::string by;
    friend bool operator==(const Irregularity &, const Irregularity &) = default;
};

// The full record of a gift's cards (R6, R23, R24, R35). Tricks list the cards in playing order,
// the first card by the player who led.
struct CardRecord {
    std::map<std::string, std::vector<Card>> hands; // as dealt, per player still in the game
    std::vector<Card> open;
    std::vector<Card> blind;
    std::map<std::string, std::vector<Card>> discard; // per Speler (several misère: passed on)
    std::vector<std::vector<Card>> tricks;
};

struct GiftRecord {
    bool redeal{false};
    std::optional<std::string> dealer;
    std::optional<std::vector<std::pair<std::string, std::string>>> bids; // (name, call)
    std::optional<std::vector<std::string>> spelers;
    std::optional<std::string> contract;
    std::optional<std::string> trump; // "H", "none", … as typed
    std::optional<int> roem;
    std::optional<int> points;
    std::optional<std::map<std::string, int>> tricks;
    std::optional<bool> wonAll;                        // "won": true/false
    std::optional<std::map<std::string, bool>> wonPer; // "won": {"Cor": true, …}
    // In the order they happened ("irregularity": one object, or "irregularities": a list).
    std::vector<Irregularity> irregularities;
    std::optional<CardRecord> cards;
};

struct GameRecord {
    std::vector<std::string> players;               // clockwise seating order
    std::optional<std::vector<int>> placesOfThree;  // "table_of_three_places"
    std::vector<GiftRecord> giften;
};

} // namespace nkb
