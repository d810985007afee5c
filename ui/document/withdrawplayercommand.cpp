#include "ui/document/playercommands.h"
#include "ui/widgets/qtstd.h"

#include <QCoreApplication>

namespace nkb::ui {

WithdrawPlayerCommand::WithdrawPlayerCommand(TournamentDocument *document, std::string name, int fromRound)
    : StoreCommand(document, QCoreApplication::translate("Commands", "%1 terugtrekken vanaf ronde %2")
                                 .arg(qs(name), QString::number(fromRound))),
      m_name(std::move(name)), m_fromRound(fromRound)
{
}

std::optional<StoreError> WithdrawPlayerCommand::perform(TournamentStore &store)
{
    auto r = store.withdrawPlayer(m_name, m_fromRound);
    if (!r)
        return r.error();
    m_warnings = r.value().warnings;
    return std::nullopt;
}

} // namespace nkb::ui
