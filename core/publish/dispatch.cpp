// publish.h's upload() and hostKeyOf(): SFTP or FTPS, as the target says (see protocols.h).
#include "publish/protocols.h"

namespace nkb::publish {

UploadResult upload(const PublishTarget &target, const Credentials &credentials, const Upload &site,
                    const UploadProgress &progress, const std::atomic_bool *cancel)
{
    if (target.protocol == Protocol::Sftp)
        return sftpUpload(target, credentials, site, progress, cancel);
    return ftpsUpload(target, credentials, site, progress, cancel);
}

UploadResult hostKeyOf(const QString &host, int port, int timeoutSeconds, Protocol protocol)
{
    if (protocol == Protocol::Sftp)
        return sftpHostKeyOf(host, port, timeoutSeconds);
    return ftpsHostKeyOf(host, port, timeoutSeconds, protocol == Protocol::FtpsImplicit);
}

} // namespace nkb::publish
