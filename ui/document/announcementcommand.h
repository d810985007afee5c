#pragma once
// The director's announcement (Bewerken → Mededeling…, issue 40): shown, replaced or withdrawn,
// each one undoable change of the store.
#include "ui/document/storecommand.h"

#include <string>

namespace nkb::ui {

// `text` on the projector and every phone page; an empty text withdraws the one standing.
class AnnouncementCommand : public StoreCommand {
  public:
    AnnouncementCommand(TournamentDocument *document, std::string text);
    std::optional<StoreError> perform(TournamentStore &store) override;

  private:
    std::string m_text;
};

} // namespace nkb::ui
