#include "ui/document/panel.h"

#include "ui/document/tournamentdocument.h"

#include "ui/widgets/question.h"

#include <QAbstractSpinBox>
#include <QLineEdit>

namespace nkb::ui {

Panel::Panel(QWidget *parent) : QWidget(parent) {}

void Panel::setDocument(TournamentDocument *document)
{
    disconnect(m_connection);
    m_document = document;
    if (document)
        m_connection = connect(document, &TournamentDocument::changed, this, &Panel::refreshAll);
    refreshAll();
}

void Panel::setChanging(std::initializer_list<QWidget *> widgets)
{
    for (QWidget *w : widgets)
        m_changing.emplace_back(w);
}

bool Panel::viewOnly() const
{
    return m_document && m_document->store().readOnly() && m_document->store().onServer();
}

void Panel::refreshAll()
{
    refresh();
    // A station that only views a server; a read-only file keeps its fields and says why a change
    // is not stored.
    if (!viewOnly())
        return;
    for (const QPointer<QWidget> &w : m_changing)
        if (w)
            w->setEnabled(false);
}

void Panel::enterFocus()
{
    if (!m_entry || !m_entry->isEnabled())
        return;
    m_entry->setFocus(Qt::ShortcutFocusReason);
    if (auto *line = qobject_cast<QLineEdit *>(m_entry.data()))
        line->selectAll();
    else if (auto *spin = qobject_cast<QAbstractSpinBox *>(m_entry.data()))
        spin->selectAll();
}

void Panel::tell(const QString &message)
{
    m_lastTold = message;
    Question::inform(this, QStringLiteral("panelTold"), QMessageBox::Information, windowTitle(), message);
}

} // namespace nkb::ui
