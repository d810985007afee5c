#pragma once
// The round clock as the room sees it (tournament/roundclock.h): the words and the colours that
// the projector and the Indeling panel share. Computed from the stored clock and "now", so it
// ticks every second without reading the tournament again.
#include "tournament/roundclock.h"

#include <QString>

namespace nkb::ui {

// "Ronde 3 — 32:15", "Ronde 3 — 12:05 (pauze)", "Ronde 3 — Tijd!", "Finale — 8:00"; empty
// before any round was started.
[[nodiscard]] QString clockFaceText(const ClockView &view);
// The style sheet of a clock in that state: plain while running, amber from 10 minutes left, red
// at "Tijd!", grey while paused.
[[nodiscard]] QString clockFaceStyle(ClockState state);

} // namespace nkb::ui
