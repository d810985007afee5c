#pragma once
// The rules a table plays by: every value and choice in which the Bonaken of one café differs
// from another's. Two presets: nk2019 (the NK reglement of 2019, ../shared/RULES.md) and
// hazerswoude (the game of Hazerswoude-Rijndijk as pagat describes it, docs/rules-hazerswoude.md),
// and for the latter each "some play…" variation of the pagat page as an option. The engine
// (core/rules, core/gamefile) takes a RuleSet wherever it judges and holds none of these values
// itself.
#include "rules/ruleerror.h"

#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace nkb {

// Cards per player, open cards, blind cards and sleeping cards; always 32 in all.
struct DealLayout {
    int cardsEach{0};
    int open{0};
    int blind{0};
    int sleeping{0};
    friend bool operator==(const DealLayout &, const DealLayout &) = default;
};

// Points and trick strength of each rank (index: Rank, 7 8 9 10 J Q K A), in trump and plain suits.
struct CardValues {
    std::array<int, 8> points{};
    std::array<int, 8> strength{};
    friend bool operator==(const CardValues &, const CardValues &) = default;
};

// Who deals the next gift.
enum class NextDealer {
    SpelerNk, // R5, R52, R53: a Speler who went eruit or erin (the first misère bidder of them), else the Speler
    Speler,   // pagat variation: the Speler of the last gift (the first misère bidder when several)
    Left,     // pagat: the turn passes to the left, skipping players who are out
};

// What a player who cannot, or need not, follow may do with a lower trump than one in the trick.
enum class Undertrump {
    OnlyWhenNothingElse, // R27, R28: only when the hand holds nothing else that is legal
    OnlyWhenAllTrumps,   // pagat variation: only when the hand holds nothing but trumps
    Allowed,             // pagat: trumping is legal even when you could follow, at any height
};

// Misère and zwabber rank just above these point bids (R18).
struct BidRanks {
    int misereAbove{100};
    int zwabberAbove{125};
    friend bool operator==(const BidRanks &, const BidRanks &) = default;
};

struct RuleSet {
    // The preset this rule set starts from and the options ticked on it, as stored with a
    // tournament: name() gives "nk2019", "hazerswoude" or "hazerswoude+bod25+zeskaart100".
    std::string preset{"nk2019"};
    std::vector<std::string> options;

    // R3, R4, R25: card points and strength. Trump: J 20, 9 14, A 11, K 3, Q 2, 10 10; plain: A 11,
    // K 3, Q 2, J 1, 10 10. Trump order J 9 A K Q 10 8 7; plain A K Q J 10 9 8 7.
    CardValues trumpCards{{0, 0, 14, 10, 20, 2, 3, 11}, {1, 2, 7, 3, 8, 4, 5, 6}};
    CardValues plainCards{{0, 0, 0, 10, 1, 2, 3, 11}, {1, 2, 3, 4, 5, 6, 7, 8}};
    // R26: the jack of trump never obliges a player to follow trump (he may keep it back).
    bool trumpJackObliges{false};
    Undertrump undertrump{Undertrump::OnlyWhenNothingElse};

    // R5, R6 and the table of bonaken-nl-spelregels.md: the deal by number of players (index 2..7).
    std::array<DealLayout, 8> deals{DealLayout{},         DealLayout{},         DealLayout{6, 2, 1, 17},
                                    DealLayout{6, 2, 1, 11}, DealLayout{6, 2, 1, 5}, DealLayout{6, 2, 0, 0},
                                    DealLayout{5, 2, 0, 0},  DealLayout{4, 2, 2, 0}};
    NextDealer nextDealer{NextDealer::SpelerNk};

    // R12, R18, R19: the auction.
    int minPointBid{25};
    int pointBidStep{5};
    BidRanks ranks{};
    // pagat variation: with fewer active players than this, fewerRanks apply (0: always ranks).
    int ranksFromPlayers{0};
    BidRanks fewerRanks{};
    // R19: bonaak met roem may be bid only after an earlier bonaak in the auction.
    bool bonaakRoemAfterBonaak{true};
    // pagat variation: zwabber with roem, ranking just above zwabber without roem.
    bool zwabberRoem{false};
    // R50: a zeskaart overbids a vijfkaart of the same roem value.
    bool zeskaartBeatsVijfkaart{true};
    // R70: the Speler of bonaak met roem must hold exactly the value he bid; pagat: at least it.
    bool bonaakRoemAtLeast{false};

    // R41–R48: roem. Series of 3, 4, 5 and 6 cards (index 3..6), four of a kind, Stuk.
    std::array<int, 7> serieValues{0, 0, 0, 20, 50, 100, 100};
    int fourJacks{200};
    int fourOthers{100};
    int stukValue{20};
    // R43: a card may not be in both a set and a serie (pagat: it may).
    bool cardInSetAndSerie{false};
    // pagat: an opponent holding higher roem (or equal roem as high or higher) cancels the Speler's.
    bool opponentsRoemCancels{false};

    // R15, R75: a lone misère Speler makes trump (pagat's variation); pagat: misère has no trump.
    bool loneMisereTrump{true};
    // R66–R70: vals roemen puts the roemer erin; bids from valsRoemenFromBid can be vals roemen.
    bool valsRoemen{true};
    int valsRoemenFromBid{145};
    // R62–R79: the irregularities a referee can note with a gift (pagat names none).
    bool irregularities{true};

    // R54–R57: points per place at a table of four; a table of three is a tournament setting.
    std::vector<int> placePointsFour{10, 8, 4, 1};
    std::vector<int> placePointsThree{10, 8, 4};
    // R58: the game ends when at most this many players are still in it.
    int gameEndsAtRemaining{1};
    // pagat: the game ends as soon as one player is erin (the loser is found); the players still
    // in take the next places by their standing: recht before suf and wip, those before krom.
    bool endsAtFirstLoser{false};

    // The NK reglement of 2019: every value above as it stands.
    [[nodiscard]] static RuleSet nk2019();
    // The pagat text's Hazerswoude-Rijndijk game.
    [[nodiscard]] static RuleSet hazerswoude();
    // "nk2019", "hazerswoude", "hazerswoude+bod25+geenondertroeven" (options in any order, each
    // once; only the hazerswoude preset has options). A Dutch message says what is wrong.
    [[nodiscard]] static Result<RuleSet> fromName(std::string_view name);

    // The stored name: preset and its options in the order of ruleOptions().
    [[nodiscard]] std::string name() const;
    // Dutch, for the klassement, papers and pages: "NK-reglement 2019",
    // "Hazerswoude-Rijndijk (pagat), met: laagste bod 25".
    [[nodiscard]] std::string title() const;
    // Dutch, one line per rule in which this rule set differs from the NK reglement (empty for nk2019).
    [[nodiscard]] std::vector<std::string> differencesFromNk() const;
    [[nodiscard]] bool isNk() const { return preset == "nk2019"; }

    // The misère and zwabber ranks with this many players still in the game.
    [[nodiscard]] BidRanks ranksAt(int activePlayers) const
    {
        return ranksFromPlayers > 0 && activePlayers < ranksFromPlayers ? fewerRanks : ranks;
    }
    // The deal for this many players still in the game (2..7); cardsEach 0 otherwise.
    [[nodiscard]] DealLayout dealFor(int players) const
    {
        return players >= 2 && players <= 7 ? deals[static_cast<std::size_t>(players)] : DealLayout{};
    }
    // The value of a serie of six (R48, R50).
    [[nodiscard]] int zeskaartValue() const { return serieValues[6]; }

    // A refusal in this rule set's words: the NK's "Regel N: …" as it is; under another preset the
    // sentence of its text that the NK rule's point rests on, in error.source, or that its text
    // is silent there and the NK rule stands.
    [[nodiscard]] RuleError cite(RuleError error) const;

    friend bool operator==(const RuleSet &, const RuleSet &) = default;
};

// An option a director can tick on the hazerswoude preset.
struct RuleOption {
    std::string id;       // as in RuleSet::name(): "bod25"
    std::string label;    // Dutch: "Laagste puntenbod 25"
    std::string sentence; // the pagat sentence it comes from, as quoted in the tests
    int rule{0};          // the NK rule on the point it changes: a refusal there quotes its sentence
};
[[nodiscard]] const std::vector<RuleOption> &ruleOptions();
// The presets' names, nk2019 first.
[[nodiscard]] std::vector<std::string> rulePresets();

} // namespace nkb
