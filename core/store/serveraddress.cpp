// A server location and libpq's TLS options for it (serveraddress.h).
#include "store/serveraddress.h"

#include <QDir>
#include <QFileInfo>
#include <QStringList>
#include <QUrl>
#include <QUrlQuery>

namespace nkb::store {

namespace {

// A value in libpq's conninfo: quoted, with ' and \\ escaped (a certificate's path may hold spaces).
QString conninfoValue(const QString &value)
{
    QString out = value;
    out.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    out.replace(QLatin1Char('\''), QStringLiteral("\\'"));
    return QLatin1Char('\'') + out + QLatin1Char('\'');
}

bool onThisComputer(const QString &host)
{
    return host.isEmpty() || host.startsWith(QLatin1Char('/')) || host == QLatin1String("localhost") ||
           host == QLatin1String("127.0.0.1") || host == QLatin1String("::1");
}

// Where libpq looks for the CA when the address names none: ~/.postgresql/root.crt, and on
// Windows %APPDATA%\postgresql\root.crt (libpq's fe-secure-openssl.c).
QString libpqRootCert()
{
#ifdef Q_OS_WIN
    return QDir::fromNativeSeparators(qEnvironmentVariable("APPDATA")) + QStringLiteral("/postgresql/root.crt");
#else
    return QDir::homePath() + QStringLiteral("/.postgresql/root.crt");
#endif
}

} // namespace

std::optional<ServerAddress> parseAddress(const std::string &location)
{
    const QUrl url(QString::fromStdString(location), QUrl::StrictMode);
    if (!url.isValid())
        return std::nullopt;
    ServerAddress a;
    a.host = url.host();
    a.port = url.port(-1);
    a.user = url.userName();
    a.password = url.password();
    a.database = url.path().mid(1);
    const QUrlQuery query(url);
    if (query.hasQueryItem(QStringLiteral("host")))
        a.host = query.queryItemValue(QStringLiteral("host"), QUrl::FullyDecoded);
    a.sslmode = query.queryItemValue(QStringLiteral("sslmode"), QUrl::FullyDecoded);
    a.sslrootcert = query.queryItemValue(QStringLiteral("sslrootcert"), QUrl::FullyDecoded);
    static const QStringList modes{QStringLiteral("disable"),   QStringLiteral("allow"),
                                   QStringLiteral("prefer"),    QStringLiteral("require"),
                                   QStringLiteral("verify-ca"), QStringLiteral("verify-full")};
    if (!a.sslmode.isEmpty() && !modes.contains(a.sslmode))
        return std::nullopt;
    if (a.database.isEmpty() || a.database.contains(QLatin1Char('/')))
        return std::nullopt;
    return a;
}

// TLS as the address asks: ?sslmode=… and ?sslrootcert=… are passed to libpq. Without
// sslmode, a station that has the venue's CA (in the address, or where libpq looks for it,
// libpqRootCert()) checks the server's certificate and name (verify-full); one that has
// not still refuses a server without TLS (require). On the server laptop itself (a socket or
// localhost: nothing crosses the network) libpq's own default, prefer.
QString tlsOptions(const ServerAddress &a)
{
    QString mode = a.sslmode;
    if (mode.isEmpty()) {
        const bool knowsCa = !a.sslrootcert.isEmpty() || QFileInfo::exists(libpqRootCert());
        mode = onThisComputer(a.host) && a.sslrootcert.isEmpty() ? QStringLiteral("prefer")
               : knowsCa                                         ? QStringLiteral("verify-full")
                                                                 : QStringLiteral("require");
    }
    QString out = QStringLiteral("sslmode=") + mode;
    if (!a.sslrootcert.isEmpty())
        out += QStringLiteral(";sslrootcert=") + conninfoValue(a.sslrootcert);
    return out;
}

// Where the owner reaches this database on the server laptop itself (for the messages).
std::string ownerAddress(const ServerAddress &a)
{
    return "postgresql://eigenaar@localhost:" + std::to_string(a.port > 0 ? a.port : 5432) + "/" +
           a.database.toStdString();
}

} // namespace nkb::store
