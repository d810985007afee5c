#include "ui/widgets/panel.h"

#include "ui/document/tournamentdocument.h"

#include <QGuiApplication>
#include <QMessageBox>

namespace nkb::ui {

Panel::Panel(QWidget *parent) : QWidget(parent) {}

void Panel::setDocument(TournamentDocument *document)
{
    disconnect(m_connection);
    m_document = document;
    if (document)
        m_connection = connect(document, &TournamentDocument::changed, this, &Panel::refresh);
    refresh();
}

void Panel::tell(const QString &message)
{
    // Offscreen tests must not block on a modal box.
    if (QGuiApplication::platformName() == QLatin1String("offscreen"))
        return;
    QMessageBox::information(this, windowTitle(), message);
}

} // namespace nkb::ui
