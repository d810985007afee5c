// Renders each main screen of nk-bonaken with a 16-player sample tournament into PNG files
// (scripts/screenshots.sh runs it under Xvfb at 1280x720). Not part of the application.
#include "ui/players/csvimportdialog.h"
#include "ui/draw/drawpanel.h"
#include "ui/final/finalpanel.h"
#include "ui/results/giftentrywidget.h"
#include "ui/window/mainwindow.h"
#include "ui/window/newtournamentdialog.h"
#include "ui/standings/projectorwindow.h"
#include "ui/widgets/qtstd.h"
#include "ui/widgets/question.h"
#include "ui/results/resultspanel.h"
#include "ui/document/roundcommands.h"
#include "ui/tools/sampletournament.h"

#include "tournament/standings.h"

#include <QApplication>
#include <QDir>
#include <QLineEdit>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>
#include <QTimer>

#include <cstdio>
#include <optional>

using namespace nkb;
using namespace nkb::ui;

namespace {

QString g_out;

void settle(int ms = 300)
{
    for (int i = 0; i < ms / 20; ++i) {
        QApplication::processEvents();
        QThread::msleep(20);
    }
}

void shoot(QWidget *w, const QString &name)
{
    settle();
    const QString file = QDir(g_out).filePath(name + QStringLiteral(".png"));
    if (!w->grab().save(file))
        std::fprintf(stderr, "kan %s niet schrijven\n", qPrintable(file));
    else
        std::printf("%s\n", qPrintable(file));
}

void typeGift(GiftEntryWidget *entry, const QString &speler, const QString &contract, bool won, bool accept = true)
{
    entry->findChild<QLineEdit *>(QStringLiteral("spelers"))->setText(speler);
    entry->findChild<QLineEdit *>(QStringLiteral("contract"))->setText(contract);
    entry->setWon(won);
    if (accept)
        entry->acceptGift();
}

bool fail(const QString &what)
{
    std::fprintf(stderr, "%s\n", qPrintable(what));
    return false;
}

bool run()
{
    QTemporaryDir dir;
    QString error;
    auto owned = sample::create(dir.filePath(QStringLiteral("NK-2026.bonaken")), 16, &error);
    if (!owned)
        return fail(error);
    TournamentDocument *doc = owned.get();
    if (QString e = sample::playRound(*doc, 1); !e.isEmpty())
        return fail(e);
    if (QString e = sample::playRound(*doc, 2, 2); !e.isEmpty())
        return fail(e);

    {
        MainWindow empty;
        empty.resize(1280, 720);
        empty.move(0, 0);
        empty.show();
        shoot(&empty, QStringLiteral("00-start"));
    }
    MainWindow window;
    window.setDocument(std::move(owned));
    window.resize(1280, 720);
    window.move(0, 0);
    window.show();

    window.tabs()->setCurrentIndex(0);
    shoot(&window, QStringLiteral("01-deelnemers"));
    {
        CsvImportDialog csv(doc, QString(), &window);
        csv.setCsvText("naam,club,categorie\nTeun Verbeek,Leimuiden,nieuw\nSanne Kok,Alphen,dame\n,Woubrugge,\n");
        csv.show();
        shoot(&csv, QStringLiteral("02-csv-import"));
    }
    window.drawPanel()->setRound(2);
    window.tabs()->setCurrentIndex(1);
    shoot(&window, QStringLiteral("03-indeling"));

    window.tabs()->setCurrentIndex(2);
    window.resultsPanel()->select(GameRef{2, 3, 1});
    GiftEntryWidget *entry = window.resultsPanel()->giftEntry();
    const auto names = entry->game().players;
    typeGift(entry, qs(names[0]), QStringLiteral("40"), true);
    typeGift(entry, qs(names[1]), QStringLiteral("misere"), false);
    typeGift(entry, qs(names[0]), QStringLiteral("bonaak"), true);
    typeGift(entry, qs(names[2]), QStringLiteral("42"), true, false);  // refused: R12
    shoot(&window, QStringLiteral("04-uitslagen-gift"));
    typeGift(entry, qs(names[2]), QStringLiteral("45"), true);
    typeGift(entry, qs(names[3]) + QStringLiteral(", ") + qs(names[1]), QStringLiteral("misere"), true);
    typeGift(entry, qs(names[2]), QStringLiteral("60"), true);
    typeGift(entry, qs(names[3]), QStringLiteral("zwabber"), true);
    shoot(&window, QStringLiteral("05-uitslagen-afgelopen"));

    window.tabs()->setCurrentIndex(3);
    shoot(&window, QStringLiteral("06-klassement"));

    for (int r = 2; r <= 5; ++r)
        if (QString e = sample::playRound(*doc, r); !e.isEmpty())
            return fail(e);
    window.tabs()->setCurrentIndex(4);
    if (computeFinalists(doc->tournament()).undecided())
        window.finalPanel()->drawLot();
    // The projector before the final: the klassement (and the lot at the cut, if one was drawn).
    auto *projector = new ProjectorWindow(doc);
    projector->resize(1280, 720);
    projector->move(0, 0);
    projector->show();
    shoot(projector, QStringLiteral("08-projector"));
    const std::vector<int> seats = finalTablePlayers(doc->tournament());
    for (int g = 1; g <= doc->tournament().info.finalGames && seats.size() == 4; ++g) {
        const int order[2][4] = {{10, 4, 8, 1}, {8, 10, 1, 4}};
        std::vector<std::pair<std::string, int>> points;
        for (std::size_t i = 0; i < 4; ++i)
            points.emplace_back(doc->tournament().player(seats[i])->name, order[g - 1][i]);
        if (QString e = doc->execute(new EnterPointsCommand(doc, GameRef{kFinalRound, 1, g}, points)).text(); !e.isEmpty())
            return fail(e);
    }
    shoot(&window, QStringLiteral("07-finale"));
    // Once the final is played the projector shows its table and the champion.
    shoot(projector, QStringLiteral("10-projector-finale"));
    projector->close();

    NewTournamentDialog newDialog(&window);
    newDialog.show();
    shoot(&newDialog, QStringLiteral("09-nieuw-toernooi"));
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("nk-bonaken-screenshots"));
    // Nobody sits at the renderer's screen: a message is printed, a question takes its default.
    Question::setAnswerer([](const Question &q) -> std::optional<int> {
        std::fprintf(stderr, "%s: %s\n", qPrintable(q.title()), qPrintable(q.text()));
        return q.defaultButton();
    });
    g_out = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral(".");
    QDir().mkpath(g_out);
    return run() ? 0 : 1;
}
