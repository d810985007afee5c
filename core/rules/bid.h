#pragma once
// Calls in the auction and their ranking (R10–R19, R48, R50).
#include <string>
#include <string_view>
#include <vector>

#include "rules/ruleerror.h"
#include "rules/ruleset.h"

namespace nkb {

// ZwabberRoem: pagat's variation "zwabber with roem", only where the rule set allows it.
enum class BidKind { Pass, Points, Misere, Zwabber, Bonaak, BonaakRoem, ZwabberRoem };

struct Bid {
    BidKind kind{BidKind::Pass};
    int value = 0;         // the points of a point bid, or the roem value of bonaak-met-roem; else 0
    bool zeskaart = false; // bonaak-met-roem only: the roem is a serie of six (R50)
    friend bool operator==(const Bid &, const Bid &) = default;

    [[nodiscard]] static Bid pass() { return Bid{BidKind::Pass}; }
    [[nodiscard]] static Bid points(int p) { return Bid{BidKind::Points, p}; }
    [[nodiscard]] static Bid misere() { return Bid{BidKind::Misere}; }
    [[nodiscard]] static Bid zwabber() { return Bid{BidKind::Zwabber}; }
    [[nodiscard]] static Bid zwabberRoem(int roem) { return Bid{BidKind::ZwabberRoem, roem}; }
    [[nodiscard]] static Bid bonaak() { return Bid{BidKind::Bonaak}; }
    [[nodiscard]] static Bid bonaakRoem(int roem, bool zes = false) { return Bid{BidKind::BonaakRoem, roem, zes}; }
};

// Whether a bid is well formed under the rules: a point bid is a multiple of 5 from 25 (R12), as
// high as the bidder likes (R19); a bonaak-met-roem value comes from the table of R48 (roemValues);
// a zeskaart is 100 roem, or 120 with Stuk (R48, R50). Pass, misère, zwabber and bonaak carry no
// value. Zwabber met roem only where the rule set has it.
[[nodiscard]] Verdict checkBid(const Bid &bid, const RuleSet &rs);

// Reads "pass" (or "pas"), "25", "30", … (at most nine digits), "misere"/"misère", "zwabber", "bonaak",
// "bonaak 20"… "bonaak 220", "bonaak 100 zeskaart" ("bonaak met roem 20" is accepted too), and where
// the rule set has it "zwabber 50" ("zwabber met roem 50"). Case and extra
// spaces do not matter. A malformed or illegal bid gives a Dutch message with its rule.
[[nodiscard]] Result<Bid> parseBid(std::string_view text, const RuleSet &rs);

// The bids this rule set offers, as parseBid reads them, low to high: an example point bid (its
// lowest, or 40), "misere", "zwabber", "zwabber 50" where zwabber met roem exists, "bonaak",
// "bonaak 50". For the desk's field and the table page's buttons, so both offer what the rules do.
[[nodiscard]] std::vector<std::string> offeredBids(const RuleSet &rs);

// Canonical spelling, the one parseBid reads: "pass", "40", "misere", "bonaak 100 zeskaart".
[[nodiscard]] std::string toString(const Bid &bid);
// Dutch wording for messages: "pas", "40 punten", "misère", "bonaak met 100 roem (zeskaart)".
[[nodiscard]] std::string describeNl(const Bid &bid);

// R19, R40, R49, R68: a point bid above every score a hand can make: more than the 141 card points
// of the pack (R4) plus the highest roem of any six cards (highestRoem, roem.h: 220 at the NK, four
// jacks with Stuk), so 365 and up. Such a bid is legal in the auction (R19: as high as he likes),
// but the roem it needs is in no hand, whatever the blind card: vals roemen (R67, R68), the bidder
// is erin (R66). The UI may ask the referee to confirm such a bid before it is entered.
[[nodiscard]] bool bidBeyondAnyHand(const Bid &bid, const RuleSet &rs);

// R18 ranking, low to high: pass < 25…misereAbove < misère < …zwabberAbove < zwabber < higher
// point bids < bonaak < bonaak-met-roem by roem value; at equal roem value a zeskaart ranks above
// a vijfkaart when rs.zeskaartBeatsVijfkaart (R50). Returns <0, 0 or >0 like strcmp.
[[nodiscard]] int compareBids(const Bid &a, const Bid &b, const RuleSet &rs);

} // namespace nkb
