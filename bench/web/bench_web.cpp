// The venue web under a venue's load (README, "The venue web"): a tournament of 250 players, 1,000
// phones each polling /klassement every 2 s for 60 s with its ETag, while a station enters a game
// every second with nk-bonaken-cli; then the same page's bytes from nginx as a static file, the
// same phones, the same station beside it. Prints requests per second, p50/p99/max latency, errors, and the server's memory.
// Run: build/bench/web/bench_web [--players 250] [--phones 1000] [--seconds 60] [--no-nginx] [--no-station]
// bench_web --phones-only PORT [--phones N] [--seconds S]: only the phones, against a server running
// elsewhere (bench_ui --web N starts the application's own).
#include "benchkit.h"
#include "phones.h"

#include "cli/cli.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <sstream>
#include <string>
#include <vector>

namespace {

struct Options {
    int players{250};
    int phones{1000};
    int seconds{60};
    int intervalMs{2000};
    bool nginx{true};
    bool station{true}; // --no-station: nothing changes during the run (every poll after the first a 304)
    quint16 phonesOnly{0}; // only the phones, against a server already on this port (bench_ui --web)
};

using nkbbench::cli;

struct Entry {
    int table{0};
    int game{0};
    std::string points;
};

// `players` players, round 1 played, round 2 drawn: the games a station enters during the run.
std::vector<Entry> makeTournament(const QTemporaryDir &dir, const std::string &db, int players)
{
    cli(db, {"new", "--name", "NK Bonaken bench"});
    std::string csv = "naam,club,categorie\n";
    for (int i = 1; i <= players; ++i)
        csv += "Speler " + std::to_string(i) + ",Club " + std::to_string(i % 12) + "," + (i % 4 == 0 ? "dame" : "") + "\n";
    const QString csvPath = dir.filePath(QStringLiteral("spelers.csv"));
    QFile f(csvPath);
    f.open(QIODevice::WriteOnly);
    f.write(QByteArray::fromStdString(csv));
    f.close();
    cli(db, {"players", "import", csvPath.toStdString()});
    std::vector<Entry> round2;
    for (int round = 1; round <= 2; ++round) {
        cli(db, {"draw", "--round", std::to_string(round), "--seed", std::to_string(round)});
        const auto tables = nlohmann::json::parse(cli(db, {"tables", "--round", std::to_string(round)}));
        const auto &list = tables.contains("tables") ? tables["tables"] : tables;
        for (const auto &t : list)
            for (int game = 1; game <= 2; ++game) {
                static const int kFour[] = {10, 8, 4, 0};
                static const int kThree[] = {10, 8, 4};
                std::string points;
                const auto &names = t["players"];
                for (std::size_t i = 0; i < names.size(); ++i)
                    points += (i ? "," : "") + names[i].get<std::string>() + "=" +
                              std::to_string(names.size() == 4 ? kFour[(i + game) % 4] : kThree[(i + game) % 3]);
                const Entry e{t["table"].get<int>(), game, points};
                if (round == 1)
                    cli(db, {"result", "--round", "1", "--table", std::to_string(e.table), "--game", std::to_string(game),
                             "--points", points});
                else
                    round2.push_back(e);
            }
    }
    return round2;
}

long long rssKb(qint64 pid)
{
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').front().toLongLong();
    return 0;
}

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, static_cast<std::size_t>(p * static_cast<double>(v.size())))];
}

// The phones against a server on `port` for the run's time; the memory of `pid` sampled each second.
PhoneFigures load(const Options &o, quint16 port, qint64 pid, std::vector<long long> &memory)
{
    Phones phones(o.phones, port, "/klassement", o.intervalMs);
    QTimer sampler;
    QObject::connect(&sampler, &QTimer::timeout, [&] { memory.push_back(rssKb(pid)); });
    if (pid > 0) {
        memory.push_back(rssKb(pid));
        sampler.start(1000);
    }
    phones.start();
    QTimer::singleShot(o.seconds * 1000, QCoreApplication::instance(), &QCoreApplication::quit);
    QCoreApplication::exec();
    phones.stop();
    if (pid > 0)
        memory.push_back(rssKb(pid));
    return phones.figures();
}

void print(const char *who, const Options &o, const PhoneFigures &f, const std::vector<long long> &memory)
{
    std::printf("%-28s %7lld requests, %6.0f/s, 200: %lld, 304: %lld, errors: %lld; p50 %.2f ms, p99 %.2f ms, max %.1f ms",
                who, f.requests, static_cast<double>(f.requests) / o.seconds, f.ok, f.notModified, f.errors,
                percentile(f.latenciesMs, 0.50), percentile(f.latenciesMs, 0.99), percentile(f.latenciesMs, 1.0));
    if (!memory.empty())
        std::printf("; memory %.1f, after 10 s %.1f → %.1f MB at the end (max %.1f)", static_cast<double>(memory.front()) / 1024,
                    static_cast<double>(memory[std::min<std::size_t>(10, memory.size() - 1)]) / 1024,
                    static_cast<double>(memory.back()) / 1024,
                    static_cast<double>(*std::max_element(memory.begin(), memory.end())) / 1024);
    std::printf("\n");
    std::fflush(stdout);
}

} // namespace

// A results station entering one game a second into `db`, each its own nk-bonaken-cli process.
class Station {
  public:
    Station(const std::vector<Entry> &entries, std::string db, bool enter)
        : m_entries(entries), m_db(std::move(db))
    {
        QObject::connect(&m_timer, &QTimer::timeout, [this] { enterNext(); });
        if (enter)
            m_timer.start(1000);
    }
    void stop() { m_timer.stop(); }
    void print() const
    {
        std::printf("%-28s %d games entered while it ran (%d refused)\n", "station:", m_entered, m_refused);
    }

  private:
    void enterNext()
    {
        if (m_next >= m_entries.size())
            return;
        const Entry e = m_entries[m_next++];
        auto *p = new QProcess;
        QObject::connect(p, &QProcess::finished, [this, p](int code) {
            (code == 0 ? m_entered : m_refused)++;
            p->deleteLater();
        });
        p->start(QStringLiteral(NKB_CLI_EXE),
                 {QStringLiteral("--db"), QString::fromStdString(m_db), QStringLiteral("result"), QStringLiteral("--round"),
                  QStringLiteral("2"), QStringLiteral("--table"), QString::number(e.table), QStringLiteral("--game"),
                  QString::number(e.game), QStringLiteral("--points"), QString::fromStdString(e.points)});
    }
    const std::vector<Entry> &m_entries;
    std::string m_db;
    QTimer m_timer;
    std::size_t m_next{0};
    int m_entered{0};
    int m_refused{0};
};

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    Options o;
    const QStringList args = app.arguments();
    for (qsizetype i = 1; i < args.size(); ++i) {
        const auto next = [&] { return i + 1 < args.size() ? args[++i].toInt() : 0; };
        if (args[i] == QLatin1String("--players"))
            o.players = next();
        else if (args[i] == QLatin1String("--phones"))
            o.phones = next();
        else if (args[i] == QLatin1String("--seconds"))
            o.seconds = next();
        else if (args[i] == QLatin1String("--no-nginx"))
            o.nginx = false;
        else if (args[i] == QLatin1String("--no-station"))
            o.station = false;
        else if (args[i] == QLatin1String("--phones-only"))
            o.phonesOnly = static_cast<quint16>(next());
    }
    if (o.phonesOnly != 0) {
        std::vector<long long> none;
        const PhoneFigures f = load(o, o.phonesOnly, 0, none);
        print("the application's venue web:", o, f, {});
        return f.errors == 0 ? 0 : 1;
    }
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("bench.bonaken")).toStdString();
    QElapsedTimer setup;
    setup.start();
    std::vector<Entry> entries = makeTournament(dir, db, o.players);
    std::printf("bench_web: %d players, %d phones polling /klassement every %d ms for %d s (set up in %.1f s)\n",
                o.players, o.phones, o.intervalMs, o.seconds, static_cast<double>(setup.elapsed()) / 1000);

    QProcess serve;
    serve.start(QStringLiteral(NKB_CLI_EXE), {QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--db"),
                                              QString::fromStdString(db), QStringLiteral("serve"), QStringLiteral("--listen"),
                                              QStringLiteral("127.0.0.1:0")});
    if (!serve.waitForStarted() || !serve.waitForReadyRead(15000))
        return 2;
    const auto started = nlohmann::json::parse(serve.readLine().toStdString());
    const quint16 port = started["port"].get<quint16>();

    // The page as the phones get it, for its size and for nginx.
    QByteArray page;
    {
        QTcpSocket s;
        s.connectToHost(QHostAddress::LocalHost, port);
        s.waitForConnected();
        s.write("GET /klassement HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
        while (s.waitForReadyRead(3000))
            page += s.readAll();
        page = page.mid(page.indexOf("\r\n\r\n") + 4);
    }
    std::printf("/klassement: %lld bytes\n", static_cast<long long>(page.size()));

    // The station: one game a second, each its own nk-bonaken-cli process, as a results desk would.
    // It runs beside nginx too, on a copy of the file as it was before (the same games entered), so
    // both servers share the two cores with the same station.
    const std::string pristine = dir.filePath(QStringLiteral("before.bonaken")).toStdString();
    QFile::copy(QString::fromStdString(db), QString::fromStdString(pristine));
    Station station(entries, db, o.station);
    std::vector<long long> memory;
    const PhoneFigures served = load(o, port, serve.processId(), memory);
    station.stop();
    print("nk-bonaken-cli serve:", o, served, memory);
    station.print();
    serve.terminate();
    serve.waitForFinished();

    if (const auto nginx = o.nginx ? nkbbench::startNginx(dir, page) : nullptr) {
        const QString root = nginx->root;
        const quint16 nginxPort = nginx->port;
        // The page changes once a second there too (written again: nginx's ETag follows the file's
        // time), so nginx sends the whole page as often as nk-bonaken does.
        QTimer rewrite;
        QObject::connect(&rewrite, &QTimer::timeout, [&] {
            QFile again(root + QStringLiteral("/klassement.html"));
            again.open(QIODevice::WriteOnly);
            again.write(page);
        });
        rewrite.start(1000);
        Station beside(entries, pristine, o.station);
        std::vector<long long> nginxMemory;
        const PhoneFigures still = load(o, nginxPort, nginx->process.processId(), nginxMemory);
        rewrite.stop();
        beside.stop();
        print("nginx (the same bytes):", o, still, nginxMemory);
        beside.print();
        if (still.errors > 0) {
            QFile log(root + QStringLiteral("/logs/error.log"));
            log.open(QIODevice::ReadOnly);
            std::printf("nginx's error log:\n%s\n", log.readAll().right(600).constData());
        }
        nginx->process.terminate();
        nginx->process.waitForFinished();
        std::printf("p99 serve / nginx: %.2f\n",
                    percentile(served.latenciesMs, 0.99) / std::max(0.001, percentile(still.latenciesMs, 0.99)));
    }
    return served.errors == 0 ? 0 : 1;
}
