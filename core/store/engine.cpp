#include "store/engine.h"

#include "store/fileprobe.h"
#include "store/statementwatch.h"
#include "store/storeimpl.h"

#include <QDateTime>
#include <QSqlError>

namespace nkb::store {

Connection::Connection() = default;

std::int64_t Dialect::clockNow(const Connection &) const
{
    return QDateTime::currentSecsSinceEpoch();
}

Connection::~Connection()
{
    if (connection.isEmpty())
        return;
    {
        QSqlDatabase database = QSqlDatabase::database(connection, false);
        if (database.isOpen())
            database.close();
    }
    QSqlDatabase::removeDatabase(connection);
    if (!heldFile.isEmpty())
        releaseFile(heldFile);
}

QSqlQuery Connection::exec(const char *sql, const std::vector<QVariant> &binds) const
{
    return exec(QString::fromUtf8(sql), binds);
}

namespace {

// A server session that ended (and could not be made again) is a lost server for every
// statement, not "database not open", so that the station keeps what was typed.
void requireSession(const QSqlDatabase &database)
{
    if (!database.isOpen() && database.driverName() == QLatin1String("QPSQL"))
        throw Failure{busyOrBroken(
            QSqlError(QStringLiteral("no connection to the server"), QString(), QSqlError::ConnectionError))};
}

} // namespace

namespace {

QSqlQuery prepared(const Connection &c, const QString &sql, const std::vector<QVariant> &binds, bool forwardOnly)
{
    requireSession(c.db());
    QSqlQuery query(c.db());
    query.setForwardOnly(forwardOnly);
    const StatementWatch watch(c.dialect->socket(c), kStatementAnswerMs); // prepare asks the server too
    if (!query.prepare(sql))
        throw Failure{busyOrBroken(query.lastError())};
    for (const auto &b : binds)
        query.addBindValue(b);
    if (!query.exec())
        throw Failure{busyOrBroken(query.lastError())};
    return query;
}

} // namespace

QSqlQuery Connection::exec(const QString &sql, const std::vector<QVariant> &binds) const
{
    return prepared(*this, sql, binds, false);
}

QSqlQuery Connection::execForward(const QString &sql, const std::vector<QVariant> &binds) const
{
    return prepared(*this, sql, binds, true);
}

void Connection::execPrepared(QSqlQuery &query) const
{
    requireSession(db());
    const StatementWatch watch(dialect->socket(*this), kStatementAnswerMs);
    if (!query.exec())
        throw Failure{busyOrBroken(query.lastError())};
}

void Connection::execDirect(const QString &sql) const
{
    requireSession(db());
    QSqlQuery query(db());
    const StatementWatch watch(dialect->socket(*this), kStatementAnswerMs);
    if (!query.exec(sql))
        throw Failure{busyOrBroken(query.lastError())};
}

QVariant Connection::scalar(const char *sql, const std::vector<QVariant> &binds) const
{
    QSqlQuery query = exec(sql, binds);
    return query.next() ? query.value(0) : QVariant();
}

namespace {

template <typename Begin> void beginReconnecting(const Connection &c, Begin &&begin)
{
    // A session that could not be made again last time (the server was still restarting) is
    // tried again now, instead of staying closed for good.
    if (!c.db().isOpen() && !c.dialect->reconnect(c))
        throw Failure{busyOrBroken(
            QSqlError(QStringLiteral("no connection to the server"), QString(), QSqlError::ConnectionError))};
    try {
        begin();
    } catch (const Failure &f) {
        // Nothing was written by a BEGIN that failed, so trying again cannot enter anything twice.
        if (!connectionLost(f.error.detail) || !c.dialect->reconnect(c))
            throw;
        begin();
    }
}

} // namespace

void Connection::beginWrite() const
{
    beginReconnecting(*this, [this] { dialect->beginWrite(*this); });
}

void Connection::beginRead() const
{
    beginReconnecting(*this, [this] { dialect->beginRead(*this); });
}

QString sessionName(const QString &computer, const std::string &station)
{
    return QStringLiteral("nk-bonaken %1 %2").arg(computer, QString::fromStdString(station));
}

bool isServerLocation(const std::string &location)
{
    return location.rfind("postgresql://", 0) == 0 || location.rfind("postgres://", 0) == 0;
}

std::unique_ptr<Dialect> dialectFor(const std::string &location)
{
    return isServerLocation(location) ? postgresDialect() : sqliteDialect();
}

} // namespace nkb::store
