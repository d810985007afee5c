// No window has two controls on one Alt letter (Alt+T twice in Deelnemers swallowed the
// first word of a name). Walks every tab of the main window with its menu bar and tab bar, and
// every dialog, and fails on a clash, naming both controls.
#include "uitestsupport.h"

#include "ui/players/carrydialog.h"
#include "ui/players/csvimportdialog.h"
#include "ui/window/csvexportdialog.h"
#include "ui/players/playerdialog.h"
#include "ui/window/mainwindow.h"
#include "ui/publish/publishdialog.h"
#include "ui/window/newtournamentdialog.h"
#include "ui/widgets/settings.h"

#include <QAbstractButton>
#include <QGroupBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QTabBar>
#include <QTabWidget>

#include <map>

using namespace nkb;
using namespace nkb::ui;
using namespace nkb::ui::test;

namespace {

// The Alt letter of a text ("Speler &toevoegen" -> 't'), or 0.
QChar mnemonic(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&'))
            continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i;
            continue;
        }
        return text[i + 1].toLower();
    }
    return {};
}

using Letters = std::multimap<QChar, QString>;

void add(Letters &letters, const QString &text)
{
    const QChar m = mnemonic(text);
    if (!m.isNull())
        letters.emplace(m, text);
}

// What can be reached with Alt in `top` as it is shown now: visible buttons, labels with a
// buddy, group boxes, tab bars.
void collect(QWidget *top, Letters &letters)
{
    const auto buttons = top->findChildren<QAbstractButton *>();
    for (QAbstractButton *b : buttons)
        if (b->isVisibleTo(top))
            add(letters, b->text());
    const auto labels = top->findChildren<QLabel *>();
    for (QLabel *l : labels)
        if (l->buddy() && l->isVisibleTo(top))
            add(letters, l->text());
    const auto boxes = top->findChildren<QGroupBox *>();
    for (QGroupBox *g : boxes)
        if (g->isVisibleTo(top))
            add(letters, g->title());
    const auto bars = top->findChildren<QTabBar *>();
    for (QTabBar *bar : bars)
        if (bar->isVisibleTo(top))
            for (int i = 0; i < bar->count(); ++i)
                add(letters, bar->tabText(i));
}

// "t: 'Speler &toevoegen' and '&Terugtrekken…'" for every letter used twice.
QStringList clashes(const Letters &letters)
{
    QStringList out;
    for (auto it = letters.begin(); it != letters.end();) {
        const auto range = letters.equal_range(it->first);
        if (std::distance(range.first, range.second) > 1) {
            QStringList texts;
            for (auto j = range.first; j != range.second; ++j)
                texts << QStringLiteral("'%1'").arg(j->second);
            out << QStringLiteral("%1: %2").arg(it->first, texts.join(QStringLiteral(" and ")));
        }
        it = range.second;
    }
    return out;
}

} // namespace

TEST_CASE("Every tab of the main window has each Alt letter once, menus and tabs included", "[ui][keyboard]")
{
    TempTournament tt;
    MainWindow window;
    window.setDocument(std::move(tt.document));
    window.show();
    QTabWidget *tabs = window.tabs();
    for (int i = 0; i < tabs->count(); ++i) {
        tabs->setCurrentIndex(i);
        Letters letters;
        for (QAction *menu : window.menuBar()->actions())
            add(letters, menu->text());
        collect(&window, letters);
        INFO("tab " << tabs->tabText(i).toStdString());
        CHECK(clashes(letters).join(QStringLiteral("; ")).toStdString() == "");
    }
    // Inside each menu, each letter once too.
    for (QAction *menuAction : window.menuBar()->actions()) {
        Letters letters;
        if (QMenu *menu = menuAction->menu())
            for (QAction *a : menu->actions())
                add(letters, a->text());
        INFO("menu " << menuAction->text().toStdString());
        CHECK(clashes(letters).join(QStringLiteral("; ")).toStdString() == "");
    }
}

TEST_CASE("The start page has each Alt letter once, with the offers to go on and to connect again",
          "[ui][keyboard]")
{
    OwnSettings own;
    TempTournament tt;
    settings::ServerFields server;
    server.host = QStringLiteral("zaal-laptop");
    settings::setLastServer(server);
    settings::setOpenFile({tt.document->path(), QStringLiteral("Test NK")});
    MainWindow window;
    window.show();
    Letters letters;
    for (QAction *menu : window.menuBar()->actions())
        add(letters, menu->text());
    collect(&window, letters);
    CHECK(letters.size() >= 7); // the menus, new, open, go on, connect again
    CHECK(clashes(letters).join(QStringLiteral("; ")).toStdString() == "");
}

TEST_CASE("Every dialog has each Alt letter once", "[ui][keyboard]")
{
    TempTournament tt;
    std::vector<std::unique_ptr<QWidget>> dialogs;
    dialogs.push_back(std::make_unique<NewTournamentDialog>());
    dialogs.push_back(std::make_unique<PlayerDialog>(nullptr, QStringLiteral("Speler toevoegen")));
    dialogs.push_back(std::make_unique<PlayerDialog>(nullptr, QStringLiteral("Laat instromen"), 2, 5));
    dialogs.push_back(std::make_unique<CsvImportDialog>(tt.document.get(), QString()));
    dialogs.push_back(std::make_unique<CarryDialog>(tt.document.get(), QString()));
    dialogs.push_back(std::make_unique<CsvExportDialog>(tt.document->tournament()));
    dialogs.push_back(std::make_unique<PublishDialog>(tt.document.get(), nullptr));
    for (const auto &dialog : dialogs) {
        dialog->show();
        Letters letters;
        collect(dialog.get(), letters);
        INFO("dialog " << dialog->metaObject()->className() << " " << dialog->windowTitle().toStdString());
        CHECK(clashes(letters).join(QStringLiteral("; ")).toStdString() == "");
        dialog->hide();
    }
}

TEST_CASE("The clash finder itself finds a clash", "[ui][keyboard]")
{
    Letters letters;
    add(letters, QStringLiteral("Speler &toevoegen"));
    add(letters, QStringLiteral("&Terugtrekken…"));
    add(letters, QStringLiteral("R&&D &afdrukken"));
    CHECK(clashes(letters) == QStringList{QStringLiteral("t: 'Speler &toevoegen' and '&Terugtrekken…'")});
    CHECK(mnemonic(QStringLiteral("R&&D &afdrukken")) == QLatin1Char('a'));
}

TEST_CASE("Every label with an Alt letter has a buddy, so it shows no literal ampersand", "[ui][keyboard]")
{
    TempTournament tt;
    std::vector<std::unique_ptr<QWidget>> dialogs;
    dialogs.push_back(std::make_unique<NewTournamentDialog>());
    dialogs.push_back(std::make_unique<PlayerDialog>(nullptr, QStringLiteral("Speler toevoegen")));
    dialogs.push_back(std::make_unique<CsvImportDialog>(tt.document.get(), QString()));
    dialogs.push_back(std::make_unique<CsvExportDialog>(tt.document->tournament()));
    dialogs.push_back(std::make_unique<PublishDialog>(tt.document.get(), nullptr));
    for (const auto &dialog : dialogs) {
        dialog->show();
        for (const QLabel *label : dialog->findChildren<QLabel *>()) {
            if (mnemonic(label->text()).isNull())
                continue;
            INFO("dialog " << dialog->metaObject()->className() << ", label " << label->text().toStdString());
            CHECK(label->buddy() != nullptr);
        }
        dialog->hide();
    }
}
