#pragma once
// The lists as CSV for a spreadsheet, written the way a Dutch Excel opens them with a double click:
// ';' between cells, UTF-8 with a byte-order mark, CRLF line ends, one header row and no title
// rows, numbers as bare numbers. A text cell that a spreadsheet would take as a formula (it begins
// with = + - @, a tab or CR) gets an apostrophe in front, so "=HYPERLINK(...)" stays a name.
#include "report/report.h"
#include "tournament/tournament.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace nkb::report {

// One row at a time; text() and number() add cells, endRow() closes the row with CRLF.
class CsvWriter {
  public:
    CsvWriter();
    CsvWriter &text(const QString &cell);
    CsvWriter &text(const std::string &cell);
    CsvWriter &number(long long value);
    CsvWriter &empty();
    CsvWriter &header(const QStringList &names);
    void endRow();
    // The file's bytes: BOM + rows.
    [[nodiscard]] QByteArray bytes() const { return m_bytes; }

  private:
    void separate();
    QByteArray m_bytes;
    bool m_rowStarted{false};
};

// A text cell as written: made inert, then quoted when it holds ';', '"', CR or LF.
[[nodiscard]] QString csvTextCell(const QString &cell);

// The klassement (R60): Plaats (number), Pl. ("3=" as on paper), Nr., Naam, Club, Punten, the
// counts of 10, 8, 4 and 1, Spellen, Status (finalist, loting, teruggetrokken). With a category:
// only those players, ranked among themselves, no cut.
[[nodiscard]] QByteArray standingsCsv(const Tournament &t, const StandingsReportOptions &options = {});

// A round's seating (or the final's). ByTable: Tafel, Stoel (A-D), Nr., Naam, Club, in table
// order. Alphabetical: Naam, Tafel, Stoel, Nr., Club, Sorteernaam ("Vries, Jan de") in Dutch
// order. Empty when the round is not seated (ask roundProblem() first).
[[nodiscard]] QByteArray seatingCsv(const Tournament &t, int round, SeatingList which);

// Every player: Nr., Naam, Club, Categorie, Vanaf ronde, Teruggetrokken vanaf ronde, Aanwezig.
// The file reads back with the players import (naam, club, categorie).
[[nodiscard]] QByteArray playersCsv(const Tournament &t);

// The final's ranking (R61): Plaats, Nr., Naam, Punten, counts, Spellen, Plaats kwalificatie.
[[nodiscard]] QByteArray finalCsv(const Tournament &t);

// Writes the bytes all at once (QSaveFile: the old file stays until the new one is complete).
// False with a Dutch reason.
bool writeExportFile(const QString &path, const QByteArray &bytes, QString *error = nullptr);

} // namespace nkb::report
