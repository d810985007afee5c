#include "ui/document/playercommands.h"
#include "ui/widgets/qtstd.h"

#include <QCoreApplication>

namespace nkb::ui {

RemovePlayerCommand::RemovePlayerCommand(TournamentDocument *document, int startNumber,
                                         const std::string &name)
    : StoreCommand(document, QCoreApplication::translate("Commands", "%1 verwijderen").arg(qs(name))),
      m_startNumber(startNumber)
{
}

std::optional<StoreError> RemovePlayerCommand::perform(TournamentStore &store)
{
    return store.removePlayer(m_startNumber);
}

} // namespace nkb::ui
