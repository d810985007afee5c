#pragma once
// One SSH connection to the web host through libssh2 (blocking, with the session's timeout on
// every step): the TCP connection, the handshake, the host key's fingerprint, the login. What went
// wrong is kept as a Failure: the kind of error and the Dutch text for the user.
#include "publish/publish.h"

#include <QByteArray>
#include <QString>

#include <libssh2.h>
#include <libssh2_sftp.h>

namespace nkb::publish {

struct Failure {
    UploadError error{UploadError::None};
    QString message;
};

class SshSession {
  public:
    SshSession(const QString &host, int port, int timeoutSeconds);
    ~SshSession();
    SshSession(const SshSession &) = delete;
    SshSession &operator=(const SshSession &) = delete;

    // The TCP connection and the handshake; then hostKey() is the server's fingerprint.
    bool connect();
    [[nodiscard]] const QString &hostKey() const { return m_hostKey; }
    bool login(const QString &user, const Credentials &credentials);

    [[nodiscard]] LIBSSH2_SESSION *session() const { return m_session; }
    [[nodiscard]] const Failure &failure() const { return m_failure; }
    [[nodiscard]] const QString &host() const { return m_host; }

    // Records the failure of the libssh2 call just made (with `sftp`'s status code when it was
    // an SFTP request), about `path` on the server; returns false for `return fail(...)`.
    bool fail(LIBSSH2_SFTP *sftp, const QString &path);
    // Records a failure of the caller's own making.
    bool fail(UploadError error, const QString &message);
    // The connection is gone: nothing more waits on it (every later call fails at once).
    void abandon();
    [[nodiscard]] bool usable() const { return !m_abandoned; }

  private:
    bool loginWithKey(const QByteArray &user, const Credentials &credentials);
    bool loginWithPassword(const QByteArray &user, const QByteArray &methods);

    QString m_host;
    int m_port;
    int m_timeoutSeconds;
    libssh2_socket_t m_socket{LIBSSH2_INVALID_SOCKET};
    LIBSSH2_SESSION *m_session{nullptr};
    QString m_hostKey;
    Failure m_failure;
    bool m_abandoned{false};
    QByteArray m_password; // for keyboard-interactive's callback, during login only
};

} // namespace nkb::publish
