#pragma once
// How a table of three scores (tournament/threescoring.h): one undoable change
// of the tournament setting, refused once a table of three has a result.
#include "ui/document/storecommand.h"

#include <vector>

namespace nkb::ui {

class ThreeScoringCommand : public StoreCommand {
  public:
    ThreeScoringCommand(TournamentDocument *document, std::vector<int> places);
    std::optional<StoreError> perform(TournamentStore &store) override;

  private:
    std::vector<int> m_places;
};

} // namespace nkb::ui
