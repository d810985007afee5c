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
    auto r = store.setPresent(m_startNumber, m_present);
    if (!r)
        return r.error();
    m_warnings = r.value().warnings;
    return std::nullopt;
}

} // namespace nkb::ui
