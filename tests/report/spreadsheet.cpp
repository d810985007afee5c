#include "spreadsheet.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QUrl>
#include <QXmlStreamReader>

namespace nkb::test {

namespace {

// One table:table-cell: its text (text:p paragraphs, text:s spaces) and its type.
SheetCell readCell(QXmlStreamReader &xml)
{
    SheetCell cell;
    const auto attrs = xml.attributes();
    cell.isNumber = attrs.value(QStringLiteral("office:value-type")) == QStringLiteral("float");
    cell.value = attrs.value(QStringLiteral("office:value")).toDouble();
    cell.isFormula = attrs.hasAttribute(QStringLiteral("table:formula"));
    int paragraphs = 0;
    int depth = 1;
    int paragraphDepth = 0; // characters count only inside text:p (the file is indented)
    while (depth > 0 && !xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            ++depth;
            if (xml.qualifiedName() == QStringLiteral("text:p")) {
                if (paragraphs++ > 0)
                    cell.text += QLatin1Char('\n');
                paragraphDepth = depth;
            }
            else if (xml.qualifiedName() == QStringLiteral("text:s"))
                cell.text += QString(
                    std::max(1, xml.attributes().value(QStringLiteral("text:c")).toInt()), QLatin1Char(' '));
            else if (xml.qualifiedName() == QStringLiteral("text:tab"))
                cell.text += QLatin1Char('\t');
        } else if (xml.isEndElement()) {
            if (depth == paragraphDepth)
                paragraphDepth = 0;
            --depth;
        } else if (xml.isCharacters() && paragraphDepth > 0) {
            cell.text += xml.text();
        }
    }
    return cell;
}

Sheet readFlatOds(const QString &path, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("LibreOffice schreef geen ") + path;
        return {};
    }
    QXmlStreamReader xml(&f);
    Sheet sheet;
    bool inTable = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isEndElement() && xml.qualifiedName() == QStringLiteral("table:table") && inTable)
            break; // first sheet only
        if (!xml.isStartElement())
            continue;
        const auto name = xml.qualifiedName();
        if (name == QStringLiteral("table:table"))
            inTable = true;
        else if (name == QStringLiteral("table:table-row"))
            sheet.emplace_back();
        else if ((name == QStringLiteral("table:table-cell") || name == QStringLiteral("table:covered-table-cell")) &&
                 !sheet.empty()) {
            const int repeat =
                std::min(64, std::max(1, xml.attributes().value(QStringLiteral("table:number-columns-repeated")).toInt()));
            const SheetCell cell = readCell(xml);
            for (int i = 0; i < repeat; ++i)
                sheet.back().push_back(cell);
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("Onleesbare ODS: ") + xml.errorString();
    for (auto &row : sheet)
        while (!row.empty() && row.back().text.isEmpty() && !row.back().isNumber)
            row.pop_back();
    while (!sheet.empty() && sheet.back().empty())
        sheet.pop_back();
    return sheet;
}

} // namespace

QString sofficeProgram()
{
    return QStandardPaths::findExecutable(QStringLiteral("soffice"));
}

std::vector<Sheet> openInLibreOffice(const QStringList &csvFiles, const QString &workDir, QString *error)
{
    const QString soffice = sofficeProgram();
    if (soffice.isEmpty()) {
        *error = QStringLiteral("soffice ontbreekt");
        return {};
    }
    const QString out = workDir + QStringLiteral("/ods");
    QDir().mkpath(out);
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), workDir); // a private profile: other runs may be busy
    p.setProcessEnvironment(env);
    // 59 = ';', 34 = '"', 76 = UTF-8, from row 1: what Calc (and a Dutch Excel) use for a .csv.
    QStringList args{QStringLiteral("-env:UserInstallation=") +
                         QUrl::fromLocalFile(workDir + QStringLiteral("/profile")).toString(),
                     QStringLiteral("--headless"), QStringLiteral("--infilter=CSV:59,34,76,1"),
                     QStringLiteral("--convert-to"), QStringLiteral("fods"), QStringLiteral("--outdir"), out};
    args += csvFiles;
    p.start(soffice, args);
    if (!p.waitForFinished(180000) || p.exitCode() != 0) {
        *error = QStringLiteral("soffice: ") + QString::fromLocal8Bit(p.readAllStandardError());
        p.kill();
        return {};
    }
    std::vector<Sheet> sheets;
    for (const QString &csv : csvFiles) {
        sheets.push_back(readFlatOds(out + QLatin1Char('/') + QFileInfo(csv).completeBaseName() +
                                         QStringLiteral(".fods"),
                                     error));
        if (!error->isEmpty())
            return {};
    }
    return sheets;
}

} // namespace nkb::test
