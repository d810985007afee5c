// The venue web's reading of the tournament (see feed.h).
#include "web/feed.h"

#include "store/tournamentstore.h"

#include <QDateTime>
#include <QRandomGenerator>

namespace nkb::web {

std::unique_ptr<TournamentFeed> TournamentFeed::open(const std::string &location, QString *error)
{
    OpenOptions options;
    options.readOnly = true;
    options.station = "webpagina's";
    auto opened = TournamentStore::open(location, options);
    if (!opened) {
        if (error)
            *error = QString::fromStdString(opened.error().message);
        return nullptr;
    }
    std::unique_ptr<TournamentFeed> feed(new TournamentFeed(std::move(opened).value()));
    if (!feed->look() && !feed->m_snapshot) {
        if (error)
            *error = QStringLiteral("Het toernooi kan niet gelezen worden.");
        return nullptr;
    }
    return feed;
}

TournamentFeed::TournamentFeed(std::unique_ptr<TournamentStore> store) : m_store(std::move(store)), m_timer(this)
{
    m_salt = QString::number(QRandomGenerator::system()->generate64(), 36).toStdString();
    m_timer.setInterval(kLookIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, &TournamentFeed::look);
    m_timer.start();
}

TournamentFeed::~TournamentFeed() = default;

bool TournamentFeed::look()
{
    const auto latest = m_store->latestChangeId();
    if (!latest) {
        if (m_reachable)
            Q_EMIT reachable(m_reachable = false);
        return false;
    }
    if (!m_reachable)
        Q_EMIT reachable(m_reachable = true);
    if (*latest == m_seen && m_snapshot)
        return false;
    auto loaded = m_store->load();
    if (!loaded)
        return false;
    m_seen = *latest;
    auto snapshot = std::make_shared<Snapshot>();
    snapshot->tournament = std::move(*loaded);
    snapshot->version = ++m_version;
    snapshot->readAt = QDateTime::currentSecsSinceEpoch();
    snapshot->salt = m_salt;
    if (const auto now = m_store->clockNow())
        snapshot->clockSkew = *now - snapshot->readAt;
    m_snapshot = std::move(snapshot);
    Q_EMIT changed(m_snapshot);
    return true;
}

} // namespace nkb::web
