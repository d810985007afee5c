#include "ui/window/logbook.h"
#include "ui/widgets/shownpath.h"

#include "log/log.h"
#include "ui/widgets/question.h"

#include <QCoreApplication>
#include <QDesktopServices>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QUrl>

namespace nkb::ui {

void openLogbook(QWidget *parent)
{
    // The folder, not the file: the older files beside it belong to the same story.
    const QString file = log::currentFile();
    const QString folder = file.isEmpty() ? log::defaultFolder() : QFileInfo(file).absolutePath();
    QDir().mkpath(folder);
    if (QDesktopServices::openUrl(QUrl::fromLocalFile(folder)))
        return;
    Question::inform(
        parent, QStringLiteral("logbook"), QMessageBox::Information,
        QCoreApplication::translate("Logbook", "Logboek"),
        file.isEmpty()
            ? QCoreApplication::translate("Logbook",
                                          "Er wordt geen programmalogboek bijgehouden. De map ervan is %1.")
                  .arg(shownPath(folder))
            : QCoreApplication::translate(
                  "Logbook",
                  "Het programmalogboek staat in de map %1 (het nieuwste bestand is nk-bonaken.log).")
                  .arg(shownPath(folder)));
}

void addLogbookAction(QMenu *help, QWidget *window)
{
    QAction *action = help->addAction(QCoreApplication::translate("Logbook", "&Logboek openen"), window,
                                      [window] { openLogbook(window); });
    action->setObjectName(QStringLiteral("logbook"));
    action->setStatusTip(QCoreApplication::translate(
        "Logbook", "Wat het programma deed: openen, verbindingen, back-ups, weigeringen en fouten"));
}

} // namespace nkb::ui
