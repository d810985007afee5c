#include "ui/document/playercommands.h"
#include "ui/widgets/qtstd.h"

#include <QCoreApplication>

namespace nkb::ui {

PlayerPresentCommand::PlayerPresentCommand(TournamentDocument *document, int startNumber,
                                           const std::string &name, bool present)
    : StoreCommand(document, present ? QCoreApplication::translate("Commands", "%1 aanmelden").arg(qs(name))
                                     : QCoreApplication::translate("Commands", "%1 afmelden").arg(qs(name))),
      m_startNumber(startNumber), m_present(present)
{
}

std::optional<StoreError> PlayerPresentCommand::perform(TournamentStore &store)
{
    return performed(store.setPresent(m_startNumber, m_present),
                     [this](PlayerChange &&change) { m_warnings = std::move(change.warnings); });
}

} // namespace nkb::ui
