#include "ui/window/helpmenu.h"
#include "ui/widgets/shownpath.h"

#include "ui/document/autobackup.h"
#include "ui/document/tournamentdocument.h"
#include "ui/widgets/filedialogs.h"
#include "ui/widgets/question.h"
#include "ui/window/logbook.h"
#include "ui/widgets/settings.h"
#include "ui/window/mainwindow.h"

#include "nkb_version.h"

#include <QAction>
#include <QCoreApplication>
#include <QDateTime>
#include <QDialog>
#include <QDir>
#include <QFileInfo>
#include <QImageReader>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSqlDatabase>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QUrl>
#include <QVBoxLayout>

#include <utility>
#include <vector>

namespace nkb::ui {

namespace {

// The texts' context, as lupdate files them: a free function named tr() in a namespace is filed
// under the namespace ("nkb::ui"), so its English was never found at run time.
struct HelpMenu {
    Q_DECLARE_TR_FUNCTIONS(HelpMenu)
};

// The Handleiding's pictures are screenshots of 1366 px: shown at most `width` wide, so the whole
// screen fits in the window without scrolling sideways.
void fitPictures(QTextDocument *document, const QDir &folder, int width)
{
    std::vector<std::pair<QTextFragment, QTextImageFormat>> pictures;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it)
            if (it.fragment().charFormat().isImageFormat())
                pictures.emplace_back(it.fragment(), it.fragment().charFormat().toImageFormat());
    for (auto &[fragment, format] : pictures) {
        const QSize size = QImageReader(folder.filePath(format.name())).size();
        if (!size.isValid() || size.width() <= width)
            continue;
        format.setWidth(width);
        format.setHeight(static_cast<double>(size.height()) * width / size.width());
        QTextCursor cursor(document);
        cursor.setPosition(fragment.position());
        cursor.setPosition(fragment.position() + fragment.length(), QTextCursor::KeepAnchor);
        cursor.setCharFormat(format);
    }
}

} // namespace

QString dataFile(const QString &relative)
{
    QStringList roots{QCoreApplication::applicationDirPath() + QStringLiteral("/../share/nk-bonaken"),
                      QCoreApplication::applicationDirPath() + QStringLiteral("/share/nk-bonaken")};
#ifdef NKB_BUILD_DATA_DIR
    roots << QStringLiteral(NKB_BUILD_DATA_DIR); // before installation: the build tree
#endif
    for (const QString &root : roots) {
        const QFileInfo info(QDir(root).filePath(relative));
        if (info.exists())
            return info.canonicalFilePath();
    }
    return {};
}

QString aboutText()
{
    // Several stations need Qt's PostgreSQL driver: the Debian package recommends it, the Windows
    // build carries it with libpq and OpenSSL (scripts/windows-libpq.sh); a build without says so.
    const QString stations =
        QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL"))
            ? HelpMenu::tr("<p>Meerdere invoerstations op een PostgreSQL-server: beschikbaar.</p>")
            : HelpMenu::tr("<p>Meerdere invoerstations op een PostgreSQL-server: niet in deze versie "
                           "(het PostgreSQL-stuurprogramma van Qt ontbreekt). Alles op één laptop met "
                           "het toernooibestand werkt volledig.</p>");
    return HelpMenu::tr(
               "<h3>NK Bonaken %1</h3>"
               "<p>Het Nederlands Kampioenschap Bonaken leiden: deelnemers, loting, uitslagen volgens het "
               "NK-reglement, klassement en finale.</p>"
               "<p>Vrije software onder de GNU General Public License, versie 3 of later "
               "(GPL-3.0-or-later). U mag het programma gebruiken, doorgeven en aanpassen; er is geen "
               "garantie.</p>"
               "<p><a href=\"%2\">%2</a></p>"
               "<p>Gebouwd met Qt %3 (nu in gebruik: Qt %4).</p>")
               .arg(QString::fromLatin1(kVersion), QString::fromLatin1(kHomepage),
                    QStringLiteral(QT_VERSION_STR), QString::fromLatin1(qVersion())) +
           stations;
}

QWidget *showManual(QWidget *parent)
{
    const QString readme = dataFile(QStringLiteral("handleiding/README.md"));
    if (readme.isEmpty()) {
        Question::inform(parent, QStringLiteral("manualMissing"), QMessageBox::Warning,
                         HelpMenu::tr("Handleiding"),
                         HelpMenu::tr("De handleiding is niet meegeïnstalleerd."));
        return nullptr;
    }
    auto *dialog = new QDialog(parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(HelpMenu::tr("Handleiding — NK Bonaken"));
    auto *browser = new QTextBrowser(dialog);
    browser->setObjectName(QStringLiteral("handleiding"));
    browser->setOpenExternalLinks(true);
    browser->setSearchPaths({QFileInfo(readme).absolutePath()});
    browser->setSource(QUrl::fromLocalFile(readme), QTextDocument::MarkdownResource);
    fitPictures(browser->document(), QFileInfo(readme).absoluteDir(), 840);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(browser);
    dialog->resize(900, 700);
    dialog->show();
    return dialog;
}

QString openSampleCopy(MainWindow *window, const QString &folder)
{
    const QString sample = dataFile(QStringLiteral("voorbeeldtoernooi.bonaken"));
    if (sample.isEmpty())
        return HelpMenu::tr("Het voorbeeldtoernooi is niet meegeïnstalleerd.");
    if (!QDir().mkpath(folder))
        return HelpMenu::tr("De map %1 kan niet gemaakt worden.").arg(shownPath(folder));
    // A fresh copy every time: the installed sample stays as it is, and the director may try anything.
    const QString base = QDir(folder).filePath(
        HelpMenu::tr("Voorbeeldtoernooi %1")
            .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyy-MM-dd HHmmss"))));
    QString target = base + QStringLiteral(".bonaken");
    for (int n = 2; QFileInfo::exists(target); ++n) // twice in one second
        target = base + QStringLiteral("-%1.bonaken").arg(n);
    return openRestored(window, sample, target);
}

QString openRestored(MainWindow *window, const QString &backup, const QString &target)
{
    if (QString refusal = restoreBackup(backup, target); !refusal.isEmpty())
        return refusal;
    return window->openFile(target);
}

void addHelpMenu(MainWindow *window)
{
    QMenu *help = window->menuBar()->addMenu(HelpMenu::tr("&Help"));
    QAction *manual = help->addAction(HelpMenu::tr("&Handleiding"), window, [window] { showManual(window); });
    manual->setShortcut(QKeySequence::HelpContents);
    QAction *sample = help->addAction(HelpMenu::tr("&Voorbeeldtoernooi openen"), window, [window] {
        const QString folder = QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation))
                                   .filePath(QStringLiteral("voorbeeld"));
        if (const QString refusal = openSampleCopy(window, folder); !refusal.isEmpty())
            Question::inform(window, QStringLiteral("sampleRefused"), QMessageBox::Warning,
                             HelpMenu::tr("Voorbeeldtoernooi"), refusal);
        else
            window->statusBar()->showMessage(
                HelpMenu::tr("Dit is een kopie van het voorbeeldtoernooi: probeer gerust alles uit."), 15000);
    });
    sample->setObjectName(QStringLiteral("openSample")); // the walk over every text starts here (textwalk.h)
    addLogbookAction(help, window);
    help->addSeparator();
    help->addAction(HelpMenu::tr("&Over nk-bonaken"), window,
                    [window] { QMessageBox::about(window, HelpMenu::tr("Over nk-bonaken"), aboutText()); });
}

void addBackupActions(QMenu *file, MainWindow *window)
{
    file->addAction(HelpMenu::tr("&Herstellen uit back-up…"), window, [window] {
        const QString backup =
            chooseOpenFile(window, HelpMenu::tr("Back-up kiezen"), settings::backupDirectory(),
                           HelpMenu::tr("Toernooien (*.bonaken)"));
        if (backup.isEmpty())
            return;
        const QString suggestion =
            QDir(settings::lastDirectory())
                .filePath(QFileInfo(backup).completeBaseName() + HelpMenu::tr(" hersteld.bonaken"));
        const QString target =
            chooseSaveFile(window, HelpMenu::tr("Hersteld toernooi opslaan als"), suggestion,
                           HelpMenu::tr("Toernooien (*.bonaken)"), QFileDialog::DontConfirmOverwrite);
        if (target.isEmpty())
            return;
        if (const QString refusal = openRestored(window, backup, target); !refusal.isEmpty())
            Question::inform(window, QStringLiteral("restoreRefused"), QMessageBox::Warning,
                             HelpMenu::tr("Herstellen uit back-up"), refusal);
        else // the title names the restored file; the status bar says where it came from
            window->statusBar()->showMessage(
                HelpMenu::tr("Hersteld uit %1. Nu open: %2").arg(shownPath(backup), shownPath(target)), 15000);
    });
    file->addAction(HelpMenu::tr("Back-up&map kiezen…"), window, [window] {
        const QString dir = chooseDirectory(window, HelpMenu::tr("Map voor de automatische back-ups"),
                                            settings::backupDirectory());
        if (dir.isEmpty())
            return;
        settings::setBackupDirectory(dir);
        if (auto *document = window->document())
            startAutoBackup(document, window); // the next backup goes to the new folder
        window->statusBar()->showMessage(HelpMenu::tr("Automatische back-ups gaan naar %1").arg(shownPath(dir)), 10000);
    });
}

void startAutoBackup(TournamentDocument *document, MainWindow *window)
{
    if (!document)
        return;
    delete document->findChild<AutoBackup *>(); // a new folder replaces the old schedule
    auto *backup = new AutoBackup(document, settings::backupDirectory());
    QObject::connect(backup, &AutoBackup::failed, window,
                     [window](const QString &message) { window->statusBar()->showMessage(message); });
    QObject::connect(backup, &AutoBackup::made, window, [window](const QString &path) {
        window->statusBar()->showMessage(HelpMenu::tr("Back-up gemaakt: %1").arg(QFileInfo(path).fileName()),
                                         5000);
    });
}

} // namespace nkb::ui
