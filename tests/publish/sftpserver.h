#pragma once
// The SFTP test server of scripts/sftp-test-server.sh, and small sites to send to it. A case that
// needs the server calls sftpServer() first: without one (NKB_TEST_SFTP_PORT unset) it says
// "skipped" and exits 77, which CTest counts as skipped (SKIPPABLE in tests/publish/CMakeLists.txt).
#include "publish/publish.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>
#include <QStringList>

#include <catch2/catch.hpp>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <unistd.h>

namespace Catch {
template <> struct StringMaker<QString> {
    static std::string convert(const QString &s) { return '"' + s.toStdString() + '"'; }
};
template <> struct StringMaker<QByteArray> {
    static std::string convert(const QByteArray &b)
    {
        return '"' + b.left(200).toStdString() + (b.size() > 200 ? "…\"" : "\"");
    }
};
} // namespace Catch

namespace nkbtest {

inline constexpr int kSkipped = 77;

struct SftpServer {
    int port{0};
    int port2{0};     // the same users, another host key
    int portPlain{0}; // the first server without posix-rename@openssh.com
    int portKbd{0};   // the first server's key, the password by keyboard-interactive only
    QString hostKey;  // "SHA256:…" of the first server
    QString user, password, keyUser, keyFile;
    QString root, keyRoot; // the users' chroots on this machine
    QString small;         // a 256 KiB tmpfs on the server ("/www/klein"), empty when none
};

inline const SftpServer &sftpServer()
{
    static const SftpServer server = [] {
#ifndef NKB_PUBLISH_HAS_SSH
        std::fprintf(stderr, "Built without libssh2 (NKB_WITH_LIBSSH2=OFF or not found): skipped\n");
        std::exit(kSkipped);
#endif
        if (qEnvironmentVariableIsEmpty("NKB_TEST_SFTP_PORT")) {
            std::fprintf(stderr, "No SFTP test server (NKB_TEST_SFTP_PORT): skipped "
                                 "(scripts/sftp-test-server.sh run ctest -L publish)\n");
            std::exit(kSkipped);
        }
        SftpServer s;
        s.port = qEnvironmentVariableIntValue("NKB_TEST_SFTP_PORT");
        s.port2 = qEnvironmentVariableIntValue("NKB_TEST_SFTP_PORT2");
        s.portPlain = qEnvironmentVariableIntValue("NKB_TEST_SFTP_PORT_PLAIN");
        s.portKbd = qEnvironmentVariableIntValue("NKB_TEST_SFTP_PORT_KBD");
        // The server's ed25519 key and the key user's ed25519 key, on Windows too (libssh2 on
        // OpenSSL there as here; scripts/windows-libssh2.sh).
        s.hostKey = qEnvironmentVariable("NKB_TEST_SFTP_HOSTKEY");
        s.keyFile = qEnvironmentVariable("NKB_TEST_SFTP_KEYFILE");
        s.user = qEnvironmentVariable("NKB_TEST_SFTP_USER");
        s.password = qEnvironmentVariable("NKB_TEST_SFTP_PASSWORD");
        s.keyUser = qEnvironmentVariable("NKB_TEST_SFTP_KEYUSER");
        s.root = qEnvironmentVariable("NKB_TEST_SFTP_ROOT");
        s.keyRoot = qEnvironmentVariable("NKB_TEST_SFTP_KEY_ROOT");
        s.small = qEnvironmentVariable("NKB_TEST_SFTP_SMALL");
        return s;
    }();
    return server;
}

// A folder of its own on the server for one case: "/www/t<pid>-<n>".
inline QString freshBase()
{
    static std::atomic<int> counter{0};
    return QStringLiteral("/www/t%1-%2").arg(::getpid()).arg(++counter);
}

// Where the server keeps `remote` of the password user, on this machine (what a web server serves).
inline QString local(const QString &remote)
{
    return sftpServer().root + remote;
}

// The password user on the first server, its key pinned.
inline nkb::publish::PublishTarget target(const QString &base)
{
    nkb::publish::PublishTarget t;
    t.host = QStringLiteral("127.0.0.1");
    t.port = sftpServer().port;
    t.user = sftpServer().user;
    t.directory = base;
    t.hostKey = sftpServer().hostKey;
    return t;
}

inline nkb::publish::Credentials password()
{
    nkb::publish::Credentials c;
    c.password = sftpServer().password;
    return c;
}

inline QByteArray readLocal(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QByteArray("<niet te lezen: ") + path.toUtf8() + '>';
    return file.readAll();
}

// The names in a local folder, dot files included, sorted.
inline QStringList entries(const QString &folder)
{
    return QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                                  QDir::Name);
}

inline QString linkText(const QString &path)
{
    std::error_code error;
    const auto target = std::filesystem::read_symlink(path.toStdString(), error);
    return error ? QString() : QString::fromStdString(target.string());
}

// The symlink at `path` (on this machine) says `text`. Under Wine (the Windows build's test,
// scripts/windows-publish-test.sh) a symlink of the host is seen as what it points to, so there only
// the files read through it are checked.
#ifdef _WIN32
#define CHECK_LINK(path, text) (void)(path)
#else
#define CHECK_LINK(path, text) CHECK(nkbtest::linkText(path) == (text))
#endif

// "versie N\n" `lines` times: a reader can tell a whole file of version N from a part of one.
inline QByteArray versionText(int version, int lines)
{
    return QByteArray("versie ").append(QByteArray::number(version)).append('\n').repeated(lines);
}

// Tree "2026" with index.html and sub/x.html, and the root's index.html, all of version N.
inline nkb::publish::Upload smallSite(int version, int lines = 3)
{
    nkb::publish::Upload site;
    site.tree = QStringLiteral("2026");
    site.treeFiles = {{QStringLiteral("index.html"), versionText(version, lines)},
                      {QStringLiteral("sub/x.html"), versionText(version, lines + 1)}};
    site.rootFiles = {
        {QStringLiteral("index.html"), QByteArray("archief ").append(QByteArray::number(version))}};
    return site;
}

// A tournament's site of `files` pages of about `bytes` bytes each, in a few folders, version N.
inline nkb::publish::Upload bigSite(int version, int files, int bytes)
{
    nkb::publish::Upload site;
    site.tree = QStringLiteral("2026");
    const int lines = bytes / static_cast<int>(versionText(version, 1).size());
    for (int i = 0; i < files; ++i) {
        const QString folder = i % 4 == 0 ? QString() : QStringLiteral("ronde%1/").arg(i % 4);
        site.treeFiles.push_back(
            {QStringLiteral("%1speler-%2.html").arg(folder).arg(i), versionText(version, lines)});
    }
    site.rootFiles = {
        {QStringLiteral("index.html"), QByteArray("archief ").append(QByteArray::number(version))}};
    return site;
}

} // namespace nkbtest
