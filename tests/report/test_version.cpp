// A printed paper says which program made it: every PDF's Creator is "nk-bonaken" and the one
// version from project(), the same for every paper and every way of printing it, as pdfinfo
// (poppler) reads it.
#include "reportfixture.h"

#include "report/paper.h"
#include "report/report.h"
#include "report/reportdocument.h"

#include <QPrinter>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTextDocument>

#include <functional>

using namespace nkb;

namespace {

// The Creator line of a PDF as pdfinfo reads it.
QString creatorOf(const QString &pdf)
{
    QProcess info;
    info.start(QStringLiteral("pdfinfo"), {pdf});
    REQUIRE(info.waitForFinished(20000));
    REQUIRE(info.exitCode() == 0);
    const QString text = QString::fromUtf8(info.readAllStandardOutput());
    const QRegularExpressionMatch m =
        QRegularExpression(QStringLiteral("^Creator: +(.*)$"), QRegularExpression::MultilineOption)
            .match(text);
    return m.hasMatch() ? m.captured(1).trimmed() : QString();
}

const QString kExpected = QStringLiteral("nk-bonaken " NKB_PROJECT_VERSION);

} // namespace

TEST_CASE("A PDF names nk-bonaken and its version as its creator", "[report][pdf][version]")
{
    test::ensureGuiApp();
    QTextDocument doc;
    report::buildTableCards(doc, test::sixteenPlayers(), 1);
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("tafelkaarten.pdf"));
    QString error;
    REQUIRE(report::exportPdf(doc, pdf, &error));
    CHECK(creatorOf(pdf) == kExpected);
}

TEST_CASE("Every paper has the same Creator, saved as PDF or printed to a file", "[report][pdf][version]")
{
    test::ensureGuiApp();
    Tournament t = test::sixteenPlayers();
    test::enterRoundOne(t, {{10, 8, 4, 1}, {9, 7, 5, 2}, {11, 6, 3, 1}, {12, 5, 4, 2}});
    const std::pair<const char *, std::function<report::Paper()>> papers[] = {
        {"scoresheets", [&] { return report::scoresheetsPaper(t, 1); }},
        {"seating", [&] { return report::seatingPaper(t, 1); }},
        {"standings", [&] { return report::standingsPaper(t); }},
        {"tablecards",
         [&] { return report::documentPaper([&t](QTextDocument &d) { report::buildTableCards(d, t, 1); }); }},
    };
    QTemporaryDir dir;
    for (const auto &[name, paper] : papers) {
        CAPTURE(name);
        // "PDF opslaan" and nk-bonaken-cli print: the paper's own PDF.
        const QString saved = dir.filePath(QString::fromLatin1(name) + QStringLiteral(".pdf"));
        QString error;
        REQUIRE(report::writePaperPdf(paper(), saved, &error));
        CHECK(creatorOf(saved) == kExpected);
        // "Afdrukken" to the print dialog's PDF file: the printer path (renderPaper).
        const QString printed = dir.filePath(QString::fromLatin1(name) + QStringLiteral("-printer.pdf"));
        {
            QPrinter printer(QPrinter::HighResolution);
            printer.setOutputFormat(QPrinter::PdfFormat);
            printer.setOutputFileName(printed);
            report::renderPaper(paper(), &printer);
        }
        CHECK(creatorOf(printed) == kExpected);
    }
}
