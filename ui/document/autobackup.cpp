#include "ui/document/autobackup.h"
#include "ui/widgets/shownpath.h"

#include "ui/document/tournamentdocument.h"
#include "ui/widgets/qtstd.h"

#include "log/log.h"
#include "tournament/progress.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTimer>

#include <algorithm>
#include <map>
#include <vector>

namespace nkb::ui {

namespace {

// "NK 2026 2026-11-23 143005-2 einde ronde 3.bonaken" after the tournament's own name: the time,
// a number for a second one in that second, and a round's end.
const QRegularExpression &backupName()
{
    static const QRegularExpression name(
        QStringLiteral("^ (\\d{4}-\\d{2}-\\d{2} \\d{6})(?:-(\\d+))?( einde (?:ronde \\d+|finale))?\\.bonaken$"));
    return name;
}

} // namespace

AutoBackup::AutoBackup(TournamentDocument *document, const QString &folder)
    : QObject(document), m_document(document), m_folder(folder), m_timer(new QTimer(this)),
      m_pending(new QTimer(this)), m_clock([] { return QDateTime::currentDateTime(); })
{
    const Completion now = completion(document->tournament());
    m_completeTables = now.tables;
    m_completeRounds = now.rounds;
    m_pending->setSingleShot(true);
    connect(m_pending, &QTimer::timeout, this, [this] {
        if (m_dirty)
            backupNow();
    });
    m_timer->setInterval(kInterval);
    connect(m_timer, &QTimer::timeout, this, &AutoBackup::intervalElapsed);
    m_timer->start();
    connect(document, &TournamentDocument::changed, this, &AutoBackup::documentChanged);
}

void AutoBackup::setClock(std::function<QDateTime()> clock) { m_clock = std::move(clock); }

QString AutoBackup::stem() const { return QFileInfo(m_document->path()).completeBaseName(); }

QStringList AutoBackup::backups() const
{
    const QDir dir(m_folder);
    // "NK-2026 2026-11-23 143005.bonaken": the name sorts by time. Matched by hand, not by a glob,
    // so a tournament called "NK [2026]" finds its own.
    const QRegularExpression &stamp = backupName();
    const QString prefix = stem();
    // Sorted by (time, number): "…143005-2.bonaken" comes after "…143005.bonaken", which plain
    // name order ('-' before '.') would not give.
    std::vector<std::pair<std::pair<QString, int>, QString>> found;
    for (const QString &n : dir.entryList({QStringLiteral("*.bonaken")}, QDir::Files)) {
        if (!n.startsWith(prefix))
            continue;
        // A QString, not a QStringView: match(QStringView) is deprecated in Qt 6.8 (Debian 13) for
        // matchView(), which Qt 6.4 lacks; the match keeps its own copy of the name.
        const QRegularExpressionMatch m = stamp.match(n.mid(prefix.size()));
        if (m.hasMatch())
            found.push_back({{m.captured(1), m.hasCaptured(2) ? m.captured(2).toInt() : 1}, dir.filePath(n)});
    }
    std::sort(found.begin(), found.end());
    QStringList names;
    for (const auto &entry : found)
        names << entry.second;
    return names;
}

void AutoBackup::documentChanged()
{
    m_dirty = true;
    const Completion now = completion(m_document->tournament());
    const bool done = now.tables > m_completeTables;
    m_completeTables = now.tables; // an undo lowers it; the table's next completion backs up again
    std::optional<int> ended;
    for (int r : now.rounds)
        if (!m_completeRounds.count(r))
            ended = r;
    m_completeRounds = now.rounds; // an undo reopens a round; its next end backs up again
    if (ended) {
        m_pending->stop();
        backupNow(ended); // a round's end never waits
    } else if (done) {
        tableDone();
    }
}

void AutoBackup::tableDone()
{
    const qint64 since = m_lastMade.isValid() ? m_lastMade.secsTo(m_clock()) : kSpacing.count();
    if (since >= kSpacing.count() || since < 0) {
        m_pending->stop();
        backupNow();
    } else if (!m_pending->isActive()) {
        m_pending->start(std::chrono::seconds(kSpacing.count() - since));
    }
}

void AutoBackup::intervalElapsed()
{
    if (m_dirty)
        backupNow();
}

QString AutoBackup::backupNow(std::optional<int> roundEnd)
{
    if (!QDir().mkpath(m_folder)) {
        qCWarning(log::backups).noquote()
            << QStringLiteral("Back-up mislukt: de map %1 is er niet").arg(m_folder);
        emit failed(tr("Back-up mislukt: de map %1 is er niet (USB-stick uitgenomen?).").arg(shownPath(m_folder)));
        return {};
    }
    const QString base = QDir(m_folder).filePath(stem() + QLatin1Char(' ') +
                                                 m_clock().toString(QStringLiteral("yyyy-MM-dd HHmmss")));
    // Not translated: the name is what backups() reads back on any interface language.
    const QString end = !roundEnd                  ? QString()
                        : *roundEnd == kFinalRound ? QStringLiteral(" einde finale")
                                                   : QStringLiteral(" einde ronde %1").arg(*roundEnd);
    QString path = base + end + QStringLiteral(".bonaken");
    for (int n = 2; QFileInfo::exists(path); ++n) // two in one second
        path = base + QStringLiteral("-%1").arg(n) + end + QStringLiteral(".bonaken");
    if (const QString refusal = m_document->saveCopy(path); !refusal.isEmpty()) {
        qCWarning(log::backups).noquote() << QStringLiteral("Back-up naar %1 mislukt: %2").arg(path, refusal);
        emit failed(tr("Back-up mislukt: %1").arg(refusal));
        return {};
    }
    qCInfo(log::backups).noquote() << QStringLiteral("Back-up gemaakt: %1").arg(path);
    m_dirty = false;
    m_lastMade = m_clock();
    prune();
    emit made(path);
    return path;
}

void AutoBackup::prune()
{
    // The last twenty, and beyond them the last backup of every round's end.
    const QStringList all = backups();
    std::map<QString, QString> lastEnd; // " einde ronde 3" → its newest backup
    for (const QString &path : all) {
        const QRegularExpressionMatch m = backupName().match(QFileInfo(path).fileName().mid(stem().size()));
        if (m.hasCaptured(3))
            lastEnd[m.captured(3)] = path;
    }
    std::set<QString> kept;
    for (const auto &entry : lastEnd)
        kept.insert(entry.second);
    for (qsizetype i = std::max<qsizetype>(0, all.size() - kKept); i < all.size(); ++i)
        kept.insert(all[i]);
    for (const QString &path : all)
        if (!kept.count(path))
            QFile::remove(path);
}

QString restoreBackup(const QString &backup, const QString &target)
{
    if (QFileInfo::exists(target))
        return AutoBackup::tr("Het bestand %1 bestaat al; herstellen overschrijft niets.").arg(shownPath(target));
    if (!QFile::copy(backup, target))
        return AutoBackup::tr("De back-up kon niet gekopieerd worden naar %1.").arg(shownPath(target));
    // A backup on a read-only stick or from the package gives a read-only copy: the copy is the
    // director's own file.
    QFile::setPermissions(target, QFile::permissions(target) | QFileDevice::WriteOwner | QFileDevice::ReadOwner);
    QString error;
    if (!TournamentDocument::open(target, &error)) {
        QFile::remove(target);
        qCWarning(log::backups).noquote()
            << QStringLiteral("Herstellen uit %1 mislukt: %2").arg(backup, error);
        return AutoBackup::tr("%1 is geen bruikbare back-up: %2").arg(shownPath(backup), error);
    }
    qCInfo(log::backups).noquote() << QStringLiteral("Hersteld uit back-up %1 naar %2").arg(backup, target);
    return {};
}

} // namespace nkb::ui
