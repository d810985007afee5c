#include "ui/document/liverefresh.h"

#include "store/changewatch.h"
#include "tournament/limits.h"
#include "ui/document/tournamentdocument.h"
#include "ui/widgets/qtstd.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QThread>

namespace nkb::ui {

namespace {

QString localTime(const std::string &isoUtc)
{
    const QDateTime at = QDateTime::fromString(qs(isoUtc), Qt::ISODate);
    return at.isValid() ? at.toLocalTime().toString(QStringLiteral("HH:mm")) : QString();
}

} // namespace

LiveRefresh::LiveRefresh(TournamentDocument &document) : m_document(document)
{
    // On a server the watch lives on the store's thread, with its timer and the
    // server's notifications; what it finds comes to the window as an event.
    m_document.onStore([this](TournamentStore &store) {
        if (auto latest = store.latestChangeId())
            m_seen = latest.value();
        // A station that loses the server says so; it tries again every second by itself, and what
        // is typed stays where it is (nothing is reloaded meanwhile).
        m_watch = std::make_unique<store::ChangeWatch>(store, [this] { changed(); }, [this](bool reachable) {
            toWindow([this, reachable] {
                emit m_document.changedElsewhere(
                    reachable ? QCoreApplication::translate("LiveRefresh", "Weer verbonden met de server.")
                              : QCoreApplication::translate("LiveRefresh",
                                                            "Geen verbinding met de server: het programma probeert "
                                                            "het elke seconde opnieuw. Wat u intypt blijft staan."));
            });
        });
    });
}

LiveRefresh::~LiveRefresh()
{
    m_document.onStore([this](TournamentStore &) { m_watch.reset(); });
}

bool LiveRefresh::look()
{
    const bool changed = m_document.onStore([this](TournamentStore &) { return m_watch->look(); });
    m_document.catchUp(); // what the look found is on the panels when it returns
    return changed;
}

void LiveRefresh::changed()
{
    toWindow([this, news = news()] { m_document.reloadFromElsewhere(news); });
}

void LiveRefresh::toWindow(std::function<void()> f)
{
    if (QThread::currentThread() == m_document.thread())
        return f();
    QMetaObject::invokeMethod(&m_document, std::move(f), Qt::QueuedConnection);
}

QString LiveRefresh::news()
{
    const TournamentStore &store = m_document.store();
    auto entries = store.changesSince(m_seen);
    if (!entries || entries->empty())
        return {};
    m_seen = entries->back().id;
    std::vector<AuditEntry> others;
    for (const AuditEntry &e : entries.value())
        if (e.id != store.lastChangeId())
            others.push_back(e);
    if (others.empty())
        return {};
    const AuditEntry &last = others.back();
    QString text = QCoreApplication::translate("LiveRefresh", "Bijgewerkt door %1 om %2: %3")
                       .arg(qs(oneLine(last.station)), localTime(last.at), qs(oneLine(last.what)));
    if (others.size() > 1)
        text += QCoreApplication::translate("LiveRefresh", " (en %n eerdere wijziging(en))", nullptr,
                                            static_cast<int>(others.size() - 1));
    return text;
}

} // namespace nkb::ui
