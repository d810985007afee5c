// The venue web's frame, style and script (see layout.h).
#include "web/layout.h"

#include "web/assets.h"

#include "web/clockbar.h"

#include "report/html.h"
#include "report/rulesnote.h"
#include "report/webpage.h"
#include "tournament/tournamentrules.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QLocale>
#include <QUrl>

namespace nkb::web {

namespace {

// What the venue pages add to the klassement's house style (report/webpage.cpp): the navigation
// as big touch targets, the clock, the search, and the line that says how fresh the page is.
// The venue pages' own style: core/web/assets/venue.css.

// Polls the page every two seconds with its ETag; a changed page replaces #inhoud and #klok, so a
// phone follows the day without a reload. The clock ticks here from the server's Date header, so a
// phone whose own clock is wrong still shows the room's time. The name search filters as typed,
// accents ignored; without the script the form asks the server.
// The pages' script: core/web/assets/nkb.js.

struct Link {
    Section section;
    const char *href;
    const char *label;
};
constexpr Link kLinks[] = {
    {Section::Home, "/", "Waar zit ik?"},
    {Section::Standings, "/klassement", "Klassement"},
    {Section::Seating, "/indeling", "Indeling"},
    {Section::Final, "/finale", "Finale"},
};
// The published site has no search: its first page is the overview, and every player has a list.
constexpr Link kPublishedLinks[] = {
    {Section::Home, "/", "Overzicht"},
    {Section::Standings, "/klassement", "Klassement"},
    {Section::Seating, "/indeling", "Indeling"},
    {Section::Final, "/finale", "Finale"},
    {Section::Players, "/spelers", "Spelers"},
};

QString navigation(const Snapshot &s, Section section)
{
    QString nav;
    const auto add = [&](const Link &l) {
        nav += QStringLiteral("<a href=\"%1\"%2>%3</a>")
                   .arg(esc(href(s, QString::fromLatin1(l.href))),
                        l.section == section ? QStringLiteral(" aria-current=\"page\"") : QString(),
                        QString::fromUtf8(l.label));
    };
    if (s.published)
        for (const Link &l : kPublishedLinks)
            add(l);
    else
        for (const Link &l : kLinks)
            add(l);
    return nav;
}

// The venue's number part of "/ronde/3" or "/speler/12", when it is all digits.
QString numberAfter(const QString &path, QLatin1String prefix)
{
    if (!path.startsWith(prefix))
        return {};
    const QString rest = path.mid(prefix.size());
    if (rest.isEmpty() || rest.size() > 9)
        return {};
    for (const QChar c : rest)
        if (!c.isDigit() || c.unicode() > 127)
            return {};
    return rest;
}

// The program's icon, small: a card on green baize with a heart (installer/nk-bonaken.svg without its letter).
const char kIcon[] = R"svg(<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128"><rect x="4" y="4" width="120" height="120" rx="22" fill="#1f6b3a"/><g transform="rotate(-8 64 64)"><rect x="30" y="16" width="68" height="96" rx="8" fill="#fff" stroke="#123d22" stroke-width="3"/><path d="M64 92C44 78 46 60 58 62 62 63 64 67 64 69 64 67 66 63 70 62 82 60 84 78 64 92Z" fill="#b3121f"/></g></svg>
)svg";

} // namespace

const QByteArray &icon()
{
    static const QByteArray svg(kIcon);
    return svg;
}

QString searchKey(const QString &text)
{
    const QString decomposed = text.normalized(QString::NormalizationForm_KD);
    QString out;
    out.reserve(decomposed.size());
    for (const QChar c : decomposed)
        if (c.category() != QChar::Mark_NonSpacing)
            out += c;
    return out.toCaseFolded().simplified();
}

const QByteArray &styleSheet()
{
    static const QByteArray css = report::webStyle().toUtf8() + QByteArray(assets::venueStyle());
    return css;
}

const QByteArray &script()
{
    static const QByteArray js(assets::venueScript());
    return js;
}

QString rulesSpan(const TournamentInfo &info)
{
    return QStringLiteral("<span class=\"regels\">Spelregels: ") + esc(report::rulesTitleText(info)) +
           QStringLiteral("</span>");
}

QString categorySlug(const QString &category)
{
    QString slug;
    for (const QChar c : searchKey(category)) {
        const bool plain = c.unicode() < 128 && c.isLetterOrNumber();
        if (plain)
            slug += c;
        else if (!slug.endsWith(QLatin1Char('-')))
            slug += QLatin1Char('-');
    }
    slug = slug.left(40);
    if (slug != category) // not the name itself: a digest keeps "Dame" and "dame" apart
        slug += QLatin1Char('-') + QString::fromLatin1(QCryptographicHash::hash(category.toUtf8(),
                                                                                QCryptographicHash::Sha256)
                                                           .toHex()
                                                           .left(6));
    return slug;
}

QString publishedFile(const QString &venuePath)
{
    static const QLatin1String categoryPrefix("/klassement?categorie=");
    if (venuePath == QLatin1String("/"))
        return QStringLiteral("index.html");
    if (venuePath.startsWith(categoryPrefix))
        return QStringLiteral("klassement-") +
               categorySlug(QUrl::fromPercentEncoding(venuePath.mid(categoryPrefix.size()).toUtf8())) +
               QStringLiteral(".html");
    for (const char *page : {"/klassement", "/indeling", "/finale", "/spelers", "/spelregels"})
        if (venuePath == QLatin1String(page))
            return venuePath.mid(1) + QStringLiteral(".html");
    if (const QString n = numberAfter(venuePath, QLatin1String("/ronde/")); !n.isEmpty())
        return QStringLiteral("ronde-") + n + QStringLiteral(".html");
    if (const QString n = numberAfter(venuePath, QLatin1String("/speler/")); !n.isEmpty())
        return QStringLiteral("speler-") + n + QStringLiteral(".html");
    if (venuePath == QLatin1String("/nkb.css") || venuePath == QLatin1String("/favicon.svg"))
        return venuePath.mid(1);
    return {};
}

QString href(const Snapshot &s, const QString &venuePath)
{
    return s.published ? publishedFile(venuePath) : venuePath;
}

namespace {

// The check on open's findings (Snapshot::findings), at the top of every page.
QString findingsNotice(const Snapshot &s)
{
    if (s.findings.empty())
        return {};
    const std::size_t more = s.findings.size() - 1;
    return QStringLiteral("<p class=\"melding\" role=\"alert\">Let op: de inhoud van dit toernooi klopt niet. ") +
           esc(s.findings.front()) +
           (more == 0 ? QString()
                      : QStringLiteral(" Daarnaast nog %1 %2.")
                            .arg(more)
                            .arg(more == 1 ? QStringLiteral("bevinding") : QStringLiteral("bevindingen"))) +
           QStringLiteral(" De wedstrijdleiding is gewaarschuwd. Tot het is opgelost staan het klassement en de "
                          "stand van de finale hier niet, en kan aan tafel niets worden ingevoerd.</p>\n");
}

// The director's announcement (Tournament::announcement), above everything on every page; as text.
QString announcementLine(const Snapshot &s)
{
    if (!s.tournament.announcement || s.published) // the published site is no place for "in 10 minutes"
        return {};
    return QStringLiteral("<p class=\"mededeling\" role=\"status\">") + esc(s.tournament.announcement->text) +
           QStringLiteral("</p>\n");
}

} // namespace

QString pageFrame(const Snapshot &s, Section section, const QString &title, const QString &body,
                  const QString &lead)
{
    const Tournament &t = s.tournament;
    const QDateTime readAt = QDateTime::fromSecsSinceEpoch(s.readAt).toLocalTime();
    QString out;
    out.reserve(body.size() + 2048);
    out += QStringLiteral("<!DOCTYPE html>\n<html lang=\"nl\">\n<head>\n<meta charset=\"utf-8\">\n"
                          "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>");
    out += esc(title) + QStringLiteral(" · ") + esc(t.info.name.empty() ? std::string("NK Bonaken") : t.info.name);
    out += QStringLiteral("</title>\n<link rel=\"stylesheet\" href=\"") + href(s, QStringLiteral("/nkb.css")) +
           QStringLiteral("\">\n<link rel=\"icon\" href=\"") + href(s, QStringLiteral("/favicon.svg")) +
           QStringLiteral("\" type=\"image/svg+xml\">\n");
    if (s.published) // a page on any web host: no script, nothing that polls
        out += QStringLiteral("<meta name=\"generator\" content=\"nk-bonaken\">\n</head>\n<body>\n");
    else
        out += QStringLiteral("<script src=\"/nkb.js\" defer></script>\n</head>\n<body data-etag=\"") + esc(etagOf(s)) +
               QStringLiteral("\">\n");
    out += QStringLiteral("<header class=\"site\"><h1>") + esc(title) + QStringLiteral("</h1><span class=\"event\">") +
           report::html::eventLine(t.info) + QStringLiteral("</span>") + rulesSpan(t.info) +
           QStringLiteral("</header>\n<nav class=\"site\" aria-label=\"Pagina's\">") + navigation(s, section) +
           QStringLiteral("</nav>\n");
    if (!s.published) {
        out += clockBar(s);
        out += lead;
    }
    out += QStringLiteral("\n<main id=\"inhoud\">\n") + findingsNotice(s) + announcementLine(s) + body + QStringLiteral("\n</main>\n");
    if (s.published) {
        // When the site was made, and the data behind it.
        const QString when = QLocale(QLocale::Dutch, QLocale::Netherlands)
                                 .toString(readAt, QStringLiteral("d MMMM yyyy 'om' HH:mm"));
        out += QStringLiteral("<footer class=\"status\"><p>Bijgewerkt op ") + when +
               QStringLiteral(". Het klassement als gegevens: <a href=\"klassement.csv\">CSV</a> · "
                              "<a href=\"klassement.json\">JSON</a> · <a href=\"") +
               href(s, QStringLiteral("/spelregels")) + QStringLiteral("\">Spelregels</a></p></footer>\n");
    } else {
        const QString at = readAt.toString(QStringLiteral("HH:mm:ss"));
        out += QStringLiteral("<p id=\"bijgewerkt\" class=\"status\" data-laatst=\"Bijgewerkt om ") + at +
               QStringLiteral("\">Bijgewerkt om ") + at + QStringLiteral("</p>\n");
    }
    out += QStringLiteral("</body>\n</html>\n");
    return out;
}

} // namespace nkb::web
