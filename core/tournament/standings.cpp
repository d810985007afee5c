#include "tournament/standings.h"

#include "lot/lot.h"
#include "tournament/finaltie.h"
#include "tournament/threescoring.h"

#include <algorithm>
#include <limits>
#include <random>
#include <tuple>

namespace nkb {

void Ladder::add(int gamePoints, int place)
{
    points += gamePoints;
    ++games;
    switch (place) {
    case 1:
        ++tens;
        break;
    case 2:
        ++eights;
        break;
    case 3:
        ++fours;
        break;
    case 4:
        ++ones;
        break;
    default:
        zeros += gamePoints == 0 ? 1 : 0;
        break;
    }
}

bool ladderBefore(const Ladder &a, const Ladder &b)
{
    // R60: points, then 10s, 8s, 4s, 1s; larger is better.
    return std::tie(a.points, a.tens, a.eights, a.fours, a.ones) >
           std::tie(b.points, b.tens, b.eights, b.fours, b.ones);
}

bool ladderLevel(const Ladder &a, const Ladder &b)
{
    return !ladderBefore(a, b) && !ladderBefore(b, a);
}

namespace {

// A ladder per player of the tournament, in the order of t.players: found by start number
// without a tree (the klassement is ranked several times per refresh; at 1,000 players the trees
// were most of a gift's time).
class Ladders {
public:
    explicit Ladders(const Tournament &t) : m_t(t), m_ladders(t.players.size()) {}
    [[nodiscard]] Ladder *find(int startNumber)
    {
        const Player *p = m_t.player(startNumber);
        return p ? &m_ladders[static_cast<std::size_t>(p - m_t.players.data())] : nullptr;
    }
    [[nodiscard]] const Ladder &at(int startNumber) const
    {
        const Player *p = m_t.player(startNumber);
        return p ? m_ladders[static_cast<std::size_t>(p - m_t.players.data())] : m_none;
    }

private:
    const Tournament &m_t;
    std::vector<Ladder> m_ladders;
    Ladder m_none;
};

// Ladders per player over the given rounds' finished games.
Ladders ladders(const Tournament &t, int fromRound, int toRound)
{
    Ladders result(t);
    const Round *round = nullptr;
    for (const auto &g : t.games) {
        if (!g.finished || g.round < fromRound || g.round > toRound)
            continue;
        if (!round || round->number != g.round)
            round = t.round(g.round);
        const Table *table = round ? round->table(g.table) : nullptr;
        if (!table)
            continue;
        const auto &seats = table->seats;
        const int size = static_cast<int>(seats.size());
        for (std::size_t i = 0; i < seats.size() && i < g.points.size(); ++i)
            if (Ladder *l = result.find(seats[i]))
                l->add(g.points[i], placeOfPoints(g.points[i], size, t.info));
    }
    return result;
}

// The last qualifying round counted: all of them unless the standings are asked after a round.
int lastRound(std::optional<int> afterRound)
{
    return afterRound ? *afterRound : std::numeric_limits<int>::max();
}

// Rows sorted by the ladder with shared ranks, over the given players.
std::vector<StandingRow> rank(const Ladders &ls, const std::vector<const Player *> &who)
{
    std::vector<StandingRow> rows;
    rows.reserve(who.size());
    for (const Player *p : who) {
        StandingRow row;
        row.startNumber = p->startNumber;
        row.name = p->name;
        row.club = p->club;
        row.ladder = ls.at(p->startNumber);
        row.withdrawn = p->withdrawn();
        rows.push_back(std::move(row));
    }
    std::stable_sort(rows.begin(), rows.end(), [](const StandingRow &a, const StandingRow &b) {
        if (ladderBefore(a.ladder, b.ladder))
            return true;
        if (ladderBefore(b.ladder, a.ladder))
            return false;
        return a.startNumber < b.startNumber;
    });
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (i > 0 && ladderLevel(rows[i].ladder, rows[i - 1].ladder))
            rows[i].rank = rows[i - 1].rank; // R60: still level, same rank
        else
            rows[i].rank = static_cast<int>(i) + 1;
    }
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const bool withPrev = i > 0 && rows[i - 1].rank == rows[i].rank;
        const bool withNext = i + 1 < rows.size() && rows[i + 1].rank == rows[i].rank;
        rows[i].sharedRank = withPrev || withNext;
    }
    return rows;
}

// A player who signed up, was ticked absent at the door and never sat at a table did not take
// part: he is not in the klassement (and so not "de zwabber"). Once seated he stays in it.
bool tookPart(const Tournament &t, const Player &p)
{
    if (p.present)
        return true;
    for (const auto &r : t.rounds)
        for (const auto &tb : r.tables)
            if (std::find(tb.seats.begin(), tb.seats.end(), p.startNumber) != tb.seats.end())
                return true;
    return false;
}

std::vector<StandingRow> overall(const Tournament &t, std::optional<int> afterRound)
{
    const auto ls = ladders(t, 1, lastRound(afterRound));
    std::vector<const Player *> who;
    for (const auto &p : t.players)
        if (tookPart(t, p))
            who.push_back(&p);
    return rank(ls, who);
}

// The tie across the cut in these overall rows, if any.
std::optional<CutTie> cutTie(const std::vector<StandingRow> &rows)
{
    std::vector<const StandingRow *> eligible;
    for (const auto &r : rows)
        if (!r.withdrawn) // R61: withdrawn players do not play the final
            eligible.push_back(&r);
    if (eligible.size() <= static_cast<std::size_t>(kFinalists))
        return std::nullopt;
    const StandingRow &last = *eligible[kFinalists - 1];
    const StandingRow &next = *eligible[kFinalists];
    if (!ladderLevel(last.ladder, next.ladder))
        return std::nullopt;
    CutTie tie;
    tie.rank = last.rank;
    int ahead = 0;
    for (const StandingRow *r : eligible) {
        if (ladderBefore(r->ladder, last.ladder))
            ++ahead;
        else if (ladderLevel(r->ladder, last.ladder))
            tie.players.push_back(r->startNumber);
    }
    tie.places = kFinalists - ahead;
    std::sort(tie.players.begin(), tie.players.end());
    return tie;
}

} // namespace

std::vector<StandingRow> computeStandings(const Tournament &t, const StandingsOptions &options)
{
    const auto all = overall(t, options.afterRound);
    const auto tie = cutTie(all);
    // Before any game nobody is shown level "over the cut": there is no ranking yet (
    // every player was "gelijk over de finalegrens" before round 1). The finalists stay undecided.
    const bool played = std::any_of(all.begin(), all.end(), [](const StandingRow &r) { return r.ladder.games > 0; });
    auto flag = [&](std::vector<StandingRow> &rows) {
        if (!tie || !played)
            return;
        for (auto &r : rows)
            r.tieAtCut =
                std::find(tie->players.begin(), tie->players.end(), r.startNumber) != tie->players.end();
    };
    if (!options.category) {
        auto rows = all;
        flag(rows);
        return rows;
    }
    const auto ls = ladders(t, 1, lastRound(options.afterRound));
    std::vector<const Player *> who;
    for (const auto &p : t.players)
        if (p.hasCategory(*options.category) && tookPart(t, p))
            who.push_back(&p);
    auto rows = rank(ls, who);
    flag(rows);
    return rows;
}

std::vector<int> drawLotOrder(std::vector<int> players, std::uint64_t seed)
{
    std::sort(players.begin(), players.end());
    LotRng lot(seed);
    lot.shuffle(players);
    return players;
}

namespace {

// computeFinalists over standings already computed (the final's table and ranking need them too).
FinalistsView finalistsFrom(const Tournament &t, const std::vector<StandingRow> &rows)
{
    FinalistsView view;
    view.tie = cutTie(rows);
    for (const auto &r : rows) {
        if (r.withdrawn)
            continue;
        if (static_cast<int>(view.finalists.size()) >= kFinalists)
            break;
        if (view.tie && std::find(view.tie->players.begin(), view.tie->players.end(), r.startNumber) !=
                            view.tie->players.end())
            break;
        view.finalists.push_back(r.startNumber);
    }
    if (!view.tie)
        return view;
    // The last lot drawn over exactly these players settles it; a lot over another group (the
    // standings changed after a correction) no longer counts.
    for (auto it = t.lots.rbegin(); it != t.lots.rend(); ++it) {
        auto players = it->players;
        std::sort(players.begin(), players.end());
        if (players == view.tie->players && it->places == view.tie->places) {
            view.lot = *it;
            break;
        }
    }
    if (view.lot)
        for (int i = 0; i < view.tie->places && i < static_cast<int>(view.lot->order.size()); ++i)
            view.finalists.push_back(view.lot->order[static_cast<std::size_t>(i)]);
    return view;
}

// finalTablePlayers with the qualifying standings already computed.
std::vector<int> finalTableFrom(const Tournament &t, const std::vector<StandingRow> &qualifying)
{
    if (const Round *r = t.round(kFinalRound); r && !r->tables.empty())
        return r->tables.front().seats;
    const auto view = finalistsFrom(t, qualifying);
    if (view.undecided())
        return {};
    return view.finalists;
}

} // namespace

FinalistsView computeFinalists(const Tournament &t, std::optional<int> afterRound)
{
    return finalistsFrom(t, overall(t, afterRound));
}

FinalistsView finalistsOf(const Tournament &t, const std::vector<StandingRow> &standings)
{
    return finalistsFrom(t, standings);
}

std::vector<int> finalTablePlayers(const Tournament &t)
{
    if (const Round *r = t.round(kFinalRound); r && !r->tables.empty())
        return r->tables.front().seats; // stored: no standings needed
    return finalTableFrom(t, overall(t, std::nullopt));
}

std::vector<FinalRow> computeFinalRanking(const Tournament &t)
{
    // The qualifying standings once: for the final's table when not yet stored, and for each row's rank.
    const auto qualifying = overall(t, std::nullopt);
    const auto players = finalTableFrom(t, qualifying);
    if (players.empty())
        return {};
    const auto ls = ladders(t, kFinalRound, kFinalRound);
    std::vector<FinalRow> rows;
    for (int sn : players) {
        FinalRow row;
        row.startNumber = sn;
        if (const Player *p = t.player(sn))
            row.name = p->name;
        row.ladder = ls.at(sn);
        for (const auto &q : qualifying)
            if (q.startNumber == sn)
                row.qualifyingRank = q.rank;
        rows.push_back(std::move(row));
    }
    // No tie-break beyond the ladder; neither the reglement nor the Handleiding has one.
    std::stable_sort(rows.begin(), rows.end(), [](const FinalRow &a, const FinalRow &b) {
        if (ladderBefore(a.ladder, b.ladder))
            return true;
        if (ladderBefore(b.ladder, a.ladder))
            return false;
        return a.startNumber < b.startNumber;
    });
    // Before the final's first game nobody has a place in it: no "1=" for four players with 0
    // points; the table in the order of the qualifying standings, rank 0 ("–").
    if (std::none_of(rows.begin(), rows.end(), [](const FinalRow &r) { return r.ladder.games > 0; })) {
        std::stable_sort(rows.begin(), rows.end(),
                         [](const FinalRow &a, const FinalRow &b) { return a.qualifyingRank < b.qualifyingRank; });
        return rows;
    }
    for (std::size_t i = 0; i < rows.size(); ++i)
        rows[i].rank = i > 0 && ladderLevel(rows[i - 1].ladder, rows[i].ladder) ? rows[i - 1].rank
                                                                                : static_cast<int>(i) + 1;
    applyFinalDecision(t, rows);
    for (std::size_t i = 0; i < rows.size(); ++i)
        rows[i].sharedRank = (i > 0 && rows[i - 1].rank == rows[i].rank) ||
                             (i + 1 < rows.size() && rows[i + 1].rank == rows[i].rank);
    return rows;
}

} // namespace nkb
