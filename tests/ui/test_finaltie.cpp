// Items 7 and 8: the final's tie and the lot at the cut in front of the room, and the
// projector. Twelve players, one round of two games where every table gives the same seats the
// same points (R56: 10, 8, 4, 1): three players on 20, three on 16. The fourth final place is
// shared by the three on 16 (R60), so a lot decides it (R61).
#include "uitestsupport.h"

#include "report/csvexport.h"
#include "report/paper.h"
#include "report/report.h"
#include "report/webpage.h"
#include "tournament/finaltie.h"
#include "ui/final/finalmodel.h"
#include "ui/final/finalpanel.h"
#include "ui/standings/projectorwindow.h"
#include "ui/standings/standingsmodel.h"
#include "ui/standings/standingspanel.h"
#include "ui/window/mainwindow.h"

#include <QAbstractButton>
#include <QBrush>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QProcess>
#include <QScreen>
#include <QScrollBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <functional>
#include <memory>

using namespace nkb;
using namespace nkb::ui;
using namespace nkb::ui::test;

namespace {

const QColor kGreen(200, 230, 201);
const QColor kYellow(255, 236, 179);

// A painted paper's text as pdftotext reads its PDF, a row a line; the font's ligatures read as the
// letters a reader sees ("ﬁ" -> "fi", as in "finale").
QString paperText(const report::Paper &paper)
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("paper.pdf"));
    REQUIRE(report::writePaperPdf(paper, path));
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {QStringLiteral("-raw"), path, QStringLiteral("-")});
    REQUIRE(p.waitForFinished(60000));
    REQUIRE(p.exitCode() == 0);
    return QString::fromUtf8(p.readAllStandardOutput())
        .replace(QChar(0xFB01), QStringLiteral("fi"))
        .replace(QChar(0xFB02), QStringLiteral("fl"));
}

std::string name(int sn) { return std::string(sn < 10 ? "P0" : "P") + std::to_string(sn); }

struct Day {
    QTemporaryDir dir;
    std::unique_ptr<MainWindow> window;

    explicit Day(int players = 12, const std::string &club = {}, const std::string &title = "NK Bonaken 2026")
    {
        app();
        TournamentInfo info;
        info.name = title;
        info.rounds = 1;
        QString error;
        auto doc = TournamentDocument::create(dir.filePath(QStringLiteral("nk.bonaken")), info, &error);
        INFO(error.toStdString());
        REQUIRE(doc);
        for (int sn = 1; sn <= players; ++sn)
            REQUIRE(doc->store().addPlayer(NewPlayer{name(sn), club, {}, 1}).ok());
        doc->reload();
        window = std::make_unique<MainWindow>();
        window->setDocument(std::move(doc));
    }
    [[nodiscard]] TournamentDocument *doc() const { return window->document(); }
    [[nodiscard]] const Tournament &t() const { return doc()->tournament(); }
    void points(const GameRef &ref, const std::vector<std::pair<int, int>> &byStartNumber) const
    {
        std::vector<std::pair<std::string, int>> byName;
        for (const auto &[sn, p] : byStartNumber)
            byName.emplace_back(name(sn), p);
        auto r = doc()->store().enterPoints(ref, byName);
        INFO((r ? std::string() : r.error().message));
        REQUIRE(r.ok());
        doc()->reload();
    }
    // The round: tables 1-4, 5-8, 9-12; 1, 5, 9 score 20, and 2, 6, 10 score 16, level across the cut.
    void playRound() const
    {
        REQUIRE(doc()->store().setTables(1, {Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7, 8}}, Table{3, {9, 10, 11, 12}}}).ok());
        doc()->reload();
        for (int table = 1; table <= 3; ++table)
            for (int game = 1; game <= 2; ++game) {
                const int f = 4 * (table - 1);
                points(GameRef{1, table, game}, {{f + 1, 10}, {f + 2, 8}, {f + 3, 4}, {f + 4, 1}});
            }
    }
    // The final after the lot: 1 and 5 each win one game and are second in the other (18, one 10
    // and one 8 each): level on the whole ladder for the title.
    int playTiedFinal() const
    {
        const FinalistsView view = computeFinalists(t());
        REQUIRE(view.finalists.size() == 4);
        const int w = view.finalists.back(); // the lot's winner
        points(GameRef{kFinalRound, 1, 1}, {{1, 10}, {5, 8}, {9, 4}, {w, 1}});
        points(GameRef{kFinalRound, 1, 2}, {{1, 8}, {5, 10}, {9, 1}, {w, 4}});
        return w;
    }
};

// Answers the next modal dialog (message box) by clicking the button with this text; gives up
// after two seconds so that a dialog that never comes fails the test instead of hanging it.
void answerModal(const QString &button, bool *seen)
{
    auto *timer = new QTimer;
    timer->setInterval(10);
    auto tries = std::make_shared<int>(200);
    QObject::connect(timer, &QTimer::timeout, [timer, button, seen, tries] {
        if (--*tries < 0) {
            timer->stop();
            timer->deleteLater();
            return;
        }
        QWidget *dialog = QApplication::activeModalWidget();
        if (!dialog)
            return;
        timer->stop();
        timer->deleteLater();
        *seen = true;
        for (QAbstractButton *b : dialog->findChildren<QAbstractButton *>())
            if (b->text() == button) {
                b->click();
                return;
            }
        dialog->close();
    });
    timer->start();
}

void waitFor(const bool &flag)
{
    for (int i = 0; i < 100 && !flag; ++i)
        QTest::qWait(20);
}

QColor background(const QAbstractItemModel *m, int row)
{
    return m->data(m->index(row, StandingsModel::Name), Qt::BackgroundRole).value<QBrush>().color();
}

int rowOf(const QAbstractItemModel *m, int sn)
{
    for (int r = 0; r < m->rowCount(); ++r)
        if (m->data(m->index(r, StandingsModel::StartNumber)).toInt() == sn)
            return r;
    return -1;
}

} // namespace

TEST_CASE("Issue 19: after the lot at the cut the Klassement tab and the projector show its winner green",
          "[ui][final][lot][R60]")
{
    Day day;
    day.playRound();
    const FinalistsView before = computeFinalists(day.t());
    REQUIRE(before.undecided());
    REQUIRE(before.tie->players == std::vector<int>{2, 6, 10});
    StandingsModel *model = day.window->standingsPanel()->model();
    CHECK(background(model, rowOf(model, 6)) == kYellow);
    // Issue 35: while the lot is pending the finalists above the tie are certain, and green.
    REQUIRE_FALSE(before.finalists.empty());
    {
        auto *waiting = new ProjectorWindow(day.doc());
        const QAbstractItemModel *wall = waiting->standingsView()->model();
        for (const QAbstractItemModel *m : {static_cast<const QAbstractItemModel *>(model), wall})
            for (int sn : before.finalists) {
                INFO("certain finalist " << sn);
                CHECK(background(m, rowOf(m, sn)) == kGreen);
                CHECK(m->data(m->index(rowOf(m, sn), 0), StandingsModel::FinalistRole).toBool());
            }
        delete waiting;
    }

    REQUIRE(day.window->finalPanel()->drawLot().isEmpty());
    const FinalistsView after = computeFinalists(day.t());
    REQUIRE(after.lot);
    const int winner = after.lot->order.front();
    auto *projector = new ProjectorWindow(day.doc());
    const QAbstractItemModel *shown = projector->standingsView()->model();
    for (const QAbstractItemModel *m : {static_cast<const QAbstractItemModel *>(model), shown}) {
        for (int sn : {2, 6, 10}) {
            INFO("start number " << sn);
            CHECK(background(m, rowOf(m, sn)) != kYellow);
            CHECK_FALSE(m->data(m->index(rowOf(m, sn), 0), StandingsModel::TieAtCutRole).toBool());
        }
        CHECK(background(m, rowOf(m, winner)) == kGreen);
    }
    // The room sees the lot: the seed, the drawn order, who goes to the final.
    const QString lot = projector->lotLabel()->text();
    CHECK(lot.contains(QString::number(after.lot->seed)));
    CHECK(lot.contains(QString::fromStdString(name(winner))));
    CHECK(projector->lotLabel()->isVisibleTo(projector));
    delete projector;
}

TEST_CASE("Issue 19: Alt+L on the Finale tab asks before the lot, and No draws nothing", "[ui][final][lot][keyboard]")
{
    Day day;
    day.playRound();
    MainWindow *w = day.window.get();
    w->show();
    QApplication::setActiveWindow(w);
    REQUIRE(QTest::qWaitForWindowActive(w));
    w->tabs()->setCurrentWidget(w->finalPanel());
    auto *lotButton = [&]() -> QAbstractButton * {
        for (QAbstractButton *b : w->finalPanel()->findChildren<QAbstractButton *>())
            if (b->text().startsWith(QStringLiteral("&Loting")))
                return b;
        return nullptr;
    }();
    REQUIRE(lotButton);
    REQUIRE(lotButton->isEnabled());

    bool asked = false;
    answerModal(QStringLiteral("&Niet nu"), &asked);
    lotButton->click();
    CHECK(asked);
    // Alt+L with the Finale tab showing, the box answered with `answer`: was it asked?
    auto altL = [w](const QString &answer) {
        bool seen = false;
        answerModal(answer, &seen);
        QApplication::setActiveWindow(w);
        REQUIRE(QTest::qWaitForWindowActive(w));
        QTest::keyClick(w, Qt::Key_L, Qt::AltModifier);
        waitFor(seen); // a button's Alt letter clicks after Qt's 100 ms press animation
        return seen;
    };
    CHECK(altL(QStringLiteral("&Niet nu")));
    CHECK(day.t().lots.empty());
    CHECK(altL(QStringLiteral("&Loten")));
    CHECK(day.t().lots.size() == 1);
}

TEST_CASE("Issue 19: a tie for the title is 1= everywhere until the director settles it, then says how",
          "[ui][final][finaltie][R61]")
{
    Day day;
    day.playRound();
    REQUIRE(day.window->finalPanel()->drawLot().isEmpty());
    day.playTiedFinal();
    FinalPanel *final = day.window->finalPanel();
    FinalModel *m = final->model();
    REQUIRE(m->rowCount() == 4);
    CHECK(m->data(m->index(0, FinalModel::Rank)).toString() == QStringLiteral("1="));
    CHECK(m->data(m->index(1, FinalModel::Rank)).toString() == QStringLiteral("1="));
    CHECK(final->championText().isEmpty());
    CHECK(final->finalTieText().contains(QStringLiteral("P01 en P05")));
    CHECK(final->finalTieText().contains(QStringLiteral("een beslissingsspel"))); // the default
    // PDF (read back as the printer gets it), web page and CSV say the same.
    const Tournament &t = day.t();
    const QString pdf = paperText(report::standingsPaper(t));
    CHECK(pdf.contains(QStringLiteral("\n1= ")));
    CHECK(pdf.simplified().contains(QStringLiteral("Gelijk op plaats 1 in de finale")));
    CHECK(report::standingsPage(t).contains(QStringLiteral("<td>1=</td>")));
    CHECK(QString::fromUtf8(report::finalCsv(t)).contains(QStringLiteral("1=")));
    // The projector shows the final, not yet a champion.
    auto *projector = new ProjectorWindow(day.doc());
    CHECK(projector->finalView()->isVisibleTo(projector));
    CHECK_FALSE(projector->standingsView()->isVisibleTo(projector));
    CHECK_FALSE(projector->championLabel()->isVisibleTo(projector));
    CHECK(projector->finalTieLabel()->text().contains(QStringLiteral("1=")));

    SECTION("the deciding game: the director records its winner")
    {
        CHECK_FALSE(final->settleFinalTie(9, 0).isEmpty()); // 9 is not level for the title
        const QString refusal = final->settleFinalTie(5, 0);
        INFO(refusal.toStdString());
        REQUIRE(refusal.isEmpty());
        const auto loaded = day.doc()->store().load();
        REQUIRE(loaded.ok());
        CHECK(loaded->finalDecision.has_value());
        CHECK(day.t().finalDecision.has_value());
        CHECK(final->championText() == QStringLiteral("Nederlands kampioen Bonaken: P05"));
        CHECK(m->data(m->index(0, FinalModel::Rank)).toString() == QStringLiteral("1"));
        CHECK(final->finalTieText().contains(QStringLiteral("gewonnen door P05")));
        CHECK(projector->championLabel()->isVisibleTo(projector));
        CHECK(projector->championLabel()->text().contains(QStringLiteral("P05")));
        CHECK(QString::fromUtf8(report::finalCsv(day.t())).contains(QStringLiteral("kampioen")));
        // One undoable change: Ctrl+Z puts the tie back.
        day.doc()->undoStack()->undo();
        CHECK(final->championText().isEmpty());
    }
    SECTION("the qualifying rank, as the organisation chose beforehand")
    {
        REQUIRE(day.doc()->store().setFinalTieRule(FinalTieRule::QualifyingRank).ok());
        day.doc()->reload();
        // Both scored 20 in the round with two 10s: level in qualifying too, it cannot decide.
        CHECK_FALSE(final->settleFinalTie(std::nullopt, 0).isEmpty());
        CHECK(final->championText().isEmpty());
    }
    SECTION("a lot")
    {
        REQUIRE(day.doc()->store().setFinalTieRule(FinalTieRule::Lot).ok());
        day.doc()->reload();
        REQUIRE(final->settleFinalTie(std::nullopt, 42).isEmpty());
        const int champion = drawLotOrder({1, 5}, 42).front();
        CHECK(final->championText().endsWith(QString::fromStdString(name(champion))));
        CHECK(final->finalTieText().contains(QStringLiteral("zaad 42")));
        CHECK(report::standingsPage(day.t()).contains(QStringLiteral("zaad 42")));
    }
    delete projector;
}

TEST_CASE("Issue 19: the projector fits the screen whatever its header says", "[ui][projector]")
{
    Day day(12, "Bonaakvereniging De Vrolijke Troefboeren uit Leimuiden en omstreken",
            "Nederlands Kampioenschap Bonaken 2026 in Partycentrum Keijzer te Leimuiden");
    day.playRound();
    auto *projector = new ProjectorWindow(day.doc());
    projector->showFullScreen();
    REQUIRE(QTest::qWaitForWindowExposed(projector));
    const int screenWidth = projector->screen()->geometry().width();
    // A longer header never asks for a window wider than the screen (openbox then drops full screen).
    CHECK(projector->minimumSizeHint().width() <= screenWidth);
    CHECK(projector->width() <= screenWidth);
    // Every column is on the screen, the last one (Finale) too.
    QTableView *view = projector->standingsView();
    const int last = StandingsModel::Final;
    CHECK(view->columnViewportPosition(last) + view->columnWidth(last) <= view->viewport()->width());
    CHECK(view->columnWidth(StandingsModel::Games) >= view->horizontalHeader()->sectionSizeHint(StandingsModel::Games) - 1);
    delete projector;
}

TEST_CASE("Issue 19: the projector scrolls whole rows, none half under the header", "[ui][projector]")
{
    Day day(60);
    auto *projector = new ProjectorWindow(day.doc());
    projector->resize(800, 600);
    projector->show();
    REQUIRE(QTest::qWaitForWindowExposed(projector));
    QTableView *view = projector->standingsView();
    bool scrolled = false;
    for (int tick = 0; tick < 400; ++tick) {
        projector->step();
        if (view->verticalScrollBar()->value() == 0)
            continue;
        scrolled = true;
        const int top = view->rowAt(0);
        INFO("tick " << tick);
        REQUIRE(view->rowViewportPosition(top) == 0);
    }
    CHECK(scrolled);
    delete projector;
}
