#pragma once
// The web host's files through libssh2's SFTP: the questions an upload asks one at a time (what is
// there, a symlink made and read back, a rename); the many files it writes and removes go through
// batch.h. Each returns false (or nullopt) on failure, with the session's Failure set: the connection gone,
// the server stalled, or a refusal (no room, no permission) about the path concerned.
#include "publish/sshsession.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace nkb::publish {

class RemoteFs {
  public:
    explicit RemoteFs(SshSession &ssh) : m_ssh(ssh) {}
    ~RemoteFs();
    RemoteFs(const RemoteFs &) = delete;
    RemoteFs &operator=(const RemoteFs &) = delete;

    // Starts libssh2's SFTP channel.
    bool open();

    enum class Kind { Missing, Directory, Symlink, File };
    struct Entry {
        QString name;
        Kind kind{Kind::File};
    };
    // What `path` is, without following a symlink.
    [[nodiscard]] std::optional<Kind> kind(const QString &path);
    // The folder, and each one above it that is missing.
    bool makeFolders(const QString &path);
    // A new folder (false when it is there already).
    bool makeFolder(const QString &path);
    [[nodiscard]] std::optional<QString> readLink(const QString &path);
    // A symlink at `linkPath` whose text is `target`, checked by reading it back.
    bool makeSymlink(const QString &target, const QString &linkPath);
    // A file or symlink.
    bool remove(const QString &path);
    [[nodiscard]] std::optional<std::vector<Entry>> list(const QString &folder);
    // SFTP version 3's rename, which refuses when `newPath` exists (the fallback switch).
    bool rename(const QString &oldPath, const QString &newPath);

  private:
    bool failed(const QString &path) { return m_ssh.fail(m_sftp, path); }

    SshSession &m_ssh;
    LIBSSH2_SFTP *m_sftp{nullptr};
};

} // namespace nkb::publish
