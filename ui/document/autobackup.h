#pragma once
// Automatic backups of the open tournament: a consistent copy (SQLite's VACUUM INTO, through
// TournamentStore::copyTo) into a backup folder after every table that gets its last result (at
// most one a minute: a burst from a second station makes one now and one when the minute is up),
// at once when a round gets its last result ("… einde ronde 3"), and every ten minutes when
// something changed. The last twenty per tournament are kept, and beyond them the last backup of
// every round's end, so a power cut in round 4 still finds the end of round 1. The folder may be
// a USB stick; a backup that fails says so (failed()), and the next one is tried as usual.
#include <QObject>
#include <QString>
#include <QStringList>

#include <QDateTime>

#include <chrono>
#include <functional>
#include <optional>
#include <set>

class QTimer;

namespace nkb::ui {

class TournamentDocument;

class AutoBackup : public QObject {
    Q_OBJECT
public:
    static constexpr std::chrono::milliseconds kInterval{std::chrono::minutes(10)};
    static constexpr int kKept = 20;
    // Table backups closer together than this wait (one burst, one backup at its end).
    static constexpr std::chrono::seconds kSpacing{60};

    // A child of the document: it lives exactly as long as the open tournament.
    AutoBackup(TournamentDocument *document, const QString &folder);

    [[nodiscard]] QString folder() const { return m_folder; }
    [[nodiscard]] QTimer *timer() const { return m_timer; }
    // The clock that names the copies (tests give their own).
    void setClock(std::function<QDateTime()> clock);

    // The backups of this tournament in the folder, oldest first.
    [[nodiscard]] QStringList backups() const;
    // Makes one now; gives the path, or "" after emitting failed(). A round's end (1..rounds, or
    // kFinalRound) names it "… einde ronde 3" / "… einde finale", kept beyond the twenty.
    QString backupNow(std::optional<int> roundEnd = std::nullopt);
    // The backup a burst of tables left waiting for the minute to pass (single shot).
    [[nodiscard]] QTimer *pending() const { return m_pending; }
    // What the timer does every ten minutes: a backup when the tournament changed since the last.
    void intervalElapsed();

signals:
    void made(const QString &path);
    void failed(const QString &message);

private:
    void documentChanged();
    void prune();
    [[nodiscard]] QString stem() const;

    void tableDone();

    TournamentDocument *m_document;
    QString m_folder;
    QTimer *m_timer;
    QTimer *m_pending;
    std::function<QDateTime()> m_clock;
    int m_completeTables{0};
    std::set<int> m_completeRounds; // rounds whose every table has all its results
    QDateTime m_lastMade;
    bool m_dirty{false};
};

// Copies a backup to target (which must not exist yet) and checks that it opens as a tournament;
// gives the Dutch refusal, or "" when target is ready to be opened. The backup itself stays as it is.
[[nodiscard]] QString restoreBackup(const QString &backup, const QString &target);

} // namespace nkb::ui
