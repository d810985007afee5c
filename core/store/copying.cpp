// Moving a tournament between engines: a file to a server database and back, every table with
// every row, in one transaction on the receiving side.
#include "store/fileprobe.h"
#include "store/storeimpl.h"

#include <QFile>
#include <QFileInfo>
#include <QSqlRecord>

namespace nkb {

using namespace store;

namespace {

// Parents before the rows that hang on them.
const std::vector<std::string> &copiedTables()
{
    static const std::vector<std::string> tables{"meta",   "tournament", "players", "player_categories",
                                                 "rounds", "seats",      "games",   "game_points",
                                                 "first_entries", "lots",       "round_clocks", "table_secret",
                                                 "table_codes",   "audit"};
    return tables;
}

// Rows of meta that belong to the engine, not to the tournament.
bool engineOwnMeta(const QString &key)
{
    return key == QLatin1String("application") || key == QLatin1String("schema_version");
}

} // namespace

StoreStatus TournamentStore::copy(const std::string &from, const std::string &to, const OpenOptions &options)
{
    // Read as any station opens it (a file on a read-only stick opens read-only by itself); the
    // copy writes nothing into it.
    OpenOptions readOptions = options;
    readOptions.create = false;
    auto source = open(from, readOptions);
    if (!source)
        return source.error();
    // A copy seals what it writes: copying a tournament that lies would make its lies look true.
    if (!source.value()->findings().empty())
        return lyingRefusal(source.value()->findings());
    const bool toServer = isServerLocation(to);
    const bool existed = !toServer && QFileInfo::exists(q(to));
    if (existed && QFileInfo(q(to)).size() > 0)
        return refused("Het bestand " + quotedFile(to) + " bestaat al; kopiëren overschrijft niets.");
    if (!toServer && QFileInfo(q(to)).absoluteFilePath() == QFileInfo(q(from)).absoluteFilePath())
        return refused("Van en naar zijn hetzelfde bestand.");
    OpenOptions writeOptions = options;
    writeOptions.create = true;
    writeOptions.readOnly = false;
    auto target = open(to, writeOptions);
    if (!target)
        return target.error();
    Impl &src = *source.value()->d;
    Impl &dst = *target.value()->d;
    if (dst.hasTournament())
        return refused("In " + dst.dialect->shown(to) +
                       " staat al een toernooi; kopieer naar een nieuw bestand of een lege database.");
    auto written = dst.transaction<int>([&]() -> StoreResult<int> {
        src.beginRead();
        int rows = 0;
        try {
            dst.exec("DELETE FROM meta WHERE key <> 'schema_version' AND key <> 'application'");
            // The tournament's own secret, not the one the empty target was made with: the codes
            // printed before a move to the server (or back) stay valid.
            dst.exec("DELETE FROM table_secret");
            for (const std::string &table : copiedTables()) {
                QSqlQuery in = src.exec(QStringLiteral("SELECT * FROM ") + q(table));
                while (in.next()) {
                    const QSqlRecord rec = in.record();
                    if (table == "meta" && engineOwnMeta(in.value(0).toString()))
                        continue;
                    QString cols;
                    QString marks;
                    std::vector<QVariant> binds;
                    for (int c = 0; c < rec.count(); ++c) {
                        cols += (c ? QStringLiteral(", ") : QString()) + rec.fieldName(c);
                        marks += (c ? QStringLiteral(", ?") : QStringLiteral("?"));
                        binds.push_back(in.value(c));
                    }
                    dst.exec(QStringLiteral("INSERT INTO ") + q(table) + QStringLiteral(" (") + cols +
                                 QStringLiteral(") VALUES (") + marks + QStringLiteral(")"),
                             binds);
                    ++rows;
                }
                dst.dialect->afterCopy(dst, table);
            }
            src.execDirect(QStringLiteral("COMMIT"));
        } catch (const Failure &) {
            try {
                src.execDirect(QStringLiteral("ROLLBACK"));
            } catch (const Failure &) {
            }
            throw;
        }
        return rows;
    });
    if (!written) {
        target.value().reset();
        if (!toServer && !existed) {
            QFile::remove(q(to));
            QFile::remove(q(to + "-wal"));
            QFile::remove(q(to + "-shm"));
        }
        StoreError e = written.error();
        e.message = "Kopiëren is niet gelukt (er is niets gekopieerd): " + e.message;
        return e;
    }
    return std::nullopt;
}

} // namespace nkb
