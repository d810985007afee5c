// The venue web's benchmarks' shared parts (see benchkit.h).
#include "benchkit.h"

#include "cli/cli.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QHostAddress>
#include <QTcpServer>
#include <QTcpSocket>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <sstream>

namespace nkbbench {

std::string cli(const std::string &db, std::vector<std::string> args)
{
    args.insert(args.begin(), {"--format", "json", "--db", db});
    std::istringstream in;
    std::ostringstream out;
    std::ostringstream err;
    if (nkb::cli::run(args, nkb::cli::Io{in, out, err}) != 0) {
        std::fprintf(stderr, "nk-bonaken-cli %s: %s%s\n", args[4].c_str(), out.str().c_str(), err.str().c_str());
        std::exit(2);
    }
    return out.str();
}

double percentile(std::vector<double> v, double q)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, static_cast<std::size_t>(q * static_cast<double>(v.size())))];
}

void numberedTournament(const QTemporaryDir &dir, const std::string &db, int players)
{
    cli(db, {"new", "--name", "NK Bonaken bench"});
    std::string csv = "naam\n";
    for (int i = 1; i <= players; ++i)
        csv += "Speler " + std::to_string(i) + "\n";
    QFile f(dir.filePath(QStringLiteral("spelers.csv")));
    f.open(QIODevice::WriteOnly);
    f.write(QByteArray::fromStdString(csv));
    f.close();
    cli(db, {"players", "import", f.fileName().toStdString()});
    cli(db, {"draw", "--round", "1", "--seed", "1"});
}

std::unique_ptr<Nginx> startNginx(const QTemporaryDir &dir, const QByteArray &page)
{
    if (!QFile::exists(QStringLiteral("/usr/sbin/nginx"))) {
        std::printf("nginx is not installed: the same bytes from nginx are left out\n");
        return nullptr;
    }
    auto n = std::make_unique<Nginx>();
    n->root = dir.filePath(QStringLiteral("nginx"));
    QDir().mkpath(n->root + QStringLiteral("/logs"));
    QFile html(n->root + QStringLiteral("/klassement.html"));
    html.open(QIODevice::WriteOnly);
    html.write(page);
    html.close();
    {
        // A port nobody holds now (the phones' own ports are ephemeral too).
        QTcpServer probe;
        probe.listen(QHostAddress::LocalHost, 0);
        n->port = probe.serverPort();
    }
    QFile conf(n->root + QStringLiteral("/nginx.conf"));
    conf.open(QIODevice::WriteOnly);
    conf.write(QStringLiteral("worker_processes 1; worker_rlimit_nofile 16384; pid %1/nginx.pid; error_log %1/logs/error.log;\n"
                              "events { worker_connections 8192; }\n"
                              "http { access_log off; keepalive_requests 100000; keepalive_timeout 65;\n"
                              "  server { listen 127.0.0.1:%2 backlog=4096; root %1;\n"
                              "    location = /klassement { default_type text/html; try_files /klassement.html =404; } } }\n")
                   .arg(n->root)
                   .arg(n->port)
                   .toUtf8());
    conf.close();
    n->process.start(QStringLiteral("/usr/sbin/nginx"), {QStringLiteral("-p"), n->root, QStringLiteral("-c"),
                                                          n->root + QStringLiteral("/nginx.conf"), QStringLiteral("-g"),
                                                          QStringLiteral("daemon off; master_process off; user root;")});
    n->process.waitForStarted();
    QElapsedTimer wait;
    wait.start();
    while (wait.elapsed() < 3000) {
        QTcpSocket probe;
        probe.connectToHost(QHostAddress::LocalHost, n->port);
        if (probe.waitForConnected(200))
            break;
    }
    return n;
}

} // namespace nkbbench
