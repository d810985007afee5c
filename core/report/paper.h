#pragma once
// A printable paper that paints itself page by page on any paged device: QPdfWriter for a PDF,
// QPrinter for the printer and for the print preview. One render function serves all three.
#include "report/report.h"

#include <QPageLayout>
#include <QString>

#include <functional>
#include <map>

class QPagedPaintDevice;
class QPainter;
class QPrinter;
class QTextDocument;

namespace nkb::report {

struct Paper {
    QString title;
    QPageLayout layout;
    // Paints every page (QPagedPaintDevice::newPage between them) and returns how many.
    std::function<int(QPagedPaintDevice &device)> paint;
};

// The scoresheets of a round, painted directly (no text layout): one page per table, a second
// page for a table whose games do not fit on one (more than two games per round), and with
// continuation a vervolgblad per table for the giften after the 13th.
struct ScoresheetOptions {
    bool continuation{false};
    // Entry at the table (web/tablelinks.h): per table number the address its QR code opens, with
    // the table's code; printed at the top right of each of the table's pages.
    std::map<int, QString> tableLinks;
};
[[nodiscard]] Paper scoresheetsPaper(const Tournament &t, int round, const ScoresheetOptions &options = {});

// The wall lists of a round, painted directly: per table (at most 20 tables a page) and "naam → tafel"
// (at most 56 names a page, two columns, Dutch order), names at 14 pt, spread evenly over the pages.
// With the venue web's address (empty: none), every page carries its QR code under the heading.
[[nodiscard]] Paper seatingPaper(const Tournament &t, int round, SeatingList which = SeatingList::Both,
                                 const QString &webAddress = {});

// The klassement (R60, R61), painted directly: the shared columns (tournament/standingscolumns.h),
// "3=" ranks, the cut line and, once it is played, the final's section; about 50 players a page.
[[nodiscard]] Paper standingsPaper(const Tournament &t, const StandingsReportOptions &options = {});

// A paper painted with QPainter: paint gets the device and a painter already begun on it, and
// returns the number of pages it painted.
[[nodiscard]] Paper paintedPaper(QString title, QPageLayout layout,
                                 std::function<int(QPagedPaintDevice &device, QPainter &painter)> paint);

// A QTextDocument as a paper (the table cards).
[[nodiscard]] Paper documentPaper(std::function<void(QTextDocument &)> build);

// The PDF of the paper (QPdfWriter). False with a Dutch reason; *pages gets the count.
bool writePaperPdf(const Paper &paper, const QString &path, QString *error = nullptr, int *pages = nullptr);
// Preview and printer: paints on the printer with the paper's own page layout.
void renderPaper(const Paper &paper, QPrinter *printer);

} // namespace nkb::report
