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
    auto r = store.addPlayer(m_player);
    if (!r)
        return r.error();
    return std::nullopt;
}

} // namespace nkb::ui
