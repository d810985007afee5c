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
    auto r = store.setDoubleEntry(m_on);
    if (!r)
        return r.error();
    if (r.value() > 0)
        setNote(r.value() == 1
                    ? QCoreApplication::translate("Commands", "Dubbele invoer uit: 1 eerste invoer telt nu mee.")
                    : QCoreApplication::translate("Commands", "Dubbele invoer uit: %1 eerste invoeren tellen nu mee.")
                          .arg(r.value()));
    return std::nullopt;
}

AcceptFirstEntryCommand::AcceptFirstEntryCommand(TournamentDocument *document, GameRef ref)
    : StoreCommand(document, gameText(ref)), m_ref(ref)
{
}

std::optional<StoreError> AcceptFirstEntryCommand::perform(TournamentStore &store)
{
    auto r = store.acceptFirstEntry(m_ref);
    if (!r)
        return r.error();
    setNote(QCoreApplication::translate("Commands", "De eerste invoer (station %1) geldt; het spel telt mee.")
                .arg(QString::fromStdString(r->result.station)));
    return std::nullopt;
}

} // namespace nkb::ui
