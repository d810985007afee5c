#include "ui/document/roundcommands.h"

#include <QCoreApplication>

namespace nkb::ui {

FinalLotCommand::FinalLotCommand(TournamentDocument *document, std::uint64_t seed)
    : StoreCommand(document, QCoreApplication::translate("Commands", "Loting om de finaleplaatsen")), m_seed(seed)
{
}

std::optional<StoreError> FinalLotCommand::perform(TournamentStore &store)
{
    auto r = store.resolveFinalistsByLot(m_seed);
    if (!r)
        return r.error();
    return std::nullopt;
}

} // namespace nkb::ui
