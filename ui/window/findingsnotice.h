#pragma once
// What the window says of a tournament it may only show (issue 39): opened read-only, from a station
// that only views, or with findings of the check on open (a result, a seat or an audit line changed
// behind the program's back). Never as if all were well.
#include <QString>

class QWidget;

namespace nkb {
class TournamentStore;
}

namespace nkb::ui {

// The status line: `day` (the day's summary) after why nothing is stored, when that is so.
[[nodiscard]] QString viewOnlyStatus(const TournamentStore &store, const QString &day);
// The findings of the check on open, once, as the tournament opens (nothing when there are none).
void showFindings(QWidget *parent, const TournamentStore &store);

} // namespace nkb::ui
