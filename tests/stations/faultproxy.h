#pragma once
// A real proxy process between a station and the test server (tests/support/faultproxy.cpp), for
// network faults: an answer to COMMIT dropped, a connection cut, every connection frozen.
#include <catch2/catch.hpp>

#include <QProcess>
#include <QString>
#include <QUrl>

#include <csignal>
#include <string>

namespace nkbtest {

// The proxy process, forwarding to the test server's Unix socket.
struct FaultProxy {
    QProcess process;
    int port{0};

    FaultProxy() : FaultProxy(qEnvironmentVariable("NKB_TEST_PG_DIR") + QStringLiteral("/sock/.s.PGSQL.5432"))
    {
        REQUIRE_FALSE(qEnvironmentVariable("NKB_TEST_PG_DIR").isEmpty());
    }
    // To any target: a Unix socket path, or HOST:PORT (the venue web, entry at the table).
    explicit FaultProxy(const QString &target)
    {
        process.start(QStringLiteral(NKB_FAULTPROXY_EXE), {target});
        REQUIRE(process.waitForStarted());
        REQUIRE(process.waitForReadyRead(5000));
        const QString line = QString::fromUtf8(process.readLine()).trimmed();
        REQUIRE(line.startsWith(QStringLiteral("poort ")));
        port = line.mid(6).toInt();
    }
    ~FaultProxy()
    {
        process.closeWriteChannel();
        process.waitForFinished(2000);
        process.kill();
        process.waitForFinished();
    }
    FaultProxy(const FaultProxy &) = delete;
    FaultProxy &operator=(const FaultProxy &) = delete;

    // SIGSTOP: every connection frozen, neither closed nor answered (a silent Wi-Fi drop).
    void freeze() { REQUIRE(::kill(static_cast<pid_t>(process.processId()), SIGSTOP) == 0); }
    void thaw() { REQUIRE(::kill(static_cast<pid_t>(process.processId()), SIGCONT) == 0); }

    void command(const char *what)
    {
        process.write(QByteArray(what) + '\n');
        REQUIRE(process.waitForReadyRead(5000));
        REQUIRE(process.readLine().trimmed() == QByteArray("ok"));
    }

    // A location of the same database through the proxy.
    [[nodiscard]] std::string through(const std::string &location) const
    {
        QUrl url(QString::fromStdString(location));
        url.setQuery(QString());
        url.setHost(QStringLiteral("127.0.0.1"));
        url.setPort(port);
        return url.toString().toStdString();
    }
};

} // namespace nkbtest
