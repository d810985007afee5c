// The seals' bytes read through SQLite's own interface (sealscan.h). Each value as QSQLITE gives it
// (Qt 6's qsql_sqlite.cpp, fetchNext): an INTEGER as a 64-bit number, a FLOAT as a double, a BLOB
// as bytes, NULL as a null string, TEXT as the UTF-16 SQLite makes of it, turned into UTF-8 by
// appendValue (seals.cpp). Valid UTF-8 comes back from that round trip as it was, so its bytes are
// taken as stored; anything else goes the same way QtSql's reading goes.
#include "store/sealscan.h"

#include "rules/textinput.h"
#include "store/seals.h"
#include "store/sqlitehardening.h"

#include <QSqlRecord>
#include <QString>
#include <QVariant>

#include <sqlite3.h>

#include <algorithm>
#include <charconv>
#include <memory>
#include <string_view>
#include <utility>
#include <vector>

namespace nkb::store {

namespace {

QString text16(sqlite3_stmt *statement, int c)
{
    const void *data = sqlite3_column_text16(statement, c);
    return QString(static_cast<const QChar *>(data), sqlite3_column_bytes16(statement, c) / qsizetype(sizeof(QChar)));
}

void appendValue(QByteArray &out, sqlite3_stmt *statement, int c)
{
    switch (sqlite3_column_type(statement, c)) {
    case SQLITE_NULL:
        appendField(out, 'n', nullptr, 0);
        return;
    case SQLITE_INTEGER: {
        char n[24];
        const auto end = std::to_chars(n, n + sizeof n, sqlite3_column_int64(statement, c)).ptr;
        appendField(out, 'i', n, end - n);
        return;
    }
    case SQLITE_FLOAT: {
        const QByteArray d = QByteArray::number(sqlite3_column_double(statement, c), 'g', 17);
        appendField(out, 'd', d.constData(), d.size());
        return;
    }
    case SQLITE_BLOB: {
        const void *data = sqlite3_column_blob(statement, c);
        appendField(out, 'b', static_cast<const char *>(data), sqlite3_column_bytes(statement, c));
        return;
    }
    default: {
        const auto *data = reinterpret_cast<const char *>(sqlite3_column_text(statement, c));
        const int size = sqlite3_column_bytes(statement, c);
        if (!firstInvalidUtf8(std::string_view(data ? data : "", static_cast<std::size_t>(size)))) {
            appendField(out, 't', data, size);
            return;
        }
        const QByteArray utf8 = text16(statement, c).toUtf8();
        appendField(out, 't', utf8.constData(), utf8.size());
    }
    }
}

// An object's key value as objectName (sealing.cpp) writes it from QtSql's value: text as it is, a
// number as a whole number, NULL as nothing.
void appendKey(std::string &out, sqlite3_stmt *statement, int c)
{
    switch (sqlite3_column_type(statement, c)) {
    case SQLITE_INTEGER: {
        char n[24];
        out.append(n, std::to_chars(n, n + sizeof n, sqlite3_column_int64(statement, c)).ptr);
        return;
    }
    case SQLITE_FLOAT:
        out += std::to_string(QVariant(sqlite3_column_double(statement, c)).toLongLong());
        return;
    case SQLITE_NULL:
        return;
    case SQLITE_BLOB: {
        const void *data = sqlite3_column_blob(statement, c);
        out += QString::fromUtf8(static_cast<const char *>(data), sqlite3_column_bytes(statement, c)).toStdString();
        return;
    }
    default:
        out += text16(statement, c).toStdString();
    }
}

std::string objectName(const SealKind &kind, const QSqlQuery &row, const std::vector<int> &keyColumns)
{
    std::string out = kind.name;
    for (int c : keyColumns) {
        const QVariant v = row.value(c);
        out += '/';
        out += v.typeId() == QMetaType::QString || v.typeId() == QMetaType::QByteArray
                   ? v.toString().toStdString()
                   : std::to_string(v.toLongLong());
    }
    return out;
}

struct Finalize {
    void operator()(sqlite3_stmt *statement) const { sqlite3_finalize(statement); }
};

} // namespace

void appendQuerySealBytes(const std::function<QSqlQuery(const QString &sql)> &run,
                          const std::set<std::string> &skippedKinds, std::map<std::string, QByteArray> &bytes)
{
    for (const SealKind &kind : sealKinds()) {
        if (skippedKinds.count(kind.name))
            continue;
        for (const SealTable &t : kind.tables) {
            QSqlQuery rows =
                run(QStringLiteral("SELECT * FROM %1 ORDER BY %2").arg(QLatin1String(t.table), QLatin1String(t.order)));
            const RowLayout layout = rowLayout(rows);
            std::vector<int> keyColumns;
            for (const char *column : kind.key)
                keyColumns.push_back(rows.record().indexOf(QLatin1String(column)));
            // The rows come in the order of their key: an object's rows follow one another, so its
            // name is made and looked up once, not per row.
            std::vector<QVariant> key;
            std::vector<QVariant> previous;
            QByteArray *current = nullptr;
            while (rows.next()) {
                key.clear();
                for (int c : keyColumns)
                    key.push_back(rows.value(c));
                if (!current || key != previous) {
                    current = &bytes[objectName(kind, rows, keyColumns)];
                    previous = key;
                    appendHeader(*current, t.table, layout);
                }
                appendRow(*current, rows, layout);
            }
        }
    }
}

std::string appendSqliteSealBytes(sqlite3 *handle, const std::set<std::string> &skippedKinds,
                                  std::map<std::string, QByteArray> &bytes)
{
    if (!handle)
        return "no sqlite3 handle";
    for (const SealKind &kind : sealKinds()) {
        if (skippedKinds.count(kind.name))
            continue;
        for (const SealTable &t : kind.tables) {
            const std::string sql = std::string("SELECT * FROM ") + t.table + " ORDER BY " + t.order;
            sqlite3_stmt *raw = nullptr;
            if (sqlite3_prepare_v2(handle, sql.c_str(), -1, &raw, nullptr) != SQLITE_OK)
                return sqlite3_errmsg(handle);
            const std::unique_ptr<sqlite3_stmt, Finalize> statement(raw);
            // The columns in the order of their names (rowLayout), the key's columns by name.
            const int count = sqlite3_column_count(raw);
            std::vector<std::pair<QByteArray, int>> columns;
            for (int c = 0; c < count; ++c)
                columns.emplace_back(QString::fromUtf8(sqlite3_column_name(raw, c)).toLower().toUtf8(), c);
            std::sort(columns.begin(), columns.end());
            QByteArray header;
            appendHeader(header, t.table, RowLayout{columns});
            std::vector<int> keyColumns;
            for (const char *column : kind.key)
                for (int c = 0; c < count; ++c)
                    if (QString::fromUtf8(sqlite3_column_name(raw, c)).compare(QLatin1String(column), Qt::CaseInsensitive) == 0) {
                        keyColumns.push_back(c);
                        break;
                    }
            std::string name;
            std::string previous;
            QByteArray *current = nullptr;
            int step = SQLITE_ROW;
            while ((step = sqlite3_step(raw)) == SQLITE_ROW) {
                name = kind.name;
                for (int c : keyColumns) {
                    name += '/';
                    appendKey(name, raw, c);
                }
                if (!current || name != previous) {
                    current = &bytes[name];
                    previous = name;
                    *current += header;
                }
                *current += '{';
                for (const auto &column : columns)
                    appendValue(*current, raw, column.second);
                *current += '}';
            }
            if (step != SQLITE_DONE)
                return sqlite3_errmsg(handle);
        }
    }
    return {};
}

} // namespace nkb::store
