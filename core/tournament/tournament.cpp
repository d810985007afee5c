#include "tournament/tournament.h"

#include <algorithm>

namespace nkb {

bool Player::hasCategory(const std::string &category) const
{
    return std::find(categories.begin(), categories.end(), category) != categories.end();
}

const Player *Tournament::player(int startNumber) const
{
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
