// Automatic backups: after every table that gets its last result and every ten minutes
// when something changed, a complete tournament (PRAGMA integrity_check, opens with the same games)
// in the backup folder, the last twenty kept; restoring opens a copy and leaves the backup alone;
// a backup that fails says so in the status bar.
#include "uitestsupport.h"

#include "ui/document/autobackup.h"
#include "ui/document/roundcommands.h"
#include "ui/tools/sampletournament.h"
#include "ui/window/helpmenu.h"
#include "ui/window/mainwindow.h"
#include "ui/widgets/settings.h"

#include "tournament/progress.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTimer>
#include <QUuid>

using namespace nkb;
using namespace nkb::ui;

namespace {

// What SQLite itself says of the file, read without our store.
QString integrityOf(const QString &path)
{
    const QString connection = QUuid::createUuid().toString();
    QString verdict;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(QStringLiteral("PRAGMA integrity_check")) && q.next())
                verdict = q.value(0).toString();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return verdict;
}

QByteArray sha1Of(const QString &path)
{
    QFile f(path);
    REQUIRE(f.open(QIODevice::ReadOnly));
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha1);
}

struct SampleDay {
    QTemporaryDir dir;
    std::unique_ptr<TournamentDocument> document;
    QString folder;

    SampleDay()
    {
        test::app();
        QString error;
        document = sample::create(dir.filePath(QStringLiteral("NK 2026.bonaken")), 16, &error);
        INFO(error.toStdString());
        REQUIRE(document);
        REQUIRE(sample::playRound(*document, 1, 0).isEmpty()); // round 1 drawn, nothing entered
        folder = dir.filePath(QStringLiteral("stick/back-ups"));
    }
};

// A complete tournament: SQLite finds nothing wrong, and it opens with the live file's players and games.
void checkComplete(const QString &backup, const Tournament &live)
{
    INFO(backup.toStdString());
    CHECK(integrityOf(backup) == QStringLiteral("ok"));
    QString error;
    auto copy = TournamentDocument::open(backup, &error);
    INFO(error.toStdString());
    REQUIRE(copy);
    CHECK(copy->tournament().players == live.players);
    CHECK(copy->tournament().rounds == live.rounds);
    CHECK(copy->tournament().games.size() == live.games.size());
}

// Paper result of game `game` at table `table` of round 1; no table is completed by game 1 alone.
QString enterGame(TournamentDocument &document, int table, int game)
{
    const Tournament &t = document.tournament();
    const Table &seated = t.round(1)->tables.at(static_cast<std::size_t>(table - 1));
    static constexpr int points[4] = {10, 8, 4, 1};
    std::vector<std::pair<std::string, int>> entered;
    for (std::size_t i = 0; i < 4; ++i)
        entered.emplace_back(t.player(seated.seats[i])->name, points[i]);
    return document.execute(new EnterPointsCommand(&document, GameRef{1, seated.number, game}, entered)).text();
}

} // namespace

TEST_CASE("A table that gets its last result is backed up at once, a half-entered table is not", "[ui][backup]")
{
    SampleDay day;
    AutoBackup backup(day.document.get(), day.folder);
    QDateTime clock(QDate(2026, 11, 22), QTime(11, 0));
    backup.setClock([&clock] { return clock; });
    QSignalSpy made(&backup, &AutoBackup::made);
    CHECK(backup.backups().isEmpty());

    // Table 1 of round 1: two games; the first leaves the table unfinished.
    REQUIRE(sample::playRound(*day.document, 1, 1).isEmpty());
    REQUIRE(tableComplete(day.document->tournament(), 1, 1));
    REQUIRE(made.count() == 1);
    const QStringList after = backup.backups();
    REQUIRE(after.size() == 1);
    CHECK(made.at(0).at(0).toString() == after.front());
    CHECK(QFileInfo(after.front()).fileName().startsWith(QStringLiteral("NK 2026 ")));
    checkComplete(after.front(), day.document->tournament());

    // The next table a minute later as well: one more.
    clock = clock.addSecs(60);
    REQUIRE(sample::playRound(*day.document, 1, 2).isEmpty());
    CHECK(backup.backups().size() == 2);
    checkComplete(backup.backups().back(), day.document->tournament());
}

TEST_CASE("Every ten minutes a backup, but only when the tournament changed", "[ui][backup]")
{
    SampleDay day;
    AutoBackup backup(day.document.get(), day.folder);
    CHECK(backup.timer()->isActive());
    CHECK(backup.timer()->interval() == 10 * 60 * 1000);

    backup.intervalElapsed(); // nothing entered since opening
    CHECK(backup.backups().isEmpty());

    // One game of a table: no table complete, so only the schedule backs it up.
    REQUIRE(enterGame(*day.document, 1, 1).isEmpty());
    CHECK(backup.backups().isEmpty());
    backup.intervalElapsed();
    REQUIRE(backup.backups().size() == 1);
    checkComplete(backup.backups().front(), day.document->tournament());
    backup.intervalElapsed(); // unchanged since
    CHECK(backup.backups().size() == 1);

    // The timer itself is wired to it (run at a test's pace).
    backup.timer()->setInterval(20);
    QSignalSpy made(&backup, &AutoBackup::made);
    REQUIRE(enterGame(*day.document, 2, 1).isEmpty());
    CHECK(made.isEmpty()); // no table complete: nothing at once
    REQUIRE(made.wait(5000));
    CHECK(backup.backups().size() == 2);
}

TEST_CASE("Only the last twenty backups of a tournament are kept, other files stay", "[ui][backup]")
{
    SampleDay day;
    AutoBackup backup(day.document.get(), day.folder);
    QDateTime clock(QDate(2026, 11, 22), QTime(9, 0));
    backup.setClock([&clock] { return clock; });
    REQUIRE(QDir().mkpath(day.folder));
    const QStringList others{QStringLiteral("Ander toernooi 2026-11-22 080000.bonaken"),
                             QStringLiteral("NK 2026 hersteld.bonaken"), QStringLiteral("notities.txt")};
    for (const QString &name : others) {
        QFile f(QDir(day.folder).filePath(name));
        REQUIRE(f.open(QIODevice::WriteOnly));
        f.write("niet van ons");
    }

    QStringList made;
    for (int i = 0; i < 25; ++i) {
        clock = clock.addSecs(600);
        const QString path = backup.backupNow();
        REQUIRE_FALSE(path.isEmpty());
        made << path;
    }
    const QStringList kept = backup.backups();
    REQUIRE(kept.size() == 20);
    CHECK(kept == made.mid(5)); // the five oldest went
    for (const QString &gone : made.mid(0, 5))
        CHECK_FALSE(QFileInfo::exists(gone));
    for (const QString &name : others)
        CHECK(QFileInfo::exists(QDir(day.folder).filePath(name)));

    // Two in the same second get two names.
    const QString first = backup.backupNow();
    const QString second = backup.backupNow();
    CHECK(first != second);
    CHECK(backup.backups().size() == 20);
}

TEST_CASE("A burst of tables makes one backup now and one when the minute is up, a round's end one at once "
          "that stays beyond the twenty",
          "[ui][backup]")
{
    // Issue 35 point 8: rounds 4-5 from a second station made a backup almost every second and
    // left nothing older than 90 seconds; 41 backups in a day kept nothing of rounds 1-2.
    SampleDay day;
    AutoBackup backup(day.document.get(), day.folder);
    QDateTime clock(QDate(2026, 11, 22), QTime(11, 0));
    backup.setClock([&clock] { return clock; });
    const int tables = static_cast<int>(day.document->tournament().round(1)->tables.size());
    REQUIRE(tables == 4);
    // Tables 1-3 complete within three seconds: the first backs up, the others wait.
    for (int table = 1; table <= 3; ++table) {
        REQUIRE(enterGame(*day.document, table, 1).isEmpty());
        REQUIRE(enterGame(*day.document, table, 2).isEmpty());
        clock = clock.addSecs(1);
    }
    CHECK(backup.backups().size() == 1);
    REQUIRE(backup.pending()->isActive());
    CHECK(backup.pending()->remainingTime() > 50 * 1000);
    CHECK(backup.pending()->remainingTime() <= 60 * 1000);
    // The minute passes: the burst's end is backed up once.
    clock = clock.addSecs(60);
    QSignalSpy made(&backup, &AutoBackup::made);
    backup.pending()->start(1); // its time is up now
    REQUIRE(made.wait(5000));
    REQUIRE(backup.backups().size() == 2);
    checkComplete(backup.backups().back(), day.document->tournament());

    // The last table ends round 1: backed up at once, named so, without waiting for the minute.
    clock = clock.addSecs(5);
    REQUIRE(enterGame(*day.document, 4, 1).isEmpty());
    REQUIRE(enterGame(*day.document, 4, 2).isEmpty());
    const QStringList afterRound = backup.backups();
    REQUIRE(afterRound.size() == 3);
    const QString roundEnd = afterRound.back();
    CHECK(QFileInfo(roundEnd).fileName() == QStringLiteral("NK 2026 2026-11-22 110108 einde ronde 1.bonaken"));
    CHECK_FALSE(backup.pending()->isActive());
    checkComplete(roundEnd, day.document->tournament());

    // Thirty more backups later the end of round 1 is still there, beside the last twenty.
    for (int i = 0; i < 30; ++i) {
        clock = clock.addSecs(600);
        REQUIRE_FALSE(backup.backupNow().isEmpty());
    }
    const QStringList kept = backup.backups();
    CHECK(kept.size() == 21);
    CHECK(kept.front() == roundEnd);
    CHECK(QFileInfo::exists(roundEnd));
}

TEST_CASE("Restoring opens a copy of the backup, the backup and existing files stay as they are", "[ui][backup]")
{
    SampleDay day;
    REQUIRE(sample::playRound(*day.document, 1).isEmpty());
    AutoBackup backup(day.document.get(), day.folder);
    const QString saved = backup.backupNow();
    REQUIRE_FALSE(saved.isEmpty());
    const QByteArray before = sha1Of(saved);
    const Tournament atBackup = day.document->tournament();
    REQUIRE(sample::playRound(*day.document, 2).isEmpty()); // the day went on after the backup

    MainWindow window;
    const QString target = day.dir.filePath(QStringLiteral("NK 2026 hersteld.bonaken"));
    REQUIRE(openRestored(&window, saved, target).isEmpty());
    REQUIRE(window.document());
    CHECK(QFileInfo(window.document()->path()).canonicalFilePath() == QFileInfo(target).canonicalFilePath());
    CHECK(window.document()->tournament().rounds == atBackup.rounds);
    CHECK(window.document()->tournament().games.size() == atBackup.games.size());
    CHECK(sha1Of(saved) == before);

    SECTION("an existing file is never overwritten")
    {
        const QByteArray existing = sha1Of(target);
        const QString refusal = restoreBackup(saved, target);
        CHECK(refusal.contains(QStringLiteral("bestaat al")));
        CHECK(sha1Of(target) == existing);
    }
    SECTION("a file that is no tournament is refused and leaves no copy behind")
    {
        const QString junk = day.dir.filePath(QStringLiteral("kapot.bonaken"));
        QFile f(junk);
        REQUIRE(f.open(QIODevice::WriteOnly));
        f.write("Dit is geen SQLite-bestand, alleen tekst die op een USB-stick stond.");
        f.close();
        const QString into = day.dir.filePath(QStringLiteral("uit kapot.bonaken"));
        const QString refusal = restoreBackup(junk, into);
        CHECK(refusal.contains(QStringLiteral("geen bruikbare back-up")));
        CHECK_FALSE(QFileInfo::exists(into));
    }
}

TEST_CASE("A backup that fails says so in the status bar, and the day goes on", "[ui][backup]")
{
    SampleDay day;
    // The "folder" is a file: as when the stick was taken out and a file took its name.
    const QString blocked = day.dir.filePath(QStringLiteral("geen-map"));
    {
        QFile f(blocked);
        REQUIRE(f.open(QIODevice::WriteOnly));
    }
    const QString previous = settings::backupDirectory();
    settings::setBackupDirectory(blocked + QStringLiteral("/back-ups"));
    MainWindow window;
    window.setDocument(std::move(day.document));
    settings::setBackupDirectory(previous);
    auto *backup = window.document()->findChild<AutoBackup *>();
    REQUIRE(backup);
    CHECK(backup->backupNow().isEmpty());
    CHECK(window.statusBarMessage().startsWith(QStringLiteral("Back-up mislukt")));

    // Entering results still works; the next table tries again.
    REQUIRE(sample::playRound(*window.document(), 1, 1).isEmpty());
    CHECK(window.statusBarMessage().startsWith(QStringLiteral("Back-up mislukt")));
    CHECK(tableComplete(window.document()->tournament(), 1, 1));
}
