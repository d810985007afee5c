// The most players a tournament holds (limits::kMaxPlayers, as many as the draw seats): every way
// a player enters stops there with a Dutch refusal, and an import over it writes nothing at all.
#include "storefixture.h"

#include "store/names.h"
#include "tournament/limits.h"
#include "tournament/tournamentjson.h"

#include <QFileInfo>

using namespace nkb;
using namespace nkbtest;

namespace {

// Rows "Speler from" .. "Speler to" under a header.
std::string playersCsv(int from, int to)
{
    std::string csv = "naam,club\n";
    for (int i = from; i <= to; ++i)
        csv += "Speler " + std::to_string(i) + ",Uden\n";
    return csv;
}

std::size_t auditEntries(const TournamentStore &store)
{
    auto log = store.auditLog();
    REQUIRE(log.ok());
    return log->size();
}

} // namespace

TEST_CASE("Players: an import up to 5,000 is taken, one more refuses the whole file",
          "[store][players][limits]")
{
    REQUIRE(limits::kMaxPlayers == 5000);
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "limit.bonaken"), 0);
    const std::string empty = exported(*store);
    const std::size_t entries = auditEntries(*store);

    auto over = store->importPlayersCsv(playersCsv(1, 5001));
    REQUIRE_FALSE(over.ok());
    CHECK_FALSE(over.error().unusable());
    CHECK(over.error().message == "Het bestand brengt 5001 spelers: meer dan 5000, het hoogste aantal in een "
                                  "toernooi (meer deelt de loting niet in). Er is niets geïmporteerd.");
    CHECK(exported(*store) == empty);
    CHECK(auditEntries(*store) == entries);

    REQUIRE(store->importPlayersCsv(playersCsv(1, 4990)).ok());
    const std::string most = exported(*store);
    auto eleven = store->importPlayersCsv(playersCsv(4991, 5001));
    REQUIRE_FALSE(eleven.ok());
    CHECK(eleven.error().message ==
          "Het bestand brengt 11 spelers bij de 4990 die er al zijn (samen 5001): meer dan 5000, het hoogste "
          "aantal in een toernooi (meer deelt de loting niet in). Er is niets geïmporteerd.");
    CHECK(exported(*store) == most);

    // Rows of players already there count for nothing: the list again with ten new ones fits.
    auto again = store->importPlayersCsv(playersCsv(1, 5000), TournamentStore::KnownNames::Skip);
    REQUIRE(again.ok());
    CHECK(again->size() == 10);
    CHECK(store->load()->players.size() == 5000);
    const std::string full = exported(*store);
    const std::size_t fullEntries = auditEntries(*store);

    const std::string refusal =
        "Er doen al 5000 spelers mee, het hoogste aantal in een toernooi (meer deelt de loting niet in).";
    auto added = store->addPlayer(NewPlayer{"Nog een", "", {}, 1});
    REQUIRE_FALSE(added.ok());
    CHECK(added.error().message == refusal);
    auto late = store->lateEntry(NewPlayer{"Nog een", "", {}, 2});
    REQUIRE_FALSE(late.ok());
    CHECK(late.error().message == refusal);
    auto one = store->importPlayersCsv("naam\nNog een\n");
    REQUIRE_FALSE(one.ok());
    CHECK(one.error().message ==
          "Het bestand brengt 1 speler bij de 5000 die er al zijn (samen 5001): meer dan 5000, het hoogste "
          "aantal in een toernooi (meer deelt de loting niet in). Er is niets geïmporteerd.");
    CHECK(exported(*store) == full);
    CHECK(auditEntries(*store) == fullEntries);

    // A place comes free when a player who never sat is removed.
    REQUIRE_FALSE(store->removePlayer(5000).has_value());
    CHECK(store->addPlayer(NewPlayer{"Nog een", "", {}, 1}).ok());
}

TEST_CASE("Players: an export of 5,000 is imported, of 5,001 refused without a file",
          "[store][players][limits][json]")
{
    Tournament t;
    t.info.name = "NK";
    for (int i = 1; i <= limits::kMaxPlayers + 1; ++i) {
        Player p;
        p.startNumber = i;
        p.name = "Speler " + std::to_string(i);
        t.players.push_back(std::move(p));
    }
    QTemporaryDir dir;
    OpenOptions o;
    o.station = "test";
    const std::string overPath = tempPath(dir, "over.bonaken");
    auto over = TournamentStore::importJson(overPath, tournamentToJson(t), o);
    REQUIRE_FALSE(over.ok());
    CHECK(over.error().message == "Het bestand brengt 5001 spelers: meer dan 5000, het hoogste aantal in een "
                                  "toernooi (meer deelt de loting niet in). Er is niets geïmporteerd.");
    if (!onPostgres())
        CHECK_FALSE(QFileInfo::exists(QString::fromStdString(overPath)));

    t.players.pop_back();
    auto most = TournamentStore::importJson(tempPath(dir, "most.bonaken"), tournamentToJson(t), o);
    INFO((most.ok() ? std::string() : most.error().message));
    REQUIRE(most.ok());
    CHECK(most.value()->load()->players.size() == 5000);
}

TEST_CASE("Names: the key of a name is the same exactly where the names are the same", "[store][names]")
{
    using store::nameKey;
    using store::sameName;
    const std::vector<std::pair<std::string, std::string>> same{
        {"Jan de Vries", "JAN DE VRIES"},
        {"Ren\xC3\xA9", "RENE\xCC\x81"}, // é in form C, É in form D
        {"\xCE\xA3\xCE\xBF\xCF\x86\xCE\xAF\xCE\xB1", "\xCF\x83\xCE\xBF\xCF\x86\xCE\xAF\xCE\xB1"}, // Σ, σ
        {"\xF0\x90\x90\x80", "\xF0\x90\x90\xA8"}, // Deseret U+10400, U+10428: beyond 16 bits
    };
    for (const auto &[a, b] : same) {
        INFO(a << " / " << b);
        CHECK(sameName(a, b));
        CHECK(nameKey(a) == nameKey(b));
    }
    const std::vector<std::pair<std::string, std::string>> other{
        {"Jan de Vries", "Jan de Vries "},
        {"Stra\xC3\x9F"
         "e",
         "STRASSE"}, // ß folds to two letters only in full folding, which the compare does not use
        {"Anna", "Anne"},
    };
    for (const auto &[a, b] : other) {
        INFO(a << " / " << b);
        CHECK_FALSE(sameName(a, b));
        CHECK(nameKey(a) != nameKey(b));
    }
    store::NameIndex index;
    CHECK(index.add("Jan de Vries", 1) == nullptr);
    REQUIRE(index.add("jan DE vries", 2) != nullptr);
    CHECK(index.find("JAN DE VRIES")->startNumber == 1);
    CHECK(index.find("Piet") == nullptr);
}
