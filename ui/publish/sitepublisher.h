#pragma once
// Publishing the open tournament's website (issue 37) without ever holding up the desk: the site is
// made and sent on a thread of its own from a copy of the tournament as last read. Only the newest
// state matters: a change while an upload runs is published when it ends; an upload that fails
// (the hall without internet, a phone's hotspot gone) is tried again after 30 s, then 1, 2 and 5
// minutes, with the newest state each time, and the status bar says so. When: on request, after
// every round (and the final), or after every change once the desk has been quiet for a while
// (publish::PublishWhen). The password lives in this program's memory only (password()).
#include "publish/publish.h"
#include "publish/settings.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <memory>
#include <set>

class QTimer;
class QThread;

namespace nkb::ui {

class TournamentDocument;

class SitePublisher : public QObject {
    Q_OBJECT
public:
    // A child of the document: it lives exactly as long as the open tournament.
    SitePublisher(TournamentDocument *document, const publish::PublishSettings &settings);
    ~SitePublisher() override;

    [[nodiscard]] const publish::PublishSettings &settings() const { return m_settings; }
    void setSettings(const publish::PublishSettings &settings);
    // The password for this program's session (never written anywhere); empty with a key file.
    static QString &password();

    // Publishes now (Bestand → Publiceren…, "Nu publiceren"): the newest state, whatever the rule.
    void publishNow();
    [[nodiscard]] bool running() const { return m_worker != nullptr; }
    // The timers, for the tests: the quiet time after a change, and the next try after a failure.
    [[nodiscard]] QTimer *quietTimer() const { return m_quiet; }
    [[nodiscard]] QTimer *retryTimer() const { return m_retry; }
    // The retry delays in seconds: 30, 60, 120, 300, 300, …
    [[nodiscard]] static int retryDelay(int failures);

signals:
    // For the status bar's "Website: …" (a short line that stays until the next).
    void status(const QString &line);
    void progress(int filesDone, int filesTotal);
    // An upload ended: ok, or the Dutch reason.
    void finished(bool ok, const QString &message);

private:
    void documentChanged();
    void start();
    void done(const publish::UploadResult &result);

    TournamentDocument *m_document;
    publish::PublishSettings m_settings;
    QTimer *m_quiet;
    QTimer *m_retry;
    QThread *m_worker{nullptr};
    bool m_pending{false};        // a newer state waits for the upload under way
    int m_failures{0};
    std::set<int> m_playedRounds; // rounds (and the final, kFinalRound) whose every table has its results
    std::shared_ptr<std::atomic_bool> m_cancel;
};

} // namespace nkb::ui
