// The uploader's Dutch messages (see messages.h).
#include "publish/messages.h"

#include <QLocale>

namespace nkb::publish::text {

QString unreachable(const QString &host, int port, const QString &reason)
{
    return QStringLiteral("De server %1 (poort %2) is niet bereikbaar: %3. Controleer de naam van de server, "
                          "de poort en de internetverbinding.")
        .arg(host)
        .arg(port)
        .arg(reason);
}

QString notSsh(const QString &host, int port)
{
    return QStringLiteral("Op %1 poort %2 antwoordt geen SFTP-server. Controleer de naam van de server en de "
                          "poort (meestal 22) bij de beheerder van de webserver.")
        .arg(host)
        .arg(port);
}

QString noCommonMethods(const QString &host, int port)
{
    return QStringLiteral(
               "De server %1 (poort %2) antwoordt als SSH-server, maar biedt geen sleutelsoort of "
               "versleuteling die NK Bonaken kent (ed25519- en ECDSA-sleutels werken; een RSA-sleutel "
               "alleen met het oude SHA-1). Vraag de beheerder van de webserver welke sleutels de server heeft.")
        .arg(host)
        .arg(port);
}

QString timedOut(const QString &host, int seconds)
{
    return QStringLiteral(
               "De server %1 antwoordt niet (%2 seconden gewacht). Controleer de internetverbinding "
               "en probeer het opnieuw.")
        .arg(host)
        .arg(seconds);
}

QString connectionLost(const QString &host)
{
    return QStringLiteral(
               "De verbinding met %1 is verbroken. Controleer de internetverbinding en probeer het "
               "opnieuw.")
        .arg(host);
}

QString hostKeyUnknown(const QString &host, const QString &seen)
{
    return QStringLiteral(
               "De sleutel van de server %1 is nog niet bevestigd. Vraag de beheerder van de "
               "webserver of de vingerafdruk %2 klopt, en bevestig die dan; er is niets verstuurd.")
        .arg(host, seen);
}

QString hostKeyChanged(const QString &host, const QString &seen, const QString &pinned)
{
    return QStringLiteral(
               "De sleutel van de server %1 is veranderd: de vingerafdruk is nu %2, bevestigd was %3. "
               "Dat kan een andere server zijn die zich voordoet als de uwe; er is niets verstuurd. "
               "Vraag de beheerder van de webserver of de sleutel echt vernieuwd is voordat u de "
               "nieuwe bevestigt.")
        .arg(host, seen, pinned);
}

QString loginRefused(const QString &host, const QString &user, bool withKey)
{
    return QStringLiteral("De server %1 weigert de aanmelding als %2: controleer de gebruikersnaam en %3.")
        .arg(host, user, withKey ? QStringLiteral("de sleutel") : QStringLiteral("het wachtwoord"));
}

QString keyUnreadable(const QString &file)
{
    return QStringLiteral(
               "De sleutel %1 kan niet worden gelezen: controleer het bestand en de wachtwoordzin.")
        .arg(file);
}

QString serverRefused(const QString &path)
{
    return QStringLiteral(
               "De server kan niet schrijven: schijf vol of geen rechten (%1). Vraag de beheerder van "
               "de webserver om ruimte of rechten en publiceer opnieuw.")
        .arg(path);
}

QString noSftp(const QString &host)
{
    return QStringLiteral("De server %1 biedt geen SFTP aan voor deze gebruiker. Vraag de beheerder van de "
                          "webserver om SFTP-toegang.")
        .arg(host);
}

QString folderInTheWay(const QString &path)
{
    return QStringLiteral(
               "Op de server staat al %1, en dat is niet door NK Bonaken gemaakt. Hernoem of verplaats "
               "het (bijvoorbeeld met een FTP-programma) en publiceer opnieuw; NK Bonaken verwijdert "
               "het niet.")
        .arg(path);
}

QString symlinkWrongWay(const QString &host)
{
    return QStringLiteral(
               "De server %1 maakt een symbolische koppeling anders dan OpenSSH; NK Bonaken kan daar "
               "niet veilig publiceren. Er is niets veranderd aan de website.")
        .arg(host);
}

QString cancelled()
{
    return QStringLiteral("Het publiceren is afgebroken.");
}

QString whatStands(bool switched, const QString &tree)
{
    if (!switched)
        return QStringLiteral("De vorige versie van de website blijft staan.");
    return QStringLiteral(
               "De map %1 is al vervangen, de bestanden ernaast nog niet allemaal: publiceer opnieuw.")
        .arg(tree);
}

QString badPath(const QString &path)
{
    return QStringLiteral(
               "%1 kan geen bestand van de website zijn (alleen letters, cijfers, '-', '_' en '.', "
               "geen map die met een punt begint). Dit is een fout in het programma: meld hem.")
        .arg(path);
}

QString rootFileInTree(const QString &path, const QString &tree)
{
    return QStringLiteral(
               "%1 hoort niet naast de map %2 maar erin. Dit is een fout in het programma: meld hem.")
        .arg(path, tree);
}

QString noTarget()
{
    return QStringLiteral(
        "Er is geen server of gebruiker ingesteld om de website naar te publiceren. Vul bij "
        "Publiceren de server, de gebruiker en de map in.");
}

QString notSupported()
{
    return QStringLiteral("Publiceren over SFTP zit niet in deze uitgave.");
}

QString published(int files, qint64 bytes, double seconds, bool atomic)
{
    const QLocale dutch(QLocale::Dutch, QLocale::Netherlands);
    QString text = QStringLiteral("De website is gepubliceerd: %1 bestanden (%2) in %3 s.")
                       .arg(files)
                       .arg(dutch.formattedDataSize(bytes, 1, QLocale::DataSizeTraditionalFormat))
                       .arg(dutch.toString(seconds, 'f', 1));
    if (!atomic)
        text +=
            QStringLiteral(" Deze server kan een map niet in één stap vervangen: wie de site precies op dat "
                           "moment opvroeg, kan even een foutmelding hebben gezien.");
    return text;
}

QString keyRead(const QString &host, const QString &seen)
{
    return QStringLiteral("De vingerafdruk van de sleutel van %1 is %2.").arg(host, seen);
}

} // namespace nkb::publish::text
