#pragma once
// A correct five-round tournament built by hand from the reglement, for the tests of
// contentFindings (core/tournament/contentcheck.h): R1 four at a table, three where the number
// demands; R54–R57 the points of one game (places 10, 8, 4, 1, erin 0, and the worked examples
// of docs/rules.md); R60 two games a round, five rounds, a recorded lot; R61 the four highest at
// one final table. The tests damage a copy and expect the finding they write by hand.
#include "tournament/contentcheck.h"
#include "tournament/standings.h"

#include <catch2/catch.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace Catch {
template <> struct StringMaker<nkb::Finding> {
    static std::string convert(const nkb::Finding &f)
    {
        return "{\"" + f.text + "\", " + std::to_string(f.rule) + "}";
    }
};
} // namespace Catch

namespace nkbtest {

using namespace nkb;
using Findings = std::vector<Finding>;

inline Player player(int sn, std::string name)
{
    Player p;
    p.startNumber = sn;
    p.name = std::move(name);
    p.club = sn % 2 ? "Leimuiden" : "Hazerswoude";
    if (sn % 3 == 0)
        p.categories = {"dame"};
    const std::string digits = std::to_string(sn);
    p.personId = "1b4e28ba-2fa1-11d2-883f-" + std::string(12 - digits.size(), '0') + digits;
    return p;
}

inline GameResult game(int round, int table, int number, std::vector<int> points)
{
    GameResult g;
    g.round = round;
    g.table = table;
    g.game = number;
    g.finished = true;
    g.points = std::move(points);
    g.station = "Zaal-2";
    return g;
}

// Eleven players for five rounds. Nr. 11 joins from round 2 (round 1: tables of 4, 3 and 3;
// then 4, 4 and 3); nr. 10 withdraws after the last round (6: not in the final). Every table
// plays two games (R60) with points one game gives: 10/8/4/1 (R54–R57), the worked examples
// 10/0/8/4 and 10/10/0/4; at a table of three 10/8/4 and 10/0/8 (erin 0, the last one place 2).
// A lot over 5, 6 and 7 at place 4 (R60), the final of 1–4 (R61), its second game in progress.
inline Tournament correct()
{
    Tournament t;
    t.info.name = "NK Bonaken 2026";
    t.info.date = "2026-03-14";
    t.info.venue = "Leimuiden";
    const char *names[] = {"Anna de Boer", "Bert Jansen",  "Carla Visser", "Dirk Smit",
                           "Els Mulder",   "Frank de Wit", "Gerda Bos",    "Henk Vos",
                           "Ina Peters",   "Jan Hendriks", "Karin Dekker"};
    for (int sn = 1; sn <= 11; ++sn)
        t.players.push_back(player(sn, names[sn - 1]));
    t.players[10].joinsFromRound = 2;
    t.players[9].withdrawnFromRound = 6;
    const std::vector<std::vector<std::vector<int>>> seating = {{{1, 2, 3, 4}, {5, 6, 7}, {8, 9, 10}},
                                                                {{1, 5, 8, 11}, {2, 6, 9, 10}, {3, 4, 7}},
                                                                {{1, 6, 10, 3}, {2, 5, 11, 7}, {4, 8, 9}},
                                                                {{1, 7, 9, 2}, {3, 5, 10, 8}, {4, 6, 11}},
                                                                {{1, 4, 11, 10}, {2, 8, 3, 6}, {5, 7, 9}}};
    const std::vector<std::vector<int>> four = {{10, 8, 4, 1}, {10, 0, 8, 4}, {10, 10, 0, 4}, {1, 4, 8, 10}};
    const std::vector<std::vector<int>> three = {{10, 8, 4}, {10, 0, 8}, {4, 8, 10}};
    std::size_t n = 0;
    for (int r = 1; r <= 5; ++r) {
        Round round{r, {}, static_cast<std::uint64_t>(1000 + r), "3"};
        for (std::size_t i = 0; i < seating[r - 1].size(); ++i) {
            const int table = static_cast<int>(i) + 1;
            const std::vector<int> &seats = seating[r - 1][i];
            round.tables.push_back(Table{table, seats});
            for (int g = 1; g <= 2; ++g, ++n)
                t.games.push_back(game(r, table, g, seats.size() == 4 ? four[n % 4] : three[n % 3]));
        }
        t.rounds.push_back(round);
    }
    Lot lot;
    lot.rank = 4;
    lot.places = 1;
    lot.seed = 2026;
    lot.players = {5, 6, 7};
    lot.order = drawLotOrder(lot.players, lot.seed); // what a lot is: the order its seed gives
    lot.drawnAt = "2026-03-14T16:00:00Z";
    t.lots.push_back(lot);
    t.rounds.insert(t.rounds.begin(), Round{kFinalRound, {Table{1, {1, 2, 3, 4}}}, std::nullopt, "finale"});
    t.games.push_back(game(kFinalRound, 1, 1, {4, 10, 1, 8}));
    GameResult inProgress = game(kFinalRound, 1, 2, {});
    inProgress.finished = false;
    inProgress.giftenJson = R"({"gifts":[]})";
    t.games.push_back(inProgress);
    return t;
}

inline Round &roundOf(Tournament &t, int number)
{
    for (Round &r : t.rounds)
        if (r.number == number)
            return r;
    FAIL("no round " << number);
    return t.rounds.front();
}

inline GameResult &gameOf(Tournament &t, int round, int table, int number)
{
    for (GameResult &g : t.games)
        if (g.round == round && g.table == table && g.game == number)
            return g;
    FAIL("no game " << round << "/" << table << "/" << number);
    return t.games.front();
}

inline Player &playerOf(Tournament &t, int sn)
{
    for (Player &p : t.players)
        if (p.startNumber == sn)
            return p;
    FAIL("no player " << sn);
    return t.players.front();
}

} // namespace nkbtest
