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

QString pageFrame(const Snapshot &s, Section section, const QString &title, const QString &body,
                  const QString &lead)
{
    const Tournament &t = s.tournament;
    QString nav;
    for (const Link &l : kLinks)
        nav += QStringLiteral("<a href=\"%1\"%2>%3</a>")
                   .arg(QString::fromLatin1(l.href),
                        l.section == section ? QStringLiteral(" aria-current=\"page\"") : QString(),
                        QString::fromUtf8(l.label));
    const QString readAt =
        QDateTime::fromSecsSinceEpoch(s.readAt).toLocalTime().toString(QStringLiteral("HH:mm:ss"));
    QString out;
    out.reserve(body.size() + 2048);
    out += QStringLiteral("<!DOCTYPE html>\n<html lang=\"nl\">\n<head>\n<meta charset=\"utf-8\">\n"
                          "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>");
    out += esc(title) + QStringLiteral(" · ") + esc(t.info.name.empty() ? std::string("NK Bonaken") : t.info.name);
    out += QStringLiteral("</title>\n<link rel=\"stylesheet\" href=\"/nkb.css\">\n"
                          "<link rel=\"icon\" href=\"/favicon.svg\" type=\"image/svg+xml\">\n"
                          "<script src=\"/nkb.js\" defer></script>\n</head>\n<body data-etag=\"");
    out += esc(etagOf(s));
    out += QStringLiteral("\">\n<header class=\"site\"><h1>") + esc(title) + QStringLiteral("</h1><span class=\"event\">") +
           report::html::eventLine(t.info) + QStringLiteral("</span>") + rulesSpan(t.info) +
           QStringLiteral("</header>\n<nav class=\"site\">") + nav +
           QStringLiteral("</nav>\n");
    out += clockBar(s);
    out += lead;
    out += QStringLiteral("\n<main id=\"inhoud\">\n") + body + QStringLiteral("\n</main>\n");
    out += QStringLiteral("<p id=\"bijgewerkt\" class=\"status\" data-laatst=\"Bijgewerkt om ") + readAt +
           QStringLiteral("\">Bijgewerkt om ") + readAt + QStringLiteral("</p>\n</body>\n</html>\n");
    return out;
}

} // namespace nkb::web
