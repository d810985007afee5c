#include "ui/widgets/printing.h"
#include "ui/widgets/filedialogs.h"

#include "report/report.h"
#include "ui/window/settings.h"

#include <QCoreApplication>
#include <QDir>
#include <QGuiApplication>
#include <QMessageBox>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QTextDocument>

namespace nkb::ui {

DocumentBuilder roundPaper(const Tournament &t, int round, RoundPaper paper)
{
    // The builder keeps its own copy: the tournament may change before it runs.
    return [t, round, paper](QTextDocument &doc) {
        switch (paper) {
        case RoundPaper::Scoresheets: report::buildScoresheets(doc, t, round); break;
        case RoundPaper::TableCards: report::buildTableCards(doc, t, round); break;
        case RoundPaper::Seating: report::buildSeating(doc, t, round); break;
        }
    };
}

QString roundPaperName(RoundPaper paper)
{
    switch (paper) {
    case RoundPaper::Scoresheets: return QCoreApplication::translate("Printing", "Scoreformulieren");
    case RoundPaper::TableCards: return QCoreApplication::translate("Printing", "Tafelkaarten");
    case RoundPaper::Seating: return QCoreApplication::translate("Printing", "Indelingslijsten");
    }
    return {};
}

void printWithPreview(QWidget *parent, const DocumentBuilder &build, const QString &title)
{
    QTextDocument doc;
    build(doc);
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(title);
    printer.setPageLayout(report::pageLayoutOf(doc));
    QPrintPreviewDialog preview(&printer, parent);
    preview.setWindowTitle(title);
    QObject::connect(&preview, &QPrintPreviewDialog::paintRequested, &preview,
                     [&doc](QPrinter *p) { report::render(doc, p); });
    preview.exec();
}

QString writePdf(const DocumentBuilder &build, const QString &path)
{
    QTextDocument doc;
    build(doc);
    QString error;
    if (!report::exportPdf(doc, path, &error))
        return error.isEmpty() ? QCoreApplication::translate("Printing", "Kan %1 niet schrijven.").arg(path) : error;
    return {};
}

void savePdfAs(QWidget *parent, const DocumentBuilder &build, const QString &suggestedName)
{
    const QString path = chooseSaveFile(parent, QCoreApplication::translate("Printing", "PDF opslaan"),
                                       QDir(settings::lastDirectory()).filePath(suggestedName),
                                       QCoreApplication::translate("Printing", "PDF-bestanden (*.pdf)"));
    if (path.isEmpty())
        return;
    const QString error = writePdf(build, path);
    if (QGuiApplication::platformName() == QLatin1String("offscreen"))
        return;
    if (error.isEmpty())
        QMessageBox::information(parent, suggestedName, QCoreApplication::translate("Printing", "Opgeslagen: %1").arg(path));
    else
        QMessageBox::warning(parent, suggestedName, error);
}

} // namespace nkb::ui
