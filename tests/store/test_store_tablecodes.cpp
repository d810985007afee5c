// Entry at the table in the store (docs/table-entry.md): each tournament has its own secret for
// the table codes, made with the schema from the system's random source, kept across a restart and
// never in an export; a withdrawn code raises that one table's generation, as one change in the
// audit, and its undo brings the old code back.
#include "storefixture.h"

using namespace nkb;
using namespace nkbtest;

namespace {

// A table's generation: as stored after a withdrawal, 1 for a table never withdrawn.
int generation(const TournamentStore &store, int round, int table)
{
    const auto all = store.tableCodeGenerations();
    REQUIRE(all.ok());
    const auto g = all->find({round, table});
    return g == all->end() ? 1 : g->second;
}

} // namespace

TEST_CASE("Store table codes: every tournament has a secret of its own, kept, and never in its export",
          "[store][tablecode]")
{
    QTemporaryDir dir;
    const std::string path = tempPath(dir, "een.bonaken");
    QByteArray first;
    {
        auto store = seatedTournament(path);
        const auto secret = store->tableSecret();
        REQUIRE(secret.ok());
        first = secret.value();
        CHECK(first.size() == 32);
        // 32 random bytes: not all alike (the odds of a false alarm are 2^-248).
        CHECK(first.count(first.at(0)) < 32);
        const auto doc = store->exportJson();
        REQUIRE(doc.ok());
        for (const QByteArray &form : {first.toHex(), first.toBase64(), first.toBase64(QByteArray::Base64UrlEncoding)})
            CHECK(doc->find(form.toStdString()) == std::string::npos);
        CHECK(doc->find("secret") == std::string::npos);
        CHECK(doc->find("table_codes") == std::string::npos);
    }
    {
        auto again = reopen(path);
        const auto secret = again->tableSecret();
        REQUIRE(secret.ok());
        CHECK(secret.value() == first);
    }
    auto other = seatedTournament(tempPath(dir, "twee.bonaken"));
    const auto secret = other->tableSecret();
    REQUIRE(secret.ok());
    CHECK(secret.value().size() == 32);
    CHECK(secret.value() != first);
}

TEST_CASE("Store table codes: a withdrawal raises that table's generation only, and undo brings the old one back",
          "[store][tablecode]")
{
    QTemporaryDir dir;
    auto store = seatedTournament(tempPath(dir, "intrekken.bonaken"));
    CHECK(generation(*store, 1, 1) == 1);
    CHECK(generation(*store, 1, 2) == 1);

    const auto withdrawn = store->withdrawTableCode(1, 2);
    REQUIRE(withdrawn.ok());
    CHECK(withdrawn.value() == 2);
    CHECK(generation(*store, 1, 2) == 2);
    CHECK(generation(*store, 1, 1) == 1);
    const auto log = store->auditLog();
    REQUIRE(log.ok());
    REQUIRE_FALSE(log->empty());
    CHECK(log->back().what.find("Tafelcode van tafel 2 van ronde 1 ingetrokken") != std::string::npos);

    REQUIRE(store->withdrawTableCode(1, 2).ok());
    CHECK(generation(*store, 1, 2) == 3);
    REQUIRE(store->undo().ok());
    CHECK(generation(*store, 1, 2) == 2);
    using Generations = std::map<std::pair<int, int>, int>;
    CHECK(store->tableCodeGenerations().value() == Generations{{{1, 2}, 2}});
    REQUIRE(store->undo().ok());
    CHECK(store->tableCodeGenerations().value().empty());
    CHECK(generation(*store, 1, 2) == 1);
    CHECK(generation(*store, 1, 1) == 1);
}

TEST_CASE("Store table codes: a table that is not seated has no code to withdraw, and nothing changes",
          "[store][tablecode]")
{
    QTemporaryDir dir;
    auto store = seatedTournament(tempPath(dir, "geen.bonaken"));
    const auto before = store->auditLog();
    REQUIRE(before.ok());
    for (const auto &[round, table] : std::vector<std::pair<int, int>>{{1, 3}, {2, 1}, {1, 0}}) {
        INFO("ronde " << round << ", tafel " << table);
        const auto refusal = store->withdrawTableCode(round, table);
        REQUIRE_FALSE(refusal.ok());
        CHECK_FALSE(refusal.error().unusable());
        CHECK(refusal.error().message.find("Er is geen tafel " + std::to_string(table)) != std::string::npos);
    }
    const auto after = store->auditLog();
    REQUIRE(after.ok());
    CHECK(after->size() == before->size());
    CHECK(generation(*store, 1, 1) == 1);
}

TEST_CASE("Store table codes: a file from before them gets its secret when it is upgraded",
          "[sqlite][store][tablecode][migrations]")
{
    QTemporaryDir dir;
    const std::string path = tempPath(dir, "oud.bonaken");
    {
        auto store = seatedTournament(path);
    }
    // As a version 6 file: without the two tables (nor the rule set of version 8, the person ids of 9,
    // the seals of 10).
    rawSql(path, {"DROP TABLE seals", "ALTER TABLE audit DROP COLUMN digest", "ALTER TABLE audit DROP COLUMN undoes",
                  "DROP TABLE table_codes", "DROP TABLE table_secret", "ALTER TABLE tournament DROP COLUMN rules",
                  "DROP INDEX players_person_id", "ALTER TABLE players DROP COLUMN person_id",
                  "ALTER TABLE players DROP COLUMN not_published", "PRAGMA user_version = 6"});
    REQUIRE(rawScalar(path, "SELECT COUNT(*) FROM sqlite_master WHERE name = 'table_secret'").toInt() == 0);
    auto store = reopen(path);
    CHECK(store->schemaVersion() == TournamentStore::currentSchemaVersion());
    const auto secret = store->tableSecret();
    REQUIRE(secret.ok());
    CHECK(secret.value().size() == 32);
    CHECK(generation(*store, 1, 1) == 1);
}
