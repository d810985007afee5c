#pragma once
// Printing from the panels: core/report builds the document (no widgets); here the director
// chooses preview-and-print or a PDF file.
#include "report/paper.h"
#include "tournament/tournament.h"

#include <QString>

#include <functional>

class QMenu;
class QTextDocument;
class QWidget;

namespace nkb {
class TournamentStore;
}

namespace nkb::ui {

using DocumentBuilder = std::function<void(QTextDocument &)>;

// The papers of a round (or the final): scoresheets, table cards, seating lists.
enum class RoundPaper { Scoresheets, TableCards, Seating };
// Scoresheets are painted directly (report/paper.h); the lists are text documents.
// With the store and entry at the table on, each scoresheet carries its table's QR code.
[[nodiscard]] report::Paper roundPaper(const Tournament &t, int round, RoundPaper paper,
                                       const TournamentStore *store = nullptr);
// The venue web's address while its pages run (empty when off): the wall lists carry its QR code,
// and with entry at the table (tableEntry) every scoresheet its table's own.
void setPapersWebAddress(const QString &address, bool tableEntry = false);
[[nodiscard]] QString roundPaperName(RoundPaper paper);

// Print preview (with print) of the paper; the preview and the printer share its paint function.
void printWithPreview(QWidget *parent, const report::Paper &paper, const QString &title);
void printWithPreview(QWidget *parent, const DocumentBuilder &build, const QString &title);
// Writes the paper as PDF (a busy cursor meanwhile); empty on success, else the Dutch reason.
[[nodiscard]] QString writePdf(const report::Paper &paper, const QString &path);
[[nodiscard]] QString writePdf(const DocumentBuilder &build, const QString &path);
// Where the PDF dialog starts for a suggested name: the folder of the last PDF saved, else the
// last tournament folder (the dialog forgot its folder).
[[nodiscard]] QString pdfStartPath(const QString &suggestedName);
// Asks for a file name, then writePdf; tells the user what happened.
void savePdfAs(QWidget *parent, const report::Paper &paper, const QString &suggestedName);
void savePdfAs(QWidget *parent, const DocumentBuilder &build, const QString &suggestedName);

} // namespace nkb::ui
