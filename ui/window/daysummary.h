#pragma once
// Where the day stands, for the status bar: "Ronde 3: 18 van 25 tafels compleet".
#include "tournament/tournament.h"

#include <QString>

namespace nkb::ui {

struct RoundProgress {
    int round{0};  // the last seated qualifying round, kFinalRound when the final is seated; -1 none
    int complete{0};
    int tables{0};
};

[[nodiscard]] RoundProgress currentProgress(const Tournament &t);
[[nodiscard]] QString daySummary(const Tournament &t);
// Table numbers of a round in order, and whether every game of a table is finished.
[[nodiscard]] bool tableComplete(const Tournament &t, int round, int table);

} // namespace nkb::ui
