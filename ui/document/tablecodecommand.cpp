// Entry at the table: the director withdraws a table's code (see roundcommands.h).
#include "ui/document/roundcommands.h"

#include <QCoreApplication>

namespace nkb::ui {

WithdrawTableCodeCommand::WithdrawTableCodeCommand(TournamentDocument *document, int round, int table)
    : StoreCommand(document, QCoreApplication::translate("Commands", "Tafelcode van tafel %1 van ronde %2 ingetrokken")
                                 .arg(table)
                                 .arg(round)),
      m_round(round), m_table(table)
{
}

std::optional<StoreError> WithdrawTableCodeCommand::perform(TournamentStore &store)
{
    return performed(store.withdrawTableCode(m_round, m_table));
}

} // namespace nkb::ui
