// Publishing the open tournament's website in the background (see sitepublisher.h).
#include "ui/publish/sitepublisher.h"

#include "ui/document/tournamentdocument.h"
#include "web/staticsite.h"
#include "tournament/progress.h"

#include <QDateTime>
#include <QPointer>
#include <QThread>
#include <QTimer>

namespace nkb::ui {

SitePublisher::SitePublisher(TournamentDocument *document, const publish::PublishSettings &settings)
    : QObject(document), m_document(document), m_settings(settings), m_quiet(new QTimer(this)),
      m_retry(new QTimer(this))
{
    m_quiet->setSingleShot(true);
    m_retry->setSingleShot(true);
    connect(m_quiet, &QTimer::timeout, this, &SitePublisher::start);
    connect(m_retry, &QTimer::timeout, this, &SitePublisher::start);
    connect(document, &TournamentDocument::changed, this, &SitePublisher::documentChanged);
    m_playedRounds = completion(document->tournament()).rounds;
}

SitePublisher::~SitePublisher()
{
    if (m_cancel)
        m_cancel->store(true);
    if (m_worker) {
        // The upload stops between two files (the cancel flag) or at its next bound; the old site stands.
        m_worker->wait();
        delete m_worker;
    }
}

QString &SitePublisher::password()
{
    static QString session;
    return session;
}

int SitePublisher::retryDelay(int failures)
{
    static constexpr int kDelays[] = {30, 60, 120, 300};
    return kDelays[std::min<std::size_t>(static_cast<std::size_t>(std::max(failures, 1)) - 1, std::size(kDelays) - 1)];
}

void SitePublisher::setSettings(const publish::PublishSettings &settings)
{
    m_settings = settings;
}

void SitePublisher::publishNow()
{
    m_quiet->stop();
    m_retry->stop();
    start();
}

void SitePublisher::documentChanged()
{
    const std::set<int> played = completion(m_document->tournament()).rounds;
    const bool roundEnded = played != m_playedRounds &&
                            std::includes(played.begin(), played.end(), m_playedRounds.begin(), m_playedRounds.end());
    m_playedRounds = played;
    switch (m_settings.when) {
    case publish::PublishWhen::OnRequest:
        return;
    case publish::PublishWhen::AfterRound:
        if (roundEnded)
            start();
        return;
    case publish::PublishWhen::AfterChange:
        // Once the desk is quiet: a burst of gifts is one upload.
        m_quiet->start(std::chrono::seconds(m_settings.delaySeconds));
        return;
    }
}

void SitePublisher::start()
{
    if (m_worker) {
        m_pending = true; // the newest state goes when this upload ends
        return;
    }
    // What the check on open found wrong is not shown to the country as the klassement.
    if (const auto &findings = m_document->store().findings(); !findings.empty()) {
        emit status(tr("Website: niet gepubliceerd, de inhoud van het toernooi klopt niet"));
        emit finished(false, tr("Niet gepubliceerd: de inhoud van dit toernooi klopt niet. %1")
                                 .arg(QString::fromStdString(findings.front().text)));
        return;
    }
    if (const QString problem = publish::settingsProblem(m_settings); !problem.isEmpty()) {
        emit status(tr("Website: nog niet ingesteld (Bestand → Publiceren…)"));
        emit finished(false, problem);
        return;
    }
    publish::Credentials credentials;
    if (m_settings.target.protocol == publish::Protocol::Sftp) // FTPS logs in by password only
        credentials.privateKeyFile = m_settings.privateKeyFile;
    credentials.password = password();
    if (credentials.privateKeyFile.isEmpty() && credentials.password.isEmpty()) {
        emit status(tr("Website: wacht op het wachtwoord (Bestand → Publiceren…)"));
        emit finished(false, tr("Het wachtwoord voor de webserver is nog niet gegeven."));
        return;
    }
    m_pending = false;
    emit status(tr("Website: publiceren…"));
    // A copy of the tournament as last read: the desk goes on while the site is made and sent.
    const Tournament tournament = m_document->tournament();
    const publish::PublishSettings settings = m_settings;
    m_cancel = std::make_shared<std::atomic_bool>(false);
    const auto cancel = m_cancel;
    QPointer<SitePublisher> self(this);
    m_worker = QThread::create([tournament, settings, credentials, cancel, self] {
        publish::UploadResult result;
        QString error;
        const auto archive = web::archiveWith(tournament, settings.archive, &error);
        if (!archive) {
            result.error = publish::UploadError::InvalidUpload;
            result.message = error;
        } else {
            const publish::Upload site = web::siteUpload(*archive, web::treeOf(*archive, tournament),
                                                         QDateTime::currentSecsSinceEpoch());
            result = publish::upload(settings.target, credentials, site,
                                     [self](int done, int total, qint64, qint64) {
                                         QMetaObject::invokeMethod(self, [self, done, total] {
                                             if (self)
                                                 emit self->progress(done, total);
                                         });
                                     }, cancel.get());
        }
        QMetaObject::invokeMethod(self, [self, result] {
            if (self)
                self->done(result);
        });
    });
    m_worker->start();
}

void SitePublisher::done(const publish::UploadResult &result)
{
    if (m_worker) {
        m_worker->wait();
        delete m_worker;
        m_worker = nullptr;
    }
    const QString at = QDateTime::currentDateTime().toString(QStringLiteral("HH:mm"));
    if (result.ok()) {
        m_failures = 0;
        emit status(tr("Website: bijgewerkt om %1").arg(at));
        emit finished(true, result.message);
        if (m_pending)
            start();
        return;
    }
    if (result.error == publish::UploadError::Cancelled)
        return;
    // A refusal the next try would meet again (a changed key, a wrong password, a folder in the
    // way) waits for the director; a connection that failed is tried again with the newest state.
    const bool again = result.error == publish::UploadError::Unreachable ||
                       result.error == publish::UploadError::ConnectionLost ||
                       result.error == publish::UploadError::Timeout;
    if (again) {
        const int delay = retryDelay(++m_failures);
        m_retry->start(std::chrono::seconds(delay));
        emit status(tr("Website: geen verbinding (%1); opnieuw om %2, met de nieuwste stand")
                        .arg(at, QDateTime::currentDateTime().addSecs(delay).toString(QStringLiteral("HH:mm"))));
    } else {
        emit status(tr("Website: niet gepubliceerd (Bestand → Publiceren…)"));
    }
    emit finished(false, result.message);
}

} // namespace nkb::ui
