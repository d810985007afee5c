#include "report/reportdocument.h"

#include "nkb_version.h"

#include <QFile>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QMarginsF>
#include <QPageSize>
#include <QPrinter>
#include <QScreen>
#include <QTextDocument>
#include <QVariant>

namespace nkb::report {

namespace {

const char *const kLandscapeProperty = "nkbLandscape";

// QTextDocument lays out in pixels of the screen's logical DPI when it has no paint device, and
// QTextDocument::print scales that to the printer; giving the page in those pixels keeps a 10 pt
// font 10 pt on paper.
qreal layoutDpi()
{
    if (auto *screen = QGuiApplication::primaryScreen())
        return screen->logicalDotsPerInchY();
    return 96.0;
}

} // namespace

QPageLayout a4Layout(QPageLayout::Orientation orientation)
{
    return QPageLayout(QPageSize(QPageSize::A4), orientation, QMarginsF(10, 10, 10, 10),
                       QPageLayout::Millimeter);
}

QPageLayout pageLayoutOf(const QTextDocument &doc)
{
    return a4Layout(doc.property(kLandscapeProperty).toBool() ? QPageLayout::Landscape
                                                              : QPageLayout::Portrait);
}

void setPageLayoutOf(QTextDocument &doc, const QPageLayout &layout)
{
    doc.setProperty(kLandscapeProperty, layout.orientation() == QPageLayout::Landscape);
    paginate(doc, layout);
}

void paginate(QTextDocument &doc, const QPageLayout &layout)
{
    const QRectF inches = layout.paintRect(QPageLayout::Inch);
    const qreal dpi = layoutDpi();
    doc.setPageSize(QSizeF(inches.width() * dpi, inches.height() * dpi));
    // The page margins belong to the printer; the document's own frame adds none.
    doc.setDocumentMargin(0);
}

QString pdfCreator()
{
    return QStringLiteral("nk-bonaken %1").arg(QString::fromLatin1(kVersion));
}

void render(QTextDocument &doc, QPrinter *printer)
{
    loadDocumentFonts();
    if (!printer)
        return;
    printer->setCreator(pdfCreator());
    paginate(doc, printer->pageLayout());
    doc.print(printer);
}

bool exportPdf(QTextDocument &doc, const QString &path, QString *error)
{
    if (const QString problem = fontProblem(); !problem.isEmpty()) {
        if (error)
            *error = problem;
        return false;
    }
    QFile probe(path);
    if (!probe.open(QIODevice::WriteOnly)) {
        if (error)
            *error = QStringLiteral("Kan %1 niet schrijven: %2").arg(path, probe.errorString());
        return false;
    }
    probe.close();
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setOutputFileName(path);
    printer.setPageLayout(pageLayoutOf(doc));
    // The one version (project()), so a printed paper says which program made it.
    printer.setCreator(pdfCreator());
    printer.setDocName(doc.metaInformation(QTextDocument::DocumentTitle));
    render(doc, &printer);
    if (printer.printerState() == QPrinter::Error) {
        if (error)
            *error = QStringLiteral("Het PDF-bestand %1 kon niet worden gemaakt.").arg(path);
        return false;
    }
    return true;
}

bool exportHtml(const QTextDocument &doc, const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        if (error)
            *error = QStringLiteral("Kan %1 niet schrijven: %2").arg(path, file.errorString());
        return false;
    }
    const QByteArray bytes = doc.toHtml().toUtf8();
    if (file.write(bytes) != bytes.size()) {
        if (error)
            *error = QStringLiteral("Kan %1 niet schrijven: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

bool loadDocumentFonts()
{
    // Once per process: the font database keeps them until the application ends.
    static const bool loaded = [] {
        bool ok = true;
        for (const char *file : {":/nkb/fonts/DejaVuSans.ttf", ":/nkb/fonts/DejaVuSans-Bold.ttf"})
            ok = QFontDatabase::addApplicationFont(QString::fromLatin1(file)) >= 0 && ok;
        return ok;
    }();
    return loaded;
}

QString fontProblem()
{
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return QStringLiteral("Afdrukken vraagt een QGuiApplication (intern).");
    if (!loadDocumentFonts() || QFontDatabase::families().isEmpty())
        return QStringLiteral("Geen lettertypen gevonden: installeer fonts-dejavu-core, anders worden de "
                              "letters zwarte blokjes.");
    return {};
}

} // namespace nkb::report
