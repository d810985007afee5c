#pragma once
// The FTPS server's identity as the director pins it: the SHA-256 of the certificate's public key
// (its DER SubjectPublicKeyInfo), written as curl's CURLOPT_PINNEDPUBLICKEY takes it,
// "sha256//<base64>". The key, not the certificate: a host that renews its certificate with the
// same key stays trusted. Plain functions, tested without a server (no TLS library needed: the
// certificate's bytes are walked here, so a Windows build with Schannel computes the same).
#include <QByteArray>
#include <QString>

namespace nkb::publish::ftps {

inline constexpr char kPinPrefix[] = "sha256//";

// The DER bytes of the SubjectPublicKeyInfo in a DER X.509 certificate; empty when the bytes are
// not a certificate.
[[nodiscard]] QByteArray subjectPublicKeyInfo(const QByteArray &certificateDer);
// The pin of a certificate in PEM ("-----BEGIN CERTIFICATE-----…", as curl's certificate info
// gives it) or DER; empty when unreadable.
[[nodiscard]] QString pinOfCertificate(const QByteArray &certificate);
// Whether `pinned` (as the director typed or confirmed it: spaces around it and a missing '='
// are forgiven) names the key of `seen` (a pin as pinOfCertificate() made it).
[[nodiscard]] bool samePin(const QString &pinned, const QString &seen);
// `pinned` as curl takes it ("sha256//" and padded base64); empty when it is no such pin.
[[nodiscard]] QByteArray curlPin(const QString &pinned);

} // namespace nkb::publish::ftps
