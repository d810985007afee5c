// The SQLite engine: one tournament per file. A file is identified through a read-only connection
// before anything may write to it (fileprobe.cpp); a file that cannot be written opens read-only.
#include "store/checkpoint.h"
#include "store/engine.h"
#include "store/fileprobe.h"
#include "store/sqlitehardening.h"
#include "store/storeimpl.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QUrl>
#include <QUuid>

#include <condition_variable>
#include <memory>
#include <mutex>
#include <thread>

namespace nkb::store {

namespace {

void checkpointNow(const QSqlDatabase &db)
{
    QSqlQuery query(db);
    query.exec(QStringLiteral("PRAGMA wal_checkpoint(PASSIVE)"));
}

// Checkpoint::Beside (checkpoint.h): a connection of its own to the file, in a thread of its own,
// checkpoints after each change it is told of; several changes in quick succession need one.
class BesideCheckpointer {
  public:
    BesideCheckpointer(const QString &file, int busyTimeoutMs)
        : m_file(file), m_busyTimeoutMs(busyTimeoutMs), m_thread([this] { run(); })
    {
    }
    ~BesideCheckpointer()
    {
        {
            const std::lock_guard lock(m_mutex);
            m_stop = true;
        }
        m_wake.notify_one();
        m_thread.join(); // a change told of is checkpointed before the file is closed
    }
    BesideCheckpointer(const BesideCheckpointer &) = delete;
    BesideCheckpointer &operator=(const BesideCheckpointer &) = delete;

    void changed()
    {
        {
            const std::lock_guard lock(m_mutex);
            m_pending = true;
        }
        m_wake.notify_one();
    }

  private:
    void run()
    {
        const QString name = QStringLiteral("nkb-checkpoint-%1").arg(reinterpret_cast<quintptr>(this));
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(m_file);
            db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(m_busyTimeoutMs));
            const bool open = db.open();
            std::unique_lock lock(m_mutex);
            for (;;) {
                m_wake.wait(lock, [this] { return m_pending || m_stop; });
                if (m_pending) {
                    m_pending = false;
                    lock.unlock();
                    if (open)
                        checkpointNow(db);
                    lock.lock();
                    continue;
                }
                break;
            }
            lock.unlock();
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
    }

    QString m_file;
    int m_busyTimeoutMs;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_pending{false};
    bool m_stop{false};
    std::thread m_thread; // last: starts when the rest is ready
};

// A new file is born whole. SQLite turns a new file into WAL mode through a rollback journal, and
// a kill -9 at that moment leaves a file no read-only look can open (its journal waits to be
// rolled back): neither `new` nor an import could be done again on it. So the empty database in
// WAL mode is made under a name of its own beside it and renamed into place; a kill leaves no
// file or an empty database, which a new tournament or an import takes.
StoreStatus makeEmptyWalFile(const QString &file, const std::string &name)
{
    const QString id = QUuid::createUuid().toString(QUuid::Id128);
    const QString temp = file + QStringLiteral(".nieuw-") + id;
    bool made = false;
    StoreStatus failed;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("nkb-new-") + id);
        db.setDatabaseName(temp);
        if (db.open()) {
            QSqlQuery query(db);
            made = query.exec(QStringLiteral("PRAGMA journal_mode = WAL")) && query.next() &&
                   query.value(0).toString() == QStringLiteral("wal");
            if (!made && query.lastError().isValid())
                failed = busyOrBroken(query.lastError()); // a full disk, in its own words
            query.finish();
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("nkb-new-") + id);
    const bool placed = made && QFile::rename(temp, file);
    for (const char *suffix : {"", "-wal", "-shm", "-journal"})
        QFile::remove(temp + QLatin1String(suffix));
    // Not placed because another program made the file meanwhile: it is opened as any other.
    if (!placed && !QFileInfo::exists(file))
        return failed ? failed
                      : unusable("Het bestand " + name +
                                 " kan niet gemaakt worden (geen toegang, of de map bestaat niet).");
    return std::nullopt;
}

class SqliteDialect final : public Dialect {
  public:
    Engine engine() const override { return Engine::SQLite; }
    QString migrationFolder() const override { return QStringLiteral("sqlite"); }
    std::string shown(const std::string &location) const override { return quotedFile(location); }

    StoreStatus connect(Connection &c, const std::string &location, const OpenOptions &options) const override
    {
        const QString file = q(location);
        const std::string name = shown(location);
        if (!QFileInfo::exists(file)) {
            if (!options.create)
                // Neutral words: the desktop application shows this too; the CLI adds its own hint.
                return unusable("Het bestand " + name + " bestaat niet; maak eerst een nieuw toernooi aan.");
            if (!QFileInfo(QFileInfo(file).absolutePath()).isDir())
                return unusable("Het bestand " + name +
                                " kan niet geopend worden (geen toegang, of de map bestaat niet).");
            if (auto refusal = makeEmptyWalFile(file, name))
                return refusal;
        }
        const QFileInfo info(file);
        if (!info.isFile()) {
            return unusable(name + " is geen bestand.");
        }
        if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")))
            return unusable("Het SQLite-stuurprogramma van Qt ontbreekt (installeer libqt6sql6-sqlite).");
        // A read-only file or folder (a locked USB stick): viewing and printing only. In a folder
        // that cannot be written SQLite cannot make the -shm file a WAL file needs, so the file is
        // read as immutable (nobody else can change it there either).
        const bool folderWritable = QFileInfo(info.absolutePath()).isWritable();
        c.readOnly = info.exists() && (options.readOnly || !info.isWritable() || !folderWritable);
        c.busyTimeoutMs = options.busyTimeoutMs;
        const bool immutable = c.readOnly && !folderWritable;
        // Identify the file through a read-only connection before anything may write to it.
        if (info.exists())
            if (auto refusal = probeFile(file, name, {options.create, options.busyTimeoutMs, immutable}))
                return refusal;
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), c.connection);
        QString connectOptions = QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(options.busyTimeoutMs);
        if (c.readOnly)
            connectOptions += QStringLiteral(";QSQLITE_OPEN_READONLY");
        if (immutable) {
            connectOptions += QStringLiteral(";QSQLITE_OPEN_URI");
            db.setDatabaseName(immutableUri(file));
        } else {
            db.setDatabaseName(file);
        }
        db.setConnectOptions(connectOptions);
        if (!db.open())
            return unusable("Het bestand " + name +
                            " kan niet geopend worden (geen toegang, of de map bestaat niet).");
        c.heldFile = file;
        holdFile(file);
        // A file may come from anywhere: nothing in its schema may write.
        if (!hardenSqlite(db).isEmpty())
            return unusable("Het bestand " + name +
                            " kan niet veilig geopend worden: de beveiliging van SQLite gaat niet aan.");
        c.execDirect(QStringLiteral("PRAGMA busy_timeout = %1").arg(options.busyTimeoutMs));
        // Per connection and outside any transaction (docs/toolchain.md 6); WAL is written into the
        // file, so not on a read-only one.
        if (!c.readOnly)
            c.execDirect(QStringLiteral("PRAGMA journal_mode = WAL"));
        c.execDirect(QStringLiteral("PRAGMA foreign_keys = ON"));
        c.execDirect(QStringLiteral("PRAGMA synchronous = NORMAL"));
        if (!c.readOnly && checkpoint() == Checkpoint::Beside)
            m_beside = std::make_unique<BesideCheckpointer>(file, options.busyTimeoutMs);
        return std::nullopt;
    }

    // SQLite takes the write lock at BEGIN IMMEDIATE: a second writer waits (busy timeout).
    void beginWrite(const Connection &c) const override { c.execDirect(QStringLiteral("BEGIN IMMEDIATE")); }
    void beginRead(const Connection &c) const override { c.execDirect(QStringLiteral("BEGIN")); }
    // The file is whole at every moment the user can see. A committed change sits in
    // the -wal file until a checkpoint copies it into the .bonaken file itself; a copy of the bare
    // file (a file manager, a USB stick) taken before that missed it (14 games stored, 5 in the
    // copy). So every change is checkpointed at once. PASSIVE never waits for another program:
    // should one be reading an older state at that moment, the next change's checkpoint takes
    // the rest. The checkpoint also syncs the -wal, so a power cut right after Enter loses nothing.
    // With Checkpoint::Beside the application's window goes on while another connection does it.
    void afterCommit(const Connection &c) const override
    {
        if (m_beside)
            m_beside->changed();
        else
            checkpointNow(c.db());
    }
    // A file does not go away between commands.
    bool reconnect(const Connection &) const override { return false; }
    void announceChange(const Connection &) const override {}
    long long changeMark(const Connection &c) const override
    {
        return c.scalar("PRAGMA data_version").toLongLong();
    }
    bool listen(const Connection &, QObject *, const std::function<void()> &) const override { return false; }
    int schemaVersion(const Connection &c) const override { return c.scalar("PRAGMA user_version").toInt(); }
    void setSchemaVersion(const Connection &c, int version) const override
    {
        c.execDirect(QStringLiteral("PRAGMA user_version = %1").arg(version));
    }
    std::vector<std::string> primaryKey(const Connection &c, const std::string &table) const override
    {
        std::vector<std::string> pk;
        QSqlQuery query =
            c.exec("SELECT name FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk", {q(table)});
        while (query.next())
            pk.push_back(s(query.value(0).toString()));
        return pk;
    }
    // AUTOINCREMENT follows the highest number inserted by itself.
    void afterCopy(const Connection &, const std::string &) const override {}

  private:
    mutable std::unique_ptr<BesideCheckpointer> m_beside;

    static QString immutableUri(const QString &file)
    {
        QUrl url = QUrl::fromLocalFile(QFileInfo(file).absoluteFilePath());
        url.setQuery(QStringLiteral("immutable=1"));
        return url.toString(QUrl::FullyEncoded);
    }
};

} // namespace

std::unique_ptr<Dialect> sqliteDialect()
{
    return std::make_unique<SqliteDialect>();
}

} // namespace nkb::store
