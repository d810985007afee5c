// bench_crowd: the venue web when a crowd connects (issue 34, README "Entry at the table").
// 1. Idle hold: 200 addresses open 60 connections each and say nothing (12,000, more than serve
//    takes); meanwhile a table's phone from another address loads its page, reads its table and
//    stores a gift. Prints how long each took and whether it got through.
// 2. Burst: 200 phones from 200 addresses each open a new connection every half second for 10 s
//    and ask /klassement (as after "ronde 2 is geloot"); latency from the connect to the last
//    byte; then the same against nginx serving the same bytes as a static file, in the same run.
// Run: build/bench/web/bench_crowd [--addresses 200] [--per-address 60] [--seconds 10]
#include "benchkit.h"

#include "store/tournamentstore.h"
#include "web/tablecode.h"
#include "web/tablesign.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHostAddress>
#include <QProcess>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

namespace {

using nkbbench::cli;
using nkbbench::percentile;

// One request on a new connection from `from`: the status and the answer, or 0 after 5 s.
struct Asked {
    int status{0};
    QByteArray head;
    QByteArray body;
    double ms{0};
};
Asked ask(quint16 port, const QHostAddress &from, const QByteArray &request)
{
    QElapsedTimer t;
    t.start();
    QTcpSocket s;
    s.bind(from);
    s.connectToHost(QHostAddress::LocalHost, port);
    Asked a;
    if (!s.waitForConnected(5000))
        return a;
    s.write(request);
    QByteArray got;
    while (t.elapsed() < 5000) {
        const qsizetype end = got.indexOf("\r\n\r\n");
        if (end >= 0) {
            const qsizetype at = got.toLower().indexOf("content-length: ");
            const qsizetype length = at < 0 ? 0 : got.mid(at + 16, got.indexOf('\r', at) - at - 16).toLongLong();
            if (got.size() >= end + 4 + length) {
                a.status = got.mid(9, 3).toInt();
                a.head = got.left(end);
                a.body = got.mid(end + 4, length);
                break;
            }
        }
        if (!s.waitForReadyRead(200) && s.state() != QAbstractSocket::ConnectedState)
            break;
        got += s.readAll();
    }
    a.ms = static_cast<double>(t.nsecsElapsed()) / 1e6;
    return a;
}

QByteArray headerOf(const QByteArray &head, const QByteArray &name)
{
    for (const QByteArray &line : head.split('\n'))
        if (line.toLower().startsWith(name.toLower() + ':'))
            return line.mid(name.size() + 1).trimmed();
    return {};
}

// Phones that each open a new connection every `intervalMs` and ask `path`, latency from connect.
struct Burst {
    std::vector<double> ms;
    long long errors{0};
};
Burst burst(quint16 port, int addresses, int seconds, int intervalMs)
{
    Burst b;
    QElapsedTimer clock;
    clock.start();
    struct Phone {
        QHostAddress from;
        QTcpSocket *socket{nullptr};
        qint64 startedNs{0};
        QByteArray got;
    };
    std::vector<Phone> phones(static_cast<std::size_t>(addresses));
    for (int i = 0; i < addresses; ++i)
        phones[static_cast<std::size_t>(i)].from = QHostAddress(QStringLiteral("127.0.9.%1").arg(1 + i % 250));
    const auto finish = [&](Phone &p, bool ok) {
        if (!p.socket)
            return;
        if (ok)
            b.ms.push_back(static_cast<double>(clock.nsecsElapsed() - p.startedNs) / 1e6);
        else
            ++b.errors;
        p.socket->disconnect();
        p.socket->abort();
        p.socket->deleteLater();
        p.socket = nullptr;
    };
    std::vector<std::unique_ptr<QTimer>> timers;
    for (std::size_t i = 0; i < phones.size(); ++i) {
        auto timer = std::make_unique<QTimer>();
        timer->setInterval(intervalMs);
        QObject::connect(timer.get(), &QTimer::timeout, [&, i] {
            Phone &p = phones[i];
            if (p.socket)
                finish(p, false); // the last one did not finish within the half second
            p.socket = new QTcpSocket;
            p.socket->bind(p.from);
            p.got.clear();
            p.startedNs = clock.nsecsElapsed();
            QObject::connect(p.socket, &QTcpSocket::connected, [&p] {
                p.socket->write("GET /klassement HTTP/1.1\r\nHost: zaal\r\nConnection: close\r\n\r\n");
            });
            QObject::connect(p.socket, &QTcpSocket::readyRead, [&p] { p.got += p.socket->readAll(); });
            QObject::connect(p.socket, &QTcpSocket::disconnected, [&p, &finish] {
                p.got += p.socket->readAll();
                finish(p, p.got.startsWith("HTTP/1.1 200"));
            });
            QObject::connect(p.socket, &QTcpSocket::errorOccurred, [&p, &finish](QAbstractSocket::SocketError e) {
                if (e != QAbstractSocket::RemoteHostClosedError)
                    finish(p, false);
            });
            p.socket->connectToHost(QHostAddress::LocalHost, port);
        });
        // Spread over the interval, as phones are.
        QTimer::singleShot(static_cast<int>(i) * intervalMs / addresses, timer.get(), [t = timer.get()] { t->start(); });
        timers.push_back(std::move(timer));
    }
    QElapsedTimer run;
    run.start();
    while (run.elapsed() < seconds * 1000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    for (auto &t : timers)
        t->stop();
    QElapsedTimer drain;
    drain.start();
    while (drain.elapsed() < 2000 && std::any_of(phones.begin(), phones.end(), [](const Phone &p) { return p.socket; }))
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    for (Phone &p : phones)
        finish(p, false);
    return b;
}

void printBurst(const char *who, const Burst &b)
{
    std::printf("%-24s %zu answers, %lld errors; p50 %.2f ms, p99 %.2f ms, max %.1f ms\n", who, b.ms.size(), b.errors,
                percentile(b.ms, 0.5), percentile(b.ms, 0.99), percentile(b.ms, 1.0));
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    int addresses = 200, perAddress = 60, seconds = 10;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string a = argv[i];
        if (a == "--addresses")
            addresses = std::atoi(argv[i + 1]);
        else if (a == "--per-address")
            perAddress = std::atoi(argv[i + 1]);
        else if (a == "--seconds")
            seconds = std::atoi(argv[i + 1]);
    }
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("zaal.bonaken")).toStdString();
    nkbbench::numberedTournament(dir, db, 160);
    const auto tables = nlohmann::json::parse(cli(db, {"tables", "--round", "1"}));
    const auto names = tables[0]["players"].get<std::vector<std::string>>();
    const QByteArray secret = nkb::TournamentStore::open(db, {}).value()->tableSecret().value();
    const std::string code = nkb::web::tableCode(secret, {1, 1, 1});

    QProcess serve;
    serve.start(QStringLiteral(NKB_CLI_EXE), {QStringLiteral("--db"), QString::fromStdString(db), QStringLiteral("--format"),
                                              QStringLiteral("json"), QStringLiteral("serve"), QStringLiteral("--listen"),
                                              QStringLiteral("127.0.0.1:0"), QStringLiteral("--table-entry")});
    if (!serve.waitForStarted() || !serve.waitForReadyRead(15000))
        return 2;
    const auto port = nlohmann::json::parse(serve.readLine().toStdString())["port"].get<quint16>();

    // 1. The idle hold.
    std::vector<std::unique_ptr<QTcpSocket>> held;
    QElapsedTimer opening;
    opening.start();
    for (int a = 0; a < addresses; ++a)
        for (int c = 0; c < perAddress; ++c) {
            auto s = std::make_unique<QTcpSocket>();
            s->bind(QHostAddress(QStringLiteral("127.0.%1.%2").arg(10 + a / 250).arg(1 + a % 250)));
            s->connectToHost(QHostAddress::LocalHost, port);
            held.push_back(std::move(s));
            if (held.size() % 500 == 0)
                QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
        }
    while (opening.elapsed() < 3000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    const auto stillOpen = [&] {
        return std::count_if(held.begin(), held.end(),
                             [](const auto &s) { return s->state() == QAbstractSocket::ConnectedState; });
    };
    std::printf("idle hold: %d addresses x %d connections opened, %ld still open after 3 s\n", addresses, perAddress,
                static_cast<long>(stillOpen()));
    const QHostAddress phone(QStringLiteral("127.0.200.1"));
    const std::string id = "0123456789abcdef0123456789abcdef";
    QElapsedTimer whole;
    whole.start();
    const Asked page = ask(port, phone, "GET /tafel/1 HTTP/1.1\r\nHost: zaal\r\n\r\n");
    const std::string lookNonce = "look-0123456789abcdef";
    const std::string lookSig = nkb::web::tableSignature(code, {"GET", "/tafel/1/stand", id, lookNonce, "", {}});
    const Asked look = ask(port, phone,
                           QByteArray::fromStdString("GET /tafel/1/stand HTTP/1.1\r\nHost: zaal\r\nX-Telefoon: " + id +
                                                     "\r\nX-Tafelnonce: " + lookNonce + "\r\nX-Tafelteken: " + lookSig +
                                                     "\r\n\r\n"));
    const std::string nonce = headerOf(look.head, "X-Tafelnonce").toStdString();
    const std::string body = nlohmann::json{{"telefoon", id},
                                            {"spel", 1},
                                            {"basis", ""},
                                            {"giften", {{{"spelers", {names[0]}}, {"contract", "40"}, {"won", true}}}},
                                            {"klaar", false}}
                                 .dump();
    const std::string writeSig = nkb::web::tableSignature(code, {"POST", "/tafel/1/spel", id, nonce, body, {}});
    const Asked gift = ask(port, phone,
                           QByteArray::fromStdString("POST /tafel/1/spel HTTP/1.1\r\nHost: zaal\r\nContent-Type: "
                                                     "application/json\r\nX-Telefoon: " + id + "\r\nX-Tafelnonce: " +
                                                     nonce + "\r\nX-Tafelteken: " + writeSig + "\r\nContent-Length: " +
                                                     std::to_string(body.size()) + "\r\n\r\n" + body));
    std::printf("a table's phone meanwhile: page %d in %.1f ms, its table %d in %.1f ms, a gift %d in %.1f ms; "
                "all in %.0f ms\n",
                page.status, page.ms, look.status, look.ms, gift.status, gift.ms,
                static_cast<double>(whole.elapsed()));
    const long held_open = static_cast<long>(stillOpen());
    held.clear();
    std::printf("idle connections still open when the phone was done: %ld\n", held_open);

    // 2. The burst, against serve and then against nginx with the same bytes.
    QByteArray klassement = ask(port, QHostAddress(QStringLiteral("127.0.200.2")),
                                "GET /klassement HTTP/1.1\r\nHost: zaal\r\nConnection: close\r\n\r\n")
                                .body;
    const Burst served = burst(port, addresses, seconds, 500);
    printBurst("nk-bonaken-cli serve:", served);
    serve.terminate();
    serve.waitForFinished();
    std::printf("%s", serve.readAllStandardOutput().constData());

    if (const auto nginx = nkbbench::startNginx(dir, klassement)) {
        const Burst still = burst(nginx->port, addresses, seconds, 500);
        printBurst("nginx (the same bytes):", still);
        nginx->process.terminate();
        nginx->process.waitForFinished();
    }
    return page.status == 200 && look.status == 200 && gift.status == 200 && served.errors == 0 ? 0 : 1;
}
