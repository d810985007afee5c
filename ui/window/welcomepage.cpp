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
    connect(m_recent, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { emit recentChosen(item->data(Qt::UserRole).toString()); });
    refresh();
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
