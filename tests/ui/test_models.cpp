// The table models behave as Qt requires (QAbstractItemModelTester) over a real tournament, and
// show what the klassement must show (R60, R61).
#include "uitestsupport.h"
#include "nkrules.h"

#include "ui/final/finalmodel.h"
#include "ui/results/giftlistmodel.h"
#include "ui/document/playercommands.h"
#include "ui/players/playersmodel.h"
#include "ui/document/roundcommands.h"
#include "ui/standings/standingsmodel.h"
#include "ui/draw/tablesmodel.h"

#include <QAbstractItemModelTester>

using nkb::test::kNk;

using namespace nkb;
using namespace nkb::ui;
using namespace nkb::ui::test;

namespace {

void fillAndDraw(TempTournament &tt, int players)
{
    REQUIRE(tt.document->execute(new ImportPlayersCommand(tt.document.get(), playersCsv(players))).done());
    REQUIRE(tt.document->execute(new DrawRoundCommand(tt.document.get(), 1, 42)).done());
}

} // namespace

TEST_CASE("Models pass QAbstractItemModelTester through resets", "[ui][models]")
{
    TempTournament tt;
    PlayersModel players;
    TablesModel tables;
    StandingsModel standings;
    FinalModel final;
    GiftListModel gifts;
    QAbstractItemModelTester t1(&players, QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester t2(&tables, QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester t3(&standings, QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester t4(&final, QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester t5(&gifts, QAbstractItemModelTester::FailureReportingMode::Fatal);

    fillAndDraw(tt, 14);
    const Tournament &t = tt.document->tournament();
    players.setTournament(t);
    tables.setRound(t, 1);
    standings.setTournament(t);
    standings.setTournament(t, std::string("dame"));
    final.setTournament(t);
    GameRecord game;
    game.players = {"A", "B", "C", "D"};
    GiftRecord g;
    g.spelers = std::vector<std::string>{"A"};
    g.contract = "40";
    g.wonAll = true;
    game.giften.push_back(g);
    gifts.setGame(game, checkGame(game, kNk));

    CHECK(players.rowCount() == 14);
    CHECK(players.columnCount() == PlayersModel::ColumnCount);
    CHECK(players.data(players.index(0, PlayersModel::Name)).toString() == QStringLiteral("Speler01"));
    // 14 players: two tables of four and two of three.
    CHECK(tables.rowCount() == 4);
    CHECK(standings.rowCount() == 4);  // Speler03, 06, 09, 12 are "dame"
    CHECK(gifts.rowCount() == 1);
    CHECK(gifts.columnCount() == GiftListModel::FirstPlayer + 4);
    CHECK(gifts.data(gifts.index(0, GiftListModel::FirstPlayer)).toString() == QStringLiteral("recht"));
}

TEST_CASE("R60: before any result everybody shares rank 1 and nobody is marked at the cut yet", "[ui][models][R60]")
{
    TempTournament tt;
    fillAndDraw(tt, 8);
    StandingsModel standings;
    standings.setTournament(tt.document->tournament());
    REQUIRE(standings.rowCount() == 8);
    for (int r = 0; r < 8; ++r) {
        CHECK(standings.data(standings.index(r, StandingsModel::Rank)).toString() == QStringLiteral("1="));
        // Before any game there is no ranking, so nobody is "gelijk over de finalegrens"
        // (the finalists stay undecided until games are played; R60, R61).
        CHECK_FALSE(standings.data(standings.index(r, StandingsModel::Rank), StandingsModel::TieAtCutRole).toBool());
    }
}

TEST_CASE("R60: a paper result ranks the players by points", "[ui][models][R60]")
{
    TempTournament tt;
    fillAndDraw(tt, 8);
    const Tournament &t = tt.document->tournament();
    const Table &table = t.round(1)->tables.front();
    std::vector<std::pair<std::string, int>> points;
    const int values[] = {10, 8, 4, 1};
    for (std::size_t i = 0; i < table.seats.size(); ++i)
        points.emplace_back(t.player(table.seats[i])->name, values[i]);
    REQUIRE(tt.document->execute(new EnterPointsCommand(tt.document.get(), GameRef{1, table.number, 1}, points)).done());
    StandingsModel standings;
    standings.setTournament(tt.document->tournament());
    CHECK(standings.data(standings.index(0, StandingsModel::Rank)).toString() == QStringLiteral("1"));
    CHECK(standings.data(standings.index(0, StandingsModel::Name)).toString() == QString::fromStdString(points[0].first));
    CHECK(standings.data(standings.index(0, StandingsModel::Points)).toInt() == 10);
    CHECK(standings.data(standings.index(0, StandingsModel::Tens)).toInt() == 1);
    CHECK(standings.data(standings.index(1, StandingsModel::Eights)).toInt() == 1);
}

TEST_CASE("Klassement tab: who played fewer rounds is marked beside his name", "[ui][models]")
{
    // Issue 35 point 8 (as on paper, the web page and the CSV).
    TempTournament tt;
    fillAndDraw(tt, 8);
    Tournament t = tt.document->tournament();
    t.players[1].withdrawnFromRound = 2;
    t.players[2].joinsFromRound = 3;
    StandingsModel standings;
    standings.setTournament(t);
    QStringList names;
    for (int r = 0; r < standings.rowCount(); ++r)
        names << standings.data(standings.index(r, StandingsModel::Name)).toString();
    CHECK(names.contains(QString::fromStdString(t.players[1].name) + QStringLiteral(" (teruggetrokken vanaf ronde 2)")));
    CHECK(names.contains(QString::fromStdString(t.players[2].name) + QStringLiteral(" (vanaf ronde 3)")));
    CHECK(names.contains(QString::fromStdString(t.players[0].name)));
}

TEST_CASE("Klassement tab: after the final its Finale column names the champion", "[ui][models]")
{
    TempTournament tt;
    fillAndDraw(tt, 8);
    Tournament t = tt.document->tournament();
    t.rounds.push_back(Round{kFinalRound, {Table{1, {1, 2, 3, 4}}}, std::nullopt, "finale"});
    t.info.finalGames = 1;
    t.games.push_back(GameResult{kFinalRound, 1, 1, true, {4, 10, 8, 1}, std::nullopt, true, {}, {}});
    StandingsModel standings;
    standings.setTournament(t);
    int champions = 0;
    for (int r = 0; r < standings.rowCount(); ++r)
        if (standings.data(standings.index(r, StandingsModel::Final)).toString() == QStringLiteral("kampioen")) {
            ++champions;
            CHECK(standings.data(standings.index(r, StandingsModel::StartNumber)).toInt() == 2);
        }
    CHECK(champions == 1);
}
