// upload() and hostKeyOf() of a build without libssh2 (the Windows cross build, until libssh2 is
// built for MinGW): they say so and do nothing.
#include "log/log.h"
#include "publish/messages.h"
#include "publish/protocols.h"

namespace nkb::publish {

namespace {

UploadResult notSupported()
{
    UploadResult result;
    result.error = UploadError::NotSupported;
    result.message = text::notSupported();
    qCWarning(log::publish).noquote() << result.message;
    return result;
}

} // namespace

UploadResult sftpUpload(const PublishTarget &, const Credentials &, const Upload &, const UploadProgress &,
                        const std::atomic_bool *)
{
    return notSupported();
}

UploadResult sftpHostKeyOf(const QString &, int, int)
{
    return notSupported();
}

} // namespace nkb::publish
