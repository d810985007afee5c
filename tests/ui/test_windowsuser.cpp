// As a Windows user expects (issue 38): paths shown with the platform's separators.
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

} // namespace

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
    QString error;
    CHECK_FALSE(TournamentDocument::create(path, TournamentInfo{}, &error));
    CHECK(error == QStringLiteral("Het bestand %1 bestaat al.").arg(QString(path).replace(QLatin1Char('/'), QLatin1Char('\\'))));
    // A restore that cannot overwrite names the file.
    CHECK(restoreBackup(path, path).contains(QString(path).replace(QLatin1Char('/'), QLatin1Char('\\'))));
}
