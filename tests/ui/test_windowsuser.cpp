// As a Windows user expects (issue 38): a new tournament in a folder that is not there yet, paths
// shown with the platform's separators, Ctrl+Q, "Verder met <toernooi>" after a crash, and the
// title of a restored backup.
#include "uitestsupport.h"

#include "ui/document/autobackup.h"
#include "ui/widgets/settings.h"
#include "ui/widgets/shownpath.h"
#include "ui/window/helpmenu.h"
#include "ui/window/mainwindow.h"
#include "ui/window/newtournamentdialog.h"
#include "ui/window/tournamentabout.h"
#include "ui/window/welcomepage.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QKeySequence>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QShortcut>
#include <QTimer>

using namespace nkb;
using namespace nkb::ui;
using namespace nkb::ui::test;

namespace {

// Paths shown as Windows shows them, on any platform, while it lives.
struct WindowsSeparators {
    WindowsSeparators() { setShownSeparator(QLatin1Char('\\')); }
    ~WindowsSeparators() { setShownSeparator(QDir::separator()); }
    WindowsSeparators(const WindowsSeparators &) = delete;
    WindowsSeparators &operator=(const WindowsSeparators &) = delete;
};

QLineEdit *field(const QWidget &dialog, const char *name)
{
    return dialog.findChild<QLineEdit *>(QLatin1String(name));
}

// The questions a test answers, by name, and what they said.
struct Answers {
    std::map<QString, Question::Role> roles;
    QStringList asked;
    QStringList told;
    Answering answering{[this](const Question &q) -> std::optional<int> {
        if (q.onlyInforms()) {
            told << q.text();
            return 0;
        }
        asked << q.text();
        if (const auto it = roles.find(q.name()); it != roles.end())
            return q.button(it->second);
        return std::nullopt;
    }};
};

} // namespace

TEST_CASE("New tournament in a folder that is not there: made when the director says so", "[ui][issue38]")
{
    app();
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("Toernooien/NK 2026"));
    const QString file = folder + QStringLiteral("/NK-2026.bonaken");
    NewTournamentDialog dialog;
    dialog.show();
    field(dialog, "name")->setText(QStringLiteral("NK Leimuiden"));
    field(dialog, "venue")->setText(QStringLiteral("Café De Troef"));
    field(dialog, "path")->setText(shownPath(file));
    Answers answers;

    SECTION("Not made: the form stays open with everything typed, and nothing is made")
    {
        answers.roles[QStringLiteral("makeFolder")] = QMessageBox::NoRole;
        dialog.accept();
        CHECK(answers.asked == QStringList{QStringLiteral("De map %1 bestaat niet. Aanmaken?").arg(shownPath(folder))});
        CHECK(dialog.isVisible());
        CHECK(dialog.result() != QDialog::Accepted);
        CHECK(field(dialog, "name")->text() == QStringLiteral("NK Leimuiden"));
        CHECK(field(dialog, "venue")->text() == QStringLiteral("Café De Troef"));
        CHECK(field(dialog, "path")->text() == shownPath(file));
        CHECK_FALSE(QFileInfo::exists(dir.filePath(QStringLiteral("Toernooien"))));
        CHECK_FALSE(dialog.takeDocument());
    }
    SECTION("Made: the folders and the tournament, and the dialog closes")
    {
        answers.roles[QStringLiteral("makeFolder")] = QMessageBox::YesRole;
        dialog.accept();
        CHECK(answers.asked.size() == 1);
        CHECK(answers.told.isEmpty());
        CHECK(dialog.result() == QDialog::Accepted);
        CHECK_FALSE(dialog.isVisible());
        const auto document = dialog.takeDocument();
        REQUIRE(document);
        CHECK(QFileInfo(document->path()).absoluteFilePath() == QFileInfo(file).absoluteFilePath());
        CHECK(document->tournament().info.name == "NK Leimuiden");
        CHECK(document->tournament().info.venue == "Café De Troef");
        CHECK(QFileInfo::exists(file));
    }
}

TEST_CASE("New tournament refused: the form stays open with what was typed, the window opens nothing",
          "[ui][issue38]")
{
    OwnSettings own;
    QTemporaryDir dir;
    const QString taken = dir.filePath(QStringLiteral("NK-2026.bonaken"));
    {
        TournamentInfo info;
        info.name = "Er al";
        QString error;
        REQUIRE(TournamentDocument::create(taken, info, &error));
    }
    MainWindow window;
    window.show();
    Answers answers;
    bool stayedOpen = false;
    QString nameAfter;
    QString venueAfter;
    // The dialog as Bestand → Nieuw toernooi… opens it: a file that is there already, OK.
    QTimer::singleShot(0, &window, [&] {
        auto *dialog = qobject_cast<NewTournamentDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return; // the checks below fail
        field(*dialog, "name")->setText(QStringLiteral("NK Leimuiden"));
        field(*dialog, "venue")->setText(QStringLiteral("Café De Troef"));
        field(*dialog, "path")->setText(shownPath(taken));
        dialog->accept();
        stayedOpen = dialog->isVisible();
        nameAfter = field(*dialog, "name")->text();
        venueAfter = field(*dialog, "venue")->text();
        dialog->reject();
    });
    QAction *newAction = nullptr;
    for (QAction *a : window.menuBar()->actions().front()->menu()->actions())
        if (a->text() == QStringLiteral("&Nieuw toernooi…"))
            newAction = a;
    REQUIRE(newAction);
    newAction->trigger();
    CHECK(stayedOpen);
    CHECK(nameAfter == QStringLiteral("NK Leimuiden"));
    CHECK(venueAfter == QStringLiteral("Café De Troef"));
    CHECK(answers.told == QStringList{QStringLiteral("Het bestand %1 bestaat al.").arg(shownPath(taken))});
    CHECK_FALSE(window.document());
}

TEST_CASE("Paths are shown as the platform writes them, through one function", "[ui][issue38]")
{
    app();
    // The function itself: QDir::toNativeSeparators, and typed paths back to Qt's '/'.
    for (const QString &path : {QStringLiteral("C:/Users/Anke/Documents/NK-2026.bonaken"),
                                QStringLiteral("/home/anke/NK 2026/NK.bonaken"), QStringLiteral("E:/")}) {
        CHECK(shownPath(path) == QDir::toNativeSeparators(path));
        CHECK(typedPath(shownPath(path)) == path);
    }
    WindowsSeparators windows;
    CHECK(shownPath(QStringLiteral("C:/Users/Anke/NK-2026.bonaken")) == QStringLiteral("C:\\Users\\Anke\\NK-2026.bonaken"));
    CHECK(shownPath(QStringLiteral("E:/")) == QStringLiteral("E:\\"));
    CHECK(typedPath(QStringLiteral("C:\\Toernooien\\NK.bonaken")) == QStringLiteral("C:/Toernooien/NK.bonaken"));

    // The places that show a path, as Windows shows them.
    OwnSettings own;
    TempTournament tt;
    const QString path = tt.document->path();
    const QString shown = QString(QFileInfo(path).absoluteFilePath()).replace(QLatin1Char('/'), QLatin1Char('\\'));
    settings::addRecentFile(path);
    {
        WelcomePage page;
        const auto *list = page.findChild<QListWidget *>();
        REQUIRE(list);
        REQUIRE(list->count() == 1);
        CHECK(list->item(0)->text().endsWith(shown));
        CHECK(list->item(0)->data(Qt::UserRole).toString() == QFileInfo(path).absoluteFilePath());
    }
    CHECK(tournamentAboutText(*tt.document).contains(QStringLiteral("Bestand: ") + shown));
    {
        // Bestand → Recente bestanden.
        MainWindow window;
        auto *recent = window.findChild<QMenu *>(QStringLiteral("recent"));
        REQUIRE(recent);
        emit recent->aboutToShow();
        REQUIRE(recent->actions().size() == 1);
        CHECK(recent->actions().front()->text().endsWith(shown));
    }
    {
        // The new tournament's file field shows the folder as Windows does and gives Qt's path back.
        NewTournamentDialog dialog;
        CHECK(field(dialog, "path")->text().startsWith(
            QString(QFileInfo(path).absolutePath()).replace(QLatin1Char('/'), QLatin1Char('\\'))));
        CHECK_FALSE(field(dialog, "path")->text().contains(QLatin1Char('/')));
        field(dialog, "path")->setText(QStringLiteral("C:\\Toernooien\\NK.bonaken"));
        CHECK(dialog.path() == QStringLiteral("C:/Toernooien/NK.bonaken"));
    }
    QString error;
    CHECK_FALSE(TournamentDocument::create(path, TournamentInfo{}, &error));
    CHECK(error == QStringLiteral("Het bestand %1 bestaat al.").arg(QString(path).replace(QLatin1Char('/'), QLatin1Char('\\'))));
    // A restore that cannot overwrite names the file.
    CHECK(restoreBackup(path, path).contains(QString(path).replace(QLatin1Char('/'), QLatin1Char('\\'))));
}

TEST_CASE("Bestand → Afsluiten has Ctrl+Q on every platform, and no other action takes it", "[ui][issue38][keyboard]")
{
    TempTournament tt;
    MainWindow window;
    window.setDocument(std::move(tt.document));
    auto *quit = window.findChild<QAction *>(QStringLiteral("quit"));
    REQUIRE(quit);
    const QKeySequence ctrlQ(Qt::CTRL | Qt::Key_Q);
    CHECK(quit->shortcut() == ctrlQ);
    for (const QKeySequence &platform : QKeySequence::keyBindings(QKeySequence::Quit))
        CHECK(quit->shortcuts().contains(platform));
    for (const QAction *a : window.findChildren<QAction *>())
        if (a != quit) {
            INFO(a->text().toStdString());
            CHECK_FALSE(a->shortcuts().contains(ctrlQ));
        }
    for (const QShortcut *s : window.findChildren<QShortcut *>())
        CHECK(s->key() != ctrlQ);
}

TEST_CASE("After a crash the start page offers the tournament that was open", "[ui][issue38]")
{
    OwnSettings own;
    TempTournament tt;
    const QString path = QFileInfo(tt.document->path()).absoluteFilePath();
    auto crashed = std::make_unique<MainWindow>();
    crashed->setDocument(std::move(tt.document));
    // Marked open while it is open.
    CHECK(settings::openFile().path == path);
    CHECK(settings::openFile().name == QStringLiteral("Test NK"));

    SECTION("Not closed (a crash, a power cut): the next start offers it first")
    {
        // The program starts again while the first one never closed (its marker still there).
        MainWindow next;
        next.show();
        WelcomePage *page = next.findChild<WelcomePage *>();
        REQUIRE(page);
        QPushButton *resume = page->resumeButton();
        REQUIRE(resume);
        CHECK(resume->isVisibleTo(&next));
        CHECK(resume->text() == QStringLiteral("Ver&der met Test NK"));
        CHECK(resume->isDefault());
        crashed.reset(); // let go of the file before it opens here
        resume->click();
        REQUIRE(next.document());
        CHECK(QFileInfo(next.document()->path()).absoluteFilePath() == path);
        CHECK(settings::openFile().path == path); // open again, marked again
    }
    SECTION("Closed as it should: nothing is offered at the next start")
    {
        crashed.reset();
        CHECK(settings::openFile().path.isEmpty());
        MainWindow next;
        next.show();
        CHECK_FALSE(next.findChild<WelcomePage *>()->resumeButton()->isVisibleTo(&next));
    }
    SECTION("A file that is gone is not offered")
    {
        settings::setOpenFile({path + QStringLiteral(".weg"), QStringLiteral("Weg")});
        MainWindow next;
        next.show();
        CHECK_FALSE(next.findChild<WelcomePage *>()->resumeButton()->isVisibleTo(&next));
    }
}

TEST_CASE("A restored backup's window title names the restored file, not the original", "[ui][issue38]")
{
    OwnSettings own;
    TempTournament tt;
    const QString backup = tt.dir.filePath(QStringLiteral("back-up.bonaken"));
    REQUIRE(tt.document->saveCopy(backup).isEmpty());
    MainWindow window;
    window.setDocument(std::move(tt.document));
    const QString original = window.windowTitle();
    CHECK(original.contains(QStringLiteral("test.bonaken")));
    const QString target = tt.dir.filePath(QStringLiteral("test hersteld.bonaken"));
    REQUIRE(openRestored(&window, backup, target).isEmpty());
    REQUIRE(window.document());
    CHECK(window.document()->path() == target);
    CHECK(window.windowTitle() != original);
    CHECK(window.windowTitle() == QStringLiteral("test hersteld.bonaken — Test NK — NK Bonaken"));
}
