#pragma once
// The web pages a club puts on its site and the venue's phones show: the klassement and a round's
// seating, written out as plain HTML5 with one small style sheet: lang="nl", readable on a 360 px
// phone, printable, every name escaped. No QTextDocument: nothing is laid out.
#include "report/report.h"
#include "tournament/tournament.h"

#include <QString>

namespace nkb::report {

// The klassement (R60) with the final cut (R61) and, once played, the final's ranking.
[[nodiscard]] QString standingsPage(const Tournament &t, const StandingsReportOptions &options = {});

// A round's seating: naam → tafel (Dutch order) first, then every table with its seats.
// The page says so when the round is not seated.
[[nodiscard]] QString seatingPage(const Tournament &t, int round);

// The same without the page around them, for the venue web (core/web) that frames them itself,
// and the style sheet both share.
[[nodiscard]] QString standingsBody(const Tournament &t, const StandingsReportOptions &options = {});
[[nodiscard]] QString seatingBody(const Tournament &t, int round);
[[nodiscard]] QString webStyle();

} // namespace nkb::report
