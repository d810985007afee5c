#pragma once
// The few SFTP version 3 packets (draft-ietf-secsh-filexfer-02) the uploader speaks itself, on a
// second "sftp" channel beside libssh2's own: libssh2 1.10 has no call for OpenSSH's extension
// posix-rename@openssh.com, the only atomic replace an OpenSSH server offers (its plain
// SSH_FXP_RENAME refuses when the target exists). Encoding and decoding only, no I/O, so the tests
// check them without a server.
//
// A packet: uint32 length (of what follows), byte type, uint32 request id (not in INIT/VERSION),
// then the fields; strings are a uint32 length and the bytes. Big-endian throughout.
#include <QByteArray>

#include <optional>
#include <utility>
#include <vector>

namespace nkb::publish::sftp {

enum PacketType : unsigned char {
    FxpInit = 1,
    FxpVersion = 2,
    FxpStatus = 101,
    FxpExtended = 200,
};

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

// The largest packet the uploader accepts from the server (a VERSION or STATUS is far smaller).
inline constexpr qint64 kMaxPacket = qint64{256} * 1024;

// SSH_FXP_INIT asking for version 3.
[[nodiscard]] QByteArray initPacket();
// SSH_FXP_EXTENDED "posix-rename@openssh.com" oldPath newPath: rename(2) on the server, which
// replaces newPath (a file or a symlink) in one step.
[[nodiscard]] QByteArray posixRenamePacket(quint32 id, const QByteArray &oldPath, const QByteArray &newPath);

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

// A whole packet as packetSize() measured it. nullopt when it is of another type or malformed.
[[nodiscard]] std::optional<Version> parseVersion(const QByteArray &packet);
[[nodiscard]] std::optional<Status> parseStatus(const QByteArray &packet);

} // namespace nkb::publish::sftp
