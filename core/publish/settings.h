#pragma once
// Where the website goes, kept per user on this computer (not in the tournament file: one computer
// publishes, and the next year's file publishes to the same place): the web host and its protocol
// (SFTP, or FTPS for a host that offers only that), its pinned key,
// the login name and key file, the folder, when to publish, and the earlier years for the archive.
// Never a password: that is asked when publishing starts and kept in memory only. The file is
// written with permissions for its owner only (0600), and refused when others may change it.
#include "publish/publish.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace nkb::publish {

enum class PublishWhen {
    OnRequest,  // only when the director asks (Bestand → Publiceren…, nk-bonaken-cli publish)
    AfterRound, // when a round's last game is stored, and when the final is played
    AfterChange // after every change, once the desk has been quiet for `delaySeconds`
};

struct PublishSettings {
    PublishTarget target;
    QString privateKeyFile; // a login by key; empty: by password
    PublishWhen when{PublishWhen::OnRequest};
    int delaySeconds{60};
    QStringList archive; // earlier years' tournament files, for the archive's front page
    friend bool operator==(const PublishSettings &, const PublishSettings &) = default;
};

// The file: NKB_PUBLISH_SETTINGS when set, else "publiceren.json" in the user's configuration
// folder (~/.config/nk-bonaken, %APPDATA%\nk-bonaken).
[[nodiscard]] QString settingsPath();

// nullopt with `error` empty when there is no file yet; with `error` set when it cannot be read or
// is not ours (then nothing is used).
[[nodiscard]] std::optional<PublishSettings> loadSettings(const QString &path, QString *error);
[[nodiscard]] bool saveSettings(const QString &path, const PublishSettings &settings, QString *error);

// The pin stands only for the server it was confirmed for: another host, port or protocol has
// another key, so moving `now` away from `before` forgets it.
void forgetPinWhenMoved(PublishTarget &now, const PublishTarget &before);

// What is missing before anything can be published ("Geef de server (--host)."); empty when complete.
[[nodiscard]] QString settingsProblem(const PublishSettings &settings);

[[nodiscard]] QString whenName(PublishWhen when); // "handmatig", "na-ronde", "na-wijziging"
[[nodiscard]] std::optional<PublishWhen> whenFromName(const QString &name);

[[nodiscard]] QString protocolName(Protocol protocol); // "sftp", "ftps", "ftps-impliciet"
[[nodiscard]] std::optional<Protocol> protocolFromName(const QString &name);
[[nodiscard]] int defaultPort(Protocol protocol); // 22, 21, 990
// The host key as the protocol pins it: "SHA256:…" (SSH) or "sha256//…" (a certificate's key).
[[nodiscard]] bool hostKeyFits(Protocol protocol, const QString &hostKey);

} // namespace nkb::publish
