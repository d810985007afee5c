#include "ui/document/roundcommands.h"

#include <QCoreApplication>

namespace nkb::ui {

FinalLotCommand::FinalLotCommand(TournamentDocument *document, std::uint64_t seed)
    : StoreCommand(document, QCoreApplication::translate("Commands", "Loting om de finaleplaatsen")), m_seed(seed)
{
}

std::optional<StoreError> FinalLotCommand::perform(TournamentStore &store)
{
    return performed(store.resolveFinalistsByLot(m_seed));
}

} // namespace nkb::ui

namespace nkb::ui {

FinalTieRuleCommand::FinalTieRuleCommand(TournamentDocument *document, FinalTieRule rule)
    : StoreCommand(document, QCoreApplication::translate("Commands", "Gelijk om de titel: beslissing ingesteld")),
      m_rule(rule)
{
}

std::optional<StoreError> FinalTieRuleCommand::perform(TournamentStore &store)
{
    return performed(store.setFinalTieRule(m_rule));
}

SettleFinalTieCommand::SettleFinalTieCommand(TournamentDocument *document, std::optional<int> winner,
                                             std::uint64_t seed)
    : StoreCommand(document, QCoreApplication::translate("Commands", "Gelijke stand om de titel beslist")),
      m_winner(winner), m_seed(seed)
{
}

std::optional<StoreError> SettleFinalTieCommand::perform(TournamentStore &store)
{
    return performed(store.settleFinalTie(m_winner, m_seed));
}

} // namespace nkb::ui
