// "Spelers van vorig jaar": players of another tournament's file taken over with their person ids
// and marks, as new start numbers, in one change; the other file only read, not a byte changed.
#include "oldfile.h"
#include "readonlyfolder.h"
#include "storefixture.h"

#include "tournament/limits.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>

using namespace nkb;
using namespace nkbtest;

namespace {

// Last year's file: Anna (dame, niet publiceren), Bram (absent at the end), Cor, Jan de Vries.
std::string lastYear(const QTemporaryDir &dir)
{
    const std::string path = filePath(dir, "NK-2025.bonaken");
    TournamentInfo info;
    info.name = "NK 2025";
    auto store = newTournament(path, 0, info);
    NewPlayer anna{"Anna", "Leimuiden", {"dame"}, 1};
    anna.notPublished = true;
    REQUIRE(store->addPlayer(anna).ok());
    REQUIRE(store->addPlayer(NewPlayer{"Bram", "Woubrugge", {}, 1}).ok());
    REQUIRE(store->addPlayer(NewPlayer{"Cor", "", {"nieuw"}, 1}).ok());
    REQUIRE(store->addPlayer(NewPlayer{"Jan de Vries", "Alphen", {}, 1}).ok());
    REQUIRE(store->setPresent(2, false).ok());
    return path;
}

TournamentStore::OtherTournament read(const std::string &path)
{
    auto other = TournamentStore::readOtherTournament(path);
    INFO((other.ok() ? std::string() : other.error().message));
    REQUIRE(other.ok());
    return std::move(other).value();
}

struct FileState {
    QByteArray bytes;
    QDateTime modified;
    QStringList beside;
    friend bool operator==(const FileState &, const FileState &) = default;
};

FileState stateOf(const std::string &path)
{
    const QFileInfo info(QString::fromStdString(path));
    // What lies beside it: its -wal, -shm or -journal, if any.
    return {fileBytes(path), info.lastModified(),
            info.dir().entryList({info.fileName() + QLatin1Char('*')}, QDir::Files, QDir::Name)};
}

} // namespace

TEST_CASE("Store carry: last year's players come over with their person ids, marks and categories",
          "[store][person][carry]")
{
    QTemporaryDir dir;
    const std::string source = lastYear(dir);
    const FileState before = stateOf(source);
    const auto other = read(source);
    CHECK(other.name == "NK 2025");
    CHECK(other.personIds);
    REQUIRE(other.players.size() == 4);

    auto store = newTournament(tempPath(dir, "NK-2026.bonaken"), 2);
    const std::string unchanged = exported(*store);
    TournamentStore::PlayerCarry how;
    how.from = other.name;
    how.present = false;
    auto carried = store->carryPlayers(other.players, how);
    INFO((carried.ok() ? std::string() : carried.error().message));
    REQUIRE(carried.ok());
    REQUIRE(carried->added.size() == 4);
    CHECK(carried->leftOut.empty());
    const auto t = store->load().value();
    REQUIRE(t.players.size() == 6);
    for (std::size_t i = 0; i < 4; ++i) {
        const Player &was = other.players[i];
        const Player &now = t.players[i + 2];
        INFO(was.name);
        CHECK(now.startNumber == static_cast<int>(i) + 3); // new start numbers after P1, P2
        CHECK(now.name == was.name);
        CHECK(now.club == was.club);
        CHECK(now.categories == was.categories);
        CHECK(now.personId == was.personId);
        CHECK(now.notPublished == was.notPublished);
        CHECK_FALSE(now.present); // "aangemeld", as the import's --aangemeld
        CHECK(now.joinsFromRound == 1);
    }
    CHECK(t.player(3)->notPublished);
    CHECK(store->auditLog()->back().what ==
          "Spelers overgenomen uit \"NK 2025\": 4 (startnummers 3–6); aangemeld, nog niet aanwezig");
    // The other file: not a byte, not its time, nothing made beside it.
    CHECK(stateOf(source) == before);
    // One change, undone as one.
    REQUIRE(store->undo().ok());
    CHECK(exported(*store) == unchanged);
}

TEST_CASE("Store carry: a player here already by his person id is skipped and named, the rest comes",
          "[store][person][carry]")
{
    QTemporaryDir dir;
    const auto other = read(lastYear(dir));
    auto store = newTournament(tempPath(dir, "NK-2026.bonaken"), 2);
    TournamentStore::PlayerCarry how;
    how.from = other.name;
    REQUIRE(store->carryPlayers({other.players[1]}, how).ok()); // Bram becomes nr. 3
    // Renamed since: still the same person, by his id.
    REQUIRE(store->editPlayer(3, NewPlayer{"Bram Jansen", "Woubrugge", {}, 1}).ok());
    auto preview = store->carryCandidates(other.players);
    REQUIRE(preview.ok());
    REQUIRE(preview->size() == 4);
    CHECK(preview->at(1).leftOut == "staat er al: nr. 3 (als Bram Jansen)");
    CHECK_FALSE(preview->at(1).warning);
    CHECK(preview->at(0).leftOut.empty());
    auto carried = store->carryPlayers(other.players, how);
    REQUIRE(carried.ok());
    CHECK(carried->added.size() == 3);
    REQUIRE(carried->leftOut.size() == 1);
    CHECK(carried->leftOut[0].player.name == "Bram");
    CHECK(store->players()->size() == 6);
    CHECK(store->auditLog()->back().what.find("1 niet overgenomen") != std::string::npos);
    // All of them again: every one is here, the refusal says so and nothing is written.
    const std::string before = exported(*store);
    auto again = store->carryPlayers(other.players, how);
    REQUIRE_FALSE(again.ok());
    CHECK(again.error().message == "Alle 4 gekozen spelers staan er al.");
    auto one = store->carryPlayers({other.players[0]}, how);
    REQUIRE_FALSE(one.ok());
    CHECK(one.error().message == "Anna (nr. 1) staat er al: nr. 4.");
    CHECK(exported(*store) == before);
}

TEST_CASE("Store carry: the same name for another person is a warning, never merged", "[store][person][carry]")
{
    QTemporaryDir dir;
    const auto other = read(lastYear(dir));
    auto store = newTournament(tempPath(dir, "NK-2026.bonaken"), 3);
    auto jan = store->addPlayer(NewPlayer{"jan de vries", "Leiden", {}, 1}); // nr. 4, another person
    REQUIRE(jan.ok());
    TournamentStore::PlayerCarry how;
    how.from = other.name;
    auto carried = store->carryPlayers(other.players, how);
    REQUIRE(carried.ok());
    CHECK(carried->added.size() == 3);
    REQUIRE(carried->leftOut.size() == 1);
    const CarryCandidate &warned = carried->leftOut.front();
    CHECK(warned.warning);
    CHECK(warned.leftOut.rfind("er is al een jan de vries (nr. 4), een andere persoon", 0) == 0);
    // He keeps his own id and name; nobody took last year's Jan's id.
    const auto t = store->load().value();
    CHECK(t.player(4)->personId == jan->personId);
    CHECK(t.player(4)->name == "jan de vries");
    CHECK(t.playerByPerson(other.players[3].personId) == nullptr);
    // Only him: refused with the warning in its words, nothing written.
    auto alone = store->carryPlayers({other.players[3]}, how);
    REQUIRE_FALSE(alone.ok());
    CHECK(alone.error().message.find("een andere persoon") != std::string::npos);
}

TEST_CASE("Store carry: a file of an older version is read as it is, unchanged, and its players get new ids",
          "[sqlite][store][person][carry]")
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("archief"));
    REQUIRE(QDir().mkpath(folder));
    const std::string source = (folder + QStringLiteral("/NK-2025.bonaken")).toStdString();
    oldFile(source, 8);
    const FileState before = stateOf(source);
    const auto check = [&](const TournamentStore::OtherTournament &other) {
        CHECK(other.name == "NK 2025");
        CHECK(other.schemaVersion == 8);
        CHECK_FALSE(other.personIds);
        REQUIRE(other.players.size() == 4);
        CHECK(other.players[0].categories == std::vector<std::string>{"dame"});
        for (const Player &p : other.players)
            CHECK(p.personId.empty());
    };
    check(read(source));
    CHECK(stateOf(source) == before);
    CHECK(rawScalar(source, "PRAGMA user_version").toInt() == 8);

    auto store = newTournament(tempPath(dir, "NK-2026.bonaken"), 0);
    TournamentStore::PlayerCarry how;
    how.from = "NK 2025";
    auto carried = store->carryPlayers(read(source).players, how);
    REQUIRE(carried.ok());
    REQUIRE(carried->added.size() == 4);
    const auto players = store->players();
    REQUIRE(players.ok());
    for (const Player &p : players.value()) {
        CHECK(isPersonId(p.personId));
        CHECK(p.present);
    }
    // Without person ids the same name cannot be told apart: a second time is a warning for each.
    auto again = store->carryCandidates(read(source).players);
    REQUIRE(again.ok());
    for (const CarryCandidate &c : again.value()) {
        CHECK(c.warning);
        CHECK(c.leftOut.find("kent geen persoonsnummers") != std::string::npos);
    }
    CHECK(stateOf(source) == before);

    // On a stick that cannot be written it is read all the same.
    const ReadOnlyFolder readOnly(folder);
    if (readOnly.how.isEmpty()) {
        WARN("no read-only folder possible here (root, mount not permitted): not tested");
        return;
    }
    check(read(source));
    CHECK(stateOf(source) == before);
}

TEST_CASE("Store carry: what is no tournament file is refused in words", "[sqlite][store][carry]")
{
    QTemporaryDir dir;
    auto missing = TournamentStore::readOtherTournament(filePath(dir, "weg.bonaken"));
    REQUIRE_FALSE(missing.ok());
    CHECK(missing.error().message == "Het bestand \"" + filePath(dir, "weg.bonaken") + "\" bestaat niet.");
    const std::string text = filePath(dir, "lijst.csv");
    writeBytes(text, "naam,club\nAnna,X\n");
    auto notOurs = TournamentStore::readOtherTournament(text);
    REQUIRE_FALSE(notOurs.ok());
    CHECK(notOurs.error().message.find("geen toernooibestand") != std::string::npos);
    CHECK(fileBytes(text) == QByteArray("naam,club\nAnna,X\n"));
    auto server = TournamentStore::readOtherTournament("postgresql://kijker@server/nk2025");
    REQUIRE_FALSE(server.ok());
    CHECK(server.error().message.find("alleen uit een toernooibestand") != std::string::npos);
}
