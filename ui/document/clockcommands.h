#pragma once
// The round clock (tournament/roundclock.h): starting a round, pausing, resuming and adjusting its
// clock, and the setting of how long a round lasts; each one undoable change of the store.
#include "ui/document/storecommand.h"

#include <optional>

namespace nkb::ui {

// "Ronde 3 starten": its clock for `minutes`, or the setting.
class StartClockCommand : public StoreCommand {
  public:
    StartClockCommand(TournamentDocument *document, int round, std::optional<int> minutes = std::nullopt);
    std::optional<StoreError> perform(TournamentStore &store) override;

  private:
    int m_round;
    std::optional<int> m_minutes;
};

// The clock of the round being played stops (pause) or runs on (resume).
class PauseClockCommand : public StoreCommand {
  public:
    PauseClockCommand(TournamentDocument *document, bool pause);
    std::optional<StoreError> perform(TournamentStore &store) override;

  private:
    bool m_pause;
};

// Minutes added to the round being played, or taken off (negative).
class AdjustClockCommand : public StoreCommand {
  public:
    AdjustClockCommand(TournamentDocument *document, int minutes);
    std::optional<StoreError> perform(TournamentStore &store) override;

  private:
    int m_minutes;
};

// How long a round lasts when it is started (Bewerken → Duur van een ronde).
class RoundMinutesCommand : public StoreCommand {
  public:
    RoundMinutesCommand(TournamentDocument *document, int minutes);
    std::optional<StoreError> perform(TournamentStore &store) override;

  private:
    int m_minutes;
};

} // namespace nkb::ui
