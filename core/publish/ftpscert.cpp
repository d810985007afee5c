// The certificate's key as the director pins it (see ftpscert.h).
#include "publish/ftpscert.h"

#include <QCryptographicHash>

namespace nkb::publish::ftps {

namespace {

// One DER element at `at`: its tag, where its content starts and how long it is. False when the
// bytes end too soon or the length is not DER's.
struct Element {
    unsigned char tag{0};
    qsizetype start{0};  // of the whole element (its tag)
    qsizetype content{0};
    qsizetype length{0}; // of the content
    [[nodiscard]] qsizetype end() const { return content + length; }
};

bool read(const QByteArray &der, qsizetype at, qsizetype limit, Element &out)
{
    if (at + 2 > limit)
        return false;
    const auto byte = [&der](qsizetype i) { return static_cast<unsigned char>(der.at(i)); };
    out.tag = byte(at);
    out.start = at;
    qsizetype length = byte(at + 1);
    qsizetype pos = at + 2;
    if (length & 0x80) {
        const int count = static_cast<int>(length & 0x7f);
        if (count == 0 || count > 4 || pos + count > limit)
            return false;
        length = 0;
        for (int i = 0; i < count; ++i)
            length = (length << 8) | byte(pos++);
    }
    if (length > limit - pos)
        return false;
    out.content = pos;
    out.length = length;
    return true;
}

constexpr unsigned char kSequence = 0x30;
constexpr unsigned char kVersion = 0xa0; // [0] EXPLICIT, before the serial number

} // namespace

QByteArray subjectPublicKeyInfo(const QByteArray &der)
{
    // Certificate ::= SEQUENCE { tbsCertificate SEQUENCE { [0] version OPTIONAL, serialNumber,
    //   signature, issuer, validity, subject, subjectPublicKeyInfo, … }, … }   (RFC 5280)
    Element certificate;
    Element tbs;
    if (!read(der, 0, der.size(), certificate) || certificate.tag != kSequence ||
        !read(der, certificate.content, certificate.end(), tbs) || tbs.tag != kSequence)
        return {};
    Element field;
    qsizetype at = tbs.content;
    if (!read(der, at, tbs.end(), field))
        return {};
    if (field.tag == kVersion)
        at = field.end();
    // serialNumber, signature, issuer, validity, subject: then the key.
    for (int skip = 0; skip < 5; ++skip) {
        if (!read(der, at, tbs.end(), field))
            return {};
        at = field.end();
    }
    if (!read(der, at, tbs.end(), field) || field.tag != kSequence)
        return {};
    return der.mid(field.start, field.end() - field.start);
}

QString pinOfCertificate(const QByteArray &certificate)
{
    QByteArray der = certificate;
    const QByteArray begin = "-----BEGIN CERTIFICATE-----";
    if (const qsizetype from = certificate.indexOf(begin); from >= 0) {
        const qsizetype to = certificate.indexOf("-----END CERTIFICATE-----", from);
        if (to < 0)
            return {};
        der = QByteArray::fromBase64(certificate.mid(from + begin.size(), to - from - begin.size()).simplified());
    }
    const QByteArray key = subjectPublicKeyInfo(der);
    if (key.isEmpty())
        return {};
    return QLatin1String(kPinPrefix) +
           QString::fromLatin1(QCryptographicHash::hash(key, QCryptographicHash::Sha256).toBase64());
}

QByteArray curlPin(const QString &pinned)
{
    QString pin = pinned.trimmed();
    if (!pin.startsWith(QLatin1String(kPinPrefix), Qt::CaseInsensitive))
        return {};
    const QByteArray text = pin.mid(static_cast<qsizetype>(sizeof kPinPrefix) - 1).toLatin1();
    const auto digest = QByteArray::fromBase64Encoding(text, QByteArray::AbortOnBase64DecodingErrors);
    if (!digest || digest.decoded.size() != 32)
        return {};
    return QByteArray(kPinPrefix) + digest.decoded.toBase64();
}

bool samePin(const QString &pinned, const QString &seen)
{
    const QByteArray pin = curlPin(pinned);
    return !pin.isEmpty() && pin == curlPin(seen);
}

} // namespace nkb::publish::ftps
