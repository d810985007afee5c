#pragma once
// A tournament for the venue web's tests, made the way a director makes one: with nk-bonaken-cli
// (in-process) on a file, or on a fresh database of the PostgreSQL test server in the second run
// (tests/store/storefixture.h). Among the players a name that tries to be HTML, an accented name
// and a 40-character name, and every third player a "dame".
#include "clirun.h"
#include "storefixture.h"
#include "web/snapshot.h"

#include <nlohmann/json.hpp>

#include <QFile>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <string>
#include <vector>

namespace nkbtest {

// Two phones' ids as the table page makes them (web/tableholders.h).
inline const std::string kPhone = "0123456789abcdef0123456789abcdef";
inline const std::string kOtherPhone = "fedcba9876543210fedcba9876543210";

inline const std::string kHostileName = "<script>alert(1)</script> & <b>Co</b>";
inline const std::string kAccentedName = "José van Ĳsselstein";
inline const std::string kLongName = "Alexander-Frederik van Oranje-Nassau Hoo"; // 40 characters

inline std::vector<std::string> webNames(int n)
{
    static const char *first[] = {"Anna", "Bram", "Cor", "Dirk", "Els", "Frank", "Gerda", "Henk", "Ilse", "Joop",
                                  "Karin", "Leo", "Marja", "Nico", "Olga", "Piet", "Riet", "Sjaak", "Truus", "Wim"};
    static const char *last[] = {"de Vries", "Jansen", "Bakker", "Visser", "Smit", "Meijer", "de Boer", "Mulder"};
    std::vector<std::string> out{kHostileName, kAccentedName, kLongName};
    for (int i = 0; static_cast<int>(out.size()) < n; ++i)
        out.push_back(std::string(first[i % 20]) + " " + last[(i / 20) % 8] + (i >= 160 ? " " + std::to_string(i) : ""));
    return out;
}

inline nlohmann::json cliJson(const std::string &db, const std::vector<std::string> &args)
{
    const CliRun r = runCliOn(db, args);
    INFO(r.out << r.err);
    REQUIRE(r.code == 0);
    return nlohmann::json::parse(r.out);
}

// Both games of every table of `round` entered: 10, 8, 4 and 0 turned one seat on per table and game.
inline void playRound(const std::string &db, int round)
{
    const nlohmann::json tables = cliJson(db, {"tables", "--round", std::to_string(round)});
    const nlohmann::json &list = tables.contains("tables") ? tables["tables"] : tables;
    static const int kPoints[] = {10, 8, 4, 0};
    for (const auto &table : list) {
        const int number = table["table"].get<int>();
        for (int game = 1; game <= 2; ++game) {
            std::string points;
            const auto &players = table["players"];
            for (std::size_t i = 0; i < players.size(); ++i)
                points += (i ? "," : "") + players[i].get<std::string>() + "=" +
                          std::to_string(kPoints[(i + static_cast<std::size_t>(number + game + round)) % 4]);
            const CliRun r = runCliOn(db, {"result", "--round", std::to_string(round), "--table", std::to_string(number),
                                           "--game", std::to_string(game), "--points", points});
            INFO(points << r.out << r.err);
            REQUIRE(r.code == 0);
        }
    }
}

// n players (a multiple of four), `played` rounds drawn and played, the next round drawn.
inline void makeWebTournament(const QTemporaryDir &dir, const std::string &db, int n, int played)
{
    REQUIRE(runCliOn(db, {"new", "--name", "NK Bonaken 2026", "--date", "2026-11-28", "--venue", "Leimuiden"}).code == 0);
    std::string csv = "naam,club,categorie\n";
    const std::vector<std::string> names = webNames(n);
    for (std::size_t i = 0; i < names.size(); ++i) {
        std::string name = names[i];
        if (name.find_first_of(",\"") != std::string::npos) {
            std::string quoted = "\"";
            for (char c : name)
                quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
            name = quoted + "\"";
        }
        csv += name + ",Club " + std::to_string(i % 5 + 1) + "," + (i % 3 == 0 ? "dame" : "") + "\n";
    }
    const std::string csvPath = filePath(dir, "spelers.csv");
    QFile f(QString::fromStdString(csvPath));
    REQUIRE(f.open(QIODevice::WriteOnly));
    f.write(QByteArray::fromStdString(csv));
    f.close();
    const CliRun imported = runCliOn(db, {"players", "import", csvPath});
    INFO(imported.out << imported.err);
    REQUIRE(imported.code == 0);
    for (int r = 1; r <= played + 1 && r <= 5; ++r) {
        REQUIRE(runCliOn(db, {"draw", "--round", std::to_string(r), "--seed", std::to_string(r)}).code == 0);
        if (r <= played)
            playRound(db, r);
    }
}

// The tournament as the venue web reads it.
inline std::shared_ptr<nkb::web::Snapshot> snapshotOf(const std::string &db, std::uint64_t version = 1)
{
    auto store = reopen(db);
    auto t = store->load();
    REQUIRE(t);
    auto s = std::make_shared<nkb::web::Snapshot>();
    s->tournament = std::move(*t);
    s->version = version;
    s->readAt = 1764300000;
    s->salt = "test";
    // As the feed reads them (feed.cpp): entry at the table.
    if (auto secret = store->tableSecret())
        s->tableSecret = std::move(secret).value();
    if (auto generations = store->tableCodeGenerations())
        s->tableGenerations = std::move(generations).value();
    return s;
}

} // namespace nkbtest
