// Uploads to a real FTPS server (vsftpd, scripts/ftps-test-server.sh; skipped without one): the
// files arrive byte for byte in a real folder switched in two renames, old generations go, one
// connection carries the whole upload, the certificate's key is pinned, a wrong password and a
// server without TLS are refused (the password never sent in clear text), and someone else's
// folder is never touched.
#include "ftpsserver.h"

#include "log/log.h"
#include "publish/folder.h"

#include <QRegularExpression>
#include <QTemporaryDir>

#include <filesystem>
#include <pwd.h>
#include <unistd.h>

using namespace nkb::publish;
using namespace nkbtest;

namespace {

QString generations(const QString &base)
{
    return entries(ftpsLocal(base + QStringLiteral("/.nkb"))).join(QLatin1Char(' '));
}

void checkPublished(const QString &base, const Upload &site)
{
    for (const SiteFile &file : site.treeFiles) {
        INFO(file.path.toStdString());
        CHECK(readLocal(ftpsLocal(base + QLatin1Char('/') + site.tree + QLatin1Char('/') + file.path)) == file.bytes);
    }
    for (const SiteFile &file : site.rootFiles) {
        INFO(file.path.toStdString());
        CHECK(readLocal(ftpsLocal(base + QLatin1Char('/') + file.path)) == file.bytes);
    }
}

// The tree on the host: a real folder (FTP makes no links), marked as ours with its generation,
// holding exactly the site's files.
void checkTree(const QString &base, const Upload &site, int generation)
{
    const QString tree = ftpsLocal(base + QLatin1Char('/') + site.tree);
    CHECK_FALSE(std::filesystem::is_symlink(tree.toStdString()));
    CHECK(readLocal(tree + QLatin1Char('/') + QLatin1String(kTreeMark)) ==
          QByteArray("nk-bonaken\ngeneratie ") + QByteArray::number(generation) + '\n');
    qsizetype files = 0;
    for (const auto &e : std::filesystem::recursive_directory_iterator(tree.toStdString()))
        files += e.is_regular_file() ? 1 : 0;
    CHECK(files == static_cast<qsizetype>(site.treeFiles.size()) + 1);
}

// chown -R: files this test wrote (as root) made the upload user's.
void giveToUser(const QString &folder, const QString &user)
{
    const passwd *account = getpwnam(user.toUtf8().constData());
    REQUIRE(account);
    const auto give = [account](const std::filesystem::path &path) {
        REQUIRE(::chown(path.c_str(), account->pw_uid, account->pw_gid) == 0);
    };
    give(folder.toStdString());
    for (const auto &e : std::filesystem::recursive_directory_iterator(folder.toStdString()))
        give(e.path());
}

// The lines of a vsftpd log that show a command the client sent ("USER", "PASS").
int commandsIn(const QString &log, const QByteArray &command)
{
    return static_cast<int>(readLocal(log).count("FTP command: Client \"127.0.0.1\", \"" + command));
}

} // namespace

TEST_CASE("FTPS: a site arrives byte for byte in a real folder, the next one replaces it and old generations go",
          "[publish][ftps][server]")
{
    ftpsServer();
    const QString base = freshFtpsBase();
    Upload site = smallSite(1);
    QByteArray binary; // every byte value, and more than one buffer of curl's
    for (int i = 0; i < 256 * 1000; ++i)
        binary.append(static_cast<char>((i * 7 + i / 256) & 0xff));
    site.treeFiles.push_back({QStringLiteral("sub/diep/data.bin"), binary});

    std::vector<std::array<qint64, 4>> calls;
    const auto progress = [&calls](int files, int filesTotal, qint64 bytes, qint64 bytesTotal) {
        calls.push_back({files, filesTotal, bytes, bytesTotal});
    };
    UploadResult result = upload(ftpsTarget(base), ftpsPassword(), site, progress);
    INFO(result.message.toStdString());
    REQUIRE(result.ok());
    CHECK(result.message.startsWith(QStringLiteral("De website is gepubliceerd: 4 bestanden")));
    CHECK(result.message.contains(QStringLiteral("niet in één stap")));
    CHECK_FALSE(result.atomicSwitch);
    CHECK(result.files == 4);
    qint64 total = 0;
    for (const SiteFiles *files : {&site.treeFiles, &site.rootFiles})
        for (const SiteFile &file : *files)
            total += file.bytes.size();
    CHECK(result.bytes == total);
    CHECK(result.hostKeySeen == ftpsServer().pin);
    REQUIRE(calls.size() == 5);
    CHECK(calls.front() == std::array<qint64, 4>{0, 4, 0, total});
    CHECK(calls.back() == std::array<qint64, 4>{4, 4, total, total});

    checkPublished(base, site);
    checkTree(base, site, 1);
    // Nothing else in the folder: no temporary name left behind (vsftpd hides none from us here).
    CHECK(entries(ftpsLocal(base)) ==
          QStringList{QStringLiteral(".nkb"), QStringLiteral("2026"), QStringLiteral("index.html")});
    CHECK(generations(base).isEmpty());

    // The second: new content, a file fewer. The first generation stays aside for a reader in it.
    const Upload second = smallSite(2);
    result = upload(ftpsTarget(base), ftpsPassword(), second);
    REQUIRE(result.ok());
    checkPublished(base, second);
    checkTree(base, second, 2);
    CHECK_FALSE(QFile::exists(ftpsLocal(base + QStringLiteral("/2026/sub/diep/data.bin"))));
    CHECK(generations(base) == QStringLiteral("2026-old-1"));
    CHECK(readLocal(ftpsLocal(base + QStringLiteral("/.nkb/2026-old-1/sub/diep/data.bin"))) == binary);

    // The third: the first generation goes, the second stays aside.
    const Upload third = smallSite(3);
    REQUIRE(upload(ftpsTarget(base), ftpsPassword(), third).ok());
    checkPublished(base, third);
    checkTree(base, third, 3);
    CHECK(generations(base) == QStringLiteral("2026-old-2"));
    CHECK(entries(ftpsLocal(base)) ==
          QStringList{QStringLiteral(".nkb"), QStringLiteral("2026"), QStringLiteral("index.html")});
}

TEST_CASE("FTPS: one connection carries a whole upload of many files, and no password reaches the logbook",
          "[publish][ftps][server]")
{
    ftpsServer();
    QTemporaryDir logFolder;
    REQUIRE(nkb::log::start({logFolder.path(), 1024 * 1024, 2}));
    const QString base = freshFtpsBase();
    UploadResult result = upload(ftpsTarget(base), ftpsPassword(), bigSite(1, 60, 2000));
    INFO(result.message.toStdString());
    CHECK(result.ok());
    CHECK(result.files == 61);
    Credentials wrong;
    wrong.password = QStringLiteral("fout-") + ftpsServer().password.left(6) + QStringLiteral("-zxq");
    result = upload(ftpsTarget(freshFtpsBase()), wrong, smallSite(1));
    CHECK(result.error == UploadError::LoginRefused);

    const QString logFile = nkb::log::currentFile();
    nkb::log::stop();
    const QByteArray logbook = readLocal(logFile);
    INFO(QByteArray(logbook)
             .replace(ftpsServer().password.toUtf8(), "<wachtwoord>")
             .replace(wrong.password.toUtf8(), "<fout wachtwoord>")
             .toStdString());
    // The test server's certificate is self-signed: the first attempt, which checks it against
    // the system's authorities, ends in the handshake; the second carries all 61 files.
    const QRegularExpression done(QStringLiteral("Gepubliceerd naar 127.0.0.1:%1 \\(FTPS, (\\d+) verbinding")
                                      .arg(QRegularExpression::escape(base)));
    const auto match = done.match(QString::fromUtf8(logbook));
    REQUIRE(match.hasMatch());
    CHECK(match.captured(1).toInt() == 2);
    CHECK(logbook.contains("certificaat vertrouwd op de vastgelegde sleutel"));
    CHECK(logbook.contains("weigert de aanmelding"));
    CHECK_FALSE(logbook.contains(ftpsServer().password.toUtf8()));
    CHECK_FALSE(logbook.contains(wrong.password.toUtf8()));
}

TEST_CASE("FTPS: the certificate's key must be pinned, another key is refused before the login",
          "[publish][ftps][server]")
{
    ftpsServer();
    const QString base = freshFtpsBase();

    // At set-up: the key without logging in, as openssl computes it, explicit and implicit.
    UploadResult seen = hostKeyOf(QStringLiteral("127.0.0.1"), ftpsServer().port, 20, Protocol::Ftps);
    INFO(seen.message.toStdString());
    CHECK(seen.ok());
    CHECK(seen.hostKeySeen == ftpsServer().pin);
    CHECK(seen.message == QStringLiteral("De vingerafdruk van de sleutel van 127.0.0.1 is %1.").arg(ftpsServer().pin));
    CHECK(hostKeyOf(QStringLiteral("127.0.0.1"), ftpsServer().portImplicit, 20, Protocol::FtpsImplicit).hostKeySeen ==
          ftpsServer().pin);

    // Not pinned yet (or pinned as an SSH key): refused, with the key for the director to confirm.
    for (const QString &pin : {QString(), QStringLiteral("SHA256:AAAA")}) {
        PublishTarget unpinned = ftpsTarget(base);
        unpinned.hostKey = pin;
        const UploadResult result = upload(unpinned, ftpsPassword(), smallSite(1));
        CHECK(result.error == UploadError::HostKeyUnknown);
        CHECK(result.hostKeySeen == ftpsServer().pin);
        CHECK(result.message.contains(ftpsServer().pin));
    }

    // The same user behind another certificate (PORT2): a server pretending to be ours.
    PublishTarget impostor = ftpsTarget(base);
    impostor.port = ftpsServer().port2;
    const UploadResult result = upload(impostor, ftpsPassword(), smallSite(1));
    CHECK(result.error == UploadError::HostKeyChanged);
    CHECK(result.message.startsWith(QStringLiteral("De sleutel van de server 127.0.0.1 is veranderd")));
    CHECK(result.message.contains(ftpsServer().pin));
    CHECK_FALSE(result.hostKeySeen.isEmpty());
    CHECK(result.hostKeySeen != ftpsServer().pin);
    CHECK(result.hostKeySeen ==
          hostKeyOf(QStringLiteral("127.0.0.1"), ftpsServer().port2, 20, Protocol::Ftps).hostKeySeen);
    CHECK_FALSE(QFile::exists(ftpsLocal(base)));
    // Neither the user name nor the password ever reached the other server.
    CHECK(commandsIn(ftpsServer().log2, "USER") == 0);
    CHECK(commandsIn(ftpsServer().log2, "PASS") == 0);

    // Pinned as typed, without its '=': accepted; implicit TLS (ftps://) as well.
    PublishTarget pinned = ftpsTarget(base);
    pinned.hostKey = ftpsServer().pin.chopped(1) + QLatin1Char(' ');
    CHECK(upload(pinned, ftpsPassword(), smallSite(1)).ok());
    PublishTarget implicitTls = ftpsTarget(base);
    implicitTls.protocol = Protocol::FtpsImplicit;
    implicitTls.port = ftpsServer().portImplicit;
    const Upload second = smallSite(2);
    const UploadResult again = upload(implicitTls, ftpsPassword(), second);
    INFO(again.message.toStdString());
    CHECK(again.ok());
    checkPublished(base, second);
}

TEST_CASE("FTPS: a wrong password is refused in Dutch, and a server without TLS gets no password at all",
          "[publish][ftps][server]")
{
    ftpsServer();
    Credentials wrong;
    wrong.password = QStringLiteral("fout-wachtwoord-%1").arg(::getpid());
    const QString base = freshFtpsBase();
    UploadResult result = upload(ftpsTarget(base), wrong, smallSite(1));
    CHECK(result.error == UploadError::LoginRefused);
    CHECK(result.message == QStringLiteral("De server 127.0.0.1 weigert de aanmelding als %1: controleer de "
                                           "gebruikersnaam en het wachtwoord.")
                                .arg(ftpsServer().user));
    CHECK_FALSE(result.message.contains(wrong.password));
    CHECK_FALSE(QFile::exists(ftpsLocal(base)));

    // Plain FTP only: refused before the login, never "falling back" to clear text.
    PublishTarget plain = ftpsTarget(base);
    plain.port = ftpsServer().portPlain;
    result = upload(plain, ftpsPassword(), smallSite(1));
    CHECK(result.error == UploadError::ServerRefused);
    CHECK(result.message.startsWith(
        QStringLiteral("De server 127.0.0.1 biedt geen versleutelde verbinding (FTPS) aan. NK Bonaken stuurt het "
                       "wachtwoord niet onversleuteld over het netwerk; er is niets verstuurd.")));
    CHECK(hostKeyOf(QStringLiteral("127.0.0.1"), ftpsServer().portPlain, 20, Protocol::Ftps).error ==
          UploadError::ServerRefused);
    const QByteArray plainLog = readLocal(ftpsServer().logPlain);
    CHECK(plainLog.contains("AUTH TLS")); // it was asked for TLS, and said no
    CHECK(commandsIn(ftpsServer().logPlain, "USER") == 0);
    CHECK(commandsIn(ftpsServer().logPlain, "PASS") == 0);
    CHECK_FALSE(plainLog.contains(ftpsServer().password.toUtf8()));
    CHECK_FALSE(QFile::exists(ftpsLocal(base)));

    // Implicit TLS against the explicit port (TLS where the server says hello in clear text).
    PublishTarget mixed = ftpsTarget(base);
    mixed.protocol = Protocol::FtpsImplicit;
    result = upload(mixed, ftpsPassword(), smallSite(1));
    CHECK(result.error == UploadError::Unreachable);
    CHECK(result.message.startsWith(QStringLiteral("De versleutelde verbinding met 127.0.0.1")));

    // A key file is SFTP's: FTPS says so instead of trying without a password.
    Credentials key;
    key.privateKeyFile = QStringLiteral("/tmp/sleutel");
    result = upload(ftpsTarget(base), key, smallSite(1));
    CHECK(result.error == UploadError::LoginRefused);
    CHECK(result.message.startsWith(QStringLiteral("Over FTPS wordt ingelogd met een wachtwoord")));
}

TEST_CASE("FTPS: a folder or file someone else put where the tree goes is refused, and nothing is deleted",
          "[publish][ftps][server]")
{
    ftpsServer();
    // A folder without our mark (as one the director filled by hand).
    const QString base = freshFtpsBase();
    const QString tree = ftpsLocal(base + QStringLiteral("/2026"));
    REQUIRE(QDir().mkpath(tree));
    QFile mine(tree + QStringLiteral("/eigen.html"));
    REQUIRE(mine.open(QIODevice::WriteOnly));
    mine.write("van iemand anders");
    mine.close();
    UploadResult result = upload(ftpsTarget(base), ftpsPassword(), smallSite(1));
    CHECK(result.error == UploadError::FolderInTheWay);
    CHECK(result.message.contains(base + QStringLiteral("/2026")));
    CHECK(result.message.contains(QStringLiteral("NK Bonaken verwijdert het niet")));
    CHECK(readLocal(tree + QStringLiteral("/eigen.html")) == "van iemand anders");
    CHECK(entries(ftpsLocal(base)) == QStringList{QStringLiteral("2026")}); // not even .nkb was made

    // A file by the tree's name, and a folder by a root file's name.
    const QString base2 = freshFtpsBase();
    REQUIRE(QDir().mkpath(ftpsLocal(base2)));
    QFile file(ftpsLocal(base2 + QStringLiteral("/2026")));
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.close();
    CHECK(upload(ftpsTarget(base2), ftpsPassword(), smallSite(1)).error == UploadError::FolderInTheWay);
    CHECK(entries(ftpsLocal(base2)) == QStringList{QStringLiteral("2026")});
    const QString base3 = freshFtpsBase();
    REQUIRE(QDir().mkpath(ftpsLocal(base3 + QStringLiteral("/index.html"))));
    result = upload(ftpsTarget(base3), ftpsPassword(), smallSite(1));
    CHECK(result.error == UploadError::FolderInTheWay);
    CHECK(result.message.contains(base3 + QStringLiteral("/index.html")));
    CHECK_FALSE(QFile::exists(ftpsLocal(base3 + QStringLiteral("/2026"))));

    // A tree written by "In een map zetten" and uploaded by hand carries our mark: it is replaced.
    const QString base4 = freshFtpsBase();
    REQUIRE(writeFolder(ftpsLocal(base4), smallSite(1)).ok);
    giveToUser(ftpsLocal(base4), ftpsServer().user); // as if the user had uploaded it
    const Upload second = smallSite(2);
    result = upload(ftpsTarget(base4), ftpsPassword(), second);
    INFO(result.message.toStdString());
    CHECK(result.ok());
    checkPublished(base4, second);
}

TEST_CASE("FTPS: a folder relative to where the login starts, also written with ~/", "[publish][ftps][server]")
{
    ftpsServer();
    // The test user's login starts at /www.
    const QString name = QStringLiteral("relatief-ftps-%1").arg(::getpid());
    const Upload site = smallSite(1);
    const UploadResult result = upload(ftpsTarget(QStringLiteral("~/") + name + QLatin1Char('/')), ftpsPassword(), site);
    INFO(result.message.toStdString());
    REQUIRE(result.ok());
    checkPublished(QStringLiteral("/www/") + name, site);
    CHECK(upload(ftpsTarget(name), ftpsPassword(), smallSite(2)).ok());
    checkPublished(QStringLiteral("/www/") + name, smallSite(2));
}
