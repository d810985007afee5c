// The open tournament: a consistent copy of the live file, and files that cannot be opened.
#include "uitestsupport.h"

#include "ui/window/mainwindow.h"
#include "ui/document/playercommands.h"
#include "ui/document/roundcommands.h"

#include <QFile>

using namespace nkb;
using namespace nkb::ui;
using namespace nkb::ui::test;

TEST_CASE("Opslaan als kopie gives a file with the same tournament", "[ui][document]")
{
    TempTournament tt;
    TournamentDocument &doc = *tt.document;
    REQUIRE(doc.execute(new ImportPlayersCommand(&doc, playersCsv(9))).done());
    REQUIRE(doc.execute(new DrawRoundCommand(&doc, 1, 5)).done());
    const QString copyPath = tt.dir.filePath(QStringLiteral("kopie.bonaken"));
    REQUIRE(doc.saveCopy(copyPath).isEmpty());
    // A second copy onto the same name is refused, never overwritten.
    CHECK_FALSE(doc.saveCopy(copyPath).isEmpty());

    QString error;
    auto copy = TournamentDocument::open(copyPath, &error);
    INFO(error.toStdString());
    REQUIRE(copy);
    CHECK(copy->tournament().players == doc.tournament().players);
    CHECK(copy->tournament().rounds == doc.tournament().rounds);
    CHECK(copy->tournament().info == doc.tournament().info);
}

TEST_CASE("A file that is not a tournament is refused with a message, not a crash", "[ui][document]")
{
    app();
    QTemporaryDir dir;
    QString error;
    CHECK_FALSE(TournamentDocument::open(dir.filePath(QStringLiteral("bestaat-niet.bonaken")), &error));
    CHECK_FALSE(error.isEmpty());

    const QString junk = dir.filePath(QStringLiteral("rommel.bonaken"));
    QFile f(junk);
    REQUIRE(f.open(QIODevice::WriteOnly));
    f.write("dit is geen database");
    f.close();
    error.clear();
    CHECK_FALSE(TournamentDocument::open(junk, &error));
    CHECK_FALSE(error.isEmpty());

    MainWindow window;
    CHECK_FALSE(window.openFile(junk).isEmpty());
    CHECK(window.document() == nullptr);
    CHECK(window.statusText().startsWith(QStringLiteral("Geen toernooi open")));
}
