#include "ui/document/roundcommands.h"


#include <QCoreApplication>

namespace nkb::ui {

QString gameText(const GameRef &ref)
{
    if (ref.round == kFinalRound)
        return QCoreApplication::translate("Commands", "Uitslag finale, spel %1").arg(ref.game);
    return QCoreApplication::translate("Commands", "Uitslag ronde %1, tafel %2, spel %3").arg(ref.round).arg(ref.table).arg(ref.game);
}

EnterPointsCommand::EnterPointsCommand(TournamentDocument *document, GameRef ref,
                                       std::vector<std::pair<std::string, int>> points)
    : StoreCommand(document, gameText(ref)), m_ref(ref), m_points(std::move(points))
{
}

std::optional<StoreError> EnterPointsCommand::perform(TournamentStore &store)
{
    return performed(store.enterPoints(m_ref, m_points, otherStation()),
                     [this](const EnteredGame &entered) { noteEntered(entered); });
}

} // namespace nkb::ui
