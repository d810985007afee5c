// Where the website goes (see settings.h).
#include "publish/settings.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>

namespace nkb::publish {

namespace {

constexpr const char *kFormat = "nk-bonaken-publiceren";

} // namespace

QString whenName(PublishWhen when)
{
    switch (when) {
    case PublishWhen::AfterRound:
        return QStringLiteral("na-ronde");
    case PublishWhen::AfterChange:
        return QStringLiteral("na-wijziging");
    case PublishWhen::OnRequest:
        break;
    }
    return QStringLiteral("handmatig");
}

std::optional<PublishWhen> whenFromName(const QString &name)
{
    for (const PublishWhen w : {PublishWhen::OnRequest, PublishWhen::AfterRound, PublishWhen::AfterChange})
        if (whenName(w) == name)
            return w;
    return std::nullopt;
}

QString protocolName(Protocol protocol)
{
    switch (protocol) {
    case Protocol::Ftps:
        return QStringLiteral("ftps");
    case Protocol::FtpsImplicit:
        return QStringLiteral("ftps-impliciet");
    case Protocol::Sftp:
        break;
    }
    return QStringLiteral("sftp");
}

std::optional<Protocol> protocolFromName(const QString &name)
{
    for (const Protocol p : {Protocol::Sftp, Protocol::Ftps, Protocol::FtpsImplicit})
        if (protocolName(p) == name)
            return p;
    return std::nullopt;
}

int defaultPort(Protocol protocol)
{
    switch (protocol) {
    case Protocol::Ftps:
        return 21;
    case Protocol::FtpsImplicit:
        return 990;
    case Protocol::Sftp:
        break;
    }
    return 22;
}

bool hostKeyFits(Protocol protocol, const QString &hostKey)
{
    return hostKey.trimmed().startsWith(protocol == Protocol::Sftp ? QLatin1String("SHA256:") : QLatin1String("sha256//"));
}

QString settingsPath()
{
    const QString own = qEnvironmentVariable("NKB_PUBLISH_SETTINGS");
    if (!own.isEmpty())
        return own;
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) +
           QStringLiteral("/nk-bonaken/publiceren.json");
}

std::optional<PublishSettings> loadSettings(const QString &path, QString *error)
{
    error->clear();
    QFile file(path);
    if (!file.exists())
        return std::nullopt;
#ifndef Q_OS_WIN
    // Others may not change where the site goes nor which server key is trusted.
    if (file.permissions() & (QFileDevice::WriteGroup | QFileDevice::WriteOther)) {
        *error = QStringLiteral("%1 kan door anderen worden gewijzigd en wordt daarom niet gebruikt "
                                "(chmod 600 maakt het weer van u alleen).")
                     .arg(QDir::toNativeSeparators(path));
        return std::nullopt;
    }
#endif
    if (!file.open(QIODevice::ReadOnly) || file.size() > 1024 * 1024) {
        *error = QStringLiteral("%1 kan niet worden gelezen.").arg(QDir::toNativeSeparators(path));
        return std::nullopt;
    }
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll());
    const QJsonObject o = doc.object();
    if (o.value(QStringLiteral("format")).toString() != QLatin1String(kFormat)) {
        *error = QStringLiteral("%1 is geen instellingenbestand voor publiceren.").arg(QDir::toNativeSeparators(path));
        return std::nullopt;
    }
    PublishSettings s;
    s.target.protocol = protocolFromName(o.value(QStringLiteral("protocol")).toString()).value_or(Protocol::Sftp);
    s.target.host = o.value(QStringLiteral("host")).toString();
    s.target.port = o.value(QStringLiteral("port")).toInt(defaultPort(s.target.protocol));
    s.target.user = o.value(QStringLiteral("user")).toString();
    s.target.directory = o.value(QStringLiteral("directory")).toString();
    s.target.hostKey = o.value(QStringLiteral("host_key")).toString();
    s.privateKeyFile = o.value(QStringLiteral("key_file")).toString();
    s.when = whenFromName(o.value(QStringLiteral("when")).toString()).value_or(PublishWhen::OnRequest);
    s.delaySeconds = std::clamp(o.value(QStringLiteral("delay_seconds")).toInt(60), 5, 3600);
    for (const QJsonValue v : o.value(QStringLiteral("archive")).toArray())
        s.archive << v.toString();
    if (s.target.port < 1 || s.target.port > 65535)
        s.target.port = defaultPort(s.target.protocol);
    return s;
}

bool saveSettings(const QString &path, const PublishSettings &s, QString *error)
{
    QJsonArray archive;
    for (const QString &a : s.archive)
        archive.append(a);
    const QJsonObject o{{QStringLiteral("format"), QLatin1String(kFormat)},
                        {QStringLiteral("protocol"), protocolName(s.target.protocol)},
                        {QStringLiteral("host"), s.target.host},
                        {QStringLiteral("port"), s.target.port},
                        {QStringLiteral("user"), s.target.user},
                        {QStringLiteral("directory"), s.target.directory},
                        {QStringLiteral("host_key"), s.target.hostKey},
                        {QStringLiteral("key_file"), s.privateKeyFile},
                        {QStringLiteral("when"), whenName(s.when)},
                        {QStringLiteral("delay_seconds"), s.delaySeconds},
                        {QStringLiteral("archive"), archive}};
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = QStringLiteral("%1 kan niet worden geschreven: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    file.write(QJsonDocument(o).toJson());
    if (!file.commit()) {
        *error = QStringLiteral("%1 kan niet worden geschreven: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

void forgetPinWhenMoved(PublishTarget &now, const PublishTarget &before)
{
    if (now.host != before.host || now.port != before.port || now.protocol != before.protocol)
        now.hostKey.clear();
}

QString settingsProblem(const PublishSettings &s)
{
    if (s.target.host.isEmpty())
        return QStringLiteral("Geef de webserver (--host).");
    if (s.target.user.isEmpty())
        return QStringLiteral("Geef de gebruikersnaam op de webserver (--gebruiker).");
    if (s.target.directory.isEmpty())
        return QStringLiteral("Geef de map op de webserver (--map), bijvoorbeeld www/uitslagen.");
    if (s.target.hostKey.isEmpty())
        return QStringLiteral("De sleutel van de webserver is nog niet vastgelegd (--hostsleutel).");
    return {};
}

} // namespace nkb::publish
