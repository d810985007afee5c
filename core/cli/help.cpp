#include "cli/help.h"

#include "cli/commands.h"

#include "nkb_version.h"

#include <algorithm>
#include <cstdio>
#include <ostream>
#include <vector>

namespace nkb::cli {

namespace {

const char *const kSummary =
    "Het NK Bonaken vanaf de opdrachtregel: dezelfde regels en hetzelfde toernooibestand "
    "als nk-bonaken.";
const char *const kSynopsis = "[--db BESTAND] [--format json|text] [--station NAAM] OPDRACHT [ARGUMENTEN]";

struct Option {
    const char *name{};
    const char *meaning{};
};

// The global options; the exit codes are the same for every command too and said once.
const Option kOptions[] = {
    {"--db BESTAND", "het toernooibestand (.bonaken) of de server (postgresql://…)"},
    {"--format json|text", "antwoord als JSON of als leesbare tekst (standaard)"},
    {"--station NAAM", "naam van deze invoerplek in het logboek (standaard: de computernaam)"},
    {"-h, --help", "deze hulp"},
    {"-V, -v, --version", "het versienummer"},
};
const char *const kExitCodes = "Uitgangscode: 0 gelukt, 1 geweigerd (een regel; er is niets veranderd),\n"
                               "2 bestand of opdracht onbruikbaar.\n";

// The overview's lists wrap before column 90, so --help fits a terminal of 100 columns (the
// usage line is the widest).
constexpr std::size_t kWrapAt = 90;

void printList(std::ostream &out, const std::string &lead, const std::vector<std::string_view> &names)
{
    std::string line = lead;
    for (std::size_t i = 0; i < names.size(); ++i) {
        const std::string word = std::string(names[i]) + (i + 1 < names.size() ? "," : "");
        if (i > 0 && line.size() + 1 + word.size() > kWrapAt) {
            out << line << "\n";
            line = "    " + word;
        } else {
            line += (i > 0 ? " " : "") + word;
        }
    }
    out << line << "\n";
}

// The characters of our texts that groff has no glyph for in the C locale (it drew nothing:
// "postgresql://" without its "…"), as troff names or text it renders in every locale.
struct Glyph {
    std::string_view utf8;
    const char *troff;
};
constexpr Glyph kGlyphs[] = {{"\u2026", "..."}, {"\u2192", "\\(->"}, {"\u2014", "\\(em"}, {"\u2013", "\\(en"}};

const Glyph *glyphAt(std::string_view text)
{
    for (const Glyph &g : kGlyphs)
        if (text.substr(0, g.utf8.size()) == g.utf8)
            return &g;
    return nullptr;
}

// Text as troff shows it literally: a backslash is \e, a minus \- (not a hyphen, so options can be
// copied), a line starting with a control character is not read as a request, and a character
// beyond ASCII is named (\[u2026]) so groff reads it without knowing the file's encoding.
std::string roff(std::string_view text)
{
    std::string out;
    bool lineStart = true;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (lineStart && (c == '.' || c == '\''))
            out += "\\&";
        lineStart = c == '\n';
        if (c == '\\') {
            out += "\\e";
        } else if (c == '-') {
            out += "\\-";
        } else if (c < 0x80) {
            out += static_cast<char>(c);
        } else if (const Glyph *glyph = glyphAt(text.substr(i))) {
            out += glyph->troff;
            i += glyph->utf8.size() - 1;
        } else {
            // The texts are this program's own, valid UTF-8.
            const std::size_t length = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2;
            char32_t code = c & (length == 4 ? 0x07u : length == 3 ? 0x0Fu : 0x1Fu);
            for (std::size_t k = 1; k < length && i + 1 < text.size(); ++k)
                code = (code << 6) | (static_cast<unsigned char>(text[++i]) & 0x3Fu);
            char name[16];
            std::snprintf(name, sizeof name, "\\[u%04X]", static_cast<unsigned>(code));
            out += name;
        }
    }
    return out;
}

// A command's part of the manual page: each way to call it on a line of its own, in bold and with
// the program's name (--help prints that once, after "Gebruik:"), and what it does as a paragraph
// of its own under it, indented. In the table of commands a call starts at the margin and goes on
// after four spaces; what it does is indented by two.
std::string manCommand(std::string_view usage)
{
    enum class Part { None, Call, Text };
    Part part = Part::None;
    std::string out;
    std::size_t start = 0;
    while (start < usage.size()) {
        const std::size_t end = std::min(usage.find('\n', start), usage.size());
        const std::string_view line = usage.substr(start, end - start);
        start = end + 1;
        const bool text = line.rfind("  ", 0) == 0 && line.rfind("    ", 0) != 0;
        if (text) {
            out += part == Part::Call ? ".fi\n.RS\n" : "";
            out += roff(line.substr(line.find_first_not_of(' '))) + "\n";
            part = Part::Text;
            continue;
        }
        out += part == Part::Text ? ".RE\n" : "";
        out += part == Part::Call ? "" : ".PP\n.nf\n";
        const std::string call = line.rfind(' ', 0) == 0 ? std::string(line) : "nk-bonaken-cli " + std::string(line);
        out += "\\fB" + roff(call) + "\\fR\n";
        part = Part::Call;
    }
    out += part == Part::Call ? ".fi\n" : part == Part::Text ? ".RE\n" : "";
    return out;
}

} // namespace

void printHelp(std::ostream &out)
{
    out << "Gebruik: nk-bonaken-cli " << kSynopsis << "\n" << kSummary << "\n\n";
    out << "Opdrachten (nk-bonaken-cli OPDRACHT --help voor de details):\n";
    std::vector<std::string_view> rules;
    std::vector<std::string_view> tournament;
    for (const Command &c : commands()) {
        if (!c.rulesLabel.empty())
            rules.push_back(c.rulesLabel);
        if (c.tournament)
            tournament.push_back(c.name);
    }
    printList(out, "  Spelregels, zonder toernooibestand: ", rules);
    printList(out, "  Toernooi (--db BESTAND of --db postgresql://gebruiker@server/database): ", tournament);
    for (const Command &c : commands())
        if (!c.ownLine.empty())
            out << "  " << c.ownLine << "\n";
    out << "\nOpties:\n";
    for (const Option &o : kOptions) {
        const std::size_t width = std::string_view(o.name).size();
        out << "  " << o.name << std::string(width < 22 ? 22 - width : 1, ' ') << o.meaning << "\n";
    }
    out << "\n" << kExitCodes;
}

std::string commandHelp(const std::string &command)
{
    const Command *c = findCommand(command);
    return c ? "Gebruik: nk-bonaken-cli " + std::string(c->usage) : std::string();
}

void printManPage(std::ostream &out)
{
    // Left-aligned without hyphens: the calls and server addresses are copied as they are.
    out << ".TH NK-BONAKEN-CLI 1 \"\" \"nk-bonaken-cli " << kVersion << "\" \"Gebruikersopdrachten\"\n"
        << ".ad l\n.nh\n"
        << ".SH NAME\nnk-bonaken-cli \\- het NK Bonaken vanaf de opdrachtregel\n"
        << ".SH SYNOPSIS\n.B nk-bonaken-cli\n"
        << roff(kSynopsis) << "\n"
        << ".SH DESCRIPTION\n"
        << roff(kSummary) << "\n"
        << "Elke opdracht antwoordt in leesbaar Nederlands, of als JSON met \\-\\-format json.\n"
        << ".SH OPTIONS\n";
    for (const Option &o : kOptions)
        out << ".TP\n.B " << roff(o.name) << "\n" << roff(o.meaning) << "\n";
    out << ".SH COMMANDS\n";
    for (const Command &c : commands())
        out << ".SS " << c.name << "\n" << manCommand(c.usage);
    out << ".SH \"EXIT STATUS\"\n" << roff(kExitCodes);
}

void printVersion(std::ostream &out)
{
    out << "nk-bonaken-cli " << kVersion << "\n"
        << "Licentie " << kLicence << ": <https://gnu.org/licenses/gpl.html>\n"
        << "Dit is vrije software: u mag het aanpassen en doorgeven. Er is geen garantie.\n";
}

} // namespace nkb::cli
