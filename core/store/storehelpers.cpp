#include "store/storeimpl.h"

#include <QDateTime>
#include <QSqlError>
#include <QUuid>

#include <algorithm>
#include <charconv>
#include <set>

namespace nkb::store {

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

std::string s(const QString &text)
{
    return text.toStdString();
}

std::string nowIso()
{
    return s(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
}

std::string newPersonId()
{
    return s(QUuid::createUuid().toString(QUuid::WithoutBraces));
}

std::string joinInts(const std::vector<int> &v, const char *sep)
{
    std::string out;
    for (int x : v)
        out += (out.empty() ? "" : sep) + std::to_string(x);
    return out;
}

std::vector<int> splitInts(const std::string &text)
{
    std::vector<int> out;
    std::size_t i = 0;
    while (i < text.size()) {
        std::size_t j = text.find(',', i);
        if (j == std::string::npos)
            j = text.size();
        int v = 0;
        std::from_chars(text.data() + i, text.data() + j, v);
        out.push_back(v);
        i = j + 1;
    }
    return out;
}

std::optional<std::uint64_t> parseSeed(const std::string &text)
{
    std::uint64_t v = 0;
    auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (text.empty() || ec != std::errc{} || ptr != text.data() + text.size())
        return std::nullopt;
    return v;
}

bool knownTable(const std::string &t)
{
    static const std::set<std::string> tables{"tournament", "players", "player_categories", "rounds",
                                              "seats",      "games",   "game_points",       "lots",
                                              "first_entries", "round_clocks", "table_codes"};
    return tables.count(t) > 0;
}

bool plainName(const std::string &n)
{
    return !n.empty() && n.size() < 40 &&
           std::all_of(n.begin(), n.end(), [](char c) { return (c >= 'a' && c <= 'z') || c == '_'; });
}

json toJson(const QVariant &v)
{
    if (v.isNull())
        return nullptr;
    switch (v.typeId()) {
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::UInt:
    case QMetaType::ULongLong:
        return v.toLongLong();
    case QMetaType::Double:
        return v.toDouble();
    default:
        return s(v.toString());
    }
}

QVariant fromJson(const json &j)
{
    if (j.is_null())
        return QVariant();
    if (j.is_number_integer())
        return QVariant(j.get<qlonglong>());
    if (j.is_number())
        return QVariant(j.get<double>());
    if (j.is_string())
        return QVariant(q(j.get<std::string>()));
    return QVariant(q(j.dump()));
}

bool connectionLost(const std::string &text)
{
    for (const char *words :
         {"server closed the connection", "terminating connection", "no connection to the server",
          "could not connect", "connection to server", "could not send data", "could not receive data",
          "connection not open", "Transport endpoint"})
        if (text.find(words) != std::string::npos)
            return true;
    return false;
}

namespace {

// What a refused statement tried, from the server's "permission denied for table games".
std::string privilegeWhat(const std::string &text)
{
    const auto at = text.find("permission denied for ");
    if (at != std::string::npos) {
        std::string rest = text.substr(at + 22);
        rest = rest.substr(0, rest.find_first_of("\n("));
        while (!rest.empty() && rest.back() == ' ')
            rest.pop_back();
        const auto space = rest.find(' ');
        const std::string kind = rest.substr(0, space);
        const std::string object = space == std::string::npos ? std::string() : rest.substr(space + 1);
        if (kind == "table" || kind == "relation")
            return "tabel " + object + " wijzigen";
        if (kind == "schema")
            return "tabellen maken of veranderen";
        if (kind == "database")
            return "database " + object + " gebruiken of veranderen";
        if (kind == "sequence")
            return "nummering " + object + " veranderen";
    }
    if (text.find("append-only") != std::string::npos)
        return "het logboek (audit) herschrijven";
    if (text.find("must be owner") != std::string::npos)
        return "tabellen of de database veranderen (dat mag alleen de eigenaar)";
    return "deze opdracht";
}

} // namespace

StoreError busyOrBroken(const QSqlError &e)
{
    const std::string text = s(e.text());
    const auto has = [&text](const char *words) { return text.find(words) != std::string::npos; };
    const QString state = e.nativeErrorCode(); // PostgreSQL's SQLSTATE
    StoreError out;
    // The server's refusals by their SQLSTATE: a role's missing right, a full server.
    if (state == QLatin1String("42501"))
        out = unusable("Deze gebruiker mag dit niet op de server: " + privilegeWhat(text) +
                       " (er is niets veranderd). Alleen de eigenaar van de database richt het toernooi in; "
                       "een station voert in, een projector kijkt alleen.");
    else if (state == QLatin1String("53300") || has("too many clients") || has("too many connections"))
        out = unusable("De server is vol: er zijn al zoveel verbindingen als hij toelaat. Sluit een ander "
                       "venster of station, of probeer het zo opnieuw.");
    else if (state == QLatin1String("53100") || has("No space left on device") ||
             has("could not extend file"))
        out = unusable("De schijf van de server is vol: dit is niet opgeslagen (er is niets veranderd). Maak "
                       "ruimte vrij op de server.");
    else if (state == QLatin1String("57014") && !has("lock timeout"))
        out = unusable(
            "De server heeft de opdracht afgebroken omdat die te lang duurde: er is niets veranderd. "
            "Probeer het opnieuw.");
    else if (state == QLatin1String("25P03") || has("idle-in-transaction timeout")) {
        out = unusable(
            "De server heeft de verbinding verbroken omdat die te lang stil bleef: dit is niet opgeslagen. "
            "Controleer het netwerk en probeer het opnieuw.");
        out.kind = StoreError::Kind::ServerLost;
    }
    // The server's words (PostgreSQL) next: a lost connection or a lock wait that ran out.
    else if (connectionLost(text)) {
        out = unusable(
            "De verbinding met de server is verbroken: dit is niet opgeslagen. Controleer het netwerk en "
            "probeer het opnieuw.");
        out.kind = StoreError::Kind::ServerLost;
    } else if (has("lock timeout") || has("deadlock detected") || has("could not serialize"))
        out = unusable("De server is bezet met het werk van een ander station; probeer het zo opnieuw.");
    else if (has("violates"))
        out = unusable("Dit past niet bij wat er al in het toernooi staat (er is niets veranderd).");
    else if (has("locked") || has("busy"))
        out = unusable("Het bestand is bezet door een ander programma; probeer het zo opnieuw.");
    else if (has("disk is full") || has("database or disk is full") || has("SQLITE_FULL"))
        out =
            unusable("De schijf is vol: dit is niet opgeslagen (er is niets veranderd). Maak ruimte vrij, of "
                     "sla een kopie op een andere schijf of USB-stick op.");
    else if (has("readonly") || has("read-only") || has("read only"))
        out = unusable(
            "Het bestand is alleen-lezen: wijzigingen kunnen niet worden opgeslagen. Bekijken en afdrukken "
            "kan wel; sla een kopie op om verder te werken.");
    else if (has("disk I/O error"))
        out = unusable(
            "De schijf gaf een fout bij het schrijven (vol, verwijderd of kapot): dit is niet opgeslagen. "
            "Controleer de schijf of USB-stick.");
    else if (has("malformed") || has("not a database") || has("corrupt"))
        out = unusable(
            "Het toernooibestand is beschadigd. Gebruik een kopie, een back-up of de laatste export.");
    else if (has("FOREIGN KEY") || has("UNIQUE") || has("CHECK constraint") || has("NOT NULL"))
        out = unusable("Dit past niet bij wat er al in het toernooi staat (het bestand is niet veranderd).");
    else
        out = unusable("Het toernooibestand gaf een onverwachte fout (het is niet veranderd).");
    out.detail = text;
    return out;
}

StoreError readOnlyRefusal(bool server)
{
    if (server)
        return refused("Dit station mag alleen lezen (alleen bekijken): hier wordt niets veranderd.");
    return refused("Dit toernooibestand is alleen-lezen: wijzigingen kunnen niet worden opgeslagen.");
}

StoreError lyingRefusal(const std::vector<Finding> &findings)
{
    std::string message = "Dit toernooi is alleen geopend om te bekijken: de inhoud klopt niet met wat het "
                          "programma zelf schreef. " +
                          findings.front().text;
    if (findings.size() > 1)
        message += " (en nog " + std::to_string(findings.size() - 1) + " bevinding" +
                   (findings.size() > 2 ? "en" : "") + ")";
    message += " Er is niets veranderd. Zie alle bevindingen met nk-bonaken-cli check; gebruik een back-up of de "
               "laatste export.";
    return unusable(message);
}

} // namespace nkb::store
