#pragma once
// One FTPS connection to the web host through libcurl: one easy handle for the whole upload, so
// curl keeps the control connection (and its TLS session, which each file's data connection
// resumes) from the first request to the last. Blocking, with a bound on every wait: the
// connection 10 s, each answer of the server and each stalled transfer `timeoutSeconds`.
//
// Trust: the certificate's public key is pinned (CURLOPT_PINNEDPUBLICKEY, checked in the TLS
// handshake, before the login: a wrong key gets nothing, not even the user name). The certificate
// is first checked against the system's authorities as any TLS client does; one that is not
// signed by any (self-signed, as small hosts and the test server have) is accepted only because
// its key is the pinned one. Never FTP without TLS: a server that refuses AUTH TLS gets no USER.
//
// What went wrong is kept as a Failure: the kind of error and the Dutch text for the user.
#include "publish/ftpslayout.h"
#include "publish/publish.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>
#include <vector>

namespace nkb::publish::ftps {

struct Failure {
    UploadError error{UploadError::None};
    QString message;
};

class Session {
  public:
    Session(const QString &host, int port, bool implicitTls, int timeoutSeconds);
    ~Session();
    Session(const Session &) = delete;
    Session &operator=(const Session &) = delete;

    // The TLS handshake only, to read the certificate's key (seenPin()); nothing is sent after it.
    bool probe();
    // Connects with `pin` pinned (a pin curlPin() accepts), logs in and learns where the login
    // starts (entryPath()). The password stays in curl's handle for a reconnection, and goes
    // with it.
    bool open(const QString &pin, const QString &user, const QString &password);
    [[nodiscard]] const QString &seenPin() const { return m_seenPin; }
    [[nodiscard]] const QString &entryPath() const { return m_entryPath; }
    // Whether the certificate was signed by an authority the system trusts (else only pinned).
    [[nodiscard]] bool authorityVerified() const { return m_authorityVerified; }

    // Absolute paths on the server. A folder that is not there (or that may not be read) is an
    // empty list with *missing set; a file that is not there is nullopt with *missing set.
    std::optional<std::vector<Entry>> list(const QString &folder, bool *missing);
    std::optional<QByteArray> get(const QString &file, bool *missing);
    // Into an existing folder (makeFolders first).
    bool put(const QString &file, const QByteArray &bytes);
    // MKD of each folder not there yet, parents first; one request.
    bool makeFolders(const QStringList &folders);
    // FTP commands ("RNFR a", "RNTO b", "DELE c", "RMD d") in one request, each one round trip,
    // about `path` when one is refused. A command starting with '*' may fail.
    bool commands(const QStringList &commands, const QString &path);

    [[nodiscard]] const Failure &failure() const { return m_failure; }
    bool fail(UploadError error, const QString &message);
    // False after the connection was lost or froze: nothing more is tried on it.
    [[nodiscard]] bool usable() const { return m_usable; }
    [[nodiscard]] const QString &host() const { return m_host; }
    // Control connections made (each a TLS handshake and a login).
    [[nodiscard]] int connections() const { return m_connections.second; }

  private:
    // A request: the URL of `path` (absolute; "" for where the login starts) and nothing else set.
    void prepare(const QString &path, bool folder);
    // Runs the prepared request; false with the failure set (about `path`).
    bool perform(const QString &path);
    // curl_easy_perform, counting the connections it made; curl's code.
    int request();
    bool failed(int code, const QString &path);
    void readCertificate();

    void *m_curl{nullptr};  // the easy handle: one for the whole upload
    void *m_multi{nullptr}; // drives it, and keeps its connection between requests
    QString m_host;
    int m_port;
    bool m_implicit;
    int m_timeoutSeconds;
    QByteArray m_origin; // "ftp://host:port"
    QByteArray m_pin;    // as curl takes it
    QString m_user;
    QString m_seenPin;
    QString m_entryPath;
    bool m_authorityVerified{false};
    bool m_loggedIn{false};
    bool m_usable{true};
    std::pair<int, int> m_connections; // the server's port, control connections made
    Failure m_failure;
    QByteArray m_received;
    const QByteArray *m_sending{nullptr};
    qsizetype m_sent{0};
    char m_errorText[256]{};
};

} // namespace nkb::publish::ftps
