// core/publish/batch.h against a server played in memory (FakeSftp below), without a network: the
// requests in flight stay within the bounds, answers are matched by id whatever order they come in,
// a folder is made after its parent and removed after everything in it, every refusal (OPEN, WRITE,
// CLOSE, MKDIR, REMOVE, RMDIR) stops the work with what was open closed and nothing left due, and a
// symlink in a tree being removed is removed, never followed.
#ifdef NKB_PUBLISH_HAS_SSH

#include "sftpserver.h"

#include "publish/batch.h"
#include "publish/messages.h"

#include <map>
#include <optional>
#include <random>
#include <set>

using namespace nkb::publish;

namespace {

QByteArray u32(quint32 v)
{
    QByteArray out(4, '\0');
    for (int i = 0; i < 4; ++i)
        out[i] = static_cast<char>((v >> (24 - 8 * i)) & 0xff);
    return out;
}

QByteArray str(const QByteArray &s)
{
    return u32(static_cast<quint32>(s.size())) + s;
}

QByteArray framed(const QByteArray &body)
{
    return u32(static_cast<quint32>(body.size())) + body;
}

// Reads a request's fields (a test's own decoder, not the uploader's).
struct Fields {
    const QByteArray &data;
    qsizetype at{0};
    quint32 u32()
    {
        quint32 v = 0;
        for (int i = 0; i < 4; ++i)
            v = v << 8 | static_cast<unsigned char>(data[at++]);
        return v;
    }
    quint64 u64()
    {
        const quint64 high = u32();
        return high << 32 | u32();
    }
    QByteArray str()
    {
        const quint32 n = u32();
        const QByteArray s = data.mid(at, n);
        at += n;
        return s;
    }
};

// An SFTP v3 server in memory. Requests are kept as they are sent and done one by one as answers
// are asked for, in an order of the server's choosing (a seeded shuffle): any order for different
// files, as the draft allows, but those about one handle in the order sent. `refuse` makes the
// server answer a request (by type and path) with a status code instead of doing it.
class FakeSftp final : public SftpWire {
  public:
    explicit FakeSftp(SshSession &ssh, unsigned seed = 1) : m_ssh(ssh), m_random(seed)
    {
        folders.insert("/");
    }

    std::set<QByteArray> folders;
    std::map<QByteArray, QByteArray> files;
    std::map<QByteArray, QByteArray> links;               // path -> target
    std::map<std::pair<int, QByteArray>, quint32> refuse; // (type, path) -> status code
    int namesPerAnswer{3};
    bool strayAnswer{false}; // the next answer carries an id nobody asked for

    // What the uploader did.
    int maxDue{0}, maxOpenFiles{0};
    qsizetype maxWrite{0}, maxDueBytes{0};
    bool outOfStepSeen{false};
    [[nodiscard]] int due() const { return static_cast<int>(m_requests.size()); }
    [[nodiscard]] int openFiles() const { return static_cast<int>(m_fileHandles.size()); }
    [[nodiscard]] int openHandles() const
    {
        return static_cast<int>(m_fileHandles.size() + m_dirHandles.size());
    }

    quint32 nextId() override { return m_nextId++; }
    bool send(const QByteArray &packet) override
    {
        REQUIRE(sftp::packetSize(packet) == packet.size());
        m_requests.push_back(packet);
        maxDue = std::max(maxDue, due());
        m_dueBytes += writeSize(packet);
        maxDueBytes = std::max(maxDueBytes, m_dueBytes);
        return true;
    }
    QByteArray receive() override
    {
        if (m_requests.empty()) { // a real server would leave the uploader waiting: a bug
            FAIL_CHECK("an answer asked for with no request due");
            m_ssh.fail(UploadError::Timeout, QStringLiteral("niets gevraagd"));
            return {};
        }
        // Any request whose handle has no earlier one due.
        std::vector<std::size_t> ready;
        std::set<QByteArray> seen;
        for (std::size_t i = 0; i < m_requests.size(); ++i) {
            const QByteArray handle = handleOf(m_requests[i]);
            if (handle.isEmpty() || seen.insert(handle).second)
                ready.push_back(i);
        }
        const std::size_t pick =
            ready[std::uniform_int_distribution<std::size_t>(0, ready.size() - 1)(m_random)];
        const QByteArray request = m_requests[pick];
        m_requests.erase(m_requests.begin() + static_cast<std::ptrdiff_t>(pick));
        m_dueBytes -= writeSize(request);
        QByteArray answer = serve(request);
        if (strayAnswer) {
            strayAnswer = false;
            answer = framed(QByteArray(1, char(sftp::FxpStatus)) + u32(999999) + u32(0));
        }
        return answer;
    }
    bool outOfStep() override
    {
        outOfStepSeen = true;
        m_ssh.abandon();
        return m_ssh.fail(UploadError::ConnectionLost, text::connectionLost(m_ssh.host()));
    }

  private:
    static qsizetype writeSize(const QByteArray &request)
    {
        if (static_cast<unsigned char>(request[4]) != sftp::FxpWrite)
            return 0;
        Fields f{request, 9};
        (void)f.str();
        (void)f.u64();
        return f.str().size();
    }
    static QByteArray handleOf(const QByteArray &request)
    {
        const auto type = static_cast<unsigned char>(request[4]);
        if (type != sftp::FxpWrite && type != sftp::FxpClose && type != sftp::FxpReaddir)
            return {};
        Fields f{request, 9};
        return f.str();
    }
    static QByteArray parentOf(const QByteArray &path)
    {
        const qsizetype slash = path.lastIndexOf('/');
        return slash <= 0 ? QByteArray("/") : path.left(slash);
    }
    [[nodiscard]] bool exists(const QByteArray &path) const
    {
        return folders.contains(path) || files.contains(path) || links.contains(path);
    }
    static QByteArray status(quint32 id, quint32 code)
    {
        return framed(QByteArray(1, char(sftp::FxpStatus)) + u32(id) + u32(code) + str("") + str(""));
    }
    static QByteArray entry(const QByteArray &name, quint32 mode)
    {
        return str(name) + str(name) + u32(sftp::AttrPermissions) + u32(mode);
    }

    QByteArray serve(const QByteArray &request)
    {
        Fields f{request, 4};
        const auto type = static_cast<unsigned char>(request[f.at++]);
        const quint32 id = f.u32();
        QByteArray path; // what the request is about
        QByteArray handle;
        if (type == sftp::FxpWrite || type == sftp::FxpClose || type == sftp::FxpReaddir) {
            handle = f.str();
            path = m_fileHandles.contains(handle) ? m_fileHandles[handle] : m_dirHandles[handle].first;
        } else {
            path = f.str();
        }
        if (const auto r = refuse.find({type, path}); r != refuse.end()) {
            if (type == sftp::FxpClose) // close(2) failed, the handle is gone all the same
                m_fileHandles.erase(handle);
            return status(id, r->second);
        }
        switch (type) {
        case sftp::FxpOpen: {
            CHECK(f.u32() == (sftp::FxfWrite | sftp::FxfCreat | sftp::FxfTrunc));
            CHECK(f.u32() == sftp::AttrPermissions);
            CHECK(f.u32() == 0644);
            if (!folders.contains(parentOf(path)) || folders.contains(path))
                return status(id, sftp::FxNoSuchFile);
            files[path].clear();
            const QByteArray h = "f" + QByteArray::number(m_nextHandle++);
            m_fileHandles[h] = path;
            maxOpenFiles = std::max(maxOpenFiles, openFiles());
            return framed(QByteArray(1, char(sftp::FxpHandle)) + u32(id) + str(h));
        }
        case sftp::FxpWrite: {
            const quint64 offset = f.u64();
            const QByteArray data = f.str();
            maxWrite = std::max(maxWrite, data.size());
            QByteArray &content = files[path];
            if (content.size() < static_cast<qsizetype>(offset + data.size()))
                content.resize(static_cast<qsizetype>(offset + data.size()));
            content.replace(static_cast<qsizetype>(offset), data.size(), data);
            return status(id, sftp::FxOk);
        }
        case sftp::FxpClose:
            m_fileHandles.erase(handle);
            m_dirHandles.erase(handle);
            return status(id, sftp::FxOk);
        case sftp::FxpMkdir:
            CHECK(f.u32() == sftp::AttrPermissions);
            CHECK(f.u32() == 0755);
            if (!folders.contains(parentOf(path)) || exists(path))
                return status(id, sftp::FxFailure);
            folders.insert(path);
            return status(id, sftp::FxOk);
        case sftp::FxpOpendir: {
            if (!folders.contains(path))
                return status(id, sftp::FxNoSuchFile);
            std::vector<QByteArray> names{entry(".", 0040755), entry("..", 0040755)};
            const QByteArray prefix = path + '/';
            const auto add = [&](const QByteArray &p, quint32 mode) {
                if (p.startsWith(prefix) && !p.mid(prefix.size()).contains('/'))
                    names.push_back(entry(p.mid(prefix.size()), mode));
            };
            for (const QByteArray &p : folders)
                add(p, 0040755);
            for (const auto &[p, content] : files)
                add(p, 0100644);
            for (const auto &[p, target] : links)
                add(p, 0120777);
            const QByteArray h = "d" + QByteArray::number(m_nextHandle++);
            m_dirHandles[h] = {path, names};
            return framed(QByteArray(1, char(sftp::FxpHandle)) + u32(id) + str(h));
        }
        case sftp::FxpReaddir: {
            auto &names = m_dirHandles[handle].second;
            if (names.empty())
                return status(id, sftp::FxEof);
            const auto n = std::min<std::size_t>(names.size(), static_cast<std::size_t>(namesPerAnswer));
            QByteArray body = QByteArray(1, char(sftp::FxpName)) + u32(id) + u32(static_cast<quint32>(n));
            for (std::size_t i = 0; i < n; ++i)
                body += names[i];
            names.erase(names.begin(), names.begin() + static_cast<std::ptrdiff_t>(n));
            return framed(body);
        }
        case sftp::FxpRemove:
            if (folders.contains(path))
                return status(id, sftp::FxFailure); // unlink(2) of a folder
            if (files.erase(path) + links.erase(path) == 0)
                return status(id, sftp::FxNoSuchFile);
            return status(id, sftp::FxOk);
        case sftp::FxpRmdir:
            if (!folders.contains(path))
                return status(id, sftp::FxNoSuchFile);
            for (const auto *each : {&files, &links})
                for (const auto &[p, v] : *each)
                    if (p.startsWith(path + '/'))
                        return status(id, sftp::FxFailure); // not empty
            for (const QByteArray &p : folders)
                if (p.startsWith(path + '/'))
                    return status(id, sftp::FxFailure);
            folders.erase(path);
            return status(id, sftp::FxOk);
        default:
            FAIL_CHECK("a request the batch should not send: " << int(type));
            return status(id, sftp::FxOpUnsupported);
        }
    }

    SshSession &m_ssh;
    std::mt19937 m_random;
    std::vector<QByteArray> m_requests;
    std::map<QByteArray, QByteArray> m_fileHandles;                                    // -> path
    std::map<QByteArray, std::pair<QByteArray, std::vector<QByteArray>>> m_dirHandles; // -> path, names left
    quint32 m_nextId{1};
    int m_nextHandle{1};
    qsizetype m_dueBytes{0};
};

// 40 files in three folders, of sizes around a write's 32 KiB and an empty one.
struct Tree {
    std::vector<QString> folders{QStringLiteral("/www/g"), QStringLiteral("/www/g/a"),
                                 QStringLiteral("/www/g/a/b"), QStringLiteral("/www/g/c")};
    std::vector<QByteArray> contents;
    std::vector<Batch::File> files;
    Tree()
    {
        const qsizetype sizes[] = {0, 1, 100, 32767, 32768, 32769, 100000, 5000};
        for (int i = 0; i < 40; ++i) {
            QByteArray bytes(sizes[i % 8], '\0');
            for (qsizetype k = 0; k < bytes.size(); ++k)
                bytes[k] = static_cast<char>((k * 31 + i) & 0xff);
            contents.push_back(bytes);
        }
        for (int i = 0; i < 40; ++i)
            files.push_back({folders[static_cast<std::size_t>(i % 4)] + QStringLiteral("/p%1.html").arg(i),
                             &contents[static_cast<std::size_t>(i)]});
    }
};

} // namespace

TEST_CASE("Batch: a tree is written whole with its answers out of order, within the bounds",
          "[publish][batch]")
{
    // Bounds that each hold the others back in turn: few requests, few open files, few bytes.
    const std::vector<Batch::Limits> bounds{{8, 3, 70 * 1024}, {4, 16, 1024 * 1024}, {64, 32, 40 * 1024}};
    for (const Batch::Limits &limits : bounds)
        for (const unsigned seed : {1U, 2U, 3U}) {
            INFO("seed " << seed << ", bounds " << limits.requests << ' ' << limits.openFiles << ' '
                         << limits.bytes);
            SshSession ssh(QStringLiteral("nep"), 22, 20);
            FakeSftp server(ssh, seed);
            server.folders.insert("/www");
            Batch batch(server, ssh, limits);
            const Tree tree;
            REQUIRE(batch.makeFolders(tree.folders));
            std::vector<QString> done;
            REQUIRE(
                batch.writeFiles(tree.files, [&done](const Batch::File &f) { done.push_back(f.path); }, {}));
            CHECK(done.size() == tree.files.size());
            CHECK(std::set<QString>(done.begin(), done.end()).size() == done.size());
            for (const Batch::File &file : tree.files) {
                INFO(file.path.toStdString());
                CHECK(server.files[file.path.toUtf8()] == *file.bytes);
            }
            CHECK(server.maxDue <= limits.requests);
            CHECK(server.maxDue > 3); // really more than one at a time
            CHECK(server.maxOpenFiles <= limits.openFiles);
            CHECK(server.maxDueBytes <= limits.bytes);
            CHECK(server.maxWrite == sftp::kMaxWrite);
            CHECK(server.due() == 0);
            CHECK(server.openHandles() == 0);
        }
}

TEST_CASE(
    "Batch: a refused OPEN, WRITE, CLOSE or MKDIR stops the work, closes what is open, leaves nothing due",
    "[publish][batch]")
{
    const Tree tree;
    const QByteArray victim = tree.files[13].path.toUtf8(); // 32769 bytes: two writes
    for (const auto &[type, code] :
         std::vector<std::pair<int, quint32>>{{sftp::FxpOpen, sftp::FxPermissionDenied},
                                              {sftp::FxpWrite, sftp::FxFailure},
                                              {sftp::FxpClose, sftp::FxFailure}}) {
        INFO("refused: " << type);
        SshSession ssh(QStringLiteral("nep"), 22, 20);
        FakeSftp server(ssh);
        server.folders.insert("/www");
        server.refuse[{type, victim}] = code;
        Batch batch(server, ssh, {16, 4, 256 * 1024});
        REQUIRE(batch.makeFolders(tree.folders));
        std::set<QString> done;
        CHECK_FALSE(batch.writeFiles(tree.files, [&done](const Batch::File &f) { done.insert(f.path); }, {}));
        CHECK(ssh.failure().error == UploadError::ServerRefused);
        CHECK(ssh.failure().message == text::serverRefused(tree.files[13].path));
        CHECK_FALSE(done.contains(tree.files[13].path));
        CHECK(done.size() < tree.files.size());
        CHECK(ssh.usable()); // the connection is fine: the half-written tree can be removed
        CHECK(server.due() == 0);
        CHECK(server.openHandles() == 0);
    }

    SshSession ssh(QStringLiteral("nep"), 22, 20);
    FakeSftp server(ssh);
    server.folders.insert("/www");
    server.refuse[{sftp::FxpMkdir, "/www/g/a"}] = sftp::FxPermissionDenied;
    Batch batch(server, ssh);
    CHECK_FALSE(batch.makeFolders(tree.folders));
    CHECK(ssh.failure().message == text::serverRefused(QStringLiteral("/www/g/a")));
    CHECK_FALSE(server.folders.contains("/www/g/a/b")); // not tried once its parent failed
    CHECK(server.due() == 0);
}

TEST_CASE("Batch: a lost connection or an answer to nothing asked ends at once", "[publish][batch]")
{
    const Tree tree;
    {
        SshSession ssh(QStringLiteral("nep"), 22, 20);
        FakeSftp server(ssh);
        server.folders.insert("/www");
        server.refuse[{sftp::FxpWrite, tree.files[6].path.toUtf8()}] = sftp::FxConnectionLost;
        Batch batch(server, ssh);
        REQUIRE(batch.makeFolders(tree.folders));
        CHECK_FALSE(batch.writeFiles(tree.files, {}, {}));
        CHECK(ssh.failure().error == UploadError::ConnectionLost);
        CHECK_FALSE(ssh.usable());
    }
    SshSession ssh(QStringLiteral("nep"), 22, 20);
    FakeSftp server(ssh);
    server.folders.insert("/www");
    Batch batch(server, ssh);
    REQUIRE(batch.makeFolders(tree.folders));
    server.strayAnswer = true;
    CHECK_FALSE(batch.writeFiles(tree.files, {}, {}));
    CHECK(server.outOfStepSeen);
    CHECK(ssh.failure().error == UploadError::ConnectionLost);
}

TEST_CASE("Batch: cancelled, no new file is begun and what is open is closed", "[publish][batch]")
{
    SshSession ssh(QStringLiteral("nep"), 22, 20);
    FakeSftp server(ssh);
    server.folders.insert("/www");
    const Tree tree;
    Batch batch(server, ssh, {8, 3, 64 * 1024});
    REQUIRE(batch.makeFolders(tree.folders));
    int done = 0;
    CHECK_FALSE(batch.writeFiles(
        tree.files, [&done](const Batch::File &) { ++done; }, [&done] { return done >= 5; }));
    CHECK(ssh.failure().error == UploadError::Cancelled);
    CHECK(ssh.failure().message == text::cancelled());
    CHECK(done >= 5);
    CHECK(done <= 5 + 3);
    CHECK(server.files.size() <= 5 + 3);
    CHECK(server.due() == 0);
    CHECK(server.openHandles() == 0);
}

TEST_CASE("Batch: a tree is removed whole, the deepest folders first, a symlink in it not followed",
          "[publish][batch]")
{
    for (const unsigned seed : {1U, 2U, 3U}) {
        INFO("seed " << seed);
        SshSession ssh(QStringLiteral("nep"), 22, 20);
        FakeSftp server(ssh, seed);
        server.folders.insert("/www");
        const Tree tree;
        Batch batch(server, ssh, {8, 3, 64 * 1024});
        REQUIRE(batch.makeFolders(tree.folders));
        REQUIRE(batch.writeFiles(tree.files, {}, {}));
        // Someone's folder beside it, and links to it from inside the tree.
        server.folders.insert("/www/eigen");
        server.files["/www/eigen/blijft.html"] = "van iemand anders";
        server.links["/www/g/a/naar-map"] = "../../eigen";
        server.links["/www/g/naar-bestand"] = "../eigen/blijft.html";

        REQUIRE(batch.removeTree(QStringLiteral("/www/g")));
        CHECK(server.folders == std::set<QByteArray>{"/", "/www", "/www/eigen"});
        CHECK(server.files.size() == 1);
        CHECK(server.files["/www/eigen/blijft.html"] == "van iemand anders");
        CHECK(server.links.empty());
        CHECK(server.due() == 0);
        CHECK(server.openHandles() == 0);
        // Gone already: nothing to do.
        CHECK(batch.removeTree(QStringLiteral("/www/g")));
    }
}

TEST_CASE("Batch: a refused REMOVE or RMDIR stops the removal with the path", "[publish][batch]")
{
    for (const int type : {int(sftp::FxpRemove), int(sftp::FxpRmdir)}) {
        SshSession ssh(QStringLiteral("nep"), 22, 20);
        FakeSftp server(ssh);
        server.folders.insert("/www");
        const Tree tree;
        Batch batch(server, ssh);
        REQUIRE(batch.makeFolders(tree.folders));
        REQUIRE(batch.writeFiles(tree.files, {}, {}));
        const QString path = type == sftp::FxpRemove ? tree.files[2].path : QStringLiteral("/www/g/a/b");
        server.refuse[{type, path.toUtf8()}] = sftp::FxPermissionDenied;
        CHECK_FALSE(batch.removeTree(QStringLiteral("/www/g")));
        CHECK(ssh.failure().error == UploadError::ServerRefused);
        CHECK(ssh.failure().message == text::serverRefused(path));
        CHECK(server.folders.contains("/www/g")); // the top is never removed after a refusal
        CHECK(server.due() == 0);
        CHECK(server.openHandles() == 0);
    }
}

#endif // NKB_PUBLISH_HAS_SSH
