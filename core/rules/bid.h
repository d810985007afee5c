#pragma once
// Calls in the auction and their ranking (R10–R19, R48, R50).
#include <string>
#include <string_view>

#include "rules/ruleerror.h"
#include "rules/ruleset.h"

namespace nkb {

enum class BidKind { Pass, Points, Misere, Zwabber, Bonaak, BonaakRoem };

struct Bid {
    BidKind kind{BidKind::Pass};
    int value = 0;         // the points of a point bid, or the roem value of bonaak-met-roem; else 0
    bool zeskaart = false; // bonaak-met-roem only: the roem is a serie of six (R50)
    friend bool operator==(const Bid &, const Bid &) = default;

    [[nodiscard]] static Bid pass() { return Bid{BidKind::Pass}; }
    [[nodiscard]] static Bid points(int p) { return Bid{BidKind::Points, p}; }
    [[nodiscard]] static Bid misere() { return Bid{BidKind::Misere}; }
    [[nodiscard]] static Bid zwabber() { return Bid{BidKind::Zwabber}; }
    [[nodiscard]] static Bid bonaak() { return Bid{BidKind::Bonaak}; }
    [[nodiscard]] static Bid bonaakRoem(int roem, bool zes = false) { return Bid{BidKind::BonaakRoem, roem, zes}; }
};

// Whether a bid is well formed under the rules: a point bid is a multiple of 5 from 25 (R12) up to
// rs.maxPointBid; a bonaak-met-roem value comes from the table of R48; a zeskaart is 100 roem, or
// 120 with Stuk (R48, R50). Pass, misère, zwabber and bonaak carry no value.
[[nodiscard]] Verdict checkBid(const Bid &bid, const RuleSet &rs = {});

// Reads "pass" (or "pas"), "25"…"360", "misere"/"misère", "zwabber", "bonaak", "bonaak 20"…
// "bonaak 220", "bonaak 100 zeskaart" ("bonaak met roem 20" is accepted too). Case and extra
// spaces do not matter. A malformed or illegal bid gives a Dutch message with its rule.
[[nodiscard]] Result<Bid> parseBid(std::string_view text, const RuleSet &rs = {});

// Canonical spelling, the one parseBid reads: "pass", "40", "misere", "bonaak 100 zeskaart".
[[nodiscard]] std::string toString(const Bid &bid);
// Dutch wording for messages: "pas", "40 punten", "misère", "bonaak met 100 roem (zeskaart)".
[[nodiscard]] std::string describeNl(const Bid &bid);

// R18 ranking, low to high: pass < 25…misereAbove < misère < …zwabberAbove < zwabber < higher
// point bids < bonaak < bonaak-met-roem by roem value; at equal roem value a zeskaart ranks above
// a vijfkaart when rs.zeskaartBeatsVijfkaart (R50). Returns <0, 0 or >0 like strcmp.
[[nodiscard]] int compareBids(const Bid &a, const Bid &b, const RuleSet &rs = {});

} // namespace nkb
