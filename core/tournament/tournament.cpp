#include "tournament/tournament.h"

#include <algorithm>

namespace nkb {

bool Player::hasCategory(const std::string &category) const
{
    return std::find(categories.begin(), categories.end(), category) != categories.end();
}

const Player *Tournament::player(int startNumber) const
{
    // Players are kept by start number, mostly 1..n: look where he should be first (every find
    // is checked, so a list in another order is still searched whole), which keeps loops over
    // every seat linear at 5,000 players.
    const auto guess = static_cast<std::size_t>(startNumber - 1);
    if (startNumber >= 1 && guess < players.size() && players[guess].startNumber == startNumber)
        return &players[guess];
    const auto it = std::lower_bound(players.begin(), players.end(), startNumber,
                                     [](const Player &p, int n) { return p.startNumber < n; });
    if (it != players.end() && it->startNumber == startNumber)
        return &*it;
    for (const auto &p : players)
        if (p.startNumber == startNumber)
            return &p;
    return nullptr;
}

const Player *Tournament::playerByName(const std::string &name) const
{
    for (const auto &p : players)
        if (p.name == name)
            return &p;
    return nullptr;
}

const Player *Tournament::playerByPerson(const std::string &personId) const
{
    if (personId.empty())
        return nullptr;
    for (const auto &p : players)
        if (p.personId == personId)
            return &p;
    return nullptr;
}

const Table *Round::table(int tableNumber) const
{
    // Mostly where its number says: tables 1..n in order.
    const auto guess = static_cast<std::size_t>(tableNumber - 1);
    if (tableNumber >= 1 && guess < tables.size() && tables[guess].number == tableNumber)
        return &tables[guess];
    for (const auto &tb : tables)
        if (tb.number == tableNumber)
            return &tb;
    return nullptr;
}

const Round *Tournament::round(int number) const
{
    for (const auto &r : rounds)
        if (r.number == number)
            return &r;
    return nullptr;
}

const GameResult *Tournament::game(int roundNumber, int table, int gameNumber) const
{
    for (const auto &g : games)
        if (g.round == roundNumber && g.table == table && g.game == gameNumber)
            return &g;
    return nullptr;
}

} // namespace nkb
