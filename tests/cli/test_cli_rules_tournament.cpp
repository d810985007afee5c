// A café's tournament under its own rules from the command line (issue 36): made with
// --rules hazerswoude and two options, five rounds and a final; every game judged by those rules
// (a bid the NK refuses stands, a result the NK allows is refused), the statuses and places of
// the pagat game, and a klassement that matches a count of what was entered.
#include "clijson.h"

#include <QTemporaryDir>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <fstream>
#include <map>

using nlohmann::json;

namespace {

// A game at a table of four under the pagat rules, players p in seating order, the last dealing:
// p0 bids misère, p1 overcalls with 75 (the NK refuses it, R17: misère ranks above 100 there) and
// makes it: recht. p2 loses a zwabber and a bonaak: erin, the loser is found and the game ends.
// p1 (recht) is first, p0 and p3 (suf) share second: 10, 8, 0, 8.
std::string pagatGame(const std::vector<std::string> &p)
{
    const json game{
        {"players", p},
        {"giften",
         {{{"dealer", p[3]},
           {"bids", json::array({json::array({p[0], "misere"}), json::array({p[1], "75"}), json::array({p[2], "pass"}),
                                 json::array({p[3], "pass"}), json::array({p[0], "pass"})})},
           {"trump", "H"},
           {"points", 80}},
          {{"spelers", json::array({p[2]})}, {"contract", "zwabber"}, {"won", false}},
          {{"spelers", json::array({p[2]})}, {"contract", "bonaak"}, {"won", false}}}}};
    return game.dump();
}

std::string writeFile(const QTemporaryDir &dir, const std::string &name, const std::string &text)
{
    const std::string path = dir.filePath(QString::fromStdString(name)).toStdString();
    std::ofstream(path) << text;
    return path;
}

} // namespace

TEST_CASE("CLI: a Hazerswoude tournament with two options, five rounds and a final, judged by its rules",
          "[cli][tournament][rules]")
{
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("cafe.bonaken")).toStdString();
    REQUIRE(runCliOn(db, {"new", "--name", "Café de Zwaan", "--rules", "hazerswoude+zeskaart100+bod25"}).code == 0);
    CHECK(cliOk(db, {"settings"}).dump().find("hazerswoude+bod25+zeskaart100") != std::string::npos);
    for (const char *name : {"Anna", "Bram", "Cor", "Dirk", "Eef", "Fenna", "Gijs", "Hanna"})
        REQUIRE(runCliOn(db, {"players", "add", name}).code == 0);

    std::map<std::string, int> total; // the hand count of what this test entered
    auto play = [&](const std::vector<std::string> &where, const std::vector<std::string> &p) {
        // Game 1: the pagat game, refused as an NK game.
        const std::string file = writeFile(dir, "spel.json", pagatGame(p));
        std::vector<std::string> first = where;
        first.insert(first.end(), {"--game", "1", file});
        const json stored = cliOk(db, first);
        CHECK(stored["points"][p[1]] == 10);
        CHECK(stored["points"][p[0]] == 8);
        CHECK(stored["points"][p[3]] == 8);
        CHECK(stored["points"][p[2]] == 0);
        const CliRun nk = runCli({"game", "check", "--rules", "nk2019", "-"}, pagatGame(p));
        CHECK(nk.code == 1);
        CHECK(json::parse(nk.out)["rule"] == 17);
        // Game 2 on paper: the NK's 10/8/4/1 cannot end a pagat game (the last is the loser, 0).
        std::vector<std::string> second = where;
        second.insert(second.end(), {"--game", "2", "--points",
                                     p[0] + "=10," + p[1] + "=8," + p[2] + "=4," + p[3] + "=1"});
        const CliRun refused = runCliOn(db, second);
        CHECK(refused.code == 1);
        CHECK(refused.out.find("Hazerswoude") != std::string::npos);
        second.back() = p[0] + "=10," + p[1] + "=4," + p[2] + "=8," + p[3] + "=0";
        cliOk(db, second);
        const std::map<std::string, int> got{{p[0], 18}, {p[1], 14}, {p[2], 8}, {p[3], 8}};
        return got;
    };

    for (int round = 1; round <= 5; ++round) {
        const std::string r = std::to_string(round);
        cliOk(db, {"draw", "--round", r, "--seed", std::to_string(40 + round)});
        for (const auto &t : cliOk(db, {"tables", "--round", r})) {
            const auto p = t["players"].get<std::vector<std::string>>();
            REQUIRE(p.size() == 4);
            for (const auto &[name, points] :
                 play({"result", "--round", r, "--table", std::to_string(t["table"].get<int>())}, p))
                total[name] += points;
        }
    }
    // The klassement is the count of what was entered.
    const json standings = cliOk(db, {"standings"});
    const json &rows = standings.is_array() ? standings : standings.at("standings");
    REQUIRE(rows.size() == 8);
    for (const auto &row : rows) {
        INFO(row.dump());
        CHECK(row["points"] == total.at(row["name"].get<std::string>()));
    }

    // The final: its four are known (a tie across the cut is settled by the recorded lot), its
    // table seated at once, and its games judged by the same rules.
    const json known = cliOk(db, {"finalists"});
    if (known.contains("tie") && known["tie"].is_object() &&
        (!known["tie"].contains("lot") || known["tie"]["lot"].is_null()))
        cliOk(db, {"finalists", "--resolve-by-lot", "--seed", "7"});
    const json tables = cliOk(db, {"tables", "--round", "finale"});
    REQUIRE(tables.size() == 1);
    const auto finalists = tables[0]["players"].get<std::vector<std::string>>();
    REQUIRE(finalists.size() == 4);
    std::map<std::string, int> final;
    for (const auto &[name, points] : play({"result", "--final"}, finalists))
        final[name] += points;
    const json champion = cliOk(db, {"finalists"});
    INFO(champion.dump());
    // finalists[1] scored 10 + 4 and finalists[0] 8 + 10 in the final: finalists[0] is champion.
    CHECK(champion["champion"] == finalists[0]);
    CHECK(final.at(finalists[0]) == 18);
}
