#pragma once
// What the uploader tells the director, in Dutch, in one place: each says what is wrong and what
// to do, and whether the site on the host is still the previous one. Never a password.
#include <QString>

namespace nkb::publish::text {

[[nodiscard]] QString unreachable(const QString &host, int port, const QString &reason);
[[nodiscard]] QString notSsh(const QString &host, int port);
[[nodiscard]] QString noCommonMethods(const QString &host, int port);
[[nodiscard]] QString timedOut(const QString &host, int seconds);
[[nodiscard]] QString connectionLost(const QString &host);
[[nodiscard]] QString hostKeyUnknown(const QString &host, const QString &seen);
[[nodiscard]] QString hostKeyChanged(const QString &host, const QString &seen, const QString &pinned);
[[nodiscard]] QString loginRefused(const QString &host, const QString &user, bool withKey);
[[nodiscard]] QString keyUnreadable(const QString &file);
[[nodiscard]] QString serverRefused(const QString &path);
[[nodiscard]] QString noSftp(const QString &host);
[[nodiscard]] QString folderInTheWay(const QString &path);
[[nodiscard]] QString symlinkWrongWay(const QString &host);
[[nodiscard]] QString cancelled();
// Said after a failure of the connection or the server: what the visitors see now.
[[nodiscard]] QString whatStands(bool switched, const QString &tree);
[[nodiscard]] QString badPath(const QString &path);
[[nodiscard]] QString rootFileInTree(const QString &path, const QString &tree);
[[nodiscard]] QString noTarget();
[[nodiscard]] QString notSupported();
[[nodiscard]] QString published(int files, qint64 bytes, double seconds, bool atomic);
[[nodiscard]] QString keyRead(const QString &host, const QString &seen);

} // namespace nkb::publish::text
