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
    return performed(store.withdrawPlayer(m_name, m_fromRound), [this](PlayerChange &&change) {
        m_warnings = std::move(change.warnings);
        // The same words as the command line's.
        QString said = QCoreApplication::translate(
                           "Commands", "%1 is teruggetrokken vanaf ronde %2; de punten blijven staan.")
                           .arg(qs(change.player.name), QString::number(m_fromRound));
        for (const std::string &w : m_warnings)
            said += QLatin1Char(' ') + qs(w);
        setNote(said);
    });
}

} // namespace nkb::ui
