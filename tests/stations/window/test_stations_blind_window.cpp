// Double entry keeps the second station blind (item 6): after another station's first
// entry, nothing the second station can see shows its points before it has entered its own: every
// text of its window (status bar, the live refresh's message, labels, lists, tables, tooltips) and
// what a second command-line station prints (undo --list in text and JSON, standings).
#include "resultsdesk.h"
#include "stationswindow.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QPlainTextEdit>
#include <QStatusBar>
#include <QTabWidget>
#include <QTextEdit>

using namespace nkb;
using namespace nkb::ui;
using namespace nkb::ui::test;
using namespace nkbtest;

namespace {

// The first entry's points in every form the program writes points in.
const std::vector<std::string> kFirstEntry{"Anna=10", "Bram=8", "Cor=4", "Dirk=1", "10/8/4/1",
                                           "Anna 10", "Bram 8", "\"Anna\": 10", "\"Anna\":10"};

void addModel(QStringList &texts, const QAbstractItemModel *model, const QModelIndex &parent = {})
{
    if (!model)
        return;
    for (int col = 0; col < model->columnCount(parent); ++col)
        for (int role : {Qt::DisplayRole, Qt::ToolTipRole})
            texts << model->headerData(col, Qt::Horizontal, role).toString();
    for (int row = 0; row < model->rowCount(parent); ++row)
        for (int col = 0; col < model->columnCount(parent); ++col) {
            const QModelIndex index = model->index(row, col, parent);
            for (int role : {Qt::DisplayRole, Qt::ToolTipRole, Qt::StatusTipRole, Qt::WhatsThisRole})
                texts << index.data(role).toString();
            if (col == 0 && model->hasChildren(index))
                addModel(texts, model, index);
        }
}

// Every text a person at this window can see or hover over.
QStringList windowTexts(QMainWindow &window)
{
    QStringList texts{window.windowTitle(), window.statusBar()->currentMessage()};
    const QList<QWidget *> widgets = window.findChildren<QWidget *>();
    for (QWidget *w : widgets) {
        texts << w->toolTip() << w->statusTip() << w->whatsThis() << w->windowTitle();
        if (auto *label = qobject_cast<QLabel *>(w))
            texts << label->text();
        if (auto *button = qobject_cast<QAbstractButton *>(w))
            texts << button->text();
        if (auto *edit = qobject_cast<QLineEdit *>(w))
            texts << edit->text() << edit->placeholderText();
        if (auto *edit = qobject_cast<QTextEdit *>(w))
            texts << edit->toPlainText();
        if (auto *edit = qobject_cast<QPlainTextEdit *>(w))
            texts << edit->toPlainText();
        if (auto *combo = qobject_cast<QComboBox *>(w))
            addModel(texts, combo->model());
        if (auto *tabs = qobject_cast<QTabWidget *>(w))
            for (int i = 0; i < tabs->count(); ++i)
                texts << tabs->tabText(i) << tabs->tabToolTip(i);
        if (auto *view = qobject_cast<QAbstractItemView *>(w))
            addModel(texts, view->model());
    }
    const QList<QAction *> actions = window.findChildren<QAction *>();
    for (QAction *a : actions)
        texts << a->text() << a->toolTip() << a->statusTip();
    return texts;
}

void checkBlind(const std::string &what, const std::string &text)
{
    for (const std::string &points : kFirstEntry) {
        INFO(what << " shows the first entry (" << points << "): " << text);
        CHECK(text.find(points) == std::string::npos);
    }
}

void blindSecondStation(const std::string &location)
{
    seatPlayers(location, {"Anna", "Bram", "Cor", "Dirk"}, {Table{1, {1, 2, 3, 4}}}, true);
    Desk desk(QString::fromStdString(location));
    // Zaal-2 enters first; the window hears of it without a click.
    const Finished first = otherStation(location, 1, 1, "Anna=10,Bram=8,Cor=4,Dirk=1");
    INFO(first.err);
    REQUIRE(first.exitCode == 0);
    waitFor([&] {
        return desk.window->statusBarMessage().contains(QStringLiteral("Zaal-2")) &&
               desk.doc()->waitingForSecondEntry() == 1;
    });
    REQUIRE(desk.doc()->waitingForSecondEntry() == 1);
    CHECK(desk.window->statusBarMessage().contains(QStringLiteral("Bijgewerkt door Zaal-2")));
    // The live refresh's message names the game and the station, never the points.
    CHECK(desk.window->statusBarMessage().contains(QStringLiteral("Eerste invoer ronde 1 tafel 1 spel 1")));
    desk.results()->select(GameRef{1, 1, 1});
    QTest::qWait(50);
    for (const QString &text : windowTexts(*desk.window))
        checkBlind("the second station's window", text.toStdString());

    // A second station on the command line: its undo --list and standings.
    for (const QStringList &command :
         {QStringList{QStringLiteral("undo"), QStringLiteral("--list")},
          QStringList{QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("undo"), QStringLiteral("--list")},
          QStringList{QStringLiteral("standings")},
          QStringList{QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("standings")}}) {
        QStringList args{QStringLiteral("--db"), QString::fromStdString(location), QStringLiteral("--station"),
                         QStringLiteral("Zaal-3")};
        args << command;
        const Finished seen = runCliProcess(args);
        INFO(seen.err);
        CHECK(seen.exitCode == 0);
        checkBlind("nk-bonaken-cli " + command.join(QLatin1Char(' ')).toStdString(), seen.out + seen.err);
    }
}

} // namespace

TEST_CASE("Stations window: double entry in a file, the second station sees no points of the first entry",
          "[stations][doubleentry][window][blind]")
{
    QTemporaryDir dir;
    blindSecondStation(filePath(dir, "NK.bonaken"));
}

TEST_CASE("Stations window: double entry on a server, the second station sees no points of the first entry",
          "[stations][doubleentry][window][blind]")
{
    blindSecondStation(serverDatabase());
}
