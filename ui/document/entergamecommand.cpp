#include "ui/document/roundcommands.h"

#include "services/gameentry.h"

namespace nkb::ui {

EnterGameCommand::EnterGameCommand(TournamentDocument *document, GameRef ref, std::string gameJson)
    : StoreCommand(document, gameText(ref)), m_ref(ref), m_json(std::move(gameJson))
{
}

std::optional<StoreError> EnterGameCommand::perform(TournamentStore &store)
{
    // The engine judges the whole game again before the store keeps it.
    auto r = enterGameJson(store, m_ref, m_json);
    if (!r)
        return r.error();
    return std::nullopt;
}

} // namespace nkb::ui
