// The venue web in the application: started for the open tournament, its pages answer over a real
// socket, the dialog and the projector show the address as a QR code that a real decoder (zbarimg,
// Debian zbar-tools) reads back, the table cards printed meanwhile carry it, and stopping takes
// the code off the projector and the cards.
#include "uitestsupport.h"

#include "httpclient.h"

#include "ui/standings/projectorwindow.h"
#include "ui/standings/standingspanel.h"
#include "ui/tools/sampletournament.h"
#include "ui/web/webdialog.h"
#include "ui/widgets/printing.h"
#include "report/paper.h"
#include "ui/widgets/qrwidget.h"
#include "ui/window/mainwindow.h"
#include "web/venueweb.h"

#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QUrl>

using namespace nkb;
using namespace nkb::ui;

namespace {

// The text of the round's table cards as the Afdrukken menu would print them now (pdftotext).
QString tableCardsText(const Tournament &t, const QTemporaryDir &dir)
{
    const QString pdf = dir.filePath(QStringLiteral("tafelkaarten.pdf"));
    REQUIRE(report::writePaperPdf(roundPaper(t, 1, RoundPaper::TableCards), pdf));
    QProcess text;
    text.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    REQUIRE(text.waitForFinished(30000));
    return QString::fromUtf8(text.readAllStandardOutput());
}

// What a phone's camera reads in the painted code; empty without zbarimg.
QString decoded(QWidget *code, const QTemporaryDir &dir)
{
    const QString zbar = QStandardPaths::findExecutable(QStringLiteral("zbarimg"));
    if (zbar.isEmpty())
        return {};
    const QString png = dir.filePath(QStringLiteral("qr.png"));
    REQUIRE(code->grab().toImage().scaled(400, 400).save(png));
    QProcess p;
    p.start(zbar, {QStringLiteral("-q"), QStringLiteral("--raw"), png});
    p.waitForFinished(10000);
    return QString::fromUtf8(p.readAllStandardOutput()).trimmed();
}

} // namespace

TEST_CASE("The venue web runs inside the application, and the dialog and the projector show its QR code",
          "[ui][web]")
{
    nkb::ui::test::app();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("web.bonaken"));
    QString error;
    auto doc = sample::create(path, 16, &error);
    REQUIRE(doc);
    REQUIRE(error.isEmpty());
    REQUIRE(sample::playRound(*doc, 1).isEmpty());
    MainWindow window;
    window.setDocument(std::move(doc));

    web::VenueWeb *venue = window.venueWeb();
    REQUIRE(venue->start(path.toStdString(), {QHostAddress(QHostAddress::LocalHost), 0}).isEmpty());
    REQUIRE(venue->running());
    const QString address = venue->addresses().value(0);
    const int port = QUrl(address).port();
    REQUIRE(port > 0);
    nkbtest::HttpClient phone(static_cast<quint16>(port));
    const auto page = phone.get("/klassement");
    REQUIRE(page);
    CHECK(page->status == 200);
    CHECK(page->body.contains("<h1>Klassement"));

    // The table cards printed while the pages run carry the address (and its code) on every card.
    const int tables = static_cast<int>(window.document()->tournament().round(1)->tables.size());
    CHECK(tableCardsText(window.document()->tournament(), dir).count(address) == tables);

    WebDialog dialog(venue, window.document());
    CHECK(dialog.addressText() == address);
    CHECK(dialog.qrWidget()->text() == address);
    REQUIRE(dialog.qrWidget()->code() != nullptr);

    window.standingsPanel()->showProjector();
    ProjectorWindow *projector = nullptr;
    for (QWidget *w : QApplication::topLevelWidgets())
        if (auto *p = qobject_cast<ProjectorWindow *>(w))
            projector = p;
    REQUIRE(projector);
    CHECK(projector->webCode()->isVisibleTo(projector));
    CHECK(projector->webCode()->text() == address);
    const QString read = decoded(projector->webCode(), dir);
    if (!read.isEmpty())
        CHECK(read == address);
    else
        WARN("zbarimg ontbreekt: de QR-code is niet gelezen");

    // Stopped: the page no longer answers and the projector drops the code.
    window.venueWeb()->stop();
    CHECK_FALSE(projector->webCode()->isVisibleTo(projector));
    CHECK_FALSE(tableCardsText(window.document()->tournament(), dir).contains(address));
    QTcpSocket refused;
    refused.connectToHost(QHostAddress::LocalHost, static_cast<quint16>(port));
    CHECK_FALSE(refused.waitForConnected(1000));
    projector->close();
}
