#include "ui/window/welcomepage.h"

#include "ui/widgets/settings.h"
#include "ui/widgets/shownpath.h"

#include <QFileInfo>
#include <QFont>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace nkb::ui {

WelcomePage::WelcomePage(QWidget *parent) : QWidget(parent)
{
    auto *outer = new QHBoxLayout(this);
    auto *column = new QVBoxLayout;
    outer->addStretch(1);
    outer->addLayout(column, 2);
    outer->addStretch(1);
    auto *title = new QLabel(tr("NK Bonaken"), this);
    QFont f = title->font();
    f.setPointSizeF(f.pointSizeF() * 2.2);
    f.setBold(true);
    title->setFont(f);
    column->addStretch(1);
    column->addWidget(title);
    column->addWidget(new QLabel(tr("Alles wordt bewaard op het moment dat het is ingevoerd; opslaan is niet nodig."), this));
    // First on the page after a crash or a power cut: the tournament that was open, one Enter away.
    m_resumeNote = new QLabel(tr("Het programma is de vorige keer niet normaal afgesloten."), this);
    m_resume = new QPushButton(this);
    m_resume->setObjectName(QStringLiteral("resume"));
    auto *resumeRow = new QHBoxLayout;
    resumeRow->addWidget(m_resume);
    resumeRow->addStretch(1);
    column->addWidget(m_resumeNote);
    column->addLayout(resumeRow);
    auto *buttons = new QHBoxLayout;
    auto *newButton = new QPushButton(tr("&Nieuw toernooi…"), this);
    auto *openButton = new QPushButton(tr("Toernooi &openen…"), this);
    buttons->addWidget(newButton);
    buttons->addWidget(openButton);
    // After a restart a station goes back to the venue server in one step: the connect dialog
    // opens with its fields filled in, the cursor on the password.
    m_reconnect = new QPushButton(this);
    m_reconnect->setObjectName(QStringLiteral("reconnect"));
    buttons->addWidget(m_reconnect);
    buttons->addStretch(1);
    column->addLayout(buttons);
    column->addWidget(new QLabel(tr("Recente bestanden (dubbelklik om te openen):"), this));
    m_recent = new QListWidget(this);
    column->addWidget(m_recent, 1);
    column->addStretch(1);
    connect(newButton, &QPushButton::clicked, this, &WelcomePage::newRequested);
    connect(openButton, &QPushButton::clicked, this, &WelcomePage::openRequested);
    connect(m_reconnect, &QPushButton::clicked, this, &WelcomePage::reconnectRequested);
    connect(m_resume, &QPushButton::clicked, this, [this] { emit resumeChosen(m_resumePath); });
    connect(m_recent, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { emit recentChosen(item->data(Qt::UserRole).toString()); });
    setResume({}, {});
    refresh();
}

void WelcomePage::setResume(const QString &path, const QString &name)
{
    const bool offered = !path.isEmpty() && QFileInfo::exists(path);
    m_resumePath = offered ? path : QString();
    m_resume->setVisible(offered);
    m_resumeNote->setVisible(offered);
    if (!offered)
        return;
    const QString shownName = name.isEmpty() ? QFileInfo(path).completeBaseName() : name;
    m_resume->setText(tr("Ver&der met %1").arg(QString(shownName).replace(QLatin1Char('&'), QStringLiteral("&&"))));
    m_resume->setToolTip(shownPath(path));
    m_resume->setDefault(true);
    m_resume->setFocus();
}

void WelcomePage::refresh()
{
    const settings::ServerFields server = settings::lastServer();
    m_reconnect->setVisible(settings::hasLastServer());
    m_reconnect->setText(tr("Opnieuw &verbinden met %1 (%2)").arg(server.host, server.database));
    m_recent->clear();
    const QStringList files = settings::recentFiles();
    for (const QString &f : files) {
        auto *item =
            new QListWidgetItem(QStringLiteral("%1   —   %2").arg(QFileInfo(f).fileName(), shownPath(f)), m_recent);
        item->setData(Qt::UserRole, f);
    }
}

} // namespace nkb::ui
