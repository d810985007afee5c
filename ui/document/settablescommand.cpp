#include "ui/document/roundcommands.h"

namespace nkb::ui {

SetTablesCommand::SetTablesCommand(TournamentDocument *document, int round, std::vector<Table> tables, const QString &text)
    : StoreCommand(document, text), m_round(round), m_tables(std::move(tables))
{
}

std::optional<StoreError> SetTablesCommand::perform(TournamentStore &store)
{
    // The store refuses a round that already has results.
    return performed(store.setTables(m_round, m_tables));
}

} // namespace nkb::ui
