#pragma once
// The steps of one upload on an open, logged-in connection (publish.h says what they achieve):
// look at what is on the host, clear a cut upload's leftovers, write the new generation, switch
// the tree's symlink, replace the root files, remove the generations no one needs. The questions
// (what is there) go through libssh2's SFTP (remotefs.h), the many files written and removed
// through the hand-spoken channel, many requests at a time (batch.h).
#include "publish/batch.h"
#include "publish/publish.h"
#include "publish/remotefs.h"
#include "publish/sftpchannel.h"

#include <QString>

#include <vector>

namespace nkb::publish {

class Publisher {
  public:
    Publisher(RemoteFs &fs, SftpChannel &channel, SshSession &ssh, const QString &base, const Upload &site,
              const UploadProgress &progress, const std::atomic_bool *cancel);

    // False with the session's Failure set; switched() says whether the tree was replaced already.
    bool run();
    [[nodiscard]] bool switched() const { return m_switched; }
    [[nodiscard]] bool atomic() const { return m_atomic; }
    [[nodiscard]] int filesDone() const { return m_filesDone; }
    [[nodiscard]] qint64 bytesDone() const { return m_bytesDone; }

  private:
    bool prepare();
    bool clearLeftovers();
    bool sendTree();
    bool switchTree();
    bool sendRootFiles();
    void removeOutdated();
    // `temporary` renamed onto `path` in one step, or in two (the old aside first) without
    // posix-rename.
    bool replace(const QString &temporary, const QString &path);
    bool removeIfThere(const QString &path);
    [[nodiscard]] bool cancelled() const;
    void fileDone(qint64 bytes);
    void tell();

    RemoteFs &m_fs;
    SftpChannel &m_channel;
    Batch m_batch;
    SshSession &m_ssh;
    const QString m_base;
    const Upload &m_site;
    const UploadProgress &m_progress;
    const std::atomic_bool *m_cancel;

    std::vector<int> m_generations; // of this tree in BASE/.nkb, as found before the upload
    int m_current{0};               // the generation the tree's symlink points to (0: none)
    int m_next{0};
    bool m_switched{false};
    bool m_atomic{true};
    int m_filesTotal{0};
    qint64 m_bytesTotal{0};
    int m_filesDone{0};
    qint64 m_bytesDone{0};
};

} // namespace nkb::publish
