// The PostgreSQL engine: one tournament per database on a server that several results stations
// share (postgresql://user@host[:port]/db, as libpq writes it; a Unix socket folder as
// ?host=/path). Writers take one advisory lock for their transaction, so commands follow each
// other exactly as on a file; readers see one snapshot.
#include "store/engine.h"
#include "store/migrations.h"
#include "store/storeimpl.h"

#include "store/statementwatch.h"

#include <QSqlDriver>

#include <algorithm>
#include <QSqlError>
#include <QUrl>
#include <QUrlQuery>

#ifdef NKB_HAVE_LIBPQ
#include <libpq-fe.h>
#endif

namespace nkb::store {

namespace {

// LISTEN/NOTIFY channel of a tournament database: every command announces itself on it.
QString changesChannel() { return QStringLiteral("nkb_changes"); }

struct ServerAddress {
    QString host; // a name, an address, or a socket folder
    int port{-1};
    QString user;
    QString password;
    QString database;
};

std::optional<ServerAddress> parseAddress(const std::string &location)
{
    const QUrl url(q(location), QUrl::StrictMode);
    if (!url.isValid())
        return std::nullopt;
    ServerAddress a;
    a.host = url.host();
    a.port = url.port(-1);
    a.user = url.userName();
    a.password = url.password();
    a.database = url.path().mid(1);
    const QUrlQuery query(url);
    if (query.hasQueryItem(QStringLiteral("host")))
        a.host = query.queryItemValue(QStringLiteral("host"), QUrl::FullyDecoded);
    if (a.database.isEmpty() || a.database.contains(QLatin1Char('/')))
        return std::nullopt;
    return a;
}

class PostgresDialect final : public Dialect {
  public:
    Engine engine() const override { return Engine::PostgreSQL; }
    QString migrationFolder() const override { return QStringLiteral("postgresql"); }
    std::string shown(const std::string &location) const override
    {
        QUrl url(q(location));
        url.setPassword(QString());
        return "\"" + s(url.toString()) + "\"";
    }

    StoreStatus connect(Connection &c, const std::string &location, const OpenOptions &options) const override
    {
        const std::string name = shown(location);
        const auto address = parseAddress(location);
        if (!address)
            return unusable(name + " is geen serveradres; schrijf postgresql://gebruiker@server/database "
                                   "(bijvoorbeeld postgresql://station@192.168.1.10/nk2026).");
        if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL")))
            return unusable("Het PostgreSQL-stuurprogramma van Qt ontbreekt (installeer libqt6sql6-psql).");
        QSqlDatabase db = connectServer(c.connection, location);
        if (!db.isOpen())
            return unreachable(name, address->database, db.lastError());
        c.busyTimeoutMs = options.busyTimeoutMs;
        c.readOnly = options.readOnly; // viewing only, by intent (a projector station)
        settings(c);
        // A role the server lets read only (the venue's viewing role, issue 18) views only: the
        // station says so before anything is typed, instead of a refusal per change.
        if (!c.readOnly && c.scalar("SELECT to_regclass('games') IS NOT NULL").toBool())
            c.readOnly = !c.scalar("SELECT has_table_privilege('games', 'INSERT')").toBool();
        // Identify the database before anything writes to it: ours, or empty for a new tournament.
        const int tables =
            c.scalar("SELECT COUNT(*) FROM pg_tables WHERE schemaname = current_schema()").toInt();
        if (tables == 0) {
            if (!options.create)
                return unusable("De database " + name +
                                " bevat nog geen toernooi; maak eerst een nieuw toernooi aan.");
            return std::nullopt;
        }
        if (c.scalar("SELECT to_regclass('meta') IS NOT NULL").toBool())
            if (c.scalar("SELECT value FROM meta WHERE key = 'application'").toString() ==
                QLatin1String("nk-bonaken")) {
                const int version = schemaVersion(c);
                if (version > kSchemaVersion)
                    return unusable(name + " komt uit een nieuwere versie van nk-bonaken (schemaversie " +
                                    std::to_string(version) + "; deze versie kent tot en met " +
                                    std::to_string(kSchemaVersion) + "). Werk het programma bij.");
                return std::nullopt;
            }
        return unusable(name + " is geen toernooidatabase van nk-bonaken (er staan andere tabellen in).");
    }

    // One writer at a time, as on a file: the advisory lock is held until COMMIT or ROLLBACK, so
    // commands of several stations follow each other without deadlock or serialization error.
    void beginWrite(const Connection &c) const override
    {
        c.execDirect(QStringLiteral("BEGIN"));
        try {
            c.execDirect(QStringLiteral("SELECT pg_advisory_xact_lock(%1)").arg(kApplicationId));
        } catch (const Failure &) {
            c.execDirect(QStringLiteral("ROLLBACK"));
            throw;
        }
    }
    void beginRead(const Connection &c) const override
    {
        c.execDirect(QStringLiteral("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"));
    }
    int schemaVersion(const Connection &c) const override
    {
        if (!c.scalar("SELECT to_regclass('meta') IS NOT NULL").toBool())
            return 0;
        return c
            .scalar("SELECT COALESCE(MAX(CAST(value AS INTEGER)), 0) FROM meta WHERE key = 'schema_version'")
            .toInt();
    }
    void setSchemaVersion(const Connection &c, int version) const override
    {
        c.exec("INSERT INTO meta (key, value) VALUES ('schema_version', ?) ON CONFLICT (key) DO UPDATE SET "
               "value = "
               "excluded.value",
               {QString::number(version)});
    }
    std::vector<std::string> primaryKey(const Connection &c, const std::string &table) const override
    {
        std::vector<std::string> pk;
        QSqlQuery query =
            c.exec("SELECT a.attname FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid "
                   "AND a.attnum = ANY (i.indkey) WHERE i.indrelid = to_regclass(?) AND i.indisprimary "
                   "ORDER BY array_position(i.indkey::int2[], a.attnum)",
                   {q(table)});
        while (query.next())
            pk.push_back(s(query.value(0).toString()));
        return pk;
    }
    // An identity column does not follow numbers inserted by hand: set it past the highest.
    void afterCopy(const Connection &c, const std::string &table) const override
    {
        if (table != "lots" && table != "audit")
            return;
        c.execDirect(QStringLiteral("SELECT setval(pg_get_serial_sequence('%1', 'id'), "
                                    "COALESCE((SELECT MAX(id) FROM %1), 0) + 1, false)")
                         .arg(q(table)));
    }

    // A server keeps its own files whole.
    void afterCommit(const Connection &) const override {}

    void announceChange(const Connection &c) const override
    {
        c.execDirect(QStringLiteral("NOTIFY %1").arg(changesChannel()));
    }
    long long changeMark(const Connection &c) const override
    {
        c.beginRead(); // a lost session is opened again here
        long long mark = 0;
        try {
            mark = c.scalar("SELECT COALESCE(MAX(id), 0) FROM audit").toLongLong();
        } catch (const Failure &) {
            c.execDirect(QStringLiteral("ROLLBACK"));
            throw;
        }
        c.execDirect(QStringLiteral("COMMIT"));
        return mark;
    }
    bool listen(const Connection &c, QObject *context, const std::function<void()> &changed) const override
    {
        QSqlDriver *driver = c.db().driver();
        if (!driver || driver->subscribedToNotifications().contains(changesChannel()))
            return driver != nullptr;
        if (!driver->subscribeToNotification(changesChannel()))
            return false;
        QObject::disconnect(driver, &QSqlDriver::notification, context, nullptr); // once per session
        // Our own NOTIFY comes back too (SelfSource): this window has read its own change already.
        QObject::connect(driver, &QSqlDriver::notification, context,
                         [changed](const QString &name, QSqlDriver::NotificationSource source, const QVariant &) {
                             if (name == changesChannel() && source == QSqlDriver::OtherSource)
                                 changed();
                         });
        return true;
    }

    bool reconnect(const Connection &c) const override
    {
        QSqlDatabase db = c.db();
        db.close();
        if (!db.open())
            return false;
        try {
            settings(c);
        } catch (const Failure &) {
            return false;
        }
        return true;
    }

    int socket(const Connection &c) const override
    {
#ifdef NKB_HAVE_LIBPQ
        const QSqlDatabase db = c.db();
        const QVariant handle = db.driver() ? db.driver()->handle() : QVariant();
        // Qt 6.4 names the type by libpq's struct ("pg_conn*"), its documentation "PGconn*".
        if (handle.isValid() &&
            (qstrcmp(handle.typeName(), "PGconn*") == 0 || qstrcmp(handle.typeName(), "pg_conn*") == 0))
            if (PGconn *connection = *static_cast<PGconn *const *>(handle.constData()))
                return PQsocket(connection);
#else
        (void)c;
#endif
        return -1;
    }

  private:
    // Quiet notices; a writer waits for another's lock a few seconds (less than a statement may
    // go unanswered, statementwatch.h), then is told the server is busy.
    static void settings(const Connection &c)
    {
        c.execDirect(QStringLiteral("SET client_min_messages = warning"));
        c.execDirect(
            QStringLiteral("SET lock_timeout = %1").arg(std::min(c.busyTimeoutMs, kStatementAnswerMs - 2000)));
        // A station whose connection died inside a transaction does not hold the writer's lock
        // for long, even on a server set up without these limits: the server ends it.
        c.execDirect(QStringLiteral("SET idle_in_transaction_session_timeout = 10000"));
        c.execDirect(QStringLiteral("SET statement_timeout = 30000"));
    }

    static StoreError unreachable(const std::string &name, const QString &database, const QSqlError &e)
    {
        const QString text = e.text();
        StoreError out;
        if (text.contains(QStringLiteral("does not exist")) && text.contains(QStringLiteral("database")))
            out = unusable("De database \"" + s(database) +
                           "\" bestaat niet op de server; maak hem aan met "
                           "scripts/venue-server.sh.");
        else if (text.contains(QStringLiteral("password")) ||
                 text.contains(QStringLiteral("authentication")) || text.contains(QStringLiteral("role")))
            out = unusable("De server weigert de gebruiker of het wachtwoord van " + name + ".");
        else
            out = unusable("De server van " + name +
                           " is niet bereikbaar: staat hij aan, en zit deze laptop op hetzelfde netwerk?");
        out.detail = s(text);
        return out;
    }
};

} // namespace

QSqlDatabase connectServer(const QString &name, const std::string &location)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
    const auto address = parseAddress(location);
    if (!address)
        return db;
    db.setHostName(address->host);
    if (address->port > 0)
        db.setPort(address->port);
    db.setUserName(address->user);
    db.setPassword(address->password);
    db.setDatabaseName(address->database);
    // A silent drop (Wi-Fi gone, nothing answers) is noticed in seconds, not the system's two
    // hours (issue 18): keepalives on an idle connection, and a limit on data sent but never
    // acknowledged (tcp_user_timeout, ms).
    db.setConnectOptions(QStringLiteral("connect_timeout=3;application_name=nk-bonaken;keepalives=1;"
                                        "keepalives_idle=3;keepalives_interval=1;keepalives_count=2;"
                                        "tcp_user_timeout=4000"));
    db.open();
    return db;
}

std::unique_ptr<Dialect> postgresDialect()
{
    return std::make_unique<PostgresDialect>();
}

} // namespace nkb::store
