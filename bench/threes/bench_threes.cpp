// bench_threes: a player's expected points per game at a table of four (10/8/4/1) and at a table
// of three under each scoring choice of tournament/threescoring.h.
//
// Model: every gift one player still in the game is the Speler, each equally likely, and wins
// with probability w (joint misère and all-pass deals left out: they change who goes out when,
// not the places a table gives). The game itself is the rules engine's TableGame (R51–R59), so
// statuses, places and the last player's points are the reglement's. The expectation is exact:
// a recursion over every gift sequence, with the table's state (status and place per seat) as
// memo key. Not a test: the figures go into the README.
#include "rules/tablegame.h"
#include "tournament/threescoring.h"

#include <cstdio>
#include <map>
#include <string>
#include <vector>

namespace {

using nkb::TableGame;

std::string key(const TableGame &g)
{
    std::string k;
    for (int s = 0; s < g.players(); ++s) {
        k += static_cast<char>('a' + static_cast<int>(g.status(s)));
        k += static_cast<char>('0' + g.place(s).value_or(0));
    }
    return k + static_cast<char>('0' + g.nextPlace());
}

// Expected total points of the table from this state on (all seats together), and the
// probability that someone ends erin, per game.
struct Expect {
    double points{0};
    double erin{0};
};

Expect expect(const TableGame &g, double w, std::map<std::string, Expect> &memo)
{
    if (g.finished()) {
        Expect e;
        for (int s = 0; s < g.players(); ++s) {
            e.points += g.points(s).value_or(0);
            e.erin += g.status(s) == nkb::Status::Erin ? 1 : 0;
        }
        return e;
    }
    const std::string k = key(g);
    if (const auto it = memo.find(k); it != memo.end())
        return it->second;
    Expect e;
    const int active = g.activeCount();
    for (int s = 0; s < g.players(); ++s) {
        if (!g.isActive(s))
            continue;
        for (const bool won : {true, false}) {
            TableGame next = g;
            if (next.applyGift({s}, {won}))
                continue; // refused: cannot happen with one Speler and no vals roemen
            const Expect sub = expect(next, w, memo);
            const double p = (won ? w : 1 - w) / active;
            e.points += p * sub.points;
            e.erin += p * sub.erin;
        }
    }
    memo[k] = e;
    return e;
}

Expect perGame(int players, const std::vector<int> &places, double w)
{
    std::map<std::string, Expect> memo;
    const TableGame start(players, 0, nkb::RuleSet::nk2019(), places);
    return expect(start, w, memo);
}

} // namespace

int main()
{
    std::printf("Expected points per player per game (each gift: a random player still in is the Speler,\n"
                "wins with probability w). Four: 10/8/4/1. Three: each scoring choice.\n\n");
    std::printf("%-6s %8s", "w", "four");
    for (const auto &c : nkb::threeScorings())
        std::printf(" %16s", ("three " + c.key).c_str());
    std::printf("\n");
    for (const double w : {0.4, 0.5, 0.6, 0.7}) {
        const double four = perGame(4, {10, 8, 4, 1}, w).points / 4;
        std::printf("%-6.1f %8.2f", w, four);
        for (const auto &c : nkb::threeScorings()) {
            const double three = perGame(3, c.places, w).points / 3;
            std::printf(" %8.2f (%+4.0f%%)", three, 100 * (three / four - 1));
        }
        std::printf("\n");
    }
    std::printf("\nErin per game (players, w = 0.5): four %.2f, three %.2f\n",
                perGame(4, {10, 8, 4, 1}, 0.5).erin, perGame(3, {10, 8, 4}, 0.5).erin);
    std::printf("\nOne round (two games) at a table of three instead of four, points gained (w = 0.5):\n");
    const double four = perGame(4, {10, 8, 4, 1}, 0.5).points / 4;
    for (const auto &c : nkb::threeScorings())
        std::printf("  %-7s %+5.2f\n", c.key.c_str(), 2 * (perGame(3, c.places, 0.5).points / 3 - four));
    return 0;
}
