// One FTPS connection through libcurl (see ftpssession.h).
#include "publish/ftpssession.h"

#include "log/log.h"
#include "publish/ftpscert.h"
#include "publish/ftpsmessages.h"
#include "publish/messages.h"

#include <QUrl>

#include <curl/curl.h>

#include <cerrno>
#include <cstring>
#include <mutex>
#include <utility>

#ifdef _WIN32
#include <ws2tcpip.h>
#else
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#endif

namespace nkb::publish::ftps {

namespace {

static_assert(CURL_ERROR_SIZE <= 256, "the error text buffer of Session");

constexpr long kConnectSeconds = 10;
constexpr qsizetype kMostReceived = 64 * 1024 * 1024; // a listing or a mark: far less

// A pin no certificate has: the handshake stops at the key, before anything is sent.
constexpr char kNoKey[] = "sha256//AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";

CURL *handle(void *curl)
{
    return static_cast<CURL *>(curl);
}

size_t receive(char *data, size_t size, size_t count, void *user)
{
    auto *into = static_cast<QByteArray *>(user);
    const size_t bytes = size * count;
    if (into->size() + static_cast<qsizetype>(bytes) > kMostReceived)
        return 0; // curl ends the transfer with a write error
    into->append(data, static_cast<qsizetype>(bytes));
    return bytes;
}

struct Sending {
    const QByteArray *bytes;
    qsizetype *sent;
};

size_t send(char *buffer, size_t size, size_t count, void *user)
{
    const auto *from = static_cast<const Sending *>(user);
    const qsizetype left = from->bytes->size() - *from->sent;
    const qsizetype n = std::min<qsizetype>(left, static_cast<qsizetype>(size * count));
    std::memcpy(buffer, from->bytes->constData() + *from->sent, static_cast<size_t>(n));
    *from->sent += n;
    return static_cast<size_t>(n);
}

// curl's own socket, counting the control connections (those to the server's port; the data
// connections go to the ports the server names for each transfer).
curl_socket_t openSocket(void *user, curlsocktype purpose, curl_sockaddr *address)
{
    auto *counter = static_cast<std::pair<int, int> *>(user); // the port, and how many so far
    int port = 0;
    if (address->family == AF_INET)
        port = ntohs(reinterpret_cast<const sockaddr_in *>(&address->addr)->sin_port);
    else if (address->family == AF_INET6)
        port = ntohs(reinterpret_cast<const sockaddr_in6 *>(&address->addr)->sin6_port);
    if (purpose == CURLSOCKTYPE_IPCXN && port == counter->first)
        ++counter->second;
#ifdef SOCK_CLOEXEC
    return socket(address->family, address->socktype | SOCK_CLOEXEC, address->protocol);
#else
    return socket(address->family, address->socktype, address->protocol);
#endif
}

QString reasonOf(long error)
{
    switch (error) {
    case ECONNREFUSED:
        return QStringLiteral("verbinding geweigerd");
    case ENETUNREACH:
    case EHOSTUNREACH:
        return QStringLiteral("geen route naar de server");
    case ETIMEDOUT:
        return QStringLiteral("geen antwoord");
    default:
        return error != 0 ? QString::fromLocal8Bit(std::strerror(static_cast<int>(error)))
                          : QStringLiteral("geen verbinding");
    }
}

} // namespace

Session::Session(const QString &host, int port, bool implicitTls, int timeoutSeconds)
    : m_host(host), m_port(port), m_implicit(implicitTls), m_timeoutSeconds(std::max(1, timeoutSeconds)),
      m_connections(port, 0)
{
    static std::once_flag started;
    std::call_once(started, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
    m_curl = curl_easy_init();
    QUrl origin;
    origin.setScheme(implicitTls ? QStringLiteral("ftps") : QStringLiteral("ftp"));
    origin.setHost(host);
    origin.setPort(port);
    m_origin = origin.toEncoded();
    CURL *c = handle(m_curl);
    if (!c)
        return;
    curl_easy_setopt(c, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(c, CURLOPT_ERRORBUFFER, m_errorText);
#if LIBCURL_VERSION_NUM >= 0x075500
    curl_easy_setopt(c, CURLOPT_PROTOCOLS_STR, "ftp,ftps");
#else
    curl_easy_setopt(c, CURLOPT_PROTOCOLS, static_cast<long>(CURLPROTO_FTP | CURLPROTO_FTPS));
#endif
    curl_easy_setopt(c, CURLOPT_USE_SSL, static_cast<long>(CURLUSESSL_ALL)); // never in clear text
    curl_easy_setopt(c, CURLOPT_FTPSSLAUTH, static_cast<long>(CURLFTPAUTH_TLS));
    // TLS 1.2, not 1.3: with 1.3, curl's data connections (7.88, Debian 12) fail to resume the
    // session vsftpd requires ("522 session reuse required", curl issue #4654) and may lose an
    // upload's last bytes (#6149, #13556). 1.2 with the server's modern ciphers is sound.
    constexpr long tls12 = CURL_SSLVERSION_TLSv1_2;
    curl_easy_setopt(c, CURLOPT_SSLVERSION, tls12 | (tls12 << 16)); // CURL_SSLVERSION_MAX_TLSv1_2
    curl_easy_setopt(c, CURLOPT_CERTINFO, 1L);
    curl_easy_setopt(c, CURLOPT_CONNECTTIMEOUT, std::min<long>(kConnectSeconds, m_timeoutSeconds));
    curl_easy_setopt(c, CURLOPT_SERVER_RESPONSE_TIMEOUT, static_cast<long>(m_timeoutSeconds));
    curl_easy_setopt(c, CURLOPT_LOW_SPEED_LIMIT, 1L);
    curl_easy_setopt(c, CURLOPT_LOW_SPEED_TIME, static_cast<long>(m_timeoutSeconds));
    curl_easy_setopt(c, CURLOPT_TCP_KEEPALIVE, 1L);
    curl_easy_setopt(c, CURLOPT_FTP_FILEMETHOD, static_cast<long>(CURLFTPMETHOD_SINGLECWD));
    curl_easy_setopt(c, CURLOPT_FTP_SKIP_PASV_IP, 1L);
    curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, receive);
    curl_easy_setopt(c, CURLOPT_WRITEDATA, &m_received);
    curl_easy_setopt(c, CURLOPT_OPENSOCKETFUNCTION, openSocket);
    curl_easy_setopt(c, CURLOPT_OPENSOCKETDATA, &m_connections);
    m_multi = curl_multi_init();
}

Session::~Session()
{
    curl_multi_cleanup(static_cast<CURLM *>(m_multi)); // closes the connection
    curl_easy_cleanup(handle(m_curl));
}

bool Session::probe()
{
    CURL *c = handle(m_curl);
    if (!c)
        return fail(UploadError::Unreachable, text::unreachable(m_host, m_port, QStringLiteral("geen geheugen")));
    curl_easy_setopt(c, CURLOPT_SSL_VERIFYPEER, 0L);
    curl_easy_setopt(c, CURLOPT_SSL_VERIFYHOST, 0L);
    curl_easy_setopt(c, CURLOPT_PINNEDPUBLICKEY, kNoKey);
    prepare(QString(), true);
    curl_easy_setopt(c, CURLOPT_NOBODY, 1L);
    const auto rc = static_cast<CURLcode>(request());
    readCertificate();
    if (rc == CURLE_SSL_PINNEDPUBKEYNOTMATCH && !m_seenPin.isEmpty())
        return true;
    if (rc == CURLE_SSL_PINNEDPUBKEYNOTMATCH || rc == CURLE_OK)
        return fail(UploadError::ServerRefused, text::certificateUnreadable(m_host));
    return failed(rc, QString());
}

bool Session::open(const QString &pin, const QString &user, const QString &password)
{
    CURL *c = handle(m_curl);
    if (!c)
        return fail(UploadError::Unreachable, text::unreachable(m_host, m_port, QStringLiteral("geen geheugen")));
    m_pin = curlPin(pin);
    m_user = user;
    QByteArray name = user.toUtf8();
    QByteArray secret = password.toUtf8();
    curl_easy_setopt(c, CURLOPT_PINNEDPUBLICKEY, m_pin.constData());
    curl_easy_setopt(c, CURLOPT_USERNAME, name.constData());
    curl_easy_setopt(c, CURLOPT_PASSWORD, secret.constData()); // curl keeps its own copy
    secret.fill('\0');
    curl_easy_setopt(c, CURLOPT_SSL_VERIFYPEER, 1L);
    curl_easy_setopt(c, CURLOPT_SSL_VERIFYHOST, 2L);
    prepare(QString(), true);
    curl_easy_setopt(c, CURLOPT_NOBODY, 1L);
    auto rc = static_cast<CURLcode>(request());
    m_authorityVerified = rc != CURLE_PEER_FAILED_VERIFICATION;
    if (rc == CURLE_PEER_FAILED_VERIFICATION) {
        // Signed by no authority this system knows (self-signed, or for another name): trusted
        // only because its key is the pinned one, which curl checks on the next handshake.
        qCDebug(log::publish).noquote() << QStringLiteral("Het certificaat van %1 is niet door een bekende "
                                                          "instantie ondertekend; de vastgelegde sleutel beslist")
                                               .arg(m_host);
        curl_easy_setopt(c, CURLOPT_SSL_VERIFYPEER, 0L);
        curl_easy_setopt(c, CURLOPT_SSL_VERIFYHOST, 0L);
        rc = static_cast<CURLcode>(request());
    }
    readCertificate();
    if (rc != CURLE_OK)
        return failed(rc, QString());
    m_loggedIn = true;
    const char *entry = nullptr;
    curl_easy_getinfo(c, CURLINFO_FTP_ENTRY_PATH, &entry);
    m_entryPath = entry && *entry ? QString::fromUtf8(entry) : QStringLiteral("/");
    return true;
}

std::optional<std::vector<Entry>> Session::list(const QString &folder, bool *missing)
{
    *missing = false;
    prepare(folder, true);
    if (!perform(folder)) {
        if (m_usable && m_failure.error == UploadError::ServerRefused) {
            *missing = true; // the folder could not be entered: not there (or not ours to read)
            m_failure = {};
            return std::vector<Entry>{};
        }
        return std::nullopt;
    }
    return parseList(m_received);
}

std::optional<QByteArray> Session::get(const QString &file, bool *missing)
{
    *missing = false;
    prepare(file, false);
    if (!perform(file)) {
        if (m_usable && m_failure.error == UploadError::ServerRefused) {
            *missing = true;
            m_failure = {};
        }
        return std::nullopt;
    }
    return m_received;
}

bool Session::put(const QString &file, const QByteArray &bytes)
{
    CURL *c = handle(m_curl);
    prepare(file, false);
    qsizetype sent = 0;
    Sending from{&bytes, &sent};
    curl_easy_setopt(c, CURLOPT_UPLOAD, 1L);
    curl_easy_setopt(c, CURLOPT_READFUNCTION, send);
    curl_easy_setopt(c, CURLOPT_READDATA, &from);
    curl_easy_setopt(c, CURLOPT_INFILESIZE_LARGE, static_cast<curl_off_t>(bytes.size()));
    const bool ok = perform(file);
    curl_easy_setopt(c, CURLOPT_UPLOAD, 0L);
    curl_easy_setopt(c, CURLOPT_READDATA, nullptr);
    return ok;
}

bool Session::makeFolders(const QStringList &folders)
{
    QStringList mkd;
    for (const QString &folder : folders)
        mkd << QStringLiteral("*MKD ") + folder; // "already there" is no failure
    return folders.isEmpty() || commands(mkd, folders.constLast());
}

bool Session::commands(const QStringList &commands, const QString &path)
{
    if (commands.isEmpty())
        return true;
    CURL *c = handle(m_curl);
    curl_slist *list = nullptr;
    for (const QString &command : commands)
        list = curl_slist_append(list, command.toUtf8().constData());
    // On where the login started: always there, even when a command removes the folder the last
    // request used (curl sends the commands first, then changes folder; paths here are absolute).
    prepare(QString(), true);
    curl_easy_setopt(c, CURLOPT_NOBODY, 1L);
    curl_easy_setopt(c, CURLOPT_QUOTE, list);
    const bool ok = perform(path);
    curl_easy_setopt(c, CURLOPT_QUOTE, nullptr);
    curl_slist_free_all(list);
    return ok;
}

bool Session::fail(UploadError error, const QString &message)
{
    m_failure = {error, message};
    if (error == UploadError::ConnectionLost || error == UploadError::Timeout)
        m_usable = false;
    return false;
}

void Session::prepare(const QString &path, bool folder)
{
    CURL *c = handle(m_curl);
    QByteArray url = m_origin;
    if (path.isEmpty())
        url += '/';
    else
        url += urlPath(folder && !path.endsWith(QLatin1Char('/')) ? path + QLatin1Char('/') : path);
    curl_easy_setopt(c, CURLOPT_URL, url.constData());
    curl_easy_setopt(c, CURLOPT_NOBODY, 0L);
    m_received.clear();
    m_errorText[0] = '\0';
}

bool Session::perform(const QString &path)
{
    if (!m_usable)
        return false;
    const auto rc = static_cast<CURLcode>(request());
    if (rc == CURLE_OK)
        return true;
    if (rc == CURLE_SSL_PINNEDPUBKEYNOTMATCH) // a reconnection met another key
        readCertificate();
    return failed(rc, path);
}

int Session::request()
{
    // curl_easy_perform's own loop waits up to a second for the data connection at times (curl
    // 7.88 misses that it can go on: 80 files took 0.4 s or 6 s by chance); driving the transfer
    // here, never waiting more than 20 ms without looking, takes the 0.4 s every time.
    CURLM *multi = static_cast<CURLM *>(m_multi);
    CURL *c = handle(m_curl);
    if (!multi || curl_multi_add_handle(multi, c) != CURLM_OK)
        return curl_easy_perform(c);
    int running = 1;
    while (running > 0) {
        if (curl_multi_perform(multi, &running) != CURLM_OK)
            break;
        if (running > 0 && curl_multi_poll(multi, nullptr, 0, 20, nullptr) != CURLM_OK)
            break;
    }
    CURLcode rc = CURLE_RECV_ERROR;
    int left = 0;
    while (const CURLMsg *message = curl_multi_info_read(multi, &left))
        if (message->msg == CURLMSG_DONE && message->easy_handle == c)
            rc = message->data.result;
    curl_multi_remove_handle(multi, c); // the connection stays in the multi handle's cache
    return rc;
}

bool Session::failed(int code, const QString &path)
{
    CURL *c = handle(m_curl);
    const auto rc = static_cast<CURLcode>(code);
    long reply = 0;
    curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &reply);
    long osError = 0;
    curl_easy_getinfo(c, CURLINFO_OS_ERRNO, &osError);
    // curl's own words for the logbook (never the password: it is not in the URL).
    qCDebug(log::publish).noquote() << QStringLiteral("FTPS %1: curl %2 (%3), antwoord %4")
                                           .arg(m_host)
                                           .arg(code)
                                           .arg(QString::fromUtf8(m_errorText[0] ? m_errorText : curl_easy_strerror(rc)))
                                           .arg(reply);
    const QString where = path.isEmpty() ? m_host : path;
    if (reply == 522) // the data connection's TLS refused (vsftpd's "522 … session reuse required")
        return fail(UploadError::ServerRefused, text::dataTlsRefused(m_host));
    switch (rc) {
    case CURLE_COULDNT_RESOLVE_HOST:
        return fail(UploadError::Unreachable, text::unreachable(m_host, m_port, QStringLiteral("de naam is niet gevonden")));
    case CURLE_COULDNT_CONNECT:
        if (m_loggedIn)
            return fail(UploadError::Unreachable, text::dataConnectionFailed(m_host));
        if (osError == ETIMEDOUT)
            return fail(UploadError::Timeout, text::timedOut(m_host, static_cast<int>(std::min<long>(kConnectSeconds, m_timeoutSeconds))));
        return fail(UploadError::Unreachable, text::unreachable(m_host, m_port, reasonOf(osError)));
    case CURLE_FTP_ACCEPT_FAILED:
    case CURLE_FTP_ACCEPT_TIMEOUT:
    case CURLE_FTP_CANT_GET_HOST:
    case CURLE_FTP_WEIRD_PASV_REPLY:
    case CURLE_FTP_WEIRD_227_FORMAT:
        return fail(UploadError::Unreachable, text::dataConnectionFailed(m_host));
    case CURLE_OPERATION_TIMEDOUT:
        return fail(UploadError::Timeout, text::timedOut(m_host, m_timeoutSeconds));
    case CURLE_USE_SSL_FAILED:
        return fail(UploadError::ServerRefused, text::noTls(m_host));
    case CURLE_SSL_PINNEDPUBKEYNOTMATCH:
        return fail(UploadError::HostKeyChanged,
                    text::certificateChanged(m_host, m_seenPin, QString::fromLatin1(m_pin)));
    case CURLE_SSL_CONNECT_ERROR:
    case CURLE_PEER_FAILED_VERIFICATION:
    case CURLE_SSL_CERTPROBLEM:
    case CURLE_SSL_CIPHER:
    case CURLE_SSL_ISSUER_ERROR:
        if (!m_loggedIn)
            return fail(UploadError::Unreachable, text::tlsFailed(m_host, m_port, m_implicit));
        return fail(UploadError::ConnectionLost, text::connectionLost(m_host));
    case CURLE_LOGIN_DENIED:
        return fail(UploadError::LoginRefused, text::loginRefused(m_host, m_user, false));
    case CURLE_ABORTED_BY_CALLBACK:
        return fail(UploadError::Cancelled, text::cancelled());
    case CURLE_REMOTE_ACCESS_DENIED:
    case CURLE_REMOTE_FILE_NOT_FOUND:
    case CURLE_REMOTE_DISK_FULL:
    case CURLE_UPLOAD_FAILED:
    case CURLE_QUOTE_ERROR:
    case CURLE_FTP_COULDNT_RETR_FILE:
    case CURLE_FTP_COULDNT_USE_REST:
    case CURLE_WRITE_ERROR:
        return fail(UploadError::ServerRefused, text::serverRefused(where));
    default:
        break;
    }
    if (!m_loggedIn && (rc == CURLE_WEIRD_SERVER_REPLY || rc == CURLE_GOT_NOTHING || rc == CURLE_RECV_ERROR ||
                        rc == CURLE_FTP_COULDNT_SET_TYPE || rc == CURLE_FTP_PRET_FAILED))
        return fail(UploadError::Unreachable, text::notFtp(m_host, m_port, m_implicit));
    // A transfer the server ended with a refusal of its own (451, 452, 552: disk full or quota).
    if (reply >= 450 && reply < 600 && rc == CURLE_PARTIAL_FILE)
        return fail(UploadError::ServerRefused, text::serverRefused(where));
    return fail(UploadError::ConnectionLost, text::connectionLost(m_host));
}

void Session::readCertificate()
{
    curl_certinfo *info = nullptr;
    if (curl_easy_getinfo(handle(m_curl), CURLINFO_CERTINFO, &info) != CURLE_OK || !info || info->num_of_certs < 1)
        return;
    for (const curl_slist *field = info->certinfo[0]; field; field = field->next)
        if (std::strncmp(field->data, "Cert:", 5) == 0) {
            const QString pin = pinOfCertificate(QByteArray(field->data + 5));
            if (!pin.isEmpty())
                m_seenPin = pin;
        }
}

} // namespace nkb::publish::ftps
