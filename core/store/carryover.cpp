// "Spelers van vorig jaar": the players of another tournament's file, read without changing it,
// taken over as new players of this tournament with their person ids (one change, undone as one).
// Who may come in is decided by carryCandidate (decisions.h); here the other file is read and the
// rows and the audit entry are written.
#include "store/fileprobe.h"
#include "store/migrations.h"
#include "store/sqlitehardening.h"
#include "store/storeimpl.h"

#include "tournament/limits.h"

#include <QFileInfo>
#include <QSqlError>
#include <QUrl>
#include <QUuid>

#include <map>
#include <set>

namespace nkb {

using namespace store;

namespace {

// A read-only connection of its own to the other file: no migration, no WAL mode switched on, no
// checkpoint; immutable when nothing may change it meanwhile (see readOtherTournament).
class OtherFile {
public:
    OtherFile(const QString &file, int busyTimeoutMs, bool immutable)
        : m_file(file), m_name(QStringLiteral("nkb-other-") + QUuid::createUuid().toString(QUuid::Id128))
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
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
        holdFile(m_file); // see holdFile: no descriptor of our own while SQLite has it open
        m_open = db.open() && hardenSqlite(db).isEmpty();
    }
    ~OtherFile()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            if (db.isOpen())
                db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
        releaseFile(m_file);
    }
    OtherFile(const OtherFile &) = delete;
    OtherFile &operator=(const OtherFile &) = delete;

    [[nodiscard]] bool open() const { return m_open; }
    // A query that must work on a file the probe passed; else Failure.
    QSqlQuery exec(const QString &sql) const
    {
        QSqlQuery query(QSqlDatabase::database(m_name, false));
        if (!query.exec(sql))
            throw Failure{busyOrBroken(query.lastError())};
        return query;
    }

private:
    QString m_file;
    QString m_name;
    bool m_open{false};
};

std::string nameAndNumber(const Player &p)
{
    return p.name + " (nr. " + std::to_string(p.startNumber) + ")";
}

// carryCandidate for each player of `from`, and a player named twice among them (the same name
// in another case or form, or the same person id) left out the second time.
std::vector<CarryCandidate> candidatesFor(const Tournament &t, const std::vector<Player> &from)
{
    const NameIndex stored(t.players);
    NameIndex chosen;
    std::map<std::string, int> chosenIds;
    std::vector<CarryCandidate> out;
    out.reserve(from.size());
    for (const Player &p : from) {
        const NameIndex::Named *named = stored.find(p.name);
        CarryCandidate c = carryCandidate(t, p, named ? t.player(named->startNumber) : nullptr);
        if (c.leftOut.empty()) {
            if (const NameIndex::Named *earlier = chosen.add(nfc(p.name), p.startNumber))
                c.leftOut = "staat twee keer in de lijst (ook als nr. " + std::to_string(earlier->startNumber) + ")";
            else if (!p.personId.empty())
                if (const auto [at, added] = chosenIds.emplace(p.personId, p.startNumber); !added)
                    c.leftOut = "is dezelfde persoon als nr. " + std::to_string(at->second) + " in de lijst";
        }
        out.push_back(std::move(c));
    }
    return out;
}

} // namespace

StoreResult<TournamentStore::OtherTournament> TournamentStore::readOtherTournament(const std::string &path,
                                                                                  const OpenOptions &options)
{
    if (isServerLocation(path))
        return refused("Spelers overnemen kan alleen uit een toernooibestand (.bonaken), niet van een server. "
                       "Kopieer dat toernooi eerst naar een bestand (copy).");
    const QString file = q(path);
    const std::string shown = quotedFile(path);
    const QFileInfo info(file);
    if (!info.exists())
        return refused("Het bestand " + shown + " bestaat niet.");
    if (!info.isFile())
        return refused(shown + " is geen bestand.");
    // Nobody has it open (no -wal, -shm or -journal beside it), or its folder cannot be written: read
    // as immutable, without locks and without making a -wal or -shm beside last year's file. Else
    // another program has it open: read-only with its locks and its -wal, which are there already.
    const bool alone = !QFileInfo::exists(file + QStringLiteral("-wal")) &&
                       !QFileInfo::exists(file + QStringLiteral("-shm")) &&
                       !QFileInfo::exists(file + QStringLiteral("-journal"));
    const bool immutable = alone || !QFileInfo(info.absolutePath()).isWritable();
    if (auto refusal = probeFile(file, shown, {false, options.busyTimeoutMs, immutable}))
        return *refusal;
    const OtherFile other(file, options.busyTimeoutMs, immutable);
    if (!other.open())
        return unusable("Het bestand " + shown + " kan niet geopend worden om te lezen.");
    try {
        OtherTournament out;
        // One read transaction: the players and their categories as one picture.
        other.exec(QStringLiteral("BEGIN"));
        {
            QSqlQuery v = other.exec(QStringLiteral("PRAGMA user_version"));
            out.schemaVersion = v.next() ? v.value(0).toInt() : 0;
        }
        {
            QSqlQuery ty = other.exec(QStringLiteral("SELECT name, date FROM tournament"));
            if (!ty.next())
                return refused(shown + " bevat nog geen toernooi, dus ook geen spelers.");
            out.name = s(ty.value(0).toString());
            out.date = s(ty.value(1).toString());
        }
        {
            QSqlQuery n = other.exec(QStringLiteral("SELECT COUNT(*) FROM players"));
            if (n.next() && n.value(0).toLongLong() > limits::kMaxPlayers)
                return unusable(shown + " is met de hand veranderd: het heeft meer spelers dan een toernooi kan hebben (" +
                                std::to_string(limits::kMaxPlayers) + ").");
        }
        // The columns its version has: present since schema 2, person_id and not_published since 9.
        const bool present = out.schemaVersion >= 2;
        const bool person = out.schemaVersion >= kPersonIdVersion;
        out.personIds = person;
        QSqlQuery py = other.exec(QStringLiteral("SELECT start_number, name, club") +
                                  (present ? QStringLiteral(", present") : QStringLiteral(", 1")) +
                                  (person ? QStringLiteral(", person_id, not_published") : QStringLiteral(", NULL, 0")) +
                                  QStringLiteral(" FROM players ORDER BY start_number"));
        std::map<int, std::size_t> index;
        while (py.next()) {
            Player p;
            p.startNumber = py.value(0).toInt();
            p.name = s(py.value(1).toString());
            p.club = s(py.value(2).toString());
            p.present = py.value(3).toInt() != 0;
            p.personId = s(py.value(4).toString());
            p.notPublished = py.value(5).toInt() != 0;
            index[p.startNumber] = out.players.size();
            out.players.push_back(std::move(p));
        }
        QSqlQuery cy = other.exec(
            QStringLiteral("SELECT start_number, category FROM player_categories ORDER BY start_number, position"));
        while (cy.next())
            if (const auto it = index.find(cy.value(0).toInt()); it != index.end())
                out.players[it->second].categories.push_back(s(cy.value(1).toString()));
        other.exec(QStringLiteral("COMMIT"));
        return out;
    } catch (const Failure &f) {
        StoreError e = f.error;
        e.message = shown + " kan niet gelezen worden: " + e.message;
        return e;
    }
}

StoreResult<std::vector<CarryCandidate>> TournamentStore::carryCandidates(const std::vector<Player> &from) const
{
    auto t = load();
    if (!t)
        return t.error();
    return candidatesFor(t.value(), from);
}

StoreResult<TournamentStore::CarryReport> TournamentStore::carryPlayers(const std::vector<Player> &from,
                                                                        const PlayerCarry &how)
{
    return d->transaction<CarryReport>([&]() -> StoreResult<CarryReport> {
        if (auto e = d->needTournament())
            return *e;
        if (from.empty())
            return refused("Er is geen speler gekozen om over te nemen.");
        const Tournament t = d->load();
        CarryReport report;
        int next = d->nextStartNumber();
        int already = 0;
        for (CarryCandidate &c : candidatesFor(t, from)) {
            if (!c.leftOut.empty()) {
                already += t.playerByPerson(c.player.personId) ? 1 : 0;
                report.leftOut.push_back(std::move(c));
                continue;
            }
            Player p;
            p.startNumber = next++;
            p.name = nfc(c.player.name);
            p.club = c.player.club;
            p.categories = c.player.categories;
            p.present = how.present;
            // The same person as in the other tournament; a file from before schema 9 has no id to keep.
            p.personId = c.player.personId.empty() ? newPersonId() : c.player.personId;
            p.notPublished = c.player.notPublished;
            report.added.push_back(std::move(p));
        }
        if (report.added.empty()) {
            if (already == static_cast<int>(report.leftOut.size()))
                return refused(already == 1 ? nameAndNumber(report.leftOut.front().player) + " " +
                                                  report.leftOut.front().leftOut + "."
                                            : "Alle " + std::to_string(already) + " gekozen spelers staan er al.");
            std::string why;
            for (std::size_t i = 0; i < report.leftOut.size() && i < 3; ++i)
                why += (i ? " " : "") + report.leftOut[i].player.name + ": " + report.leftOut[i].leftOut +
                       (report.leftOut[i].leftOut.back() == '.' ? "" : ".");
            if (report.leftOut.size() > 3)
                why += " En nog " + std::to_string(report.leftOut.size() - 3) + " andere.";
            return refused("Er blijft geen speler over om over te nemen. " + why);
        }
        if (auto e = checkPlayerCount(t.players.size(), report.added.size(), true))
            return refused(*e);
        json inverse = json::array();
        for (const Player &p : report.added) {
            inverse.push_back(d->snapshot("players", {{"start_number", p.startNumber}}));
            inverse.push_back(d->snapshot("player_categories", {{"start_number", p.startNumber}}));
            d->insertPlayer(p);
        }
        const std::size_t left = report.leftOut.size();
        d->audit("Spelers overgenomen uit \"" + how.from + "\": " + std::to_string(report.added.size()) +
                     " (startnummers " + std::to_string(report.added.front().startNumber) + "–" +
                     std::to_string(report.added.back().startNumber) + ")" +
                     (left > 0 ? "; " + std::to_string(left) + " niet overgenomen" : "") +
                     (how.present ? "" : "; aangemeld, nog niet aanwezig"),
                 inverse);
        return report;
    });
}

} // namespace nkb
