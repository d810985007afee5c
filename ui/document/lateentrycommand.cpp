#include "ui/document/playercommands.h"
#include "ui/widgets/qtstd.h"

#include <QCoreApplication>

namespace nkb::ui {

LateEntryCommand::LateEntryCommand(TournamentDocument *document, NewPlayer player)
    : StoreCommand(document, QCoreApplication::translate("Commands", "%1 laat instromen vanaf ronde %2")
                                 .arg(qs(player.name), QString::number(player.joinsFromRound))),
      m_player(std::move(player))
{
}

std::optional<StoreError> LateEntryCommand::perform(TournamentStore &store)
{
    return performed(store.lateEntry(m_player),
                     [this](const PlayerChange &change) { setNote(qs(change.message)); });
}

} // namespace nkb::ui
