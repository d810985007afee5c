#pragma once
// What every outlet of the klassement shares (paper, web page, CSV): its title and where the final
// cut falls (R60, R61); the columns and the "3=" of a shared rank are tournament/standingscolumns.h.
// Internal to core/report.
#include "report/report.h"
#include "tournament/finaltie.h"
#include "tournament/standings.h"

#include <QString>

#include <optional>
#include <set>
#include <vector>

namespace nkb::report {

// The last qualifying round with a finished game; 0 before any.
[[nodiscard]] int lastPlayedRound(const Tournament &t);
// "Klassement na ronde 3", "Klassement na ronde 3 · categorie dame".
[[nodiscard]] QString standingsTitle(const Tournament &t, const StandingsReportOptions &options);

// The klassement's rows for these options (computeStandings).
[[nodiscard]] std::vector<StandingRow> standingsRows(const Tournament &t, const StandingsReportOptions &options);

struct FinalCut {
    std::set<int> finalists;           // start numbers in bold
    std::optional<std::size_t> after;  // the line goes below this row
    bool tieOpen{false};               // a tie across the cut waits for the lot
    [[nodiscard]] QString lineText() const;
};
// R61: the cut below the four finalists (the whole field only, once a game has been played); a
// tie across it extends the line to the whole tied group.
[[nodiscard]] FinalCut finalCut(const Tournament &t, const std::vector<StandingRow> &rows,
                                const StandingsReportOptions &options);

} // namespace nkb::report
