#pragma once
// The spreadsheet that reads our CSV: LibreOffice Calc, headless, opens the file the way a user's
// Calc or Excel does (';', '"', UTF-8) and saves it as flat ODS, whose cells we read back: the text
// a cell shows, whether it is a number, and whether it became a formula.
#include <QString>
#include <QStringList>

#include <vector>

namespace nkb::test {

struct SheetCell {
    QString text;          // as shown
    bool isNumber{false};  // office:value-type float
    double value{0};       // the number when isNumber
    bool isFormula{false}; // table:formula: the cell would run
};
using Sheet = std::vector<std::vector<SheetCell>>; // rows of cells, trailing empties trimmed

// The soffice program, or empty when LibreOffice is not installed (scripts/setup.sh installs it).
[[nodiscard]] QString sofficeProgram();

// Opens each CSV file in LibreOffice Calc and reads its first sheet. On failure: empty, and the
// reason in *error.
[[nodiscard]] std::vector<Sheet> openInLibreOffice(const QStringList &csvFiles, const QString &workDir,
                                                   QString *error);

} // namespace nkb::test
