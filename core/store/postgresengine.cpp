// The PostgreSQL engine: one tournament per database on a server that several results stations
// share (postgresql://user@host[:port]/db, as libpq writes it; a Unix socket folder as
// ?host=/path). Writers take one advisory lock for their transaction, so commands follow each
// other exactly as on a file; readers see one snapshot.
#include "store/engine.h"
#include "store/migrations.h"
#include "store/seals.h"
#include "store/storeimpl.h"

#include "store/serveraddress.h"
#include "store/statementwatch.h"

#include <QDir>
#include <QFileInfo>
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
        // A role the server lets read only (the venue's viewing role) views only: the
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
            if (!c.scalar("SELECT has_schema_privilege(current_schema(), 'CREATE')").toBool())
                return unusable("De database " + name +
                                " bevat nog geen toernooi, en alleen de eigenaar van de database mag er een "
                                "in zetten (nk-bonaken-cli copy BESTAND " +
                                ownerAddress(*address) + ", op de server).");
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
                // Migrations on a server run only with its owner: a station is told
                // so instead of trying DDL the server refuses.
                if (version < kSchemaVersion && !ownsTournament(c))
                    return unusable(name + " heeft een oudere schemaversie (" + std::to_string(version) +
                                    ") dan deze versie van nk-bonaken (" + std::to_string(kSchemaVersion) +
                                    "). Alleen de eigenaar van de database mag hem bijwerken: laat die op de "
                                    "server één keer \"nk-bonaken-cli --db " +
                                    ownerAddress(*address) + " settings\" geven.");
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
    std::int64_t clockNow(const Connection &c) const override
    {
        return c.scalar("SELECT CAST(FLOOR(EXTRACT(EPOCH FROM clock_timestamp())) AS BIGINT)").toLongLong();
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
            // A new session has no table of touched objects: without it, its changes would go unsealed.
            if (c.watching)
                c.execDirect(serverTouchTable());
        } catch (const Failure &) {
            return false;
        }
        return true;
    }

    // The venue's roles get exactly their rights, each time the owner opens the
    // tournament, so that tables of later migrations are covered too. Nothing without the roles
    // of scripts/venue-server.sh (a test server, a server set up by hand).
    void grantRoles(const Connection &c) const override
    {
        if (!ownsTournament(c) ||
            c.scalar("SELECT COUNT(*) FROM pg_roles WHERE rolname IN ('station', 'kijker')").toInt() != 2)
            return;
        c.beginWrite(); // one at a time: two GRANTs on one table at once fail
        try {
            grantStatements(c);
            c.execDirect(QStringLiteral("COMMIT"));
        } catch (const Failure &) {
            c.execDirect(QStringLiteral("ROLLBACK"));
            throw;
        }
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
    static bool ownsTournament(const Connection &c)
    {
        return c
            .scalar("SELECT COALESCE((SELECT pg_has_role(relowner, 'USAGE') FROM pg_class "
                    "WHERE oid = to_regclass('meta')), has_schema_privilege(current_schema(), 'CREATE'))")
            .toBool();
    }

    static void grantStatements(const Connection &c)
    {
        const auto run = [&c](const QString &sql) { c.execDirect(sql); };
        const QString database = c.scalar("SELECT quote_ident(current_database())").toString();
        run(QStringLiteral("REVOKE ALL ON DATABASE %1 FROM PUBLIC").arg(database));
        run(QStringLiteral("GRANT CONNECT ON DATABASE %1 TO station, kijker").arg(database));
        run(QStringLiteral("REVOKE CREATE ON SCHEMA public FROM PUBLIC"));
        run(QStringLiteral("GRANT USAGE ON SCHEMA public TO station, kijker"));
        QSqlQuery tables = c.exec("SELECT tablename FROM pg_tables WHERE schemaname = current_schema()");
        std::vector<QString> names;
        while (tables.next())
            names.push_back(tables.value(0).toString());
        for (const QString &table : names) {
            if (!plainName(s(table)))
                continue;
            run(QStringLiteral("REVOKE ALL ON TABLE %1 FROM PUBLIC, station, kijker").arg(table));
            // The table codes' secret: a projector's password must not open the tables' entry.
            if (table == QLatin1String("table_secret"))
                run(QStringLiteral("GRANT SELECT ON TABLE %1 TO station").arg(table));
            else
                run(QStringLiteral("GRANT SELECT ON TABLE %1 TO station, kijker").arg(table));
            // What a station's commands and their undo write (knownTable): every command works on
            // a station as on a file. Never DDL, never TRUNCATE.
            if (knownTable(s(table)))
                run(QStringLiteral("GRANT INSERT, UPDATE, DELETE ON TABLE %1 TO station").arg(table));
        }
        // meta: only the highest removed start number (players.cpp), the final-tie setting and
        // decision (finaltie.cpp, undone by deleting the row) and the director's announcement
        // (announcement.cpp), not the schema version.
        run(QStringLiteral("GRANT INSERT, UPDATE, DELETE ON TABLE meta TO station"));
        run(QStringLiteral("ALTER TABLE meta ENABLE ROW LEVEL SECURITY"));
        run(QStringLiteral("DROP POLICY IF EXISTS nkb_read ON meta"));
        run(QStringLiteral("CREATE POLICY nkb_read ON meta FOR SELECT USING (true)"));
        run(QStringLiteral("DROP POLICY IF EXISTS nkb_station_insert ON meta"));
        run(QStringLiteral("CREATE POLICY nkb_station_insert ON meta FOR INSERT TO station "
                           "WITH CHECK (key IN ('removed_start_number', 'final_tie_rule', 'final_decision', "
                           "'announcement'))"));
        run(QStringLiteral("DROP POLICY IF EXISTS nkb_station_update ON meta"));
        run(QStringLiteral("CREATE POLICY nkb_station_update ON meta FOR UPDATE TO station "
                           "USING (key IN ('removed_start_number', 'final_tie_rule', 'final_decision', "
                           "'announcement')) WITH CHECK (key IN ('removed_start_number', 'final_tie_rule', "
                           "'final_decision', 'announcement'))"));
        run(QStringLiteral("DROP POLICY IF EXISTS nkb_station_delete ON meta"));
        run(QStringLiteral("CREATE POLICY nkb_station_delete ON meta FOR DELETE TO station "
                           "USING (key IN ('final_tie_rule', 'final_decision', 'announcement'))"));
        // The seals (seals.h): each station's change seals again what it touched, in its session's
        // temporary table of touched objects.
        run(QStringLiteral("GRANT INSERT, UPDATE, DELETE ON TABLE seals TO station"));
        run(QStringLiteral("GRANT TEMPORARY ON DATABASE %1 TO station").arg(database));
        // The audit is append-only: a new entry, and undo marking an entry undone, nothing else.
        run(QStringLiteral("GRANT INSERT ON TABLE audit TO station"));
        run(QStringLiteral("GRANT UPDATE (undone) ON TABLE audit TO station"));
        run(QStringLiteral("GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO station"));
        run(QStringLiteral(
            "CREATE OR REPLACE FUNCTION nkb_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $f$ "
            "BEGIN "
            "IF TG_OP = 'UPDATE' AND OLD.undone = 0 AND NEW.undone = 1 AND "
            "(to_jsonb(NEW) - 'undone') = (to_jsonb(OLD) - 'undone') THEN RETURN NEW; END IF; "
            "RAISE EXCEPTION 'audit is append-only' USING ERRCODE = 'insufficient_privilege'; "
            "END $f$"));
        run(QStringLiteral("REVOKE ALL ON FUNCTION nkb_audit_append_only() FROM PUBLIC"));
        run(QStringLiteral("CREATE OR REPLACE TRIGGER nkb_audit_append_only BEFORE UPDATE OR DELETE ON audit "
                           "FOR EACH ROW EXECUTE FUNCTION nkb_audit_append_only()"));
    }

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
        // Who this session is, for the other stations and the server's administrator.
        if (!c.sessionName.isEmpty())
            c.exec("SELECT set_config('application_name', ?, false)", {c.sessionName});
    }

    std::optional<std::string> stationElsewhere(const Connection &c) const override
    {
        // "nk-bonaken " (11), the computer (8), a space, the station: as the server keeps it (cut
        // at 63 bytes, the same way for the same name).
        QSqlQuery q = c.exec(
            "SELECT COALESCE(host(client_addr), 'deze server') FROM pg_stat_activity WHERE "
            "datname = current_database() AND pid <> pg_backend_pid() AND application_name LIKE 'nk-bonaken %' "
            "AND substr(application_name, 21) = substr(current_setting('application_name'), 21) "
            "AND substr(application_name, 12, 8) <> substr(current_setting('application_name'), 12, 8) LIMIT 1");
        if (q.next())
            return q.value(0).toString().toStdString();
        return std::nullopt;
    }

    static StoreError unreachable(const std::string &name, const QString &database, const QSqlError &e)
    {
        const QString text = e.text();
        const auto has = [&text](const char *words) { return text.contains(QLatin1String(words)); };
        StoreError out;
        // TLS first: a station that asked for it is never connected without it.
        if (has("server does not support SSL"))
            out = unusable("De server van " + name +
                           " versleutelt de verbinding niet (geen TLS), en dit station eist dat wel. Niet "
                           "verbonden: richt de server in met scripts/venue-server.sh.");
        else if (has("does not match host name"))
            out = unusable("Het certificaat van de server hoort niet bij het adres in " + name +
                           ": niet verbonden. Gebruik het adres of de naam die scripts/venue-server.sh "
                           "noemde, of start dat script opnieuw op de server als zijn adres veranderde.");
        else if (has("root certificate file") || has("could not read root certificate"))
            out = unusable("Het CA-certificaat (sslrootcert) van " + name +
                           " ontbreekt of is onleesbaar op dit station: niet verbonden.");
        else if (has("certificate verify failed") || has("self-signed certificate") ||
                 has("self signed certificate") || has("unable to get local issuer") || has("certificate"))
            out = unusable("Het certificaat van de server van " + name +
                           " is niet te vertrouwen: het is niet ondertekend door de CA die dit station kent "
                           "(sslrootcert). Niet verbonden; vergelijk de vingerafdruk met wat "
                           "scripts/venue-server.sh op de server toonde.");
        else if (has("too many clients") || has("too many connections") || has("remaining connection slots"))
            out = unusable("De server van " + name +
                           " is vol: er zijn al zoveel verbindingen als hij toelaat. Sluit een ander "
                           "venster of station, of probeer het zo opnieuw.");
        else if (has("no pg_hba.conf entry") && (has("no encryption") || has("SSL off")))
            out = unusable("De server van " + name +
                           " laat alleen versleutelde verbindingen (TLS) toe; dit station vroeg er een "
                           "zonder (sslmode=disable).");
        else if (has("no pg_hba.conf entry"))
            out = unusable("De server laat deze gebruiker niet toe op " + name +
                           " vanaf deze computer (verkeerde gebruiker, database of netwerk).");
        else if (has("permission denied for database"))
            out = unusable("Deze gebruiker mag de database van " + name + " niet openen.");
        else if (has("does not exist") && has("database"))
            out = unusable("De database \"" + s(database) +
                           "\" bestaat niet op de server; maak hem aan met "
                           "scripts/venue-server.sh.");
        else if (has("password") || has("authentication") || has("role"))
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
    // hours: keepalives on an idle connection, and a limit on data sent but never
    // acknowledged (tcp_user_timeout, ms). TLS as the address asks (tlsOptions).
    db.setConnectOptions(QStringLiteral("connect_timeout=3;application_name=nk-bonaken;keepalives=1;"
                                        "keepalives_idle=3;keepalives_interval=1;keepalives_count=2;"
                                        "tcp_user_timeout=4000;") +
                         tlsOptions(*address));
    db.open();
    return db;
}

std::unique_ptr<Dialect> postgresDialect()
{
    return std::make_unique<PostgresDialect>();
}

} // namespace nkb::store
