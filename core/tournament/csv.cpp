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

void appendUtf8(std::string &out, char32_t c)
{
    if (c < 0x80) {
        out += static_cast<char>(c);
    } else if (c < 0x800) {
        out += static_cast<char>(0xC0 | (c >> 6));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out += static_cast<char>(0xE0 | (c >> 12));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (c >> 18));
        out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    }
}

// Windows-1252 0x80-0x9F (the rest is Latin-1); 0 where the code page defines nothing.
constexpr char32_t kCp1252High[32] = {
    0x20AC, 0,      0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
    0x2039, 0x0152, 0,      0x017D, 0,      0,      0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
    0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0,      0x017E, 0x0178};

int rowOfByte(const std::string &s, std::size_t offset)
{
    // CR alone also ends a row (old Mac files); CRLF counts once.
    int row = 1;
    for (std::size_t i = 0; i < offset; ++i)
        if (s[i] == '\n' || (s[i] == '\r' && (i + 1 >= s.size() || s[i + 1] != '\n')))
            ++row;
    return row;
}

Result<std::string> fromCp1252(const std::string &bytes)
{
    std::string out;
    out.reserve(bytes.size() + bytes.size() / 8);
    for (std::size_t i = 0; i < bytes.size(); ++i) {
        const auto b = static_cast<unsigned char>(bytes[i]);
        char32_t c = b;
        if (b >= 0x80 && b < 0xA0) {
            c = kCp1252High[b - 0x80];
            if (c == 0)
                return ruleError(0, rowText(rowOfByte(bytes, i)) +
                                        "een teken dat geen UTF-8 en geen Windows-1252 is (sla het bestand "
                                        "op als CSV UTF-8).");
        }
        appendUtf8(out, c);
    }
    return out;
}

// UTF-16 as Excel's "Unicode-tekst" writes it (with its byte-order mark).
Result<std::string> fromUtf16(const std::string &bytes, bool littleEndian)
{
    std::string out;
    auto unit = [&](std::size_t i) {
        const auto a = static_cast<unsigned char>(bytes[i]);
        const auto b = static_cast<unsigned char>(bytes[i + 1]);
        return static_cast<char32_t>(littleEndian ? (b << 8 | a) : (a << 8 | b));
    };
    int row = 1;
    for (std::size_t i = 2; i + 1 < bytes.size(); i += 2) {
        char32_t c = unit(i);
        if (c >= 0xD800 && c < 0xDC00 && i + 3 < bytes.size() && unit(i + 2) >= 0xDC00 && unit(i + 2) < 0xE000) {
            c = 0x10000 + ((c - 0xD800) << 10) + (unit(i + 2) - 0xDC00);
            i += 2;
        } else if (c >= 0xD800 && c < 0xE000) {
            return ruleError(0, rowText(row) + "geen geldige UTF-16-tekst (sla het bestand op als CSV UTF-8).");
        }
        if (c == '\n')
            ++row;
        appendUtf8(out, c);
    }
    return out;
}

} // namespace

Result<std::string> csvTextToUtf8(const std::string &bytes, std::string *encoding)
{
    auto said = [encoding](const char *name) {
        if (encoding)
            *encoding = name;
    };
    if (bytes.rfind("\xEF\xBB\xBF", 0) == 0) {
        said("UTF-8");
        std::string text = bytes.substr(3);
        if (auto bad = firstInvalidUtf8(text))
            return ruleError(0, rowText(rowOfByte(text, *bad)) +
                                    "geen geldige UTF-8-tekst (sla het bestand op als CSV UTF-8).");
        return text;
    }
    if (bytes.rfind("\xFF\xFE", 0) == 0 || bytes.rfind("\xFE\xFF", 0) == 0) {
        said("UTF-16");
        return fromUtf16(bytes, bytes[0] == '\xFF');
    }
    if (!firstInvalidUtf8(bytes)) {
        said("UTF-8");
        return bytes;
    }
    // Not UTF-8: what Excel writes as "CSV (gescheiden door lijstscheidingsteken)" on a Dutch
    // Windows, in Windows-1252 ("Jos\xE9" is José).
    said("Windows-1252");
    return fromCp1252(bytes);
}

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
    auto decoded = csvTextToUtf8(input);
    if (!decoded)
        return decoded.error();
    std::string text = std::move(decoded).value();
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
    // The separator is whichever of ';', tab and ',' the first line holds most often (a header
    // "naam;club;categorie"; Excel's "Unicode-tekst" uses tabs); ';' first on a tie.
    const std::string firstLine = text.substr(0, text.find('\n'));
    char sep = ';';
    std::ptrdiff_t most = 0;
    for (const char candidate : {';', '\t', ','}) {
        const std::ptrdiff_t n = std::count(firstLine.begin(), firstLine.end(), candidate);
        if (n > most) {
            most = n;
            sep = candidate;
        }
    }

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
