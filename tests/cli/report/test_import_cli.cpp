// nk-bonaken-cli players import with the files Excel writes (Windows-1252 with split name columns,
// tab-separated, UTF-16): the tournament file holds the names as typed. The Windows-1252 reading
// of core/tournament (plain C++) is checked byte by byte against Qt's own decoder.
#include "reportfixture.h"

#include "clirun.h"
#include "store/tournamentstore.h"
#include "tournament/csv.h"

#include <QStringDecoder>
#include <QTemporaryDir>

#include <fstream>

using namespace nkb;

namespace {

std::vector<std::string> importedNames(const std::string &fixture)
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const std::string db = dir.filePath(QStringLiteral("nk.bonaken")).toStdString();
    REQUIRE(runCli({"--db", db, "new", "--name", "NK"}).code == 0);
    const CliRun r =
        runCli({"--db", db, "players", "import", std::string(NKB_TEST_DATA_DIR) + "/tournament/" + fixture});
    INFO(r.err);
    REQUIRE(r.code == 0);
    auto store = TournamentStore::open(db, OpenOptions{});
    REQUIRE(store.ok());
    auto t = store.value()->load();
    REQUIRE(t.ok());
    std::vector<std::string> names;
    for (const Player &p : t->players)
        names.push_back(p.name + " | " + p.club);
    return names;
}

} // namespace

TEST_CASE("players import: Excel's Windows-1252, tab and Unicode-tekst files give the right names",
          "[cli][csv][import]")
{
    CHECK(importedNames("excel-cp1252.csv") ==
          std::vector<std::string>{"José Müller | BC Ölst", "Anne-Marie van 't Hoff | Café ’t Hoekje",
                                   "Zoë de Wit | Klaverjas; Bonaken ‘Ons Genoegen’",
                                   "François Lefèvre | €-club", "Štefan van der Veen | "});
    CHECK(importedNames("excel-tab.csv") ==
          std::vector<std::string>{"José Müller | BC Ölst", "Chloë van der Veen | De Troef, Hazerswoude",
                                   "Piet %1 | Aas"});
    CHECK(importedNames("excel-unicode-text.txt") ==
          std::vector<std::string>{"José Müller | BC Ölst", "Zoë de Wit | €-club"});
}

TEST_CASE("The Windows-1252 table agrees with Qt's decoder for every byte", "[csv][import]")
{
    QStringDecoder qt("windows-1252");
    REQUIRE(qt.isValid());
    int compared = 0;
    for (int b = 0x20; b <= 0xFF; ++b) {
        if (b == 0x7F)
            continue;
        const std::string bytes{'a', static_cast<char>(b)};
        auto ours = csvTextToUtf8(std::string("\x80", 1) + bytes); // 0x80 (euro) forces Windows-1252
        if (!ours.ok())
            continue; // 0x81, 0x8D, 0x8F, 0x90, 0x9D: undefined, refused
        const QString theirs = qt.decode(QByteArray("\x80", 1) + QByteArray::fromStdString(bytes));
        CAPTURE(b);
        CHECK(QString::fromStdString(ours.value()) == theirs);
        ++compared;
    }
    CHECK(compared == 0xFF - 0x20 - 5);
}

namespace {

std::string writeCsv(const QTemporaryDir &dir, const std::string &text)
{
    const std::string path = dir.filePath(QStringLiteral("lijst.csv")).toStdString();
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

} // namespace

TEST_CASE("players import: a Dame and a Nieuw column become categories, an unknown column is named as ignored",
          "[cli][csv][import]")
{
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("nk.bonaken")).toStdString();
    REQUIRE(runCli({"--db", db, "new", "--name", "NK"}).code == 0);
    const std::string csv = writeCsv(dir, "naam;club;Dame;Rookie;Telefoon\nAnna;Kaag;ja;;06\nBram;Kaag;;1;06\n");
    const CliRun r = runCli({"--db", db, "players", "import", csv});
    INFO(r.out << r.err);
    REQUIRE(r.code == 0);
    CHECK(r.out.find("Kolom \"Telefoon\" genegeerd.") != std::string::npos);
    CHECK(r.out.find("Kolom \"Dame\" genegeerd.") == std::string::npos);
    auto store = TournamentStore::open(db, OpenOptions{});
    REQUIRE(store.ok());
    auto loaded = store.value()->load();
    REQUIRE(loaded.ok());
    const Tournament &t = *loaded;
    CHECK(t.playerByName("Anna")->categories == std::vector<std::string>{"dame"});
    CHECK(t.playerByName("Bram")->categories == std::vector<std::string>{"nieuw"});
}

TEST_CASE("players import --only-new --skip-bad: a duplicate row is skipped and reported, the rest imported",
          "[cli][csv][import]")
{
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("nk.bonaken")).toStdString();
    REQUIRE(runCli({"--db", db, "new", "--name", "NK"}).code == 0);
    REQUIRE(runCli({"--db", db, "players", "add", "Anna"}).code == 0);
    const std::string csv = writeCsv(dir, "naam,club\nAnna,\nBram,\nCor,\nbram,\n,Kaag\nDirk,\n");
    // Without --skip-bad the duplicate Bram (row 5) still refuses the whole list, as before.
    const CliRun refusedAll = runCli({"--db", db, "players", "import", "--only-new", csv});
    CHECK(refusedAll.code == 1);
    const CliRun r = runCli({"--db", db, "players", "import", "--only-new", "--skip-bad", csv});
    INFO(r.out << r.err);
    REQUIRE(r.code == 0);
    CHECK(r.out.rfind("3 spelers toegevoegd", 0) == 0);
    CHECK(r.out.find("Overgeslagen: Rij 5: ") != std::string::npos);
    CHECK(r.out.find("Overgeslagen: Rij 6: de naam ontbreekt.") != std::string::npos);
    auto store = TournamentStore::open(db, OpenOptions{});
    REQUIRE(store.ok());
    auto loaded = store.value()->load();
    REQUIRE(loaded.ok());
    std::vector<std::string> names;
    for (const Player &p : loaded->players)
        names.push_back(p.name);
    CHECK(names == std::vector<std::string>{"Anna", "Bram", "Cor", "Dirk"});
}

TEST_CASE("players import --aangemeld: the players start signed up, not present, until the door",
          "[cli][csv][import]")
{
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("nk.bonaken")).toStdString();
    REQUIRE(runCli({"--db", db, "new", "--name", "NK"}).code == 0);
    const CliRun r = runCli({"--db", db, "players", "import", "--aangemeld", writeCsv(dir, "naam\nAnna\nBram\n")});
    INFO(r.out << r.err);
    REQUIRE(r.code == 0);
    auto store = TournamentStore::open(db, OpenOptions{});
    REQUIRE(store.ok());
    CHECK(store.value()->presentPlayers(1).value().empty());
}

TEST_CASE("players import: a list of more players than a tournament holds is refused, nothing imported",
          "[cli][csv][import][limits]")
{
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("nk.bonaken")).toStdString();
    REQUIRE(runCli({"--db", db, "new", "--name", "NK"}).code == 0);
    std::string list = "naam\n";
    for (int i = 1; i <= 5001; ++i)
        list += "Speler " + std::to_string(i) + "\n";
    const CliRun r = runCli({"--db", db, "players", "import", writeCsv(dir, list)});
    INFO(r.out << r.err);
    CHECK(r.code == 1);
    CHECK(
        r.err.find("Het bestand brengt 5001 spelers: meer dan 5000, het hoogste aantal in een toernooi (meer "
                   "deelt de loting niet in). Er is niets geïmporteerd.") != std::string::npos);
    auto store = TournamentStore::open(db, OpenOptions{});
    REQUIRE(store.ok());
    CHECK(store.value()->load()->players.empty());
}
