#include "ui/roundcommands.h"

#include "services/gameentry.h"

#include <QCoreApplication>

namespace nkb::ui {

namespace {
QString gameText(const GameRef &ref)
{
    if (ref.round == kFinalRound)
        return QCoreApplication::translate("Commands", "Uitslag finale, spel %1").arg(ref.game);
    return QCoreApplication::translate("Commands", "Uitslag ronde %1, tafel %2, spel %3").arg(ref.round).arg(ref.table).arg(ref.game);
}
} // namespace

EnterPointsCommand::EnterPointsCommand(TournamentDocument *document, GameRef ref,
                                       std::vector<std::pair<std::string, int>> points)
    : StoreCommand(document, gameText(ref)), m_ref(ref), m_points(std::move(points))
{
}

std::optional<StoreError> EnterPointsCommand::perform(TournamentStore &store)
{
    auto r = store.enterPoints(m_ref, m_points);
    if (!r)
        return r.error();
    return std::nullopt;
}

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
