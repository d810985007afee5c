// "Opslaan als kopie" proposes a name that says which round the copy holds, beside the file, and
// always ends in .bonaken (the copy had no extension and the program could not find it).
#include "ui/document/copyname.h"

#include <catch2/catch.hpp>

using namespace nkb;
using nkb::ui::proposedCopyPath;
using nkb::ui::withBonakenExtension;

namespace {

Round oneTable(int number)
{
    Round r;
    r.number = number;
    r.tables = {Table{1, {1, 2, 3, 4}}};
    return r;
}

GameResult result(int round, int game)
{
    GameResult g;
    g.round = round;
    g.table = 1;
    g.game = game;
    g.points = {10, 8, 4, 0};
    return g;
}

// Five rounds of two games; one table of four per round; rounds 1..done complete.
Tournament dayAfter(int done, bool drawNext)
{
    Tournament t;
    t.info.rounds = 5;
    t.info.gamesPerRound = 2;
    for (int n = 1; n <= 4; ++n)
    {
        Player p;
        p.startNumber = n;
        p.name = "Speler " + std::to_string(n);
        t.players.push_back(p);
    }
    for (int r = 1; r <= done + (drawNext ? 1 : 0) && r <= 5; ++r) {
        t.rounds.push_back(oneTable(r));
        if (r <= done)
            for (int g = 1; g <= 2; ++g)
                t.games.push_back(result(r, g));
    }
    return t;
}

} // namespace

TEST_CASE("A copy is named after the last complete round, beside the tournament", "[ui][copy]")
{
    CHECK(proposedCopyPath(QStringLiteral("/data/NK-2026.bonaken"), dayAfter(3, true)) ==
          QStringLiteral("/data/NK-2026-na-ronde-3.bonaken"));
    // A round drawn but not complete does not count; nothing complete yet: "-kopie".
    CHECK(proposedCopyPath(QStringLiteral("/data/NK-2026.bonaken"), dayAfter(0, true)) ==
          QStringLiteral("/data/NK-2026-kopie.bonaken"));
    // A copy of a copy replaces the earlier suffix instead of stacking it.
    CHECK(proposedCopyPath(QStringLiteral("/data/NK-2026-na-ronde-2.bonaken"), dayAfter(4, false)) ==
          QStringLiteral("/data/NK-2026-na-ronde-4.bonaken"));
}

TEST_CASE("After the final has its result the copy says so", "[ui][copy]")
{
    Tournament t = dayAfter(5, false);
    CHECK(proposedCopyPath(QStringLiteral("/d/NK.bonaken"), t) == QStringLiteral("/d/NK-na-ronde-5.bonaken"));
    t.rounds.push_back(oneTable(kFinalRound));
    t.games.push_back(result(kFinalRound, 1));
    CHECK(proposedCopyPath(QStringLiteral("/d/NK.bonaken"), t) == QStringLiteral("/d/NK-na-finale.bonaken"));
}

TEST_CASE("What the director types as a copy's name always gets .bonaken", "[ui][copy]")
{
    CHECK(withBonakenExtension(QStringLiteral("/d/na ronde 3")) == QStringLiteral("/d/na ronde 3.bonaken"));
    CHECK(withBonakenExtension(QStringLiteral("/d/kopie.BONAKEN")) == QStringLiteral("/d/kopie.BONAKEN"));
    CHECK(withBonakenExtension(QStringLiteral("/d/kopie.bonaken.bak")) ==
          QStringLiteral("/d/kopie.bonaken.bak.bonaken"));
}
