// A tournament on a read-only file or folder (a locked USB stick, a CD, a file shared read-only)
// opens for viewing and printing instead of failing; every command is refused in Dutch without
// anything being written (item 8).
#include "storefixture.h"
#include "readonlyfolder.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>

#include <unistd.h>

using namespace nkb;
using namespace nkbtest;

namespace {

const char *const kReadOnly =
    "Dit toernooibestand is alleen-lezen: wijzigingen kunnen niet worden opgeslagen.";

// A tournament with a played round and a removable player, closed (no -wal file left).
void makeTournament(const std::string &path)
{
    auto store = newTournament(path, 9);
    REQUIRE(store->setTables(1, {Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7, 8}}}).ok());
    REQUIRE(store->enterPoints(GameRef{1, 1, 1}, {{"P1", 10}, {"P2", 8}, {"P3", 4}, {"P4", 1}}).ok());
}

// Every command of the store, each refused with the read-only sentence.
void everyCommandRefused(TournamentStore &store)
{
    std::vector<std::optional<StoreError>> errors;
    const auto refusal = [&errors](auto &&result) {
        if (result.ok())
            errors.emplace_back(std::nullopt);
        else
            errors.emplace_back(result.error());
    };
    errors.push_back(store.createTournament(TournamentInfo{}));
    refusal(store.addPlayer(NewPlayer{"Nieuw", "", {}, 1}));
    refusal(store.importPlayersCsv("naam,club,categorie\nNieuw,,\n"));
    refusal(store.editPlayer(1, NewPlayer{"Anders", "", {}, 1}));
    errors.push_back(store.removePlayer(9));
    refusal(store.setPresent(9, false));
    refusal(store.withdrawPlayer("P9", 2));
    refusal(store.lateEntry(NewPlayer{"Laat", "", {}, 2}));
    refusal(store.setTables(2, {Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7, 8}}}));
    refusal(store.setTablesCsv(2, "tafel,naam\n1,P1\n1,P2\n1,P3\n1,P4\n"));
    refusal(store.storeDrawnRound(2, {Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7, 8}}}, 7, "sgp-1"));
    refusal(store.enterPoints(GameRef{1, 2, 1}, {{"P5", 10}, {"P6", 8}, {"P7", 4}, {"P8", 1}}));
    refusal(store.enterGame(GameRef{1, 2, 1}, GameEntry{{10, 8, 4, 1}, std::nullopt, true, true}));
    refusal(store.resolveFinalistsByLot(7));
    refusal(store.undo());
    refusal(store.undoEntry(1));
    REQUIRE(errors.size() == 16);
    for (std::size_t i = 0; i < errors.size(); ++i) {
        INFO("command " << i);
        REQUIRE(errors[i].has_value());
        CHECK(errors[i]->message == kReadOnly);
        CHECK_FALSE(errors[i]->unusable());
    }
}

void viewingWorks(TournamentStore &store)
{
    CHECK(store.readOnly());
    CHECK(store.players()->size() == 9);
    auto standings = store.standings();
    REQUIRE(standings.ok());
    CHECK(rowOf(standings.value(), "P1").ladder.points == 10);
    CHECK(store.exportJson().ok());
}


} // namespace

TEST_CASE("Store read-only: a file opened for viewing only refuses every command and stays as it was",
          "[store][sqlite][readonly]")
{
    QTemporaryDir dir;
    const std::string path = filePath(dir, "NK.bonaken");
    makeTournament(path);
    const QByteArray before = fileBytes(path);
    OpenOptions o;
    o.station = "kijker";
    o.readOnly = true;
    auto store = TournamentStore::open(path, o);
    INFO((store.ok() ? std::string() : store.error().message));
    REQUIRE(store.ok());
    viewingWorks(*store.value());
    everyCommandRefused(*store.value());
    // A copy to work on can be made from it.
    const std::string copyPath = filePath(dir, "kopie.bonaken");
    REQUIRE_FALSE(store.value()->copyTo(copyPath).has_value());
    CHECK_FALSE(reopen(copyPath)->readOnly());
    store.value().reset();
    CHECK(fileBytes(path) == before);
    // Opened normally it is writable again.
    CHECK_FALSE(reopen(path)->readOnly());
}

TEST_CASE("Store read-only: a tournament in a read-only folder opens for viewing instead of failing",
          "[store][sqlite][readonly]")
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("stick"));
    REQUIRE(QDir().mkpath(folder));
    const std::string path = (folder + QStringLiteral("/NK.bonaken")).toStdString();
    makeTournament(path);
    REQUIRE_FALSE(QFileInfo::exists(QString::fromStdString(path + "-wal")));
    const QByteArray before = fileBytes(path);
    const ReadOnlyFolder readOnly(folder);
    if (readOnly.how.isEmpty()) {
        // Root without permission to mount: chmod does not stop root, so nothing here is
        // read-only; the case above covers the refusals.
        WARN("no read-only folder possible here (root, mount not permitted): not tested");
        return;
    }
    INFO("made read-only by " << readOnly.how.toStdString());
    REQUIRE(::access(folder.toLocal8Bit().constData(), W_OK) != 0);
    auto store = TournamentStore::open(path);
    INFO((store.ok() ? std::string() : store.error().message));
    REQUIRE(store.ok());
    viewingWorks(*store.value());
    everyCommandRefused(*store.value());
    const std::string copyPath = filePath(dir, "kopie.bonaken");
    REQUIRE_FALSE(store.value()->copyTo(copyPath).has_value());
    CHECK(reopen(copyPath)->players()->size() == 9);
    store.value().reset();
    CHECK(fileBytes(path) == before);
    CHECK(QDir(folder).entryList(QDir::Files) == QStringList{QStringLiteral("NK.bonaken")});
}
