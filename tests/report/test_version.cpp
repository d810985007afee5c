// A printed paper says which program made it: the PDF's Creator is "nk-bonaken" and the one version
// from project(), as pdfinfo (poppler) reads it.
#include "reportfixture.h"

#include "report/report.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTextDocument>

using namespace nkb;

TEST_CASE("A PDF names nk-bonaken and its version as its creator", "[report][pdf][version]")
{
    test::ensureGuiApp();
    QTextDocument doc;
    report::buildTableCards(doc, test::sixteenPlayers(), 1);
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("tafelkaarten.pdf"));
    QString error;
    REQUIRE(report::exportPdf(doc, pdf, &error));
    QProcess info;
    info.start(QStringLiteral("pdfinfo"), {pdf});
    REQUIRE(info.waitForFinished(20000));
    REQUIRE(info.exitCode() == 0);
    const QString text = QString::fromUtf8(info.readAllStandardOutput());
    CHECK(text.contains(QRegularExpression(QStringLiteral("^Creator: +nk-bonaken %1$")
                                               .arg(QRegularExpression::escape(QStringLiteral(NKB_PROJECT_VERSION))),
                                           QRegularExpression::MultilineOption)));
}
