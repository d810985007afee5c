// The players' list a director brings (item 6): every column the import understands is
// mapped, every other one named as ignored, and a bad row is a problem of that row only, so the
// preview and the CLI can leave it out and import the rest.
#include "tournament/csv.h"

#include <algorithm>
#include <cctype>
#include <unordered_map>

namespace nkb {

namespace {

std::string lower(std::string s)
{
    for (char &c : s)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

std::string rowText(int row) { return "Rij " + std::to_string(row) + ": "; }

// Our own CSV export (and the common defence against formulas in CSV) writes "'=..." for a text
// that begins with = + - @, tab or CR; reading it back gives the text as typed.
std::string withoutInertMark(std::string field)
{
    if (field.size() >= 2 && field[0] == '\'' && std::string("=+-@\t\r").find(field[1]) != std::string::npos)
        field.erase(0, 1);
    return field;
}

// A yes/no cell as a spreadsheet holds it: "ja", "j", "x", "1", "yes", "waar", a tick.
bool yes(const std::string &cell)
{
    std::string v = lower(cell);
    v.erase(std::remove(v.begin(), v.end(), ' '), v.end());
    return v == "ja" || v == "j" || v == "x" || v == "1" || v == "yes" || v == "y" || v == "waar" ||
           v == "true" || v == "\xe2\x9c\x93" || v == "\xe2\x9c\x94";
}

bool female(const std::string &cell)
{
    const std::string v = lower(cell);
    return v == "v" || v == "vrouw" || v == "f" || v == "female" || v == "dame";
}

void addCategory(std::vector<std::string> &categories, const std::string &category)
{
    for (const std::string &c : categories)
        if (lower(c) == category)
            return;
    categories.push_back(category);
}

enum class Use { Ignored, Name, Club, Place, Categories, Given, Infix, Surname, Lady, Rookie, Sex };

Use useOf(const std::string &header)
{
    const std::string h = lower(header);
    if (h == "naam" || h == "name")
        return Use::Name;
    if (h == "club" || h == "club of plaats")
        return Use::Club;
    if (h == "plaats" || h == "woonplaats")
        return Use::Place;
    if (h == "categorie" || h == "categorieen" || h == "categorieën" || h == "category" || h == "categories")
        return Use::Categories;
    if (h == "voornaam" || h == "roepnaam")
        return Use::Given;
    if (h == "tussenvoegsel" || h == "tussenvoegsels" || h == "tussenv." || h == "tv")
        return Use::Infix;
    if (h == "achternaam")
        return Use::Surname;
    if (h == "dame" || h == "dames" || h == "vrouw" || h == "vrouwen")
        return Use::Lady;
    if (h == "nieuw" || h == "rookie" || h == "nieuweling" || h == "nieuwkomer")
        return Use::Rookie;
    if (h == "geslacht" || h == "m/v")
        return Use::Sex;
    return Use::Ignored;
}

std::string meaning(Use use, bool hasClub)
{
    switch (use) {
    case Use::Name:
        return "naam";
    case Use::Club:
        return "club";
    case Use::Place:
        return hasClub ? "" : "club";
    case Use::Categories:
        return "categorie";
    case Use::Given:
        return "voornaam";
    case Use::Infix:
        return "tussenvoegsel";
    case Use::Surname:
        return "achternaam";
    case Use::Lady:
        return "categorie dame (ja/nee)";
    case Use::Rookie:
        return "categorie nieuw (ja/nee)";
    case Use::Sex:
        return "categorie dame (bij V)";
    case Use::Ignored:
        break;
    }
    return "";
}

} // namespace

Result<PlayersCsv> readPlayersCsv(const std::string &text)
{
    auto parsed = parseCsv(text);
    if (!parsed)
        return parsed.error();
    const auto &records = parsed.value();
    if (records.empty())
        return ruleError(0, "Het bestand is leeg: verwacht een kopregel naam,club,categorie.");
    const auto &header = records.front().fields;
    std::vector<Use> uses;
    bool hasClub = false;
    bool hasName = false;
    for (const std::string &h : header) {
        uses.push_back(useOf(h));
        hasClub = hasClub || uses.back() == Use::Club;
        hasName = hasName || uses.back() == Use::Name || uses.back() == Use::Surname;
    }
    if (!hasName)
        return ruleError(0, rowText(records.front().row) +
                                "de kopregel mist de kolom \"naam\" (of voornaam, tussenvoegsel, achternaam); "
                                "verwacht naam,club,categorie.");
    PlayersCsv out;
    // A second column of one kind is ignored, not mixed in: the first one counts.
    std::vector<bool> taken(static_cast<std::size_t>(Use::Sex) + 1, false);
    for (std::size_t i = 0; i < header.size(); ++i) {
        Use &use = uses[i];
        if (use == Use::Place && hasClub)
            use = Use::Ignored;
        if (use != Use::Ignored && taken[static_cast<std::size_t>(use)])
            use = Use::Ignored;
        taken[static_cast<std::size_t>(use)] = true;
        out.columns.push_back(PlayerColumn{header[i], meaning(use, hasClub)});
    }
    std::unordered_map<std::string, int> rowOfName;
    for (std::size_t r = 1; r < records.size(); ++r) {
        const auto &rec = records[r];
        if (rec.fields.size() > header.size()) {
            std::string name;
            for (std::size_t c = 0; c < uses.size() && c < rec.fields.size(); ++c)
                if (uses[c] == Use::Name)
                    name = withoutInertMark(rec.fields[c]);
            out.problems.push_back({rec.row,
                                    rowText(rec.row) + "meer velden (" + std::to_string(rec.fields.size()) +
                                        ") dan de kopregel (" + std::to_string(header.size()) + ").",
                                    name, {}});
            continue;
        }
        PlayerRow p;
        p.row = rec.row;
        std::string given;
        std::string infix;
        std::string surname;
        std::vector<std::string> flags;
        for (std::size_t c = 0; c < rec.fields.size(); ++c) {
            const std::string cell = withoutInertMark(rec.fields[c]);
            switch (uses[c]) {
            case Use::Name:
                p.name = cell;
                break;
            case Use::Club:
            case Use::Place:
                p.club = cell;
                break;
            case Use::Categories:
                p.categories = splitCategories(cell);
                break;
            case Use::Given:
                given = cell;
                break;
            case Use::Infix:
                infix = cell;
                break;
            case Use::Surname:
                surname = cell;
                break;
            case Use::Lady:
                if (yes(cell))
                    flags.push_back("dame");
                break;
            case Use::Rookie:
                if (yes(cell))
                    flags.push_back("nieuw");
                break;
            case Use::Sex:
                if (female(cell))
                    flags.push_back("dame");
                break;
            case Use::Ignored:
                break;
            }
        }
        for (const std::string &f : flags)
            addCategory(p.categories, f);
        if (p.name.empty())
            // "Jan" + "de" + "Vries" is "Jan de Vries", as the seating list sorts it (under V).
            for (const std::string &part : {given, infix, surname})
                if (!part.empty())
                    p.name += (p.name.empty() ? "" : " ") + part;
        if (p.name.empty()) {
            out.problems.push_back({rec.row, rowText(rec.row) + "de naam ontbreekt.", {}, p.club});
            continue;
        }
        // By hash: a search through the rows read so far made a long list quadratic.
        const auto [earlier, first] = rowOfName.try_emplace(p.name, rec.row);
        if (!first) {
            out.problems.push_back({rec.row,
                                    rowText(rec.row) + "\"" + p.name + "\" staat al op rij " +
                                        std::to_string(earlier->second) + ".",
                                    p.name, p.club});
            continue;
        }
        out.rows.push_back(std::move(p));
    }
    return out;
}

Result<std::vector<PlayerRow>> parsePlayersCsv(const std::string &text)
{
    auto read = readPlayersCsv(text);
    if (!read)
        return read.error();
    if (!read->problems.empty())
        return ruleError(0, read->problems.front().message);
    return std::move(read).value().rows;
}

} // namespace nkb
