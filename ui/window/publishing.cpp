// Publishing from the window (see publishing.h).
#include "ui/window/publishing.h"

#include "ui/document/tournamentdocument.h"
#include "ui/publish/publishdialog.h"
#include "ui/publish/sitepublisher.h"
#include "ui/window/mainwindow.h"

#include <QLabel>
#include <QMenu>
#include <QStatusBar>

namespace nkb::ui {

namespace {

QLabel *websiteLabel(MainWindow *window)
{
    auto *label = window->statusBar()->findChild<QLabel *>(QStringLiteral("websiteStatus"));
    if (!label) {
        label = new QLabel(window->statusBar());
        label->setObjectName(QStringLiteral("websiteStatus"));
        window->statusBar()->addPermanentWidget(label);
    }
    return label;
}

} // namespace

void addPublishAction(QMenu *file, MainWindow *window)
{
    QAction *action = file->addAction(QObject::tr("&Publiceren…"), window, [window] {
        TournamentDocument *document = window->document();
        if (!document)
            return;
        PublishDialog dialog(document, document->findChild<SitePublisher *>(), window);
        dialog.exec();
    });
    action->setObjectName(QStringLiteral("publish"));
}

void startPublishing(TournamentDocument *document, MainWindow *window)
{
    QString error;
    const publish::PublishSettings settings =
        publish::loadSettings(publish::settingsPath(), &error).value_or(publish::PublishSettings{});
    auto *publisher = new SitePublisher(document, settings);
    QLabel *label = websiteLabel(window);
    label->clear();
    if (settings.when != publish::PublishWhen::OnRequest)
        label->setText(publish::settingsProblem(settings).isEmpty() ? QObject::tr("Website: publiceert %1")
                                                                          .arg(settings.when == publish::PublishWhen::AfterRound
                                                                                   ? QObject::tr("na elke ronde")
                                                                                   : QObject::tr("na elke wijziging"))
                                                                    : QObject::tr("Website: nog niet ingesteld"));
    QObject::connect(publisher, &SitePublisher::status, label, &QLabel::setText);
    QObject::connect(publisher, &SitePublisher::progress, label, [label](int done, int total) {
        label->setText(QObject::tr("Website: publiceren… %1 van %2").arg(done).arg(total));
    });
}

} // namespace nkb::ui
