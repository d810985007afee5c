// A gift written as a summary (contract, points, roem, tricks) and bids that no hand can make
// (R19, R68).
#include "gamefile/gamechecker.h"

#include "rules/deal.h"
#include "rules/roem.h"

#include <map>

namespace nkb::gamecheck {

void GameChecker::judgeBidsBeyondAnyHand(const std::vector<std::pair<int, Bid>> &calls,
                                         const std::vector<int> &declarers, const Bid &contract, Outcome &out,
                                         GiftVerdict &v) const
{
    // R19, R66–R68: a point bid above what any hand can make is allowed in the auction, but the roem
    // it needs is in no hand: vals roemen, judged without the cards. Without the auction only the
    // Speler's own bid is known.
    std::vector<std::pair<int, Bid>> judged = calls;
    if (judged.empty() && declarers.size() == 1)
        judged.emplace_back(declarers.front(), contract);
    for (const auto &[seat, bid] : judged) {
        if (!m_rs.valsRoemen || !bidBeyondAnyHand(bid, m_rs))
            continue;
        const std::string &name = m_game.players[static_cast<std::size_t>(seat)];
        v.warnings.push_back(
            ruleError(68, "vals roemen: " + name + " bood " + std::to_string(bid.value) +
                              "; dat vereist minstens " + std::to_string(bid.value - packPoints(m_rs)) +
                              " roem (hoogstens " + std::to_string(packPoints(m_rs)) +
                              " kaartpunten), en geen hand heeft meer dan " +
                              std::to_string(highestRoem(m_rs)) + " roem; " + name + " is erin (regel 66).")
                .message);
        out.addVals(seat, 68); // R66: every one of them, not only the first
    }
}

void GameChecker::judgeSummary(const GiftRecord &g, const std::vector<int> &declarers, const Bid &contract,
                               Outcome &out) const
{
    // A Speler noted for vals roemen by a false announcement (R70) may have his roem without points:
    // R66 decides his gift.
    const bool valsNoted =
        std::any_of(g.irregularities.begin(), g.irregularities.end(), [&](const Irregularity &i) {
            return i.kind == IrregularityKind::ValsRoemen && declarers.size() == 1 && isPointBid(contract) &&
                   m_seats.count(i.by) && m_seats.at(i.by) == declarers.front();
        });
    // R48, R49: what a referee can write down as announced roem.
    auto checkRoem = [&](int roem) {
        if (roem != 0 && !isRoemValue(roem, m_rs))
            refuse(48, std::to_string(roem) + " is geen roemwaarde (" + roemValuesText(m_rs) + ").");
        if (roem >= contract.value)
            refuse(49, "de roem (" + std::to_string(roem) + ") moet lager zijn dan het bod (" +
                           std::to_string(contract.value) + ").");
    };
    if (g.roem && !g.points && valsNoted)
        checkRoem(*g.roem);
    if (g.roem && !g.points && !valsNoted)
        refuse(40,
               "roem telt alleen mee bij een puntenbod samen met de punten van de Speler (geef \"points\").");
    if (g.points) {
        if (!isPointBid(contract))
            refuse(32, "punten tellen alleen bij een puntenbod; bij " + describeNl(contract) +
                           " telt winst of verlies van de slagen.");
        const int points = *g.points;
        if (points < 0 || points > packPoints(m_rs))
            refuse(4, "de Speler kan 0 tot " + std::to_string(packPoints(m_rs)) + " kaartpunten halen, niet " +
                          std::to_string(points) + ".");
        const int roem = g.roem.value_or(0);
        checkRoem(roem);
        out.won[0] = points + roem >= contract.value; // R32
    }
    if (g.tricks) {
        // As many tricks as cards each in the rule set's deal for the players still in (R6).
        const auto layout = dealLayout(m_table->activeCount(), m_rs);
        const int all = layout ? layout->cardsEach : 6;
        const std::string allText = all == 6 ? "zes" : std::to_string(all);
        int total = 0;
        std::map<int, int> perDeclarer;
        for (const auto &[name, count] : *g.tricks) {
            const int seat = seatOf(name, "De speler");
            if (count < 0 || count > all)
                refuse(24, name + " kan 0 tot " + std::to_string(all) + " slagen maken, niet " +
                               std::to_string(count) + ".");
            if (!m_table->isActive(seat))
                refuse(52, name + " doet niet meer mee en maakt geen slagen.");
            total += count;
            perDeclarer[seat] = count;
        }
        if (total > all)
            refuse(24, "er zijn maar " + allText + " slagen; hier staan er " + std::to_string(total) + ".");
        // A misère Speler without a trick is decided only when the sixth trick is played (R31, R38):
        // with the tricks of every player still in the game given, they must be all six.
        bool everyone = true;
        for (int seat = 0; seat < static_cast<int>(m_game.players.size()); ++seat)
            if (m_table->isActive(seat) && !perDeclarer.count(seat))
                everyone = false;
        if (contract.kind == BidKind::Misere && everyone && total != all)
            for (int seat : declarers)
                if (perDeclarer.count(seat) && perDeclarer[seat] == 0)
                    refuse(31, m_game.players[static_cast<std::size_t>(seat)] +
                                   " heeft pas zonder slag gewonnen als alle " + allText +
                                   " slagen gespeeld zijn; hier staan er " +
                                   std::to_string(total) + " voor de spelers aan tafel.");
        for (std::size_t i = 0; i < declarers.size(); ++i) {
            const auto it = perDeclarer.find(declarers[i]);
            if (it == perDeclarer.end())
                continue;
            const int t = it->second;
            std::optional<bool> won;
            if (contract.kind == BidKind::Misere)
                won = t == 0; // R34
            else if (needsAllTricks(contract))
                won = t == all; // R33
            else if (t == 0)
                won = false; // R32: no trick, no card points, and roem is lower than the bid (R49)
            if (won && out.won[i] && *won != *out.won[i])
                refuse(32, "de slagen en de punten van " +
                               m_game.players[static_cast<std::size_t>(declarers[i])] +
                               " spreken elkaar tegen.");
            if (won)
                out.won[i] = won;
        }
    }
}

} // namespace nkb::gamecheck
