#include "store/migrations.h"

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

std::string kindName(const std::string &type)
{
    if (type == "table")
        return "tabel";
    if (type == "index")
        return "index";
    if (type == "trigger")
        return "trigger";
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
    // By meaning, not by the text of the CREATE statements: columns with type, NOT NULL, default
    // and key, foreign keys, and the indexes a migration made (a file written by an earlier build
    // may lay out the same statement differently).
    std::map<std::string, std::string> out;
    QSqlQuery objects(db);
    if (!objects.exec(QStringLiteral("SELECT type, name, tbl_name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' "
                                     "ORDER BY type, name")))
        return out;
    while (objects.next()) {
        const QString type = objects.value(0).toString();
        const QString name = objects.value(1).toString();
        std::string description;
        if (type == QLatin1String("table")) {
            QSqlQuery columns(db);
            columns.prepare(QStringLiteral("SELECT name, upper(type), \"notnull\", COALESCE(dflt_value, ''), pk "
                                           "FROM pragma_table_info(?) ORDER BY cid"));
            columns.addBindValue(name);
            if (columns.exec())
                while (columns.next())
                    description += "col " + columns.value(0).toString().toStdString() + " " +
                                   columns.value(1).toString().toStdString() + " " +
                                   columns.value(2).toString().toStdString() + " " +
                                   columns.value(3).toString().toStdString() + " " +
                                   columns.value(4).toString().toStdString() + "; ";
            QSqlQuery keys(db);
            keys.prepare(QStringLiteral("SELECT \"table\", \"from\", COALESCE(\"to\", ''), on_delete "
                                        "FROM pragma_foreign_key_list(?) ORDER BY id, seq"));
            keys.addBindValue(name);
            if (keys.exec())
                while (keys.next())
                    description += "fk " + keys.value(0).toString().toStdString() + " " +
                                   keys.value(1).toString().toStdString() + " " +
                                   keys.value(2).toString().toStdString() + " " +
                                   keys.value(3).toString().toStdString() + "; ";
        } else {
            description = "on " + objects.value(2).toString().toStdString();
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
