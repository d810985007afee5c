#pragma once
// The printed papers of the NK day (docs/nk-day.md): scoresheets and table cards per table, the seating
// lists for the wall, and the klassement. Each builder is a plain function of the tournament (no
// widgets): it gives the HTML, or fills a QTextDocument that render()/exportPdf()/exportHtml()
// in report/reportdocument.h send on.
#include "report/reportdocument.h"
#include "tournament/standings.h"
#include "tournament/tournament.h"

#include <QString>

#include <functional>
#include <map>

#include <optional>
#include <string>

class QTextDocument;

namespace nkb::report {

// Gift rows per game on a scoresheet: most games end within a dozen giften.
inline constexpr int kGiftRowsPerGame = 13;

// Empty when the round (1..rounds, or kFinalRound for the final) is seated and can be printed;
// else a Dutch reason ("Ronde 3 is nog niet ingedeeld.").
[[nodiscard]] QString roundProblem(const Tournament &t, int round);
// The tournament with only table `table` left in `round`, for one table's papers printed again (a
// withdrawn table code, a torn sheet); every builder then prints that table alone. Empty (and
// `why` the Dutch reason) when the round is not seated or has no such table.
[[nodiscard]] std::optional<Tournament> oneTable(const Tournament &t, int round, int table, QString *why = nullptr);

// One page per table: round, table and the players pre-printed; per game a grid of gift rows
// (gift, deler, Speler, bod, gewonnen/verloren, one mark column per player: suf, krom, recht, wip,
// eruit, erin; R59) and the places and points at the end (R54-R57).
[[nodiscard]] QString scoresheetsHtml(const Tournament &t, int round);
void buildScoresheets(QTextDocument &doc, const Tournament &t, int round);

// One landscape page per table: the table number large, the round and the names; with the venue
// web's address (empty: none), its QR code and the address under the names.
// With entry at the table, `tableLinks` (web/tablelinks.h) puts each table's own link as a second
// QR code on its card ("Invoeren aan tafel").
[[nodiscard]] QString tableCardsHtml(const Tournament &t, int round, const QString &webAddress = {},
                                     const std::map<int, QString> &tableLinks = {});
void buildTableCards(QTextDocument &doc, const Tournament &t, int round, const QString &webAddress = {},
                     const std::map<int, QString> &tableLinks = {});

// The wall lists: by table, and alphabetically "naam -> tafel" (Dutch order, see dutchname.h); they
// are painted (seatingPaper in report/paper.h), as web page in report/webpage.h, as CSV in csvexport.h.
enum class SeatingList { ByTable, Alphabetical, Both };

struct StandingsReportOptions {
    std::optional<int> afterRound;       // klassement after this round; all played rounds when empty
    std::optional<std::string> category; // only players with this tag ("dame", "nieuw"); no cut line then
    // The web pages link every name to the player's own page at this address (not escaped); none when empty.
    std::function<QString(int startNumber)> playerHref{};
};

// The klassement itself is painted (standingsPaper in report/paper.h), as web page in
// report/webpage.h, as CSV in csvexport.h.

} // namespace nkb::report
