#pragma once
// A second "sftp" channel on the same SSH connection, spoken by hand (sftppackets.h) for the one
// request libssh2 1.10 cannot make: posix-rename@openssh.com, which replaces the tree's symlink
// and each root file in one step.
#include "publish/sftppackets.h"
#include "publish/sshsession.h"

#include <QByteArray>
#include <QString>

namespace nkb::publish {

class SwitchChannel {
  public:
    explicit SwitchChannel(SshSession &ssh) : m_ssh(ssh) {}
    ~SwitchChannel();
    SwitchChannel(const SwitchChannel &) = delete;
    SwitchChannel &operator=(const SwitchChannel &) = delete;

    // Opens the channel and reads the server's extensions (SSH_FXP_INIT, SSH_FXP_VERSION).
    bool open();
    [[nodiscard]] bool offersPosixRename() const { return m_posixRename; }
    // rename(2) on the server: `newPath` replaced by `oldPath` in one step. False with the
    // session's Failure set when the connection failed or the server refused.
    bool posixRename(const QString &oldPath, const QString &newPath);

  private:
    bool send(const QByteArray &packet);
    // The next whole packet from the server, or empty with the Failure set.
    QByteArray receive();

    SshSession &m_ssh;
    LIBSSH2_CHANNEL *m_channel{nullptr};
    QByteArray m_buffer;
    quint32 m_nextId{1};
    bool m_posixRename{false};
};

} // namespace nkb::publish
