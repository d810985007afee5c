// Every command nk-bonaken-cli runs is named in --help and in its manual page (help --man), and
// they name nothing it does not run. The names are written here, from the README and the help as
// it always was, not read from the program's own table: a command added there must be added here.
#include "clirun.h"

#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <cctype>
#include <set>
#include <sstream>

namespace {

const std::set<std::string> kCommands{"check", "game",     "roem",   "legal",  "draw", "new",       "players",
                                      "settings", "tables", "result", "undo", "standings", "finalists",
                                      "export",   "import", "print",  "copy",    "serve", "clock",     "publish",
                                      "announce"};

std::string firstWord(const std::string &text)
{
    const auto start = text.find_first_not_of(' ');
    if (start == std::string::npos)
        return {};
    return text.substr(start, text.find(' ', start) - start);
}

// The overview of --help: "  Heading: a, b plan," lists, continued on lines indented by four, and
// "  copy VAN NAAR: what it does" lines that name one command.
std::set<std::string> overviewNames(const std::string &help)
{
    std::set<std::string> names;
    std::istringstream lines(help);
    std::string line;
    bool inOverview = false;
    while (std::getline(lines, line)) {
        if (line.rfind("Opdrachten", 0) == 0) {
            inOverview = true;
            continue;
        }
        if (!inOverview)
            continue;
        if (line.empty())
            break;
        std::string list;
        if (line.rfind("    ", 0) == 0) {
            list = line;
        } else {
            const auto colon = line.find(": ");
            REQUIRE(colon != std::string::npos);
            const std::string heading = line.substr(0, colon);
            if (std::isupper(static_cast<unsigned char>(firstWord(heading).front())))
                list = line.substr(colon + 2);
            else
                names.insert(firstWord(heading));
        }
        std::istringstream items(list);
        std::string item;
        while (std::getline(items, item, ','))
            if (!firstWord(item).empty())
                names.insert(firstWord(item));
    }
    return names;
}

// The manual page's commands: one ".SS name" each.
std::set<std::string> manNames(const std::string &man)
{
    std::set<std::string> names;
    std::istringstream lines(man);
    std::string line;
    while (std::getline(lines, line))
        if (line.rfind(".SS ", 0) == 0)
            names.insert(line.substr(4));
    return names;
}

} // namespace

TEST_CASE("Every command is named in --help, and --help names no other", "[cli][help]")
{
    const CliRun help = runCli({"--help"});
    REQUIRE(help.code == 0);
    CHECK(overviewNames(help.out) == kCommands);
}

TEST_CASE("The manual page describes every command and no other", "[cli][help]")
{
    const CliRun man = runCli({"help", "--man"});
    REQUIRE(man.code == 0);
    CHECK(man.err.empty());
    CHECK(man.out.rfind(".TH NK-BONAKEN-CLI 1 ", 0) == 0);
    CHECK(man.out.find("\n.SH NAME\nnk-bonaken-cli \\- ") != std::string::npos);
    CHECK(manNames(man.out) == kCommands);
    for (const std::string &command : kCommands) {
        INFO(command);
        // Under its heading, how it is called, as COMMAND --help says it, in bold on lines of their
        // own; then what it does, indented (test_cli_manpage.cpp reads it rendered).
        const auto at = man.out.find(".SS " + command + "\n.PP\n.nf\n\\fBnk\\-bonaken\\-cli ");
        REQUIRE(at != std::string::npos);
        CHECK(man.out.find(command, at + 4 + command.size()) < man.out.find(".fi\n", at));
        CHECK(man.out.find(".fi\n.RS\n", at) < man.out.find(".SS ", at + 1));
    }
    // What a command does never starts with an option: that is a call going on (four spaces in
    // the table of commands), not a description (two).
    for (std::size_t at = man.out.find(".RS\n"); at != std::string::npos; at = man.out.find(".RS\n", at + 1)) {
        INFO(man.out.substr(at, 60));
        CHECK(man.out.compare(at + 4, 1, "[") != 0);
        CHECK(man.out.compare(at + 4, 4, "\\-\\-") != 0);
    }
}

TEST_CASE("Every command in --help and the manual page is run, not refused as unknown", "[cli][help]")
{
    const CliRun unknown = runCli({"bestaatniet"});
    CHECK(unknown.code == 2);
    CHECK(unknown.err == "Onbekende opdracht: bestaatniet (zie --help)\n");
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const std::string db = dir.filePath(QStringLiteral("leeg.bonaken")).toStdString();
    for (const std::string &command : kCommands) {
        INFO(command);
        // An option no command knows: each refuses it (or its missing subcommand) in its own words.
        const CliRun r = runCli({"--db", db, command, "--geen-optie"});
        CHECK(r.code != 0);
        CHECK(r.err.find("Onbekende opdracht: " + command + " (zie --help)") == std::string::npos);
        CHECK(r.err.find("Interne fout") == std::string::npos);
    }
}
