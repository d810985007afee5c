#include "ui/results/serverwait.h"

#include "ui/document/roundcommands.h"
#include "ui/document/tournamentdocument.h"
#include "ui/stations/otherstation.h"

#include <QCoreApplication>
#include <QStringList>
#include <QTimer>

#include <vector>

namespace nkb::ui {

namespace {

QString placeText(const GameRef &ref)
{
    return QCoreApplication::translate("ServerWait", "tafel %1 (ronde %2, spel %3)")
        .arg(QString::number(ref.table), QString::number(ref.round), QString::number(ref.game));
}

} // namespace

ServerWait::ServerWait(QObject *parent) : QObject(parent), m_timer(new QTimer(this))
{
    m_timer->setInterval(1000);
    connect(m_timer, &QTimer::timeout, this, &ServerWait::tryNow);
}

void ServerWait::keep(TournamentDocument *document, const GameRef &ref, const JudgedGame &game, const QString &what,
                      bool addsGift, bool finished, unsigned long long since)
{
    put(document, ref, Waiting{game, {}, what, addsGift, finished, 0, std::nullopt}, since);
}

void ServerWait::keepPoints(TournamentDocument *document, const GameRef &ref,
                            std::vector<std::pair<std::string, int>> points, unsigned long long since)
{
    put(document, ref,
        Waiting{{}, {}, QCoreApplication::translate("ServerWait", "De uitslag"), false, true, 0, std::move(points)},
        since);
}

void ServerWait::put(TournamentDocument *document, const GameRef &ref, Waiting w, unsigned long long since)
{
    if (document != m_document)
        m_waiting.clear(); // another tournament was opened: what waited belonged to the old one
    m_document = document;
    const Key key{ref.round, ref.table, ref.game};
    if (const auto it = m_waiting.find(key); it != m_waiting.end() && it->second.kept > since)
        return;
    Waiting &kept = m_waiting[key];
    // A finished game stays finished when a later step of the same game is kept (it holds all).
    w.key = document->lastChangeKey();
    w.addsGift = w.addsGift || kept.addsGift;
    w.finished = w.finished || kept.finished;
    w.kept = ++m_kept;
    kept = std::move(w);
    m_timer->start();
}

const std::vector<std::pair<std::string, int>> *ServerWait::pointsFor(const GameRef &ref) const
{
    const auto it = m_waiting.find(Key{ref.round, ref.table, ref.game});
    return it == m_waiting.end() || !it->second.points ? nullptr : &*it->second.points;
}

const GameRecord *ServerWait::gameFor(const GameRef &ref) const
{
    const auto it = m_waiting.find(Key{ref.round, ref.table, ref.game});
    return it == m_waiting.end() || !it->second.game ? nullptr : &it->second.game->game();
}

QString ServerWait::games() const
{
    QStringList out;
    for (const auto &[key, waiting] : m_waiting)
        out << placeText(GameRef{std::get<0>(key), std::get<1>(key), std::get<2>(key)});
    return out.join(QStringLiteral(", "));
}

void ServerWait::tryNow()
{
    if (m_storing)
        return; // the timer came while the window waited for a try of ours: that try goes on
    if (!m_document)
        m_waiting.clear();
    if (m_waiting.empty()) {
        m_timer->stop();
        return;
    }
    const std::vector<Key> keys = [this] {
        std::vector<Key> k;
        for (const auto &entry : m_waiting)
            k.push_back(entry.first);
        return k;
    }();
    for (const Key &key : keys) {
        const Waiting w = m_waiting.at(key);
        const GameRef ref{std::get<0>(key), std::get<1>(key), std::get<2>(key)};
        const auto command = [this, &w, ref]() -> StoreCommand * {
            if (w.points)
                return new EnterPointsCommand(m_document, ref, *w.points);
            if (w.finished)
                return new EnterGameCommand(m_document, ref, *w.game);
            return new SaveGiftsCommand(m_document, ref, *w.game, w.what, w.addsGift);
        };
        // Taken out before the store reloads the panels, which would show it as still waiting.
        m_waiting.erase(key);
        m_storing = true;
        const ChangeResult result = executeAsking(*m_document, command, w.key);
        m_storing = false;
        if (result.done()) {
            emit stored(ref, QCoreApplication::translate("ServerWait", "De server is terug: %1 is nu opgeslagen.")
                                 .arg(placeText(ref)));
            continue;
        }
        if (result.serverLost()) {
            m_waiting.emplace(key, w); // still away: the next second again, under the same key
            return;
        }
        emit givenUp(ref, result.text());
    }
    if (m_waiting.empty())
        m_timer->stop();
}

} // namespace nkb::ui
