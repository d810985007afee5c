// One SSH connection through libssh2 (see sshsession.h).
#include "publish/sshsession.h"

#include "log/log.h"
#include "publish/messages.h"
#include "publish/socket.h"

#include <QFileInfo>

#include <cstdlib>
#include <cstring>
#include <mutex>

namespace nkb::publish {

namespace {

// libssh2_init is not thread-safe; the uploads' threads share one call.
void initialiseOnce()
{
    static std::once_flag once;
    std::call_once(once, [] { (void)libssh2_init(0); });
}

// The keys a fingerprint is pinned for, newest first: the server's choice then stays the same from
// one upload to the next (the first it has of these), and matches what `ssh-keygen -lf` shows of
// the host's ed25519 key, the key most hosts publish. libssh2 drops the ones it lacks.
constexpr char kHostKeyOrder[] = "ssh-ed25519,ecdsa-sha2-nistp256,ecdsa-sha2-nistp384,ecdsa-sha2-nistp521,"
                                 "rsa-sha2-512,rsa-sha2-256,ssh-rsa";

// Only the ones this libssh2 has: 1.10 drops the others with an overlapping memcpy.
void preferHostKeys(LIBSSH2_SESSION *session)
{
    const char **supported = nullptr;
    const int count = libssh2_session_supported_algs(session, LIBSSH2_METHOD_HOSTKEY, &supported);
    if (count <= 0)
        return;
    QByteArrayList known;
    for (int i = 0; i < count; ++i)
        known.append(QByteArray(supported[i]));
    libssh2_free(session, static_cast<void *>(supported));
    QByteArrayList order;
    for (const QByteArray &method : QByteArray(kHostKeyOrder).split(','))
        if (known.contains(method))
            order.append(method);
    if (!order.isEmpty())
        (void)libssh2_session_method_pref(session, LIBSSH2_METHOD_HOSTKEY, order.join(',').constData());
}

bool isConnectionError(int code)
{
    return code != LIBSSH2_ERROR_SFTP_PROTOCOL && code != LIBSSH2_ERROR_AUTHENTICATION_FAILED &&
           code != LIBSSH2_ERROR_PUBLICKEY_UNVERIFIED && code != LIBSSH2_ERROR_FILE &&
           code != LIBSSH2_ERROR_PASSWORD_EXPIRED && code != LIBSSH2_ERROR_METHOD_NOT_SUPPORTED;
}

// Keyboard-interactive as a password prompt: every hidden question gets the password.
void answerWithPassword(const char *, int, const char *, int, int count,
                        const LIBSSH2_USERAUTH_KBDINT_PROMPT *prompts,
                        LIBSSH2_USERAUTH_KBDINT_RESPONSE *responses, void **abstract)
{
    const auto *password = static_cast<const QByteArray *>(*abstract);
    for (int i = 0; i < count; ++i) {
        const QByteArray answer = prompts[i].echo ? QByteArray() : *password;
        // libssh2 frees each answer with free().
        auto *text = static_cast<char *>(std::malloc(static_cast<std::size_t>(answer.size()) + 1));
        if (text)
            std::memcpy(text, answer.constData(), static_cast<std::size_t>(answer.size()) + 1);
        responses[i].text = text;
        responses[i].length = text ? static_cast<unsigned int>(answer.size()) : 0;
    }
}

} // namespace

SshSession::SshSession(const QString &host, int port, int timeoutSeconds)
    : m_host(host), m_port(port), m_timeoutSeconds(timeoutSeconds > 0 ? timeoutSeconds : 20)
{
    initialiseOnce();
}

SshSession::~SshSession()
{
    if (m_session) {
        if (!m_abandoned)
            libssh2_session_disconnect(m_session, "klaar");
        libssh2_session_free(m_session);
    }
    closeSocket(m_socket);
    // Nothing of the password stays in this object's memory.
    m_password.fill('\0');
}

bool SshSession::connect()
{
    const int connectMs = std::min(m_timeoutSeconds, 10) * 1000;
    const Connected tcp = connectTcp(m_host, m_port, connectMs);
    if (tcp.socket == kNoSocket)
        return fail(tcp.timedOut ? UploadError::Timeout : UploadError::Unreachable,
                    tcp.timedOut ? text::timedOut(m_host, connectMs / 1000)
                                 : text::unreachable(m_host, m_port, tcp.problem));
    m_socket = tcp.socket;
    m_session = libssh2_session_init_ex(nullptr, nullptr, nullptr, &m_password);
    if (!m_session)
        return fail(UploadError::Unreachable,
                    text::unreachable(m_host, m_port, QStringLiteral("geen geheugen")));
    libssh2_session_set_blocking(m_session, 1);
    libssh2_session_set_timeout(m_session, m_timeoutSeconds * 1000L);
    preferHostKeys(m_session);
    if (libssh2_session_handshake(m_session, m_socket) != 0) {
        const int code = libssh2_session_last_errno(m_session);
        if (code == LIBSSH2_ERROR_TIMEOUT)
            return fail(nullptr, QString());
        abandon();
        // An SSH server with nothing in common: no host key or key exchange this libssh2 has
        // (1.10 has ed25519 and ECDSA host keys on OpenSSL, Linux and Windows alike; no rsa-sha2).
        if (code == LIBSSH2_ERROR_KEX_FAILURE)
            return fail(UploadError::Unreachable, text::noCommonMethods(m_host, m_port));
        // Something answered, but not as an SSH server would (or it hung up at once).
        return fail(UploadError::Unreachable, text::notSsh(m_host, m_port));
    }
    const char *hash = libssh2_hostkey_hash(m_session, LIBSSH2_HOSTKEY_HASH_SHA256);
    if (!hash)
        return fail(UploadError::Unreachable, text::notSsh(m_host, m_port));
    m_hostKey = fingerprintText(QByteArray(hash, 32));
    return true;
}

bool SshSession::login(const QString &user, const Credentials &credentials)
{
    const QByteArray name = user.toUtf8();
    const char *methods =
        libssh2_userauth_list(m_session, name.constData(), static_cast<unsigned int>(name.size()));
    if (!methods) {
        if (libssh2_userauth_authenticated(m_session))
            return true; // a server that asks for nothing ("none")
        return fail(nullptr, QString());
    }
    bool ok = false;
    if (credentials.privateKeyFile.isEmpty()) {
        m_password = credentials.password.toUtf8();
        ok = loginWithPassword(name, QByteArray(methods));
        m_password.fill('\0');
        m_password.clear();
    } else {
        ok = loginWithKey(name, credentials);
    }
    if (ok)
        qCInfo(log::publish).noquote() << QStringLiteral("Aangemeld op %1 als %2").arg(m_host, user);
    return ok;
}

bool SshSession::loginWithKey(const QByteArray &user, const Credentials &credentials)
{
    const QByteArray file = credentials.privateKeyFile.toLocal8Bit();
    // The public key from the .pub ssh-keygen wrote beside it, when there (libssh2 derives it from
    // the private key otherwise).
    const QString publicFile = credentials.privateKeyFile + QStringLiteral(".pub");
    const QByteArray publicKey = QFileInfo(publicFile).isFile() ? publicFile.toLocal8Bit() : QByteArray();
    QByteArray passphrase = credentials.passphrase.toUtf8();
    const int rc = libssh2_userauth_publickey_fromfile_ex(
        m_session, user.constData(), static_cast<unsigned int>(user.size()),
        publicKey.isEmpty() ? nullptr : publicKey.constData(), file.constData(), passphrase.constData());
    passphrase.fill('\0');
    if (rc == 0)
        return true;
    if (rc == LIBSSH2_ERROR_FILE)
        return fail(UploadError::LoginRefused, text::keyUnreadable(credentials.privateKeyFile));
    if (isConnectionError(rc))
        return fail(nullptr, QString());
    return fail(UploadError::LoginRefused, text::loginRefused(m_host, QString::fromUtf8(user), true));
}

bool SshSession::loginWithPassword(const QByteArray &user, const QByteArray &methods)
{
    const auto offered = [&methods](const char *method) { return methods.split(',').contains(method); };
    int rc = LIBSSH2_ERROR_AUTHENTICATION_FAILED;
    if (offered("password")) {
        rc = libssh2_userauth_password_ex(m_session, user.constData(), static_cast<unsigned int>(user.size()),
                                          m_password.constData(),
                                          static_cast<unsigned int>(m_password.size()), nullptr);
    } else if (offered("keyboard-interactive")) {
        rc = libssh2_userauth_keyboard_interactive_ex(
            m_session, user.constData(), static_cast<unsigned int>(user.size()), answerWithPassword);
    }
    if (rc == 0)
        return true;
    if (isConnectionError(rc))
        return fail(nullptr, QString());
    return fail(UploadError::LoginRefused, text::loginRefused(m_host, QString::fromUtf8(user), false));
}

bool SshSession::fail(LIBSSH2_SFTP *sftp, const QString &path)
{
    const int code = m_session ? libssh2_session_last_errno(m_session) : LIBSSH2_ERROR_SOCKET_DISCONNECT;
    if (code == LIBSSH2_ERROR_SFTP_PROTOCOL && sftp) {
        switch (libssh2_sftp_last_error(sftp)) {
        case LIBSSH2_FX_NO_CONNECTION:
        case LIBSSH2_FX_CONNECTION_LOST:
            abandon();
            return fail(UploadError::ConnectionLost, text::connectionLost(m_host));
        default: // permission, failure (a full disk in version 3), no space, quota, no such folder
            return fail(UploadError::ServerRefused, text::serverRefused(path));
        }
    }
    abandon();
    if (code == LIBSSH2_ERROR_TIMEOUT || code == LIBSSH2_ERROR_SOCKET_TIMEOUT)
        return fail(UploadError::Timeout, text::timedOut(m_host, m_timeoutSeconds));
    return fail(UploadError::ConnectionLost, text::connectionLost(m_host));
}

bool SshSession::fail(UploadError error, const QString &message)
{
    m_failure = {error, message};
    return false;
}

void SshSession::abandon()
{
    // libssh2's own goodbyes (closing channels) would wait for the server again: with the socket
    // shut down they return at once.
    m_abandoned = true;
    shutdownSocket(m_socket);
}

} // namespace nkb::publish
