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

// Header row required with a column "naam" (also "name"), or "achternaam" with optional "voornaam"
// and "tussenvoegsel" (joined as "Jan de Vries"); optional "club" (or "plaats",
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
