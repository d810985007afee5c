#include "report/paper.h"

#include "report/reportdocument.h"

#include <QPainter>
#include <QPdfWriter>
#include <QPrinter>
#include <QSaveFile>
#include <QTextDocument>

#include <memory>

namespace nkb::report {

Paper paintedPaper(QString title, QPageLayout layout,
                   std::function<int(QPagedPaintDevice &device, QPainter &painter)> paint)
{
    Paper paper;
    paper.title = std::move(title);
    paper.layout = std::move(layout);
    paper.paint = [paint = std::move(paint)](QPagedPaintDevice &device) {
        QPainter p;
        if (!p.begin(&device))
            return 0;
        return paint(device, p);
    };
    return paper;
}

Paper documentPaper(std::function<void(QTextDocument &)> build)
{
    auto doc = std::make_shared<QTextDocument>();
    build(*doc);
    Paper paper;
    paper.title = doc->metaInformation(QTextDocument::DocumentTitle);
    paper.layout = pageLayoutOf(*doc);
    paper.paint = [doc](QPagedPaintDevice &device) {
        paginate(*doc, device.pageLayout());
        doc->print(&device);
        return doc->pageCount();
    };
    return paper;
}

bool writePaperPdf(const Paper &paper, const QString &path, QString *error, int *pages)
{
    if (const QString problem = fontProblem(); !problem.isEmpty()) {
        if (error)
            *error = problem;
        return false;
    }
    // All or nothing: the PDF goes to a temporary file that replaces the old one when complete.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = QStringLiteral("Kan %1 niet schrijven: %2").arg(path, file.errorString());
        return false;
    }
    int count = 0;
    {
        QPdfWriter writer(&file);
        writer.setResolution(600);
        writer.setCreator(pdfCreator());
        writer.setTitle(paper.title);
        writer.setPageLayout(paper.layout);
        count = paper.paint(writer);
    }
    if (!file.commit()) {
        if (error)
            *error = QStringLiteral("Het PDF-bestand %1 kon niet worden gemaakt.").arg(path);
        return false;
    }
    if (pages)
        *pages = count;
    return true;
}

void renderPaper(const Paper &paper, QPrinter *printer)
{
    loadDocumentFonts();
    if (!printer)
        return;
    printer->setCreator(pdfCreator());
    paper.paint(*printer);
}

} // namespace nkb::report
