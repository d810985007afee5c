#pragma once
// Roem (R39–R50) and vals roemen (R66–R70).
#include <vector>

#include "rules/card.h"
#include "rules/ruleerror.h"
#include "rules/ruleset.h"

namespace nkb {

// The most card points a Speler's tricks can hold is the pack's, packPoints(rs) (card.h; R4: 60 +
// 3 x 27 = 141). The real maximum is lower (discards and sleeping cards are never in a trick), so
// using it only ever errs on the side of "not vals roemen" (R69).

// Every roem value some six cards can claim under these rules, ascending: the NK's table of R48
// (20, 40, 50, 60, 70, 100, 120, 200, 220), the only values a referee can write down.
[[nodiscard]] const std::vector<int> &roemValues(const RuleSet &rs);
// Whether v is one of them.
[[nodiscard]] bool isRoemValue(int v, const RuleSet &rs);
// The highest of them (R48): four jacks with Stuk, 220; or a variant's zeskaart with Stuk when
// higher; with rs.cardInSetAndSerie four jacks, a serie of three through the jack of trump and
// Stuk: 200 + 20 + 20 = 240.
[[nodiscard]] int highestRoem(const RuleSet &rs);

// One claim a hand can make: its value and how high it is, the highest card in it (serie order,
// R42). pagat: an opponent's roem of equal value cancels the Speler's when as high or higher.
struct RoemClaim {
    int value{0};
    Rank top{Rank::Seven};
    friend bool operator==(const RoemClaim &, const RoemClaim &) = default;
};
[[nodiscard]] std::vector<RoemClaim> roemClaims(const std::vector<Card> &cards, Trump trump, const RuleSet &rs);

// Every roem value the cards can claim with this trump, sorted ascending, unique: the R48 value
// of each admissible combination, with and (when the K and Q of trump are held) without Stuk.
// A serie of 5 also holds a serie of 4 and of 3 (R49); a serie of 6 also two series of 3.
// R43: no card in both a set and a serie (unless rs.cardInSetAndSerie; then a set and a serie
// together count the sum of their values). R44: Stuk may overlap a serie or a set.
// Trump nullopt: no Stuk possible. Duplicate cards count once.
[[nodiscard]] std::vector<int> claimableRoem(const std::vector<Card> &six, Trump trump,
                                             const RuleSet &rs);

// R41: the K and Q of trump (never without trump).
[[nodiscard]] bool holdsStuk(const std::vector<Card> &cards, Trump trump);
// R42/R50: six consecutive cards of one suit.
[[nodiscard]] bool holdsZeskaart(const std::vector<Card> &cards);
// Claimable with these cards and trump; with zeskaart the value must come from a serie of six
// (R50: "bonaak 100 zeskaart"): rs.zeskaartValue, or that plus Stuk.
[[nodiscard]] bool holdsRoem(const std::vector<Card> &six, Trump trump, int value, bool zeskaart,
                             const RuleSet &rs);

// Roem announced by the Speler of a point bid (R46, R49, R70). 0 means no roem: always fine.
// Not held -> rule 70 (vals roemen); held but not lower than the bid -> rule 49.
[[nodiscard]] Verdict roemAllowedForPointBid(int roem, int bid, const std::vector<Card> &six, Trump trump,
                                             const RuleSet &rs);
// Roem announced by the Speler of bonaak met roem: he must hold the value he bid (R70).
[[nodiscard]] Verdict roemAllowedForBonaak(int roem, bool zeskaart, const std::vector<Card> &six, Trump trump,
                                           const RuleSet &rs);

// The roem a bid needs: some claimable value r with atLeast <= r < below (from a serie of six
// when zeskaart is set).
struct RoemNeed {
    int atLeast{0};
    int below{0};
    bool zeskaart{false};
    // Bonaak met roem V: exactly V.
    [[nodiscard]] static RoemNeed exactly(int value, bool zeskaart = false);
    // A point bid: at least bid - 141 (R32, at most 141 card points) and lower than the bid (R49).
    [[nodiscard]] static RoemNeed forPointBid(int bid, const RuleSet &rs);
    // pagat's bonaak with roem V: at least V.
    [[nodiscard]] static RoemNeed atLeastOf(int value, bool zeskaart = false);
    // Bonaak (or zwabber) met roem V under these rules: exactly V (R70), or at least V (pagat).
    [[nodiscard]] static RoemNeed forBonaak(int value, bool zeskaart, const RuleSet &rs);
    // Whether these cards with this trump meet the need.
    [[nodiscard]] bool metBy(const std::vector<Card> &six, Trump trump, const RuleSet &rs) const;
};

// The cards a bidder cannot see: the pack minus his hand and the open cards. Every one of them
// may be the blind card (R68).
[[nodiscard]] std::vector<Card> unseenCards(const std::vector<Card> &hand, const std::vector<Card> &open);

// R23, R68, R69: can the bidder, taking hand + open cards + one blind card (any of
// possibleBlind; none when possibleBlind is empty), keeping any hand.size() of them and naming
// any trump, hold roem that meets the need?
[[nodiscard]] bool roemReachable(const std::vector<Card> &hand, const std::vector<Card> &open,
                                 const std::vector<Card> &possibleBlind, RoemNeed need,
                                 const RuleSet &rs);

// R66–R69: a point bid of rs.valsRoemenFromBid (145) or more is vals roemen when the roem it
// needs is out of reach whatever the blind card is. Lower bids: never (R67).
[[nodiscard]] Verdict checkValsRoemenPointBid(int bid, const std::vector<Card> &hand,
                                              const std::vector<Card> &open,
                                              const std::vector<Card> &possibleBlind, const RuleSet &rs);
// R66–R69: bonaak met roem `roem` (zeskaart: "bonaak 100 zeskaart", R50).
[[nodiscard]] Verdict checkValsRoemenBonaak(int roem, bool zeskaart, const std::vector<Card> &hand,
                                            const std::vector<Card> &open,
                                            const std::vector<Card> &possibleBlind, const RuleSet &rs);

} // namespace nkb
