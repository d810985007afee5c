#pragma once
// A game (spel) at one table (R51–R59): statuses, who is still in, who deals, places and points.
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "rules/ruleerror.h"
#include "rules/ruleset.h"

namespace nkb {

// R59, as on the scoresheet.
enum class Status { Suf, Krom, Recht, Wip, Eruit, Erin };

// "suf", "krom", "recht", "wip", "eruit", "erin".
[[nodiscard]] std::string statusName(Status s);
[[nodiscard]] std::optional<Status> parseStatus(std::string_view text);

// Points per place (index 0 = place 1) for a table of this size: rs.placePointsFour for four,
// rs.placePointsThree for three (R54–R57). Other sizes never occur at the NK; they get the first
// places of the table of four (two players: 10, 8) and 0 beyond place four.
[[nodiscard]] std::vector<int> defaultPlacePoints(int players, const RuleSet &rs);

class TableGame {
public:
    // players: 2–7 seats numbered 0..players-1 clockwise; firstDealer: chosen by lot (R5);
    // placePoints: points per place, empty for defaultPlacePoints(players, rs). Bad arguments do
    // not throw: setupError() says what is wrong and every gift is refused with it.
    TableGame(int players, int firstDealer, const RuleSet &rs, std::vector<int> placePoints = {});

    [[nodiscard]] Verdict setupError() const { return m_setupError; }
    // Names used in messages instead of "stoel N" (1-based seat number).
    void setPlayerNames(std::vector<std::string> names) { m_names = std::move(names); }

    [[nodiscard]] int players() const { return m_players; }
    // Players still in the game: not eruit and not erin (R52, R53). The last player of a finished
    // game stays "active" here; finished() tells that no gift follows.
    [[nodiscard]] std::vector<bool> active() const;
    [[nodiscard]] bool isActive(int seat) const;
    [[nodiscard]] int activeCount() const;
    [[nodiscard]] Status status(int seat) const;
    // The dealer of the next gift, by the rule set (RuleSet::nextDealer). NK (R5, R52, R53): a
    // Speler of the previous gift who went eruit or erin in it (of several, the first misère bidder
    // among them), else the Speler or the first misère Speler; a bidder made erin for vals roemen
    // who was not the Speler does not deal (R52 speaks of losing twice). pagat: the next player
    // still in the game to the left of the dealer; its variation: the (first) Speler. After all
    // passed the same dealer.
    [[nodiscard]] int dealer() const { return m_dealer; }
    // R8: the first active seat clockwise after the dealer (where the next auction starts);
    // -1 when the game is finished.
    [[nodiscard]] int firstBidder() const;
    // R58: at most one player left (or a bad setup); pagat: also as soon as one player is erin.
    [[nodiscard]] bool finished() const { return m_finished; }
    // The place the next player(s) going eruit will take.
    [[nodiscard]] int nextPlace() const { return m_nextPlace; }
    [[nodiscard]] const std::vector<int> &placePoints() const { return m_placePoints; }
    // Set once the player has a result: eruit (place and its points), erin (no place, 0 points),
    // or the last player when the game ends (R57).
    [[nodiscard]] std::optional<int> place(int seat) const;
    [[nodiscard]] std::optional<int> points(int seat) const;
    // Gifts with a result applied so far, and deals that were all passed.
    [[nodiscard]] int giftCount() const { return m_gifts; }
    [[nodiscard]] int redealCount() const { return m_redeals; }

    // Why this gift result cannot be applied, or nullopt. declarers: the Speler(s) in bid order;
    // won: per declarer; valsRoemers: every player caught vals roemen in this gift (R66), declarer
    // or not, each once.
    [[nodiscard]] Verdict checkGift(const std::vector<int> &declarers, const std::vector<bool> &won,
                                    const std::vector<int> &valsRoemers = {}) const;
    // checkGift(), then the status changes of R59, R66 and places of R54–R57, the next dealer.
    Verdict applyGift(const std::vector<int> &declarers, const std::vector<bool> &won,
                      const std::vector<int> &valsRoemers = {});
    // All passed: nothing changes and the same dealer deals again.
    void applyRedeal();

private:
    [[nodiscard]] std::string name(int seat) const;
    [[nodiscard]] int pointsForPlace(int place) const;
    [[nodiscard]] int nextDealer(const std::vector<int> &declarers) const;
    void placeByStanding();

    int m_players{0};
    int m_dealer{0};
    std::vector<int> m_placePoints;
    RuleSet m_rs;
    Verdict m_setupError;
    std::vector<std::string> m_names;

    std::vector<Status> m_status;
    std::vector<std::optional<int>> m_place;
    std::vector<std::optional<int>> m_points;
    int m_nextPlace{1};
    bool m_finished{false};
    int m_gifts{0};
    int m_redeals{0};
};

// Every result a game at a table of this size can end with, each as points per player sorted
// high to low, found by playing out every possible sequence of gift results on a TableGame.
[[nodiscard]] std::vector<std::vector<int>> reachableOutcomes(int players, const std::vector<int> &placePoints,
                                                              const RuleSet &rs);
[[nodiscard]] std::vector<std::vector<int>> reachableOutcomes(int players, const RuleSet &rs);
// Whether these points per player (any order) can be the result of one game; useful to check a
// result entered without its gifts.
[[nodiscard]] bool isReachableOutcome(const std::vector<int> &points, int players, const RuleSet &rs);
[[nodiscard]] bool isReachableOutcome(const std::vector<int> &points, int players,
                                      const std::vector<int> &placePoints, const RuleSet &rs);

} // namespace nkb
