#pragma once
// The web pages a club puts on its site and the venue's phones show: the klassement and a round's
// seating, from one small template with CSS (templates/page.html): HTML5, lang="nl", readable on
// a 360 px phone, printable, every name escaped. No QTextDocument: nothing is laid out.
#include "report/report.h"
#include "tournament/tournament.h"

#include <QString>

namespace nkb::report {

// The klassement (R60) with the final cut (R61) and, once played, the final's ranking.
[[nodiscard]] QString standingsPage(const Tournament &t, const StandingsReportOptions &options = {});

// A round's seating: naam → tafel (Dutch order) first, then every table with its seats.
// The page says so when the round is not seated.
[[nodiscard]] QString seatingPage(const Tournament &t, int round);

// The template filled in one pass: "{{name}}" slots get their values; a value is never searched
// for slots again, so a name "{{title}}" or "Piet %1" stays as typed.
[[nodiscard]] QString fillPageTemplate(const QString &title, const QString &event, const QString &body);

} // namespace nkb::report
