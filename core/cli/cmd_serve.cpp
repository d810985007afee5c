// nk-bonaken-cli serve: the venue web for the players' phones (core/web), until Ctrl+C.
#include "cli/cmd_common.h"

#include "web/feed.h"
#include "web/listen.h"
#include "web/tablewriter.h"
#include "web/venueserver.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHash>
#include <QTimer>

#include <atomic>
#include <csignal>

namespace nkb::cli {

namespace {

std::atomic<bool> g_stop{false};

extern "C" void stopServing(int)
{
    g_stop = true;
}

} // namespace

int cmdServe(Context &ctx)
{
    Args args(ctx.args, {"--listen", "--for-seconds"}, {"--table-entry"});
    int code = ExitOk;
    if (!checkArgs(ctx, args, code))
        return code;
    if (!ctx.db)
        return refuse(ctx, "serve heeft een toernooi nodig: --db BESTAND of --db postgresql://kijker@server/nk", ExitUnusable);
    const std::string listenText = args.value("--listen").value_or("0.0.0.0:" + std::to_string(web::kDefaultPort));
    const std::optional<web::ListenAddress> listen = web::parseListen(listenText);
    if (!listen)
        return refuse(ctx, "--listen " + listenText +
                               " is geen adres om op te luisteren; schrijf bijvoorbeeld 192.168.1.10:8080 of 0.0.0.0:8080.");
    std::optional<long long> seconds;
    if (!intOption(ctx, args, "--for-seconds", seconds, code))
        return code;

    // run() has made the application object this event loop runs in (cli/application.h).
    QString error;
    std::unique_ptr<web::TournamentFeed> feed = web::TournamentFeed::open(*ctx.db, &error);
    if (!feed)
        return refuse(ctx, error.toStdString(), ExitUnusable);
    web::VenueServer server;
    server.setSnapshot(feed->snapshot());
    const bool tableEntry = args.flag("--table-entry");
    if (tableEntry) {
        // Entry at the table: the phones' writes go through a connection of their own, to write.
        std::unique_ptr<web::TableWriter> writer = web::TableWriter::open(*ctx.db, &error);
        if (!writer)
            return refuse(ctx, error.toStdString(), ExitUnusable);
        server.setTableWriter(std::move(writer));
    }
    QObject::connect(feed.get(), &web::TournamentFeed::changed, &server, &web::VenueServer::setSnapshot);
    if (!server.listen(listen->address, listen->port, &error))
        return refuse(ctx, error.toStdString(), ExitUnusable);

    // A refusal is said once a minute per address at most: a script hammering the server must not
    // flood the director's terminal.
    QHash<QString, qint64> lastSaid;
    QElapsedTimer clock;
    clock.start();
    QObject::connect(&server, &web::VenueServer::refused, &server, [&](int status, const QString &address, int table) {
        const qint64 now = clock.elapsed();
        const QString said = address + QLatin1Char('/') + QString::number(table);
        const auto it = lastSaid.constFind(said);
        if (it != lastSaid.constEnd() && now - *it < 60000)
            return;
        lastSaid.insert(said, now);
        ctx.io.err << "Geweigerd (" << status << ") van " << address.toStdString();
        // A table's address without its code: someone tried that table (said so for the director).
        if (table > 0)
            ctx.io.err << ": tafel " << table << ", verzoek zonder geldige tafelcode";
        ctx.io.err << '\n' << std::flush;
    });
    QObject::connect(feed.get(), &web::TournamentFeed::reachable, &server, [&](bool reachable) {
        ctx.io.err << (reachable ? "Het toernooi is weer te lezen.\n"
                                 : "Het toernooi is niet te lezen; de pagina's tonen de laatste stand.\n")
                   << std::flush;
    });

    const QStringList urls = web::pageAddresses(listen->address, server.port());
    if (ctx.json) {
        json list = json::array();
        for (const QString &u : urls)
            list.push_back(u.toStdString());
        // One line: a program that started serve reads the port from it.
        ctx.io.out << json{{"ok", true}, {"port", server.port()}, {"urls", list}}.dump() << '\n';
    } else {
        ctx.io.out << "Webpagina's voor spelers:\n";
        for (const QString &u : urls)
            ctx.io.out << "  " << u.toStdString() << '\n';
        if (tableEntry)
            ctx.io.out << "Invoer aan tafel staat aan: de QR-code op elk wedstrijdformulier opent die tafel.\n";
        ctx.io.out << "Ctrl+C stopt.\n";
    }
    ctx.io.out << std::flush;

    g_stop = false;
    std::signal(SIGINT, stopServing);
    std::signal(SIGTERM, stopServing);
    QTimer watch;
    QObject::connect(&watch, &QTimer::timeout, &watch, [] {
        if (g_stop)
            QCoreApplication::quit();
    });
    watch.start(200);
    if (seconds)
        QTimer::singleShot(std::chrono::seconds(*seconds), QCoreApplication::instance(), &QCoreApplication::quit);
    QCoreApplication::exec();
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    server.close();
    // The pages' read-only connection goes first: the tables' writer, closing last, checkpoints the
    // -wal into the file and removes it, so a copy of the bare file taken after Ctrl+C holds every
    // gift the phones entered.
    feed.reset();
    const web::VenueServer::Counters &n = server.counters();
    if (!ctx.json)
        ctx.io.out << "Gestopt: " << n.requests << " verzoeken beantwoord, " << n.refused << " geweigerd, "
                   << n.rateLimited << " te snel, " << n.evicted << " stille verbindingen gesloten om plaats te maken.\n";
    return ExitOk;
}

} // namespace nkb::cli
