// upload() and hostKeyOf() over FTPS through libcurl (see protocols.h, ftpspublisher.h); without
// libcurl, ftpsunsupported.cpp.
#include "publish/protocols.h"

#include "log/log.h"
#include "publish/ftpscert.h"
#include "publish/ftpslayout.h"
#include "publish/ftpsmessages.h"
#include "publish/ftpspublisher.h"
#include "publish/ftpssession.h"
#include "publish/layout.h"
#include "publish/messages.h"

#include <QElapsedTimer>

namespace nkb::publish {

namespace {

// As upload.cpp: a refusal the director was told about and can put right is the logbook's info.
bool toldOnly(UploadError error)
{
    return error == UploadError::HostKeyUnknown || error == UploadError::LoginRefused ||
           error == UploadError::FolderInTheWay || error == UploadError::Cancelled;
}

UploadResult failed(UploadError error, const QString &message, const QElapsedTimer &clock, const QString &seen = {})
{
    UploadResult result;
    result.error = error;
    result.message = message;
    result.hostKeySeen = seen;
    result.atomicSwitch = false;
    result.seconds = static_cast<double>(clock.elapsed()) / 1000.0;
    return result;
}

} // namespace

UploadResult ftpsUpload(const PublishTarget &target, const Credentials &credentials, const Upload &site,
                        const UploadProgress &progress, const std::atomic_bool *cancel)
{
    QElapsedTimer clock;
    clock.start();
    if (target.host.trimmed().isEmpty() || target.user.isEmpty())
        return failed(UploadError::InvalidUpload, text::noTarget(), clock);
    if (const QString problem = uploadProblem(site); !problem.isEmpty()) {
        qCCritical(log::publish).noquote() << problem;
        return failed(UploadError::InvalidUpload, problem, clock);
    }
    if (!credentials.privateKeyFile.isEmpty())
        return failed(UploadError::LoginRefused, text::noKeyFileOverFtps(), clock);
    const QString host = target.host.trimmed();
    const bool implicitTls = target.protocol == Protocol::FtpsImplicit;
    QString where = QStringLiteral("%1:%2").arg(host, layout::normalisedBase(target.directory));

    ftps::Session session(host, target.port, implicitTls, target.timeoutSeconds);
    const auto stop = [&](bool switched = false) {
        ftps::Failure failure = session.failure();
        // Once logged in, what the visitors see now (before, nothing was sent).
        if (!session.entryPath().isEmpty() &&
            (failure.error == UploadError::ConnectionLost || failure.error == UploadError::Timeout ||
             failure.error == UploadError::ServerRefused || failure.error == UploadError::Cancelled ||
             failure.error == UploadError::Unreachable))
            failure.message += QLatin1Char(' ') + text::whatStands(switched, site.tree);
        const QString line = QStringLiteral("Publiceren naar %1 (FTPS) mislukt: %2").arg(where, failure.message);
        if (toldOnly(failure.error))
            qCInfo(log::publish).noquote() << line;
        else
            qCWarning(log::publish).noquote() << line;
        return failed(failure.error, failure.message, clock, session.seenPin());
    };
    // Not pinned for FTPS yet (empty, or an SSH key's "SHA256:…"): the key for the director to
    // confirm, from a handshake that sends nothing.
    if (ftps::curlPin(target.hostKey).isEmpty()) {
        if (!session.probe())
            return stop();
        session.fail(UploadError::HostKeyUnknown, text::hostKeyUnknown(host, session.seenPin()));
        return stop();
    }
    if (!session.open(target.hostKey, target.user, credentials.password))
        return stop();
    const QString base = ftps::absoluteBase(session.entryPath(), target.directory);
    if (base.isEmpty()) {
        session.fail(UploadError::InvalidUpload, text::badPath(target.directory));
        return stop();
    }
    where = QStringLiteral("%1:%2").arg(host, base);
    qCInfo(log::publish).noquote() << QStringLiteral("Publiceren naar %1 (FTPS): %2 bestanden")
                                          .arg(where)
                                          .arg(site.treeFiles.size() + site.rootFiles.size());
    ftps::Publisher publisher(session, base, site, progress, cancel);
    const bool ok = publisher.run();
    UploadResult result = ok ? UploadResult{} : stop(publisher.switched());
    result.hostKeySeen = session.seenPin();
    result.files = publisher.filesDone();
    result.bytes = publisher.bytesDone();
    result.atomicSwitch = false; // two renames (ftpspublisher.h)
    result.seconds = static_cast<double>(clock.elapsed()) / 1000.0;
    if (ok) {
        result.message = text::published(result.files, result.bytes, result.seconds, result.atomicSwitch);
        // How many connections (each a TLS handshake and a login) it took: one, or two when the
        // certificate is signed by no authority this system knows (the first attempt checks that).
        qCInfo(log::publish).noquote() << QStringLiteral("Gepubliceerd naar %1 (FTPS, %2 verbinding(en), %3): %4")
                                              .arg(where)
                                              .arg(session.connections())
                                              .arg(session.authorityVerified()
                                                       ? QStringLiteral("certificaat van een bekende instantie")
                                                       : QStringLiteral("certificaat vertrouwd op de vastgelegde sleutel"))
                                              .arg(result.message);
    }
    return result;
}

UploadResult ftpsHostKeyOf(const QString &host, int port, int timeoutSeconds, bool implicitTls)
{
    QElapsedTimer clock;
    clock.start();
    ftps::Session session(host.trimmed(), port, implicitTls, timeoutSeconds);
    if (!session.probe())
        return failed(session.failure().error, session.failure().message, clock);
    UploadResult result =
        failed(UploadError::None, text::keyRead(host.trimmed(), session.seenPin()), clock, session.seenPin());
    result.atomicSwitch = true;
    qCInfo(log::publish).noquote() << result.message;
    return result;
}

} // namespace nkb::publish
