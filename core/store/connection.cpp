// Opening a tournament (a file or a server database, engine.h), upgrading its schema step by step,
// and creating the tournament in it.
#include "store/storeimpl.h"

#include "store/checkcache.h"
#include "store/migrations.h"
#include "tournament/limits.h"
#include "tournament/outcome.h"
#include "tournament/tournamentrules.h"

#include <QDate>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QCryptographicHash>
#include <QSysInfo>
#include <QRandomGenerator>
#include <QUrl>
#include <QUuid>

#include <array>
#include <atomic>

namespace nkb {

using namespace store;

namespace {
std::atomic<unsigned> g_connectionCounter{0};

// A tournament file this open made: should the open fail (a full disk), nothing is left behind
// (`new` on a full disk left an empty file while saying nothing had changed).
class NewFileGuard {
public:
    explicit NewFileGuard(const std::string &path)
        : m_file(isServerLocation(path) || QFileInfo::exists(q(path)) ? QString() : q(path))
    {
    }
    NewFileGuard(const NewFileGuard &) = delete;
    NewFileGuard &operator=(const NewFileGuard &) = delete;
    ~NewFileGuard()
    {
        if (!m_file.isEmpty())
            removeTournamentFile(m_file.toStdString());
    }
    void keep() { m_file.clear(); }

private:
    QString m_file;
};
} // namespace

void removeTournamentFile(const std::string &path)
{
    for (const char *suffix : {"", "-wal", "-shm", "-journal"})
        QFile::remove(q(path) + QLatin1String(suffix));
}

TournamentStore::TournamentStore(std::unique_ptr<Impl> impl) : d(std::move(impl)) {}

TournamentStore::~TournamentStore()
{
    // Still as this connection left it (nobody else committed since it was found clean): the next
    // command need not check it again. The stamp is taken once the connection is closed and the
    // file whole (the write-ahead log folded in and gone).
    std::string remember;
    try {
        if (d->cleanMark && d->dialect->changeMark(*d) == *d->cleanMark)
            remember = d->path;
    } catch (const store::Failure &) {
    }
    d.reset();
    if (!remember.empty())
        if (const auto stamp = store::fileStamp(remember))
            store::rememberClean(*stamp);
}

int TournamentStore::currentSchemaVersion()
{
    return kSchemaVersion;
}

const std::string &TournamentStore::path() const
{
    return d->shownPath;
}

int TournamentStore::schemaVersion() const
{
    return d->version;
}

void TournamentStore::setStation(const std::string &station)
{
    d->station = station;
    d->sessionName = sessionName(d->computer, station);
    if (d->dialect->engine() != store::Engine::PostgreSQL)
        return;
    try {
        d->exec("SELECT set_config('application_name', ?, false)", {d->sessionName});
    } catch (const Failure &) {
        // Out of reach now: the next session is named as it starts.
    }
}

const std::string &TournamentStore::station() const { return d->station; }

bool TournamentStore::hasTournament() const
{
    try {
        return d->hasTournament();
    } catch (const Failure &) {
        return false;
    }
}

QByteArray store::newTableSecret()
{
    std::array<quint32, kTableSecretBytes / 4> words{};
    QRandomGenerator::system()->fillRange(words.data(), words.size());
    return {reinterpret_cast<const char *>(words.data()), static_cast<qsizetype>(kTableSecretBytes)};
}

StoreResult<std::unique_ptr<TournamentStore>> TournamentStore::open(const std::string &path,
                                                                    const OpenOptions &options)
{
    NewFileGuard made(path); // declared before impl: removes the file after the connection is gone
    auto impl = std::make_unique<Impl>();
    impl->dialect = dialectFor(path);
    impl->path = path;
    impl->shownPath = path;
    if (isServerLocation(path)) {
        QUrl address(q(path));
        address.setPassword(QString());
        impl->shownPath = s(address.toString());
    }
    impl->station = options.station.empty() ? std::string("onbekend") : options.station;
    {
        const QByteArray machine = options.machine.empty() ? QSysInfo::machineUniqueId()
                                                           : QByteArray::fromStdString(options.machine);
        impl->computer = QString::fromLatin1(
            QCryptographicHash::hash(machine, QCryptographicHash::Sha256).toHex().left(8));
        impl->sessionName = sessionName(impl->computer, impl->station);
    }
    impl->connection = QStringLiteral("nkb-store-%1-%2")
                           .arg(++g_connectionCounter)
                           .arg(QUuid::createUuid().toString(QUuid::Id128));
    const std::string shown = impl->dialect->shown(path);
    try {
        if (auto refusal = impl->dialect->connect(*impl, path, options))
            return *refusal;
        const int version = impl->dialect->schemaVersion(*impl);
        const bool asIs = version < kSchemaVersion && impl->readOnly && options.olderAsIs;
        if (version < kSchemaVersion && impl->readOnly && !asIs)
            return unusable(shown +
                            " is gemaakt met een oudere versie van nk-bonaken en is alleen-lezen, dus kan "
                            "niet worden bijgewerkt. Kopieer het naar een map waarin geschreven kan worden.");
        // What this connection's changes touch is recorded from schema 10 on, also for the steps after it.
        if (version >= kSealVersion && !impl->readOnly)
            impl->watchTouches();
        // Upgrade step by step, one transaction per step; another program may have done a step
        // meanwhile, so the version is read again inside each transaction.
        for (int step = version + 1; step <= kSchemaVersion && !asIs; ++step) {
            auto r = impl->transaction<int>([&]() -> StoreResult<int> {
                if (impl->dialect->schemaVersion(*impl) >= step)
                    return step;
                const auto statements = store::migrationStatements(impl->dialect->migrationFolder(), step);
                if (!statements)
                    return unusable("Migratie " + std::to_string(step) + " ontbreekt in dit programma.");
                // Not prepared: a server prepares only queries, not CREATE or ALTER.
                for (const QString &statement : *statements)
                    impl->execDirect(statement);
                // The table codes' secret: random, made here once, in the step that makes its
                // table, so that every tournament file has one and nothing later writes it.
                if (step == kTableCodeVersion)
                    impl->exec("INSERT INTO table_secret (id, secret) VALUES (1, ?)", {newTableSecret()});
                // Every player of an older file: a person id of his own, stored with the step, so that
                // no player of an opened tournament is without one (a file that cannot be written is
                // not migrated at all, and its players stay without).
                if (step == kPersonIdVersion)
                    impl->givePersonIds();
                impl->dialect->setSchemaVersion(*impl, step);
                // The audit's chain and the seals start from what is there (nothing was checked
                // before this version: what an older program wrote is taken as it stands).
                if (step == kSealVersion)
                    impl->startChain();
                return step;
            });
            if (!r)
                return r.error();
            if (step == kSealVersion && !impl->watching)
                impl->watchTouches();
        }
        impl->version = impl->dialect->schemaVersion(*impl);
        // A rule set this program does not know (a newer version's option, a hand-edited file):
        // judging its games by any other would be wrong without a word, so it is not opened.
        if (impl->hasTournament())
            if (auto unknown = impl->unknownRules(s(impl->scalar("SELECT rules FROM tournament").toString())))
                return *unknown;
        // The contents checked before anything is written (issue 39): a tournament whose rows say
        // what the program did not write opens for viewing only, its findings for all to see.
        if (impl->hasTournament()) {
            const bool file = impl->dialect->engine() == Engine::SQLite;
            const auto stamp = options.rememberCheck && file ? store::fileStamp(path) : std::nullopt;
            if (stamp && store::checkedClean(*stamp)) {
                impl->checkRemembered = true;
            } else {
                impl->findings = impl->checkContents();
                if (stamp && impl->findings.empty())
                    store::rememberClean(*stamp);
            }
            if (options.rememberCheck && file && impl->findings.empty())
                impl->cleanMark = impl->dialect->changeMark(*impl);
        }
        if (!impl->readOnly)
            impl->dialect->grantRoles(*impl);
        // Two stations of one name on two computers: one would silently correct the other's
        // results as its own. A projector writes nothing and is let in.
        if (!impl->readOnly)
            if (const auto elsewhere = impl->dialect->stationElsewhere(*impl))
                return unusable("Er is al een station met de naam \"" + impl->station + "\" verbonden, op een "
                                "andere computer (" + *elsewhere + "). Geef dit station een eigen naam, zodat "
                                "het logboek en de eigen tafels de twee uit elkaar houden. Is dat station net "
                                "uitgevallen, probeer het dan over een halve minuut opnieuw.");
    } catch (const Failure &f) {
        StoreError e = f.error;
        e.message = shown + " kan niet gebruikt worden: " + e.message;
        return e;
    }
    made.keep();
    return std::unique_ptr<TournamentStore>(new TournamentStore(std::move(impl)));
}

bool TournamentStore::checkRemembered() const
{
    return d->checkRemembered;
}

bool TournamentStore::readOnly() const
{
    return d->readOnly || !d->findings.empty();
}

bool TournamentStore::onServer() const
{
    return d->dialect->engine() == store::Engine::PostgreSQL;
}

StoreStatus TournamentStore::createTournament(const TournamentInfo &info)
{
    auto r = d->transaction<int>([&]() -> StoreResult<int> {
        if (d->hasTournament())
            return refused("Dit bestand bevat al een toernooi; een bestand is één toernooi.");
        if (info.name.empty())
            return refused("De naam van het toernooi ontbreekt.");
        if (!info.date.empty()) {
            const QDate date = QDate::fromString(q(info.date), Qt::ISODate);
            if (!date.isValid() || info.date.size() != 10)
                return refused("De datum \"" + info.date + "\" is geen datum JJJJ-MM-DD.");
        }
        if (auto e = checkInfoBounds(info))
            return refused(*e);
        json inverse = json::array({d->snapshot("tournament", {{"id", 1}})});
        d->exec("INSERT INTO tournament (id, name, date, venue, rounds, games_per_round, places_three, "
                "final_tables, final_games, double_entry, round_minutes, rules) "
                "VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                {q(info.name), q(info.date), q(info.venue), info.rounds, info.gamesPerRound,
                 q(joinInts(info.placesThree)), info.finalTables, info.finalGames, info.doubleEntry ? 1 : 0,
                 info.roundMinutes, q(info.rules)});
        d->audit("Nieuw toernooi \"" + info.name + "\" (" + rulesTitle(info) + ")", inverse);
        return 0;
    });
    if (!r)
        return r.error();
    return std::nullopt;
}

} // namespace nkb
