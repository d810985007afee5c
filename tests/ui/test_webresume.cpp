// The venue web comes back by itself (issue 35, point 7): the director started the player pages
// with entry at the table; the program goes down (a crash, a power cut) and is started again on
// the same tournament: the pages and entry at the table run again on the same address, a phone
// reads them, and the status bar says so. Stopped by the director, they stay stopped. Before:
// everything stayed off and nothing said so.
#include "uitestsupport.h"

#include "httpclient.h"
#include "ui/tools/sampletournament.h"
#include "ui/web/webdialog.h"
#include "ui/window/mainwindow.h"
#include "web/venueweb.h"

#include <QCheckBox>
#include <QComboBox>
#include <QSpinBox>
#include <QStatusBar>
#include <QTcpServer>
#include <QTemporaryDir>

using namespace nkb;
using namespace nkb::ui;

TEST_CASE("The player pages and entry at the table start again by themselves when their tournament is opened again",
          "[ui][web]")
{
    test::app();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("herstart.bonaken"));
    QString error;
    auto created = sample::create(path, 8, &error);
    REQUIRE(created);
    REQUIRE(sample::playRound(*created, 1, 0).isEmpty());
    created.reset();
    quint16 port = 0;
    {
        QTcpServer probe;
        REQUIRE(probe.listen(QHostAddress::LocalHost, 0));
        port = probe.serverPort();
    }
    {
        MainWindow window;
        REQUIRE(window.openFile(path).isEmpty());
        WebDialog dialog(window.venueWeb(), window.document(), &window);
        auto *network = dialog.findChild<QComboBox *>();
        auto *portBox = dialog.findChild<QSpinBox *>();
        auto *tableEntry = dialog.findChild<QCheckBox *>();
        REQUIRE(network);
        REQUIRE(portBox);
        REQUIRE(tableEntry);
        network->setCurrentIndex(network->findData(QStringLiteral("127.0.0.1")));
        portBox->setValue(port);
        tableEntry->setChecked(true);
        dialog.startServing();
        REQUIRE(window.venueWeb()->running());
        REQUIRE(window.venueWeb()->tableEntry());
    } // the program goes down without the director stopping the pages

    {
        MainWindow again;
        REQUIRE(again.openFile(path).isEmpty());
        CHECK(again.venueWeb()->running());
        CHECK(again.venueWeb()->tableEntry());
        CHECK(again.venueWeb()->addresses().value(0) == QStringLiteral("http://127.0.0.1:%1/").arg(port));
        const QString said = again.statusBar()->currentMessage();
        CHECK(said.contains(QStringLiteral("invoer aan tafel draaien weer")));
        CHECK(said.contains(QString::number(port)));
        nkbtest::HttpClient phone(port);
        REQUIRE(phone.connected());
        const auto page = phone.get("/klassement");
        REQUIRE(page);
        CHECK(page->status == 200);
        // The director stops them: opened again, they stay stopped.
        WebDialog dialog(again.venueWeb(), again.document(), &again);
        dialog.stopServing();
        CHECK_FALSE(again.venueWeb()->running());
    }
    MainWindow third;
    REQUIRE(third.openFile(path).isEmpty());
    CHECK_FALSE(third.venueWeb()->running());
    CHECK_FALSE(third.statusBar()->currentMessage().contains(QStringLiteral("draaien weer")));
}
