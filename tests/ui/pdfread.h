#pragma once
// A PDF read back as the printer and a phone's camera get it, for the widget tests that print:
// its text (pdftotext), its pages (pdfinfo) and the QR code on one page (pdftoppm + zbarimg).
#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QTemporaryDir>

namespace nkb::ui::test {

inline QString pdfText(const QString &pdf)
{
    QProcess text;
    text.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    text.waitForFinished(30000);
    return QString::fromUtf8(text.readAllStandardOutput());
}

// 0 when pdfinfo is missing or cannot read the file.
inline int pdfPages(const QString &pdf)
{
    QProcess info;
    info.start(QStringLiteral("pdfinfo"), {pdf});
    info.waitForFinished(10000);
    return QString::fromUtf8(info.readAllStandardOutput())
        .section(QStringLiteral("Pages:"), 1)
        .trimmed()
        .section(QLatin1Char('\n'), 0, 0)
        .toInt();
}

// What a phone's camera reads on the first page; empty without pdftoppm or zbarimg.
inline QString pdfFirstCode(const QString &pdf, const QTemporaryDir &dir)
{
    if (QStandardPaths::findExecutable(QStringLiteral("zbarimg")).isEmpty() ||
        QStandardPaths::findExecutable(QStringLiteral("pdftoppm")).isEmpty())
        return {};
    const QString png = dir.filePath(QStringLiteral("blad"));
    QProcess::execute(QStringLiteral("pdftoppm"), {QStringLiteral("-r"), QStringLiteral("150"), QStringLiteral("-f"),
                                                   QStringLiteral("1"), QStringLiteral("-l"), QStringLiteral("1"),
                                                   QStringLiteral("-png"), QStringLiteral("-singlefile"), pdf, png});
    QProcess zbar;
    zbar.start(QStringLiteral("zbarimg"), {QStringLiteral("-q"), QStringLiteral("--raw"), png + QStringLiteral(".png")});
    zbar.waitForFinished(10000);
    return QString::fromUtf8(zbar.readAllStandardOutput()).trimmed();
}

} // namespace nkb::ui::test
