// A tournament whose rows were changed behind the program's back (issue 39) opens in the window for
// viewing only: the director is told what is wrong and where, the status line says it before
// anything is typed, and what is typed is refused and kept in the fields, the file unchanged.
#include "resultsdesk.h"

#include "ui/results/giftentrywidget.h"
#include "ui/results/giftform.h"
#include "ui/results/resultspanel.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QUuid>

using namespace nkb;
using namespace nkb::ui;
using namespace nkb::ui::test;

namespace {

// A change with another tool (the sqlite3 program), beside the application.
void tamper(const QString &path, const char *sql)
{
    const QString name = QUuid::createUuid().toString();
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        REQUIRE(db.open());
        QSqlQuery q(db);
        REQUIRE(q.exec(QString::fromUtf8(sql)));
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

QByteArray digestOf(const QString &path)
{
    QFile f(path);
    REQUIRE(f.open(QIODevice::ReadOnly));
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

} // namespace

TEST_CASE("Results desk: a tournament changed with the sqlite3 tool opens for viewing only and says where",
          "[ui][desk][seals]")
{
    QTemporaryDir elsewhere;
    const QString path = elsewhere.filePath(QStringLiteral("NK-2026.bonaken"));
    {
        Desk desk;
        desk.altKey(Qt::Key_U);
        typeGift("A", true);
        REQUIRE(desk.storedGifts(GameRef{1, 1, 1}) == 1);
        const QString written = desk.path();
        desk.close();
        REQUIRE(QFile::copy(written, path));
    }
    tamper(path, "UPDATE players SET name = 'Annie' WHERE start_number = 1");
    const QByteArray before = digestOf(path);
    QString told;
    Answering seen([&told](const Question &q) -> std::optional<int> {
        if (q.name() == QLatin1String("findings"))
            told = q.text();
        return std::nullopt;
    });
    Desk desk(path);
    INFO(told.toStdString());
    CHECK(told.contains(QStringLiteral("Speler nr. 1 is buiten het programma om gewijzigd.")));
    CHECK(told.contains(QStringLiteral("niets opgeslagen")));
    CHECK(desk.window->statusText().startsWith(
        QStringLiteral("Alleen bekijken: de inhoud van dit toernooi klopt niet (1 bevinding)")));
    desk.altKey(Qt::Key_U);
    GiftEntryWidget *entry = desk.results()->giftEntry();
    REQUIRE(entry->game().giften.size() == 1); // shown as stored
    typeGift("B", false);
    CHECK(entry->game().giften.size() == 1); // refused, and kept in the fields
    CHECK(entry->form()->typed());
    desk.close();
    CHECK(digestOf(path) == before);
}
