// The published website (issue 37, core/web/staticsite.h): every page a whole Dutch HTML page
// without a script whose links all reach a file of the site, nothing that is not on the wall (the
// table secret and codes, station names, the audit), "niet publiceren" as initials, the klassement's
// CSV and JSON the same as the CLI's, the archive of several years, and the folder it is written to.
#include "webfixture.h"

#include "publish/folder.h"
#include "web/layout.h"
#include "web/staticsite.h"
#include "web/tablecode.h"

#include <QDir>
#include <QDirIterator>
#include <QRegularExpression>

#include <set>

using namespace nkbtest;
using nkb::publish::SiteFiles;

namespace {

constexpr std::int64_t kMadeAt = 1764300000;

SiteFiles siteOf(const nkb::Tournament &t)
{
    const std::vector<nkb::web::SiteYear> archive = nkb::web::archiveOf({t});
    REQUIRE(archive.size() == 1);
    return nkb::web::yearFiles(archive.front(), archive, kMadeAt);
}

const nkb::publish::SiteFile *fileOf(const SiteFiles &files, const QString &path)
{
    for (const auto &f : files)
        if (f.path == path)
            return &f;
    return nullptr;
}

QByteArray allBytes(const SiteFiles &files)
{
    QByteArray out;
    for (const auto &f : files)
        out += f.bytes + '\n';
    return out;
}

// Every href and src of a page, without its #part.
QStringList linksOf(const QString &html)
{
    static const QRegularExpression link(QStringLiteral("(?:href|src)=\"([^\"]*)\""));
    QStringList out;
    for (auto it = link.globalMatch(html); it.hasNext();) {
        QString target = it.next().captured(1);
        target = target.left(target.indexOf(QLatin1Char('#')) < 0 ? target.size() : target.indexOf(QLatin1Char('#')));
        if (!target.isEmpty())
            out << target;
    }
    return out;
}

std::string playedTournament(const QTemporaryDir &dir)
{
    const std::string db = filePath(dir, "nk.bonaken");
    makeWebTournament(dir, db, 16, 3); // rounds 1-3 played, round 4 drawn
    return db;
}

} // namespace

TEST_CASE("Every published page is a whole Dutch page without a script, and every link reaches a file of the site",
          "[web][publish]")
{
    QTemporaryDir dir;
    const std::string db = playedTournament(dir);
    const SiteFiles files = siteOf(snapshotOf(db)->tournament);

    std::set<QString> paths;
    for (const auto &f : files) {
        INFO(f.path.toStdString());
        CHECK(nkb::publish::isSitePath(f.path));
        CHECK(paths.insert(f.path).second); // no file twice
    }
    // The pages that hang on the wall, each round's indeling and each player's page.
    for (const char *page : {"index.html", "klassement.html", "klassement-dame.html", "indeling.html", "ronde-1.html",
                             "ronde-4.html", "finale.html", "spelers.html", "spelregels.html", "speler-1.html",
                             "speler-16.html", "klassement.csv", "klassement.json", "nkb.css", "favicon.svg"})
        CHECK(paths.count(QString::fromLatin1(page)) == 1);
    CHECK(paths.count(QStringLiteral("ronde-5.html")) == 0); // not drawn yet

    int pages = 0;
    for (const auto &f : files) {
        if (!f.path.endsWith(QLatin1String(".html")))
            continue;
        ++pages;
        const QString html = QString::fromUtf8(f.bytes);
        INFO(f.path.toStdString());
        CHECK(html.startsWith(QLatin1String("<!DOCTYPE html>\n<html lang=\"nl\">")));
        CHECK(html.contains(QLatin1String("<h1>")));
        CHECK(html.contains(QLatin1String("<main")));
        CHECK_FALSE(html.contains(QLatin1String("<script")));
        CHECK_FALSE(html.contains(QLatin1String("nkb.js")));
        CHECK_FALSE(html.contains(QLatin1String("<form")));       // no search: there is no server to ask
        CHECK_FALSE(html.contains(QLatin1String("id=\"klok\""))); // no clock on a page that is not live
        CHECK_FALSE(html.contains(QString::fromStdString(kHostileName))); // escaped, as on the venue pages
        for (const QString &link : linksOf(html)) {
            INFO(link.toStdString());
            CHECK(paths.count(link) == 1); // no address of the venue ("/speler/3") and no file missing
        }
    }
    CHECK(pages == 7 + 4 + 16); // the fixed pages, rounds 1-4 and the players
    // A name in the klassement leads to the player's page.
    CHECK(QString::fromUtf8(fileOf(files, QStringLiteral("klassement.html"))->bytes).contains(QLatin1String("href=\"speler-")));
}

TEST_CASE("Nothing that is not on the wall is published: no table secret or code, no station, no audit",
          "[web][publish][security]")
{
    QTemporaryDir dir;
    const std::string db = playedTournament(dir);
    // A result stored by a named station, and entry at the table on: the store has a table secret.
    const std::string station = "Geheimstation-Wim";
    nlohmann::json tables = cliJson(db, {"tables", "--round", "4"});
    const auto &list = tables.contains("tables") ? tables["tables"] : tables;
    std::string points;
    for (std::size_t i = 0; i < list[0]["players"].size(); ++i)
        points += (i ? "," : "") + list[0]["players"][i].get<std::string>() + "=" + std::to_string(i == 0 ? 10 : i == 1 ? 8 : i == 2 ? 4 : 0);
    const CliRun stored = runCli({"--db", db, "--station", station, "result", "--round", "4", "--table",
                                  std::to_string(list[0]["table"].get<int>()), "--game", "1", "--points", points});
    INFO(stored.out << stored.err);
    REQUIRE(stored.code == 0);
    const auto snapshot = snapshotOf(db);
    REQUIRE(!snapshot->tableSecret.isEmpty());

    const QByteArray published = allBytes(siteOf(snapshot->tournament));
    CHECK_FALSE(published.contains(QByteArray::fromStdString(station)));
    CHECK_FALSE(published.contains(snapshot->tableSecret));
    CHECK_FALSE(published.contains(snapshot->tableSecret.toHex()));
    CHECK_FALSE(published.contains(snapshot->tableSecret.toBase64()));
    for (const nkb::Round &r : snapshot->tournament.rounds)
        for (const nkb::Table &t : r.tables) {
            const std::string code = nkb::web::tableCode(snapshot->tableSecret, {r.number, t.number, 1});
            INFO(code);
            CHECK_FALSE(published.contains(QByteArray::fromStdString(code)));
        }
    // The words of the audit and the table entry, in the pages and the data (the style sheet has "@media").
    QByteArray texts;
    for (const auto &f : siteOf(snapshot->tournament))
        if (!f.path.endsWith(QLatin1String(".css")))
            texts += f.bytes;
    for (const char *word : {"/tafel/", "audit", "station", "Station", "ongedaan", "@"}) {
        INFO(word);
        CHECK_FALSE(texts.contains(word));
    }
}

TEST_CASE("A player marked niet publiceren is published by his initials only, without his club", "[web][publish]")
{
    QTemporaryDir dir;
    const std::string db = playedTournament(dir);
    nkb::Tournament t = snapshotOf(db)->tournament;
    auto it = std::find_if(t.players.begin(), t.players.end(), [](const nkb::Player &p) { return p.name == kAccentedName; });
    REQUIRE(it != t.players.end());
    it->notPublished = true;
    it->club = "Club Uniek Hazerswoude";

    const QByteArray published = allBytes(siteOf(t));
    CHECK_FALSE(published.contains(QByteArray::fromStdString(kAccentedName)));
    CHECK_FALSE(published.contains("Ĳsselstein"));
    CHECK_FALSE(published.contains("Club Uniek"));
    CHECK(nkb::web::initialsOf(kAccentedName) == "J.v.Ĳ.");
    CHECK(published.contains("J.v.Ĳ."));
    // The others keep their names.
    CHECK(published.contains("Alexander-Frederik van Oranje-Nassau Hoo"));
}

TEST_CASE("The published klassement.json and klassement.csv hold what standings --format json and export standings give",
          "[web][publish]")
{
    QTemporaryDir dir;
    const std::string db = playedTournament(dir);
    const SiteFiles files = siteOf(snapshotOf(db)->tournament);

    const CliRun standings = runCliOn(db, {"standings"});
    REQUIRE(standings.code == 0);
    CHECK(nlohmann::json::parse(fileOf(files, QStringLiteral("klassement.json"))->bytes.toStdString()) ==
          nlohmann::json::parse(standings.out));
    CHECK(nlohmann::json::parse(standings.out).size() == 16);

    const CliRun csv = runCli({"--db", db, "export", "standings", "--format", "csv", "-o", "-"});
    REQUIRE(csv.code == 0);
    CHECK(fileOf(files, QStringLiteral("klassement.csv"))->bytes == QByteArray::fromStdString(csv.out));
}

TEST_CASE("Categories get files of their own, never one for two", "[web][publish]")
{
    using nkb::web::categorySlug;
    CHECK(categorySlug(QStringLiteral("dame")) == QStringLiteral("dame"));
    CHECK(categorySlug(QStringLiteral("Dame")) != categorySlug(QStringLiteral("dame")));
    CHECK(categorySlug(QStringLiteral("Beste nieuwe!")).startsWith(QStringLiteral("beste-nieuwe-")));
    for (const QString &c : {QStringLiteral("../../etc"), QStringLiteral("Ĳs & co"), QStringLiteral("."), QStringLiteral("//")})
        CHECK(nkb::publish::isSitePath(QStringLiteral("klassement-") + categorySlug(c) + QStringLiteral(".html")));
    CHECK(nkb::web::publishedFile(QStringLiteral("/klassement?categorie=dame")) == QStringLiteral("klassement-dame.html"));
    CHECK(nkb::web::publishedFile(QStringLiteral("/speler/12")) == QStringLiteral("speler-12.html"));
    CHECK(nkb::web::publishedFile(QStringLiteral("/speler/12/../x")).isEmpty());
    CHECK(nkb::web::publishedFile(QStringLiteral("/tafel/1")).isEmpty());
}

TEST_CASE("Three years in one archive: the front page lists them newest first and a player carried over links to his years",
          "[web][publish]")
{
    QTemporaryDir dir;
    const std::string db = playedTournament(dir);
    const nkb::Tournament base = snapshotOf(db)->tournament;
    // The same day in 2024 and 2025; the player with start number 5 in 2026 is the same person as
    // number 9 in 2025 and number 2 in 2024 (carried over: one person id). Number 6 has a namesake
    // in 2025 who is someone else (another id): no link.
    std::vector<nkb::Tournament> years{base, base, base};
    years[1].info.date = "2025-11-29";
    years[1].info.name = "NK Bonaken 2025";
    years[2].info.date = "2024-11-30";
    years[2].info.name = "NK Bonaken 2024";
    for (auto &t : years)
        for (auto &p : t.players)
            p.personId = "id-" + t.info.date + "-" + std::to_string(p.startNumber);
    const auto carry = [](nkb::Tournament &t, int startNumber) {
        for (auto &p : t.players)
            if (p.startNumber == startNumber)
                p.personId = "jan";
    };
    carry(years[0], 5);
    carry(years[1], 9);
    carry(years[2], 2);

    const std::vector<nkb::web::SiteYear> archive = nkb::web::archiveOf({years[2], years[0], years[1]});
    REQUIRE(archive.size() == 3);
    CHECK(archive[0].tree == QStringLiteral("2026"));
    CHECK(archive[1].tree == QStringLiteral("2025"));
    CHECK(archive[2].tree == QStringLiteral("2024"));

    const SiteFiles front = nkb::web::archiveFiles(archive, kMadeAt);
    const QString index = QString::fromUtf8(fileOf(front, QStringLiteral("index.html"))->bytes);
    CHECK(index.indexOf(QLatin1String("2026/index.html")) < index.indexOf(QLatin1String("2025/index.html")));
    CHECK(index.indexOf(QLatin1String("2025/index.html")) < index.indexOf(QLatin1String("2024/index.html")));
    CHECK(index.count(QLatin1String("<h2>")) == 3);

    const SiteFiles y2026 = nkb::web::yearFiles(archive[0], archive, kMadeAt);
    const QString jan = QString::fromUtf8(fileOf(y2026, QStringLiteral("speler-5.html"))->bytes);
    CHECK(jan.contains(QLatin1String("href=\"../2025/speler-9.html\"")));
    CHECK(jan.contains(QLatin1String("href=\"../2024/speler-2.html\"")));
    const QString other = QString::fromUtf8(fileOf(y2026, QStringLiteral("speler-6.html"))->bytes);
    CHECK_FALSE(other.contains(QLatin1String("Andere jaren")));
    const SiteFiles y2025 = nkb::web::yearFiles(archive[1], archive, kMadeAt);
    CHECK(QString::fromUtf8(fileOf(y2025, QStringLiteral("speler-9.html"))->bytes)
              .contains(QLatin1String("href=\"../2026/speler-5.html\"")));
}

TEST_CASE("export site writes every year and the front page into a folder, every link reaching a file",
          "[web][publish][cli]")
{
    QTemporaryDir dir;
    const std::string db = playedTournament(dir);
    const std::string earlier = filePath(dir, "nk2025.bonaken");
    REQUIRE(runCliOn(earlier, {"new", "--name", "NK Bonaken 2025", "--date", "2025-11-29"}).code == 0);
    const std::string out = filePath(dir, "site");
    const CliRun run = runCli({"--db", db, "export", "site", out, "--jaar", earlier});
    INFO(run.out << run.err);
    REQUIRE(run.code == 0);

    int pages = 0;
    for (QDirIterator it(QString::fromStdString(out), QDir::Files, QDirIterator::Subdirectories); it.hasNext();) {
        const QString path = it.next();
        if (!path.endsWith(QLatin1String(".html")))
            continue;
        ++pages;
        QFile f(path);
        REQUIRE(f.open(QIODevice::ReadOnly));
        const QString html = QString::fromUtf8(f.readAll());
        for (const QString &link : linksOf(html)) {
            INFO(path.toStdString() << " -> " << link.toStdString());
            CHECK(QFileInfo::exists(QFileInfo(path).absoluteDir().filePath(link)));
        }
    }
    CHECK(pages > 30);
    CHECK(QFileInfo::exists(QString::fromStdString(out + "/2025/index.html")));
    CHECK(QFileInfo::exists(QString::fromStdString(out + "/2026/klassement.json")));

    // Again: the folder is replaced whole, nothing of the writing is left beside it.
    REQUIRE(runCli({"--db", db, "export", "site", out}).code == 0);
    const QStringList left = QDir(QString::fromStdString(out)).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
    CHECK(left == QStringList({QStringLiteral("2025"), QStringLiteral("2026"), QStringLiteral("favicon.svg"),
                               QStringLiteral("index.html"), QStringLiteral("nkb.css")}));
}

TEST_CASE("A folder the program did not write is never replaced", "[web][publish]")
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("site"));
    REQUIRE(QDir().mkpath(out + QStringLiteral("/2026")));
    QFile mine(out + QStringLiteral("/2026/eigen.html"));
    REQUIRE(mine.open(QIODevice::WriteOnly));
    mine.write("van de club");
    mine.close();

    nkb::publish::Upload site;
    site.tree = QStringLiteral("2026");
    site.treeFiles = {{QStringLiteral("index.html"), QByteArrayLiteral("nieuw")}};
    site.rootFiles = {{QStringLiteral("index.html"), QByteArrayLiteral("voorpagina")}};
    const nkb::publish::FolderResult refused = nkb::publish::writeFolder(out, site);
    CHECK_FALSE(refused.ok);
    CHECK(refused.message.contains(QLatin1String("niet door NK Bonaken")));
    CHECK(QFileInfo::exists(out + QStringLiteral("/2026/eigen.html")));
    CHECK_FALSE(QFileInfo::exists(out + QStringLiteral("/index.html"))); // nothing written at all

    // A path outside the folder is refused before anything is written.
    site.tree = QStringLiteral("2027");
    site.treeFiles = {{QStringLiteral("../buiten.html"), QByteArrayLiteral("x")}};
    CHECK_FALSE(nkb::publish::writeFolder(out, site).ok);
    CHECK_FALSE(QFileInfo::exists(dir.filePath(QStringLiteral("buiten.html"))));
    CHECK_FALSE(QFileInfo::exists(out + QStringLiteral("/2027")));
}
