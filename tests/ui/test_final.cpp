// From the last qualifying round to the champion through the panels (R60, R61), and the paper
// result and keyboard order of the Uitslagen screen.
#include "uitestsupport.h"

#include "ui/final/finalmodel.h"
#include "ui/final/finalpanel.h"
#include "ui/results/giftentrywidget.h"
#include "ui/window/mainwindow.h"
#include "ui/results/pointsentrywidget.h"
#include "ui/results/resultspanel.h"
#include "ui/standings/standingsmodel.h"
#include "ui/standings/standingspanel.h"
#include "ui/document/playercommands.h"
#include "ui/document/roundcommands.h"
#include "ui/tools/sampletournament.h"

#include <QLineEdit>
#include <QSpinBox>
#include <QTabWidget>
#include <QUndoStack>

using namespace nkb;
using namespace nkb::ui;
using namespace nkb::ui::test;

TEST_CASE("R61: after five rounds the four best play the final, and its ranking names the champion", "[ui][final][R61]")
{
    app();
    QTemporaryDir dir;
    QString error;
    auto owned = sample::create(dir.filePath(QStringLiteral("finale.bonaken")), 12, &error);
    INFO(error.toStdString());
    REQUIRE(owned);
    for (int r = 1; r <= 5; ++r)
        REQUIRE(sample::playRound(*owned, r).isEmpty());
    TournamentDocument *doc = owned.get();
    MainWindow window;
    window.setDocument(std::move(owned));

    FinalPanel *final = window.finalPanel();
    if (computeFinalists(doc->tournament()).undecided()) {
        REQUIRE(final->drawLot().isEmpty());
        CHECK(doc->tournament().lots.size() == 1);
    }
    const FinalistsView view = computeFinalists(doc->tournament());
    REQUIRE(view.finalists.size() == 4);
    CHECK(final->finalistsText().startsWith(QStringLiteral("Finalisten: ")));
    CHECK(final->model()->rowCount() == 4);

    // The final's two games as paper results, through the Uitslagen screen.
    ResultsPanel *results = window.resultsPanel();
    emit final->enterFinalRequested();
    CHECK(window.tabs()->currentWidget() == results);
    CHECK(results->currentRef().round == kFinalRound);
    const int points[2][4] = {{10, 8, 4, 1}, {10, 4, 8, 1}};
    for (int g = 0; g < 2; ++g) {
        REQUIRE(results->currentRef().game == g + 1);
        const auto spins = results->pointsEntry()->findChildren<QSpinBox *>();
        REQUIRE(spins.size() == 4);
        for (int i = 0; i < 4; ++i)
            spins[i]->setValue(points[g][i]);
        INFO(results->pointsEntry()->points().front().first);
        REQUIRE(results->savePoints().isEmpty());
    }
    // The first seat won both games: 20 points, the champion.
    FinalModel *ranking = final->model();
    REQUIRE(ranking->rowCount() == 4);
    const std::string firstSeat = doc->tournament().player(finalTablePlayers(doc->tournament()).front())->name;
    CHECK(ranking->data(ranking->index(0, FinalModel::Name)).toString() == QString::fromStdString(firstSeat));
    CHECK(ranking->data(ranking->index(0, FinalModel::Points)).toInt() == 20);
    CHECK(ranking->data(ranking->index(0, FinalModel::Tens)).toInt() == 2);
    // Seats 2 and 3 have 12 points each; the ladder (R60: 8s before 4s) cannot split them, so the
    // qualifying rank does.
    CHECK(ranking->data(ranking->index(3, FinalModel::Points)).toInt() == 2);
}

TEST_CASE("R54: a paper result one game cannot give is refused and not pushed", "[ui][results][R54]")
{
    TempTournament tt;
    TournamentDocument *doc = tt.document.get();
    REQUIRE(doc->execute(new ImportPlayersCommand(doc, playersCsv(8))).done());
    REQUIRE(doc->execute(new DrawRoundCommand(doc, 1, 3)).done());
    MainWindow window;
    window.setDocument(std::move(tt.document));
    ResultsPanel *results = window.resultsPanel();
    results->select(GameRef{1, 1, 1});
    const auto spins = results->pointsEntry()->findChildren<QSpinBox *>();
    REQUIRE(spins.size() == 4);
    for (QSpinBox *s : spins)
        s->setValue(10);  // four winners: no game ends like that
    const int before = doc->undoStack()->count();
    CHECK_FALSE(results->savePoints().isEmpty());
    CHECK(doc->undoStack()->count() == before);
    CHECK(doc->tournament().game(1, 1, 1) == nullptr);
}

TEST_CASE("Gift entry: Tab follows the scoresheet from left to right", "[ui][gift][keyboard]")
{
    app();
    GiftEntryWidget entry;
    entry.setTable({"Anna", "Bram", "Cor"}, RuleSet{});
    const QStringList order{
        QStringLiteral("dealer"),      QStringLiteral("spelers"),       QStringLiteral("contract"),
        QStringLiteral("trump"),       QStringLiteral("roem"),          QStringLiteral("points"),
        QStringLiteral("tricks"),      QStringLiteral("won"),           QStringLiteral("irregularity"),
        QStringLiteral("irregularBy"), QStringLiteral("irregularity2"), QStringLiteral("irregularBy2"),
        QStringLiteral("redeal")};
    for (int i = 0; i + 1 < order.size(); ++i) {
        QWidget *w = entry.findChild<QWidget *>(order[i]);
        REQUIRE(w);
        QWidget *next = w->nextInFocusChain();
        // Skip the inner line edit of a combo box, if any.
        while (next && next->focusProxy())
            next = next->nextInFocusChain();
        INFO(order[i].toStdString());
        CHECK(next == entry.findChild<QWidget *>(order[i + 1]));
    }
}
