// The venue web's addresses (see listen.h).
#include "web/listen.h"

#include <QNetworkInterface>

namespace nkb::web {

namespace {

std::optional<quint16> portOf(const QString &text)
{
    bool ok = false;
    const uint port = text.toUInt(&ok);
    if (!ok || port > 65535 || text.startsWith(QLatin1Char('+')))
        return std::nullopt;
    return static_cast<quint16>(port);
}

QString url(const QHostAddress &address, quint16 port)
{
    const QString host = address.protocol() == QAbstractSocket::IPv6Protocol
                             ? QLatin1Char('[') + address.toString() + QLatin1Char(']')
                             : address.toString();
    return QStringLiteral("http://%1:%2/").arg(host).arg(port);
}

} // namespace

std::optional<ListenAddress> parseListen(const std::string &input)
{
    const QString text = QString::fromStdString(input).trimmed();
    if (text.isEmpty())
        return std::nullopt;
    ListenAddress out;
    QString host;
    QString port;
    if (text.startsWith(QLatin1Char('['))) {
        const qsizetype close = text.indexOf(QLatin1Char(']'));
        if (close < 0)
            return std::nullopt;
        host = text.mid(1, close - 1);
        const QString rest = text.mid(close + 1);
        if (!rest.isEmpty()) {
            if (!rest.startsWith(QLatin1Char(':')))
                return std::nullopt;
            port = rest.mid(1);
        }
    } else if (text.count(QLatin1Char(':')) == 1) {
        host = text.section(QLatin1Char(':'), 0, 0);
        port = text.section(QLatin1Char(':'), 1);
    } else if (!text.contains(QLatin1Char('.')) && !text.contains(QLatin1Char(':'))) {
        port = text; // only a port
    } else {
        host = text;
    }
    if (!host.isEmpty() && !out.address.setAddress(host))
        return std::nullopt;
    if (!port.isNull()) {
        const auto p = portOf(port);
        if (!p)
            return std::nullopt;
        out.port = *p;
    }
    return out;
}

QStringList pageAddresses(const QHostAddress &listening, quint16 port)
{
    QStringList out;
    if (listening != QHostAddress::AnyIPv4 && listening != QHostAddress::Any && listening != QHostAddress::AnyIPv6)
        return {url(listening, port)};
    for (const QHostAddress &a : QNetworkInterface::allAddresses())
        if (a.protocol() == QAbstractSocket::IPv4Protocol && !a.isLoopback() && !a.isLinkLocal())
            out << url(a, port);
    if (out.isEmpty())
        out << url(QHostAddress(QHostAddress::LocalHost), port);
    return out;
}

} // namespace nkb::web
