#include "ui/document/playercommands.h"
#include "ui/widgets/qtstd.h"

#include <QCoreApplication>

namespace nkb::ui {

EditPlayerCommand::EditPlayerCommand(TournamentDocument *document, int startNumber, NewPlayer changes)
    : StoreCommand(document, QCoreApplication::translate("Commands", "Speler %1 bewerken (%2)")
                                 .arg(startNumber)
                                 .arg(qs(changes.name))),
      m_startNumber(startNumber), m_changes(std::move(changes))
{
}

std::optional<StoreError> EditPlayerCommand::perform(TournamentStore &store)
{
    return performed(store.editPlayer(m_startNumber, m_changes));
}

} // namespace nkb::ui
