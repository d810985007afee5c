#include "ui/document/threescoringcommand.h"

#include "store/tournamentstore.h"
#include "tournament/threescoring.h"

#include <QCoreApplication>

namespace nkb::ui {

ThreeScoringCommand::ThreeScoringCommand(TournamentDocument *document, std::vector<int> places)
    : StoreCommand(document, QCoreApplication::translate("Commands", "Tafel van drie telt %1")
                                 .arg(QString::fromStdString(threeScoringText(places)))),
      m_places(std::move(places))
{
}

std::optional<StoreError> ThreeScoringCommand::perform(TournamentStore &store)
{
    return performed(store.setPlacesThree(m_places));
}

} // namespace nkb::ui
