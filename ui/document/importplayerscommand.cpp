#include "ui/document/playercommands.h"

#include <QCoreApplication>

namespace nkb::ui {

ImportPlayersCommand::ImportPlayersCommand(TournamentDocument *document, std::string csvText,
                                           TournamentStore::KnownNames known)
    : StoreCommand(document, QCoreApplication::translate("Commands", "Spelers importeren")), m_csv(std::move(csvText)),
      m_known(known)
{
}

std::optional<StoreError> ImportPlayersCommand::perform(TournamentStore &store)
{
    // The whole file or nothing: the store names the bad row (a known name too, unless skipped).
    auto r = store.importPlayersCsv(m_csv, m_known);
    if (!r)
        return r.error();
    return std::nullopt;
}

} // namespace nkb::ui
