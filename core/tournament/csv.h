#pragma once
// The CSV files a director brings: players (naam,club,categorie) and a seating (tafel,naam).
// Semicolon, comma or tab; UTF-8 with or without BOM, UTF-16, or Windows-1252 (csvTextToUtf8);
// fields may be quoted; lines end in LF, CRLF or CR. A bad row refuses the whole file and is named by its row number in the file (the header is row 1).
#include "rules/ruleerror.h"

#include <string>
#include <vector>

namespace nkb {

struct CsvRecord {
    int row{0}; // 1-based row in the file
    std::vector<std::string> fields;
};

// The file's bytes as UTF-8: UTF-8 with or without BOM; UTF-16 with BOM (Excel's "Unicode-tekst");
// anything else that is not UTF-8 is read as Windows-1252 (Excel's Dutch "CSV (gescheiden door
// lijstscheidingsteken)"). Refused, with the row, only for bytes no code page gives a meaning.
// *encoding says which it was ("UTF-8", "UTF-16", "Windows-1252").
[[nodiscard]] Result<std::string> csvTextToUtf8(const std::string &bytes, std::string *encoding = nullptr);

// Splits the text into records (empty lines skipped). Refuses invalid UTF-8 and unclosed quotes.
[[nodiscard]] Result<std::vector<CsvRecord>> parseCsv(const std::string &text);

struct PlayerRow {
    int row{0};
    std::string name;
    std::string club;
    std::vector<std::string> categories; // split on spaces, '|' and '/'; lower case kept as typed
};

// One column of the file's header and what the import makes of it: "naam", "club", "categorie",
// "dame (ja/nee)", ...; empty when the column is ignored (the preview says so).
struct PlayerColumn {
    std::string header;
    std::string meaning;
};

// A row that cannot be imported as it stands, and why ("Rij 4: de naam ontbreekt.").
struct RowProblem {
    int row{0};
    std::string message;
    // What the row holds as far as it could be read (a row twice in the file has both), for a
    // preview that shows the row it leaves out.
    std::string name;
    std::string club;
};

struct PlayersCsv {
    std::vector<PlayerColumn> columns;
    std::vector<PlayerRow> rows;        // every readable row, in file order
    std::vector<RowProblem> problems;   // rows left out of `rows`, each with why
};

// Header row required with a column "naam" (also "name"), or "achternaam" with optional "voornaam"
// and "tussenvoegsel" (joined as "Jan de Vries"); optional "club" (or "plaats", "woonplaats"),
// "categorie" (or "categorieen"), and yes/no columns "dame" (or "vrouw") and "nieuw" (or
// "rookie", "nieuweling") that add the category "dame" or "nieuw"; "geslacht" V/vrouw adds "dame".
// Other columns are ignored and named in `columns`. Refused only when the file or its header
// cannot be read; a bad row (no name, too many fields, a name twice in the file) is a problem.
[[nodiscard]] Result<PlayersCsv> readPlayersCsv(const std::string &text);

// readPlayersCsv, with the first bad row refusing the whole file.
[[nodiscard]] Result<std::vector<PlayerRow>> parsePlayersCsv(const std::string &text);

struct SeatingRow {
    int row{0};
    int table{0};
    std::string name;
};

// Rows "tafel,naam" in seating order, with or without a header row.
[[nodiscard]] Result<std::vector<SeatingRow>> parseSeatingCsv(const std::string &text);

// Splits "dame nieuw" / "dame|nieuw" into tags.
[[nodiscard]] std::vector<std::string> splitCategories(const std::string &text);

} // namespace nkb
