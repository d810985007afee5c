// A file dialog in the folder of the open tournament may not cost it anything. SQLite's locks
// are POSIX locks, per process: if anything in this process opens and closes the tournament
// file, they are gone, and another program that then opens and closes the file takes itself for
// the last user and removes the write-ahead log under us (seen with CSV importeren… followed by
// nk-bonaken-cli: the next draw never reached the file). The dialogs' icon provider names a
// file's type from its extension and never opens it.
#include "uitestsupport.h"

#include "ui/document/playercommands.h"
#include "ui/widgets/filedialogs.h"

#include "store/tournamentstore.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QProcess>

#include <iostream>

using namespace nkb;
using namespace nkb::ui;
using namespace nkb::ui::test;

namespace {

// Another program opens the file, reads the players and closes it: their number.
int playersSeenByAnotherProgram(const QString &path)
{
    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("NKB_OTHER_FILE"), path);
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    child.setProcessEnvironment(env);
    child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("Another program reads the players")});
    REQUIRE(child.waitForFinished(30000));
    const QString out = QString::fromUtf8(child.readAllStandardOutput());
    INFO(out << QString::fromUtf8(child.readAllStandardError()));
    const auto at = out.indexOf(QStringLiteral("spelers="));
    REQUIRE(at >= 0);
    return out.mid(at + 8).section(QLatin1Char('\n'), 0, 0).trimmed().toInt();
}

} // namespace

TEST_CASE("Another program reads the players", "[.child]")
{
    auto store = TournamentStore::open(qEnvironmentVariable("NKB_OTHER_FILE").toStdString());
    REQUIRE(store.ok());
    auto players = store.value()->players();
    REQUIRE(players);
    std::cout << "spelers=" << players->size() << std::endl;
}

TEST_CASE("A file dialog listing the open tournament leaves its writes safe", "[ui][store][filedialog]")
{
    TempTournament tt;
    TournamentDocument &doc = *tt.document;
    const QString path = doc.path();
    REQUIRE(doc.execute(new ImportPlayersCommand(&doc, playersCsv(4))).done());
    REQUIRE(playersSeenByAnotherProgram(path) == 4);

    // What the dialog asks of every file it lists.
    const NamesOnlyIconProvider provider;
    const QFileInfo info(path);
    CHECK(provider.type(info) == QStringLiteral("Toernooibestand"));
    CHECK_FALSE(provider.icon(info).isNull());
    CHECK(provider.type(QFileInfo(QStringLiteral("aanmeldingen.csv"))).contains(QStringLiteral("CSV")));

    // Another program opens and closes the file; then this one writes; the write is in the file.
    REQUIRE(playersSeenByAnotherProgram(path) == 4);
    REQUIRE(doc.execute(new ImportPlayersCommand(&doc, "naam\nLaatkomer\n")).done());
    CHECK(playersSeenByAnotherProgram(path) == 5);
    REQUIRE(doc.execute(new ImportPlayersCommand(&doc, "naam\nNog een\n")).done());
    CHECK(playersSeenByAnotherProgram(path) == 6);
}
