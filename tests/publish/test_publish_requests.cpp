// The SFTP v3 requests the uploader sends many at a time (core/publish/batch.h) and the answers it
// reads back (core/publish/sftppackets.h), byte for byte against draft-ietf-secsh-filexfer-02 and
// what OpenSSH's sftp-server sends, without a server.
#include "sftpserver.h"

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

QByteArray u64(quint64 v)
{
    return u32(static_cast<quint32>(v >> 32)) + u32(static_cast<quint32>(v & 0xffffffffU));
}

QByteArray str(const QByteArray &s)
{
    return u32(static_cast<quint32>(s.size())) + s;
}

QByteArray framed(const QByteArray &body)
{
    return u32(static_cast<quint32>(body.size())) + body;
}

// One entry of OpenSSH's SSH_FXP_NAME to READDIR: name, `ls -l` line, ATTRS with size, uid/gid,
// permissions and times (as sftp-server's encode_attrib writes them).
QByteArray openSshEntry(const QByteArray &name, quint32 mode, quint64 size)
{
    const quint32 flags = sftp::AttrSize | sftp::AttrUidGid | sftp::AttrPermissions | sftp::AttrAcModTime;
    return str(name) + str("-rw-r--r--    1 nkb      nkb          " + QByteArray::number(size) + " " + name) +
           u32(flags) + u64(size) + u32(1000) + u32(1000) + u32(mode) + u32(1700000000) + u32(1700000001);
}

} // namespace

TEST_CASE("SFTP: SSH_FXP_OPEN for writing carries the path, WRITE|CREAT|TRUNC and the permissions",
          "[publish][packets]")
{
    const QByteArray packet = sftp::openPacket(9, "/www/.nkb/2026-2/index.html",
                                               sftp::FxfWrite | sftp::FxfCreat | sftp::FxfTrunc, 0644);
    // pflags 0x1a; ATTRS: flags PERMISSIONS (4), then the mode.
    CHECK(packet ==
          framed(bytes({3}) + u32(9) + str("/www/.nkb/2026-2/index.html") + u32(0x1a) + u32(4) + u32(0644)));
    CHECK(sftp::packetSize(packet) == packet.size());
}

TEST_CASE("SFTP: SSH_FXP_WRITE carries the handle, a 64-bit offset and the data", "[publish][packets]")
{
    const QByteArray data = QByteArray("versie 1\n").repeated(100);
    const QByteArray handle("h\x00\x01", 3); // a handle is bytes, NUL included
    const QByteArray packet = sftp::writePacket(10, handle, 0x1'0000'0002ULL, data);
    CHECK(packet == framed(bytes({6}) + u32(10) + str(handle) + u64(0x1'0000'0002ULL) + str(data)));
    // A part of a larger file goes as it is, every byte value included.
    QByteArray binary;
    for (int i = 0; i < 256; ++i)
        binary.append(static_cast<char>(i));
    const QByteArray part = sftp::writePacket(11, "a", 32768, QByteArrayView(binary).sliced(128, 64));
    CHECK(part.endsWith(str(binary.mid(128, 64))));
    CHECK(part.size() == 4 + 1 + 4 + 5 + 8 + 4 + 64);
}

TEST_CASE("SFTP: CLOSE, MKDIR, REMOVE, RMDIR, OPENDIR and READDIR are one path or handle each",
          "[publish][packets]")
{
    CHECK(sftp::closePacket(1, "hd") == framed(bytes({4}) + u32(1) + str("hd")));
    CHECK(sftp::mkdirPacket(2, "/www/.nkb/2026-2/sub", 0755) ==
          framed(bytes({14}) + u32(2) + str("/www/.nkb/2026-2/sub") + u32(4) + u32(0755)));
    CHECK(sftp::removePacket(3, "/www/a.html") == framed(bytes({13}) + u32(3) + str("/www/a.html")));
    CHECK(sftp::rmdirPacket(4, "/www/.nkb/2026-1") == framed(bytes({15}) + u32(4) + str("/www/.nkb/2026-1")));
    CHECK(sftp::opendirPacket(5, "/www/.nkb/2026-1") ==
          framed(bytes({11}) + u32(5) + str("/www/.nkb/2026-1")));
    CHECK(sftp::readdirPacket(6, "hd") == framed(bytes({12}) + u32(6) + str("hd")));
    // Names are bytes: UTF-8 goes as it is.
    const QByteArray accented = QStringLiteral("/www/één.html").toUtf8();
    CHECK(sftp::removePacket(7, accented).endsWith(str(accented)));
}

TEST_CASE("SFTP: an answer's type and id match it to its request", "[publish][packets]")
{
    const auto status = sftp::parseAnswer(framed(bytes({101}) + u32(77) + u32(0) + str("") + str("")));
    REQUIRE(status);
    CHECK(status->type == sftp::FxpStatus);
    CHECK(status->id == 77);
    const auto handle = sftp::parseAnswer(framed(bytes({102}) + u32(0xfffffffe) + str("1")));
    REQUIRE(handle);
    CHECK(handle->type == sftp::FxpHandle);
    CHECK(handle->id == 0xfffffffe);
    CHECK_FALSE(sftp::parseAnswer(framed(bytes({2}) + u32(3))));              // VERSION answers no request
    CHECK_FALSE(sftp::parseAnswer(framed(bytes({101}) + u32(7)).chopped(1))); // the length lies
    CHECK_FALSE(sftp::parseAnswer(framed(bytes({101}) + bytes({0, 0}))));     // no whole id
}

TEST_CASE("SFTP: SSH_FXP_HANDLE gives the handle, not an empty or oversized one", "[publish][packets]")
{
    const auto handle =
        sftp::parseHandle(framed(bytes({102}) + u32(12) + str(QByteArray("\x00\x00\x00\x05", 4))));
    REQUIRE(handle);
    CHECK(handle->id == 12);
    CHECK(handle->handle == QByteArray("\x00\x00\x00\x05", 4));

    CHECK_FALSE(sftp::parseHandle(framed(bytes({102}) + u32(12) + str(""))));                   // empty
    CHECK_FALSE(sftp::parseHandle(framed(bytes({102}) + u32(12) + str(QByteArray(257, 'h'))))); // over 256
    CHECK(sftp::parseHandle(framed(bytes({102}) + u32(12) + str(QByteArray(256, 'h')))));
    CHECK_FALSE(sftp::parseHandle(framed(bytes({102}) + u32(12) + str("h") + "x"))); // more after it
    CHECK_FALSE(sftp::parseHandle(framed(bytes({101}) + u32(12) + u32(0))));         // a STATUS
    CHECK_FALSE(sftp::parseHandle(framed(bytes({102}) + u32(12) + u32(40) + "h")));  // past the end
}

TEST_CASE("SFTP: SSH_FXP_NAME of a READDIR gives each name and its type", "[publish][packets]")
{
    const QByteArray packet = framed(bytes({104}) + u32(21) + u32(4) + openSshEntry(".", 0040755, 4096) +
                                     openSshEntry("index.html", 0100644, 1234) +
                                     openSshEntry("sub", 0040755, 4096) + openSshEntry("link", 0120777, 9));
    REQUIRE(sftp::packetSize(packet) == packet.size());
    const auto names = sftp::parseNames(packet);
    REQUIRE(names);
    CHECK(names->id == 21);
    REQUIRE(names->names.size() == 4);
    CHECK(names->names[1].name == "index.html");
    REQUIRE(names->names[1].permissions);
    CHECK((*names->names[1].permissions & sftp::kTypeMask) == 0100000);
    CHECK((*names->names[2].permissions & sftp::kTypeMask) == sftp::kTypeDirectory);
    CHECK((*names->names[3].permissions & sftp::kTypeMask) == sftp::kTypeSymlink);

    // A server that sends no permissions, and one with extended attributes after them.
    const QByteArray bare = str("a") + str("a") + u32(0);
    const QByteArray extended = str("b") + str("b") + u32(sftp::AttrPermissions | sftp::AttrExtended) +
                                u32(0040700) + u32(2) + str("x@y") + str("1") + str("z@y") + str("");
    const auto other = sftp::parseNames(framed(bytes({104}) + u32(1) + u32(2) + bare + extended));
    REQUIRE(other);
    REQUIRE(other->names.size() == 2);
    CHECK_FALSE(other->names[0].permissions);
    CHECK(other->names[1].name == "b");
    CHECK(other->names[1].permissions == 0040700U);
}

TEST_CASE("SFTP: a NAME that lies about its count or is cut short is not taken", "[publish][packets]")
{
    const QByteArray entry = openSshEntry("index.html", 0100644, 1);
    CHECK(sftp::parseNames(framed(bytes({104}) + u32(1) + u32(1) + entry)));
    CHECK_FALSE(sftp::parseNames(framed(bytes({104}) + u32(1) + u32(2) + entry)));            // one missing
    CHECK_FALSE(sftp::parseNames(framed(bytes({104}) + u32(1) + u32(0xffffffff) + entry)));   // absurd count
    CHECK_FALSE(sftp::parseNames(framed(bytes({104}) + u32(1) + u32(1) + entry.chopped(4)))); // attrs cut
    CHECK_FALSE(sftp::parseNames(framed(bytes({104}) + u32(1) + u32(1) + entry + "x")));      // more after it
    CHECK_FALSE(sftp::parseNames(framed(bytes({101}) + u32(1) + u32(1))));                    // a STATUS
    const auto empty = sftp::parseNames(framed(bytes({104}) + u32(1) + u32(0)));
    REQUIRE(empty);
    CHECK(empty->names.empty());
}

TEST_CASE("SFTP: the status codes of a failed write and of the end of a folder", "[publish][packets]")
{
    // OpenSSH answers a write to a full disk with SSH_FX_FAILURE (version 3 has no "no space").
    const auto full = sftp::parseStatus(framed(bytes({101}) + u32(31) + u32(4) + str("Failure") + str("")));
    REQUIRE(full);
    CHECK(full->code == sftp::FxFailure);
    const auto end =
        sftp::parseStatus(framed(bytes({101}) + u32(32) + u32(1) + str("End of file") + str("")));
    REQUIRE(end);
    CHECK(end->code == sftp::FxEof);
    CHECK(end->message == "End of file");
}
