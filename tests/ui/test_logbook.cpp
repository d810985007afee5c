// The logbook (core/log/log.h): written to a file in the user's data folder, moved aside at its
// size, never a password (a server address with one, a connection string), silent without a
// logbook, and Help → Logboek openen shows where it is.
#include "uitestsupport.h"

#include "log/log.h"
#include "ui/document/tournamentdocument.h"
#include "ui/window/mainwindow.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTemporaryDir>

using namespace nkb;
using namespace nkb::ui;

namespace {

// The logbook open in a folder of the test's own while it lives.
struct OpenLogbook {
    QTemporaryDir dir;
    explicit OpenLogbook(qint64 maxBytes = 1024 * 1024, int files = 5)
    {
        REQUIRE(dir.isValid());
        log::Options options;
        options.folder = dir.filePath(QStringLiteral("log"));
        options.maxBytes = maxBytes;
        options.files = files;
        REQUIRE(log::start(options));
    }
    ~OpenLogbook() { log::stop(); }
    OpenLogbook(const OpenLogbook &) = delete;
    OpenLogbook &operator=(const OpenLogbook &) = delete;

    [[nodiscard]] QString file(int n = 0) const
    {
        return dir.filePath(n == 0 ? QStringLiteral("log/nk-bonaken.log")
                                   : QStringLiteral("log/nk-bonaken.%1.log").arg(n));
    }
    [[nodiscard]] QString text(int n = 0) const
    {
        QFile f(file(n));
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
    }
};

} // namespace

TEST_CASE("The logbook is written to its file, each line with time, level and room", "[ui][log]")
{
    test::app();
    OpenLogbook logbook;
    CHECK(log::currentFile() == logbook.file());
    qCInfo(log::store).noquote() << QStringLiteral("Toernooi \"NK\" geopend: proef");
    qCWarning(log::backups).noquote() << QStringLiteral("Back-up mislukt: proef");
    qWarning("een onverwachte fout van Qt zelf");
    const QStringList lines = logbook.text().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    REQUIRE(lines.size() == 3);
    CHECK(lines[0].contains(QStringLiteral(" info nkb.store: Toernooi \"NK\" geopend: proef")));
    CHECK(lines[1].contains(QStringLiteral(" waarschuwing nkb.backups: Back-up mislukt: proef")));
    CHECK(lines[2].contains(QStringLiteral(" waarschuwing default: een onverwachte fout van Qt zelf")));
    // The time first, as the file's reader sorts and searches it: 2026-11-27T19:03:12.345
    CHECK(QRegularExpression(QStringLiteral(R"(^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3})"))
              .match(lines[0])
              .hasMatch());
    // Only the user reads it.
    CHECK((QFileInfo(logbook.file()).permissions() & (QFileDevice::ReadOther | QFileDevice::ReadGroup)) == 0);
}

TEST_CASE("Without a logbook the rooms are silent, and with one, debug stays out", "[ui][log]")
{
    test::app();
    CHECK_FALSE(log::store().isInfoEnabled());
    CHECK_FALSE(log::web().isWarningEnabled());
    CHECK(log::currentFile().isEmpty());
    {
        OpenLogbook logbook;
        for (const QLoggingCategory *room :
             {&log::store(), &log::stations(), &log::backups(), &log::web(), &log::ui()}) {
            CAPTURE(room->categoryName());
            CHECK(room->isInfoEnabled());
            CHECK(room->isWarningEnabled());
            CHECK_FALSE(room->isDebugEnabled());
        }
        CHECK(log::web().categoryName() == QByteArrayLiteral("nkb.web"));
    }
    CHECK_FALSE(log::stations().isWarningEnabled());
}

TEST_CASE("The logbook moves aside at its size and keeps its number of files", "[ui][log]")
{
    test::app();
    const qint64 max = 4000;
    OpenLogbook logbook(max, 3);
    // 200 numbered lines of about 100 bytes: 20,000 bytes, five times what one file holds.
    for (int i = 1; i <= 200; ++i)
        qCInfo(log::ui).noquote() << QStringLiteral("regel %1 ").arg(i, 3, 10, QLatin1Char('0')) +
                                         QString(40, u'x');
    for (int n = 0; n < 3; ++n) {
        CAPTURE(n);
        CHECK(QFileInfo::exists(logbook.file(n)));
        CHECK(QFileInfo(logbook.file(n)).size() <= max);
        if (n > 0) // moved aside only when full
            CHECK(QFileInfo(logbook.file(n)).size() > max - 200);
    }
    CHECK_FALSE(QFileInfo::exists(logbook.file(3)));
    CHECK(logbook.text(0).contains(QStringLiteral("regel 200 ")));
    CHECK_FALSE(logbook.text(0).contains(QStringLiteral("regel 001 ")));
    // Newest in nk-bonaken.log, older in .1, oldest in .2; the first lines fell off.
    const auto first = [&](int n) {
        const QRegularExpressionMatch m =
            QRegularExpression(QStringLiteral("regel (\\d+) ")).match(logbook.text(n));
        return m.hasMatch() ? m.captured(1).toInt() : 0;
    };
    CHECK(first(2) < first(1));
    CHECK(first(1) < first(0));
    CHECK(first(2) > 1);
}

TEST_CASE("No password reaches the logbook", "[ui][log]")
{
    test::app();
    SECTION("the words that take it out")
    {
        CHECK(log::withoutPasswords(
                  QStringLiteral("postgresql://station:Geheim!42@192.168.1.10:5432/nk2026")) ==
              QStringLiteral("postgresql://station@192.168.1.10:5432/nk2026"));
        CHECK(log::withoutPasswords(QStringLiteral("\"postgres://u:p@ss:w@rd@host/db\" kan niet")) ==
              QStringLiteral("\"postgres://u@host/db\" kan niet"));
        CHECK(log::withoutPasswords(QStringLiteral("host=/tmp/s dbname=nk password='een geheim' user=nkb")) ==
              QStringLiteral("host=/tmp/s dbname=nk password=*** user=nkb"));
        CHECK(log::withoutPasswords(QStringLiteral("postgresql://u@h/db?password=Geheim&sslmode=require")) ==
              QStringLiteral("postgresql://u@h/db?password=***&sslmode=require"));
        // Without a password nothing changes.
        const QString plain =
            QStringLiteral("postgresql://station@192.168.1.10/nk2026 en /home/jan/NK 2026.bonaken");
        CHECK(log::withoutPasswords(plain) == plain);
    }
    SECTION("a server address with a password, opened by the window")
    {
        OpenLogbook logbook;
        const QString secret = QStringLiteral("Zeer-Geheim-7531");
        // Port 1 on this computer: refused at once, so the opening fails and says so.
        QString error;
        CHECK_FALSE(TournamentDocument::open(
            QStringLiteral("postgresql://station:%1@127.0.0.1:1/nk2026").arg(secret), &error));
        CHECK_FALSE(error.contains(secret));
        qWarning("%s", qPrintable(QStringLiteral("verbinding: host=x password=%1 dbname=nk").arg(secret)));
        const QString text = logbook.text();
        CAPTURE(text);
        CHECK(text.contains(QStringLiteral("Openen van postgresql://station@127.0.0.1:1/nk2026 mislukt")));
        CHECK(text.contains(QStringLiteral("password=***")));
        CHECK_FALSE(text.contains(secret));
    }
}

TEST_CASE("Help → Logboek openen exists and says where the logbook is", "[ui][log][help]")
{
    test::app();
    OpenLogbook logbook;
    MainWindow window;
    QAction *action = nullptr;
    for (QAction *menu : window.menuBar()->actions())
        if (menu->text() == QStringLiteral("&Help"))
            for (QAction *a : menu->menu()->actions())
                if (a->objectName() == QStringLiteral("logbook"))
                    action = a;
    REQUIRE(action);
    CHECK(action->text() == QStringLiteral("&Logboek openen"));
    // The offscreen platform has no file manager to open the folder: the window says where it is.
    QStringList told;
    test::Answering answering([&told](const Question &q) -> std::optional<int> {
        if (q.name() != QStringLiteral("logbook"))
            return std::nullopt;
        told << q.text();
        return 0;
    });
    action->trigger();
    REQUIRE(told.size() == 1);
    CHECK(told[0].contains(QDir::toNativeSeparators(logbook.dir.filePath(QStringLiteral("log")))));
}
