#include "ui/document/playercommands.h"
#include "ui/widgets/qtstd.h"

#include <QCoreApplication>

namespace nkb::ui {

AddPlayerCommand::AddPlayerCommand(TournamentDocument *document, NewPlayer player)
    : StoreCommand(document, QCoreApplication::translate("Commands", "Speler %1 toevoegen").arg(qs(player.name))),
      m_player(std::move(player))
{
}

std::optional<StoreError> AddPlayerCommand::perform(TournamentStore &store)
{
    return performed(store.addPlayer(m_player));
}

} // namespace nkb::ui
