#pragma once
// Where the day stands, for the status bar: "Ronde 3: 18 van 25 tafels compleet".
#include "tournament/progress.h"
#include "tournament/tournament.h"

#include <QString>

namespace nkb::ui {

struct RoundProgress {
    int round{0};  // the round being played (the first not complete), kFinalRound after the last; -1 none
    int complete{0};
    int tables{0};
};

[[nodiscard]] RoundProgress currentProgress(const Tournament &t);
[[nodiscard]] QString daySummary(const Tournament &t);

} // namespace nkb::ui
