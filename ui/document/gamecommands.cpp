#include "ui/document/roundcommands.h"

#include "services/gamemove.h"

#include <QCoreApplication>

namespace nkb::ui {

MoveGameCommand::MoveGameCommand(TournamentDocument *document, GameRef from, GameRef to)
    : StoreCommand(document, QCoreApplication::translate("Commands", "Spel verplaatst: ronde %1, tafel %2 spel %3 "
                                                                     "naar tafel %4 spel %5")
                                 .arg(from.round)
                                 .arg(from.table)
                                 .arg(from.game)
                                 .arg(to.table)
                                 .arg(to.game)),
      m_from(from), m_to(to)
{
}

std::optional<StoreError> MoveGameCommand::perform(TournamentStore &store)
{
    return performed(moveGame(store, m_from, m_to, otherStation()));
}

DeleteGameCommand::DeleteGameCommand(TournamentDocument *document, GameRef ref)
    : StoreCommand(document, QCoreApplication::translate("Commands", "Spel gewist: ronde %1, tafel %2, spel %3")
                                 .arg(ref.round)
                                 .arg(ref.table)
                                 .arg(ref.game)),
      m_ref(ref)
{
}

std::optional<StoreError> DeleteGameCommand::perform(TournamentStore &store)
{
    return performed(store.deleteGame(m_ref, otherStation()));
}

} // namespace nkb::ui
