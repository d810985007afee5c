#include "ui/document/doubleentrycommands.h"

#include "store/tournamentstore.h"
#include "ui/document/roundcommands.h" // gameText

#include <QCoreApplication>

namespace nkb::ui {

DoubleEntryCommand::DoubleEntryCommand(TournamentDocument *document, bool on)
    : StoreCommand(document, on ? QCoreApplication::translate("Commands", "Dubbele invoer aan")
                                : QCoreApplication::translate("Commands", "Dubbele invoer uit")),
      m_on(on)
{
}

std::optional<StoreError> DoubleEntryCommand::perform(TournamentStore &store)
{
    return performed(store.setDoubleEntry(m_on), [this](int counted) {
        if (counted > 0)
            setNote(counted == 1 ? QCoreApplication::translate(
                                       "Commands", "Dubbele invoer uit: 1 eerste invoer telt nu mee.")
                                 : QCoreApplication::translate(
                                       "Commands", "Dubbele invoer uit: %1 eerste invoeren tellen nu mee.")
                                       .arg(counted));
    });
}

AcceptFirstEntryCommand::AcceptFirstEntryCommand(TournamentDocument *document, GameRef ref)
    : StoreCommand(document, gameText(ref)), m_ref(ref)
{
}

std::optional<StoreError> AcceptFirstEntryCommand::perform(TournamentStore &store)
{
    return performed(store.acceptFirstEntry(m_ref), [this](const EnteredGame &settled) {
        setNote(
            QCoreApplication::translate("Commands", "De eerste invoer (station %1) geldt; het spel telt mee.")
                .arg(QString::fromStdString(settled.result.station)));
    });
}

} // namespace nkb::ui
