#include "tournament/progress.h"

#include "tournament/gameindex.h"
#include "tournament/standings.h"

#include <algorithm>
#include <vector>

namespace nkb {

namespace {

int gamesOf(const Tournament &t, int round)
{
    return round == kFinalRound ? t.info.finalGames : t.info.gamesPerRound;
}

std::string listNumbers(const std::vector<int> &numbers)
{
    std::string out;
    for (std::size_t i = 0; i < numbers.size(); ++i) {
        if (i > 0)
            out += i + 1 == numbers.size() ? " en " : ", ";
        out += std::to_string(numbers[i]);
    }
    return out;
}

} // namespace

TableState tableState(const Tournament &t, int round, int table)
{
    return tableState(t, GameIndex(t), round, table);
}

TableState tableState(const Tournament &t, const GameIndex &games, int round, int table)
{
    int finished = 0;
    bool any = false;
    for (int g = 1; g <= gamesOf(t, round); ++g) {
        if (const GameResult *r = games.game(round, table, g)) {
            any = true;
            finished += r->finished ? 1 : 0;
        }
    }
    if (finished == gamesOf(t, round))
        return TableState::Done;
    return any ? TableState::InProgress : TableState::Open;
}

bool tableComplete(const Tournament &t, int round, int table)
{
    return tableState(t, round, table) == TableState::Done;
}

bool tableComplete(const Tournament &t, const GameIndex &games, int round, int table)
{
    return tableState(t, games, round, table) == TableState::Done;
}

Completion completion(const Tournament &t)
{
    const GameIndex games(t);
    Completion c;
    for (const Round &r : t.rounds) {
        int complete = 0;
        for (const Table &table : r.tables)
            complete += tableComplete(t, games, r.number, table.number) ? 1 : 0;
        c.tables += complete;
        if (!r.tables.empty() && complete == static_cast<int>(r.tables.size()))
            c.rounds.insert(r.number);
    }
    return c;
}

int currentRound(const Tournament &t)
{
    const GameIndex games(t);
    for (int r = 1; r <= t.info.rounds; ++r) {
        const Round *round = t.round(r);
        if (!round || round->tables.empty())
            return r;
        for (const Table &table : round->tables)
            if (!tableComplete(t, games, r, table.number))
                return r;
    }
    return kFinalRound;
}

bool qualifyingComplete(const Tournament &t)
{
    return currentRound(t) == kFinalRound;
}

std::string qualifyingMissing(const Tournament &t)
{
    const GameIndex games(t);
    std::string out;
    for (int r = 1; r <= t.info.rounds; ++r) {
        const Round *round = t.round(r);
        std::string part;
        if (!round || round->tables.empty()) {
            part = "ronde " + std::to_string(r) + " is nog niet geloot";
        } else {
            std::vector<int> open;
            for (const Table &table : round->tables)
                if (!tableComplete(t, games, r, table.number))
                    open.push_back(table.number);
            if (open.size() == 1)
                part = "ronde " + std::to_string(r) + ": tafel " + listNumbers(open) + " heeft nog geen uitslag";
            else if (!open.empty())
                part = "ronde " + std::to_string(r) + ": " + std::to_string(open.size()) + " tafels zonder uitslag" +
                       (open.size() <= 6 ? " (" + listNumbers(open) + ")" : std::string());
        }
        if (!part.empty())
            out += (out.empty() ? "" : "; ") + part;
    }
    return out;
}

int firstRoundWithoutResults(const Tournament &t)
{
    int round = 1;
    for (const GameResult &g : t.games)
        if (g.round != kFinalRound && g.round >= round)
            round = g.round + 1;
    return std::min(round, t.info.rounds);
}

int gamesInProgress(const Tournament &t)
{
    int n = 0;
    for (const GameResult &g : t.games)
        n += g.finished ? 0 : 1;
    return n;
}

std::vector<std::pair<int, int>> entryTables(const Tournament &t)
{
    std::vector<std::pair<int, int>> out;
    for (int r = 1; r <= t.info.rounds; ++r)
        if (const Round *round = t.round(r))
            for (const Table &table : round->tables)
                out.emplace_back(r, table.number);
    if (qualifyingComplete(t) && !finalTablePlayers(t).empty())
        out.emplace_back(kFinalRound, 1);
    return out;
}

int firstUnfinishedGame(const Tournament &t, int round, int table)
{
    return firstUnfinishedGame(t, GameIndex(t), round, table);
}

int firstUnfinishedGame(const Tournament &t, const GameIndex &games, int round, int table)
{
    for (int g = 1; g <= gamesOf(t, round); ++g) {
        const GameResult *r = games.game(round, table, g);
        if (!r || !r->finished)
            return g;
    }
    return 1;
}

std::optional<DeskPlace> deskStart(const Tournament &t, const std::vector<std::pair<int, int>> &tables,
                                   const std::string &station)
{
    const GameIndex games(t);
    const auto typing = [&t, &games](int round, int table) -> const GameResult * {
        for (int g = 1; g <= gamesOf(t, round); ++g)
            if (const GameResult *r = games.game(round, table, g); r && !r->finished)
                return r;
        return nullptr;
    };
    const auto firstUnfinished = [&t, &games](int round, int table) {
        return firstUnfinishedGame(t, games, round, table);
    };
    if (!station.empty())
        for (const auto &[round, table] : tables)
            if (const GameResult *g = typing(round, table); g && g->station == station)
                return DeskPlace{round, table, g->game};
    const int current = currentRound(t);
    std::optional<DeskPlace> anyOpen;
    for (const auto &[round, table] : tables) {
        if (round != current || tableComplete(t, games, round, table))
            continue;
        if (!typing(round, table))
            return DeskPlace{round, table, firstUnfinished(round, table)};
        if (!anyOpen)
            anyOpen = DeskPlace{round, table, firstUnfinished(round, table)};
    }
    return anyOpen;
}

} // namespace nkb
