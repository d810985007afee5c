#pragma once
// The venue's cluster for tests/venue (venue-test.sh exports where it is): locations per role,
// raw sessions for statements the program never sends, and what every role is refused.
#include "stationsfixture.h"

#include <QThread>

namespace nkbtest {

namespace venue {

inline QString env(const char *name)
{
    const QString value = qEnvironmentVariable(name);
    if (value.isEmpty()) {
        std::fprintf(stderr, "%s is not set: run tests/venue/venue-test.sh\n", name);
        std::exit(kSkipped);
    }
    return value;
}

// A location on the venue server as a station types it: the venue's CA, so verify-full.
inline std::string venueUrl(const char *role, const QString &query = QString(),
                            const char *host = "127.0.0.1")
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
        nkb::store::connectServer(name, url);
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

inline std::unique_ptr<nkb::TournamentStore> openAs(const char *role, const QString &query = QString())
{
    nkb::OpenOptions o;
    o.station = std::string("Zaal-") + role;
    auto store = nkb::TournamentStore::open(venueUrl(role, query), o);
    INFO((store.ok() ? std::string() : store.error().message));
    REQUIRE(store.ok());
    return std::move(store).value();
}

inline std::string refusedOpen(const std::string &url)
{
    nkb::OpenOptions o;
    o.station = "Zaal-2";
    auto store = nkb::TournamentStore::open(url, o);
    REQUIRE_FALSE(store.ok());
    return store.error().message;
}

// The tournament on the server, put there once by the owner with `copy` (the first case).
inline void requireTournament()
{
    Session owner("eigenaar");
    REQUIRE(owner.db().isOpen());
    REQUIRE(owner.value(QStringLiteral("SELECT COUNT(*) FROM pg_tables WHERE tablename = 'tournament'"))
                .toInt() == 1);
}

// What every role is refused (kijker and station alike): schema, the audit, other roles, the
// database, the sequences.
inline const std::vector<const char *> &forbiddenForAll()
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

} // namespace venue

} // namespace nkbtest
