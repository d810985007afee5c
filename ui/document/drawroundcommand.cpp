#include "ui/document/roundcommands.h"

#include <QCoreApplication>

namespace nkb::ui {

DrawRoundCommand::DrawRoundCommand(TournamentDocument *document, int round, std::optional<std::uint64_t> seed)
    : StoreCommand(document, QCoreApplication::translate("Commands", "Ronde %1 loten").arg(round)), m_round(round),
      m_seed(seed ? *seed : freshSeed())
{
}

std::optional<StoreError> DrawRoundCommand::perform(TournamentStore &store)
{
    return performed(drawRound(store, m_round, m_seed),
                     [this](DrawnRound &&drawn) { m_drawn = std::move(drawn); });
}

} // namespace nkb::ui
