#include "store/fileprobe.h"

#include "store/migrations.h"
#include "store/sqlitehardening.h"
#include "tournament/limits.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QUuid>
#include <QVariant>

#include <map>
#include <mutex>

namespace nkb::store {

namespace {

// A 32-bit big-endian number of the database header (SQLite file format, section 1.3).
long long headerNumber(const QByteArray &head, int offset)
{
    if (head.size() < offset + 4)
        return 0;
    long long v = 0;
    for (int i = 0; i < 4; ++i)
        v = (v << 8) | static_cast<unsigned char>(head[offset + i]);
    return v;
}

struct Probe {
    QString connection;
    bool hardened{false};
    // Read-only: the probe writes nothing, not even in WAL mode (at most SQLite's -shm index
    // beside the file, and in a read-only folder not that either: immutable).
    explicit Probe(const QString &file, int busyTimeoutMs, bool immutable)
        : connection(QStringLiteral("nkb-probe-") + QUuid::createUuid().toString(QUuid::Id128))
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        QString options = QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=%1").arg(busyTimeoutMs);
        if (immutable) {
            QUrl url = QUrl::fromLocalFile(QFileInfo(file).absoluteFilePath());
            url.setQuery(QStringLiteral("immutable=1"));
            db.setDatabaseName(url.toString(QUrl::FullyEncoded));
            options += QStringLiteral(";QSQLITE_OPEN_URI");
        } else {
            db.setDatabaseName(file);
        }
        db.setConnectOptions(options);
        // SQLite's defences before the first statement reads the file's schema.
        if (db.open())
            hardened = hardenSqlite(db).isEmpty();
    }
    ~Probe()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(connection, false);
            if (db.isOpen())
                db.close();
        }
        QSqlDatabase::removeDatabase(connection);
    }
    Probe(const Probe &) = delete;
    Probe &operator=(const Probe &) = delete;

    [[nodiscard]] QSqlDatabase db() const { return QSqlDatabase::database(connection, false); }
    // The first value of a query, or an invalid QVariant (error in *error) when it fails.
    QVariant scalar(const QString &sql, QString *error) const
    {
        QSqlQuery query(db());
        if (!query.exec(sql)) {
            *error = query.lastError().text();
            return {};
        }
        return query.next() ? query.value(0) : QVariant(0);
    }
};

std::string s(const QString &text) { return text.toStdString(); }

// SQLite's words for a file that is busy, full or not a database, as a referee understands them.
std::string plainWords(const QString &sqliteText)
{
    const QString t = sqliteText.toLower();
    if (t.contains(QStringLiteral("locked")) || t.contains(QStringLiteral("busy")))
        return "het bestand is bezet door een ander programma; probeer het zo opnieuw";
    if (t.contains(QStringLiteral("not a database")) || t.contains(QStringLiteral("malformed")) ||
        t.contains(QStringLiteral("corrupt")))
        return "het bestand is beschadigd";
    if (t.contains(QStringLiteral("unable to open")))
        return "het bestand kan niet gelezen worden";
    return "het bestand kan niet gelezen worden (" + s(sqliteText).substr(0, 200) + ")";
}

StoreStatus probeContent(const QString &file, const std::string &shown, const ProbeOptions &options);

} // namespace

std::string quotedFile(const std::string &path)
{
    return "\"" + QDir::toNativeSeparators(QString::fromStdString(path)).toStdString() + "\"";
}

StoreStatus probeFile(const QString &file, const std::string &shown, const ProbeOptions &options)
{
    // The read-only look at a file in WAL mode leaves an empty -wal and a -shm beside it. A file
    // we refuse must be left as it was: take away what the look made, unless another program
    // (busy) may be using them.
    const QString wal = file + QStringLiteral("-wal");
    const QString shm = file + QStringLiteral("-shm");
    const bool hadWal = QFileInfo::exists(wal);
    const bool hadShm = QFileInfo::exists(shm);
    StoreStatus refusal = probeContent(file, shown, options);
    if (refusal && refusal->message.find("bezet") == std::string::npos && !hadWal && !hadShm &&
        QFileInfo(wal).exists() && QFileInfo(wal).size() == 0) {
        QFile::remove(wal);
        QFile::remove(shm);
    }
    return refusal;
}

namespace {

std::mutex g_heldMutex;
std::map<QString, int> g_held; // canonical path → connections; guarded by g_heldMutex

QString canonical(const QString &file)
{
    const QString path = QFileInfo(file).canonicalFilePath();
    return path.isEmpty() ? QFileInfo(file).absoluteFilePath() : path;
}

} // namespace

void holdFile(const QString &file)
{
    const std::lock_guard lock(g_heldMutex);
    ++g_held[canonical(file)];
}

void releaseFile(const QString &file)
{
    const std::lock_guard lock(g_heldMutex);
    const auto it = g_held.find(canonical(file));
    if (it != g_held.end() && --it->second <= 0)
        g_held.erase(it);
}

bool heldFile(const QString &file)
{
    const std::lock_guard lock(g_heldMutex);
    return g_held.count(canonical(file)) > 0;
}

namespace {

StoreStatus probeContent(const QString &file, const std::string &shown, const ProbeOptions &options)
{
    const QFileInfo info(file);
    if (info.size() == 0) {
        if (options.create)
            return std::nullopt;
        return unusable(shown + " is leeg (0 bytes) en dus geen toernooibestand van nk-bonaken.");
    }
    QByteArray head;
    if (heldFile(file)) {
        // Open here already (see holdFile): a descriptor of our own would drop its locks on closing.
        head = QByteArray("SQLite format 3\0", 16);
    } else {
        QFile f(file);
        if (!f.open(QIODevice::ReadOnly))
            return unusable("Het bestand " + shown + " kan niet gelezen worden.");
        head = f.read(100);
    }
    if (!head.startsWith(QByteArray("SQLite format 3\0", 16)))
        return unusable(shown + " is geen toernooibestand van nk-bonaken (geen SQLite-database).");
    // What the file says of itself without its -wal file.
    const long long headVersion = headerNumber(head, 60);
    const long long headApplication = headerNumber(head, 68);
    const bool headOurs = headApplication == kApplicationId || (headApplication == 0 && headVersion > 0);
    const QFileInfo wal(file + QStringLiteral("-wal"));
    const bool hasWal = wal.exists() && wal.size() > 0;
    const auto notOurs = [&](const std::string &what) -> StoreError {
        if (hasWal && headOurs)
            return unusable("Naast het bestand staat een -wal-bestand dat er niet bij hoort: \"" +
                            s(wal.fileName()) + "\". Zet dat bestand opzij (niet weggooien) en open " + shown +
                            " opnieuw.");
        return unusable(shown + " is geen toernooibestand van nk-bonaken (" + what + ").");
    };

    const Probe probe(file, options.busyTimeoutMs, options.immutable);
    if (!probe.db().isOpen())
        return unusable("Het bestand " + shown + " kan niet geopend worden: " + plainWords(probe.db().lastError().text()) +
                        ".");
    if (!probe.hardened)
        return unusable("Het bestand " + shown +
                        " kan niet veilig geopend worden: de beveiliging van SQLite gaat niet aan.");
    QString error;
    const QVariant versionValue = probe.scalar(QStringLiteral("PRAGMA user_version"), &error);
    if (!error.isEmpty()) {
        if (hasWal && headOurs)
            return notOurs("");
        return unusable("Het bestand " + shown + " kan niet geopend worden: " + plainWords(error) + ".");
    }
    const int version = versionValue.toInt();
    // A query that fails on a file SQLite could open: the file is damaged.
    const auto damaged = [&]() {
        return unusable(shown + " is beschadigd (" + plainWords(error) +
                        "). Gebruik een kopie, een back-up of de laatste export.");
    };
    const int objects = probe.scalar(QStringLiteral("SELECT COUNT(*) FROM sqlite_master"), &error).toInt();
    if (!error.isEmpty())
        return damaged();
    const long long applicationId = probe.scalar(QStringLiteral("PRAGMA application_id"), &error).toLongLong();
    if (!error.isEmpty())
        return damaged();
    if (applicationId != 0 && applicationId != kApplicationId)
        return notOurs("een database van een ander programma");
    if (version == 0) {
        if (objects > 0)
            return notOurs("een andere database");
        if (!options.create)
            return notOurs("een lege database");
        return std::nullopt;
    }
    const bool hasMeta =
        probe.scalar(QStringLiteral("SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = 'meta'"), &error)
            .toInt() > 0;
    if (!error.isEmpty())
        return damaged();
    const QString application = hasMeta ? probe.scalar(QStringLiteral("SELECT value FROM meta WHERE key = 'application'"),
                                                       &error).toString()
                                        : QString();
    if (!error.isEmpty())
        return damaged();
    if (application != QLatin1String("nk-bonaken"))
        return notOurs("een andere database");
    if (version > kSchemaVersion)
        return unusable(shown + " komt uit een nieuwere versie van nk-bonaken (schemaversie " + std::to_string(version) +
                        "; deze versie kent tot en met " + std::to_string(kSchemaVersion) +
                        "). Werk het programma bij.");
    {
        QSqlQuery check(probe.db());
        std::string problems;
        if (!check.exec(QStringLiteral("PRAGMA integrity_check")))
            problems = plainWords(check.lastError().text());
        while (check.next()) {
            const std::string line = s(check.value(0).toString());
            if (line != "ok")
                problems += (problems.empty() ? "" : "; ") + line;
        }
        if (!problems.empty())
            return unusable(shown + " is beschadigd (" + problems.substr(0, 300) +
                            "). Gebruik een kopie, een back-up of de laatste export.");
    }
    if (const std::string diff = schemaDifference(schemaOf(probe.db()), referenceSchema(version)); !diff.empty())
        return unusable(shown + " is beschadigd of met de hand veranderd: de opbouw klopt niet met schemaversie " +
                        std::to_string(version) + " (" + diff.substr(0, 300) +
                        "). Het bestand is niet gebruikt en niet veranderd. Gebruik een kopie, een back-up of de "
                        "laatste export.");
    // Values a hand-edited file may carry that no tournament has (a hang waits behind them).
    QSqlQuery row(probe.db());
    if (row.exec(QStringLiteral("SELECT rounds, games_per_round, final_games FROM tournament")) && row.next()) {
        TournamentInfo stored;
        stored.rounds = row.value(0).toInt();
        stored.gamesPerRound = row.value(1).toInt();
        stored.finalGames = row.value(2).toInt();
        if (const auto wrong = checkInfoBounds(stored))
            return unusable(shown + " is met de hand veranderd en kan zo geen toernooi zijn: " + *wrong);
    }
    return std::nullopt;
}

} // namespace

} // namespace nkb::store
