#pragma once
// The CSV files a director brings: players (naam,club,categorie) and a seating (tafel,naam).
// Comma or semicolon, UTF-8 with or without BOM, fields may be quoted; lines end in LF, CRLF or
// CR. A bad row refuses the whole file and is named by its row number in the file (the header is row 1).
#include "rules/ruleerror.h"

#include <string>
#include <vector>

namespace nkb {

struct CsvRecord {
    int row{0}; // 1-based row in the file
    std::vector<std::string> fields;
};

// Splits the text into records (empty lines skipped). Refuses invalid UTF-8 and unclosed quotes.
[[nodiscard]] Result<std::vector<CsvRecord>> parseCsv(const std::string &text);

struct PlayerRow {
    int row{0};
    std::string name;
    std::string club;
    std::vector<std::string> categories; // split on spaces, '|' and '/'; lower case kept as typed
};

// Header row required with a column "naam" (also "name"); optional "club" (or "plaats",
// "woonplaats") and "categorie" (or "categorieen"); other columns are ignored.
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
