#include "ui/storecommand.h"

#include "store/tournamentstore.h"
#include "ui/qtstd.h"
#include "ui/tournamentdocument.h"

namespace nkb::ui {

StoreCommand::StoreCommand(TournamentDocument *document, const QString &text)
    : QUndoCommand(text), m_document(document)
{
}

void StoreCommand::redo()
{
    if (m_done) {
        m_done = false;
        return;
    }
    if (auto refusal = perform(m_document->store())) {
        // Someone else changed the file meanwhile: this step cannot come back.
        setObsolete(true);
        emit m_document->refused(errorText(*refusal));
    }
    m_document->reload();
}

void StoreCommand::undo()
{
    auto undone = m_document->store().undo();
    if (!undone) {
        // The change stays in the file: the stack must not claim otherwise, so this step leaves it.
        setObsolete(true);
        emit m_document->refused(errorText(undone.error()));
    }
    m_document->reload();
}

} // namespace nkb::ui
