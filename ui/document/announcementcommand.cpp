#include "ui/document/announcementcommand.h"

#include "store/tournamentstore.h"

#include <QCoreApplication>

namespace nkb::ui {

AnnouncementCommand::AnnouncementCommand(TournamentDocument *document, std::string text)
    : StoreCommand(document, text.empty() ? QCoreApplication::translate("Commands", "Mededeling ingetrokken")
                                          : QCoreApplication::translate("Commands", "Mededeling")),
      m_text(std::move(text))
{
}

std::optional<StoreError> AnnouncementCommand::perform(TournamentStore &store)
{
    return performed(m_text.empty() ? store.withdrawAnnouncement() : store.announce(m_text));
}

} // namespace nkb::ui
