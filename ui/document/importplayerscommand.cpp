#include "ui/document/playercommands.h"

#include <QCoreApplication>

namespace nkb::ui {

ImportPlayersCommand::ImportPlayersCommand(TournamentDocument *document, std::string csvText)
    : StoreCommand(document, QCoreApplication::translate("Commands", "Spelers importeren")), m_csv(std::move(csvText))
{
}

std::optional<StoreError> ImportPlayersCommand::perform(TournamentStore &store)
{
    // The whole file or nothing: the store names the bad row.
    auto r = store.importPlayersCsv(m_csv);
    if (!r)
        return r.error();
    return std::nullopt;
}

} // namespace nkb::ui
