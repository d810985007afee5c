#pragma once
// What the window tests of several stations share: a seated tournament at a location (file or
// server), another station's result by a real nk-bonaken-cli process, and waiting for the window.
#include "stationsfixture.h"

#include "ui/stations/serverdialog.h"

#include <QUrl>
#include <QUrlQuery>

#include <QElapsedTimer>
#include <QTest>

#include <vector>

namespace nkbtest {

// The players by name, seated as `tables` in round 1; made by station "Wedstrijdtafel".
inline void seatPlayers(const std::string &location, const std::vector<const char *> &names,
                        const std::vector<nkb::Table> &tables, bool doubleEntry = false)
{
    nkb::OpenOptions o;
    o.create = true;
    o.station = "Wedstrijdtafel";
    auto store = nkb::TournamentStore::open(location, o);
    REQUIRE(store.ok());
    nkb::TournamentInfo info;
    info.name = "NK Bonaken 2026";
    info.doubleEntry = doubleEntry;
    REQUIRE(!store.value()->createTournament(info));
    for (const char *name : names)
        REQUIRE(store.value()->addPlayer(nkb::NewPlayer{name, "", {}, 1}).ok());
    REQUIRE(store.value()->setTables(1, tables).ok());
}

// Station Zaal-2, a separate nk-bonaken-cli process, enters a paper result of round 1.
inline Finished otherStation(const std::string &location, int table, int game, const char *points)
{
    return runCliProcess({QStringLiteral("--db"), QString::fromStdString(location), QStringLiteral("--station"),
                          QStringLiteral("Zaal-2"), QStringLiteral("result"), QStringLiteral("--round"),
                          QStringLiteral("1"), QStringLiteral("--table"), QString::number(table),
                          QStringLiteral("--game"), QString::number(game), QStringLiteral("--points"),
                          QString::fromUtf8(points)});
}

// What a referee types in "Verbinden met server…" for the fresh test database `location` (the
// test server trusts its socket, so any password is accepted).
inline nkb::ui::ServerLogin serverLoginFor(const std::string &location, const QString &station)
{
    const QUrl url(QString::fromStdString(location));
    const QUrlQuery query(url);
    nkb::ui::ServerLogin login;
    login.fields.host = query.hasQueryItem(QStringLiteral("host")) ? query.queryItemValue(QStringLiteral("host"))
                                                                   : url.host();
    login.fields.port = url.port(5432);
    login.fields.database = url.path().mid(1);
    login.fields.user = url.userName();
    login.fields.station = station;
    return login;
}

// Runs the event loop until `done` or the time is up; gives the milliseconds it took.
template <typename Done> qint64 waitFor(Done &&done, int limitMs = 3000)
{
    QElapsedTimer clock;
    clock.start();
    while (!done() && clock.elapsed() < limitMs)
        QTest::qWait(10);
    return clock.elapsed();
}

} // namespace nkbtest
