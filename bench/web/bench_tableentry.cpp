// Entry at the table under a round's load (README, "Entry at the table"): 160 players, round 2 on 40
// tables, each table's phone writing its game a gift every 3 s (RULES.md's first worked example,
// "Spel klaar", then game 2 the same) to nk-bonaken-cli serve --table-entry, while 500 phones poll
// the klassement every 2 s and the results desk re-reads the tournament every second as another
// station's change comes in. Prints the writes' and the readers' p50/p99/max, errors, and the
// desk's re-read; then checks that every acknowledged gift is stored (nothing lost).
// Run: ulimit -n 8192; build/bench/web/bench_tableentry [--seconds 60] [--readers 500]
#include "benchkit.h"
#include "phones.h"

#include "cli/cli.h"
#include "store/tournamentstore.h"
#include "web/tablecode.h"
#include "web/tablesign.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QHostAddress>
#include <QProcess>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <sstream>
#include <string>
#include <vector>

namespace {

using nkbbench::cli;
using nkbbench::percentile;

// A table's phone: one connection, one write at a time, the whole game so far in every write.
struct TablePhone {
    int table{0};
    std::string code;
    std::vector<std::string> names;
    QTcpSocket *socket{nullptr};
    QByteArray buffer;
    int game{1};
    int gifts{0};       // of the game being written
    bool finished{false};
    std::string basis; // the stored state its last answer gave
    std::string nonce; // the number its last answer gave, for the next write
    qint64 sentAt{-1};
    int acknowledged[3]{0, 0, 0}; // per game: gifts the server said it stored
    bool counted[3]{false, false, false};
};

const std::pair<int, bool> kGame[] = {{0, true}, {0, true}, {1, false}, {1, false},
                                      {2, true}, {3, true}, {2, false}, {2, true}};

QByteArray writeOf(TablePhone &p)
{
    nlohmann::json giften = nlohmann::json::array();
    for (int i = 0; i < p.gifts; ++i)
        giften.push_back({{"spelers", {p.names[static_cast<std::size_t>(kGame[i].first)]}}, {"contract", "40"},
                          {"won", kGame[i].second}});
    char phone[40];
    std::snprintf(phone, sizeof phone, "bench%027d", p.table);
    nlohmann::json write{{"telefoon", phone}, {"spel", p.game}, {"basis", p.basis}, {"giften", giften}, {"klaar", p.finished}};
    if (p.finished) { // confirmed at the table: seat A kept the score, seat B checked the places
        write["schrijver"] = "A";
        write["bevestigd"] = "B";
    }
    const std::string body = write.dump();
    // Signed with the code as the page signs (web/tablesign.h), with the server's latest number.
    const std::string path = "/tafel/" + std::to_string(p.table) + "/spel";
    const std::string nonce = p.nonce.empty() ? std::string("none-0123456789ab") : p.nonce;
    p.nonce.clear();
    const std::string signature = nkb::web::tableSignature(p.code, {"POST", path, phone, nonce, body, {}});
    return QByteArray::fromStdString("POST " + path + " HTTP/1.1\r\nHost: b\r\nContent-Type: application/json\r\n" +
                                     "X-Telefoon: " + phone + "\r\nX-Tafelnonce: " + nonce + "\r\nX-Tafelteken: " +
                                     signature + "\r\nContent-Length: " + std::to_string(body.size()) + "\r\n\r\n" +
                                     body);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    int seconds = 60, readers = 500;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string a = argv[i];
        if (a == "--seconds")
            seconds = std::atoi(argv[i + 1]);
        else if (a == "--readers")
            readers = std::atoi(argv[i + 1]);
    }
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("tafels.bonaken")).toStdString();
    nkbbench::numberedTournament(dir, db, 160);
    for (const auto &t : nlohmann::json::parse(cli(db, {"tables", "--round", "1"})))
        for (int g = 1; g <= 2; ++g) {
            const auto &n = t["players"];
            cli(db, {"result", "--round", "1", "--table", std::to_string(t["table"].get<int>()), "--game",
                     std::to_string(g), "--points",
                     n[0].get<std::string>() + "=10," + n[1].get<std::string>() + "=8," + n[2].get<std::string>() +
                         "=4," + n[3].get<std::string>() + "=0"});
        }
    cli(db, {"draw", "--round", "2", "--seed", "2"});
    auto desk = std::move(nkb::TournamentStore::open(db, {}).value());
    const QByteArray secret = desk->tableSecret().value();
    std::vector<TablePhone> tables;
    for (const auto &t : nlohmann::json::parse(cli(db, {"tables", "--round", "2"}))) {
        TablePhone p;
        p.table = t["table"].get<int>();
        p.code = nkb::web::tableCode(secret, {2, p.table, 1});
        p.names = t["players"].get<std::vector<std::string>>();
        tables.push_back(std::move(p));
    }

    QProcess serve;
    serve.start(QStringLiteral(NKB_CLI_EXE), {QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--db"),
                                              QString::fromStdString(db), QStringLiteral("serve"), QStringLiteral("--listen"),
                                              QStringLiteral("127.0.0.1:0"), QStringLiteral("--table-entry")});
    if (!serve.waitForStarted() || !serve.waitForReadyRead(15000))
        return 2;
    const auto port = nlohmann::json::parse(serve.readLine().toStdString())["port"].get<quint16>();

    std::vector<double> writeMs;
    long long writeErrors = 0;
    QElapsedTimer clock;
    clock.start();
    for (std::size_t i = 0; i < tables.size(); ++i) {
        TablePhone &p = tables[i];
        p.socket = new QTcpSocket(&app);
        p.socket->bind(QHostAddress(QStringLiteral("127.0.5.%1").arg(1 + i)));
        p.socket->connectToHost(QHostAddress::LocalHost, port);
        QObject::connect(p.socket, &QTcpSocket::readyRead, [&p, &writeMs, &writeErrors, &clock] {
            p.buffer += p.socket->readAll();
            const qsizetype end = p.buffer.indexOf("\r\n\r\n");
            if (end < 0)
                return;
            const qsizetype at = p.buffer.indexOf("Content-Length: ");
            const qsizetype length = p.buffer.mid(at + 16, p.buffer.indexOf('\r', at) - at - 16).toLongLong();
            if (p.buffer.size() < end + 4 + length)
                return;
            const int status = p.buffer.mid(9, 3).toInt();
            const auto answer = nlohmann::json::parse(p.buffer.mid(end + 4, length).toStdString(), nullptr, false);
            if (const qsizetype n = p.buffer.indexOf("X-Tafelnonce: "); n >= 0 && n < end)
                p.nonce = p.buffer.mid(n + 14, p.buffer.indexOf('\r', n) - n - 14).toStdString();
            if (status == 428) { // the phone's first write: no number yet; signed again with the one given
                p.buffer.clear();
                p.socket->write(writeOf(p));
                return;
            }
            writeMs.push_back(static_cast<double>(clock.nsecsElapsed() - p.sentAt) / 1e6);
            p.sentAt = -1;
            p.buffer.clear();
            if (status != 200) {
                ++writeErrors;
                return;
            }
            p.acknowledged[p.game] = p.gifts;
            p.basis = answer.is_object() && answer.contains("basis") ? answer["basis"].get<std::string>() : "";
            if (p.finished) {
                p.counted[p.game] = true;
                p.game = p.game == 1 ? 2 : 3;
                p.gifts = 0;
                p.finished = false;
                p.basis.clear();
            }
        });
    }
    Phones klassement(readers, port, "/klassement", 2000);
    klassement.start();
    // Each table writes every 3 s, the tables spread over those 3 s.
    QTimer writer;
    int tick = 0;
    QObject::connect(&writer, &QTimer::timeout, [&] {
        for (std::size_t i = 0; i < tables.size(); ++i) {
            TablePhone &p = tables[i];
            if (static_cast<int>(i % 30) != tick % 30 || p.sentAt >= 0 || p.game > 2)
                continue;
            if (p.gifts < 8)
                ++p.gifts;
            else
                p.finished = true;
            p.sentAt = clock.nsecsElapsed();
            p.socket->write(writeOf(p));
        }
        ++tick;
    });
    writer.start(100);
    // The desk: another station's change read back once a second, as its window does.
    std::vector<double> deskMs;
    QTimer deskTimer;
    QObject::connect(&deskTimer, &QTimer::timeout, [&] {
        QElapsedTimer t;
        t.start();
        (void)desk->latestChangeId();
        (void)desk->load();
        deskMs.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
    });
    deskTimer.start(1000);
    QTimer::singleShot(seconds * 1000, &app, &QCoreApplication::quit);
    QCoreApplication::exec();
    writer.stop();
    deskTimer.stop();
    klassement.stop();
    // Outstanding writes finish.
    QElapsedTimer drain;
    drain.start();
    while (drain.elapsed() < 3000 && std::any_of(tables.begin(), tables.end(), [](const TablePhone &p) { return p.sentAt >= 0; }))
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    serve.terminate();
    serve.waitForFinished();

    // Nothing lost: the store holds every gift the server acknowledged, each game counted when said.
    const nkb::Tournament t = desk->load().value();
    int lost = 0, counted = 0;
    for (const TablePhone &p : tables)
        for (int g = 1; g <= 2; ++g) {
            const nkb::GameResult *r = t.game(2, p.table, g);
            const int stored = r && r->giftenJson ? static_cast<int>(nlohmann::json::parse(*r->giftenJson)["giften"].size()) : 0;
            if (stored < p.acknowledged[g] || (p.counted[g] && !(r && r->finished)))
                ++lost;
            counted += p.counted[g] ? 1 : 0;
        }
    const PhoneFigures &k = klassement.figures();
    std::printf("table writes:  %zu, errors %lld; p50 %.2f ms, p99 %.2f ms, max %.1f ms; games counted %d of %zu, lost %d\n",
                writeMs.size(), writeErrors, percentile(writeMs, 0.5), percentile(writeMs, 0.99), percentile(writeMs, 1.0),
                counted, tables.size() * 2, lost);
    std::printf("klassement:    %lld requests by %d phones, errors %lld; p50 %.2f ms, p99 %.2f ms, max %.1f ms\n", k.requests,
                readers, k.errors, percentile(k.latenciesMs, 0.5), percentile(k.latenciesMs, 0.99),
                percentile(k.latenciesMs, 1.0));
    std::printf("desk re-read: %zu times; p50 %.2f ms, p99 %.2f ms, max %.1f ms\n", deskMs.size(), percentile(deskMs, 0.5),
                percentile(deskMs, 0.99), percentile(deskMs, 1.0));
    return lost == 0 && writeErrors == 0 && k.errors == 0 ? 0 : 1;
}
