// The file is whole at every moment the user can see: a copy of the bare .bonaken file
// (no -wal, no -shm), taken by a file manager while the program runs, holds every stored game.
// Before, the games sat in the -wal file until SQLite checkpointed by itself (14 stored, 5 copied).
#include "storefixture.h"

#include "store/checkpoint.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QThread>

using namespace nkb;
using namespace nkbtest;

namespace {

int finishedGames(const Tournament &t)
{
    return static_cast<int>(std::count_if(t.games.begin(), t.games.end(), [](const GameResult &g) { return g.finished; }));
}

// Finished games in a copy of the bare file (no -wal, no -shm) taken now; -1 when it will not open.
int gamesInBareCopy(const std::string &path)
{
    QTemporaryDir stick;
    const QString copy = stick.filePath(QStringLiteral("kopie.bonaken"));
    if (!QFile::copy(QString::fromStdString(path), copy))
        return -1;
    auto opened = TournamentStore::open(copy.toStdString(), OpenOptions{});
    if (!opened.ok())
        return -1;
    const auto loaded = opened.value()->load();
    return loaded.ok() ? finishedGames(loaded.value()) : -1;
}

} // namespace

TEST_CASE("A copy of the bare file taken after each of 20 stored games holds every one of them", "[store][sqlite]")
{
    QTemporaryDir dir;
    const std::string path = filePath(dir, "NK-2026.bonaken");
    auto store = newTournament(path, 40);
    std::vector<Table> tables;
    for (int t = 0; t < 10; ++t)
        tables.push_back(Table{t + 1, {4 * t + 1, 4 * t + 2, 4 * t + 3, 4 * t + 4}});
    REQUIRE(store->setTables(1, tables).ok());
    int whole = 0;
    for (int i = 0; i < 20; ++i) {
        const int table = i % 10 + 1;
        const int game = i / 10 + 1;
        const int first = 4 * (table - 1) + 1;
        const auto entered = store->enterPoints(
            GameRef{1, table, game}, {{"P" + std::to_string(first), 10},
                                      {"P" + std::to_string(first + 1), 8},
                                      {"P" + std::to_string(first + 2), 4},
                                      {"P" + std::to_string(first + 3), 1}});
        REQUIRE(entered.ok());
        // The file alone, as a file manager copies it to a USB stick while the program runs.
        QTemporaryDir stick;
        const QString copy = stick.filePath(QStringLiteral("NK-2026.bonaken"));
        REQUIRE(QFile::copy(QString::fromStdString(path), copy));
        REQUIRE_FALSE(QFileInfo::exists(copy + QStringLiteral("-wal")));
        auto opened = TournamentStore::open(copy.toStdString(), OpenOptions{});
        INFO((opened.ok() ? std::string() : opened.error().message));
        REQUIRE(opened.ok());
        const auto loaded = opened.value()->load();
        REQUIRE(loaded.ok());
        INFO("after stored game " << i + 1);
        CHECK(finishedGames(loaded.value()) == i + 1);
        if (finishedGames(loaded.value()) == i + 1)
            ++whole;
    }
    CHECK(whole == 20);
}

TEST_CASE("The -wal file is emptied into the file after every change, also after an undo", "[store][sqlite]")
{
    QTemporaryDir dir;
    const std::string path = filePath(dir, "t.bonaken");
    auto store = newTournament(path, 4);
    REQUIRE(store->setTables(1, {Table{1, {1, 2, 3, 4}}}).ok());
    REQUIRE(store->enterPoints(GameRef{1, 1, 1}, {{"P1", 10}, {"P2", 8}, {"P3", 4}, {"P4", 1}}).ok());
    REQUIRE(store->undo().ok());
    QTemporaryDir stick;
    const QString copy = stick.filePath(QStringLiteral("t.bonaken"));
    REQUIRE(QFile::copy(QString::fromStdString(path), copy));
    auto opened = TournamentStore::open(copy.toStdString(), OpenOptions{});
    REQUIRE(opened.ok());
    const auto loaded = opened.value()->load();
    REQUIRE(loaded.ok());
    CHECK(loaded.value().games.empty());
    CHECK(loaded.value().round(1) != nullptr);
}

TEST_CASE("Beside the window: the bare file is whole a moment after each change, and when closed", "[store][sqlite]")
{
    // The desktop application's way (store/checkpoint.h): the checkpoint on a connection of its own.
    store::setCheckpoint(store::Checkpoint::Beside);
    QTemporaryDir dir;
    const std::string path = filePath(dir, "NK-2026.bonaken");
    {
        auto store = newTournament(path, 8);
        REQUIRE(store->setTables(1, {Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7, 8}}}).ok());
        int whole = 0;
        for (int i = 0; i < 4; ++i) {
            const int table = i % 2 + 1;
            const int first = 4 * (table - 1) + 1;
            REQUIRE(store->enterPoints(GameRef{1, table, i / 2 + 1}, {{"P" + std::to_string(first), 10},
                                                                       {"P" + std::to_string(first + 1), 8},
                                                                       {"P" + std::to_string(first + 2), 4},
                                                                       {"P" + std::to_string(first + 3), 1}})
                        .ok());
            // Whole within half a second (a person copying a file takes seconds).
            for (int tries = 0; tries < 50 && gamesInBareCopy(path) != i + 1; ++tries)
                QThread::msleep(10);
            if (gamesInBareCopy(path) == i + 1)
                ++whole;
        }
        CHECK(whole == 4);
    }
    store::setCheckpoint(store::Checkpoint::AtOnce);
    CHECK(gamesInBareCopy(path) == 4);
    CHECK_FALSE(QFileInfo::exists(QString::fromStdString(path) + QStringLiteral("-wal")));
}
