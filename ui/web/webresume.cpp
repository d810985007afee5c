// The venue web started again for a tournament it ran for (see webresume.h).
#include "ui/web/webresume.h"

#include "ui/document/tournamentdocument.h"
#include "web/listen.h"
#include "web/venueweb.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QSettings>

namespace nkb::ui {

namespace {

// One key per tournament: its file or server address (never its password), hashed so that a path
// with slashes is one QSettings key.
QString keyOf(const TournamentDocument &document)
{
    const QByteArray where = QCryptographicHash::hash(document.path().toUtf8(), QCryptographicHash::Sha1).toHex();
    return QStringLiteral("web/serving/") + QString::fromLatin1(where);
}

} // namespace

void rememberServing(const TournamentDocument &document, const web::VenueWeb &web, const QString &network, int port)
{
    if (!web.running())
        return;
    QSettings settings;
    settings.setValue(keyOf(document) + QStringLiteral("/network"), network);
    settings.setValue(keyOf(document) + QStringLiteral("/port"), port);
    settings.setValue(keyOf(document) + QStringLiteral("/tableEntry"), web.tableEntry());
}

void forgetServing(const TournamentDocument &document)
{
    QSettings settings;
    settings.remove(keyOf(document));
}

QString resumeServing(web::VenueWeb &web, const TournamentDocument &document)
{
    QSettings settings;
    const QString key = keyOf(document);
    if (!settings.contains(key + QStringLiteral("/port")))
        return {};
    const QString network = settings.value(key + QStringLiteral("/network")).toString();
    const int port = settings.value(key + QStringLiteral("/port")).toInt();
    const bool tableEntry = settings.value(key + QStringLiteral("/tableEntry")).toBool();
    const auto listen = web::parseListen(QStringLiteral("%1:%2").arg(network).arg(port).toStdString());
    if (!listen)
        return QCoreApplication::translate("WebResume", "De webpagina's voor spelers konden niet weer starten "
                                                        "(netwerk %1, poort %2); start ze via Beeld → Webpagina's "
                                                        "voor spelers.")
            .arg(network)
            .arg(port);
    const QString problem = web.start(document.locationWithPassword(), *listen, tableEntry);
    if (!problem.isEmpty())
        return QCoreApplication::translate("WebResume", "De webpagina's voor spelers konden niet weer starten: %1 "
                                                        "Start ze via Beeld → Webpagina's voor spelers.")
            .arg(problem);
    const QString address = web.addresses().value(0);
    return tableEntry ? QCoreApplication::translate("WebResume", "De webpagina's voor spelers en de invoer aan tafel "
                                                                 "draaien weer, zoals voor het afsluiten: %1")
                            .arg(address)
                      : QCoreApplication::translate("WebResume", "De webpagina's voor spelers draaien weer, zoals "
                                                                 "voor het afsluiten: %1")
                            .arg(address);
}

} // namespace nkb::ui
