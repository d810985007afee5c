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
    auto r = store.lateEntry(m_player);
    if (!r)
        return r.error();
    setNote(qs(r->message));
    return std::nullopt;
}

} // namespace nkb::ui
