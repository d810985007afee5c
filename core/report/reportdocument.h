#pragma once
// One document, three outlets: the print preview and the printer share render(), and the same
// document goes to a PDF (for the printer at the venue) and to HTML (for the website and the tests).
#include <QPageLayout>
#include <QString>

class QPrinter;
class QTextDocument;

namespace nkb::report {

// A4 with 10 mm margins: every document of the day is printed on it.
[[nodiscard]] QPageLayout a4Layout(QPageLayout::Orientation orientation = QPageLayout::Portrait);

// The page a builder designed its document for: A4 with 10 mm margins, portrait unless the
// builder asked for landscape (table cards).
[[nodiscard]] QPageLayout pageLayoutOf(const QTextDocument &doc);
void setPageLayoutOf(QTextDocument &doc, const QPageLayout &layout);

// Lays the document out on pages of this layout (so doc.pageCount() is the printed page count).
void paginate(QTextDocument &doc, const QPageLayout &layout);

// Preview and print share this: paginates to the printer's page and paints every page.
void render(QTextDocument &doc, QPrinter *printer);

// The Creator of every PDF and printed paper: "nk-bonaken" and the one version (project()), so a
// paper says which program made it, whichever way it was printed.
[[nodiscard]] QString pdfCreator();

// The document as PDF on its own page layout. False with a Dutch reason (no fonts, cannot write).
bool exportPdf(QTextDocument &doc, const QString &path, QString *error = nullptr);
// The document as a stand-alone UTF-8 HTML file.
bool exportHtml(const QTextDocument &doc, const QString &path, QString *error = nullptr);

// Loads DejaVu Sans and DejaVu Sans Bold from the program's resources (QFontDatabase::
// addApplicationFont), once; every document uses them, so a PDF looks the same on any machine.
// Needs a QGuiApplication. False when they cannot be loaded.
bool loadDocumentFonts();

// Empty when fonts are available; else the Dutch reason. Without fonts Qt writes black boxes and
// still succeeds (docs/toolchain.md pitfall 7), so every export asks this first.
[[nodiscard]] QString fontProblem();

} // namespace nkb::report
