// The connection: opening a file, upgrading its schema, and the statements every room runs.
#include "store/storeimpl.h"

#include "store/fileprobe.h"
#include "store/migrations.h"
#include "tournament/limits.h"

#include <QDate>
#include <QFileInfo>
#include <QSqlError>
#include <QUuid>

#include <atomic>

namespace nkb {

using namespace store;

namespace {
std::atomic<unsigned> g_connectionCounter{0};
} // namespace

TournamentStore::Impl::~Impl()
{
    {
        QSqlDatabase db = QSqlDatabase::database(connection, false);
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(connection);
}

QSqlQuery TournamentStore::Impl::exec(const char *sql, const std::vector<QVariant> &binds) const
{
    return exec(QString::fromUtf8(sql), binds);
}

QSqlQuery TournamentStore::Impl::exec(const QString &sql, const std::vector<QVariant> &binds) const
{
    QSqlQuery query(db());
    if (!query.prepare(sql))
        throw Failure{busyOrBroken(query.lastError())};
    for (const auto &b : binds)
        query.addBindValue(b);
    if (!query.exec())
        throw Failure{busyOrBroken(query.lastError())};
    return query;
}

// Statements without parameters that cannot be prepared in every driver version (PRAGMA).
void TournamentStore::Impl::execDirect(const QString &sql) const
{
    QSqlQuery query(db());
    if (!query.exec(sql))
        throw Failure{busyOrBroken(query.lastError())};
}

QVariant TournamentStore::Impl::scalar(const char *sql, const std::vector<QVariant> &binds) const
{
    QSqlQuery query = exec(sql, binds);
    return query.next() ? query.value(0) : QVariant();
}

TournamentStore::TournamentStore(std::unique_ptr<Impl> impl) : d(std::move(impl)) {}

TournamentStore::~TournamentStore() = default;

int TournamentStore::currentSchemaVersion()
{
    return kSchemaVersion;
}

const std::string &TournamentStore::path() const
{
    return d->path;
}

int TournamentStore::schemaVersion() const
{
    return d->version;
}

void TournamentStore::setStation(const std::string &station)
{
    d->station = station;
}

bool TournamentStore::hasTournament() const
{
    try {
        return d->hasTournament();
    } catch (const Failure &) {
        return false;
    }
}

StoreResult<std::unique_ptr<TournamentStore>> TournamentStore::open(const std::string &path,
                                                                    const OpenOptions &options)
{
    const QString file = q(path);
    const QFileInfo info(file);
    const std::string shown = "\"" + path + "\"";
    if (!info.exists()) {
        if (!options.create)
            // Neutral words: the desktop application shows this too; the CLI adds its own hint.
            return unusable("Het bestand " + shown + " bestaat niet; maak eerst een nieuw toernooi aan.");
    } else {
        if (!info.isFile())
            return unusable(shown + " is geen bestand.");
    }
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")))
        return unusable("Het SQLite-stuurprogramma van Qt ontbreekt (installeer libqt6sql6-sqlite).");
    // Identify the file through a read-only connection before anything may write to it.
    if (info.exists())
        if (auto refusal = store::probeFile(file, shown, {options.create, options.busyTimeoutMs}))
            return *refusal;

    auto impl = std::make_unique<Impl>();
    impl->path = path;
    impl->station = options.station.empty() ? std::string("onbekend") : options.station;
    impl->connection = QStringLiteral("nkb-store-%1-%2")
                           .arg(++g_connectionCounter)
                           .arg(QUuid::createUuid().toString(QUuid::Id128));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), impl->connection);
        db.setDatabaseName(file);
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(options.busyTimeoutMs));
        if (!db.open())
            return unusable("Het bestand " + shown +
                            " kan niet geopend worden (geen toegang, of de map bestaat niet).");
    }
    try {
        impl->execDirect(QStringLiteral("PRAGMA busy_timeout = %1").arg(options.busyTimeoutMs));
        const int version = impl->scalar("PRAGMA user_version").toInt();
        // Per connection and outside any transaction (TOOLCHAIN.md 6).
        impl->execDirect(QStringLiteral("PRAGMA journal_mode = WAL"));
        impl->execDirect(QStringLiteral("PRAGMA foreign_keys = ON"));
        impl->execDirect(QStringLiteral("PRAGMA synchronous = NORMAL"));
        // Upgrade step by step, one transaction per step; another program may have done a step
        // meanwhile, so the version is read again inside each transaction.
        for (int step = version + 1; step <= kSchemaVersion; ++step) {
            auto r = impl->transaction<int>([&]() -> StoreResult<int> {
                if (impl->scalar("PRAGMA user_version").toInt() >= step)
                    return step;
                const auto statements = store::migrationStatements(step);
                if (!statements)
                    return unusable("Migratie " + std::to_string(step) + " ontbreekt in dit programma.");
                for (const QString &statement : *statements) {
                    if (statement.startsWith(QStringLiteral("PRAGMA")))
                        impl->execDirect(statement);
                    else
                        impl->exec(statement);
                }
                impl->execDirect(QStringLiteral("PRAGMA user_version = %1").arg(step));
                return step;
            });
            if (!r)
                return r.error();
        }
        impl->version = impl->scalar("PRAGMA user_version").toInt();
    } catch (const Failure &f) {
        StoreError e = f.error;
        e.message = shown + " kan niet gebruikt worden: " + e.message;
        return e;
    }
    return std::unique_ptr<TournamentStore>(new TournamentStore(std::move(impl)));
}

StoreStatus TournamentStore::createTournament(const TournamentInfo &info)
{
    auto r = d->transaction<int>([&]() -> StoreResult<int> {
        if (d->hasTournament())
            return refused("Dit bestand bevat al een toernooi; een bestand is één toernooi.");
        if (info.name.empty())
            return refused("De naam van het toernooi ontbreekt.");
        if (!info.date.empty()) {
            const QDate date = QDate::fromString(q(info.date), Qt::ISODate);
            if (!date.isValid() || info.date.size() != 10)
                return refused("De datum \"" + info.date + "\" is geen datum JJJJ-MM-DD.");
        }
        if (auto e = checkInfoBounds(info))
            return refused(*e);
        json inverse = json::array({d->snapshot("tournament", {{"id", 1}})});
        d->exec("INSERT INTO tournament (id, name, date, venue, rounds, games_per_round, places_three, "
                "final_tables, final_games) "
                "VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?)",
                {q(info.name), q(info.date), q(info.venue), info.rounds, info.gamesPerRound,
                 q(joinInts(info.placesThree)), info.finalTables, info.finalGames});
        d->audit("Nieuw toernooi \"" + info.name + "\"", inverse);
        return 0;
    });
    if (!r)
        return r.error();
    return std::nullopt;
}

} // namespace nkb
