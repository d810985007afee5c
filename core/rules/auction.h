#pragma once
// The auction of one gift (R7–R21, R50): whose turn it is, which calls are legal and why not,
// and who "gaat" (the Speler or, with misère, the Spelers).
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "rules/bid.h"
#include "rules/ruleerror.h"
#include "rules/ruleset.h"

namespace nkb {

class Auction {
public:
    // players: 2–7 seats, numbered 0..players-1 clockwise. dealer: the seat that dealt (he may be
    // out of the game himself, R52/R53). active[seat]: still in the game (not eruit/erin); only
    // active players bid. The misère and zwabber ranks are the rule set's for the number of active
    // players (RuleSet::ranksAt). Bad arguments do not throw: setupError() says what is wrong and every
    // call is refused with that error.
    Auction(int players, int dealer, std::vector<bool> active, const RuleSet &rs);

    [[nodiscard]] Verdict setupError() const { return m_setupError; }
    // Names used in messages instead of "stoel N" (1-based seat number).
    void setPlayerNames(std::vector<std::string> names) { m_names = std::move(names); }

    [[nodiscard]] int players() const { return m_players; }
    [[nodiscard]] int dealer() const { return m_dealer; }
    // R8: the first active player left of (clockwise after) the dealer.
    [[nodiscard]] int firstToCall() const { return m_first; }
    // The seat that must call now; -1 when the auction is finished (or could not start).
    [[nodiscard]] int toCall() const { return m_toCall; }

    // Why this call is not allowed now, or nullopt when it is.
    [[nodiscard]] Verdict check(int seat, const Bid &bid) const;
    // check(), then apply the call when it is legal.
    Verdict call(int seat, const Bid &bid);

    [[nodiscard]] bool finished() const { return m_finished; }
    // Finished with every active player passed: the same dealer deals again.
    [[nodiscard]] bool allPassed() const { return m_finished && !m_standing; }
    // The Spelers once finished: one seat, or all misère bidders in the order in which they bid
    // (R20, R21). Empty while the auction runs or after all passed.
    [[nodiscard]] std::vector<int> declarers() const;
    // The winning bid once finished; nullopt while running or after all passed.
    [[nodiscard]] std::optional<Bid> contract() const;
    // The highest bid so far (also while running) and the seats holding it (several misère bidders).
    [[nodiscard]] std::optional<Bid> standing() const { return m_standing; }
    [[nodiscard]] const std::vector<int> &holders() const { return m_holders; }
    [[nodiscard]] bool hasPassed(int seat) const;
    // Active and not passed.
    [[nodiscard]] bool inAuction(int seat) const;
    [[nodiscard]] const std::vector<std::pair<int, Bid>> &calls() const { return m_calls; }

private:
    [[nodiscard]] std::string name(int seat) const;
    [[nodiscard]] bool isHolder(int seat) const;
    void settle(int lastCaller);

    int m_players{0};
    int m_dealer{0};
    std::vector<bool> m_active;
    RuleSet m_rs;
    Verdict m_setupError;
    std::vector<std::string> m_names;

    std::vector<bool> m_passed;
    std::vector<std::pair<int, Bid>> m_calls;
    std::optional<Bid> m_standing;
    std::vector<int> m_holders; // one bidder, or the misère bidders in bid order
    bool m_bonaakBid{false};    // R19: bonaak was bid earlier in this auction
    int m_first{-1};
    int m_toCall{-1};
    bool m_finished{false};
};

} // namespace nkb
