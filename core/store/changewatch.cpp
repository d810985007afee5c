#include "store/changewatch.h"

#include "store/storeimpl.h"

#include "log/log.h"

#include <QObject>
#include <QTimer>

namespace nkb::store {

struct ChangeWatch::Impl {
    TournamentStore::Impl &connection;
    std::function<void()> changed;
    std::function<void(bool)> reachableChanged;
    bool reachable{true};
    QObject context; // receives the server's notifications; gone with the watch
    QTimer timer;
    long long mark{0};
    bool listening{false};

    Impl(TournamentStore::Impl &c, std::function<void()> onChange, std::function<void(bool)> onReach)
        : connection(c), changed(std::move(onChange)), reachableChanged(std::move(onReach))
    {
    }

    void setReachable(bool now)
    {
        if (now == reachable)
            return;
        reachable = now;
        // Only the turns go to the logbook: the watch keeps trying every second while it is away.
        const QString where = QString::fromStdString(connection.shownPath);
        if (now)
            qCInfo(log::stations).noquote() << QStringLiteral("Verbinding met server %1 hersteld").arg(where);
        else
            qCWarning(log::stations).noquote() << QStringLiteral("Verbinding met server %1 verbroken").arg(where);
        if (reachableChanged)
            reachableChanged(now);
    }

    void listen(const std::function<void()> &onNotification)
    {
        listening = connection.dialect->listen(connection, &context, onNotification);
    }
};

ChangeWatch::ChangeWatch(TournamentStore &store, std::function<void()> changed,
                         std::function<void(bool reachable)> reachable)
    : d(std::make_unique<Impl>(*store.d, std::move(changed), std::move(reachable)))
{
    try {
        d->mark = d->connection.dialect->changeMark(d->connection);
        d->listen([this] { look(); });
    } catch (const Failure &) {
        // The server is out of reach now: the first look tries again.
    }
    d->timer.setInterval(d->connection.dialect->engine() == Engine::PostgreSQL ? kServerIntervalMs
                                                                               : kFileIntervalMs);
    QObject::connect(&d->timer, &QTimer::timeout, &d->context, [this] { look(); });
    d->timer.start();
}

ChangeWatch::~ChangeWatch() = default;

bool ChangeWatch::look()
{
    long long mark = 0;
    try {
        mark = d->connection.dialect->changeMark(d->connection);
        d->listen([this] { look(); }); // again after a reconnect; nothing when still listening
    } catch (const Failure &) {
        d->setReachable(false); // the server is away; the next look tries again
        return false;
    }
    d->setReachable(true);
    if (mark == d->mark)
        return false;
    d->mark = mark;
    // On a server the mark is the latest audit number, which our own commands move too.
    if (d->connection.dialect->engine() == Engine::PostgreSQL && mark == d->connection.lastEntry)
        return false;
    d->changed();
    return true;
}

bool ChangeWatch::listening() const { return d->listening; }

} // namespace nkb::store
