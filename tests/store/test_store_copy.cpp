// "Opslaan als kopie": a consistent copy of the live file, made with VACUUM INTO.
#include "storefixture.h"

#include <QFileInfo>

using namespace nkb;
using namespace nkbtest;

TEST_CASE("Store copy: the copy opens as the same tournament, the live file goes on", "[store][copy]")
{
    QTemporaryDir dir;
    const std::string path = tempPath(dir, "live.bonaken");
    auto store = newTournament(path, 8);
    REQUIRE(store->setTables(1, {Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7, 8}}}).ok());
    REQUIRE(store->enterPoints(GameRef{1, 1, 1}, {{"P1", 10}, {"P2", 8}, {"P3", 4}, {"P4", 1}}).ok());
    // The WAL holds these changes (no checkpoint yet): the copy must have them all the same. (On a
    // server the copy is a file all the same, made table by table.)
    if (!onPostgres())
        REQUIRE(QFileInfo::exists(QString::fromStdString(path + "-wal")));
    const std::string copyPath = filePath(dir, "kopie.bonaken");
    REQUIRE_FALSE(store->copyTo(copyPath).has_value());
    auto copy = reopen(copyPath);
    auto a = store->exportJson();
    auto b = copy->exportJson();
    REQUIRE(a.ok());
    REQUIRE(b.ok());
    CHECK(a.value() == b.value());
    CHECK(copy->schemaVersion() == TournamentStore::currentSchemaVersion());
    // Both go their own way afterwards.
    REQUIRE(store->addPlayer(NewPlayer{"Laatkomer", "", {}, 2}).ok());
    CHECK(copy->players()->size() == 8);
}

TEST_CASE("Store copy: an existing target is refused and left as it was", "[store][copy]")
{
    QTemporaryDir dir;
    const std::string path = tempPath(dir, "live.bonaken");
    auto store = newTournament(path, 4);
    const std::string target = filePath(dir, "bestaat.bonaken");
    writeBytes(target, QByteArray("niet overschrijven"));
    auto refusal = store->copyTo(target);
    REQUIRE(refusal.has_value());
    CHECK_FALSE(refusal->unusable());
    CHECK(fileBytes(target) == QByteArray("niet overschrijven"));
    CHECK(store->copyTo(path).has_value()); // the live file itself
}
