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
    auto r = drawRound(store, m_round, m_seed);
    if (!r)
        return r.error();
    m_drawn = std::move(r).value();
    return std::nullopt;
}

} // namespace nkb::ui
