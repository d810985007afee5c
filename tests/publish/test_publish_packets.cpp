// The hand-spoken SFTP v3 packets of the atomic switch (core/publish/sftppackets.h), byte for byte
// against draft-ietf-secsh-filexfer-02 and OpenSSH's sftp-server, without a server; and the names
// of the published site on the host (core/publish/layout.h), the check of a site before it is sent.
#include "sftpserver.h"

#include "publish/layout.h"
#include "publish/sftppackets.h"

using namespace nkb::publish;

namespace {

QByteArray bytes(std::initializer_list<int> values)
{
    QByteArray out;
    for (const int v : values)
        out.append(static_cast<char>(v));
    return out;
}

QByteArray u32(quint32 v)
{
    return bytes({static_cast<int>(v >> 24), static_cast<int>((v >> 16) & 0xff),
                  static_cast<int>((v >> 8) & 0xff), static_cast<int>(v & 0xff)});
}

QByteArray str(const QByteArray &s)
{
    return u32(static_cast<quint32>(s.size())) + s;
}

QByteArray framed(const QByteArray &body)
{
    return u32(static_cast<quint32>(body.size())) + body;
}

// OpenSSH 9.2's SSH_FXP_VERSION: version 3 and its extensions, as sftp-server.c composes it.
QByteArray openSshVersion(bool withPosixRename)
{
    QByteArray body = bytes({sftp::FxpVersion}) + u32(3);
    if (withPosixRename)
        body += str("posix-rename@openssh.com") + str("1");
    body += str("statvfs@openssh.com") + str("2") + str("hardlink@openssh.com") + str("1") +
            str("fsync@openssh.com") + str("1");
    return framed(body);
}

} // namespace

TEST_CASE("SFTP: SSH_FXP_INIT asks for version 3", "[publish][packets]")
{
    CHECK(sftp::initPacket() == bytes({0, 0, 0, 5, 1, 0, 0, 0, 3}));
}

TEST_CASE(
    "SFTP: SSH_FXP_EXTENDED posix-rename@openssh.com carries the id, the name, the old and the new path",
    "[publish][packets]")
{
    const QByteArray packet = sftp::posixRenamePacket(7, "/www/.2026.nieuw", "/www/2026");
    const QByteArray body =
        bytes({200}) + u32(7) + str("posix-rename@openssh.com") + str("/www/.2026.nieuw") + str("/www/2026");
    CHECK(packet == framed(body));
    CHECK(sftp::packetSize(packet) == packet.size());
    // Paths are bytes: UTF-8 names go as they are.
    const QByteArray accented = QStringLiteral("/www/één").toUtf8();
    CHECK(sftp::posixRenamePacket(1, "a", accented).endsWith(str(accented)));
}

TEST_CASE("SFTP: a packet is whole only once its length has arrived", "[publish][packets]")
{
    const QByteArray packet = openSshVersion(true);
    for (qsizetype cut = 0; cut < packet.size(); ++cut) {
        INFO("the first " << cut << " bytes");
        CHECK(sftp::packetSize(packet.left(cut)) == 0);
    }
    CHECK(sftp::packetSize(packet) == packet.size());
    CHECK(sftp::packetSize(packet + "more") == packet.size()); // the next one is left in the buffer
    CHECK(sftp::packetSize(u32(0) + bytes({2})) == -1);        // no type: not a packet
    CHECK(sftp::packetSize(u32(10'000'000)) == -1);            // larger than any answer of ours
}

TEST_CASE("SFTP: SSH_FXP_VERSION says whether posix-rename@openssh.com is offered", "[publish][packets]")
{
    const auto with = sftp::parseVersion(openSshVersion(true));
    REQUIRE(with);
    CHECK(with->version == 3);
    CHECK(with->extensions.size() == 4);
    CHECK(with->offers(sftp::kPosixRename, "1"));
    CHECK_FALSE(with->offers(sftp::kPosixRename, "2")); // another version of it is another request

    const auto without = sftp::parseVersion(openSshVersion(false));
    REQUIRE(without);
    CHECK_FALSE(without->offers(sftp::kPosixRename, "1"));

    // A bare version 3 without extensions (an older server).
    const auto bare = sftp::parseVersion(framed(bytes({2}) + u32(3)));
    REQUIRE(bare);
    CHECK(bare->extensions.empty());
}

TEST_CASE("SFTP: a VERSION that is something else or cut short is not taken", "[publish][packets]")
{
    CHECK_FALSE(sftp::parseVersion(framed(bytes({101}) + u32(3))));                   // a STATUS
    CHECK_FALSE(sftp::parseVersion(framed(bytes({2}) + u32(3) + u32(40) + "short"))); // a name past the end
    CHECK_FALSE(sftp::parseVersion(framed(bytes({2}) + u32(3) + str("name"))));       // a name without data
    CHECK_FALSE(sftp::parseVersion(openSshVersion(true).chopped(1)));                 // the length lies
}

TEST_CASE("SFTP: SSH_FXP_STATUS with and without its message", "[publish][packets]")
{
    const auto ok = sftp::parseStatus(framed(bytes({101}) + u32(7) + u32(0) + str("Success") + str("")));
    REQUIRE(ok);
    CHECK(ok->id == 7);
    CHECK(ok->code == sftp::FxOk);
    CHECK(ok->message == "Success");

    const auto refused = sftp::parseStatus(framed(bytes({101}) + u32(8) + u32(sftp::FxPermissionDenied)));
    REQUIRE(refused);
    CHECK(refused->id == 8);
    CHECK(refused->code == sftp::FxPermissionDenied);
    CHECK(refused->message.isEmpty());

    CHECK_FALSE(sftp::parseStatus(framed(bytes({101}) + u32(8))));        // no code
    CHECK_FALSE(sftp::parseStatus(framed(bytes({2}) + u32(8) + u32(0)))); // a VERSION
    CHECK_FALSE(
        sftp::parseStatus(framed(bytes({101}) + u32(8) + u32(0) + u32(99)))); // a message past the end
}

TEST_CASE("Publish layout: generations are named and found back, only our own", "[publish][layout]")
{
    const QString tree = QStringLiteral("2026");
    CHECK(layout::generationFolder(tree, 3) == QStringLiteral("2026-3"));
    CHECK(layout::linkTarget(tree, 12) == QStringLiteral(".nkb/2026-12"));
    CHECK(layout::generationOf(tree, QStringLiteral("2026-12")) == 12);
    CHECK(layout::generationOfLink(tree, QStringLiteral(".nkb/2026-12")) == 12);
    for (const char *other : {"2026", "2026-", "2026-0", "2026-01", "2026-1-3", "2026-x", "2025-3",
                              "2026-13a", "2026-1234567890"}) {
        INFO(other);
        CHECK_FALSE(layout::generationOf(tree, QString::fromLatin1(other)));
    }
    // Another tree's generations are not this tree's, even when its name starts the same.
    CHECK(layout::generationOf(QStringLiteral("2026-1"), QStringLiteral("2026-13")) == std::nullopt);
    CHECK(layout::generationOf(QStringLiteral("2026-1"), QStringLiteral("2026-1-3")) == 3);
    // A link someone else made is not one of ours.
    for (const char *link : {"/www/.nkb/2026-3", "2026-3", "../.nkb/2026-3", ".nkb/2025-3", "elders"}) {
        INFO(link);
        CHECK_FALSE(layout::generationOfLink(tree, QString::fromLatin1(link)));
    }
}

TEST_CASE("Publish layout: what is removed before and after a switch", "[publish][layout]")
{
    // Before: only what the link never pointed to (a cut upload's half-written generation).
    CHECK(layout::halfWritten({3, 4, 5, 6}, 4) == std::vector<int>{5, 6});
    CHECK(layout::halfWritten({1, 2}, 0) == std::vector<int>{1, 2});
    CHECK(layout::halfWritten({3, 4}, 4).empty());
    // After switching 4 -> 5: all but the new one and the one just replaced.
    CHECK(layout::outdated({1, 3, 4, 5}, 4, 5) == std::vector<int>{1, 3});
    CHECK(layout::outdated({4, 5}, 4, 5).empty());
}

TEST_CASE("Publish layout: temporary names sit beside their file and start with a dot", "[publish][layout]")
{
    CHECK(layout::temporaryName(QStringLiteral("2026")) == QStringLiteral(".2026.nieuw"));
    CHECK(layout::temporaryName(QStringLiteral("css/nkb.css")) == QStringLiteral("css/.nkb.css.nieuw"));
    CHECK(layout::asideName(QStringLiteral("/www/nk/2026")) == QStringLiteral("/www/nk/.2026.oud"));
    CHECK(layout::join(QStringLiteral("."), QStringLiteral("2026")) == QStringLiteral("2026"));
    CHECK(layout::join(QStringLiteral("/"), QStringLiteral("2026")) == QStringLiteral("/2026"));
    CHECK(layout::join(QStringLiteral("www/nk"), QStringLiteral("2026")) == QStringLiteral("www/nk/2026"));
    CHECK(layout::normalisedBase(QStringLiteral(" www/nk// ")) == QStringLiteral("www/nk"));
    CHECK(layout::normalisedBase(QString()) == QStringLiteral("."));
    CHECK(layout::normalisedBase(QStringLiteral("/")) == QStringLiteral("/"));
    CHECK(layout::normalisedBase(QStringLiteral("~/public_html/")) == QStringLiteral("public_html"));
    CHECK(layout::normalisedBase(QStringLiteral("~")) == QStringLiteral("."));
}

TEST_CASE("Publish: a site with a path it may not hold is refused before connecting", "[publish]")
{
    Upload site = nkbtest::smallSite(1);
    CHECK(uploadProblem(site).isEmpty());

    Upload bad = site;
    bad.treeFiles.push_back({QStringLiteral("../buiten.html"), "x"});
    CHECK(uploadProblem(bad).contains(QStringLiteral("../buiten.html")));
    bad = site;
    bad.treeFiles.push_back({QStringLiteral("index.html"), "twice"});
    CHECK_FALSE(uploadProblem(bad).isEmpty());
    bad = site;
    bad.tree = QStringLiteral("a/b");
    CHECK_FALSE(uploadProblem(bad).isEmpty());
    bad = site;
    bad.tree = QStringLiteral(".nkb");
    CHECK_FALSE(uploadProblem(bad).isEmpty());
    // A root file inside the tree would be written into the generation visitors are reading.
    bad = site;
    bad.rootFiles.push_back({QStringLiteral("2026/extra.html"), "x"});
    CHECK(uploadProblem(bad).contains(QStringLiteral("hoort niet naast de map 2026")));

    // upload() says so without connecting (no server on port 1).
    PublishTarget nowhere;
    nowhere.host = QStringLiteral("127.0.0.1");
    nowhere.port = 1;
    nowhere.user = QStringLiteral("iemand");
    const UploadResult result = upload(nowhere, {}, bad, {});
#ifdef NKB_PUBLISH_HAS_SSH
    CHECK(result.error == UploadError::InvalidUpload);
    CHECK(result.message == uploadProblem(bad));
#else
    CHECK(result.error == UploadError::NotSupported);
#endif
}

TEST_CASE("Publish: the fingerprint is written as ssh-keygen -lf writes it", "[publish]")
{
    // ssh-keygen: "SHA256:" and base64 of the digest without '=' padding.
    const QByteArray digest =
        QByteArray::fromHex("0102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f20");
    CHECK(fingerprintText(digest) == QStringLiteral("SHA256:AQIDBAUGBwgJCgsMDQ4PEBESExQVFhcYGRobHB0eHyA"));
}
