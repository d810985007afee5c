// The tournament as a website any web host serves (see staticsite.h).
#include "web/staticsite.h"

#include "web/layout.h"
#include "web/pages.h"

#include "report/csvexport.h"
#include "report/dutchname.h"
#include "report/html.h"
#include "report/rulesnote.h"
#include "tournament/finaltie.h"
#include "tournament/standings.h"
#include "tournament/standingscolumns.h"
#include "tournament/standingsjson.h"
#include "store/tournamentstore.h"

#include <QDate>
#include <QDir>
#include <QUrl>

#include <algorithm>
#include <map>
#include <memory>
#include <set>

namespace nkb::web {

namespace {

// The overview (index.html of a year): where the day stands, the champion, and the way to the rest.
QString overviewPage(const Snapshot &s)
{
    const Tournament &t = s.tournament;
    QString body = QStringLiteral("<p>") + esc(progressLine(t)) + QStringLiteral("</p>\n");
    const FinalState state = finalState(t);
    if (state.champion)
        body += QStringLiteral("<p class=\"champion\">Kampioen: <a href=\"") +
                href(s, QStringLiteral("/speler/%1").arg(*state.champion)) + QStringLiteral("\">") +
                esc(report::html::nameOf(t, *state.champion)) + QStringLiteral("</a></p>\n");
    body += QStringLiteral("<h2>Uitslagen</h2><ul class=\"jaren\">");
    body += QStringLiteral("<li><a href=\"") + href(s, QStringLiteral("/klassement")) +
            QStringLiteral("\">Klassement</a> (") + QString::number(t.players.size()) + QStringLiteral(" spelers)</li>");
    if (t.round(kFinalRound) || finalPlayed(t))
        body += QStringLiteral("<li><a href=\"") + href(s, QStringLiteral("/finale")) + QStringLiteral("\">Finale</a></li>");
    for (const Round &r : t.rounds)
        if (r.number != kFinalRound)
            body += QStringLiteral("<li><a href=\"") + href(s, QStringLiteral("/ronde/%1").arg(r.number)) +
                    QStringLiteral("\">Indeling ronde %1</a></li>").arg(r.number);
    body += QStringLiteral("<li><a href=\"") + href(s, QStringLiteral("/spelers")) +
            QStringLiteral("\">Alle spelers</a></li><li><a href=\"") + href(s, QStringLiteral("/spelregels")) +
            QStringLiteral("\">Spelregels</a></li></ul>\n");
    return pageFrame(s, Section::Home, QStringLiteral("Overzicht"), body);
}

// Every player in Dutch name order, with club and start number, each a link to his page.
QString playersPage(const Snapshot &s)
{
    const Tournament &t = s.tournament;
    std::vector<const Player *> players;
    for (const Player &p : t.players)
        players.push_back(&p);
    const report::DutchNameOrder order;
    std::stable_sort(players.begin(), players.end(), [&order](const Player *a, const Player *b) {
        return order(QString::fromStdString(a->name), QString::fromStdString(b->name));
    });
    QString body = QStringLiteral("<table class=\"plaatsen\"><thead><tr><th>Naam</th><th>Club</th><th>Nr.</th>"
                                  "</tr></thead><tbody>\n");
    for (const Player *p : players)
        body += QStringLiteral("<tr><td><a href=\"") + href(s, QStringLiteral("/speler/%1").arg(p->startNumber)) +
                QStringLiteral("\">") + esc(report::splitDutchName(QString::fromStdString(p->name)).listForm()) +
                QStringLiteral("</a></td><td>") + esc(p->club) + QStringLiteral("</td><td>") +
                QString::number(p->startNumber) + QStringLiteral("</td></tr>\n");
    body += QStringLiteral("</tbody></table>\n");
    return pageFrame(s, Section::Players, QStringLiteral("Spelers"), body);
}

// The rule set the games were judged by, and where it differs from the NK reglement.
QString rulesPage(const Snapshot &s)
{
    const TournamentInfo &info = s.tournament.info;
    QString body = QStringLiteral("<p>Elk spel is bij het invoeren getoetst aan de spelregels van dit toernooi: <b>") +
                   esc(report::rulesTitleText(info)) + QStringLiteral("</b>.</p>\n");
    const QStringList differences = report::rulesDifferences(info);
    if (differences.isEmpty()) {
        body += QStringLiteral("<p>Dat is het reglement van het Nederlands Kampioenschap Bonaken (2019).</p>\n");
    } else {
        body += QStringLiteral("<h2>Anders dan het NK-reglement 2019</h2><ul>");
        for (const QString &d : differences)
            body += QStringLiteral("<li>") + esc(d) + QStringLiteral("</li>");
        body += QStringLiteral("</ul>\n");
    }
    return pageFrame(s, Section::Rules, QStringLiteral("Spelregels"), body);
}

void add(publish::SiteFiles &files, const QString &venuePath, const QString &html)
{
    files.push_back({publishedFile(venuePath), html.toUtf8()});
}

// "2025 · plaats 12" for each of a person's other years, keyed by person id.
std::map<std::string, std::vector<Snapshot::YearLink>> otherYearsOf(const SiteYear &year,
                                                                    const std::vector<SiteYear> &archive)
{
    std::set<std::string> here;
    for (const Player &p : year.tournament.players)
        if (!p.personId.empty())
            here.insert(p.personId);
    std::map<std::string, std::vector<Snapshot::YearLink>> out;
    for (const SiteYear &other : archive) {
        if (other.tree == year.tree)
            continue;
        const std::vector<StandingRow> rows = computeStandings(other.tournament);
        const FinalState final = finalState(other.tournament);
        for (const StandingRow &r : rows) {
            const Player *p = other.tournament.player(r.startNumber);
            if (!p || p->personId.empty() || here.count(p->personId) == 0)
                continue;
            QString label = other.tree + QStringLiteral(" · plaats ") + QString::fromStdString(rankText(r.rank, r.sharedRank));
            if (final.champion && *final.champion == r.startNumber)
                label += QStringLiteral(" · kampioen");
            out[p->personId].push_back(
                {label, QStringLiteral("../") + other.tree + QStringLiteral("/speler-%1.html").arg(r.startNumber)});
        }
    }
    return out;
}

// One year on the archive's front page: a heading with the way in, then the champion and the final.
QString archiveEntry(const SiteYear &year)
{
    const Tournament &t = year.tournament;
    const FinalState state = finalState(t);
    const QString base = year.tree + QLatin1Char('/');
    const QString title = t.info.name.empty() ? year.tree : QString::fromStdString(t.info.name);
    TournamentInfo where; // the date and the venue: the name is the heading
    where.date = t.info.date;
    where.venue = t.info.venue;
    QString out = QStringLiteral("<section class=\"jaar\"><h2><a href=\"") + base + QStringLiteral("index.html\">") +
                  esc(title) + QStringLiteral("</a></h2>\n<p class=\"meta\">") + report::html::eventLine(where) +
                  QStringLiteral(" · ") + QString::number(t.players.size()) + QStringLiteral(" spelers</p>\n");
    if (state.champion)
        out += QStringLiteral("<p>Kampioen: <a href=\"") + base + QStringLiteral("speler-%1.html\">").arg(*state.champion) +
               esc(report::html::nameOf(t, *state.champion)) + QStringLiteral("</a></p>\n");
    QStringList finalists;
    for (const int sn : finalTablePlayers(t))
        if (!state.champion || sn != *state.champion)
            finalists << QStringLiteral("<a href=\"") + base + QStringLiteral("speler-%1.html\">").arg(sn) +
                             esc(report::html::nameOf(t, sn)) + QStringLiteral("</a>");
    if (!finalists.isEmpty())
        out += QStringLiteral("<p>") + (state.champion ? QStringLiteral("Verder in de finale: ") : QStringLiteral("Finale: ")) +
               finalists.join(QStringLiteral(", ")) + QStringLiteral("</p>\n");
    out += QStringLiteral("<p><a href=\"") + base + QStringLiteral("klassement.html\">Het hele klassement</a></p></section>\n");
    return out;
}

} // namespace

std::string initialsOf(const std::string &name)
{
    std::string out;
    for (const QString &word : QString::fromStdString(name).split(QLatin1Char(' '), Qt::SkipEmptyParts))
        out += word.left(1).toStdString() + ".";
    return out.empty() ? std::string("?") : out;
}

Tournament publishedView(const Tournament &t)
{
    Tournament out = t;
    for (Player &p : out.players)
        if (p.notPublished) {
            p.name = initialsOf(p.name);
            p.club.clear();
        }
    return out;
}

QString siteTree(const TournamentInfo &info)
{
    const QDate date = QDate::fromString(QString::fromStdString(info.date), Qt::ISODate);
    if (date.isValid())
        return QString::number(date.year());
    const QString slug = categorySlug(QString::fromStdString(info.name));
    return slug.isEmpty() || slug.startsWith(QLatin1Char('-')) ? QStringLiteral("toernooi") + slug : slug;
}

std::vector<SiteYear> archiveOf(std::vector<Tournament> tournaments)
{
    std::stable_sort(tournaments.begin(), tournaments.end(),
                     [](const Tournament &a, const Tournament &b) { return a.info.date > b.info.date; });
    std::vector<SiteYear> out;
    std::map<QString, int> used;
    for (Tournament &t : tournaments) {
        QString tree = siteTree(t.info);
        if (const int n = ++used[tree]; n > 1)
            tree += QStringLiteral("-%1").arg(n);
        out.push_back({tree, publishedView(t)});
    }
    return out;
}

publish::SiteFiles yearFiles(const SiteYear &year, const std::vector<SiteYear> &archive, std::int64_t madeAt)
{
    auto snapshot = std::make_shared<Snapshot>();
    snapshot->tournament = year.tournament;
    snapshot->readAt = madeAt;
    snapshot->published = true;
    snapshot->otherYears = otherYearsOf(year, archive);
    const Snapshot &s = *snapshot;
    const Tournament &t = s.tournament;

    publish::SiteFiles files;
    add(files, QStringLiteral("/"), overviewPage(s));
    add(files, QStringLiteral("/klassement"), *standingsPage(s, {}));
    for (const std::string &c : categoriesOf(t))
        add(files, QStringLiteral("/klassement?categorie=") + QString::fromUtf8(QUrl::toPercentEncoding(QString::fromStdString(c))),
            *standingsPage(s, c));
    add(files, QStringLiteral("/indeling"), *seatingPage(s, std::nullopt));
    for (const Round &r : t.rounds)
        if (r.number != kFinalRound)
            if (const auto page = seatingPage(s, r.number))
                add(files, QStringLiteral("/ronde/%1").arg(r.number), *page);
    add(files, QStringLiteral("/finale"), finalPage(s));
    add(files, QStringLiteral("/spelers"), playersPage(s));
    add(files, QStringLiteral("/spelregels"), rulesPage(s));
    for (const Player &p : t.players)
        add(files, QStringLiteral("/speler/%1").arg(p.startNumber), *playerPage(s, p.startNumber));
    files.push_back({QStringLiteral("klassement.csv"), report::standingsCsv(t)});
    files.push_back({QStringLiteral("klassement.json"), QByteArray::fromStdString(standingsJson(computeStandings(t), 1)) + '\n'});
    files.push_back({QStringLiteral("nkb.css"), styleSheet()});
    files.push_back({QStringLiteral("favicon.svg"), icon()});
    return files;
}

publish::SiteFiles archiveFiles(const std::vector<SiteYear> &archive, std::int64_t madeAt)
{
    QString years;
    for (const SiteYear &year : archive)
        years += archiveEntry(year);
    const QDateTime made = QDateTime::fromSecsSinceEpoch(madeAt).toLocalTime();
    QString page = QStringLiteral(
        "<!DOCTYPE html>\n<html lang=\"nl\">\n<head>\n<meta charset=\"utf-8\">\n"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>Uitslagen · Bonaken</title>\n"
        "<link rel=\"stylesheet\" href=\"nkb.css\">\n<link rel=\"icon\" href=\"favicon.svg\" type=\"image/svg+xml\">\n"
        "<meta name=\"generator\" content=\"nk-bonaken\">\n</head>\n<body>\n"
        "<header class=\"site\"><h1>Uitslagen</h1><span class=\"event\">Bonaken, elk jaar</span></header>\n"
        "<main id=\"inhoud\">\n");
    page += years;
    page += QStringLiteral("</main>\n<footer class=\"status\"><p>Bijgewerkt op ") +
            QLocale(QLocale::Dutch, QLocale::Netherlands).toString(made, QStringLiteral("d MMMM yyyy 'om' HH:mm")) +
            QStringLiteral(".</p></footer>\n</body>\n</html>\n");
    return {{QStringLiteral("index.html"), page.toUtf8()},
            {QStringLiteral("nkb.css"), styleSheet()},
            {QStringLiteral("favicon.svg"), icon()}};
}

publish::Upload siteUpload(const std::vector<SiteYear> &archive, const QString &tree, std::int64_t madeAt)
{
    publish::Upload upload;
    upload.tree = tree;
    for (const SiteYear &year : archive)
        if (year.tree == tree)
            upload.treeFiles = yearFiles(year, archive, madeAt);
    upload.rootFiles = archiveFiles(archive, madeAt);
    return upload;
}

std::optional<std::vector<SiteYear>> archiveWith(const Tournament &current, const QStringList &earlierFiles,
                                                QString *error)
{
    std::vector<Tournament> tournaments{current};
    for (const QString &file : earlierFiles) {
        OpenOptions options;
        options.readOnly = true;
        auto store = TournamentStore::open(file.toStdString(), options);
        if (!store) {
            *error = QStringLiteral("Eerder jaar %1: %2").arg(file, QString::fromStdString(store.error().message));
            return std::nullopt;
        }
        auto t = store.value()->load();
        if (!t) {
            *error = QStringLiteral("Eerder jaar %1: %2").arg(file, QString::fromStdString(t.error().message));
            return std::nullopt;
        }
        tournaments.push_back(std::move(t).value());
    }
    return archiveOf(std::move(tournaments));
}

QString treeOf(const std::vector<SiteYear> &archive, const Tournament &current)
{
    for (const SiteYear &y : archive)
        if (y.tournament.info == current.info && y.tournament.players.size() == current.players.size())
            return y.tree;
    return siteTree(current.info);
}

publish::FolderResult writeSiteFolder(const QString &dir, const std::vector<SiteYear> &archive, std::int64_t madeAt)
{
    publish::FolderResult all{true, {}, 0, 0};
    for (std::size_t i = 0; i < archive.size(); ++i) {
        publish::Upload site;
        site.tree = archive[i].tree;
        site.treeFiles = yearFiles(archive[i], archive, madeAt);
        if (i + 1 == archive.size()) // the front page once every year is in place
            site.rootFiles = archiveFiles(archive, madeAt);
        const publish::FolderResult written = publish::writeFolder(dir, site);
        if (!written.ok)
            return written;
        all.files += written.files;
        all.bytes += written.bytes;
        all.message = written.message;
    }
    all.message = QStringLiteral("%1 bestanden (%2 kB) geschreven in %3.")
                      .arg(all.files)
                      .arg((all.bytes + 1023) / 1024)
                      .arg(QDir::toNativeSeparators(QDir(dir).absolutePath()));
    return all;
}

} // namespace nkb::web
