#pragma once
// The FTPS test server of scripts/ftps-test-server.sh (vsftpd). A case that needs it calls
// ftpsServer() first: without one (NKB_TEST_FTPS_PORT unset), or in a build without libcurl, it
// says "skipped" and exits 77, which CTest counts as skipped.
#include "sftpserver.h"

namespace nkbtest {

struct FtpsServer {
    int port{0};         // explicit TLS (AUTH TLS)
    int port2{0};        // the same user and folder, another certificate
    int portPlain{0};    // the same, plain FTP only
    int portImplicit{0}; // the first certificate, TLS from the first byte
    QString user, password;
    QString root; // what the user sees as /, on this machine
    QString pin;  // "sha256//…" of the first certificate's key, by openssl
    QString log, log2, logPlain;
    QString small; // a 256 KiB tmpfs ("/www/klein"), empty when none
};

inline const FtpsServer &ftpsServer()
{
    static const FtpsServer server = [] {
#ifndef NKB_PUBLISH_HAS_FTPS
        std::fprintf(stderr, "Built without libcurl (NKB_WITH_LIBCURL=OFF or not found): skipped\n");
        std::exit(kSkipped);
#endif
        if (qEnvironmentVariableIsEmpty("NKB_TEST_FTPS_PORT")) {
            std::fprintf(stderr, "No FTPS test server (NKB_TEST_FTPS_PORT): skipped "
                                 "(scripts/ftps-test-server.sh run ctest -L publish)\n");
            std::exit(kSkipped);
        }
        FtpsServer s;
        s.port = qEnvironmentVariableIntValue("NKB_TEST_FTPS_PORT");
        s.port2 = qEnvironmentVariableIntValue("NKB_TEST_FTPS_PORT2");
        s.portPlain = qEnvironmentVariableIntValue("NKB_TEST_FTPS_PORT_PLAIN");
        s.portImplicit = qEnvironmentVariableIntValue("NKB_TEST_FTPS_PORT_IMPLICIT");
        s.user = qEnvironmentVariable("NKB_TEST_FTPS_USER");
        s.password = qEnvironmentVariable("NKB_TEST_FTPS_PASSWORD");
        s.root = qEnvironmentVariable("NKB_TEST_FTPS_ROOT");
        s.pin = qEnvironmentVariable("NKB_TEST_FTPS_PIN");
        s.log = qEnvironmentVariable("NKB_TEST_FTPS_LOG");
        s.log2 = qEnvironmentVariable("NKB_TEST_FTPS_LOG2");
        s.logPlain = qEnvironmentVariable("NKB_TEST_FTPS_LOG_PLAIN");
        s.small = qEnvironmentVariable("NKB_TEST_FTPS_SMALL");
        return s;
    }();
    return server;
}

// A folder of its own on the server for one case: "/www/f<pid>-<n>".
inline QString freshFtpsBase()
{
    static std::atomic<int> counter{0};
    return QStringLiteral("/www/f%1-%2").arg(::getpid()).arg(++counter);
}

// Where the server keeps `remote`, on this machine (what a web server serves).
inline QString ftpsLocal(const QString &remote)
{
    return ftpsServer().root + remote;
}

// The user on the first server (explicit TLS), its certificate's key pinned.
inline nkb::publish::PublishTarget ftpsTarget(const QString &base)
{
    nkb::publish::PublishTarget t;
    t.protocol = nkb::publish::Protocol::Ftps;
    t.host = QStringLiteral("127.0.0.1");
    t.port = ftpsServer().port;
    t.user = ftpsServer().user;
    t.directory = base;
    t.hostKey = ftpsServer().pin;
    return t;
}

inline nkb::publish::Credentials ftpsPassword()
{
    nkb::publish::Credentials c;
    c.password = ftpsServer().password;
    return c;
}

} // namespace nkbtest
