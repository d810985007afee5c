// The objects of a tournament that are sealed, the bytes of their rows, and the audit's chain
// (seals.h).
#include "store/seals.h"

#include "tournament/contentcheck.h"
#include "tournament/decisions.h"

#include <QCryptographicHash>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStringList>

#include <algorithm>
#include <charconv>

namespace nkb::store {

const std::vector<SealKind> &sealKinds()
{
    // Every table the program writes for a tournament, but the audit (its chain) and the seals.
    static const std::vector<SealKind> kinds{
        {"tournament", {}, {{"tournament", "id"}}},
        {"meta", {"key"}, {{"meta", "key"}}},
        {"player", {"start_number"}, {{"players", "start_number"}, {"player_categories", "start_number, position"}}},
        {"round", {"number"}, {{"rounds", "number"}}},
        {"seats", {"round", "table_number"}, {{"seats", "round, table_number, seat"}}},
        {"game",
         {"round", "table_number", "game"},
         {{"games", "round, table_number, game"},
          {"game_points", "round, table_number, game, seat"},
          {"first_entries", "round, table_number, game"}}},
        {"lot", {"id"}, {{"lots", "id"}}},
        {"clock", {"round"}, {{"round_clocks", "round"}}},
        {"secret", {}, {{"table_secret", "id"}}},
        {"code", {"round", "table_number"}, {{"table_codes", "round, table_number"}}},
    };
    return kinds;
}

namespace {

// "'game/' || NEW.round || '/' || NEW.table_number || '/' || NEW.game"
QString objectExpression(const SealKind &kind, const char *row)
{
    QString out = QStringLiteral("'%1'").arg(QLatin1String(kind.name));
    for (const char *column : kind.key)
        out += QStringLiteral(" || '/' || %1.%2").arg(QLatin1String(row), QLatin1String(column));
    return out;
}

} // namespace

std::vector<QString> sqliteTouchStatements()
{
    // No key on the table: inside an upsert (INSERT ... ON CONFLICT DO UPDATE) SQLite lets the outer
    // statement's conflict handling override a trigger's OR IGNORE, and a second touch of one object
    // would fail the change. Touched twice is read once (SELECT DISTINCT).
    std::vector<QString> out{QStringLiteral("CREATE TEMP TABLE IF NOT EXISTS nkb_touched (object TEXT NOT NULL)")};
    const auto trigger = [&out](const QString &name, const char *event, const QString &table,
                                const QStringList &objects) {
        QString body;
        for (const QString &object : objects)
            body += QStringLiteral("INSERT INTO nkb_touched (object) VALUES (%1); ").arg(object);
        out.push_back(QStringLiteral("CREATE TEMP TRIGGER IF NOT EXISTS %1 AFTER %2 ON main.%3 BEGIN %4END")
                          .arg(name, QLatin1String(event), table, body));
    };
    for (const SealKind &kind : sealKinds())
        for (const SealTable &t : kind.tables) {
            const QString table = QLatin1String(t.table);
            trigger(QStringLiteral("nkb_touch_%1_i").arg(table), "INSERT", table, {objectExpression(kind, "NEW")});
            trigger(QStringLiteral("nkb_touch_%1_u").arg(table), "UPDATE", table,
                    {objectExpression(kind, "OLD"), objectExpression(kind, "NEW")});
            trigger(QStringLiteral("nkb_touch_%1_d").arg(table), "DELETE", table, {objectExpression(kind, "OLD")});
        }
    for (const char *event : {"INSERT", "UPDATE", "DELETE"})
        trigger(QStringLiteral("nkb_touch_audit_%1").arg(QString::fromLatin1(event).toLower()), event,
                QStringLiteral("audit"), {QStringLiteral("'%1'").arg(QLatin1String(kAuditObject))});
    return out;
}

QString serverTouchTable()
{
    return QStringLiteral("CREATE TEMP TABLE IF NOT EXISTS nkb_touched (object TEXT NOT NULL)");
}

void appendField(QByteArray &out, char tag, const char *data, qsizetype size)
{
    char length[24];
    const auto end = std::to_chars(length, length + sizeof length, size + (tag ? 1 : 0)).ptr;
    out.append(length, end - length);
    out += ':';
    if (tag)
        out += tag;
    out.append(data, size);
}

namespace {

void appendField(QByteArray &out, const QByteArray &bytes)
{
    store::appendField(out, 0, bytes.constData(), bytes.size());
}

void appendTagged(QByteArray &out, char tag, const QByteArray &bytes)
{
    store::appendField(out, tag, bytes.constData(), bytes.size());
}

void appendValue(QByteArray &out, const QVariant &v)
{
    if (v.isNull()) {
        store::appendField(out, 'n', nullptr, 0);
        return;
    }
    switch (v.typeId()) {
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::UInt:
    case QMetaType::ULongLong:
    case QMetaType::Bool:
        appendTagged(out, 'i', QByteArray::number(v.toLongLong()));
        return;
    case QMetaType::Double:
        appendTagged(out, 'd', QByteArray::number(v.toDouble(), 'g', 17));
        return;
    case QMetaType::QByteArray:
        appendTagged(out, 'b', v.toByteArray());
        return;
    default:
        appendTagged(out, 't', v.toString().toUtf8());
    }
}

} // namespace

RowLayout rowLayout(const QSqlQuery &query)
{
    const QSqlRecord rec = query.record();
    RowLayout layout;
    for (int c = 0; c < rec.count(); ++c)
        layout.columns.emplace_back(rec.fieldName(c).toLower().toUtf8(), c);
    std::sort(layout.columns.begin(), layout.columns.end());
    return layout;
}

void appendHeader(QByteArray &out, const char *table, const RowLayout &layout)
{
    appendField(out, QByteArray(table));
    out += '(';
    for (const auto &column : layout.columns)
        appendField(out, column.first);
    out += ')';
}

void appendRow(QByteArray &out, const QSqlQuery &row, const RowLayout &layout)
{
    out += '{';
    for (const auto &column : layout.columns)
        appendValue(out, row.value(column.second));
    out += '}';
}

std::string hexDigest(const QByteArray &bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex().toStdString();
}

std::string chainDigest(const std::string &previous, const QVariant &at, const QVariant &station, const QVariant &what,
                        const QVariant &inverse, const QVariant &changeKey, const QVariant &undoes)
{
    QByteArray bytes;
    appendField(bytes, QByteArray::fromStdString(previous));
    for (const QVariant *v : {&at, &station, &what, &inverse, &changeKey})
        appendValue(bytes, v->isNull() ? QVariant() : QVariant(v->toString()));
    appendValue(bytes, undoes.isNull() ? QVariant() : QVariant(undoes.toLongLong()));
    return hexDigest(bytes);
}

std::string sealPlace(const std::string &object)
{
    const QStringList parts = QString::fromStdString(object).split(QLatin1Char('/'));
    const std::string kind = parts.value(0).toStdString();
    const auto part = [&parts](int i) { return parts.value(i).toStdString(); };
    const auto roundWords = [&parts](int i) { return nkb::roundWords(parts.value(i).toInt()); };
    if (kind == "tournament")
        return "Het toernooi zelf (naam, datum, instellingen)";
    if (kind == "meta")
        return "De instelling \"" + part(1) + "\"";
    if (kind == "player")
        return "Speler nr. " + part(1);
    if (kind == "round")
        return "De loting van " + roundWords(1);
    if (kind == "seats")
        return "De indeling van tafel " + part(2) + " in " + roundWords(1);
    if (kind == "game")
        return gamePlace(GameRef{parts.value(1).toInt(), parts.value(2).toInt(), parts.value(3).toInt()});
    if (kind == "lot")
        return "Loting nr. " + part(1) + " bij gelijke stand";
    if (kind == "clock")
        return "De klok van " + roundWords(1);
    if (kind == "secret")
        return "Het geheim van de tafelcodes";
    if (kind == "code")
        return "De code van tafel " + part(2) + " in " + roundWords(1);
    if (kind == kAuditObject)
        return "Het logboek";
    return "\"" + object + "\"";
}

} // namespace nkb::store
