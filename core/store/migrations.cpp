#include "store/migrations.h"
#include "store/sqlitehardening.h"

#include <QDir>
#include <QFile>
#include <QMutex>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QUuid>

namespace nkb::store {

namespace {

std::vector<QString> statementsOf(const QString &text)
{
    std::vector<QString> out;
    QString cur;
    const auto lines = text.split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        const QString trimmed = line.trimmed();
        if (trimmed.startsWith(QStringLiteral("--")) || trimmed.isEmpty())
            continue;
        cur += line + QLatin1Char('\n');
        if (trimmed.endsWith(QLatin1Char(';'))) {
            out.push_back(cur.trimmed());
            cur.clear();
        }
    }
    if (!cur.trimmed().isEmpty())
        out.push_back(cur.trimmed());
    return out;
}

// A CREATE statement as the sequence of its tokens, one space between them: the text SQLite
// parses, without the layout (line ends, indentation, comments) that means nothing to it. A file
// written from a hand-laid-out or CRLF copy of a migration compares equal; any other change of
// a word, name, literal or sign does not.
std::string normalizedSql(const QString &sql)
{
    std::vector<QString> tokens;
    const qsizetype n = sql.size();
    qsizetype i = 0;
    const auto isWord = [](QChar c) {
        return c.isLetterOrNumber() || c == QLatin1Char('_') || c == QLatin1Char('$') || c.unicode() >= 0x80;
    };
    while (i < n) {
        const QChar c = sql[i];
        if (c.isSpace()) {
            ++i;
        } else if (c == QLatin1Char('-') && i + 1 < n && sql[i + 1] == QLatin1Char('-')) {
            while (i < n && sql[i] != QLatin1Char('\n'))
                ++i;
        } else if (c == QLatin1Char('/') && i + 1 < n && sql[i + 1] == QLatin1Char('*')) {
            const qsizetype end = sql.indexOf(QStringLiteral("*/"), i + 2);
            i = end < 0 ? n : end + 2;
        } else if (c == QLatin1Char('\'') || c == QLatin1Char('"') || c == QLatin1Char('`') || c == QLatin1Char('[')) {
            // A literal or quoted name, verbatim; a doubled quote inside stays in it.
            const QChar close = c == QLatin1Char('[') ? QLatin1Char(']') : c;
            qsizetype j = i + 1;
            while (j < n) {
                if (sql[j] == close) {
                    if (close != QLatin1Char(']') && j + 1 < n && sql[j + 1] == close) {
                        j += 2;
                        continue;
                    }
                    break;
                }
                ++j;
            }
            const qsizetype end = j < n ? j + 1 : n;
            tokens.push_back(sql.mid(i, end - i));
            i = end;
        } else if (isWord(c)) {
            qsizetype j = i;
            while (j < n && isWord(sql[j]))
                ++j;
            tokens.push_back(sql.mid(i, j - i));
            i = j;
        } else {
            tokens.push_back(QString(c));
            ++i;
        }
    }
    QString out;
    for (const QString &t : tokens)
        out += (out.isEmpty() ? QString() : QStringLiteral(" ")) + t;
    return out.toStdString();
}

std::string kindName(const std::string &type)
{
    if (type == "table")
        return "tabel";
    if (type == "index")
        return "index";
    if (type == "trigger")
        return "trigger";
    if (type == "view")
        return "view";
    return type;
}

} // namespace

std::optional<std::vector<QString>> migrationStatements(const QString &engineFolder, int step)
{
    // The resource whose name starts with the step number, e.g. 001_initial.sql.
    const QString dir = QStringLiteral(":/nkb/store/migrations/") + engineFolder;
    const QString prefix = QStringLiteral("%1_").arg(step, 3, 10, QLatin1Char('0'));
    const QStringList entries = QDir(dir).entryList(QDir::Files, QDir::Name);
    for (const QString &entry : entries) {
        if (!entry.startsWith(prefix))
            continue;
        QFile res(dir + QLatin1Char('/') + entry);
        if (!res.open(QIODevice::ReadOnly))
            return std::nullopt;
        return statementsOf(QString::fromUtf8(res.readAll()));
    }
    return std::nullopt;
}

std::map<std::string, std::string> schemaOf(const QSqlDatabase &db)
{
    // Every row of sqlite_master, SQLite's own objects included (sqlite_sequence, the automatic
    // indexes): no pattern to leave some out, since a name like "sqlitexrig" or one written with
    // PRAGMA writable_schema would slip through it. Each object by its CREATE text
    // word for word (SQLite keeps it as the migration wrote it, ALTER TABLE ADD COLUMN appended;
    // only the layout is left out), and a table also by meaning: columns with type, NOT NULL,
    // default, key and hidden (generated), and foreign keys.
    std::map<std::string, std::string> out;
    QSqlQuery objects(db);
    if (!objects.exec(QStringLiteral("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name")))
        return out; // then every object "ontbreekt"
    while (objects.next()) {
        const QString type = objects.value(0).toString();
        const QString name = objects.value(1).toString();
        std::string description = "on " + objects.value(2).toString().toStdString() + "; sql " +
                                  normalizedSql(objects.value(3).toString()) + "; ";
        if (type == QLatin1String("table")) {
            QSqlQuery columns(db);
            columns.prepare(QStringLiteral("SELECT name, upper(type), \"notnull\", COALESCE(dflt_value, ''), pk, hidden "
                                           "FROM pragma_table_xinfo(?) ORDER BY cid"));
            columns.addBindValue(name);
            if (columns.exec())
                while (columns.next())
                    description += "col " + columns.value(0).toString().toStdString() + " " +
                                   columns.value(1).toString().toStdString() + " " +
                                   columns.value(2).toString().toStdString() + " " +
                                   columns.value(3).toString().toStdString() + " " +
                                   columns.value(4).toString().toStdString() + " " +
                                   columns.value(5).toString().toStdString() + "; ";
            QSqlQuery keys(db);
            keys.prepare(QStringLiteral("SELECT \"table\", \"from\", COALESCE(\"to\", ''), on_delete, on_update "
                                        "FROM pragma_foreign_key_list(?) ORDER BY id, seq"));
            keys.addBindValue(name);
            if (keys.exec())
                while (keys.next())
                    description += "fk " + keys.value(0).toString().toStdString() + " " +
                                   keys.value(1).toString().toStdString() + " " +
                                   keys.value(2).toString().toStdString() + " " +
                                   keys.value(3).toString().toStdString() + " " +
                                   keys.value(4).toString().toStdString() + "; ";
        }
        out[type.toStdString() + " " + name.toStdString()] = description;
    }
    return out;
}

const std::map<std::string, std::string> &referenceSchema(int version)
{
    static QMutex mutex;
    static std::map<int, std::map<std::string, std::string>> cache;
    const QMutexLocker lock(&mutex);
    if (const auto it = cache.find(version); it != cache.end())
        return it->second;
    const QString connection = QStringLiteral("nkb-reference-") + QUuid::createUuid().toString(QUuid::Id128);
    std::map<std::string, std::string> schema;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(QStringLiteral(":memory:"));
        if (db.open()) {
            (void)hardenSqlite(db);
            for (int step = 1; step <= version; ++step) {
                const auto statements = migrationStatements(QStringLiteral("sqlite"), step);
                if (!statements)
                    break;
                for (const QString &statement : *statements) {
                    QSqlQuery query(db);
                    query.exec(statement);
                }
            }
            schema = schemaOf(db);
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(connection);
    return cache.emplace(version, std::move(schema)).first->second;
}

std::string schemaDifference(const std::map<std::string, std::string> &actual,
                             const std::map<std::string, std::string> &reference)
{
    std::string out;
    const auto add = [&out](const std::string &text) { out += (out.empty() ? "" : "; ") + text; };
    for (const auto &[key, sql] : reference) {
        const auto space = key.find(' ');
        const std::string what = kindName(key.substr(0, space)) + " " + key.substr(space + 1);
        const auto it = actual.find(key);
        if (it == actual.end())
            add(what + " ontbreekt");
        else if (it->second != sql)
            add(what + " is anders dan deze versie hem maakt");
    }
    for (const auto &[key, sql] : actual)
        if (!reference.count(key)) {
            const auto space = key.find(' ');
            add(kindName(key.substr(0, space)) + " " + key.substr(space + 1) + " hoort er niet in");
        }
    return out;
}

} // namespace nkb::store
