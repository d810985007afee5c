// FTPS's upload() and hostKeyOf() of a build without libcurl (the Windows cross build, until curl
// is built for MinGW with Schannel): they say so and do nothing.
#include "log/log.h"
#include "publish/ftpsmessages.h"
#include "publish/protocols.h"

namespace nkb::publish {

namespace {

UploadResult notSupported()
{
    UploadResult result;
    result.error = UploadError::NotSupported;
    result.message = text::ftpsNotSupported();
    qCWarning(log::publish).noquote() << result.message;
    return result;
}

} // namespace

UploadResult ftpsUpload(const PublishTarget &, const Credentials &, const Upload &, const UploadProgress &,
                        const std::atomic_bool *)
{
    return notSupported();
}

UploadResult ftpsHostKeyOf(const QString &, int, int, bool)
{
    return notSupported();
}

} // namespace nkb::publish
