#include "ui/stations/serverconnection.h"

#include "tournament/limits.h"
#include "ui/document/tournamentdocument.h"
#include "ui/widgets/qtstd.h"
#include "ui/widgets/question.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QUrl>
#include <QUrlQuery>

namespace nkb::ui {

namespace {

// The texts' context, as lupdate files them: a free function named tr() in a namespace is filed
// under the namespace ("nkb::ui"), so its English was never found at run time.
struct ServerConnection {
    Q_DECLARE_TR_FUNCTIONS(ServerConnection)
};

void tell(QWidget *parent, const QString &message, bool failed)
{
    Question::inform(parent, QStringLiteral("server"),
                     failed ? QMessageBox::Warning : QMessageBox::Information, ServerConnection::tr("Server"),
                     message);
}

} // namespace

QString serverLocation(const ServerLogin &login)
{
    QUrl url;
    url.setScheme(QStringLiteral("postgresql"));
    url.setUserName(login.fields.user);
    if (!login.password.isEmpty())
        url.setPassword(login.password);
    QUrlQuery query;
    if (login.fields.host.startsWith(QLatin1Char('/'))) {
        // A Unix socket folder on this laptop (the server laptop itself, the tests).
        url.setHost(QStringLiteral("localhost"));
        query.addQueryItem(QStringLiteral("host"), login.fields.host);
    } else {
        url.setHost(login.fields.host);
    }
    // The venue's CA: the store then asks for verify-full.
    if (!login.fields.caFile.isEmpty())
        query.addQueryItem(QStringLiteral("sslrootcert"), login.fields.caFile);
    if (!query.isEmpty())
        url.setQuery(query);
    if (login.fields.port != 5432)
        url.setPort(login.fields.port);
    url.setPath(QLatin1Char('/') + login.fields.database);
    return url.toString(QUrl::FullyEncoded);
}

std::unique_ptr<TournamentDocument> openServer(const ServerLogin &login, QString *error)
{
    if (login.fields.host.isEmpty() || login.fields.database.isEmpty() || login.fields.user.isEmpty()) {
        *error = ServerConnection::tr("Vul de server, de database en de gebruiker in.");
        return nullptr;
    }
    if (!login.fields.station.isEmpty())
        if (const auto wrong = checkStationName(ss(login.fields.station))) {
            *error = qs(*wrong);
            return nullptr;
        }
    auto document =
        TournamentDocument::open(serverLocation(login), error, login.viewOnly, login.fields.station);
    if (!document)
        return nullptr;
    settings::setLastServer(login.fields);
    return document;
}

QString copyToServer(const QString &file, const ServerLogin &login)
{
    OpenOptions options;
    options.station = ss(login.fields.station);
    if (!options.station.empty())
        if (const auto wrong = checkStationName(options.station))
            return qs(*wrong);
    if (const StoreStatus refusal = TournamentStore::copy(ss(file), ss(serverLocation(login)), options))
        return errorText(*refusal);
    settings::setLastServer(login.fields);
    return {};
}

std::unique_ptr<TournamentDocument> connectToServer(QWidget *parent)
{
    ServerDialog dialog(ServerConnection::tr("Verbinden met server"), ServerConnection::tr("Verbinden"),
                        parent);
    if (dialog.exec() != QDialog::Accepted)
        return nullptr;
    QString error;
    auto document = openServer(dialog.login(), &error);
    if (!document)
        tell(parent, error, true);
    return document;
}

void copyToServerAsked(QWidget *parent, const TournamentDocument &document)
{
    if (document.store().onServer()) {
        tell(parent,
             ServerConnection::tr("Dit toernooi staat al op een server; een kopie in een bestand maakt u met "
                                  "Opslaan als kopie."),
             true);
        return;
    }
    ServerDialog dialog(ServerConnection::tr("Naar server kopiëren"), ServerConnection::tr("Kopiëren"),
                        parent);
    dialog.hideViewOnly();
    if (dialog.exec() != QDialog::Accepted)
        return;
    const ServerLogin login = dialog.login();
    if (const QString refusal = copyToServer(document.path(), login); !refusal.isEmpty())
        tell(parent, refusal, true);
    else
        tell(parent,
             ServerConnection::tr(
                 "Het toernooi staat nu op de server (database %1). Open het daar met Bestand → Verbinden "
                 "met server; dit bestand blijft zoals het was.")
                 .arg(login.fields.database),
             false);
}

QString windowTitle(const TournamentDocument &document)
{
    const TournamentStore &store = document.store();
    QString title = qs(document.tournament().info.name);
    if (store.onServer()) {
        const QUrl url(qs(store.path()));
        const QUrlQuery query(url);
        const QString host = query.hasQueryItem(QStringLiteral("host"))
                                 ? query.queryItemValue(QStringLiteral("host"), QUrl::FullyDecoded)
                                 : url.host();
        title += ServerConnection::tr(" — server %1 — station %2").arg(host, qs(store.station()));
        if (store.readOnly())
            title += ServerConnection::tr(" (alleen bekijken)");
    } else {
        // The file first, as Windows programs name their document: a copy or a restored backup
        // has the original's tournament name, and only the file tells them apart.
        title = QFileInfo(document.path()).fileName() + QStringLiteral(" — ") + title;
        if (store.readOnly())
            title += ServerConnection::tr(" (alleen-lezen)");
    }
    return title + ServerConnection::tr(" — NK Bonaken");
}

} // namespace nkb::ui
