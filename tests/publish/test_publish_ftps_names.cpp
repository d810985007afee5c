// FTPS without a server: the certificate's key as curl pins it (checked against what openssl
// computes for two certificates), the names and listings the uploader reads, and the paths it
// writes. Always run.
#include "sftpserver.h"

#include "publish/ftpscert.h"
#include "publish/ftpslayout.h"
#include "publish/protocols.h"
#include "publish/settings.h"

#include <QTemporaryDir>

using namespace nkb::publish;
using namespace nkb::publish::ftps;

namespace {

// openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -subj /CN=ftp.voorbeeld.nl
constexpr char kEcCertificate[] =
    "-----BEGIN CERTIFICATE-----\n"
    "MIIBjjCCATOgAwIBAgIUOIYpfCsNKRF+qZnrt970WBm6VxMwCgYIKoZIzj0EAwIw\n"
    "GzEZMBcGA1UEAwwQZnRwLnZvb3JiZWVsZC5ubDAgFw0yNjExMjkxMzM3NTVaGA8y\n"
    "MTI2MTEwNTEzMzc1NVowGzEZMBcGA1UEAwwQZnRwLnZvb3JiZWVsZC5ubDBZMBMG\n"
    "ByqGSM49AgEGCCqGSM49AwEHA0IABKVMkSjhYKegGsXvZhxdJwMELnWKnQ0fthim\n"
    "TPwUTqJClqYXhJXwjOQssJUmD36jUWOUIIF5Rm3iNVoXEtMdGmmjUzBRMB0GA1Ud\n"
    "DgQWBBT3EJBXeNZjbjJXCO2ScdHJCXnOFTAfBgNVHSMEGDAWgBT3EJBXeNZjbjJX\n"
    "CO2ScdHJCXnOFTAPBgNVHRMBAf8EBTADAQH/MAoGCCqGSM49BAMCA0kAMEYCIQD5\n"
    "ze4FuZBoKDLNVw17MrpByxRmFNseJrmAvE3JX1MJ/gIhAL+Wha8vL+aVqhKgGZvj\n"
    "HxBl+CT021DO+Lh4I/S54+Xq\n"
    "-----END CERTIFICATE-----\n";
// Its key as openssl prints it (x509 -pubkey | pkey -pubin -outform der | dgst -sha256 | base64).
constexpr char kEcPin[] = "sha256//+GnYNjHXdlWXOqR6Yn+4DTw6eA0oIpRMV/gcn4m1kFg=";

// An RSA 2048 certificate: lengths of two bytes (0x82) all through.
constexpr char kRsaCertificate[] =
    "-----BEGIN CERTIFICATE-----\n"
    "MIIDTTCCAjWgAwIBAgIUC5r32H3hdJuLhu0+Nfv4+xNppxYwDQYJKoZIhvcNAQEL\n"
    "BQAwNTEZMBcGA1UEAwwQZnRwLnZvb3JiZWVsZC5ubDEYMBYGA1UECgwPTksgQm9u\n"
    "YWtlbiB0ZXN0MCAXDTI2MTEyOTEzMzc1NVoYDzIxMjYxMTA1MTMzNzU1WjA1MRkw\n"
    "FwYDVQQDDBBmdHAudm9vcmJlZWxkLm5sMRgwFgYDVQQKDA9OSyBCb25ha2VuIHRl\n"
    "c3QwggEiMA0GCSqGSIb3DQEBAQUAA4IBDwAwggEKAoIBAQCm6U25WgVn9ganO4Hz\n"
    "TiQ4B0OSAWcqPKeUTVnICzrbhwPQJ1R3WdmLSYRJQpvRjci5ryxd0g/OTTzk7aT6\n"
    "C75uUfnKgKT4MlVpf7jQqmdynK+7UUct54prjak4WH6nmCNPOw1U6f//L+/ZUDpN\n"
    "zShw6TTNTfIGGyF7lb6TZ5rwA6HNivpdh0U9feNkPpTwHgqYG+Rcb/WrEzhyYOmO\n"
    "YsbrOrCtx2WmLBQB24ZJ+P8V1md3m2ANHR2Sr2klp3utvPh7WH0XdYPplIgb13yw\n"
    "/k2XwOH8Hzv59bmTLJwyAXni7rN2ltfTwJNq8vqziHPFJuRT9L85OinDCr7r6pZg\n"
    "c1Q9AgMBAAGjUzBRMB0GA1UdDgQWBBRKqjolwrtc3aiut0v6sQh15GfLQjAfBgNV\n"
    "HSMEGDAWgBRKqjolwrtc3aiut0v6sQh15GfLQjAPBgNVHRMBAf8EBTADAQH/MA0G\n"
    "CSqGSIb3DQEBCwUAA4IBAQBfp2bCGdf+n/B3vp1hFghg1YEkFp07+zIHTAZhzEkD\n"
    "yx6Rj8H137cyMzM/svXcAh5xh45sbh0D4CEZes2Vspqy+SHrIpW1dvTNgRBSpBck\n"
    "el9xQuoJQAMIUSwLJT56tvRcLIuPfP2st8eSLo8dlL/bzdwjHpfY4YxaI3DlvOxT\n"
    "qGQeR739jqtwYDqeenXc3ljIxMT46gLQNHBeNpkGZ2csTQBfe1BTcCjCzZlWiabU\n"
    "towoXq4vWegY/i40TKzOihxfvm1wC2ocYpzj02hpEm6izeiwuN/ctpJc3w//A/Zl\n"
    "qRdjxvS8wNHLbM1X0fX73vsA9JS8y1erz9bPhOZ9leuB\n"
    "-----END CERTIFICATE-----\n";
constexpr char kRsaPin[] = "sha256//r2KEuLkelqVWhrxYKdC4oP9g3NPWA4licdaobXQJoys=";

QByteArray derOf(const char *pem)
{
    QByteArray text(pem);
    text.replace("-----BEGIN CERTIFICATE-----", "").replace("-----END CERTIFICATE-----", "");
    return QByteArray::fromBase64(text.simplified());
}

} // namespace

TEST_CASE("FTPS names: the pin of a certificate's key is what openssl computes, from PEM or DER",
          "[publish][ftps]")
{
    CHECK(pinOfCertificate(kEcCertificate) == QLatin1String(kEcPin));
    CHECK(pinOfCertificate(kRsaCertificate) == QLatin1String(kRsaPin));
    CHECK(pinOfCertificate(derOf(kRsaCertificate)) == QLatin1String(kRsaPin));
    // The key's DER starts as a SubjectPublicKeyInfo does: a SEQUENCE of the algorithm and the key.
    const QByteArray key = subjectPublicKeyInfo(derOf(kEcCertificate));
    REQUIRE(key.size() == 91); // P-256: 26 bytes of algorithm and framing, 65 of point
    CHECK(key.startsWith(QByteArray::fromHex("3059301306072a8648ce3d0201")));

    // Not a certificate, or one cut short anywhere: no pin, no crash.
    CHECK(pinOfCertificate(QByteArray()).isEmpty());
    CHECK(pinOfCertificate("-----BEGIN CERTIFICATE-----\nbm9nIGVlbnM=\n-----END CERTIFICATE-----").isEmpty());
    CHECK(pinOfCertificate("-----BEGIN CERTIFICATE-----\nMIIB").isEmpty());
    const QByteArray der = derOf(kRsaCertificate);
    for (qsizetype n = 0; n < der.size(); n += 7)
        CHECK(pinOfCertificate(der.left(n)).isEmpty());
    QByteArray huge = der;
    huge[1] = static_cast<char>(0x84); // a length of four bytes claiming far more than there is
    CHECK(pinOfCertificate(huge).isEmpty());
}

TEST_CASE("FTPS names: a pin as the director may type it is the same pin, an SSH key is no pin",
          "[publish][ftps]")
{
    CHECK(samePin(QLatin1String(kEcPin), QLatin1String(kEcPin)));
    CHECK(samePin(QStringLiteral("  ") + QLatin1String(kEcPin) + QStringLiteral(" "), QLatin1String(kEcPin)));
    QString unpadded = QLatin1String(kEcPin);
    unpadded.chop(1);
    CHECK(samePin(unpadded, QLatin1String(kEcPin)));
    CHECK(curlPin(unpadded) == QByteArray(kEcPin));
    CHECK_FALSE(samePin(QLatin1String(kRsaPin), QLatin1String(kEcPin)));
    CHECK(curlPin(QStringLiteral("SHA256:+GnYNjHXdlWXOqR6Yn+4DTw6eA0oIpRMV/gcn4m1kFg")).isEmpty());
    CHECK(curlPin(QStringLiteral("sha256//kort")).isEmpty());
    CHECK(curlPin(QStringLiteral("sha256//+GnY!jHXdlWXOqR6Yn+4DTw6eA0oIpRMV/gcn4m1kFg=")).isEmpty());
    CHECK(curlPin(QString()).isEmpty());
    CHECK_FALSE(samePin(QString(), QString()));
}

TEST_CASE("FTPS names: a LIST answer in Unix and MS-DOS style, links and odd lines", "[publish][ftps]")
{
    const QByteArray unix = "total 12\r\n"
                            "drwxr-xr-x    2 994      993          4096 Nov 29 13:36 .\r\n"
                            "drwxr-xr-x    3 994      993          4096 Nov 29 13:36 ..\r\n"
                            "drwxr-xr-x    2 994      993          4096 Nov 29 13:36 2026-3\r\n"
                            "-rw-r--r--    1 994      993             6 Jan 02  2025 index.html\r\n"
                            "lrwxrwxrwx    1 994      993            11 Nov 29 13:36 2026 -> .nkb/2026-3\r\n"
                            "-rw-r--r--    1 994      993             6 Nov 29 13:36 met spatie.txt\r\n"
                            "onzin\r\n";
    CHECK(parseList(unix) == std::vector<Entry>{{QStringLiteral("2026-3"), true},
                                                {QStringLiteral("index.html"), false},
                                                {QStringLiteral("2026"), false},
                                                {QStringLiteral("met spatie.txt"), false}});
    const QByteArray dos = "11-29-26  01:36PM       <DIR>          2026-old-2\r\n"
                           "11-29-26  01:36PM                  123 index.html\r\n";
    CHECK(parseList(dos) == std::vector<Entry>{{QStringLiteral("2026-old-2"), true},
                                               {QStringLiteral("index.html"), false}});
    CHECK(parseList(QByteArray()).empty());
}

TEST_CASE("FTPS names: generations, the mark, the next number, the folder and its URL", "[publish][ftps]")
{
    CHECK(asideFolder(QStringLiteral("2026"), 6) == QStringLiteral("2026-old-6"));
    CHECK(asideOf(QStringLiteral("2026"), QStringLiteral("2026-old-6")) == 6);
    CHECK_FALSE(asideOf(QStringLiteral("2026"), QStringLiteral("2026-6")));
    CHECK_FALSE(asideOf(QStringLiteral("2026"), QStringLiteral("2025-old-6")));
    CHECK_FALSE(asideOf(QStringLiteral("2026"), QStringLiteral("2026-old-06")));
    CHECK_FALSE(asideOf(QStringLiteral("2026"), QStringLiteral("2026-old-")));

    CHECK(markText(7) == "nk-bonaken\ngeneratie 7\n");
    CHECK(generationInMark(markText(7)) == 7);
    CHECK(generationInMark("nk-bonaken\n") == 0); // written by "In een map zetten", uploaded by hand
    CHECK_FALSE(generationInMark("iets anders\n"));
    CHECK_FALSE(generationInMark(QByteArray()));

    CHECK(nextGeneration(0, {}, {}) == 1);
    CHECK(nextGeneration(5, {}, {4}) == 6);
    CHECK(nextGeneration(5, {6, 7}, {4}) == 8); // above a half-written one
    CHECK(nextGeneration(0, {}, {3}) == 5);     // a hand-uploaded tree: its aside name 4 is free

    CHECK(absoluteBase(QStringLiteral("/www"), QStringLiteral("uitslagen")) == QStringLiteral("/www/uitslagen"));
    CHECK(absoluteBase(QStringLiteral("/www"), QStringLiteral("~/uitslagen/")) == QStringLiteral("/www/uitslagen"));
    CHECK(absoluteBase(QStringLiteral("/www"), QStringLiteral("/var/www/nk/")) == QStringLiteral("/var/www/nk"));
    CHECK(absoluteBase(QStringLiteral("/www"), QString()) == QStringLiteral("/www"));
    CHECK(absoluteBase(QStringLiteral("/"), QStringLiteral("nk")) == QStringLiteral("/nk"));
    CHECK(absoluteBase(QStringLiteral("/"), QStringLiteral("/")) == QStringLiteral("/"));
    CHECK(absoluteBase(QStringLiteral("/www"), QStringLiteral("a\r\nDELE x")).isEmpty());

    CHECK(urlPath(QStringLiteral("/www/nk 2026/.nkb/")) == "/%2Fwww/nk%202026/.nkb/");
    CHECK(urlPath(QStringLiteral("/www/index.html")) == "/%2Fwww/index.html");
    CHECK(urlPath(QStringLiteral("/")) == "/%2F/");
    CHECK(urlPath(QStringLiteral("/www/a#b?c")) == "/%2Fwww/a%23b%3Fc");
}

TEST_CASE("FTPS settings: the protocol's name, port and key", "[publish][ftps]")
{
    for (const Protocol p : {Protocol::Sftp, Protocol::Ftps, Protocol::FtpsImplicit})
        CHECK(protocolFromName(protocolName(p)) == p);
    CHECK(protocolName(Protocol::Ftps) == QStringLiteral("ftps"));
    CHECK_FALSE(protocolFromName(QStringLiteral("ftp")));
    CHECK(defaultPort(Protocol::Sftp) == 22);
    CHECK(defaultPort(Protocol::Ftps) == 21);
    CHECK(defaultPort(Protocol::FtpsImplicit) == 990);
    CHECK(hostKeyFits(Protocol::Ftps, QLatin1String(kEcPin)));
    CHECK_FALSE(hostKeyFits(Protocol::Sftp, QLatin1String(kEcPin)));
    CHECK(hostKeyFits(Protocol::Sftp, QStringLiteral("SHA256:abc")));
    CHECK_FALSE(hostKeyFits(Protocol::FtpsImplicit, QStringLiteral("SHA256:abc")));

    // Kept in the settings file, an old file without it is SFTP.
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("publiceren.json"));
    PublishSettings s;
    s.target.protocol = Protocol::FtpsImplicit;
    s.target.host = QStringLiteral("ftp.voorbeeld.nl");
    s.target.port = 990;
    s.target.hostKey = QLatin1String(kEcPin);
    QString error;
    REQUIRE(saveSettings(file, s, &error));
    CHECK(nkbtest::readLocal(file).contains("\"protocol\": \"ftps-impliciet\""));
    const auto read = loadSettings(file, &error);
    REQUIRE(read);
    CHECK(read->target.protocol == Protocol::FtpsImplicit);
    CHECK(read->target.port == 990);
    CHECK(read->target.hostKey == QLatin1String(kEcPin));
    QFile old(file);
    REQUIRE(old.open(QIODevice::WriteOnly));
    old.write(R"({"format": "nk-bonaken-publiceren", "host": "sftp.voorbeeld.nl"})");
    old.close();
    const auto older = loadSettings(file, &error);
    REQUIRE(older);
    CHECK(older->target.protocol == Protocol::Sftp);
    CHECK(older->target.port == 22);
}

#ifndef NKB_PUBLISH_HAS_FTPS
TEST_CASE("FTPS: a build without libcurl says so and sends nothing", "[publish][ftps]")
{
    PublishTarget t;
    t.protocol = Protocol::Ftps;
    t.host = QStringLiteral("127.0.0.1");
    t.user = QStringLiteral("iemand");
    const UploadResult result = upload(t, {}, nkbtest::smallSite(1));
    CHECK(result.error == UploadError::NotSupported);
    CHECK(result.message == QStringLiteral("Publiceren over FTPS zit niet in deze uitgave."));
    CHECK(hostKeyOf(t.host, 21, 5, Protocol::Ftps).error == UploadError::NotSupported);
}
#endif
