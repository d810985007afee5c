// The venue's server as scripts/venue-server.sh makes it (issue 18), on a private cluster that
// tests/venue/venue-test.sh builds with that same script: each role may do only what it needs,
// PostgreSQL itself refuses the rest; every session is encrypted; a server with another
// certificate is refused. The cases run in order in one process (the driver runs them).
#include "stationsfixture.h"
#include "store/migrations.h"

#include <QDir>
#include <QElapsedTimer>
#include <QThread>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <set>
#include <thread>

using namespace nkb;
using namespace nkbtest;

namespace {

QString env(const char *name)
{
    const QString value = qEnvironmentVariable(name);
    if (value.isEmpty()) {
        std::fprintf(stderr, "%s is not set: run tests/venue/venue-test.sh\n", name);
        std::exit(kSkipped);
    }
    return value;
}

// A location on the venue server as a station types it: the venue's CA, so verify-full.
std::string venueUrl(const char *role, const QString &query = QString(), const char *host = "127.0.0.1")
{
    const QString q = query.isEmpty() ? QStringLiteral("sslrootcert=") + env("NKB_VENUE_CA") : query;
    return QStringLiteral("postgresql://%1@%2:%3/%4?%5")
        .arg(QLatin1String(role), QLatin1String(host), env("NKB_VENUE_PORT"), env("NKB_VENUE_DB"), q)
        .toStdString();
}

// A raw session of one role, for statements the program never sends.
struct Session {
    QString name = QUuid::createUuid().toString();
    explicit Session(const char *role, const QString &database = QString())
    {
        std::string url = venueUrl(role);
        if (!database.isEmpty())
            url = QString::fromStdString(url)
                      .replace(QLatin1Char('/') + env("NKB_VENUE_DB") + QLatin1Char('?'),
                               QLatin1Char('/') + database + QLatin1Char('?'))
                      .toStdString();
        store::connectServer(name, url);
    }
    ~Session()
    {
        {
            QSqlDatabase d = db();
            d.close();
        }
        QSqlDatabase::removeDatabase(name);
    }
    Session(const Session &) = delete;
    Session &operator=(const Session &) = delete;
    [[nodiscard]] QSqlDatabase db() const { return QSqlDatabase::database(name, false); }

    QVariant value(const QString &sql) const
    {
        QSqlQuery q(db());
        INFO(sql.toStdString() << ": " << q.lastError().text().toStdString());
        REQUIRE(q.exec(sql));
        return q.next() ? q.value(0) : QVariant();
    }
    // The SQLSTATE of a statement the server refuses (empty when it ran), inside a transaction
    // that is rolled back, so that a statement wrongly allowed still changes nothing.
    QString refusal(const QString &sql, bool inTransaction = true) const
    {
        QSqlQuery q(db());
        if (inTransaction)
            REQUIRE(q.exec(QStringLiteral("BEGIN")));
        const bool ran = q.exec(sql);
        const QString state = ran ? QString() : q.lastError().nativeErrorCode();
        if (inTransaction)
            REQUIRE(QSqlQuery(db()).exec(QStringLiteral("ROLLBACK")));
        return state;
    }
};

std::unique_ptr<TournamentStore> openAs(const char *role, const QString &query = QString())
{
    OpenOptions o;
    o.station = std::string("Zaal-") + role;
    auto store = TournamentStore::open(venueUrl(role, query), o);
    INFO((store.ok() ? std::string() : store.error().message));
    REQUIRE(store.ok());
    return std::move(store).value();
}

std::string refusedOpen(const std::string &url)
{
    OpenOptions o;
    o.station = "Zaal-2";
    auto store = TournamentStore::open(url, o);
    REQUIRE_FALSE(store.ok());
    return store.error().message;
}

// The tournament on the server, put there once by the owner with `copy` (the first case).
void requireTournament()
{
    Session owner("eigenaar");
    REQUIRE(owner.db().isOpen());
    REQUIRE(owner.value(QStringLiteral("SELECT COUNT(*) FROM pg_tables WHERE tablename = 'tournament'"))
                .toInt() == 1);
}

// What every role is refused (kijker and station alike): schema, the audit, other roles, the
// database, the sequences.
const std::vector<const char *> &forbiddenForAll()
{
    static const std::vector<const char *> statements{
        "DROP TABLE games",
        "TRUNCATE games",
        "TRUNCATE audit",
        "DELETE FROM audit",
        "UPDATE audit SET what = 'niets'",
        "UPDATE audit SET station = 'iemand anders'",
        "UPDATE audit SET undone = 0",
        "CREATE TABLE nkb_extra (a INTEGER)",
        "ALTER TABLE games ADD COLUMN extra INTEGER",
        "CREATE INDEX nkb_extra ON games (station)",
        "ALTER TABLE audit DISABLE TRIGGER ALL",
        "DROP FUNCTION nkb_audit_append_only()",
        "ALTER ROLE eigenaar PASSWORD 'overgenomen123'",
        "ALTER ROLE station PASSWORD 'overgenomen123' CONNECTION LIMIT 1",
        "CREATE ROLE indringer LOGIN",
        "INSERT INTO meta (key, value) VALUES ('schema_version', '99')",
        "SELECT setval(pg_get_serial_sequence('audit', 'id'), 1)",
        "ALTER TABLE meta DISABLE ROW LEVEL SECURITY",
    };
    return statements;
}

} // namespace

TEST_CASE("Venue: the owner copies a file onto the server with the CLI, then a station enters a game")
{
    QTemporaryDir dir;
    const std::string file = filePath(dir, "NK-2026.bonaken");
    {
        auto store = newTournament(file, 8);
        REQUIRE(
            store->storeDrawnRound(1, {Table{1, {1, 2, 3, 4}}, Table{2, {5, 6, 7, 8}}}, 42, "sgp-1").ok());
    }
    // The station may not put a tournament on the server.
    const Finished asStation = runCliProcess(
        {QStringLiteral("copy"), QString::fromStdString(file), QString::fromStdString(venueUrl("station"))});
    CHECK(asStation.exitCode != 0);
    CHECK(asStation.err.find("eigenaar") != std::string::npos);
    const Finished up = runCliProcess(
        {QStringLiteral("copy"), QString::fromStdString(file), QString::fromStdString(venueUrl("eigenaar"))});
    INFO(up.out << up.err);
    REQUIRE(up.exitCode == 0);

    auto station = openAs("station");
    CHECK_FALSE(station->readOnly());
    REQUIRE(station->enterPoints(GameRef{1, 1, 1}, {{"P1", 10}, {"P2", 8}, {"P3", 4}, {"P4", 1}}).ok());
    REQUIRE(station->enterPoints(GameRef{1, 2, 1}, {{"P5", 10}, {"P6", 8}, {"P7", 4}, {"P8", 1}}).ok());
    auto undone = station->undo(); // marks an audit entry undone: the one update the audit allows
    INFO((undone.ok() ? std::string() : undone.error().message));
    REQUIRE(undone.ok());
    REQUIRE(station->addPlayer(NewPlayer{"P9", "", {}, 1}).ok());
    REQUIRE_FALSE(station->removePlayer(9).has_value()); // writes meta's removed_start_number

    const Session kijker("kijker");
    CHECK(
        kijker.value(QStringLiteral("SELECT COUNT(*) FROM game_points WHERE round = 1 AND table_number = 1"))
            .toInt() == 4);
    CHECK(kijker.value(QStringLiteral("SELECT COUNT(*) FROM games WHERE round = 1 AND table_number = 2"))
              .toInt() == 0);
    CHECK(kijker.value(QStringLiteral("SELECT value FROM meta WHERE key = 'removed_start_number'"))
              .toString() == QStringLiteral("9"));
}

TEST_CASE("Venue: every table is either a station's to write or read-only, and kijker writes none")
{
    requireTournament();
    const std::set<QString> writable{
        QStringLiteral("tournament"),  QStringLiteral("players"), QStringLiteral("player_categories"),
        QStringLiteral("rounds"),      QStringLiteral("seats"),   QStringLiteral("games"),
        QStringLiteral("game_points"), QStringLiteral("lots"),    QStringLiteral("first_entries")};
    const std::set<QString> special{QStringLiteral("meta"), QStringLiteral("audit")};
    const Session owner("eigenaar");
    QSqlQuery q(owner.db());
    REQUIRE(q.exec(QStringLiteral(
        "SELECT tablename, has_table_privilege('station', tablename, 'INSERT'), "
        "has_table_privilege('station', tablename, 'DELETE'), has_table_privilege('station', tablename, "
        "'TRUNCATE'), "
        "has_table_privilege('kijker', tablename, 'INSERT, UPDATE, DELETE, TRUNCATE'), "
        "has_table_privilege('kijker', tablename, 'SELECT') FROM pg_tables WHERE schemaname = 'public'")));
    int tables = 0;
    while (q.next()) {
        const QString table = q.value(0).toString();
        INFO("table " << table.toStdString() << ": a table of a new migration must be given its rights");
        ++tables;
        CHECK((writable.count(table) + special.count(table)) == 1);
        CHECK(q.value(1).toBool() == (writable.count(table) == 1 || table == QLatin1String("audit") ||
                                      table == QLatin1String("meta")));
        CHECK(q.value(2).toBool() == (writable.count(table) == 1));
        CHECK_FALSE(q.value(3).toBool());
        CHECK_FALSE(q.value(4).toBool());
        CHECK(q.value(5).toBool());
    }
    CHECK(tables == 11);
}

TEST_CASE("Venue: the station role is refused every statement that changes schema, audit or roles")
{
    requireTournament();
    const Session station("station");
    REQUIRE(station.db().isOpen());
    REQUIRE(station.value(QStringLiteral("SELECT COUNT(*) FROM audit WHERE undone = 0")).toInt() > 0);
    for (const char *sql : forbiddenForAll()) {
        INFO(sql);
        CHECK(station.refusal(QString::fromUtf8(sql)) == QStringLiteral("42501"));
    }
    CHECK(station.refusal(QStringLiteral("ALTER ROLE kijker PASSWORD 'overgenomen123'")) ==
          QStringLiteral("42501"));
    // PostgreSQL lets a role change its own password (no grant forbids it); a rerun of the set-up
    // sets the kept one again (venue-test.sh, docs/stations.md). Rolled back here.
    CHECK(station.refusal(QStringLiteral("ALTER ROLE station PASSWORD 'overgenomen123'")).isEmpty());
    // Not in a transaction block (the server refuses that first, for every role).
    CHECK(station.refusal(QStringLiteral("DROP DATABASE ") + env("NKB_VENUE_DB"), false) ==
          QStringLiteral("42501"));
    CHECK(station.refusal(QStringLiteral("CREATE DATABASE nkb_extra"), false) == QStringLiteral("42501"));
    // The schema version is not the station's: the row policy leaves it untouched.
    CHECK(station.refusal(QStringLiteral("UPDATE meta SET value = '1' WHERE key = 'schema_version'"), false)
              .isEmpty());
    CHECK(station.value(QStringLiteral("SELECT value FROM meta WHERE key = 'schema_version'")).toInt() ==
          TournamentStore::currentSchemaVersion());
    CHECK(station.value(QStringLiteral("SELECT COUNT(*) FROM audit")).toInt() >= 4);
    // The database postgres (and any other) is not for a station.
    const Session elsewhere("station", QStringLiteral("postgres"));
    CHECK_FALSE(elsewhere.db().isOpen());
}

TEST_CASE("Venue: kijker may read but the server refuses every change, and the store says so in Dutch")
{
    requireTournament();
    const Session kijker("kijker");
    REQUIRE(kijker.db().isOpen());
    CHECK(kijker.value(QStringLiteral("SELECT COUNT(*) FROM players")).toInt() >= 8);
    std::vector<const char *> statements = forbiddenForAll();
    for (const char *sql :
         {"ALTER ROLE station PASSWORD 'overgenomen123'",
          "INSERT INTO games (round, table_number, game, finished, points_only) VALUES (1, 2, 2, 1, 1)",
          "UPDATE players SET name = 'Gewijzigd' WHERE start_number = 1", "DELETE FROM game_points",
          "DELETE FROM games", "INSERT INTO audit (at, station, what) VALUES ('nu', 'kijker', 'valse regel')",
          "UPDATE audit SET undone = 1", "UPDATE tournament SET name = 'Ander toernooi'",
          "INSERT INTO meta (key, value) VALUES ('removed_start_number', '50')"})
        statements.push_back(sql);
    for (const char *sql : statements) {
        INFO(sql);
        CHECK(kijker.refusal(QString::fromUtf8(sql)) == QStringLiteral("42501"));
    }
    CHECK(kijker.refusal(QStringLiteral("DROP DATABASE ") + env("NKB_VENUE_DB"), false) ==
          QStringLiteral("42501"));
    CHECK(kijker.refusal(QStringLiteral("CREATE DATABASE nkb_extra"), false) == QStringLiteral("42501"));
    auto projector = openAs("kijker");
    CHECK(projector->readOnly());
    auto r = projector->enterPoints(GameRef{1, 2, 1}, {{"P5", 10}, {"P6", 8}, {"P7", 4}, {"P8", 1}});
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().message.find("Dit station mag alleen lezen") != std::string::npos);
    const Finished cli =
        runCliProcess({QStringLiteral("--db"), QString::fromStdString(venueUrl("kijker")),
                       QStringLiteral("players"), QStringLiteral("add"), QStringLiteral("Indringer")});
    CHECK(cli.exitCode != 0);
    CHECK(cli.err.find("mag alleen lezen") != std::string::npos);
}

TEST_CASE(
    "Venue: a station is told in Dutch that only the owner may upgrade an older schema, and reads as before")
{
    requireTournament();
    // The owner marks the schema older: a station is told to have the owner upgrade it.
    const Session owner("eigenaar");
    const int version = TournamentStore::currentSchemaVersion();
    REQUIRE(
        owner
            .refusal(
                QStringLiteral("UPDATE meta SET value = '%1' WHERE key = 'schema_version'").arg(version - 1),
                false)
            .isEmpty());
    const std::string older = refusedOpen(venueUrl("station"));
    CHECK(older.find("Alleen de eigenaar") != std::string::npos);
    CHECK(older.find("oudere schemaversie") != std::string::npos);
    REQUIRE(
        owner
            .refusal(QStringLiteral("UPDATE meta SET value = '%1' WHERE key = 'schema_version'").arg(version),
                     false)
            .isEmpty());
    // A statement the program would send as the owner but a station may not (the CLI's words).
    const Finished cli = runCliProcess(
        {QStringLiteral("--db"), QString::fromStdString(venueUrl("station")), QStringLiteral("standings")});
    INFO(cli.out << cli.err);
    CHECK(cli.exitCode == 0);
    CHECK(cli.err.find("ERROR") == std::string::npos);
}

TEST_CASE("Venue: every session is encrypted, and a connection without TLS is refused")
{
    requireTournament();
    auto station = openAs("station");
    auto projector = openAs("kijker");
    const Session other("station");
    CHECK(other.value(QStringLiteral("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()")).toBool());
    // Every session of the role, the store's included (a role sees its own sessions).
    CHECK(other
              .value(QStringLiteral("SELECT COUNT(*) FROM pg_stat_ssl s JOIN pg_stat_activity a USING (pid) "
                                    "WHERE a.usename = 'station' AND s.ssl"))
              .toInt() >= 2);
    CHECK(other
              .value(QStringLiteral("SELECT COUNT(*) FROM pg_stat_ssl s JOIN pg_stat_activity a USING (pid) "
                                    "WHERE a.usename = 'station' AND NOT s.ssl"))
              .toInt() == 0);
    const Session viewer("kijker");
    CHECK(viewer
              .value(QStringLiteral("SELECT bool_and(s.ssl) AND COUNT(*) >= 2 FROM pg_stat_ssl s "
                                    "JOIN pg_stat_activity a USING (pid) WHERE a.usename = 'kijker'"))
              .toBool());
    // ?sslmode=require is honoured (it connects, encrypted, without checking the certificate).
    auto required = openAs("station", QStringLiteral("sslmode=require"));
    CHECK_FALSE(required->readOnly());
    // Without TLS: pg_hba has hostssl lines only.
    const std::string plain = refusedOpen(venueUrl("station", QStringLiteral("sslmode=disable")));
    CHECK(plain.find("alleen versleutelde verbindingen") != std::string::npos);
}

TEST_CASE("Venue: a station that knows another CA, or an address not in the certificate, is refused")
{
    requireTournament();
    const std::string otherCa = refusedOpen(
        venueUrl("station", QStringLiteral("sslmode=verify-full&sslrootcert=") + env("NKB_VENUE_OTHER_CA")));
    CHECK(otherCa.find("niet te vertrouwen") != std::string::npos);
    CHECK(otherCa.find("certificate") == std::string::npos);
    // 127.0.0.2 reaches the same server (the loopback network), but is not in its certificate.
    const std::string wrongName = refusedOpen(venueUrl("station", QString(), "127.0.0.2"));
    CHECK(wrongName.find("hoort niet bij het adres") != std::string::npos);
    const std::string missing = refusedOpen(venueUrl(
        "station", QStringLiteral("sslrootcert=") + QDir::tempPath() + QStringLiteral("/geen-ca.crt")));
    CHECK(missing.find("ontbreekt of is onleesbaar") != std::string::npos);
    // The same server with the venue's CA: verify-full by default, and it connects.
    auto station = openAs("station");
    CHECK_FALSE(station->readOnly());
}

TEST_CASE("Venue: a role at its connection limit is told the server is full, not that it is unreachable")
{
    requireTournament();
    std::vector<std::unique_ptr<Session>> sessions;
    for (int i = 0; i < 30; ++i) {
        auto session = std::make_unique<Session>("kijker");
        if (!session->db().isOpen())
            break;
        sessions.push_back(std::move(session));
    }
    CHECK(sessions.size() == 20); // kijker's CONNECTION LIMIT (scripts/venue-lib.sh)
    const std::string full = refusedOpen(venueUrl("kijker"));
    CHECK(full.find("De server van") != std::string::npos);
    CHECK(full.find("is vol") != std::string::npos);
    CHECK(full.find("niet bereikbaar") == std::string::npos);
    sessions.clear();
    // Room again once the windows are closed (the server ends their sessions a moment later).
    bool room = false;
    for (int i = 0; i < 50 && !room; ++i) {
        room = Session("kijker").db().isOpen();
        if (!room)
            QThread::msleep(100);
    }
    REQUIRE(room);
    auto projector = openAs("kijker");
    CHECK(projector->readOnly());
}

namespace {

// A server that answers libpq's SSLRequest with 'N' (no TLS), as a PostgreSQL with ssl = off
// does: enough to see what a station that asked for TLS is told.
class ServerWithoutTls {
  public:
    ServerWithoutTls()
    {
        fd_ = ::socket(AF_INET, SOCK_STREAM, 0);
        REQUIRE(fd_ >= 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        REQUIRE(::bind(fd_, reinterpret_cast<sockaddr *>(&address), sizeof address) == 0);
        socklen_t length = sizeof address;
        REQUIRE(::getsockname(fd_, reinterpret_cast<sockaddr *>(&address), &length) == 0);
        port_ = ntohs(address.sin_port);
        REQUIRE(::listen(fd_, 4) == 0);
        thread_ = std::thread([fd = fd_] {
            const int client = ::accept(fd, nullptr, nullptr);
            if (client < 0)
                return;
            char request[8];
            if (::recv(client, request, sizeof request, MSG_WAITALL) == sizeof request)
                (void)::send(client, "N", 1, 0);
            char rest[256];
            while (::recv(client, rest, sizeof rest, 0) > 0) {
            }
            ::close(client);
        });
    }
    ~ServerWithoutTls()
    {
        ::shutdown(fd_, SHUT_RDWR);
        ::close(fd_);
        thread_.join();
    }
    ServerWithoutTls(const ServerWithoutTls &) = delete;
    ServerWithoutTls &operator=(const ServerWithoutTls &) = delete;
    [[nodiscard]] int port() const { return port_; }

  private:
    int fd_{-1};
    int port_{0};
    std::thread thread_;
};

} // namespace

TEST_CASE("Venue: a station that asks for TLS from a server without it is told so in Dutch")
{
    for (const char *query : {"sslmode=require", "sslrootcert=CA"}) {
        ServerWithoutTls server;
        QString q = QString::fromLatin1(query);
        q.replace(QStringLiteral("CA"), env("NKB_VENUE_CA"));
        const std::string url = QStringLiteral("postgresql://station@127.0.0.1:%1/nkvenue?%2")
                                    .arg(server.port())
                                    .arg(q)
                                    .toStdString();
        INFO(url);
        const std::string message = refusedOpen(url);
        CHECK(message.find("versleutelt de verbinding niet") != std::string::npos);
    }
}

TEST_CASE("Venue: a station gone silent mid-command loses the writer's lock within seconds, another enters")
{
    requireTournament();
    Session silent("station");
    REQUIRE(silent.db().isOpen());
    QSqlQuery hold(silent.db());
    REQUIRE(hold.exec(QStringLiteral("BEGIN")));
    REQUIRE(hold.exec(QStringLiteral("SELECT pg_advisory_xact_lock(%1)").arg(store::kApplicationId)));
    // The station's Wi-Fi is gone: it sends nothing more. The server ends the session after
    // idle_in_transaction_session_timeout (10 s), and with it the lock.
    QThread::msleep(11000);
    auto other = openAs("station");
    QElapsedTimer timer;
    timer.start();
    auto stored = other->enterPoints(GameRef{1, 2, 1}, {{"P5", 10}, {"P6", 8}, {"P7", 4}, {"P8", 1}});
    INFO((stored.ok() ? std::string() : stored.error().message));
    REQUIRE(stored.ok());
    CHECK(timer.elapsed() < 2000);
    QSqlQuery late(silent.db());
    CHECK_FALSE(late.exec(QStringLiteral("SELECT 1")));
    REQUIRE(other->undo().ok());
}

TEST_CASE("Venue: after the day the owner copies the tournament back into a file, the audit included")
{
    requireTournament();
    QTemporaryDir dir;
    const std::string file = filePath(dir, "NK-2026-einde.bonaken");
    const Finished back = runCliProcess(
        {QStringLiteral("copy"), QString::fromStdString(venueUrl("eigenaar")), QString::fromStdString(file)});
    INFO(back.out << back.err);
    REQUIRE(back.exitCode == 0);
    const Session owner("eigenaar");
    CHECK(rawScalar(file, "SELECT COUNT(*) FROM audit").toInt() ==
          owner.value(QStringLiteral("SELECT COUNT(*) FROM audit")).toInt());
    CHECK(rawScalar(file, "SELECT COUNT(*) FROM game_points").toInt() == 4);
}
