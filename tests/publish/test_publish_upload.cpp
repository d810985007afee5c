// Uploads to a real OpenSSH server (scripts/sftp-test-server.sh; skipped without one): the files
// arrive byte for byte behind a symlink that is switched as a whole, old generations go, the host
// key is pinned, both ways of logging in work, and someone else's folder is never touched.
#include "sftpserver.h"

#include "log/log.h"

#include <QFileInfo>
#include <QTemporaryDir>

#include <filesystem>

using namespace nkb::publish;
using namespace nkbtest;

namespace {

QString generations(const QString &base)
{
    return entries(local(base + QStringLiteral("/.nkb"))).join(QLatin1Char(' '));
}

// Every file of `site` on the server as sent, read through the tree's symlink as a visitor would.
void checkPublished(const QString &root, const QString &base, const Upload &site)
{
    for (const SiteFile &file : site.treeFiles) {
        INFO(file.path.toStdString());
        CHECK(readLocal(root + base + QLatin1Char('/') + site.tree + QLatin1Char('/') + file.path) ==
              file.bytes);
    }
    for (const SiteFile &file : site.rootFiles) {
        INFO(file.path.toStdString());
        CHECK(readLocal(root + base + QLatin1Char('/') + file.path) == file.bytes);
    }
}

} // namespace

TEST_CASE(
    "Publish: a site arrives byte for byte behind a symlink, the next one switches it and old generations go",
    "[publish][server]")
{
    sftpServer();
    const QString base = freshBase();
    Upload site = smallSite(1);
    // Every byte value, and a file larger than one SFTP write (libssh2 sends 30,000 bytes a packet).
    QByteArray binary;
    for (int i = 0; i < 256 * 1000; ++i)
        binary.append(static_cast<char>((i * 7 + i / 256) & 0xff));
    site.treeFiles.push_back({QStringLiteral("sub/diep/data.bin"), binary});
    site.treeFiles.push_back({QStringLiteral("leeg.txt"), QByteArray()}); // nothing to write, still made

    std::vector<std::array<qint64, 4>> calls;
    const auto progress = [&calls](int files, int filesTotal, qint64 bytes, qint64 bytesTotal) {
        calls.push_back({files, filesTotal, bytes, bytesTotal});
    };
    UploadResult result = upload(target(base), password(), site, progress);
    INFO(result.message.toStdString());
    REQUIRE(result.ok());
    CHECK(result.message.startsWith(QStringLiteral("De website is gepubliceerd: 5 bestanden")));
    CHECK(result.files == 5);
    qint64 total = 0;
    for (const SiteFiles *files : {&site.treeFiles, &site.rootFiles})
        for (const SiteFile &file : *files)
            total += file.bytes.size();
    CHECK(result.bytes == total);
    CHECK(result.atomicSwitch);
    CHECK(result.hostKeySeen == sftpServer().hostKey);
    // Progress from nothing to everything, one call per file.
    REQUIRE(calls.size() == 6);
    CHECK(calls.front() == std::array<qint64, 4>{0, 5, 0, total});
    CHECK(calls.back() == std::array<qint64, 4>{5, 5, total, total});
    for (std::size_t i = 1; i < calls.size(); ++i) { // a file more each time, its bytes with it
        CHECK(calls[i][0] == calls[i - 1][0] + 1);
        CHECK(calls[i][2] >= calls[i - 1][2]);
    }

    checkPublished(sftpServer().root, base, site);
    CHECK(QFileInfo(local(base + QStringLiteral("/2026/leeg.txt"))).isFile());
#ifndef _WIN32
    CHECK(std::filesystem::is_symlink(local(base + QStringLiteral("/2026")).toStdString()));
#endif
    CHECK_LINK(local(base + QStringLiteral("/2026")), QStringLiteral(".nkb/2026-1"));
    // Nothing else in the folder: no temporary name left behind.
    CHECK(entries(local(base)) ==
          QStringList{QStringLiteral(".nkb"), QStringLiteral("2026"), QStringLiteral("index.html")});
    CHECK(generations(base) == QStringLiteral("2026-1"));

    // The second: new content, a file fewer. The first generation stays for a reader still in it.
    const Upload second = smallSite(2);
    result = upload(target(base), password(), second);
    REQUIRE(result.ok());
    checkPublished(sftpServer().root, base, second);
    CHECK_LINK(local(base + QStringLiteral("/2026")), QStringLiteral(".nkb/2026-2"));
    CHECK_FALSE(QFile::exists(local(base + QStringLiteral("/2026/sub/diep/data.bin"))));
    CHECK(generations(base) == QStringLiteral("2026-1 2026-2"));

    // The third: the first generation goes, the second stays.
    const Upload third = smallSite(3);
    REQUIRE(upload(target(base), password(), third).ok());
    checkPublished(sftpServer().root, base, third);
    CHECK_LINK(local(base + QStringLiteral("/2026")), QStringLiteral(".nkb/2026-3"));
    CHECK(generations(base) == QStringLiteral("2026-2 2026-3"));
    CHECK(entries(local(base)) ==
          QStringList{QStringLiteral(".nkb"), QStringLiteral("2026"), QStringLiteral("index.html")});
}

TEST_CASE("Publish: a host without posix-rename gets the site in two renames, and says so",
          "[publish][server]")
{
    sftpServer();
    const QString base = freshBase();
    PublishTarget plain = target(base);
    plain.port = sftpServer().portPlain;
    for (int version = 1; version <= 3; ++version) {
        const Upload site = smallSite(version);
        const UploadResult result = upload(plain, password(), site);
        INFO(result.message.toStdString());
        REQUIRE(result.ok());
        CHECK_FALSE(result.atomicSwitch);
        CHECK(result.message.contains(QStringLiteral("niet in één stap")));
        checkPublished(sftpServer().root, base, site);
        CHECK_LINK(local(base + QStringLiteral("/2026")), QStringLiteral(".nkb/2026-%1").arg(version));
    }
    // No old link or root file left aside.
    CHECK(entries(local(base)) ==
          QStringList{QStringLiteral(".nkb"), QStringLiteral("2026"), QStringLiteral("index.html")});
    CHECK(generations(base) == QStringLiteral("2026-2 2026-3"));
}

TEST_CASE(
    "Publish: logging in with a key, and with a password, a wrong password is refused in Dutch and never "
    "written anywhere",
    "[publish][server]")
{
    sftpServer();
    QTemporaryDir logFolder;
    REQUIRE(nkb::log::start({logFolder.path(), 1024 * 1024, 2}));

    // The key user, in a chroot of its own.
    PublishTarget keyTarget = target(QStringLiteral("/www/sleutel"));
    keyTarget.user = sftpServer().keyUser;
    Credentials key;
    key.privateKeyFile = sftpServer().keyFile;
    const Upload site = smallSite(1);
    UploadResult result = upload(keyTarget, key, site);
    INFO(result.message.toStdString());
    CHECK(result.ok());
    checkPublished(sftpServer().keyRoot, QStringLiteral("/www/sleutel"), site);

    // The password user.
    const QString base = freshBase();
    CHECK(upload(target(base), password(), site).ok());

    // A wrong password: refused, nothing written.
    Credentials wrong;
    wrong.password = QStringLiteral("fout-") + sftpServer().password.left(6) + QStringLiteral("-zxq");
    const QString other = freshBase();
    result = upload(target(other), wrong, site);
    CHECK(result.error == UploadError::LoginRefused);
    CHECK(result.message ==
          QStringLiteral(
              "De server 127.0.0.1 weigert de aanmelding als %1: controleer de gebruikersnaam en het "
              "wachtwoord.")
              .arg(sftpServer().user));
    CHECK_FALSE(QFile::exists(local(other)));

    // A host that asks the password by keyboard-interactive only (through PAM), as many do.
    PublishTarget kbd = target(freshBase());
    kbd.port = sftpServer().portKbd;
    result = upload(kbd, password(), site);
    INFO(result.message.toStdString());
    CHECK(result.ok());
    checkPublished(sftpServer().root, kbd.directory, site);
    result = upload(kbd, wrong, site);
    CHECK(result.error == UploadError::LoginRefused);

    // A key file that is not there.
    Credentials missing;
    missing.privateKeyFile = logFolder.filePath(QStringLiteral("geen-sleutel"));
    result = upload(keyTarget, missing, site);
    CHECK(result.error == UploadError::LoginRefused);
    CHECK(result.message.contains(QStringLiteral("kan niet worden gelezen")));

    // The password user's key is not the key user's.
    PublishTarget wrongUser = target(other);
    result = upload(wrongUser, key, site);
    CHECK(result.error == UploadError::LoginRefused);
    CHECK(result.message.contains(QStringLiteral("de sleutel")));

    const QString logFile = nkb::log::currentFile();
    nkb::log::stop();
    const QByteArray logbook = readLocal(logFile);
    // Shown when a check fails, with the passwords blacked out: a test's output is a log too.
    INFO(QByteArray(logbook)
             .replace(sftpServer().password.toUtf8(), "<wachtwoord>")
             .replace(wrong.password.toUtf8(), "<fout wachtwoord>")
             .toStdString());
    CHECK(logbook.contains("nkb.publish"));
    CHECK(logbook.contains("weigert de aanmelding"));
    CHECK(logbook.contains("Gepubliceerd naar 127.0.0.1:/www/sleutel"));
    CHECK_FALSE(logbook.contains(sftpServer().password.toUtf8()));
    CHECK_FALSE(logbook.contains(wrong.password.toUtf8()));
    CHECK_FALSE(result.message.contains(wrong.password));
}

TEST_CASE("Publish: the host key must be pinned, another key is refused before anything is sent",
          "[publish][server]")
{
    sftpServer();
    const QString base = freshBase();

    // At set-up: the key without logging in.
    UploadResult seen = hostKeyOf(QStringLiteral("127.0.0.1"), sftpServer().port);
    CHECK(seen.ok());
    CHECK(seen.hostKeySeen == sftpServer().hostKey);

    // Not pinned yet: refused, with the key for the director to confirm.
    PublishTarget unpinned = target(base);
    unpinned.hostKey.clear();
    UploadResult result = upload(unpinned, password(), smallSite(1));
    CHECK(result.error == UploadError::HostKeyUnknown);
    CHECK(result.hostKeySeen == sftpServer().hostKey);
    CHECK(result.message.contains(sftpServer().hostKey));

    // The same users behind another key (PORT2): a server pretending to be ours.
    PublishTarget impostor = target(base);
    impostor.port = sftpServer().port2;
    result = upload(impostor, password(), smallSite(1));
    CHECK(result.error == UploadError::HostKeyChanged);
    CHECK(result.message.startsWith(QStringLiteral("De sleutel van de server 127.0.0.1 is veranderd")));
    CHECK_FALSE(result.hostKeySeen.isEmpty());
    CHECK(result.hostKeySeen != sftpServer().hostKey);
    CHECK(result.hostKeySeen == hostKeyOf(QStringLiteral("127.0.0.1"), sftpServer().port2).hostKeySeen);
    // Nothing was written by either.
    CHECK_FALSE(QFile::exists(local(base)));

    // Pinned as ssh-keygen prints it, with or without padding: accepted.
    PublishTarget pinned = target(base);
    pinned.hostKey = sftpServer().hostKey + QStringLiteral("=");
    CHECK(upload(pinned, password(), smallSite(1)).ok());
}

TEST_CASE("Publish: a folder or file someone else put where the tree goes is refused, and nothing is deleted",
          "[publish][server]")
{
    sftpServer();
    const QString base = freshBase();
    const QString tree = local(base + QStringLiteral("/2026"));
    REQUIRE(QDir().mkpath(tree));
    QFile mine(tree + QStringLiteral("/eigen.html"));
    REQUIRE(mine.open(QIODevice::WriteOnly));
    mine.write("van iemand anders");
    mine.close();

    UploadResult result = upload(target(base), password(), smallSite(1));
    CHECK(result.error == UploadError::FolderInTheWay);
    CHECK(result.message.contains(base + QStringLiteral("/2026")));
    CHECK(result.message.contains(QStringLiteral("NK Bonaken verwijdert het niet")));
    CHECK(readLocal(tree + QStringLiteral("/eigen.html")) == "van iemand anders");
    CHECK(entries(local(base)) == QStringList{QStringLiteral("2026")}); // not even .nkb was made

#ifndef _WIN32 // QFile::link makes a Windows shortcut (.lnk) there, not a symlink
    // A symlink that is not ours (to a folder of the user's) is someone's too.
    const QString base2 = freshBase();
    REQUIRE(QDir().mkpath(local(base2 + QStringLiteral("/eigen"))));
    REQUIRE(QFile::link(QStringLiteral("eigen"), local(base2 + QStringLiteral("/2026"))));
    result = upload(target(base2), password(), smallSite(1));
    CHECK(result.error == UploadError::FolderInTheWay);
    CHECK_LINK(local(base2 + QStringLiteral("/2026")), QStringLiteral("eigen"));

#endif
    // And a folder where a root file goes.
    const QString base3 = freshBase();
    REQUIRE(QDir().mkpath(local(base3 + QStringLiteral("/index.html"))));
    result = upload(target(base3), password(), smallSite(1));
    CHECK(result.error == UploadError::FolderInTheWay);
    CHECK(result.message.contains(base3 + QStringLiteral("/index.html")));
    CHECK_FALSE(QFile::exists(local(base3 + QStringLiteral("/2026"))));
}

TEST_CASE("Publish: cancelled between files, the old site stands and the half-sent one is gone",
          "[publish][server]")
{
    sftpServer();
    const QString base = freshBase();
    const Upload first = smallSite(1);
    REQUIRE(upload(target(base), password(), first).ok());

    std::atomic_bool cancel{false};
    const auto progress = [&cancel](int files, int, qint64, qint64) {
        if (files == 5)
            cancel = true;
    };
    // Many files: those already open when the cancel comes are finished or closed, no new one is
    // begun, so far fewer than all arrive.
    const UploadResult result = upload(target(base), password(), bigSite(2, 400, 1000), progress, &cancel);
    CHECK(result.error == UploadError::Cancelled);
    CHECK(result.message ==
          QStringLiteral("Het publiceren is afgebroken. De vorige versie van de website blijft staan."));
    CHECK(result.files >= 5);
    CHECK(result.files < 200);
    checkPublished(sftpServer().root, base, first);
    CHECK(generations(base) == QStringLiteral("2026-1"));
}

TEST_CASE("Publish: a folder relative to the login folder, also written with ~/", "[publish][server]")
{
    sftpServer();
    // The test users log in at /www (their home inside the chroot).
    const QString name = QStringLiteral("relatief-%1").arg(::getpid());
    const Upload site = smallSite(1);
    const UploadResult result =
        upload(target(QStringLiteral("~/") + name + QLatin1Char('/')), password(), site);
    INFO(result.message.toStdString());
    REQUIRE(result.ok());
    checkPublished(sftpServer().root, QStringLiteral("/www/") + name, site);
    CHECK_LINK(local(QStringLiteral("/www/%1/2026").arg(name)), QStringLiteral(".nkb/2026-1"));
    CHECK(upload(target(name), password(), smallSite(2)).ok());
    checkPublished(sftpServer().root, QStringLiteral("/www/") + name, smallSite(2));
}

#ifndef _WIN32 // symlinks made here (QFile::link) and seen through Wine
TEST_CASE("Publish: an old generation of many files in one folder goes whole, a symlink in it is removed "
          "and not followed",
          "[publish][server]")
{
    sftpServer();
    const QString base = freshBase();
    // 250 pages in one folder: more than one READDIR answer (OpenSSH sends 100 names at most).
    const auto site = [](int version) {
        Upload out;
        out.tree = QStringLiteral("2026");
        for (int i = 0; i < 250; ++i)
            out.treeFiles.push_back({QStringLiteral("spelers/%1.html").arg(i), versionText(version, 2)});
        out.treeFiles.push_back({QStringLiteral("index.html"), versionText(version, 3)});
        return out;
    };
    REQUIRE(upload(target(base), password(), site(1)).ok());
    REQUIRE(upload(target(base), password(), site(2)).ok());

    // Someone's folder beside the site, and links to it and into it inside generation 1.
    const QString own = local(base + QStringLiteral("/eigen"));
    REQUIRE(QDir().mkpath(own));
    QFile kept(own + QStringLiteral("/blijft.html"));
    REQUIRE(kept.open(QIODevice::WriteOnly));
    kept.write("van iemand anders");
    kept.close();
    const QString old = local(base + QStringLiteral("/.nkb/2026-1"));
    REQUIRE(QFile::link(QStringLiteral("../../eigen"), old + QStringLiteral("/naar-map")));
    REQUIRE(QFile::link(QStringLiteral("../../../eigen/blijft.html"),
                        old + QStringLiteral("/spelers/naar-bestand")));

    const UploadResult result = upload(target(base), password(), site(3));
    INFO(result.message.toStdString());
    REQUIRE(result.ok());
    checkPublished(sftpServer().root, base, site(3));
    CHECK(generations(base) == QStringLiteral("2026-2 2026-3"));
    CHECK(entries(own) == QStringList{QStringLiteral("blijft.html")});
    CHECK(readLocal(own + QStringLiteral("/blijft.html")) == "van iemand anders");
}
#endif
