#include "tournament/finaltie.h"

#include <algorithm>

namespace nkb {

std::string finalTieRuleKey(FinalTieRule rule)
{
    switch (rule) {
    case FinalTieRule::QualifyingRank: return "voorronde";
    case FinalTieRule::Lot: return "loting";
    case FinalTieRule::DecidingGame: break;
    }
    return "spel";
}

std::optional<FinalTieRule> finalTieRuleFromKey(const std::string &key)
{
    if (key == "spel" || key == "game")
        return FinalTieRule::DecidingGame;
    if (key == "voorronde" || key == "qualifying")
        return FinalTieRule::QualifyingRank;
    if (key == "loting" || key == "lot")
        return FinalTieRule::Lot;
    return std::nullopt;
}

std::string finalTieRuleName(FinalTieRule rule)
{
    switch (rule) {
    case FinalTieRule::QualifyingRank: return "de plaats in de voorronde";
    case FinalTieRule::Lot: return "een loting";
    case FinalTieRule::DecidingGame: break;
    }
    return "een beslissingsspel";
}

namespace {

// Every game of the final table finished (whoever sits there).
bool finalGamesFinished(const Tournament &t)
{
    if (t.info.finalGames < 1)
        return false;
    for (int g = 1; g <= t.info.finalGames; ++g) {
        const GameResult *r = t.game(kFinalRound, 1, g);
        if (!r || !r->finished)
            return false;
    }
    return true;
}

} // namespace

bool finalPlayed(const Tournament &t)
{
    return finalGamesFinished(t) && !finalTablePlayers(t).empty();
}

namespace {

// Start numbers of the rows sharing rank 1, ascending; empty when first place is not shared.
std::vector<int> levelForFirst(const std::vector<FinalRow> &rows)
{
    std::vector<int> out;
    for (const FinalRow &r : rows)
        if (r.rank == 1)
            out.push_back(r.startNumber);
    if (out.size() < 2)
        return {};
    std::sort(out.begin(), out.end());
    return out;
}

std::string nameOf(const Tournament &t, int sn)
{
    const Player *p = t.player(sn);
    return p ? p->name : std::to_string(sn);
}

std::string namesOf(const Tournament &t, const std::vector<int> &numbers)
{
    std::string out;
    for (std::size_t i = 0; i < numbers.size(); ++i) {
        if (i > 0)
            out += i + 1 == numbers.size() ? " en " : ", ";
        out += nameOf(t, numbers[i]);
    }
    return out;
}

} // namespace

void applyFinalDecision(const Tournament &t, std::vector<FinalRow> &rows)
{
    if (!t.finalDecision || !finalPlayed(t))
        return;
    const FinalDecision &d = *t.finalDecision;
    if (levelForFirst(rows) != d.players || d.order.empty())
        return; // a decision over another group (the final's results changed since) no longer counts
    const auto tied = static_cast<std::ptrdiff_t>(d.players.size());
    std::vector<FinalRow> group(rows.begin(), rows.begin() + tied);
    std::vector<FinalRow> ordered;
    for (int sn : d.order)
        for (const FinalRow &r : group)
            if (r.startNumber == sn)
                ordered.push_back(r);
    for (const FinalRow &r : group)
        if (std::find(d.order.begin(), d.order.end(), r.startNumber) == d.order.end())
            ordered.push_back(r);
    const int decided = static_cast<int>(d.order.size());
    for (std::size_t i = 0; i < ordered.size(); ++i) {
        const int place = static_cast<int>(i) + 1;
        ordered[i].rank = place <= decided ? place : decided + 1;
        ordered[i].decided = true;
    }
    std::copy(ordered.begin(), ordered.end(), rows.begin());
}

FinalState finalState(const Tournament &t)
{
    FinalState s;
    s.rows = computeFinalRanking(t);
    s.played = !s.rows.empty() && finalGamesFinished(t); // rows: one per player at the final's table
    if (!s.played || s.rows.empty())
        return s;
    const bool decided = s.rows.front().decided;
    if (decided)
        s.titleTie = t.finalDecision->players;
    else
        s.titleTie = levelForFirst(s.rows);
    s.settled = decided;
    if (s.titleTie.empty() || s.settled)
        s.champion = s.rows.front().startNumber;
    return s;
}

std::string finalTieText(const Tournament &t, const FinalState &state)
{
    if (state.titleTie.empty())
        return {};
    std::string out = "Gelijk op plaats 1 in de finale: " + namesOf(t, state.titleTie) +
                      " (punten en 10-, 8-, 4- en 1-en gelijk; reglement en Handleiding zeggen niet wie dan "
                      "kampioen is). ";
    if (!state.settled)
        return out + "De organisatie koos vooraf " + finalTieRuleName(t.info.finalTieRule) +
               "; tot de wedstrijdleider zo beslist, staan zij gelijk op 1=.";
    const FinalDecision &d = *t.finalDecision;
    out += "Beslist door " + finalTieRuleName(d.rule) + ", zoals de organisatie vooraf koos";
    switch (d.rule) {
    case FinalTieRule::Lot: out += " (zaad " + std::to_string(d.seed) + ", volgorde: " + namesOf(t, d.order) + ")"; break;
    case FinalTieRule::QualifyingRank: {
        std::string ranks;
        for (int sn : d.order)
            for (const FinalRow &r : state.rows)
                if (r.startNumber == sn)
                    ranks += (ranks.empty() ? "" : ", ") + nameOf(t, sn) + " " + std::to_string(r.qualifyingRank) + "e";
        out += " (voorronde: " + ranks + ")";
        break;
    }
    case FinalTieRule::DecidingGame: out += " (gewonnen door " + nameOf(t, d.order.front()) + ")"; break;
    }
    return out + ": " + nameOf(t, d.order.front()) + " is kampioen.";
}

std::vector<int> finalTieOrder(const Tournament &t, FinalTieRule rule, const std::vector<int> &players,
                               std::uint64_t seed)
{
    if (rule == FinalTieRule::Lot)
        return drawLotOrder(players, seed);
    if (rule == FinalTieRule::DecidingGame)
        return {};
    std::vector<int> order = players;
    const auto rows = computeStandings(t);
    auto rankOf = [&](int sn) {
        for (const StandingRow &r : rows)
            if (r.startNumber == sn)
                return r.rank;
        return 0;
    };
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return rankOf(a) < rankOf(b); });
    // Only the front that the qualifying rank really orders: players level there too are not
    // decided by it (empty when even the first two are level: this rule cannot settle the tie).
    std::vector<int> decided;
    for (std::size_t i = 0; i < order.size(); ++i) {
        if (i + 1 < order.size() && rankOf(order[i]) == rankOf(order[i + 1]))
            break;
        decided.push_back(order[i]);
    }
    return decided;
}

} // namespace nkb
