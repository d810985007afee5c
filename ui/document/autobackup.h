#pragma once
// Automatic backups of the open tournament: a consistent copy (SQLite's VACUUM INTO, through
// TournamentStore::copyTo) into a backup folder after every table that gets its last result and
// every ten minutes when something changed, the last twenty per tournament kept. The folder may be
// a USB stick; a backup that fails says so (failed()), and the next one is tried as usual.
#include <QObject>
#include <QString>
#include <QStringList>

#include <chrono>
#include <functional>

class QDateTime;
class QTimer;

namespace nkb::ui {

class TournamentDocument;

class AutoBackup : public QObject {
    Q_OBJECT
public:
    static constexpr std::chrono::milliseconds kInterval{std::chrono::minutes(10)};
    static constexpr int kKept = 20;

    // A child of the document: it lives exactly as long as the open tournament.
    AutoBackup(TournamentDocument *document, const QString &folder);

    [[nodiscard]] QString folder() const { return m_folder; }
    [[nodiscard]] QTimer *timer() const { return m_timer; }
    // The clock that names the copies (tests give their own).
    void setClock(std::function<QDateTime()> clock);

    // The backups of this tournament in the folder, oldest first.
    [[nodiscard]] QStringList backups() const;
    // Makes one now; gives the path, or "" after emitting failed().
    QString backupNow();
    // What the timer does every ten minutes: a backup when the tournament changed since the last.
    void intervalElapsed();

signals:
    void made(const QString &path);
    void failed(const QString &message);

private:
    void documentChanged();
    void prune();
    [[nodiscard]] QString stem() const;

    TournamentDocument *m_document;
    QString m_folder;
    QTimer *m_timer;
    std::function<QDateTime()> m_clock;
    int m_completeTables{0};
    bool m_dirty{false};
};

// Copies a backup to target (which must not exist yet) and checks that it opens as a tournament;
// gives the Dutch refusal, or "" when target is ready to be opened. The backup itself stays as it is.
[[nodiscard]] QString restoreBackup(const QString &backup, const QString &target);

} // namespace nkb::ui
