// The FTPS uploader's own Dutch messages (see ftpsmessages.h).
#include "publish/ftpsmessages.h"

namespace nkb::publish::text {

QString notFtp(const QString &host, int port, bool implicitTls)
{
    return QStringLiteral("Op %1 poort %2 antwoordt geen FTPS-server. Controleer de naam van de server, de poort "
                          "(meestal %3) en het protocol bij de beheerder van de webserver.")
        .arg(host)
        .arg(port)
        .arg(implicitTls ? 990 : 21);
}

QString noTls(const QString &host)
{
    return QStringLiteral("De server %1 biedt geen versleutelde verbinding (FTPS) aan. NK Bonaken stuurt het "
                          "wachtwoord niet onversleuteld over het netwerk; er is niets verstuurd. Vraag de "
                          "beheerder van de webserver om FTPS (FTP met TLS) of SFTP.")
        .arg(host);
}

QString tlsFailed(const QString &host, int port, bool implicitTls)
{
    return QStringLiteral("De versleutelde verbinding met %1 (poort %2) kwam niet tot stand; er is niets "
                          "verstuurd. Controleer het protocol (%3) en de poort bij de beheerder van de "
                          "webserver.")
        .arg(host)
        .arg(port)
        .arg(implicitTls ? QStringLiteral("FTPS impliciet, meestal poort 990")
                         : QStringLiteral("FTPS met AUTH TLS, meestal poort 21"));
}

QString certificateUnreadable(const QString &host)
{
    return QStringLiteral("Het certificaat van de server %1 kan niet worden gelezen; er is niets verstuurd. "
                          "Vraag de beheerder van de webserver om een geldig TLS-certificaat.")
        .arg(host);
}

QString certificateChanged(const QString &host, const QString &seen, const QString &pinned)
{
    return QStringLiteral(
               "De sleutel van de server %1 is veranderd: de vingerafdruk van het certificaat is nu %2, "
               "bevestigd was %3. Dat kan een andere server zijn die zich voordoet als de uwe; er is niets "
               "verstuurd. Vraag de beheerder van de webserver of het certificaat echt met een nieuwe "
               "sleutel vernieuwd is voordat u de nieuwe bevestigt.")
        .arg(host, seen, pinned);
}

QString noKeyFileOverFtps()
{
    return QStringLiteral("Over FTPS wordt ingelogd met een wachtwoord, niet met een sleutelbestand. Maak het "
                          "sleutelbestand leeg of kies SFTP.");
}

QString dataConnectionFailed(const QString &host)
{
    return QStringLiteral("De server %1 laat geen bestanden over een tweede verbinding versturen (passieve "
                          "FTP-verbinding geweigerd of geblokkeerd). Controleer de firewall van het netwerk "
                          "of vraag de beheerder van de webserver om SFTP.")
        .arg(host);
}

QString dataTlsRefused(const QString &host)
{
    return QStringLiteral("De server %1 weigert de versleutelde verbinding voor de bestanden (FTP-antwoord 522). "
                          "Vraag de beheerder van de webserver om FTPS met TLS 1.2, of om SFTP.")
        .arg(host);
}

QString ftpsNotSupported()
{
    return QStringLiteral("Publiceren over FTPS zit niet in deze uitgave.");
}

} // namespace nkb::publish::text
