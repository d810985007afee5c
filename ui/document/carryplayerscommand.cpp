#include "ui/document/playercommands.h"
#include "ui/widgets/qtstd.h"

#include <QCoreApplication>

namespace nkb::ui {

CarryPlayersCommand::CarryPlayersCommand(TournamentDocument *document, std::vector<Player> players,
                                         TournamentStore::PlayerCarry how)
    : StoreCommand(document,
                   QCoreApplication::translate("Commands", "Spelers overnemen uit %1").arg(qs(how.from))),
      m_players(std::move(players)), m_how(std::move(how))
{
}

std::optional<StoreError> CarryPlayersCommand::perform(TournamentStore &store)
{
    return performed(store.carryPlayers(m_players, m_how), [this](TournamentStore::CarryReport report) {
        m_report = std::move(report);
        const auto &added = m_report.added;
        const int n = static_cast<int>(added.size());
        QString note = (n == 1 ? QCoreApplication::translate("Commands", "1 speler overgenomen uit %1 (startnummer %2).")
                                     .arg(qs(m_how.from))
                                     .arg(added.front().startNumber)
                               : QCoreApplication::translate("Commands",
                                                             "%1 spelers overgenomen uit %2 (startnummers %3–%4).")
                                     .arg(n)
                                     .arg(qs(m_how.from))
                                     .arg(added.front().startNumber)
                                     .arg(added.back().startNumber));
        const int left = static_cast<int>(m_report.leftOut.size());
        if (left > 0)
            note += QLatin1Char(' ') + (left == 1 ? QCoreApplication::translate("Commands", "1 niet overgenomen.")
                                                  : QCoreApplication::translate("Commands", "%1 niet overgenomen.")
                                                        .arg(left));
        setNote(note);
    });
}

} // namespace nkb::ui
