#pragma once
// upload() and hostKeyOf() of each protocol, behind publish.h's (dispatch.cpp picks one by
// PublishTarget::protocol): SFTP in upload.cpp (or unsupported.cpp without libssh2), FTPS in
// ftpsupload.cpp (or ftpsunsupported.cpp without libcurl).
#include "publish/publish.h"

namespace nkb::publish {

[[nodiscard]] UploadResult sftpUpload(const PublishTarget &target, const Credentials &credentials,
                                      const Upload &site, const UploadProgress &progress,
                                      const std::atomic_bool *cancel);
[[nodiscard]] UploadResult sftpHostKeyOf(const QString &host, int port, int timeoutSeconds);

[[nodiscard]] UploadResult ftpsUpload(const PublishTarget &target, const Credentials &credentials,
                                      const Upload &site, const UploadProgress &progress,
                                      const std::atomic_bool *cancel);
[[nodiscard]] UploadResult ftpsHostKeyOf(const QString &host, int port, int timeoutSeconds, bool implicitTls);

} // namespace nkb::publish
