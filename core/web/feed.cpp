// The venue web's reading of the tournament (see feed.h).
#include "web/feed.h"

#include "store/tournamentstore.h"

#include <QDateTime>
#include <QRandomGenerator>
#include <QTimer>

#include <optional>

namespace nkb::web {

// The connection and what it has seen; used only on the feed's thread.
struct TournamentFeed::Reader {
    QObject context; // on the feed's thread: what runs there runs through it
    QTimer timer{&context};
    std::unique_ptr<TournamentStore> store;
    long long seen{-1};
    std::uint64_t version{0};
    std::string salt;
    bool reachable{true};
    bool hasSnapshot{false};
    std::optional<QByteArray> tableSecret; // read once (empty where the role may not read it)

    // Looks once: the new snapshot when the tournament changed; tells `feed` (alive while the
    // thread runs: its destructor stops the timer first) when it could or could no longer be read.
    SnapshotPtr look(TournamentFeed *feed)
    {
        const auto latest = store->latestChangeId();
        if (reachable != static_cast<bool>(latest)) {
            reachable = static_cast<bool>(latest);
            if (feed)
                QMetaObject::invokeMethod(
                    feed, [feed, r = reachable] { feed->tell(r); }, Qt::QueuedConnection);
        }
        if (!latest || (*latest == seen && hasSnapshot))
            return nullptr;
        auto loaded = store->load();
        if (!loaded)
            return nullptr;
        seen = *latest;
        auto snapshot = std::make_shared<Snapshot>();
        snapshot->tournament = std::move(*loaded);
        snapshot->version = ++version;
        snapshot->changeId = *latest;
        snapshot->readAt = QDateTime::currentSecsSinceEpoch();
        snapshot->salt = salt;
        for (const Finding &f : store->findings())
            snapshot->findings.push_back(f.text);
        if (const auto now = store->clockNow())
            snapshot->clockSkew = *now - snapshot->readAt;
        if (!tableSecret) { // it never changes; a projector's role is refused it
            auto secret = store->tableSecret();
            tableSecret = secret ? std::move(secret).value() : QByteArray();
        }
        snapshot->tableSecret = *tableSecret;
        if (auto generations = store->tableCodeGenerations())
            snapshot->tableGenerations = std::move(generations).value();
        if (auto first = store->firstEntries())
            for (const GameResult &g : *first)
                snapshot->firstEntries.emplace(g.round, g.table, g.game);
        hasSnapshot = true;
        return snapshot;
    }
};

TournamentFeed::TournamentFeed() : m_reader(std::make_unique<Reader>())
{
    m_thread.setObjectName(QStringLiteral("venue web feed"));
    m_reader->salt = QString::number(QRandomGenerator::system()->generate64(), 36).toStdString();
    m_reader->timer.setInterval(kLookIntervalMs);
    m_reader->context.moveToThread(&m_thread); // the timer with it
    m_thread.start();
}

std::unique_ptr<TournamentFeed> TournamentFeed::open(const std::string &location, QString *error)
{
    std::unique_ptr<TournamentFeed> feed(new TournamentFeed());
    Reader *reader = feed->m_reader.get();
    TournamentFeed *self = feed.get();
    QString why;
    // The store's connection belongs to the thread that opened it: it is opened and read there.
    QMetaObject::invokeMethod(
        &reader->context,
        [&] {
            OpenOptions options;
            options.readOnly = true;
            options.station = "webpagina's";
            auto opened = TournamentStore::open(location, options);
            if (!opened) {
                why = QString::fromStdString(opened.error().message);
                return;
            }
            reader->store = std::move(opened).value();
            feed->m_snapshot = reader->look(nullptr);
            if (!feed->m_snapshot) {
                why = QStringLiteral("Het toernooi kan niet gelezen worden.");
                return;
            }
            QObject::connect(&reader->timer, &QTimer::timeout, &reader->context, [reader, self] {
                if (SnapshotPtr s = reader->look(self))
                    QMetaObject::invokeMethod(
                        self, [self, s] { self->take(s); }, Qt::QueuedConnection);
            });
            reader->timer.start();
        },
        Qt::BlockingQueuedConnection);
    if (!why.isEmpty()) {
        if (error)
            *error = why;
        return nullptr;
    }
    return feed;
}

TournamentFeed::~TournamentFeed()
{
    // The connection is closed on its own thread, then the thread ends.
    QMetaObject::invokeMethod(
        &m_reader->context,
        [r = m_reader.get()] {
            r->timer.stop();
            r->store.reset();
        },
        Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
}

void TournamentFeed::take(SnapshotPtr snapshot)
{
    m_snapshot = std::move(snapshot);
    Q_EMIT changed(m_snapshot);
}

void TournamentFeed::tell(bool canRead)
{
    Q_EMIT reachable(canRead);
}

} // namespace nkb::web
