#pragma once
// The SFTP version 3 packets (draft-ietf-secsh-filexfer-02) the uploader speaks itself, on a
// second "sftp" channel beside libssh2's own (sftpchannel.h): OpenSSH's extension
// posix-rename@openssh.com, the only atomic replace an OpenSSH server offers (its plain
// SSH_FXP_RENAME refuses when the target exists; libssh2 1.10 has no call for it), and the requests
// that write a tree and remove one, sent many at a time (batch.h) where libssh2 waits for each
// answer. Encoding and decoding only, no I/O, so the tests check them without a server.
//
// A packet: uint32 length (of what follows), byte type, uint32 request id (not in INIT/VERSION),
// then the fields; strings are a uint32 length and the bytes. Big-endian throughout.
#include <QByteArray>
#include <QByteArrayView>

#include <optional>
#include <utility>
#include <vector>

namespace nkb::publish::sftp {

enum PacketType : unsigned char {
    FxpInit = 1,
    FxpVersion = 2,
    FxpOpen = 3,
    FxpClose = 4,
    FxpWrite = 6,
    FxpOpendir = 11,
    FxpReaddir = 12,
    FxpRemove = 13,
    FxpMkdir = 14,
    FxpRmdir = 15,
    FxpStatus = 101,
    FxpHandle = 102,
    FxpName = 104,
    FxpExtended = 200,
};

// SSH_FXP_OPEN's pflags.
enum OpenFlag : quint32 {
    FxfRead = 0x01,
    FxfWrite = 0x02,
    FxfCreat = 0x08,
    FxfTrunc = 0x10,
};

// ATTRS' flags: which fields follow.
enum AttrFlag : quint32 {
    AttrSize = 0x01,
    AttrUidGid = 0x02,
    AttrPermissions = 0x04,
    AttrAcModTime = 0x08,
    AttrExtended = 0x80000000,
};

// The file type in ATTRS' permissions (POSIX st_mode).
inline constexpr quint32 kTypeMask = 0170000;
inline constexpr quint32 kTypeDirectory = 0040000;
inline constexpr quint32 kTypeSymlink = 0120000;

// Status codes of version 3 (the ones a server may send back on a rename).
enum StatusCode : quint32 {
    FxOk = 0,
    FxEof = 1,
    FxNoSuchFile = 2,
    FxPermissionDenied = 3,
    FxFailure = 4,
    FxBadMessage = 5,
    FxNoConnection = 6,
    FxConnectionLost = 7,
    FxOpUnsupported = 8,
};

inline constexpr char kPosixRename[] = "posix-rename@openssh.com";

// The largest packet the uploader accepts from the server (a VERSION, STATUS or HANDLE is far
// smaller; OpenSSH's NAME carries up to 100 names).
inline constexpr qint64 kMaxPacket = qint64{256} * 1024;
// The most data one SSH_FXP_WRITE carries (every server takes 32 KiB).
inline constexpr qsizetype kMaxWrite = 32 * 1024;

// SSH_FXP_INIT asking for version 3.
[[nodiscard]] QByteArray initPacket();
// SSH_FXP_EXTENDED "posix-rename@openssh.com" oldPath newPath: rename(2) on the server, which
// replaces newPath (a file or a symlink) in one step.
[[nodiscard]] QByteArray posixRenamePacket(quint32 id, const QByteArray &oldPath, const QByteArray &newPath);
// SSH_FXP_OPEN path pflags ATTRS(permissions): with WRITE|CREAT|TRUNC a new or emptied file.
[[nodiscard]] QByteArray openPacket(quint32 id, const QByteArray &path, quint32 flags, quint32 permissions);
// SSH_FXP_WRITE handle offset data (data at most kMaxWrite bytes).
[[nodiscard]] QByteArray writePacket(quint32 id, const QByteArray &handle, quint64 offset,
                                     QByteArrayView data);
[[nodiscard]] QByteArray closePacket(quint32 id, const QByteArray &handle);
// SSH_FXP_MKDIR path ATTRS(permissions).
[[nodiscard]] QByteArray mkdirPacket(quint32 id, const QByteArray &path, quint32 permissions);
[[nodiscard]] QByteArray removePacket(quint32 id, const QByteArray &path);
[[nodiscard]] QByteArray rmdirPacket(quint32 id, const QByteArray &path);
[[nodiscard]] QByteArray opendirPacket(quint32 id, const QByteArray &path);
[[nodiscard]] QByteArray readdirPacket(quint32 id, const QByteArray &handle);

// How long the first packet in `buffer` is, length field included, once it is all there: 0 while
// more bytes are needed, -1 when its length cannot be an answer of ours (over kMaxPacket or no type).
[[nodiscard]] qint64 packetSize(const QByteArray &buffer);

struct Version {
    quint32 version{0};
    std::vector<std::pair<QByteArray, QByteArray>> extensions; // name, data ("1")
    // The server offers the extension in the given version ("posix-rename@openssh.com", "1").
    [[nodiscard]] bool offers(const QByteArray &name, const QByteArray &data) const;
};

struct Status {
    quint32 id{0};
    quint32 code{FxFailure};
    QByteArray message; // the server's words, empty when it sent none
};

// An answer's type and request id (every packet but VERSION has one), to match it to its request.
struct Answer {
    unsigned char type{0};
    quint32 id{0};
};

struct Handle {
    quint32 id{0};
    QByteArray handle; // the server's name for the open file or folder (at most 256 bytes)
};

struct Name {
    QByteArray name;
    std::optional<quint32> permissions; // with the file type (kTypeMask), when the server sent them
};

struct Names {
    quint32 id{0};
    std::vector<Name> names;
};

// A whole packet as packetSize() measured it. nullopt when it is of another type or malformed.
[[nodiscard]] std::optional<Version> parseVersion(const QByteArray &packet);
[[nodiscard]] std::optional<Answer> parseAnswer(const QByteArray &packet);
[[nodiscard]] std::optional<Status> parseStatus(const QByteArray &packet);
[[nodiscard]] std::optional<Handle> parseHandle(const QByteArray &packet);
// SSH_FXP_NAME as READDIR answers: each entry's name and ATTRS (the long name is skipped).
[[nodiscard]] std::optional<Names> parseNames(const QByteArray &packet);

} // namespace nkb::publish::sftp
