#include "ui/document/tournamentdocument.h"
#include "ui/widgets/shownpath.h"

#include "ui/widgets/qtstd.h"
#include "store/engine.h"
#include "tournament/limits.h"
#include "tournament/progress.h"
#include "ui/document/storecommand.h"
#include "ui/document/liverefresh.h"

#include "log/log.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QSysInfo>
#include <QUndoStack>
#include <QUuid>

#include <algorithm>
#include <tuple>

namespace nkb::ui {

namespace {

OpenOptions stationOptions(bool create, bool viewOnly = false)
{
    OpenOptions o;
    o.create = create;
    o.readOnly = viewOnly;
    const std::string host = stationFromHostName(ss(QSysInfo::machineHostName()));
    o.station = host.empty() ? "nk-bonaken" : host;
    return o;
}

// The server's time minus this computer's, in seconds (0 for a file: its clocks are this
// computer's); `before` when the server cannot say just now.
std::int64_t clockOffset(const TournamentStore &s, std::int64_t before)
{
    if (!s.onServer())
        return 0;
    const auto now = s.clockNow();
    return now ? now.value() - QDateTime::currentSecsSinceEpoch() : before;
}

} // namespace

std::unique_ptr<TournamentDocument> TournamentDocument::open(const QString &path, QString *error, bool viewOnly,
                                                             const QString &station)
{
    // A server's statements run on a thread of their own, the opening included: the
    // connection belongs to the thread that made it.
    auto thread = std::make_unique<StoreThread>(store::isServerLocation(ss(path)));
    std::unique_ptr<TournamentStore> store;
    const QString refusal = thread->run([&]() -> QString {
        OpenOptions options = stationOptions(false, viewOnly);
        if (!station.isEmpty())
            options.station = ss(station);
        auto opened = TournamentStore::open(ss(path), options);
        if (!opened)
            return errorText(opened.error());
        if (!opened.value()->hasTournament())
            return QCoreApplication::translate("TournamentDocument", "Dit bestand bevat geen toernooi.");
        store = std::move(opened).value();
        return {};
    });
    if (!refusal.isEmpty()) {
        qCWarning(log::store).noquote()
            << QStringLiteral("Openen van %1 mislukt: %2").arg(log::withoutPasswords(path), refusal);
        *error = refusal;
        return nullptr;
    }
    auto document = std::make_unique<TournamentDocument>(std::move(store), std::move(thread));
    document->m_location = ss(path);
    if (!document->m_loadError.isEmpty()) {
        // Never show a tournament that could not be read as an empty one.
        qCWarning(log::store).noquote()
            << QStringLiteral("Openen van %1 mislukt: %2").arg(document->path(), document->m_loadError);
        *error = document->m_loadError;
        return nullptr;
    }
    return document;
}

std::unique_ptr<TournamentDocument> TournamentDocument::create(const QString &path, const TournamentInfo &info,
                                                               QString *error)
{
    if (QFile::exists(path)) {
        *error = QCoreApplication::translate("TournamentDocument", "Het bestand %1 bestaat al.").arg(shownPath(path));
        return nullptr;
    }
    auto store = TournamentStore::open(ss(path), stationOptions(true));
    if (!store) {
        *error = errorText(store.error());
        return nullptr;
    }
    if (const auto refusal = store.value()->createTournament(info)) {
        *error = errorText(*refusal);
        return nullptr;
    }
    auto document = std::make_unique<TournamentDocument>(std::move(store).value());
    document->m_location = ss(path);
    return document;
}

TournamentDocument::TournamentDocument(std::unique_ptr<TournamentStore> store, std::unique_ptr<StoreThread> thread,
                                       QObject *parent)
    : QObject(parent), m_thread(thread ? std::move(thread) : std::make_unique<StoreThread>(false)),
      m_store(std::move(store)), m_undo(new QUndoStack(this))
{
    onStore([this](TournamentStore &s) {
        auto loaded = s.load();
        if (loaded)
            m_tournament = std::move(loaded).value();
        else
            m_loadError = errorText(loaded.error());
        if (auto waiting = s.firstEntries())
            m_firstEntries = std::move(waiting).value();
        m_clockOffset = clockOffset(s, 0);
    });
    // Said while the window waits for a server that does not answer (within 5 s).
    m_thread->setWaiting([this](int seconds) {
        if (seconds == 5) // once per wait
            qCWarning(log::stations).noquote() << QStringLiteral("De server antwoordt al 5 seconden niet");
        if (seconds >= 2)
            emit note(tr("De server antwoordt niet (al %1 seconden). Wat u intypt blijft staan; het programma "
                         "wacht op het antwoord of probeert het opnieuw.")
                          .arg(seconds));
    });
    // What came in while the window waited is read once it no longer waits (never in the middle
    // of a read, which would then put older rows over newer ones).
    m_thread->setIdle([this] {
        if (m_reloadWaits)
            QMetaObject::invokeMethod(this, &TournamentDocument::reloadWhenFree, Qt::QueuedConnection);
    });
    m_live = std::make_unique<LiveRefresh>(*this);
    qCInfo(log::store).noquote()
        << QStringLiteral("Toernooi \"%1\" geopend: %2 (station %3%4)")
               .arg(qs(m_tournament.info.name), path(), qs(m_store->station()),
                    m_store->readOnly() ? QStringLiteral(", alleen bekijken") : QString());
}

TournamentDocument::~TournamentDocument()
{
    // The commands refer to the store: drop them first. The store is closed where it was opened.
    m_live.reset();
    delete m_undo;
    m_undo = nullptr;
    const QString closed = path();
    onStore([this](TournamentStore &) { m_store.reset(); });
    qCInfo(log::store).noquote() << QStringLiteral("Toernooi gesloten: %1").arg(closed);
}

std::int64_t TournamentDocument::clockNow() const
{
    return QDateTime::currentSecsSinceEpoch() + m_clockOffset;
}

QString TournamentDocument::path() const { return qs(m_store->path()); }

std::string TournamentDocument::locationWithPassword() const
{
    return m_location.empty() ? m_store->path() : m_location; // made from a store: its own location
}

ChangeResult TournamentDocument::execute(StoreCommand *command, const std::string &changeKey)
{
    const std::string key = changeKey.empty() ? ss(QUuid::createUuid().toString(QUuid::WithoutBraces)) : changeKey;
    m_lastChangeKey = key;
    if (busy()) {
        // The window took this while it waited for the server's answer to an earlier change:
        // nothing is sent now; the caller keeps it and sends it again, under this key.
        delete command;
        const QString message = tr("de vorige wijziging is nog onderweg naar de server.");
        emit refused(message);
        return ChangeResult(ChangeResult::Kind::ServerLost, message);
    }
    // Every try of this change under one key, the store's write included; none left behind for
    // another command (a try that never reached a transaction does not consume it).
    const auto perform = [this, key](StoreCommand *c) {
        return onStore([&](TournamentStore &s) {
            s.setChangeKey(key);
            auto r = c->perform(s);
            s.setChangeKey({});
            return r;
        });
    };
    auto refusal = perform(command);
    m_lastChangeKey = key; // a change asked while this one waited has made a key of its own
    // Sent again after its answer was lost, and found stored: done, once.
    const bool storedBefore = refusal && refusal->alreadyStored();
    if (storedBefore)
        refusal.reset();
    if (refusal) {
        delete command;
        const QString message = errorText(*refusal);
        // What the person at the screen was told, kept for afterwards; a lost server is a warning.
        if (refusal->serverLost())
            qCWarning(log::stations).noquote()
                << QStringLiteral("Niet opgeslagen, de server was niet bereikbaar: %1").arg(message);
        else
            qCInfo(log::store).noquote() << QStringLiteral("Geweigerd: %1").arg(message);
        emit refused(message);
        return ChangeResult(*refusal, message);
    }
    command->markDone(onStore([](TournamentStore &s) { return s.lastChangeId(); }));
    // Every change is confirmed in the status bar (a withdrawal said nothing, and an
    // old "Bijgewerkt door …" stayed up over this station's own work).
    // Said before the reload, so that what the change sets off (a backup that fails) has the last word.
    const QString note = storedBefore ? tr("Dit was al opgeslagen: een eerdere poging kwam aan, alleen het antwoord "
                                           "van de server ging verloren. Niets is twee keer opgeslagen.")
                         : command->note().isEmpty() ? tr("Gedaan: %1").arg(command->text())
                                                     : command->note();
    m_undo->push(command);
    emit stepDone(note);
    reloadAfter(*command);
    return {};
}

const GameResult *TournamentDocument::firstEntry(const GameRef &ref) const
{
    for (const GameResult &g : m_firstEntries)
        if (g.round == ref.round && g.table == ref.table && g.game == ref.game)
            return &g;
    return nullptr;
}

void TournamentDocument::reload()
{
    if (busy()) {
        // Asked while the window waits for the store (a change that came in meanwhile): read
        // once it answers, so no read overtakes the change under way.
        m_reloadWaits = true;
        return;
    }
    auto [loaded, waiting, offset] = onStore([before = m_clockOffset](TournamentStore &s) {
        return std::tuple(s.load(), s.firstEntries(), clockOffset(s, before));
    });
    m_clockOffset = offset;
    if (loaded)
        m_tournament = std::move(loaded).value();
    else
        emit refused(errorText(loaded.error()));
    m_firstEntries = waiting ? std::move(waiting).value() : std::vector<GameResult>{};
    emit changed();
}

void TournamentDocument::reloadAfter(const StoreCommand &command)
{
    const std::optional<GameRef> ref = command.onlyGame();
    // The final seats its table with its first game, and double entry keeps first entries aside:
    // those read everything, as does a change asked while the store is busy.
    if (!ref || ref->round == kFinalRound || m_tournament.info.doubleEntry || busy())
        return reload();
    auto read = onStore([&](TournamentStore &s) { return s.forGame(*ref); });
    if (!read)
        return reload(); // says why
    const auto same = [&](const GameResult &g) {
        return g.round == ref->round && g.table == ref->table && g.game == ref->game;
    };
    std::erase_if(m_tournament.games, same);
    Tournament part = std::move(read).value();
    for (GameResult &g : part.games)
        if (same(g)) {
            const auto at = std::lower_bound(m_tournament.games.begin(), m_tournament.games.end(), g,
                                             [](const GameResult &a, const GameResult &b) {
                                                 return std::tie(a.round, a.table, a.game) <
                                                        std::tie(b.round, b.table, b.game);
                                             });
            m_tournament.games.insert(at, std::move(g));
        }
    // The store seats the final's table with the game that makes its finalists known, and seats
    // it anew when a correction changes them (store/finalseat.cpp): then everything is read.
    if (m_tournament.round(kFinalRound) || qualifyingComplete(m_tournament))
        return reload();
    emit changed();
}

void TournamentDocument::reloadFromElsewhere(const QString &news)
{
    if (busy()) {
        m_reloadWaits = true;
        if (!news.isEmpty())
            m_newsWaiting = news;
        return;
    }
    m_fromElsewhere = true;
    reload();
    m_fromElsewhere = false;
    emit changedElsewhere(news);
}

void TournamentDocument::reloadWhenFree()
{
    // Only the outermost wait reads again: an inner one returns into a wait still under way.
    if (!m_reloadWaits || busy())
        return;
    m_reloadWaits = false;
    reloadFromElsewhere(std::exchange(m_newsWaiting, QString()));
}

QString TournamentDocument::saveCopy(const QString &target) const
{
    // A consistent copy of the live file straight from SQLite (VACUUM INTO), with its audit trail;
    // the store never overwrites an existing file.
    if (const StoreStatus refusal = onStore([&](TournamentStore &s) { return s.copyTo(ss(target)); }))
        return errorText(*refusal);
    return {};
}

} // namespace nkb::ui
