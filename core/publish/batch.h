#pragma once
// Many SFTP requests in flight at once on the hand-spoken channel (sftpchannel.h): writing a tree
// of files, making its folders and removing an old tree cost round trips, not bytes, when each
// request waits for its answer (libssh2's SFTP calls do: open, write, close per file). Here a
// window of requests is sent before their answers are read, matched by request id, with a bound on
// the requests and bytes in flight and on the files open at once.
//
// What must happen in order waits for its answers: a folder's parent is made before it, a file's
// OPEN is answered (its handle) before its WRITEs, every file of a folder is removed before the
// folder. A file's CLOSE follows its WRITEs without waiting: the draft has the server process
// requests about one file in the order sent, so the CLOSE is answered after them.
//
// Every answer is checked. A refusal (no room, no permission) stops new work; what is open is
// closed and every answer still due is read before the call returns false, with the session's
// Failure saying what was refused (ServerRefused). A cut or stalled connection returns at once
// (ConnectionLost, Timeout), as libssh2's calls do.
#include "publish/sftpchannel.h"
#include "publish/sshsession.h"

#include <QByteArray>
#include <QString>

#include <deque>
#include <functional>
#include <unordered_map>
#include <vector>

namespace nkb::publish {

class Batch {
  public:
    struct Limits {
        int requests{128};         // answers due at most
        int openFiles{64};         // files open at once on the server
        qint64 bytes{1024 * 1024}; // file data sent and not yet answered
    };

    Batch(SftpWire &channel, SshSession &ssh, Limits limits);
    Batch(SftpWire &channel, SshSession &ssh) : Batch(channel, ssh, Limits{}) {}

    // Each folder made; one whose parent is in the list comes after it (fewer '/' first).
    bool makeFolders(const std::vector<QString> &folders);

    struct File {
        QString path;
        const QByteArray *bytes{nullptr};
    };
    // Each file created or emptied and written whole, in no particular order. `done` is called
    // for each file as the server confirms its CLOSE; `cancelled` is asked before each file is
    // opened: when it says so, the call ends with Cancelled (what is open is closed first).
    bool writeFiles(const std::vector<File> &files, const std::function<void(const File &)> &done,
                    const std::function<bool()> &cancelled);

    // A folder with everything in it (a symlink in it is removed, never followed): every folder
    // listed and every file removed as they are found, then the folders from the deepest up.
    bool removeTree(const QString &path);

  private:
    // Handles one answer; false when it is not an answer to its request (the channel is then out
    // of step and the connection given up).
    using Handler = std::function<bool(const QByteArray &packet)>;
    struct Due {
        Handler handler;
        qint64 bytes{0};
    };
    struct Queued {
        QByteArray packet;
        quint32 id{0};
        Handler handler;
        bool closes{false}; // a CLOSE: sent also once the work has stopped
    };

    // Sends queued requests and what `fill` sends, reads answers, until nothing is due or queued;
    // false when the connection failed.
    bool run(const std::function<void()> &fill);
    [[nodiscard]] bool room(qint64 bytes = 0) const;
    // Sends now; false (the Failure set) when the connection failed.
    bool send(const QByteArray &packet, quint32 id, Handler handler, qint64 bytes = 0);
    // Sent when there is room, in the order queued.
    void queue(QByteArray packet, quint32 id, Handler handler, bool closes = false);
    void queueClose(const QByteArray &handle, const QString &path);
    bool receiveOne();

    // An answer's STATUS about `path`: true when OK, else the work stops (a refusal of the
    // server, or a connection that says it is lost). Missing may count as done.
    bool statusOk(const sftp::Status &status, const QString &path, bool missingIsFine = false);
    void stop(UploadError error, const QString &message);
    // A request that the answer is a STATUS about `path`, nothing more to do.
    Handler expectStatus(const QString &path, bool missingIsFine = false);

    // removeTree's steps: a folder listed (its files removed, its folders added to `found` and
    // listed in turn), a READDIR at a time on its handle until the server says there is no more.
    struct Folder {
        QString path;
        int depth{0};
    };
    void list(const QString &folder, int depth, std::vector<Folder> &found);
    void readMore(const QString &folder, int depth, const QByteArray &handle, std::vector<Folder> &found);

    SftpWire &m_channel;
    SshSession &m_ssh;
    Limits m_limits;
    std::unordered_map<quint32, Due> m_due;
    std::deque<Queued> m_queue;
    qint64 m_bytesDue{0};
    bool m_stopped{false}; // a refusal or a cancel: no new work, only what closes and drains
};

} // namespace nkb::publish
