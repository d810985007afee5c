// The Help menu: the sample tournament (16 players, five rounds and the final) opens as
// a copy and shows its standings and champion; the installed file is never changed; the About box
// names version, licence and Qt; the Handleiding shows the walkthrough.
#include "uitestsupport.h"

#include "ui/document/roundcommands.h"
#include "ui/final/finalpanel.h"
#include "ui/standings/standingsmodel.h"
#include "ui/standings/standingspanel.h"
#include "ui/window/helpmenu.h"
#include "ui/window/mainwindow.h"

#include "nkb_version.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QImageReader>
#include <QLabel>
#include <QMenuBar>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>

#include <map>

using namespace nkb;
using namespace nkb::ui;

namespace {

QByteArray sha1Of(const QString &path)
{
    QFile f(path);
    REQUIRE(f.open(QIODevice::ReadOnly));
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha1);
}

// Points per start number over the games of `round`, added up from the seats and the entered
// points (not from the standings code).
std::map<int, int> pointsIn(const Tournament &t, int round)
{
    std::map<int, int> sum;
    for (const GameResult &g : t.games) {
        if (g.round != round)
            continue;
        const Round *r = t.round(round);
        REQUIRE(r);
        const std::vector<int> &seats = r->tables.at(static_cast<std::size_t>(g.table - 1)).seats;
        REQUIRE(g.points.size() == seats.size());
        for (std::size_t i = 0; i < seats.size(); ++i)
            sum[seats[i]] += g.points[i];
    }
    return sum;
}

// The finalist with the most points in the final; the test needs no tie-break to name him.
QString finalWinner(const Tournament &t)
{
    const std::map<int, int> final = pointsIn(t, kFinalRound);
    REQUIRE(final.size() == 4);
    int champion = 0;
    int best = -1;
    for (const auto &[player, points] : final)
        if (points > best) {
            best = points;
            champion = player;
        }
    for (const auto &[player, points] : final)
        REQUIRE((player == champion || points < best));
    return QString::fromStdString(t.player(champion)->name);
}

} // namespace

TEST_CASE("The sample tournament opens as a copy with its standings and champion", "[ui][help][sample]")
{
    test::app();
    const QString sample = dataFile(QStringLiteral("voorbeeldtoernooi.bonaken"));
    REQUIRE_FALSE(sample.isEmpty());
    const QByteArray before = sha1Of(sample);

    QTemporaryDir dir;
    MainWindow window;
    REQUIRE(openSampleCopy(&window, dir.path()).isEmpty());
    REQUIRE(window.document());
    const QString opened = window.document()->path();
    CHECK(QFileInfo(opened).absolutePath() == QFileInfo(dir.path()).absoluteFilePath());
    CHECK(QFileInfo(opened).isWritable());

    const Tournament &t = window.document()->tournament();
    CHECK(t.players.size() == 16);
    CHECK(t.info.rounds == 5);
    for (int r = 1; r <= 5; ++r) {
        INFO("ronde " << r);
        REQUIRE(t.round(r));
        CHECK(t.round(r)->tables.size() == 4);
        CHECK(pointsIn(t, r).size() == 16); // every player played every round
    }

    // Klassement: all sixteen, the leader with the most points of the five rounds.
    std::map<int, int> total;
    for (int r = 1; r <= 5; ++r)
        for (const auto &[player, points] : pointsIn(t, r))
            total[player] += points;
    int most = 0;
    for (const auto &[player, points] : total)
        most = std::max(most, points);
    const StandingsModel *standings = window.standingsPanel()->model();
    REQUIRE(standings->rowCount() == 16);
    CHECK(standings->index(0, StandingsModel::Points).data().toInt() == most);
    CHECK(standings->index(15, StandingsModel::Points).data().toInt() < most);

    // The final played: the champion is the finalist with the most points in it, on screen.
    auto *label = window.finalPanel()->findChild<QLabel *>(QStringLiteral("kampioen"));
    REQUIRE(label);
    const QString champion = label->text();
    CHECK(champion == QStringLiteral("Nederlands kampioen Bonaken: %1").arg(finalWinner(t)));

    // Exploring changes the copy only: the last final game entered the other way round.
    const Table &finalTable = t.round(kFinalRound)->tables.front();
    const GameResult *last = t.game(kFinalRound, 1, t.info.finalGames);
    REQUIRE(last);
    std::vector<std::pair<std::string, int>> reversed;
    for (std::size_t i = 0; i < 4; ++i)
        reversed.emplace_back(t.player(finalTable.seats[i])->name, last->points[3 - i]);
    REQUIRE(window.document()
                ->execute(new EnterPointsCommand(window.document(), GameRef{kFinalRound, 1, t.info.finalGames}, reversed))
                .done());
    CHECK(label->text() == QStringLiteral("Nederlands kampioen Bonaken: %1").arg(finalWinner(window.document()->tournament())));
    CHECK(label->text() != champion);
    CHECK(sha1Of(sample) == before);

    // A second copy beside the first never overwrites it.
    MainWindow again;
    REQUIRE(openSampleCopy(&again, dir.path()).isEmpty());
    CHECK(again.document()->path() != opened);
}

TEST_CASE("Over nk-bonaken names the version, the licence and Qt", "[ui][help]")
{
    test::app();
    const QString about = aboutText();
    CHECK(about.contains(QString::fromLatin1(kVersion)));
    CHECK(QString::fromLatin1(kVersion).count(QLatin1Char('.')) == 2);
    CHECK(about.contains(QStringLiteral("GPL-3.0-or-later")));
    CHECK(about.contains(QStringLiteral("Qt %1").arg(QString::fromLatin1(qVersion()))));
}

TEST_CASE("The Help menu offers Handleiding, Voorbeeldtoernooi and Over, the Handleiding shows the walkthrough",
          "[ui][help]")
{
    test::app();
    MainWindow window;
    QStringList titles;
    for (QAction *menu : window.menuBar()->actions())
        if (menu->text() == QStringLiteral("&Help"))
            for (QAction *a : menu->menu()->actions())
                if (!a->isSeparator())
                    titles << a->text();
    CHECK(titles == QStringList{QStringLiteral("&Handleiding"), QStringLiteral("&Voorbeeldtoernooi openen"),
                                QStringLiteral("&Logboek openen"), QStringLiteral("&Over nk-bonaken")});

    QWidget *manual = showManual(&window);
    REQUIRE(manual);
    auto *browser = manual->findChild<QTextBrowser *>(QStringLiteral("handleiding"));
    REQUIRE(browser);
    CHECK(browser->toPlainText().contains(QStringLiteral("Klassement")));
    CHECK(browser->toPlainText().contains(QStringLiteral("Help → Voorbeeldtoernooi openen"))); // the Dutch Handleiding
    // Its pictures are found beside it (a missing image would show as an empty box).
    const QString readme = dataFile(QStringLiteral("handleiding/README.md"));
    CHECK(QFileInfo::exists(QFileInfo(readme).absoluteDir().filePath(QStringLiteral("06-klassement.png"))));
    // Every picture fits the window's width (the screenshots themselves are 1366 px wide).
    int pictures = 0;
    for (QTextBlock block = browser->document()->begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it)
            if (it.fragment().charFormat().isImageFormat()) {
                ++pictures;
                const QTextImageFormat picture = it.fragment().charFormat().toImageFormat();
                INFO(picture.name().toStdString());
                // Unscaled pictures are shown at their own size.
                const double shown = picture.width() > 0
                                         ? picture.width()
                                         : QImageReader(QFileInfo(readme).absoluteDir().filePath(picture.name())).size().width();
                CHECK(shown > 0);
                CHECK(shown <= 840);
            }
    CHECK(pictures >= 9);
    manual->close();
}
