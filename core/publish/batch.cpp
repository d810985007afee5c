// Many SFTP requests in flight at once on the hand-spoken channel (see batch.h).
#include "publish/batch.h"

#include "publish/messages.h"

#include <algorithm>
#include <iterator>
#include <map>

namespace nkb::publish {

namespace {

// rw-r--r-- and rwxr-xr-x: what a web server needs to read, as libssh2's calls made them.
constexpr quint32 kFileMode = 0644;
constexpr quint32 kFolderMode = 0755;

QByteArray utf8(const QString &path)
{
    return path.toUtf8();
}

} // namespace

Batch::Batch(SftpWire &channel, SshSession &ssh, Limits limits)
    : m_channel(channel), m_ssh(ssh), m_limits(limits)
{
}

bool Batch::room(qint64 bytes) const
{
    if (std::ssize(m_due) >= m_limits.requests)
        return false;
    return bytes == 0 || m_bytesDue == 0 || m_bytesDue + bytes <= m_limits.bytes;
}

bool Batch::send(const QByteArray &packet, quint32 id, Handler handler, qint64 bytes)
{
    if (!m_channel.send(packet))
        return false;
    m_due.emplace(id, Due{std::move(handler), bytes});
    m_bytesDue += bytes;
    return true;
}

void Batch::queue(QByteArray packet, quint32 id, Handler handler, bool closes)
{
    m_queue.push_back({std::move(packet), id, std::move(handler), closes});
}

void Batch::queueClose(const QByteArray &handle, const QString &path)
{
    const quint32 id = m_channel.nextId();
    queue(sftp::closePacket(id, handle), id, expectStatus(path), true);
}

bool Batch::receiveOne()
{
    const QByteArray packet = m_channel.receive();
    if (packet.isEmpty())
        return false;
    const auto answer = sftp::parseAnswer(packet);
    const auto due = answer ? m_due.find(answer->id) : m_due.end();
    if (due == m_due.end()) // an answer to nothing we asked
        return m_channel.outOfStep();
    const Handler handler = std::move(due->second.handler);
    m_bytesDue -= due->second.bytes;
    m_due.erase(due);
    if (!handler(packet))
        return m_channel.outOfStep();
    return m_ssh.usable();
}

bool Batch::run(const std::function<void()> &fill)
{
    for (;;) {
        while (!m_queue.empty() && room()) {
            Queued next = std::move(m_queue.front());
            m_queue.pop_front();
            if (m_stopped && !next.closes)
                continue;
            if (!send(next.packet, next.id, std::move(next.handler)))
                return false;
        }
        if (fill)
            fill();
        if (!m_ssh.usable())
            return false;
        if (m_due.empty() && m_queue.empty())
            return true;
        if (!receiveOne())
            return false;
    }
}

void Batch::stop(UploadError error, const QString &message)
{
    if (!m_stopped)
        m_ssh.fail(error, message);
    m_stopped = true;
}

bool Batch::statusOk(const sftp::Status &status, const QString &path, bool missingIsFine)
{
    if (status.code == sftp::FxOk || (missingIsFine && status.code == sftp::FxNoSuchFile))
        return true;
    if (status.code == sftp::FxConnectionLost || status.code == sftp::FxNoConnection) {
        m_stopped = true;
        m_channel.outOfStep();
        return false;
    }
    // Permission, failure (a full disk in version 3), no such folder.
    stop(UploadError::ServerRefused, text::serverRefused(path));
    return false;
}

Batch::Handler Batch::expectStatus(const QString &path, bool missingIsFine)
{
    return [this, path, missingIsFine](const QByteArray &packet) {
        const auto status = sftp::parseStatus(packet);
        if (!status)
            return false;
        statusOk(*status, path, missingIsFine);
        return true;
    };
}

bool Batch::makeFolders(const std::vector<QString> &folders)
{
    m_stopped = false;
    // A level at a time: the folders of one level are in flight together, the next level waits
    // for their answers (the draft does not promise requests about different paths in order).
    std::map<qsizetype, std::vector<QString>> levels;
    for (const QString &folder : folders)
        levels[folder.count(QLatin1Char('/'))].push_back(folder);
    for (const auto &[depth, level] : levels) {
        for (const QString &folder : level) {
            const quint32 id = m_channel.nextId();
            queue(sftp::mkdirPacket(id, utf8(folder), kFolderMode), id, expectStatus(folder));
        }
        if (!run({}))
            return false;
        if (m_stopped)
            return false;
    }
    return true;
}

bool Batch::writeFiles(const std::vector<File> &files, const std::function<void(const File &)> &done,
                       const std::function<bool()> &cancelled)
{
    m_stopped = false;
    struct Writing {
        QByteArray handle; // empty until the OPEN is answered
        qsizetype sent{0};
        bool closing{false};
        bool refused{false};
    };
    std::vector<Writing> state(files.size());
    std::vector<std::size_t> open; // OPEN sent, CLOSE not yet answered
    std::size_t next = 0;
    const auto closed = [&open](std::size_t i) { std::erase(open, i); };

    const auto openNext = [&] {
        const std::size_t i = next++;
        const QString path = files[i].path;
        const quint32 id = m_channel.nextId();
        open.push_back(i);
        return send(
            sftp::openPacket(id, utf8(path), sftp::FxfWrite | sftp::FxfCreat | sftp::FxfTrunc, kFileMode), id,
            [this, i, path, &state, &closed](const QByteArray &packet) {
                if (const auto handle = sftp::parseHandle(packet)) {
                    state[i].handle = handle->handle;
                    return true;
                }
                const auto status = sftp::parseStatus(packet);
                if (!status || status->code == sftp::FxOk) // OPEN answers a handle or an error
                    return false;
                statusOk(*status, path);
                closed(i);
                return true;
            });
    };
    const auto writeNext = [&](std::size_t i) {
        Writing &w = state[i];
        const QByteArray &bytes = *files[i].bytes;
        const qsizetype n = std::min(sftp::kMaxWrite, bytes.size() - w.sent);
        const quint32 id = m_channel.nextId();
        const QString path = files[i].path;
        const auto answered = [this, i, path, &state](const QByteArray &packet) {
            const auto status = sftp::parseStatus(packet);
            if (!status)
                return false;
            if (!statusOk(*status, path))
                state[i].refused = true;
            return true;
        };
        const qsizetype at = w.sent;
        w.sent += n;
        return send(
            sftp::writePacket(id, w.handle, static_cast<quint64>(at), QByteArrayView(bytes).sliced(at, n)),
            id, answered, n);
    };
    const auto closeNow = [&](std::size_t i) {
        Writing &w = state[i];
        w.closing = true;
        const quint32 id = m_channel.nextId();
        const File &file = files[i];
        // A server may report a failed write (no room) only when the file is closed.
        return send(sftp::closePacket(id, w.handle), id,
                    [this, i, &file, &state, &closed, &done](const QByteArray &packet) {
                        const auto status = sftp::parseStatus(packet);
                        if (!status)
                            return false;
                        const bool whole = statusOk(*status, file.path) && !state[i].refused &&
                                           state[i].sent == file.bytes->size();
                        closed(i);
                        if (whole && done)
                            done(file);
                        return true;
                    });
    };

    const auto fill = [&] {
        for (bool more = true; more && m_ssh.usable();) {
            more = false;
            // The open files first: their data, then their CLOSE right behind it.
            for (std::size_t k = 0; k < open.size() && m_ssh.usable(); ++k) {
                const std::size_t i = open[k];
                Writing &w = state[i];
                if (w.handle.isEmpty() || w.closing)
                    continue;
                const qsizetype left = files[i].bytes->size() - w.sent;
                if (!m_stopped && left > 0) {
                    if (!room(std::min(sftp::kMaxWrite, left)) || !writeNext(i))
                        continue;
                    more = true;
                }
                if ((m_stopped || w.sent == files[i].bytes->size()) && room()) {
                    if (closeNow(i))
                        more = true;
                }
            }
            // Then the next file, while few enough are open.
            if (!m_stopped && next < files.size() && std::ssize(open) < m_limits.openFiles && room()) {
                if (cancelled && cancelled()) {
                    stop(UploadError::Cancelled, text::cancelled());
                } else if (!openNext()) {
                    return;
                }
                more = true;
            }
        }
    };
    if (!run(fill))
        return false;
    return !m_stopped;
}

void Batch::list(const QString &folder, int depth, std::vector<Folder> &found)
{
    const quint32 id = m_channel.nextId();
    queue(sftp::opendirPacket(id, utf8(folder)), id, [this, folder, depth, &found](const QByteArray &packet) {
        if (const auto handle = sftp::parseHandle(packet)) {
            if (m_stopped)
                queueClose(handle->handle, folder);
            else
                readMore(folder, depth, handle->handle, found);
            return true;
        }
        const auto status = sftp::parseStatus(packet);
        if (!status || status->code == sftp::FxOk)
            return false;
        statusOk(*status, folder, true); // gone already: nothing to remove
        return true;
    });
}

void Batch::readMore(const QString &folder, int depth, const QByteArray &handle, std::vector<Folder> &found)
{
    const quint32 id = m_channel.nextId();
    queue(
        sftp::readdirPacket(id, handle), id, [this, folder, depth, handle, &found](const QByteArray &packet) {
            if (const auto names = sftp::parseNames(packet)) {
                for (const sftp::Name &entry : names->names) {
                    if (entry.name == "." || entry.name == "..")
                        continue;
                    const QString path = folder + QLatin1Char('/') + QString::fromUtf8(entry.name);
                    if (entry.permissions && (*entry.permissions & sftp::kTypeMask) == sftp::kTypeDirectory) {
                        found.push_back({path, depth + 1});
                        list(path, depth + 1, found);
                    } else { // a file, or a symlink: removed itself, never what it points to
                        const quint32 removeId = m_channel.nextId();
                        queue(sftp::removePacket(removeId, utf8(path)), removeId, expectStatus(path, true));
                    }
                }
                if (m_stopped)
                    queueClose(handle, folder);
                else
                    readMore(folder, depth, handle, found);
                return true;
            }
            const auto status = sftp::parseStatus(packet);
            if (!status)
                return false;
            if (status->code != sftp::FxEof)
                statusOk(*status, folder);
            queueClose(handle, folder);
            return true;
        });
}

bool Batch::removeTree(const QString &path)
{
    m_stopped = false;
    // Every folder is listed as soon as the one it is in names it, and every file removed as soon
    // as it is named: one stretch of requests in flight for the whole tree.
    std::vector<Folder> folders{{path, 0}};
    list(path, 0, folders);
    if (!run({}))
        return false;
    if (m_stopped)
        return false;
    // Every file is gone (its REMOVE answered): the folders, a level at a time, the deepest first.
    std::stable_sort(folders.begin(), folders.end(),
                     [](const Folder &a, const Folder &b) { return a.depth > b.depth; });
    for (auto level = folders.begin(); level != folders.end();) {
        const auto end = std::find_if(level, folders.end(),
                                      [depth = level->depth](const Folder &f) { return f.depth != depth; });
        for (auto folder = level; folder != end; ++folder) {
            const quint32 id = m_channel.nextId();
            queue(sftp::rmdirPacket(id, utf8(folder->path)), id, expectStatus(folder->path, true));
        }
        if (!run({}))
            return false;
        if (m_stopped)
            return false;
        level = end;
    }
    return true;
}

} // namespace nkb::publish
