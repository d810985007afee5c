#pragma once
// The two engines a tournament lives in: a SQLite file (NK-2026.bonaken, the default: one laptop,
// nothing to install) or a PostgreSQL database that several results stations share
// (postgresql://user@host[:port]/db). Everything the two speak differently lives behind Dialect,
// one small file per engine (sqliteengine.cpp, postgresengine.cpp); the rooms of the store speak
// the SQL both understand.
#include "store/storeresult.h"

#include <QSqlDatabase>

#include <optional>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

class QObject;

namespace nkb {
struct OpenOptions;
}

namespace nkb::store {

enum class Engine { SQLite, PostgreSQL };

// Thrown inside the store only, caught at every public entry: a failing statement.
struct Failure {
    StoreError error;
};

class Dialect;

// One open QtSql connection by its name; a failing statement throws Failure with Dutch words.
struct Connection {
    QString connection;
    std::unique_ptr<Dialect> dialect;
    bool readOnly{false}; // a file that cannot be written: viewing and printing only
    int busyTimeoutMs{10000};
    // A server session's application_name (sessionName below) and this computer's part of it.
    QString sessionName;
    QString computer;
    QString heldFile; // a SQLite file this connection holds (fileprobe.h: holdFile), else empty
    bool watching{false}; // records what its changes touch (seals.h; a server session again after a reconnect)
    mutable long long reads{0}; // reads outside a write (storeimpl.h: reading), for the tests that count them

    Connection();
    ~Connection();
    Connection(const Connection &) = delete;
    Connection &operator=(const Connection &) = delete;

    [[nodiscard]] QSqlDatabase db() const { return QSqlDatabase::database(connection, false); }
    QSqlQuery exec(const char *sql, const std::vector<QVariant> &binds = {}) const;
    QSqlQuery exec(const QString &sql, const std::vector<QVariant> &binds = {}) const;
    // The same, read once from the first row to the last without keeping them (a whole table).
    QSqlQuery execForward(const QString &sql, const std::vector<QVariant> &binds = {}) const;
    // A statement prepared once and run again with new values (many rows of one kind).
    void execPrepared(QSqlQuery &query) const;
    // Statements without parameters that cannot be prepared in every driver version (PRAGMA).
    void execDirect(const QString &sql) const;
    QVariant scalar(const char *sql, const std::vector<QVariant> &binds = {}) const;
    // Begin a transaction (Dialect::beginWrite, beginRead); a connection to a server that was
    // lost since the last command (Wi-Fi drop, server restart) is made again first, once.
    void beginWrite() const;
    void beginRead() const;
};

class Dialect {
  public:
    virtual ~Dialect() = default;
    [[nodiscard]] virtual Engine engine() const = 0;
    // The folder of this engine's numbered migrations among the resources.
    [[nodiscard]] virtual QString migrationFolder() const = 0;
    // The location as messages and path() show it (a server address without its password).
    [[nodiscard]] virtual std::string shown(const std::string &location) const = 0;
    // Opens c.connection on the location and sets it up; refuses (unusable, Dutch) a location
    // that is no tournament of this or an older schema version, leaving it untouched. May set
    // c.readOnly.
    [[nodiscard]] virtual StoreStatus connect(Connection &c, const std::string &location,
                                              const OpenOptions &options) const = 0;
    // Starts a write transaction holding the one writer's lock, so that a second station waits
    // instead of failing halfway through.
    virtual void beginWrite(const Connection &c) const = 0;
    // Starts a read transaction that sees one consistent state while others write.
    virtual void beginRead(const Connection &c) const = 0;
    // Right after a command's COMMIT: what the engine needs so that the stored change is where a
    // user looks for it (a file: in the file itself, not only in its -wal). Never refuses the
    // change, which is committed already.
    virtual void afterCommit(const Connection &c) const = 0;
    // Opens a lost connection again with its settings; false where there is nothing to reconnect.
    [[nodiscard]] virtual bool reconnect(const Connection &c) const = 0;
    // The socket of a server connection, watched while a statement waits for its answer
    // (statementwatch.h); -1 for a file.
    [[nodiscard]] virtual int socket(const Connection &) const { return -1; }
    [[nodiscard]] virtual int schemaVersion(const Connection &c) const = 0;
    virtual void setSchemaVersion(const Connection &c, int version) const = 0;
    // The primary key columns of one of our tables.
    [[nodiscard]] virtual std::vector<std::string> primaryKey(const Connection &c,
                                                              const std::string &table) const = 0;
    // After rows were copied in with their own numbers: the next number given out follows them.
    virtual void afterCopy(const Connection &c, const std::string &table) const = 0;
    // After opening and upgrading, by whoever may: gives the venue's roles their rights on every
    // table (a server's GRANTs). A file has no roles.
    virtual void grantRoles(const Connection &) const {}
    // Where another session of this station's name on another computer comes from ("192.168.1.23"),
    // nullopt when there is none (a file has none).
    [[nodiscard]] virtual std::optional<std::string> stationElsewhere(const Connection &) const
    {
        return std::nullopt;
    }

    // "Now" for the round clocks (roundclock.h), Unix seconds: the computer's own for a file; the
    // server's on a server, so that a clock started at one station shows the same time left at
    // every other one whatever their own clocks say.
    [[nodiscard]] virtual std::int64_t clockNow(const Connection &c) const;

    // --- live refresh (changewatch.h) ---
    // Inside a command's transaction: tells the other stations at commit that something changed
    // (a server's NOTIFY). A file needs nothing: its readers look at PRAGMA data_version.
    virtual void announceChange(const Connection &c) const = 0;
    // A number that moves when another connection committed a change: PRAGMA data_version of a
    // file (cheap: no page is read), the latest audit number on a server (reconnecting first).
    [[nodiscard]] virtual long long changeMark(const Connection &c) const = 0;
    // Calls `changed` from the event loop soon after another connection announced a change
    // (LISTEN); false where the engine cannot, so that the watch looks more often instead. Called
    // again after a reconnect (a new session listens to nothing).
    virtual bool listen(const Connection &c, QObject *context, const std::function<void()> &changed) const = 0;
};

// "nk-bonaken <computer> <station>": a server session's application_name; the
// computer is 8 characters, so the station starts at character 21 (PostgresDialect::stationElsewhere).
[[nodiscard]] QString sessionName(const QString &computer, const std::string &station);

// A server location: postgresql://… or postgres://…
[[nodiscard]] bool isServerLocation(const std::string &location);
[[nodiscard]] std::unique_ptr<Dialect> dialectFor(const std::string &location);
[[nodiscard]] std::unique_ptr<Dialect> sqliteDialect();
// Adds the QPSQL connection `name` for the server database of `location` and opens it (also for
// tests and benchmarks that speak to a server directly); check isOpen() and lastError().
QSqlDatabase connectServer(const QString &name, const std::string &location);
[[nodiscard]] std::unique_ptr<Dialect> postgresDialect();

} // namespace nkb::store
