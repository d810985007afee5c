#pragma once
// A table of entry at the table for the tests of writeTableGame (test_web_tableentry*.cpp): table 2
// of round 2 of the web fixture's tournament, its names by seat, its phone's writes with the
// stored state the phone last saw, and the game as stored.
#include "tablesigner.h"
#include "webfixture.h"

#include "store/tournamentstore.h"
#include "web/tableaccess.h"
#include "web/tablestate.h"
#include "web/tablewrite.h"

#include <nlohmann/json.hpp>

namespace tableentrytest {

using nkb::web::TableKey;
using nkb::web::TableWrite;
using nlohmann::json;

using nkbtest::kOtherPhone;
using nkbtest::kPhone;

struct Table {
    QTemporaryDir dir;
    std::string db;
    std::vector<std::string> names; // table 2 of round 2, seats A–D
    std::unique_ptr<nkb::TournamentStore> store;
    const TableKey key{2, 2, 1};
    Table()
    {
        REQUIRE(dir.isValid());
        db = nkbtest::tempPath(dir, "tafel.bonaken");
        nkbtest::makeWebTournament(dir, db, 16, 1);
        const json tables = nkbtest::cliJson(db, {"tables", "--round", "2"});
        for (const auto &t : tables.contains("tables") ? tables["tables"] : tables)
            if (t["table"] == 2)
                names = t["players"].get<std::vector<std::string>>();
        REQUIRE(names.size() == 4);
        store = nkbtest::reopen(db);
    }
    // A gift by seat letters: "A" wins or loses a point bid of 40.
    json gift(char seat, bool won) const
    {
        return json{{"spelers", {names[static_cast<std::size_t>(seat - 'A')]}}, {"contract", "40"}, {"won", won}};
    }
    // The stored state the phone last saw (its last answer's "basis"), as the page keeps it.
    std::string basis;
    // With "Spel klaar": who kept the score and who confirmed the places (seats, 0-based).
    int keeper{0};
    int confirmer{2};
    // A write on `on` (the stored state it builds on); the answer's basis becomes the phone's.
    nkb::web::Response writeOn(const std::string &on, const json &giften, bool finished = false,
                               const std::string &phone = kPhone, int game = 1, bool correction = false)
    {
        TableWrite w;
        w.phone = phone;
        w.game = game;
        w.basis = on;
        w.giftenJson = giften.dump();
        w.finished = finished;
        w.correction = correction;
        if (finished) { // as the page sends "Spel klaar": seat A kept the score, seat C confirmed it
            w.keeper = keeper;
            w.confirmer = confirmer;
        }
        auto r = nkb::web::writeTableGame(*store, key, w);
        const json a = json::parse(r.body.toStdString(), nullptr, false);
        if (r.status == 200 && a.contains("basis"))
            basis = a["basis"].get<std::string>();
        return r;
    }
    // A write on what this phone last saw.
    nkb::web::Response write(const json &giften, bool finished = false, const std::string &phone = kPhone,
                             int game = 1)
    {
        return writeOn(basis, giften, finished, phone, game);
    }
    std::size_t storedGifts(int g = 1) { return json::parse(*game(g)->giftenJson)["giften"].size(); }
    long long changes() const { return store->latestChangeId().value(); }
    const nkb::GameResult *game(int g = 1)
    {
        static nkb::Tournament t;
        t = store->load().value();
        return t.game(2, 2, g);
    }
};

inline json body(const nkb::web::Response &r)
{
    return json::parse(r.body.toStdString());
}

// What a table's code opens, asked as a phone's signed look would ask it.
inline std::optional<TableKey> opens(const nkb::web::Snapshot &snapshot, int table, const std::string &code)
{
    const nkb::web::Request look =
        nkbtest::signedLook("/tafel/" + std::to_string(table) + "/stand", code, kPhone);
    return nkb::web::tableAccess(snapshot, table, nkb::web::tableSigned(look));
}


} // namespace tableentrytest
