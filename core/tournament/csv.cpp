#include "tournament/csv.h"

#include "rules/textinput.h"

#include <algorithm>
#include <cctype>
#include <optional>

namespace nkb {

namespace {

std::string trim(const std::string &s)
{
    std::size_t b = 0;
    std::size_t e = s.size();
    while (b < e && (s[b] == ' ' || s[b] == '\t' || s[b] == '\r'))
        ++b;
    while (e > b && (s[e - 1] == ' ' || s[e - 1] == '\t' || s[e - 1] == '\r'))
        --e;
    return s.substr(b, e - b);
}

std::string lower(std::string s)
{
    for (char &c : s)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

int rowOfOffset(const std::string &s, std::size_t offset)
{
    return 1 + static_cast<int>(std::count(s.begin(), s.begin() + static_cast<std::ptrdiff_t>(offset), '\n'));
}

std::string rowText(int row)
{
    return "Rij " + std::to_string(row) + ": ";
}

} // namespace

std::vector<std::string> splitCategories(const std::string &text)
{
    std::vector<std::string> out;
    std::string cur;
    auto flush = [&] {
        if (!cur.empty() && std::find(out.begin(), out.end(), cur) == out.end())
            out.push_back(cur);
        cur.clear();
    };
    for (char c : text) {
        if (c == ' ' || c == '|' || c == '/' || c == ',' || c == '\t')
            flush();
        else
            cur += c;
    }
    flush();
    return out;
}

Result<std::vector<CsvRecord>> parseCsv(const std::string &input)
{
    std::string text = input;
    if (text.rfind("\xEF\xBB\xBF", 0) == 0)
        text.erase(0, 3);
    // Line ends as any spreadsheet writes them: CRLF (Windows), LF, or CR alone (old Mac).
    std::string lf;
    lf.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\r') {
            lf += '\n';
            if (i + 1 < text.size() && text[i + 1] == '\n')
                ++i;
        } else {
            lf += text[i];
        }
    }
    text = std::move(lf);
    if (auto bad = firstInvalidUtf8(text))
        return ruleError(0, rowText(rowOfOffset(text, *bad)) +
                                "geen geldige UTF-8-tekst (sla het bestand op als UTF-8).");
    // The separator is whichever of ';' and ',' the first line holds (a header "naam;club;categorie").
    const std::string firstLine = text.substr(0, text.find('\n'));
    const char sep = firstLine.find(';') != std::string::npos ? ';' : ',';

    std::vector<CsvRecord> records;
    CsvRecord rec;
    std::string field;
    bool quoted = false;
    bool any = false;
    int row = 1;
    int quoteRow = 0;
    auto endField = [&] {
        rec.fields.push_back(trim(field));
        field.clear();
    };
    auto endRecord = [&] {
        endField();
        const bool empty =
            std::all_of(rec.fields.begin(), rec.fields.end(), [](const std::string &f) { return f.empty(); });
        if (!empty)
            records.push_back(rec);
        rec = CsvRecord{};
        any = false;
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '"') {
                if (i + 1 < text.size() && text[i + 1] == '"') {
                    field += '"';
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                if (c == '\n')
                    ++row;
                field += c;
            }
            continue;
        }
        if (!any) {
            rec.row = row;
            any = true;
        }
        if (c == '"' && trim(field).empty()) {
            field.clear();
            quoted = true;
            quoteRow = row;
        } else if (c == sep) {
            endField();
        } else if (c == '\n') {
            endRecord();
            ++row;
        } else {
            field += c;
        }
    }
    if (quoted)
        return ruleError(0, rowText(quoteRow) + "een aanhalingsteken wordt niet gesloten.");
    if (any)
        endRecord();
    return records;
}

Result<std::vector<PlayerRow>> parsePlayersCsv(const std::string &text)
{
    auto parsed = parseCsv(text);
    if (!parsed)
        return parsed.error();
    const auto &records = parsed.value();
    if (records.empty())
        return ruleError(0, "Het bestand is leeg: verwacht een kopregel naam,club,categorie.");
    int nameCol = -1;
    int clubCol = -1;
    int placeCol = -1; // woonplaats: the club column when there is no "club"
    int catCol = -1;
    const auto &header = records.front().fields;
    for (std::size_t i = 0; i < header.size(); ++i) {
        const std::string h = lower(header[i]);
        const int col = static_cast<int>(i);
        if (h == "naam" || h == "name")
            nameCol = col;
        else if (h == "club" || h == "club of plaats")
            clubCol = col;
        else if (h == "plaats" || h == "woonplaats")
            placeCol = col;
        else if (h == "categorie" || h == "categorieen" || h == "categorieën" || h == "category")
            catCol = col;
    }
    if (clubCol < 0)
        clubCol = placeCol;
    if (nameCol < 0)
        return ruleError(0, rowText(records.front().row) +
                                "de kopregel mist de kolom \"naam\" (verwacht naam,club,categorie).");
    std::vector<PlayerRow> rows;
    for (std::size_t r = 1; r < records.size(); ++r) {
        const auto &rec = records[r];
        if (rec.fields.size() > header.size())
            return ruleError(0, rowText(rec.row) + "meer velden (" + std::to_string(rec.fields.size()) +
                                    ") dan de kopregel (" + std::to_string(header.size()) + ").");
        auto get = [&](int col) -> std::string {
            return col >= 0 && static_cast<std::size_t>(col) < rec.fields.size()
                       ? rec.fields[static_cast<std::size_t>(col)]
                       : std::string{};
        };
        PlayerRow p;
        p.row = rec.row;
        p.name = get(nameCol);
        p.club = get(clubCol);
        p.categories = splitCategories(get(catCol));
        if (p.name.empty())
            return ruleError(0, rowText(rec.row) + "de naam ontbreekt.");
        for (const auto &earlier : rows)
            if (earlier.name == p.name)
                return ruleError(0, rowText(rec.row) + "\"" + p.name + "\" staat al op rij " +
                                        std::to_string(earlier.row) + ".");
        rows.push_back(std::move(p));
    }
    return rows;
}

Result<std::vector<SeatingRow>> parseSeatingCsv(const std::string &text)
{
    auto parsed = parseCsv(text);
    if (!parsed)
        return parsed.error();
    std::vector<SeatingRow> rows;
    bool first = true;
    for (const auto &rec : parsed.value()) {
        const bool header = first && !rec.fields.empty() &&
                            (lower(rec.fields[0]) == "tafel" || lower(rec.fields[0]) == "table");
        first = false;
        if (header)
            continue;
        if (rec.fields.size() != 2)
            return ruleError(0, rowText(rec.row) + "verwacht twee velden: tafel,naam.");
        int table = 0;
        const std::string &t = rec.fields[0];
        if (t.empty() || t.size() > 6 ||
            !std::all_of(t.begin(), t.end(), [](char c) { return c >= '0' && c <= '9'; }) ||
            (table = std::stoi(t)) < 1)
            return ruleError(0, rowText(rec.row) + "\"" + t + "\" is geen tafelnummer.");
        if (rec.fields[1].empty())
            return ruleError(0, rowText(rec.row) + "de naam ontbreekt.");
        rows.push_back(SeatingRow{rec.row, table, rec.fields[1]});
    }
    if (rows.empty())
        return ruleError(0, "Het bestand bevat geen indeling (rijen tafel,naam).");
    return rows;
}

} // namespace nkb
