// upload() and hostKeyOf() through libssh2 (see publish.h); without libssh2, unsupported.cpp.
#include "publish/protocols.h"
#include "publish/publish.h"

#include "log/log.h"
#include "publish/layout.h"
#include "publish/messages.h"
#include "publish/publisher.h"
#include "publish/remotefs.h"
#include "publish/sftpchannel.h"
#include "publish/sshsession.h"

#include <QElapsedTimer>

namespace nkb::publish {

namespace {

bool samePin(const QString &pinned, const QString &seen)
{
    QString pin = pinned.trimmed();
    while (pin.endsWith(QLatin1Char('=')))
        pin.chop(1);
    if (!pin.startsWith(QLatin1String("SHA256:")))
        pin.prepend(QLatin1String("SHA256:"));
    return pin == seen;
}

// A refusal the director was told about and can put right (the logbook's info); the rest may need
// a look afterwards (a warning): the connection, the server, a changed key.
bool toldOnly(UploadError error)
{
    return error == UploadError::HostKeyUnknown || error == UploadError::LoginRefused ||
           error == UploadError::FolderInTheWay || error == UploadError::Cancelled;
}

UploadResult failed(const Failure &failure, const QElapsedTimer &clock, const QString &hostKey = {})
{
    UploadResult result;
    result.error = failure.error;
    result.message = failure.message;
    result.hostKeySeen = hostKey;
    result.seconds = static_cast<double>(clock.elapsed()) / 1000.0;
    return result;
}

} // namespace

UploadResult sftpUpload(const PublishTarget &target, const Credentials &credentials, const Upload &site,
                        const UploadProgress &progress, const std::atomic_bool *cancel)
{
    QElapsedTimer clock;
    clock.start();
    if (target.host.trimmed().isEmpty() || target.user.isEmpty())
        return failed({UploadError::InvalidUpload, text::noTarget()}, clock);
    if (const QString problem = uploadProblem(site); !problem.isEmpty()) {
        qCCritical(log::publish).noquote() << problem; // the site's maker made a path it may not
        return failed({UploadError::InvalidUpload, problem}, clock);
    }
    const QString where = QStringLiteral("%1:%2").arg(target.host, layout::normalisedBase(target.directory));

    SshSession ssh(target.host.trimmed(), target.port, target.timeoutSeconds);
    const auto stop = [&](bool switched = false) {
        Failure failure = ssh.failure();
        if (failure.error == UploadError::ConnectionLost || failure.error == UploadError::Timeout ||
            failure.error == UploadError::ServerRefused || failure.error == UploadError::Cancelled)
            failure.message += QLatin1Char(' ') + text::whatStands(switched, site.tree);
        const QString line = QStringLiteral("Publiceren naar %1 mislukt: %2").arg(where, failure.message);
        if (toldOnly(failure.error))
            qCInfo(log::publish).noquote() << line;
        else
            qCWarning(log::publish).noquote() << line;
        return failed(failure, clock, ssh.hostKey());
    };
    if (!ssh.connect())
        return stop();
    if (target.hostKey.trimmed().isEmpty()) {
        ssh.fail(UploadError::HostKeyUnknown, text::hostKeyUnknown(target.host, ssh.hostKey()));
        return stop();
    }
    if (!samePin(target.hostKey, ssh.hostKey())) {
        ssh.fail(UploadError::HostKeyChanged,
                 text::hostKeyChanged(target.host, ssh.hostKey(), target.hostKey));
        return stop();
    }
    if (!ssh.login(target.user, credentials))
        return stop();
    RemoteFs fs(ssh);
    SftpChannel channel(ssh);
    if (!fs.open() || !channel.open())
        return stop();

    qCInfo(log::publish).noquote() << QStringLiteral("Publiceren naar %1: %2 bestanden")
                                          .arg(where)
                                          .arg(site.treeFiles.size() + site.rootFiles.size());
    Publisher publisher(fs, channel, ssh, layout::normalisedBase(target.directory), site, progress, cancel);
    const bool ok = publisher.run();
    UploadResult result = ok ? UploadResult{} : stop(publisher.switched());
    result.hostKeySeen = ssh.hostKey();
    result.files = publisher.filesDone();
    result.bytes = publisher.bytesDone();
    result.atomicSwitch = publisher.atomic();
    result.seconds = static_cast<double>(clock.elapsed()) / 1000.0;
    if (ok) {
        result.message = text::published(result.files, result.bytes, result.seconds, result.atomicSwitch);
        qCInfo(log::publish).noquote()
            << QStringLiteral("Gepubliceerd naar %1: %2").arg(where, result.message);
    }
    return result;
}

UploadResult sftpHostKeyOf(const QString &host, int port, int timeoutSeconds)
{
    QElapsedTimer clock;
    clock.start();
    SshSession ssh(host.trimmed(), port, timeoutSeconds);
    if (!ssh.connect())
        return failed(ssh.failure(), clock);
    UploadResult result =
        failed({UploadError::None, text::keyRead(host, ssh.hostKey())}, clock, ssh.hostKey());
    qCInfo(log::publish).noquote() << result.message;
    return result;
}

} // namespace nkb::publish
