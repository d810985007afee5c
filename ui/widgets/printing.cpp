#include "ui/widgets/printing.h"
#include "ui/widgets/shownpath.h"
#include "ui/widgets/filedialogs.h"

#include "report/report.h"
#include "web/tablelinks.h"
#include "ui/widgets/question.h"
#include "ui/widgets/settings.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMainWindow>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QStatusBar>
#include <QTextDocument>

namespace nkb::ui {

namespace {
QString &papersWebAddress()
{
    static QString address;
    return address;
}
bool &papersTableEntry()
{
    static bool on = false;
    return on;
}
} // namespace

void setPapersWebAddress(const QString &address, bool tableEntry)
{
    papersWebAddress() = address;
    papersTableEntry() = tableEntry && !address.isEmpty();
}

report::Paper roundPaper(const Tournament &t, int round, RoundPaper paper, const TournamentStore *store)
{
    // The paper keeps its own copy: the tournament may change before it is printed.
    switch (paper) {
    case RoundPaper::Scoresheets: {
        report::ScoresheetOptions options;
        // Entry at the table: the sheet sends its scorekeeper to a page that takes the game.
        if (papersTableEntry() && store && round != kFinalRound)
            if (auto links = web::tableEntryLinks(*store, t, round, papersWebAddress()))
                options.tableLinks = std::move(links).value();
        return report::scoresheetsPaper(t, round, options);
    }
    case RoundPaper::TableCards: {
        std::map<int, QString> links;
        if (papersTableEntry() && store && round != kFinalRound)
            if (auto made = web::tableEntryLinks(*store, t, round, papersWebAddress()))
                links = std::move(made).value();
        return report::documentPaper([&t, round, address = papersWebAddress(), links](QTextDocument &doc) {
            report::buildTableCards(doc, t, round, address, links);
        });
    }
    case RoundPaper::Seating: break;
    }
    return report::seatingPaper(t, round, report::SeatingList::Both, papersWebAddress());
}

QString roundPaperName(RoundPaper paper)
{
    switch (paper) {
    case RoundPaper::Scoresheets: return QCoreApplication::translate("Printing", "Wedstrijdformulieren");
    case RoundPaper::TableCards: return QCoreApplication::translate("Printing", "Tafelkaarten");
    case RoundPaper::Seating: return QCoreApplication::translate("Printing", "Indelingslijsten");
    }
    return {};
}

void printWithPreview(QWidget *parent, const report::Paper &paper, const QString &title)
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(title);
    printer.setPageLayout(paper.layout);
    QPrintPreviewDialog preview(&printer, parent);
    preview.setWindowTitle(title);
    QObject::connect(&preview, &QPrintPreviewDialog::paintRequested, &preview, [&paper](QPrinter *p) {
        QGuiApplication::setOverrideCursor(Qt::WaitCursor);
        report::renderPaper(paper, p);
        QGuiApplication::restoreOverrideCursor();
    });
    preview.exec();
}

void printWithPreview(QWidget *parent, const DocumentBuilder &build, const QString &title)
{
    printWithPreview(parent, report::documentPaper(build), title);
}

QString writePdf(const report::Paper &paper, const QString &path)
{
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    QString error;
    const bool ok = report::writePaperPdf(paper, path, &error);
    QGuiApplication::restoreOverrideCursor();
    if (!ok)
        return error.isEmpty() ? QCoreApplication::translate("Printing", "Kan %1 niet schrijven.").arg(shownPath(path)) : error;
    return {};
}

QString writePdf(const DocumentBuilder &build, const QString &path)
{
    return writePdf(report::documentPaper(build), path);
}

void savePdfAs(QWidget *parent, const DocumentBuilder &build, const QString &suggestedName)
{
    savePdfAs(parent, report::documentPaper(build), suggestedName);
}

QString pdfStartPath(const QString &suggestedName)
{
    const QString dir = settings::pdfDirectory();
    const QDir folder(dir.isEmpty() ? settings::lastDirectory() : dir);
    // A name already there is not proposed again: "…-ronde-2 (2).pdf", so that a reprint of one
    // table's sheet never overwrites the round's sheets by a careless Enter.
    const QFileInfo suggested(suggestedName);
    QString path = folder.filePath(suggestedName);
    for (int n = 2; QFileInfo::exists(path) && n < 1000; ++n)
        path = folder.filePath(
            QStringLiteral("%1 (%2).%3").arg(suggested.completeBaseName(), QString::number(n), suggested.suffix()));
    return path;
}

void savePdfAs(QWidget *parent, const report::Paper &paper, const QString &suggestedName)
{
    const QString path = chooseSaveFile(parent, QCoreApplication::translate("Printing", "PDF opslaan"),
                                       pdfStartPath(suggestedName),
                                       QCoreApplication::translate("Printing", "PDF-bestanden (*.pdf)"));
    if (path.isEmpty())
        return;
    const QString error = writePdf(paper, path);
    if (error.isEmpty())
        settings::setPdfDirectory(QFileInfo(path).absolutePath()); // the next PDF starts there
    // Saved: said in the status bar, not in a box to click away after every PDF; a failure stops.
    auto *window = parent ? qobject_cast<QMainWindow *>(parent->window()) : nullptr;
    if (error.isEmpty() && window)
        window->statusBar()->showMessage(QCoreApplication::translate("Printing", "PDF opgeslagen: %1").arg(shownPath(path)),
                                         15000);
    else if (error.isEmpty())
        Question::inform(parent, QStringLiteral("pdfSaved"), QMessageBox::Information,
                         QCoreApplication::translate("Printing", "PDF opgeslagen"),
                         QCoreApplication::translate("Printing", "Opgeslagen: %1").arg(shownPath(path)));
    else
        Question::inform(parent, QStringLiteral("pdfNotSaved"), QMessageBox::Warning,
                         QCoreApplication::translate("Printing", "PDF niet opgeslagen"), error);
}

} // namespace nkb::ui
