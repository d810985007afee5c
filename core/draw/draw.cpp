#include "draw/draw.h"

#include "draw/search.h"

#include <algorithm>
#include <set>
#include <utility>

namespace nkb::draw {

namespace {

constexpr int kMaxRounds = 50; // pair counts are kept in a byte
// Seat-swap evaluations the search may make. Measured over 200 seeds, the hardest field sizes
// (17, 18, 21 players) reach zero repeats and the fewest table-of-three repeats within a quarter
// of it; 8 to 14 players, where the search cannot prove it is done, use all of it (~0.15 s).
constexpr std::uint64_t kDefaultEffort = 8'000'000;

std::string roundName(std::size_t index)
{
    return "ronde " + std::to_string(index + 1);
}

int pairCount(int n)
{
    return n * (n - 1) / 2;
}

int meetingsPerRound(int players)
{
    int m = 0;
    for (int s : tableSizes(players))
        m += pairCount(s);
    return m;
}

// A played or published round: tables of 3 or 4, nobody twice.
std::optional<DrawError> checkRound(const Round &round, std::size_t index)
{
    std::set<PlayerId> seen;
    for (std::size_t t = 0; t < round.size(); ++t) {
        const Table &table = round[t];
        if (table.size() < 3 || table.size() > 4)
            return DrawError{"In " + roundName(index) + " heeft tafel " + std::to_string(t + 1) + " " +
                             std::to_string(table.size()) + " spelers; een tafel heeft er 3 of 4."};
        for (PlayerId p : table)
            if (!seen.insert(p).second)
                return DrawError{"Speler " + std::to_string(p) + " staat twee keer in " + roundName(index) +
                                 "."};
    }
    return std::nullopt;
}

std::optional<DrawError> checkPresent(const std::vector<PlayerId> &present, std::size_t index)
{
    std::set<PlayerId> seen;
    for (PlayerId p : present)
        if (!seen.insert(p).second)
            return DrawError{"Speler " + std::to_string(p) + " staat twee keer bij de aanwezigen van " +
                             roundName(index) + "."};
    if (tableSizes(static_cast<int>(present.size())).empty())
        return DrawError{"Met " + std::to_string(present.size()) + " spelers in " + roundName(index) +
                         " zijn geen tafels van 3 en 4 te maken."};
    return std::nullopt;
}

std::vector<PlayerId> playersOf(const Round &round)
{
    std::vector<PlayerId> ids;
    for (const Table &t : round)
        ids.insert(ids.end(), t.begin(), t.end());
    std::sort(ids.begin(), ids.end());
    return ids;
}

// Readable and independent of the search's internal order: seats by start number, tables of 4
// before tables of 3, then by their lowest number.
Round tidy(Round round)
{
    for (Table &t : round)
        std::sort(t.begin(), t.end());
    std::sort(round.begin(), round.end(), [](const Table &a, const Table &b) {
        if (a.size() != b.size())
            return a.size() > b.size();
        return a < b;
    });
    return round;
}

} // namespace

DrawRequest DrawRequest::samePlayers(const std::vector<PlayerId> &players, int rounds, std::uint64_t seed,
                                     std::vector<Round> played)
{
    DrawRequest r;
    r.rounds = rounds;
    r.seed = seed;
    const int toDraw = std::max(0, rounds - static_cast<int>(played.size()));
    r.played = std::move(played);
    r.presentPerRound.assign(static_cast<std::size_t>(toDraw), players);
    return r;
}

DrawRequest DrawRequest::anew(int rounds, std::vector<Round> played, std::vector<std::vector<PlayerId>> presentPerRound,
                              std::map<PlayerId, std::string> clubs, std::uint64_t seed)
{
    DrawRequest r;
    r.rounds = rounds;
    r.played = std::move(played);
    r.presentPerRound = std::move(presentPerRound);
    r.seed = seed;
    r.options.clubs = std::move(clubs);
    r.options.keepPublished = false;
    return r;
}

std::vector<int> tableSizes(int players)
{
    if (players < 3)
        return {};
    const int threes = (4 - players % 4) % 4;
    if (players < 3 * threes)
        return {};
    std::vector<int> sizes(static_cast<std::size_t>((players - 3 * threes) / 4), 4);
    sizes.insert(sizes.end(), static_cast<std::size_t>(threes), 3);
    return sizes;
}

int knownMinimumRepeats(int players, int rounds)
{
    if (tableSizes(players).empty() || rounds < 1)
        return 0;
    if (rounds == 5 && players == 13)
        return 3; // best found by search; the counting bound says 0
    if (rounds == 5 && players == 14)
        return 2; // idem
    return std::max(0, rounds * meetingsPerRound(players) - pairCount(players));
}

DrawResult evaluateSchedule(const std::vector<Round> &rounds, int totalRounds, std::size_t drawnFrom,
                            const std::map<PlayerId, std::string> &clubs)
{
    DrawResult result;
    result.rounds = rounds;
    std::map<std::pair<PlayerId, PlayerId>, int> met;
    std::map<PlayerId, int> threes;
    std::map<PlayerId, int> before; // seats at a table of three before the round
    for (std::size_t r = 0; r < rounds.size(); ++r) {
        RoundReport report;
        report.round = static_cast<int>(r) + 1;
        report.drawn = r >= drawnFrom;
        for (const Table &table : rounds[r]) {
            report.players += static_cast<int>(table.size());
            for (std::size_t i = 0; i < table.size(); ++i)
                for (std::size_t j = i + 1; j < table.size(); ++j) {
                    const auto key = std::minmax(table[i], table[j]);
                    const int times = ++met[key];
                    if (times > 1)
                        report.repeats.push_back({key.first, key.second, times});
                    if (r == 0 && !clubs.empty()) {
                        const auto ci = clubs.find(table[i]);
                        const auto cj = clubs.find(table[j]);
                        if (ci != clubs.end() && cj != clubs.end() && ci->second == cj->second)
                            ++result.clubMeetingsRound1;
                    }
                }
            if (table.size() == 3)
                for (PlayerId p : table) {
                    report.threeSeats.push_back(p);
                    if (++threes[p] > 1)
                        report.threeSeatsRepeated.push_back(p);
                }
        }
        std::sort(report.repeats.begin(), report.repeats.end(),
                  [](const RepeatMeeting &x, const RepeatMeeting &y) {
                      return std::pair(x.a, x.b) < std::pair(y.a, y.b);
                  });
        // Out of turn: more seats at a table of three before this round than someone who sits at
        // a table of four now.
        int fewestAtFour = -1;
        for (const Table &table : rounds[r])
            if (table.size() != 3)
                for (PlayerId p : table)
                    if (fewestAtFour < 0 || before[p] < fewestAtFour)
                        fewestAtFour = before[p];
        for (PlayerId p : report.threeSeats)
            if (fewestAtFour >= 0 && before[p] > fewestAtFour)
                report.threeSeatsEarly.push_back(p);
        before = threes;
        result.threeSeatsEarly += static_cast<int>(report.threeSeatsEarly.size());
        std::sort(report.threeSeats.begin(), report.threeSeats.end());
        std::sort(report.threeSeatsEarly.begin(), report.threeSeatsEarly.end());
        std::sort(report.threeSeatsRepeated.begin(), report.threeSeatsRepeated.end());
        report.knownMinimum = knownMinimumRepeats(report.players, totalRounds);
        result.reports.push_back(std::move(report));
    }
    for (const auto &[pair, times] : met) {
        result.repeats += std::max(0, times - 1);
        result.spread += std::max(0, times - 2);
    }
    for (const auto &[player, times] : threes)
        result.threeSeatsRepeated += std::max(0, times - 1);
    return result;
}

DrawOutcome planDraw(const DrawRequest &request)
{
    if (request.rounds < 1 || request.rounds > kMaxRounds)
        return DrawError{"Het aantal ronden moet tussen 1 en " + std::to_string(kMaxRounds) + " liggen."};
    if (request.played.size() > static_cast<std::size_t>(request.rounds))
        return DrawError{"Er zijn meer rondes gespeeld (" + std::to_string(request.played.size()) +
                         ") dan het toernooi heeft (" + std::to_string(request.rounds) + ")."};
    const std::size_t toDraw = static_cast<std::size_t>(request.rounds) - request.played.size();
    if (request.presentPerRound.size() != toDraw)
        return DrawError{
            "Voor elke nog te loten ronde is een lijst van aanwezigen nodig: " + std::to_string(toDraw) +
            " verwacht, " + std::to_string(request.presentPerRound.size()) + " gekregen."};

    std::vector<Round> fixed;
    for (std::size_t r = 0; r < request.played.size(); ++r) {
        if (auto e = checkRound(request.played[r], r))
            return *e;
        fixed.push_back(request.played[r]);
    }
    std::vector<std::vector<PlayerId>> present(request.presentPerRound.begin(),
                                               request.presentPerRound.end());
    for (std::size_t i = 0; i < present.size(); ++i) {
        std::sort(present[i].begin(), present[i].end()); // the order of the list must not matter
        if (auto e = checkPresent(present[i], fixed.size() + i))
            return *e;
    }
    if (request.published && request.options.keepPublished) {
        const std::size_t index = fixed.size();
        if (present.empty())
            return DrawError{"Alle rondes zijn al gespeeld; er is geen gepubliceerde ronde meer."};
        if (auto e = checkRound(*request.published, index))
            return *e;
        if (playersOf(*request.published) != present.front())
            return DrawError{"De gepubliceerde " + roundName(index) +
                             " past niet bij de aanwezige spelers; loot haar opnieuw mee."};
        fixed.push_back(*request.published);
        present.erase(present.begin());
    }

    // Dense numbers 0..n-1 for the search, in the order of the start numbers.
    std::vector<PlayerId> ids;
    for (const Round &round : fixed) {
        const auto p = playersOf(round);
        ids.insert(ids.end(), p.begin(), p.end());
    }
    for (const auto &p : present)
        ids.insert(ids.end(), p.begin(), p.end());
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    if (ids.size() > static_cast<std::size_t>(kMaxPlayers))
        return DrawError{"Te veel spelers voor de loting (meer dan " + std::to_string(kMaxPlayers) + ")."};
    auto dense = [&](PlayerId id) {
        return static_cast<int>(std::lower_bound(ids.begin(), ids.end(), id) - ids.begin());
    };

    detail::SearchInput in;
    in.players = static_cast<int>(ids.size());
    for (const Round &round : fixed) {
        detail::DenseRound dr;
        for (const Table &t : round) {
            detail::DenseTable dt;
            for (PlayerId p : t)
                dt.push_back(dense(p));
            dr.push_back(std::move(dt));
        }
        in.fixed.push_back(std::move(dr));
    }
    for (const auto &round : present) {
        std::vector<int> dp;
        for (PlayerId p : round)
            dp.push_back(dense(p));
        in.present.push_back(std::move(dp));
    }
    if (!request.options.clubs.empty() && fixed.empty()) {
        std::map<std::string, int> clubNumber;
        for (const auto &[player, club] : request.options.clubs)
            clubNumber.emplace(club, static_cast<int>(clubNumber.size()));
        in.club.assign(ids.size(), -1);
        for (const auto &[player, club] : request.options.clubs)
            if (std::binary_search(ids.begin(), ids.end(), player))
                in.club[dense(player)] = clubNumber[club];
        in.clubsApartInFirst = true;
    }
    // The same players throughout, nothing fixed: the known minimum is a target to stop at.
    const bool plain =
        fixed.empty() && !present.empty() &&
        std::all_of(present.begin(), present.end(), [&](const auto &p) { return p == present.front(); });
    if (plain) {
        const int n = static_cast<int>(present.front().size());
        in.targetRepeats = knownMinimumRepeats(n, request.rounds);
        in.targetSpread = std::max(0, request.rounds * meetingsPerRound(n) - 2 * pairCount(n));
    }
    in.seed = request.seed;
    in.effort = request.options.effort ? request.options.effort : kDefaultEffort;

    const detail::SearchOutput out = detail::search(in);

    std::vector<Round> all;
    for (const Round &round : fixed)
        all.push_back(round);
    for (const detail::DenseRound &dr : out.drawn) {
        Round round;
        for (const detail::DenseTable &dt : dr) {
            Table t;
            for (int p : dt)
                t.push_back(ids[p]);
            round.push_back(std::move(t));
        }
        all.push_back(tidy(std::move(round)));
    }
    DrawResult result = evaluateSchedule(all, request.rounds, fixed.size(), request.options.clubs);
    result.seed = request.seed;
    result.algorithmVersion = kDrawAlgorithmVersion;
    result.iterations = out.iterations;
    return result;
}

} // namespace nkb::draw
