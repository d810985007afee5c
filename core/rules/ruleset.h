#pragma once
// The rules a table plays by. Defaults are the NK reglement of 2019; variants (pagat texts) may
// change these values, so nothing NK-specific that a variant changes is hard-wired elsewhere.
#include <vector>

namespace nkb {

struct RuleSet {
    // R18: misère ranks just above this point bid (NK: 100), zwabber just above this one (NK: 125).
    int misereAbove{100};
    int zwabberAbove{125};
    // R12: lowest point bid and step. R19: no highest point bid (see bidBeyondAnyHand, bid.h).
    int minPointBid{25};
    int pointBidStep{5};
    // R48: value of a serie of six (NK: same as five, 100).
    int zeskaartValue{100};
    // R50: a zeskaart overbids a vijfkaart of the same roem value.
    bool zeskaartBeatsVijfkaart{true};
    // R43: a card may not be in both a set and a serie.
    bool cardInSetAndSerie{false};
    // R67: a point bid from this value on can be vals roemen.
    int valsRoemenFromBid{145};
    // R54–R57: points per place at a table of four; a table of three is a tournament setting.
    std::vector<int> placePointsFour{10, 8, 4, 1};
    std::vector<int> placePointsThree{10, 8, 4};
    // R58: the game ends when at most this many players are still in it.
    int gameEndsAtRemaining{1};

    [[nodiscard]] static RuleSet nk() { return RuleSet{}; }
    friend bool operator==(const RuleSet &, const RuleSet &) = default;
};

} // namespace nkb
