#include "ui/document/storecommand.h"

#include "store/tournamentstore.h"
#include "ui/widgets/qtstd.h"
#include "ui/document/tournamentdocument.h"

#include <QCoreApplication>

namespace nkb::ui {

StoreCommand::StoreCommand(TournamentDocument *document, const QString &text)
    : QUndoCommand(text), m_document(document)
{
}

void StoreCommand::noteEntered(const EnteredGame &entered)
{
    m_note = entered.waitingForSecond
                 ? QCoreApplication::translate("StoreCommand", "Eerste invoer opgeslagen; wacht op de tweede invoer "
                                                               "door een ander station.")
             : entered.secondTo
                 ? QCoreApplication::translate("StoreCommand", "Tweede invoer opgeslagen; het spel telt mee (de "
                                                               "eerste was van station %1).")
                       .arg(qs(*entered.secondTo))
                 : QString();
}

void StoreCommand::redo()
{
    if (m_done) {
        m_done = false;
        return;
    }
    if (auto refusal = m_document->onStore([this](TournamentStore &s) { return perform(s); })) {
        // Someone else changed the file meanwhile: this step cannot come back.
        setObsolete(true);
        emit m_document->stepRefused(
            QCoreApplication::translate("StoreCommand", "Niet opnieuw gedaan: %1 — %2 Deze stap is uit de lijst "
                                                        "van Bewerken gehaald.")
                .arg(text(), errorText(*refusal)));
    } else {
        m_entry = m_document->onStore([](TournamentStore &s) { return s.lastChangeId(); });
        emit m_document->stepDone(QCoreApplication::translate("StoreCommand", "Opnieuw: %1").arg(text()));
    }
    m_document->reloadAfter(*this);
}

void StoreCommand::undo()
{
    auto undone = m_document->onStore([this](TournamentStore &s) { return s.undoEntry(m_entry); });
    if (undone)
        emit m_document->stepDone(QCoreApplication::translate("StoreCommand", "Ongedaan gemaakt: %1").arg(text()));
    if (!undone) {
        // The change stays in the file: the stack must not claim otherwise, so this step leaves it.
        setObsolete(true);
        emit m_document->stepRefused(
            QCoreApplication::translate("StoreCommand", "Niet ongedaan gemaakt: %1 — %2 De wijziging blijft in het "
                                                        "bestand; deze stap is uit de lijst van Bewerken gehaald.")
                .arg(text(), errorText(undone.error())));
    }
    m_document->reloadAfter(*this);
}

} // namespace nkb::ui
