// The hand-spoken SFTP channel (see sftpchannel.h).
#include "publish/sftpchannel.h"

#include "publish/messages.h"

namespace nkb::publish {

SftpChannel::~SftpChannel()
{
    if (m_channel)
        libssh2_channel_free(m_channel);
}

bool SftpChannel::open()
{
    LIBSSH2_SESSION *session = m_ssh.session();
    m_channel = libssh2_channel_open_session(session);
    if (!m_channel)
        return m_ssh.fail(nullptr, QString());
    if (libssh2_channel_subsystem(m_channel, "sftp") != 0) {
        const int code = libssh2_session_last_errno(session);
        if (code == LIBSSH2_ERROR_CHANNEL_REQUEST_DENIED || code == LIBSSH2_ERROR_CHANNEL_FAILURE)
            return m_ssh.fail(UploadError::ServerRefused, text::noSftp(m_ssh.host()));
        return m_ssh.fail(nullptr, QString());
    }
    if (!send(sftp::initPacket()))
        return false;
    const QByteArray answer = receive();
    if (answer.isEmpty())
        return false;
    const auto version = sftp::parseVersion(answer);
    if (!version)
        return m_ssh.fail(UploadError::ServerRefused, text::noSftp(m_ssh.host()));
    m_posixRename = version->offers(sftp::kPosixRename, "1");
    return true;
}

bool SftpChannel::posixRename(const QString &oldPath, const QString &newPath)
{
    const quint32 id = m_nextId++;
    if (!send(sftp::posixRenamePacket(id, oldPath.toUtf8(), newPath.toUtf8())))
        return false;
    const QByteArray answer = receive();
    if (answer.isEmpty())
        return false;
    const auto status = sftp::parseStatus(answer);
    if (!status || status->id != id)
        return outOfStep();
    if (status->code == sftp::FxOk)
        return true;
    if (status->code == sftp::FxConnectionLost || status->code == sftp::FxNoConnection) {
        m_ssh.abandon();
        return m_ssh.fail(UploadError::ConnectionLost, text::connectionLost(m_ssh.host()));
    }
    return m_ssh.fail(UploadError::ServerRefused, text::serverRefused(newPath));
}

bool SftpChannel::send(const QByteArray &packet)
{
    qsizetype sent = 0;
    while (sent < packet.size()) {
        const ssize_t n = libssh2_channel_write(m_channel, packet.constData() + sent,
                                                static_cast<size_t>(packet.size() - sent));
        if (n < 0)
            return m_ssh.fail(nullptr, QString());
        sent += n;
    }
    return true;
}

bool SftpChannel::outOfStep()
{
    m_ssh.abandon();
    return m_ssh.fail(UploadError::ConnectionLost, text::connectionLost(m_ssh.host()));
}

QByteArray SftpChannel::receive()
{
    // Many answers arrive in one read when many requests are in flight: they are handed out from
    // m_buffer front to back, and the buffer is moved up only once they are all taken.
    char chunk[32 * 1024];
    for (;;) {
        const qint64 size = sftp::packetSize(
            QByteArray::fromRawData(m_buffer.constData() + m_read, m_buffer.size() - m_read));
        if (size > 0) {
            QByteArray packet = m_buffer.mid(m_read, size);
            m_read += size;
            return packet;
        }
        if (size < 0) { // not an answer of an SFTP server
            outOfStep();
            return {};
        }
        m_buffer.remove(0, m_read);
        m_read = 0;
        const ssize_t n = libssh2_channel_read(m_channel, chunk, sizeof chunk);
        if (n <= 0) {     // blocking: 0 only once the server has closed the channel
            if (n == 0) { // the server closed the channel: the connection is of no more use
                m_ssh.abandon();
                m_ssh.fail(UploadError::ConnectionLost, text::connectionLost(m_ssh.host()));
            } else {
                m_ssh.fail(nullptr, QString());
            }
            return {};
        }
        m_buffer.append(chunk, n);
    }
}

} // namespace nkb::publish
