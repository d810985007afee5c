// The application on a venue server: "Verbinden met server…" with host, database,
// user and password (the password never written to the settings), and copying the open file onto
// the server and back from the application, on the real test server.
#include "stationsfixture.h"
#include "stationswindow.h"
#include "uitestsupport.h"

#include "ui/document/roundcommands.h"
#include "ui/stations/serverconnection.h"
#include "ui/stations/serverdialog.h"

#include <QCheckBox>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>
#include <QUrlQuery>

using namespace nkb;
using namespace nkb::ui;
using namespace nkbtest;

namespace {

const QString kPassword = QStringLiteral("geheim-wachtwoord-123");

ServerLogin loginFor(const std::string &location)
{
    ServerLogin login = serverLoginFor(location, QStringLiteral("Zaal-4"));
    login.password = kPassword;
    return login;
}

} // namespace

TEST_CASE("Stations application: the server dialog gives what was typed and remembers all but the password",
          "[stations][server][window]")
{
    test::app();
    settings::setLastServer({QStringLiteral("192.168.1.10"), 5433, QStringLiteral("nk2026"),
                             QStringLiteral("station"), QStringLiteral("Zaal-2"), QString()});
    ServerDialog dialog(QStringLiteral("Verbinden met server"), QStringLiteral("Verbinden"));
    CHECK(dialog.findChild<QLineEdit *>(QStringLiteral("host"))->text() == QStringLiteral("192.168.1.10"));
    CHECK(dialog.findChild<QSpinBox *>(QStringLiteral("port"))->value() == 5433);
    CHECK(dialog.findChild<QLineEdit *>(QStringLiteral("password"))->text().isEmpty());
    CHECK(dialog.findChild<QLineEdit *>(QStringLiteral("password"))->echoMode() == QLineEdit::Password);
    dialog.findChild<QLineEdit *>(QStringLiteral("password"))->setText(kPassword);
    const ServerLogin login = dialog.login();
    CHECK(login.password == kPassword);
    CHECK(login.fields.station == QStringLiteral("Zaal-2"));
    CHECK(serverLocation(login) ==
          QStringLiteral("postgresql://station:geheim-wachtwoord-123@192.168.1.10:5433/nk2026"));
    ServerLogin standard = login;
    standard.fields.port = 5432;
    standard.password.clear();
    CHECK(serverLocation(standard) == QStringLiteral("postgresql://station@192.168.1.10/nk2026"));
}

TEST_CASE("Stations application: a file copied onto the server, opened there as a station, and copied back",
          "[stations][server][window]")
{
    test::app();
    QTemporaryDir dir;
    const std::string file = filePath(dir, "NK.bonaken");
    {
        auto store = newTournament(file, 8);
        REQUIRE(store->setTables(1, {Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7, 8}}}).ok());
        REQUIRE(store->enterPoints(GameRef{1, 1, 1}, {{"P1", 10}, {"P2", 8}, {"P3", 4}, {"P4", 1}}).ok());
    }
    const ServerLogin login = loginFor(serverDatabase());

    // From the file onto the empty server database; a second time is refused (not empty).
    QString error;
    CHECK(copyToServer(QString::fromStdString(file), login).isEmpty());
    CHECK(copyToServer(QString::fromStdString(file), login).contains(QStringLiteral("staat al een toernooi")));

    auto document = openServer(login, &error);
    INFO(error.toStdString());
    REQUIRE(document);
    CHECK(document->store().onServer());
    CHECK(document->tournament().players.size() == 8);
    REQUIRE(document->tournament().game(1, 1, 1) != nullptr);
    CHECK(document->tournament().game(1, 1, 1)->points == std::vector<int>{10, 8, 4, 1});
    CHECK_FALSE(document->path().contains(kPassword));

    // This station enters under the name it was given.
    CHECK(document->execute(new EnterPointsCommand(document.get(), GameRef{1, 2, 1},
                                                   {{"P5", 10}, {"P6", 8}, {"P7", 1}, {"P8", 4}}))
              .done());
    CHECK(document->onStore([](TournamentStore &s) { return s.auditLog().value().back().station; }) == "Zaal-4");

    // Remembered for next time: everything but the password.
    const settings::ServerFields last = settings::lastServer();
    CHECK(last.database == login.fields.database);
    CHECK(last.station == QStringLiteral("Zaal-4"));
    QSettings settingsFile;
    for (const QString &key : settingsFile.allKeys()) {
        INFO(key.toStdString());
        CHECK_FALSE(settingsFile.value(key).toString().contains(kPassword));
    }

    // Back into a file for the archive ("Opslaan als kopie"), with the server's new result.
    const QString back = dir.filePath(QStringLiteral("NK-einde.bonaken"));
    CHECK(document->saveCopy(back).isEmpty());
    auto archived = reopen(back.toStdString());
    const Tournament t = archived->load().value();
    REQUIRE(t.game(1, 2, 1) != nullptr);
    CHECK(t.game(1, 2, 1)->points == std::vector<int>{10, 8, 1, 4});
    CHECK(t.game(1, 2, 1)->station == "Zaal-4");
}

TEST_CASE("Stations application: a wrong server or an empty database is refused in Dutch",
          "[stations][server][window]")
{
    test::app();
    ServerLogin login = loginFor(serverDatabase());
    QString error;
    CHECK_FALSE(openServer(login, &error));
    CHECK(error.contains(QStringLiteral("bevat nog geen toernooi")));
    login.fields.database.clear();
    CHECK_FALSE(openServer(login, &error));
    CHECK(error == QStringLiteral("Vul de server, de database en de gebruiker in."));
}

TEST_CASE("Stations application: a projector station opened to view only changes nothing and says where it is",
          "[stations][server][window]")
{
    test::app();
    const std::string location = serverDatabase();
    seatPlayers(location, {"Anna", "Bram", "Cees", "Dirk"}, {Table{1, {1, 2, 3, 4}}});
    ServerDialog dialog(QStringLiteral("Verbinden met server"), QStringLiteral("Verbinden"));
    auto *viewOnly = dialog.findChild<QCheckBox *>(QStringLiteral("viewOnly"));
    REQUIRE(viewOnly);
    CHECK_FALSE(viewOnly->isChecked()); // a results station by default
    ServerLogin login = loginFor(location);
    login.viewOnly = true;
    login.fields.station = QStringLiteral("Beamer");
    QString error;
    auto document = openServer(login, &error);
    INFO(error.toStdString());
    REQUIRE(document);
    CHECK(document->store().readOnly());
    const QString title = windowTitle(*document);
    CHECK(title.contains(QStringLiteral("NK Bonaken 2026")));
    CHECK(title.contains(QStringLiteral("station Beamer")));
    CHECK(title.contains(QStringLiteral("alleen bekijken")));
    const QString refusal = document->execute(new EnterPointsCommand(
        document.get(), GameRef{1, 1, 1}, {{"Anna", 10}, {"Bram", 8}, {"Cees", 4}, {"Dirk", 1}})).text();
    CHECK(refusal.contains(QStringLiteral("mag alleen lezen")));
    const RawDb raw(location);
    CHECK(raw.scalar(QStringLiteral("SELECT COUNT(*) FROM games")).toInt() == 0);

    // The copy dialog has no such choice.
    ServerDialog copying(QStringLiteral("Naar server kopiëren"), QStringLiteral("Kopiëren"));
    copying.hideViewOnly();
    CHECK(copying.findChild<QCheckBox *>(QStringLiteral("viewOnly"))->isHidden());
}

TEST_CASE("Stations application: a user the server lets only read opens the tournament to view only",
          "[stations][server][window]")
{
    test::app();
    const std::string location = serverDatabase();
    seatPlayers(location, {"Anna", "Bram", "Cees", "Dirk"}, {Table{1, {1, 2, 3, 4}}});
    const RawDb raw(location);
    const QString role = QStringLiteral("kijker_%1").arg(::getpid());
    {
        QSqlQuery q(raw.db());
        q.exec(QStringLiteral("CREATE ROLE %1 LOGIN").arg(role)); // may exist from an earlier case
        REQUIRE(q.exec(QStringLiteral("GRANT SELECT ON ALL TABLES IN SCHEMA public TO %1").arg(role)));
    }
    ServerLogin login = loginFor(location);
    login.fields.user = role;
    QString error;
    auto document = openServer(login, &error);
    INFO(error.toStdString());
    REQUIRE(document);
    CHECK(document->store().readOnly());
    CHECK(windowTitle(*document).contains(QStringLiteral("alleen bekijken")));
    CHECK(document->execute(new EnterPointsCommand(document.get(), GameRef{1, 1, 1},
                                                   {{"Anna", 10}, {"Bram", 8}, {"Cees", 4}, {"Dirk", 1}})).text()
              .contains(QStringLiteral("mag alleen lezen")));
}
