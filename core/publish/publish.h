#pragma once
// Publishing the tournament's website on the organisation's web host over SFTP (SSH), so that a
// visitor always sees one whole version: the old site or the new one, never a mix. A host that
// offers only FTPS (FTP over TLS) gets the same site another way: see ftpspublisher.h.
//
// On the host, in the folder the director names (BASE):
//   BASE/<tree>                 a symlink to .nkb/<tree>-<generation> (relative)
//   BASE/.nkb/<tree>-<n>        the generations; the current one and the one before it are kept
//   BASE/<root file>            replaced one by one (each in one step)
// An upload writes every file of the tree into a new generation folder nobody sees yet, makes a
// symlink to it under a temporary name (BASE/.<tree>.nieuw) and renames that onto BASE/<tree> with
// OpenSSH's posix-rename@openssh.com (rename(2): the link is replaced in one step). Then each root
// file is written as BASE/.<name>.nieuw and renamed onto its name. Generations older than the one
// just replaced, and a half-written one a cut connection left, are removed; nothing outside
// BASE/.nkb/ and these temporary names is ever removed, and a folder BASE/<tree> someone else put
// there is refused, not replaced.
//
// Blocking: call it on a worker thread (no event loop needed). Every wait has a bound: the
// connection 10 s, each step on the server PublishTarget::timeoutSeconds.
#include "publish/sitefiles.h"

#include <QString>

#include <atomic>
#include <functional>

namespace nkb::publish {

enum class Protocol {
    Sftp,         // SSH, port 22: the host key pinned as "SHA256:…"
    Ftps,         // FTP with AUTH TLS (explicit), port 21: the certificate's key pinned as "sha256//…"
    FtpsImplicit, // FTP in TLS from the first byte (ftps://), port 990
};

struct PublishTarget {
    Protocol protocol{Protocol::Sftp};
    QString host;
    int port{22};
    QString user;
    QString directory; // BASE on the host ("/var/www/nk", "www/nk" in the login folder); made when missing
    // The pinned host key: "SHA256:<base64 without padding>" as `ssh-keygen -lf` prints it; for
    // FTPS the certificate's public key as curl pins it, "sha256//<base64>".
    // Empty = not pinned yet: upload() refuses with HostKeyUnknown and the key it saw.
    QString hostKey;
    int timeoutSeconds{20}; // the longest wait for one step on the server
};

// A private key file (OpenSSH or PEM, with its passphrase if any), or else the password.
// Neither ever appears in a message or the logbook.
struct Credentials {
    QString password;
    QString privateKeyFile;
    QString passphrase;
};

enum class UploadError {
    None,
    InvalidUpload,  // a path the site may not hold (isSitePath), or a root file inside the tree
    Unreachable,    // no such host, connection refused, not an SSH server
    HostKeyUnknown, // no key pinned yet: hostKeySeen is the one to confirm
    HostKeyChanged, // the server's key differs from the pinned one: nothing was sent
    LoginRefused,   // wrong user, password or key
    ConnectionLost, // cut while uploading: the old site stands
    ServerRefused,  // disk full, no permission, no SFTP, no TLS (FTP in clear text is refused)
    FolderInTheWay, // BASE/<tree> (or a root file's name) is something NK Bonaken did not make
    Timeout,        // the server stopped answering
    NotSupported,   // built without libssh2 (SFTP) or libcurl (FTPS)
    Cancelled,      // the cancel flag was raised before the switch
};

struct UploadResult {
    UploadError error{UploadError::None};
    QString message;         // Dutch, for the status bar and the CLI: what happened, what to do
    QString hostKeySeen;     // "SHA256:…" of the server, whenever the handshake got that far
    qint64 bytes{0};         // sent
    int files{0};            // sent
    double seconds{0};       // from connecting to the end
    bool atomicSwitch{true}; // false: the host lacks posix-rename, the switch took two renames
    [[nodiscard]] bool ok() const { return error == UploadError::None; }
};

// After each file (and once before the first), on the uploading thread: files and bytes done of
// the total.
using UploadProgress =
    std::function<void(int filesDone, int filesTotal, qint64 bytesDone, qint64 bytesTotal)>;

// Connects, checks the host key against target.hostKey, logs in, uploads and switches (see above).
// `cancel` is read between files of the tree; once the tree is switched, the root files are sent.
[[nodiscard]] UploadResult upload(const PublishTarget &target, const Credentials &credentials,
                                  const Upload &site, const UploadProgress &progress = {},
                                  const std::atomic_bool *cancel = nullptr);

// The server's key fingerprint ("SHA256:…" in hostKeySeen; for FTPS "sha256//…" of the
// certificate's key) for pinning at set-up, without logging in: error None when the server
// answered as an SSH (FTPS) server.
[[nodiscard]] UploadResult hostKeyOf(const QString &host, int port, int timeoutSeconds = 20,
                                     Protocol protocol = Protocol::Sftp);

// The fingerprint as `ssh-keygen -lf` prints it, of a SHA-256 digest of the key.
[[nodiscard]] QString fingerprintText(const QByteArray &sha256);

// The check before connecting: empty when the site may be sent, else the Dutch refusal.
[[nodiscard]] QString uploadProblem(const Upload &site);

} // namespace nkb::publish
