// The station's name in "Verbinden met server…" (item 11): a name with a newline, tab,
// right-to-left override, zero-width space or over 40 characters is refused in Dutch beside the
// field and the dialog stays open; a good name is taken.
#include "stationsfixture.h"
#include "uitestsupport.h"

#include "ui/stations/serverconnection.h"
#include "ui/stations/serverdialog.h"

#include <QLabel>
#include <QLineEdit>

using namespace nkb;
using namespace nkb::ui;
using namespace nkbtest;

TEST_CASE("Stations application: the connect dialog refuses a station name that is no name",
          "[stations][server][window][station]")
{
    test::app();
    settings::setLastServer({QStringLiteral("192.168.1.10"), 5433, QStringLiteral("nk2026"),
                             QStringLiteral("station"), QStringLiteral("Zaal-2"), QString()});
    for (const QString &bad : {QStringLiteral("Zaal-1\nZaal-2"), QStringLiteral("Zaal\t2"),
                               QStringLiteral("Zaal-2") + QChar(0x202E), QStringLiteral("Zaal") + QChar(0x200B),
                               QString(41, QLatin1Char('z')), QString(20000, QLatin1Char('z'))}) {
        INFO(bad.left(50).toStdString());
        ServerDialog dialog(QStringLiteral("Verbinden met server"), QStringLiteral("Verbinden"));
        dialog.show();
        dialog.findChild<QLineEdit *>(QStringLiteral("station"))->setText(bad);
        dialog.accept();
        CHECK(dialog.isVisible());
        CHECK(dialog.result() != QDialog::Accepted);
        const QLabel *problem = dialog.findChild<QLabel *>(QStringLiteral("problem"));
        REQUIRE(problem != nullptr);
        CHECK(problem->isVisible());
        CHECK(problem->text().startsWith(QStringLiteral("De naam van het station ")));
        // Nor does the connection take it when given another way.
        ServerLogin login = dialog.login();
        login.fields.station = bad;
        QString error;
        CHECK(openServer(login, &error) == nullptr);
        CHECK(error.startsWith(QStringLiteral("De naam van het station ")));
        dialog.reject();
    }
    ServerDialog dialog(QStringLiteral("Verbinden met server"), QStringLiteral("Verbinden"));
    dialog.show();
    dialog.findChild<QLineEdit *>(QStringLiteral("station"))->setText(QStringLiteral("Zaal-3 (bij de bar)"));
    dialog.accept();
    CHECK(dialog.result() == QDialog::Accepted);
    CHECK(dialog.login().fields.station == QStringLiteral("Zaal-3 (bij de bar)"));
}
