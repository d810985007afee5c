#include "ui/document/clockcommands.h"

#include "store/tournamentstore.h"

#include <QCoreApplication>

namespace nkb::ui {

namespace {

QString roundText(int round)
{
    return round == kFinalRound ? QCoreApplication::translate("Commands", "Finale starten")
                                : QCoreApplication::translate("Commands", "Ronde %1 starten").arg(round);
}

} // namespace

StartClockCommand::StartClockCommand(TournamentDocument *document, int round, std::optional<int> minutes)
    : StoreCommand(document, roundText(round)), m_round(round), m_minutes(minutes)
{
}

std::optional<StoreError> StartClockCommand::perform(TournamentStore &store)
{
    return performed(store.startClock(m_round, m_minutes));
}

PauseClockCommand::PauseClockCommand(TournamentDocument *document, bool pause)
    : StoreCommand(document, pause ? QCoreApplication::translate("Commands", "Klok gepauzeerd")
                                   : QCoreApplication::translate("Commands", "Klok loopt weer")),
      m_pause(pause)
{
}

std::optional<StoreError> PauseClockCommand::perform(TournamentStore &store)
{
    return performed(m_pause ? store.pauseClock() : store.resumeClock());
}

AdjustClockCommand::AdjustClockCommand(TournamentDocument *document, int minutes)
    : StoreCommand(document,
                   minutes < 0
                       ? QCoreApplication::translate("Commands", "Klok: %1 minuten eraf").arg(-minutes)
                       : QCoreApplication::translate("Commands", "Klok: %1 minuten erbij").arg(minutes)),
      m_minutes(minutes)
{
}

std::optional<StoreError> AdjustClockCommand::perform(TournamentStore &store)
{
    return performed(store.adjustClock(m_minutes));
}

RoundMinutesCommand::RoundMinutesCommand(TournamentDocument *document, int minutes)
    : StoreCommand(document,
                   QCoreApplication::translate("Commands", "Duur van een ronde: %1 minuten").arg(minutes)),
      m_minutes(minutes)
{
}

std::optional<StoreError> RoundMinutesCommand::perform(TournamentStore &store)
{
    return performed(store.setRoundMinutes(m_minutes));
}

} // namespace nkb::ui
