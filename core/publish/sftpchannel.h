#pragma once
// A second "sftp" channel on the same SSH connection, spoken by hand (sftppackets.h), beside
// libssh2's own SFTP channel (remotefs.h): for posix-rename@openssh.com, which libssh2 1.10 cannot
// ask and which replaces the tree's symlink and each root file in one step; and for the requests
// batch.h sends many at a time. The session stays blocking, as libssh2's SFTP calls need it: a
// write waits while the server's window is full (libssh2 reads the server's packets meanwhile, so
// answers waiting for us never hold it up), a read waits for at least one byte; both at most the
// session's timeout. Only one of the two channels is in use at a time.
#include "publish/sftppackets.h"
#include "publish/sshsession.h"

#include <QByteArray>
#include <QString>

namespace nkb::publish {

// The packets' way to the server and back, as batch.h uses it: the channel below, or a server
// played by a test.
class SftpWire {
  public:
    virtual ~SftpWire() = default;
    // A request id not used before on this channel.
    virtual quint32 nextId() = 0;
    // The whole packet written, else false with the Failure set (the connection is of no use).
    virtual bool send(const QByteArray &packet) = 0;
    // The next whole packet from the server, or empty with the Failure set.
    virtual QByteArray receive() = 0;
    // An answer that cannot be ours: the channel is out of step, the connection of no more use.
    // Returns false (for `return outOfStep()`).
    virtual bool outOfStep() = 0;
};

class SftpChannel final : public SftpWire {
  public:
    explicit SftpChannel(SshSession &ssh) : m_ssh(ssh) {}
    ~SftpChannel() override;
    SftpChannel(const SftpChannel &) = delete;
    SftpChannel &operator=(const SftpChannel &) = delete;

    // Opens the channel and reads the server's extensions (SSH_FXP_INIT, SSH_FXP_VERSION).
    bool open();
    [[nodiscard]] bool offersPosixRename() const { return m_posixRename; }
    // rename(2) on the server: `newPath` replaced by `oldPath` in one step. False with the
    // session's Failure set when the connection failed or the server refused. Nothing else may be
    // in flight.
    bool posixRename(const QString &oldPath, const QString &newPath);

    quint32 nextId() override { return m_nextId++; }
    bool send(const QByteArray &packet) override;
    QByteArray receive() override;
    bool outOfStep() override;

  private:
    SshSession &m_ssh;
    LIBSSH2_CHANNEL *m_channel{nullptr};
    QByteArray m_buffer;
    qsizetype m_read{0}; // how much of m_buffer was handed out already
    quint32 m_nextId{1};
    bool m_posixRename{false};
};

} // namespace nkb::publish
