#include "ui/document/playercommands.h"

#include <QCoreApplication>

namespace nkb::ui {

namespace {
TournamentStore::PlayerImport knownOnly(TournamentStore::KnownNames known)
{
    TournamentStore::PlayerImport how;
    how.known = known;
    return how;
}
} // namespace

ImportPlayersCommand::ImportPlayersCommand(TournamentDocument *document, std::string csvText,
                                           TournamentStore::KnownNames known)
    : ImportPlayersCommand(document, std::move(csvText), knownOnly(known))
{
}

ImportPlayersCommand::ImportPlayersCommand(TournamentDocument *document, std::string csvText,
                                           TournamentStore::PlayerImport how)
    : StoreCommand(document, QCoreApplication::translate("Commands", "Spelers importeren")), m_csv(std::move(csvText)),
      m_how(std::move(how))
{
}

std::optional<StoreError> ImportPlayersCommand::perform(TournamentStore &store)
{
    // The rows kept or nothing: the store names a bad row that was not left out.
    return performed(store.importPlayers(m_csv, m_how));
}

} // namespace nkb::ui
