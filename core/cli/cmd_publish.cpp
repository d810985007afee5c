// nk-bonaken-cli --db FILE publish [instellen|toon] and export site DIR: the tournament's website
// (core/web/staticsite.h) on the organisation's web host (core/publish) or in a folder.
// Exit 0 published or written, 1 refused or not reached (the old site stands), 2 unusable input.
#include "cli/cmd_publish.h"

#include "cli/cmd_common.h"
#include "publish/folder.h"
#include "publish/publish.h"
#include "publish/settings.h"
#include "web/staticsite.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>

#include <iostream>
#include <ostream>

#ifdef _WIN32
#include <io.h>
#include <windows.h>
#else
#include <termios.h>
#include <unistd.h>
#endif

namespace nkb::cli {

namespace {

// The earlier years named, each opened read-only (never changed), with this tournament: the archive.
std::optional<std::vector<web::SiteYear>> readArchive(Context &ctx, const Tournament &current,
                                                      const QStringList &files, int &code)
{
    QString error;
    auto archive = web::archiveWith(current, files, &error);
    if (!archive)
        code = refuse(ctx, error.toStdString(), ExitUnusable);
    return archive;
}

QStringList split(const std::vector<std::string> &values)
{
    QStringList out;
    for (const std::string &v : values)
        for (const QString &part : QString::fromStdString(v).split(QLatin1Char(','), Qt::SkipEmptyParts))
            out << part;
    return out;
}

bool interactive()
{
#ifdef _WIN32
    return _isatty(_fileno(stdin)) != 0;
#else
    return isatty(STDIN_FILENO) != 0;
#endif
}

// One line typed without being shown (the password), from a terminal.
std::string readHidden()
{
#ifdef _WIN32
    HANDLE in = GetStdHandle(STD_INPUT_HANDLE);
    DWORD mode = 0;
    GetConsoleMode(in, &mode);
    SetConsoleMode(in, mode & ~static_cast<DWORD>(ENABLE_ECHO_INPUT));
    std::string line;
    std::getline(std::cin, line);
    SetConsoleMode(in, mode);
#else
    termios old{};
    tcgetattr(STDIN_FILENO, &old);
    termios quiet = old;
    quiet.c_lflag &= ~static_cast<tcflag_t>(ECHO);
    tcsetattr(STDIN_FILENO, TCSANOW, &quiet);
    std::string line;
    std::getline(std::cin, line);
    tcsetattr(STDIN_FILENO, TCSANOW, &old);
#endif
    return line;
}

int configure(Context &ctx, const Args &args, const QString &path, publish::PublishSettings s)
{
    const publish::PublishSettings before = s;
    if (const auto v = args.value("--protocol")) {
        const auto protocol = publish::protocolFromName(QString::fromStdString(*v));
        if (!protocol)
            return refuse(ctx, "--protocol is sftp, ftps (FTP met TLS, meestal poort 21) of ftps-impliciet (poort 990).");
        // The port follows when it was the old protocol's usual one.
        if (s.target.port == publish::defaultPort(s.target.protocol))
            s.target.port = publish::defaultPort(*protocol);
        s.target.protocol = *protocol;
    }
    if (const auto v = args.value("--host"))
        s.target.host = QString::fromStdString(*v);
    if (const auto v = args.value("--gebruiker"))
        s.target.user = QString::fromStdString(*v);
    if (const auto v = args.value("--map"))
        s.target.directory = QString::fromStdString(*v);
    if (const auto v = args.value("--sleutel"))
        s.privateKeyFile = v->empty() ? QString() : QFileInfo(QString::fromStdString(*v)).absoluteFilePath();
    if (const auto v = args.value("--poort")) {
        const auto port = parseInteger(*v);
        if (!port || *port < 1 || *port > 65535)
            return refuse(ctx, "--poort verwacht een poortnummer (1-65535), meestal 22.");
        s.target.port = static_cast<int>(*port);
    }
    if (const auto v = args.value("--wanneer")) {
        const auto when = publish::whenFromName(QString::fromStdString(*v));
        if (!when)
            return refuse(ctx, "--wanneer is handmatig, na-ronde of na-wijziging.");
        s.when = *when;
    }
    if (const auto v = args.value("--vertraging")) {
        const auto seconds = parseInteger(*v);
        if (!seconds || *seconds < 5 || *seconds > 3600)
            return refuse(ctx, "--vertraging verwacht seconden (5-3600).");
        s.delaySeconds = static_cast<int>(*seconds);
    }
    if (args.flag("--geen-jaren"))
        s.archive.clear();
    for (const QString &year : split(args.values("--jaar")))
        if (!s.archive.contains(QFileInfo(year).absoluteFilePath()))
            s.archive << QFileInfo(year).absoluteFilePath();
    publish::forgetPinWhenMoved(s.target, before.target);
    if (const auto v = args.value("--hostsleutel")) {
        if (!publish::hostKeyFits(s.target.protocol, QString::fromStdString(*v)))
            return refuse(ctx, s.target.protocol == publish::Protocol::Sftp
                                   ? "--hostsleutel verwacht de sleutel zoals ssh-keygen -lf of dit programma hem toont: "
                                     "SHA256:…"
                                   : "--hostsleutel verwacht bij FTPS de sleutel van het certificaat zoals dit programma "
                                     "hem toont: sha256//…");
        s.target.hostKey = QString::fromStdString(*v);
    }
    QString error;
    if (!publish::saveSettings(path, s, &error))
        return refuse(ctx, error.toStdString(), ExitUnusable);
    if (!s.target.host.isEmpty() && s.target.hostKey.isEmpty()) {
        const publish::UploadResult seen = publish::hostKeyOf(s.target.host, s.target.port, 15, s.target.protocol);
        if (!seen.ok())
            return refuse(ctx, "Opgeslagen, maar de webserver antwoordt niet: " + seen.message.toStdString());
        return refuse(ctx, "Opgeslagen. De webserver " + s.target.host.toStdString() + " laat zich zien met de sleutel\n  " +
                               seen.hostKeySeen.toStdString() +
                               "\nVergelijk die met wat uw webhost opgeeft, en leg haar vast met\n  publish instellen "
                               "--hostsleutel " +
                               seen.hostKeySeen.toStdString());
    }
    ctx.io.out << "Opgeslagen in " << QDir::toNativeSeparators(path).toStdString() << ".\n";
    if (const QString problem = publish::settingsProblem(s); !problem.isEmpty())
        ctx.io.out << "Nog nodig: " << problem.toStdString() << "\n";
    return ExitOk;
}

int show(Context &ctx, const QString &path, const publish::PublishSettings &s)
{
    if (ctx.json) {
        json archive = json::array();
        for (const QString &a : s.archive)
            archive.push_back(a.toStdString());
        printJson(ctx, {{"file", path.toStdString()},
                        {"protocol", publish::protocolName(s.target.protocol).toStdString()},
                        {"host", s.target.host.toStdString()},
                        {"port", s.target.port},
                        {"user", s.target.user.toStdString()},
                        {"directory", s.target.directory.toStdString()},
                        {"host_key", s.target.hostKey.toStdString()},
                        {"key_file", s.privateKeyFile.toStdString()},
                        {"when", publish::whenName(s.when).toStdString()},
                        {"delay_seconds", s.delaySeconds},
                        {"archive", archive}});
        return ExitOk;
    }
    const auto line = [&](const char *label, const QString &value) {
        ctx.io.out << label << (value.isEmpty() ? std::string("(niet ingesteld)") : value.toStdString()) << "\n";
    };
    line("Webserver:      ", s.target.host.isEmpty() ? QString() : s.target.host + QStringLiteral(":%1").arg(s.target.port));
    line("Protocol:       ", publish::protocolName(s.target.protocol));
    line("Sleutel server: ", s.target.hostKey);
    line("Gebruiker:      ", s.target.user);
    line("Inloggen:       ", s.privateKeyFile.isEmpty() || s.target.protocol != publish::Protocol::Sftp ? QStringLiteral("met wachtwoord (gevraagd bij publiceren)")
                                                       : QStringLiteral("met sleutel ") + s.privateKeyFile);
    line("Map:            ", s.target.directory);
    line("Wanneer:        ", publish::whenName(s.when));
    for (const QString &a : s.archive)
        line("Eerder jaar:    ", a);
    return ExitOk;
}

int publishNow(Context &ctx, const Args &args, const publish::PublishSettings &s)
{
    if (const QString problem = publish::settingsProblem(s); !problem.isEmpty())
        return refuse(ctx, "Publiceren is nog niet ingesteld: " + problem.toStdString() +
                               " (publish instellen --host … --gebruiker … --map …)");
    publish::Credentials credentials;
    if (s.target.protocol == publish::Protocol::Sftp) // FTPS logs in by password only
        credentials.privateKeyFile = s.privateKeyFile;
    if (credentials.privateKeyFile.isEmpty()) {
        if (args.flag("--wachtwoord-stdin")) {
            std::string password;
            std::getline(ctx.io.in, password);
            credentials.password = QString::fromStdString(password);
        } else if (interactive() && &ctx.io.in == &std::cin) {
            ctx.io.err << "Wachtwoord voor " << s.target.user.toStdString() << "@" << s.target.host.toStdString() << ": "
                       << std::flush;
            credentials.password = QString::fromStdString(readHidden());
            ctx.io.err << "\n";
        } else {
            return refuse(ctx, "Geef het wachtwoord met --wachtwoord-stdin (het staat dan nergens op de opdrachtregel), "
                               "of log in met een sleutel: publish instellen --sleutel BESTAND.");
        }
    }
    return withTournament(ctx, [&](const Tournament &t, const TournamentStore &store) -> int {
        if (!store.findings().empty())
            return refuse(ctx, "Niet gepubliceerd: de inhoud van dit toernooi klopt niet. " + store.findings().front().text +
                                   " (alles op een rij: nk-bonaken-cli check)",
                          ExitUnusable);
        int code = ExitOk;
        QStringList years = s.archive;
        years << split(args.values("--jaar"));
        const auto archive = readArchive(ctx, t, years, code);
        if (!archive)
            return code;
        const publish::Upload site =
            web::siteUpload(*archive, web::treeOf(*archive, t), QDateTime::currentSecsSinceEpoch());
        const publish::UploadResult result = publish::upload(
            s.target, credentials, site, [&ctx](int done, int total, qint64, qint64) {
                if (!ctx.json && (done == total || done % 50 == 0))
                    ctx.io.err << "Publiceren: " << done << " van " << total << " bestanden\n";
            });
        if (!result.ok())
            return refuse(ctx, result.message.toStdString());
        if (ctx.json)
            printJson(ctx, {{"ok", true},
                            {"tree", site.tree.toStdString()},
                            {"files", result.files},
                            {"bytes", result.bytes},
                            {"seconds", result.seconds},
                            {"atomic", result.atomicSwitch}});
        else
            ctx.io.out << result.message.toStdString() << "\n";
        return ExitOk;
    });
}

} // namespace

int exportSite(Context &ctx, const std::string &dir, const std::vector<std::string> &years)
{
    return withTournament(ctx, [&](const Tournament &t, const TournamentStore &store) -> int {
        if (!store.findings().empty())
            return refuse(ctx, "Niet gepubliceerd: de inhoud van dit toernooi klopt niet. " + store.findings().front().text +
                                   " (alles op een rij: nk-bonaken-cli check)",
                          ExitUnusable);
        int code = ExitOk;
        const auto archive = readArchive(ctx, t, split(years), code);
        if (!archive)
            return code;
        const publish::FolderResult written = web::writeSiteFolder(QString::fromStdString(dir), *archive,
                                                                    QDateTime::currentSecsSinceEpoch());
        if (!written.ok)
            return refuse(ctx, written.message.toStdString(), ExitUnusable);
        const QString madeFor = web::treeOf(*archive, t);
        if (!ctx.json)
            ctx.io.out << written.message.toStdString() << "\n";
        if (ctx.json)
            printJson(ctx, {{"ok", true}, {"out", dir}, {"tree", madeFor.toStdString()}, {"years", archive->size()}});
        return ExitOk;
    });
}

int cmdPublish(Context &ctx)
{
    const std::string sub = ctx.args.empty() || ctx.args.front().rfind("--", 0) == 0 ? std::string() : ctx.args.front();
    if (!sub.empty() && sub != "instellen" && sub != "toon")
        return refuse(ctx, "Gebruik: publish [--wachtwoord-stdin] [--jaar EERDER.bonaken] | publish instellen … | "
                           "publish toon");
    std::set<std::string> options{"--jaar"};
    std::set<std::string> flags;
    if (sub == "instellen")
        options = {"--host", "--poort", "--protocol", "--gebruiker", "--map", "--sleutel", "--hostsleutel",
                   "--wanneer", "--vertraging", "--jaar"},
        flags = {"--geen-jaren"};
    else if (sub.empty())
        flags = {"--wachtwoord-stdin"};
    else
        options.clear();
    Args args(std::vector<std::string>(ctx.args.begin() + (sub.empty() ? 0 : 1), ctx.args.end()), options, flags);
    int code = ExitOk;
    if (!checkArgs(ctx, args, code))
        return code;
    if (!args.positional().empty())
        return refuse(ctx, "Onbekend woord: " + args.positional().front() + ". Zie publish --help.");
    const QString path = publish::settingsPath();
    QString error;
    const std::optional<publish::PublishSettings> stored = publish::loadSettings(path, &error);
    if (!error.isEmpty())
        return refuse(ctx, error.toStdString(), ExitUnusable);
    const publish::PublishSettings settings = stored.value_or(publish::PublishSettings{});
    if (sub == "instellen")
        return configure(ctx, args, path, settings);
    if (sub == "toon")
        return show(ctx, path, settings);
    return publishNow(ctx, args, settings);
}

} // namespace nkb::cli
