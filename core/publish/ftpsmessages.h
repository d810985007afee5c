#pragma once
// What the FTPS uploader tells the director beyond messages.h (whose texts it shares where the
// SFTP wording fits): in Dutch, what is wrong and what to do. Never a password.
#include <QString>

namespace nkb::publish::text {

[[nodiscard]] QString notFtp(const QString &host, int port, bool implicitTls);
[[nodiscard]] QString noTls(const QString &host);
[[nodiscard]] QString tlsFailed(const QString &host, int port, bool implicitTls);
[[nodiscard]] QString certificateUnreadable(const QString &host);
[[nodiscard]] QString certificateChanged(const QString &host, const QString &seen, const QString &pinned);
[[nodiscard]] QString noKeyFileOverFtps();
[[nodiscard]] QString dataConnectionFailed(const QString &host);
[[nodiscard]] QString dataTlsRefused(const QString &host);
[[nodiscard]] QString ftpsNotSupported();

} // namespace nkb::publish::text
