#include "rules/tablegame.h"

#include <algorithm>
#include <cctype>
#include <deque>
#include <functional>
#include <map>
#include <mutex>
#include <set>
#include <tuple>

namespace nkb {

std::string statusName(Status s)
{
    switch (s) {
    case Status::Suf:
        return "suf";
    case Status::Krom:
        return "krom";
    case Status::Recht:
        return "recht";
    case Status::Wip:
        return "wip";
    case Status::Eruit:
        return "eruit";
    case Status::Erin:
        return "erin";
    }
    return "?";
}

std::optional<Status> parseStatus(std::string_view text)
{
    std::string t;
    for (char c : text)
        t += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    for (Status s : {Status::Suf, Status::Krom, Status::Recht, Status::Wip, Status::Eruit, Status::Erin})
        if (statusName(s) == t)
            return s;
    return std::nullopt;
}

std::vector<int> defaultPlacePoints(int players, const RuleSet &rs)
{
    if (players == 4)
        return rs.placePointsFour;
    if (players == 3)
        return rs.placePointsThree;
    std::vector<int> pp(static_cast<std::size_t>(std::max(0, players)), 0);
    for (std::size_t i = 0; i < pp.size() && i < rs.placePointsFour.size(); ++i)
        pp[i] = rs.placePointsFour[i];
    return pp;
}

TableGame::TableGame(int players, int firstDealer, const RuleSet &rs, std::vector<int> placePoints)
    : m_players(players), m_dealer(firstDealer), m_placePoints(std::move(placePoints)), m_rs(rs)
{
    if (players < 2 || players > 7)
        m_setupError = ruleError(0, "Een tafel heeft 2 tot 7 spelers, niet " + std::to_string(players) + ".");
    else if (firstDealer < 0 || firstDealer >= players)
        m_setupError = ruleError(0, "De eerste deler moet een van de " + std::to_string(players) + " stoelen zijn.");
    if (m_setupError) {
        m_players = std::clamp(players, 0, 7);
        m_dealer = 0;
        m_finished = true;
    }
    if (m_placePoints.empty())
        m_placePoints = defaultPlacePoints(m_players, m_rs);
    const auto n = static_cast<std::size_t>(m_players);
    m_status.assign(n, Status::Suf);
    m_place.assign(n, std::nullopt);
    m_points.assign(n, std::nullopt);
}

std::string TableGame::name(int seat) const
{
    if (seat >= 0 && seat < static_cast<int>(m_names.size()) && !m_names[static_cast<std::size_t>(seat)].empty())
        return m_names[static_cast<std::size_t>(seat)];
    return "stoel " + std::to_string(seat + 1);
}

int TableGame::pointsForPlace(int place) const
{
    if (place >= 1 && place <= static_cast<int>(m_placePoints.size()))
        return m_placePoints[static_cast<std::size_t>(place - 1)];
    return 0;
}

std::vector<bool> TableGame::active() const
{
    std::vector<bool> a(static_cast<std::size_t>(m_players));
    for (int s = 0; s < m_players; ++s)
        a[static_cast<std::size_t>(s)] = isActive(s);
    return a;
}

bool TableGame::isActive(int seat) const
{
    if (seat < 0 || seat >= m_players || m_setupError)
        return false;
    const Status st = m_status[static_cast<std::size_t>(seat)];
    return st != Status::Eruit && st != Status::Erin;
}

int TableGame::activeCount() const
{
    int n = 0;
    for (int s = 0; s < m_players; ++s)
        n += isActive(s) ? 1 : 0;
    return n;
}

Status TableGame::status(int seat) const
{
    if (seat < 0 || seat >= m_players)
        return Status::Suf;
    return m_status[static_cast<std::size_t>(seat)];
}

int TableGame::firstBidder() const
{
    if (m_finished)
        return -1;
    // R8 with R52/R53: the dealer may be out himself; the bidding starts left of him regardless.
    for (int i = 1; i <= m_players; ++i) {
        const int s = (m_dealer + i) % m_players;
        if (isActive(s))
            return s;
    }
    return -1;
}

std::optional<int> TableGame::place(int seat) const
{
    if (seat < 0 || seat >= m_players)
        return std::nullopt;
    return m_place[static_cast<std::size_t>(seat)];
}

std::optional<int> TableGame::points(int seat) const
{
    if (seat < 0 || seat >= m_players)
        return std::nullopt;
    return m_points[static_cast<std::size_t>(seat)];
}

Verdict TableGame::checkGift(const std::vector<int> &declarers, const std::vector<bool> &won,
                             const std::vector<int> &valsRoemers) const
{
    if (m_setupError)
        return m_setupError;
    if (m_finished)
        return ruleError(58, "het spel is al afgelopen; er volgt geen gift meer.");
    if (declarers.empty())
        return ruleError(20, "een gift met uitslag heeft een Speler; als iedereen past wordt opnieuw gedeeld.");
    if (won.size() != declarers.size())
        return ruleError(0, "Voor elke Speler moet winst of verlies bekend zijn.");
    for (std::size_t i = 0; i < declarers.size(); ++i) {
        const int d = declarers[i];
        if (d < 0 || d >= m_players)
            return ruleError(0, "Stoel " + std::to_string(d + 1) + " bestaat niet aan deze tafel.");
        if (std::find(declarers.begin(), declarers.begin() + static_cast<std::ptrdiff_t>(i), d)
            != declarers.begin() + static_cast<std::ptrdiff_t>(i))
            return ruleError(0, name(d) + " staat twee keer als Speler vermeld.");
        if (m_status[static_cast<std::size_t>(d)] == Status::Erin)
            return ruleError(52, "speler " + name(d) + " is al erin en doet niet meer mee.");
        if (m_status[static_cast<std::size_t>(d)] == Status::Eruit)
            return ruleError(53, "speler " + name(d) + " is al eruit en doet niet meer mee.");
    }
    for (auto it = valsRoemers.begin(); it != valsRoemers.end(); ++it) {
        const int v = *it;
        if (v < 0 || v >= m_players)
            return ruleError(0, "Stoel " + std::to_string(v + 1) + " bestaat niet aan deze tafel.");
        if (std::find(valsRoemers.begin(), it, v) != it)
            return ruleError(0, name(v) + " staat twee keer als vals roemer vermeld.");
        if (!isActive(v))
            return ruleError(66, "speler " + name(v) + " is al " + statusName(m_status[static_cast<std::size_t>(v)])
                                     + " en kan niet meer vals roemen.");
        if (!m_rs.valsRoemen)
            return ruleError(66, "deze spelregels (" + m_rs.title() + ") kennen geen vals roemen.");
        // R67: only bonaak met roem or a point bid of 145 or more can be vals roemen; both outrank
        // misère, so a gift of several misère Spelers never has one.
        if (declarers.size() > 1)
            return ruleError(67, "vals roemen kan alleen bij bonaak met roem of een puntenbod van "
                                 + std::to_string(m_rs.valsRoemenFromBid) + " of hoger, niet bij misère van "
                                 "meerdere Spelers.");
    }
    // R34, R38: six tricks are always taken by someone. When every player still in the game plays
    // misère, at least one of them takes a trick and loses (there is no opponent whose verzaking
    // could hand them the win, R64).
    if (declarers.size() >= 2 && static_cast<int>(declarers.size()) == activeCount()
        && std::all_of(won.begin(), won.end(), [](bool w) { return w; }))
        return ruleError(34, "als alle spelers die nog meedoen misère spelen, maakt een van hen een slag; "
                             "ze kunnen niet allemaal winnen.");
    return std::nullopt;
}

Verdict TableGame::applyGift(const std::vector<int> &declarers, const std::vector<bool> &won,
                             const std::vector<int> &valsRoemers)
{
    if (Verdict v = checkGift(declarers, won, valsRoemers))
        return v;
    for (std::size_t i = 0; i < declarers.size(); ++i) {
        const int d = declarers[i];
        if (std::find(valsRoemers.begin(), valsRoemers.end(), d) != valsRoemers.end())
            continue; // R66: erin whatever the play gave
        Status &st = m_status[static_cast<std::size_t>(d)];
        // R59: suf -> recht/krom; recht -> eruit/wip; krom -> wip/erin; wip -> eruit/erin.
        switch (st) {
        case Status::Suf:
            st = won[i] ? Status::Recht : Status::Krom;
            break;
        case Status::Recht:
            st = won[i] ? Status::Eruit : Status::Wip;
            break;
        case Status::Krom:
            st = won[i] ? Status::Wip : Status::Erin;
            break;
        case Status::Wip:
            st = won[i] ? Status::Eruit : Status::Erin;
            break;
        case Status::Eruit:
        case Status::Erin:
            break; // refused by checkGift
        }
    }
    for (const int v : valsRoemers)
        m_status[static_cast<std::size_t>(v)] = Status::Erin; // R66: every vals roemer
    // R54–R56: all who go eruit in this gift share the place next_place; R52: erin scores 0.
    int eruitNow = 0;
    for (int s = 0; s < m_players; ++s) {
        const auto i = static_cast<std::size_t>(s);
        if (m_points[i])
            continue; // out before this gift
        if (m_status[i] == Status::Eruit) {
            m_place[i] = m_nextPlace;
            m_points[i] = pointsForPlace(m_nextPlace);
            ++eruitNow;
        } else if (m_status[i] == Status::Erin) {
            m_points[i] = 0;
        }
    }
    m_nextPlace += eruitNow;
    m_dealer = nextDealer(declarers);
    ++m_gifts;
    // pagat: "Any player who has two minuses has lost the game": the loser is found, the game ends.
    // The players still in take the next places by their standing (ruleset.h, endsAtFirstLoser).
    const bool loserFound = std::any_of(m_status.begin(), m_status.end(), [](Status st) { return st == Status::Erin; });
    if (m_rs.endsAtFirstLoser && loserFound && activeCount() > m_rs.gameEndsAtRemaining) {
        placeByStanding();
        m_finished = true;
        return std::nullopt;
    }
    // R58: the game ends when at most one player is left; R57: he takes the next place. pagat: "If
    // all players but one have two pluses, this last player is the loser": erin, no place, 0 points.
    if (m_rs.endsAtFirstLoser && activeCount() == 1) {
        for (int s = 0; s < m_players; ++s)
            if (isActive(s)) {
                m_status[static_cast<std::size_t>(s)] = Status::Erin;
                m_points[static_cast<std::size_t>(s)] = 0;
            }
        m_finished = true;
        return std::nullopt;
    }
    if (activeCount() <= m_rs.gameEndsAtRemaining) {
        int left = 0;
        for (int s = 0; s < m_players; ++s) {
            if (!isActive(s))
                continue;
            m_place[static_cast<std::size_t>(s)] = m_nextPlace;
            m_points[static_cast<std::size_t>(s)] = pointsForPlace(m_nextPlace);
            ++left;
        }
        m_nextPlace += left;
        m_finished = true;
    }
    return std::nullopt;
}

int TableGame::nextDealer(const std::vector<int> &declarers) const
{
    switch (m_rs.nextDealer) {
    case NextDealer::SpelerNk:
        // R52, R53: a Speler who has just gone eruit or erin deals next; of several, the one who bid
        // misère first (declarers are in bid order). Otherwise R5: the (first misère) Speler.
        for (const int d : declarers) {
            const Status st = m_status[static_cast<std::size_t>(d)];
            if (st == Status::Eruit || st == Status::Erin)
                return d;
        }
        return declarers.front();
    case NextDealer::Speler:
        // "dealt by the player who was the declarer in the previous hand (by the first declarer if
        // several played Misère)".
        return declarers.front();
    case NextDealer::Left:
        // "the turn to deal passes to the left after each hand"; a player who is out is passed over
        // ("the player on his left must deal the next game").
        for (int i = 1; i <= m_players; ++i) {
            const int s = (m_dealer + i) % m_players;
            if (isActive(s))
                return s;
        }
        return m_dealer;
    }
    return declarers.front();
}

void TableGame::placeByStanding()
{
    // recht (one plus) before suf and wip (as many pluses as minuses), those before krom (one
    // minus); equal standing shares a place (as R55 shares one between players going eruit together).
    auto standing = [](Status st) { return st == Status::Recht ? 1 : st == Status::Krom ? -1 : 0; };
    for (int level = 1; level >= -1; --level) {
        int here = 0;
        for (int s = 0; s < m_players; ++s) {
            const auto i = static_cast<std::size_t>(s);
            if (!isActive(s) || standing(m_status[i]) != level)
                continue;
            m_place[i] = m_nextPlace;
            m_points[i] = pointsForPlace(m_nextPlace);
            ++here;
        }
        m_nextPlace += here;
    }
}

void TableGame::applyRedeal()
{
    if (m_finished)
        return;
    ++m_redeals; // all passed: same dealer, nothing else changes
}

namespace {

// A game state up to renaming the seats: statuses and points, sorted, plus the next place.
std::vector<int> canonicalKey(const TableGame &g)
{
    std::vector<int> key;
    for (int s = 0; s < g.players(); ++s)
        key.push_back(static_cast<int>(g.status(s)) * 1000 + g.points(s).value_or(-1) + 1);
    std::sort(key.begin(), key.end());
    key.push_back(g.nextPlace());
    return key;
}

} // namespace

std::vector<std::vector<int>> reachableOutcomes(int players, const std::vector<int> &placePoints, const RuleSet &rs)
{
    if (players < 2 || players > 7)
        return {};
    // Breadth-first over every sequence of gift results. A gift has one Speler who wins or loses,
    // possibly with vals roemen by any set of players, him among them or not (R66), or two or more
    // misère Spelers (R21) each winning or losing. TableGame::checkGift refuses what cannot happen,
    // such as all players in the game winning a misère together (R34).
    std::set<std::vector<int>> seen;
    std::set<std::vector<int>> outcomes;
    std::deque<TableGame> queue;
    queue.emplace_back(players, 0, rs, placePoints);
    seen.insert(canonicalKey(queue.front()));
    auto visit = [&](const TableGame &from, const std::vector<int> &decl, const std::vector<bool> &won,
                     const std::vector<int> &vals) {
        TableGame next = from;
        if (next.applyGift(decl, won, vals))
            return;
        if (next.finished()) {
            std::vector<int> pts;
            for (int s = 0; s < players; ++s)
                pts.push_back(next.points(s).value_or(0));
            std::sort(pts.rbegin(), pts.rend());
            outcomes.insert(pts);
            return;
        }
        if (seen.insert(canonicalKey(next)).second)
            queue.push_back(std::move(next));
    };
    while (!queue.empty()) {
        const TableGame g = std::move(queue.front());
        queue.pop_front();
        std::vector<int> act;
        for (int s = 0; s < players; ++s)
            if (g.isActive(s))
                act.push_back(s);
        const auto m = static_cast<unsigned>(act.size());
        for (unsigned mask = 1; mask < (1U << m); ++mask) {
            std::vector<int> decl;
            for (unsigned b = 0; b < m; ++b)
                if (mask & (1U << b))
                    decl.push_back(act[b]);
            const auto k = static_cast<unsigned>(decl.size());
            for (unsigned wins = 0; wins < (1U << k); ++wins) {
                std::vector<bool> won;
                for (unsigned b = 0; b < k; ++b)
                    won.push_back((wins & (1U << b)) != 0);
                visit(g, decl, won, {});
                if (k != 1 || !rs.valsRoemen)
                    continue;
                for (unsigned vmask = 1; vmask < (1U << m); ++vmask) {
                    std::vector<int> vals;
                    for (unsigned b = 0; b < m; ++b)
                        if (vmask & (1U << b))
                            vals.push_back(act[b]);
                    visit(g, decl, won, vals);
                }
            }
        }
    }
    return {outcomes.rbegin(), outcomes.rend()};
}

std::vector<std::vector<int>> reachableOutcomes(int players, const RuleSet &rs)
{
    return reachableOutcomes(players, defaultPlacePoints(players, rs), rs);
}

bool isReachableOutcome(const std::vector<int> &points, int players, const std::vector<int> &placePoints,
                        const RuleSet &rs)
{
    if (players < 2 || players > 7 || static_cast<int>(points.size()) != players)
        return false;
    std::vector<int> sorted = points;
    std::sort(sorted.rbegin(), sorted.rend());
    // The search takes milliseconds and its answer depends only on the table's size and place
    // points: made once per pair and kept (a few pairs a tournament), so storing a result does not
    // search again. Entries are never changed or removed, so a reference stays good unlocked.
    static std::mutex mutex;
    // The rules that shape a game's end are part of the key.
    using Key = std::tuple<int, std::vector<int>, bool, bool, int>;
    static std::map<Key, std::set<std::vector<int>>> known;
    const std::set<std::vector<int>> *all = nullptr;
    {
        const std::lock_guard lock(mutex);
        const Key key{players, placePoints, rs.valsRoemen, rs.endsAtFirstLoser, rs.gameEndsAtRemaining};
        auto it = known.find(key);
        if (it == known.end()) {
            const auto found = reachableOutcomes(players, placePoints, rs);
            it = known.emplace(key, std::set<std::vector<int>>(found.begin(), found.end())).first;
        }
        all = &it->second;
    }
    return all->count(sorted) > 0;
}

bool isReachableOutcome(const std::vector<int> &points, int players, const RuleSet &rs)
{
    return isReachableOutcome(points, players, defaultPlacePoints(players, rs), rs);
}

} // namespace nkb
