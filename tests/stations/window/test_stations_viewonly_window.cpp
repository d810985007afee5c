// A projector nobody can type on: a station opened to view only shows the tournament in
// the main window, but its entry fields and the buttons that change things are off, by the keyboard
// too. And after a restart the start page offers to go back to the server the station used last.
#include "resultsdesk.h"
#include "stationsfixture.h"
#include "stationswindow.h"

#include "ui/players/playerspanel.h"
#include "ui/stations/serverconnection.h"
#include "ui/stations/serverdialog.h"
#include "ui/window/welcomepage.h"

#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTabWidget>
#include <QUrlQuery>

using namespace nkb;
using namespace nkb::ui;
using namespace nkb::ui::test;
using namespace nkbtest;

namespace {

ServerLogin viewerOf(const std::string &location, bool viewOnly)
{
    ServerLogin login = serverLoginFor(location, QStringLiteral("Beamer"));
    login.viewOnly = viewOnly;
    return login;
}

} // namespace

TEST_CASE("Stations window: a station that only views has no entry to type in, by the keyboard either",
          "[stations][viewonly][window]")
{
    app();
    const std::string location = serverDatabase();
    seatPlayers(location, {"Anna", "Bram", "Cor", "Dirk", "Els", "Fien", "Gijs", "Hans"},
                {Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7, 8}}});
    for (const bool viewOnly : {false, true}) {
        INFO("view only: " << viewOnly);
        QString error;
        auto document = openServer(viewerOf(location, viewOnly), &error);
        INFO(error.toStdString());
        REQUIRE(document);
        MainWindow window;
        window.setDocument(std::move(document));
        window.show();
        QApplication::setActiveWindow(&window);
        REQUIRE(QTest::qWaitForWindowActive(&window));
        QTest::keyClick(&window, Qt::Key_U, Qt::AltModifier);
        auto *spelers = window.findChild<QLineEdit *>(QStringLiteral("spelers"));
        auto *compact = window.findChild<QLineEdit *>(QStringLiteral("compact"));
        REQUIRE(spelers);
        REQUIRE(compact);
        // A results station has its cursor in the compact line; the projector's fields cannot be
        // typed in.
        CHECK(spelers->isEnabled() == !viewOnly);
        CHECK(compact->isEnabled() == !viewOnly);
        CHECK((QApplication::focusWidget() == compact) == !viewOnly);
        QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("a40"));
        CHECK(compact->text() == (viewOnly ? QString() : QStringLiteral("a40")));
        // Spel verplaatsen / wissen: their row is off (the buttons themselves wait for a game).
        CHECK(window.findChild<QPushButton *>(QStringLiteral("moveGame"))->parentWidget()->isEnabled() == !viewOnly);
        // Another station's change refreshes the panels: the fields stay off.
        const Finished other = otherStation(location, 2, 1, "Els=10,Fien=8,Gijs=4,Hans=1");
        INFO(other.out << other.err);
        REQUIRE(other.exitCode == 0);
        waitFor([&] { return window.document()->tournament().game(1, 2, 1) != nullptr; });
        REQUIRE(window.document()->tournament().game(1, 2, 1) != nullptr);
        CHECK(spelers->isEnabled() == !viewOnly);
        // Deelnemers: a player selected, and still Bewerken stays off for the projector (Verwijderen
        // is off for a seated player anyway).
        auto *players = window.findChild<PlayersPanel *>();
        REQUIRE(players);
        auto *table = players->findChild<QTableView *>();
        REQUIRE(table);
        table->selectRow(0);
        int edits = 0;
        for (QPushButton *b : players->findChildren<QPushButton *>())
            if (b->text() == PlayersPanel::tr("Be&werken…")) {
                ++edits;
                CHECK(b->isEnabled() == !viewOnly);
            }
        CHECK(edits == 1);
        // The game taken away again for the next pass, as the program does it (a row deleted
        // beside it would be found by the check on open: issue 39).
        OpenOptions o;
        o.station = "Zaal-2";
        auto wipe = TournamentStore::open(location, o);
        REQUIRE(wipe.ok());
        REQUIRE(wipe.value()->deleteGame(GameRef{1, 2, 1}, OtherStation::Replace).ok());
    }
}

TEST_CASE("Stations window: after a restart the start page offers to connect again to the last server",
          "[stations][reconnect][window]")
{
    app();
    const std::string location = serverDatabase();
    seatPlayers(location, {"Anna", "Bram", "Cor", "Dirk"}, {Table{1, {1, 2, 3, 4}}});
    const ServerLogin login = viewerOf(location, false);
    QString error;
    REQUIRE(openServer(login, &error)); // remembered, as after a day's work
    WelcomePage page;
    auto *again = page.findChild<QPushButton *>(QStringLiteral("reconnect"));
    REQUIRE(again);
    CHECK_FALSE(again->isHidden());
    CHECK(again->text() == QStringLiteral("Opnieuw &verbinden met %1 (%2)").arg(login.fields.host, login.fields.database));
    QSignalSpy asked(&page, &WelcomePage::reconnectRequested);
    again->click();
    CHECK(asked.size() == 1);

    settings::setLastServer({});
    page.refresh();
    CHECK(again->isHidden());
}

TEST_CASE("Stations window: the venue's certificate chosen in the connect dialog is remembered and checked",
          "[stations][reconnect][window]")
{
    app();
    settings::ServerFields fields;
    fields.host = QStringLiteral("192.168.1.10");
    fields.database = QStringLiteral("nk2026");
    fields.user = QStringLiteral("station");
    fields.caFile = QStringLiteral("/media/stick/nkbonaken ca.crt");
    settings::setLastServer(fields);
    ServerDialog dialog(QStringLiteral("Verbinden met server"), QStringLiteral("Verbinden"));
    auto *ca = dialog.findChild<QLineEdit *>(QStringLiteral("caFile"));
    REQUIRE(ca);
    CHECK(ca->text() == fields.caFile);
    const ServerLogin login = dialog.login();
    CHECK(login.fields.caFile == fields.caFile);
    // The address asks for the server's certificate to be checked against that CA (verify-full,
    // core/store/postgresengine.cpp); the password is not in the remembered fields.
    const QUrl url(serverLocation(login));
    CHECK(QUrlQuery(url).queryItemValue(QStringLiteral("sslrootcert"), QUrl::FullyDecoded) == fields.caFile);
    CHECK(url.host() == QStringLiteral("192.168.1.10"));
    CHECK(url.port(5432) == 5433);
    // Without one, the address names none (libpq looks in ~/.postgresql/root.crt).
    ServerLogin without = login;
    without.fields.caFile.clear();
    CHECK_FALSE(QUrlQuery(QUrl(serverLocation(without))).hasQueryItem(QStringLiteral("sslrootcert")));
    settings::setLastServer({});
}
