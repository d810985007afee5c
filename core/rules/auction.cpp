#include "rules/auction.h"

#include <algorithm>

namespace nkb {

Auction::Auction(int players, int dealer, std::vector<bool> active, const RuleSet &rs)
    : m_players(players), m_dealer(dealer), m_active(std::move(active)), m_rs(rs)
{
    m_rs.ranks = rs.ranksAt(static_cast<int>(std::count(m_active.begin(), m_active.end(), true)));
    if (players < 2 || players > 7) {
        m_setupError = ruleError(0, "Een tafel heeft 2 tot 7 spelers, niet " + std::to_string(players) + ".");
    } else if (dealer < 0 || dealer >= players) {
        m_setupError = ruleError(0, "De deler moet een van de " + std::to_string(players) + " stoelen zijn.");
    } else if (static_cast<int>(m_active.size()) != players) {
        m_setupError = ruleError(0, "Voor elke stoel moet bekend zijn of de speler nog meedoet.");
    } else if (std::count(m_active.begin(), m_active.end(), true) < 2) {
        m_setupError = ruleError(58, "er zijn minder dan twee spelers over; het spel is afgelopen.");
    }
    if (m_setupError) {
        m_players = std::max(0, players);
        m_active.assign(static_cast<std::size_t>(m_players), false);
        m_passed.assign(static_cast<std::size_t>(m_players), false);
        m_finished = true;
        return;
    }
    m_passed.assign(static_cast<std::size_t>(m_players), false);
    // R8: the bidding starts left of the dealer, clockwise; players out of the game are skipped.
    for (int i = 1; i <= m_players; ++i) {
        const int s = (m_dealer + i) % m_players;
        if (m_active[static_cast<std::size_t>(s)]) {
            m_first = s;
            break;
        }
    }
    m_toCall = m_first;
}

std::string Auction::name(int seat) const
{
    if (seat >= 0 && seat < static_cast<int>(m_names.size()) && !m_names[static_cast<std::size_t>(seat)].empty())
        return m_names[static_cast<std::size_t>(seat)];
    return "stoel " + std::to_string(seat + 1);
}

bool Auction::hasPassed(int seat) const
{
    return seat >= 0 && seat < m_players && m_passed[static_cast<std::size_t>(seat)];
}

bool Auction::inAuction(int seat) const
{
    return seat >= 0 && seat < m_players && m_active[static_cast<std::size_t>(seat)]
        && !m_passed[static_cast<std::size_t>(seat)];
}

bool Auction::isHolder(int seat) const
{
    return std::find(m_holders.begin(), m_holders.end(), seat) != m_holders.end();
}

Verdict Auction::check(int seat, const Bid &bid) const
{
    if (m_setupError)
        return m_setupError;
    if (seat < 0 || seat >= m_players)
        return ruleError(0, "Stoel " + std::to_string(seat + 1) + " bestaat niet aan deze tafel.");
    if (m_finished)
        return ruleError(20, "de bieding is al afgelopen.");
    if (!m_active[static_cast<std::size_t>(seat)])
        return ruleError(52, name(seat) + " is uit het spel (eruit of erin) en biedt niet meer mee.");
    if (m_passed[static_cast<std::size_t>(seat)])
        return ruleError(9, name(seat) + " heeft al gepast en kan niet meer in de bieding komen.");
    if (seat != m_toCall)
        return ruleError(8, name(seat) + " is niet aan de beurt; " + name(m_toCall) + " moet nu bieden.");
    if (Verdict v = checkBid(bid, m_rs))
        return v;
    if (bid.kind == BidKind::Pass)
        return std::nullopt; // R9: a player may pass at any moment
    const bool misereStanding = m_standing && m_standing->kind == BidKind::Misere;
    // R21 (pagat, consistent with R17): after two misère bids only pass or misère remain.
    if (misereStanding && m_holders.size() >= 2 && bid.kind != BidKind::Misere)
        return ruleError(21, "na twee of meer misère-biedingen kan alleen nog gepast of misère geboden worden.");
    // R17: after misère, others still in the auction may also bid misère.
    if (misereStanding && bid.kind == BidKind::Misere)
        return std::nullopt;
    // R19: bonaak met roem only after an earlier bonaak in this auction.
    if (bid.kind == BidKind::BonaakRoem && !m_bonaakBid && m_rs.bonaakRoemAfterBonaak)
        return ruleError(19, "bonaak met roem mag pas geboden worden na een eerder bod bonaak.");
    if (m_standing && compareBids(bid, *m_standing, m_rs) <= 0) {
        // R50: overroemen needs a higher roem value, or a zeskaart over a vijfkaart of equal value.
        if (bid.kind == BidKind::BonaakRoem && m_standing->kind == BidKind::BonaakRoem)
            return ruleError(50, "overroemen kan alleen met een hogere roemwaarde (of een zeskaart over een "
                                 "vijfkaart van dezelfde waarde); " + describeNl(bid) + " is niet hoger dan "
                                 + describeNl(*m_standing) + ".");
        return ruleError(17, "elk bod moet hoger zijn dan het voorafgaande bod; " + describeNl(bid)
                                 + " is niet hoger dan " + describeNl(*m_standing) + ".");
    }
    return std::nullopt;
}

Verdict Auction::call(int seat, const Bid &bid)
{
    if (Verdict v = check(seat, bid))
        return v;
    m_calls.emplace_back(seat, bid);
    if (bid.kind == BidKind::Pass) {
        m_passed[static_cast<std::size_t>(seat)] = true;
        // A holder never gets the turn (see settle), but keep the holders consistent anyway.
        m_holders.erase(std::remove(m_holders.begin(), m_holders.end(), seat), m_holders.end());
        if (m_holders.empty())
            m_standing.reset();
    } else if (bid.kind == BidKind::Misere && m_standing && m_standing->kind == BidKind::Misere) {
        m_holders.push_back(seat); // R17, R21: one more misère Speler
    } else {
        // A higher bid; over a single misère it ends the misère option.
        m_standing = bid;
        m_holders = {seat};
        if (bid.kind == BidKind::Bonaak)
            m_bonaakBid = true;
    }
    settle(seat);
    return std::nullopt;
}

void Auction::settle(int lastCaller)
{
    // The auction ends when nobody is left (all passed, redeal) or when everybody still in it holds
    // the standing bid: the single bidder after all others passed (R20), or every remaining player
    // has bid misère (R21).
    bool anyIn = false;
    bool allHold = true;
    for (int s = 0; s < m_players; ++s) {
        if (!inAuction(s))
            continue;
        anyIn = true;
        if (!isHolder(s))
            allHold = false;
    }
    if (!anyIn || (m_standing && allHold)) {
        m_finished = true;
        m_toCall = -1;
        return;
    }
    // R9: clockwise, skipping players who passed. A holder of the standing bid is never asked to
    // outbid himself: the turn only returns to him after another call, and then he is no holder.
    for (int i = 1; i <= m_players; ++i) {
        const int s = (lastCaller + i) % m_players;
        if (inAuction(s) && !isHolder(s)) {
            m_toCall = s;
            return;
        }
    }
    m_toCall = -1; // unreachable: some player in the auction holds nothing
}

std::vector<int> Auction::declarers() const
{
    if (!m_finished || !m_standing)
        return {};
    return m_holders;
}

std::optional<Bid> Auction::contract() const
{
    if (!m_finished)
        return std::nullopt;
    return m_standing;
}

} // namespace nkb
