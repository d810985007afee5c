// The venue web's frame, style and script (see layout.h).
#include "web/layout.h"

#include "web/clockbar.h"

#include "report/html.h"
#include "report/webpage.h"

#include <QCryptographicHash>
#include <QDateTime>

namespace nkb::web {

namespace {

// What the venue pages add to the klassement's house style (report/webpage.cpp): the navigation
// as big touch targets, the clock, the search, and the line that says how fresh the page is.
const char kVenueStyle[] = R"css(
header.site { display: flex; flex-wrap: wrap; gap: .2rem .6rem; align-items: baseline; margin-bottom: .4rem; }
header.site .event { color: var(--muted); font-size: .9rem; }
nav.site { display: flex; flex-wrap: wrap; gap: .3rem; margin: .3rem 0 .6rem; }
nav.site a { margin: 0; display: inline-block; padding: .55rem .8rem; border: 1px solid var(--line); border-radius: 6px;
  text-decoration: none; color: #111; background: #fafafa; min-height: 44px; line-height: 1.6; }
nav.site a[aria-current="page"] { background: var(--cut); color: #fff; border-color: var(--cut); }
.klok { font-size: 1.4rem; font-weight: bold; padding: .5rem .7rem; border-radius: 6px; background: #e8f5e9;
  font-variant-numeric: tabular-nums; margin: 0 0 .6rem; }
.klok[hidden] { display: none; }
.klok.waarschuwing { background: #fff3cd; }
.klok.tijd { background: #b71c1c; color: #fff; }
.klok.pauze { background: var(--head); }
.status { color: var(--muted); font-size: .8rem; margin-top: 1rem; }
.status.offline { color: #b71c1c; font-weight: bold; }
form.zoek { display: flex; gap: .4rem; margin: .4rem 0 .8rem; }
form.zoek input { flex: 1; min-width: 0; font-size: 1.1rem; padding: .5rem; border: 1px solid #888; border-radius: 6px; }
form.zoek button { font-size: 1rem; padding: .5rem .8rem; min-height: 44px; }
.plaatsen td:last-child, .plaatsen th:last-child { text-align: right; white-space: nowrap; }
.plaatsen td b { font-size: 1.1rem; }
.filters { display: flex; flex-wrap: wrap; gap: .3rem; margin: 0 0 .6rem; }
.filters a { padding: .35rem .6rem; border: 1px solid var(--line); border-radius: 999px; text-decoration: none; color: #111; }
.filters a[aria-current="true"] { background: var(--cut); color: #fff; }
.games td:nth-child(n+2), .games th:nth-child(n+2) { text-align: right; white-space: nowrap; }
.games tr.met td { border-top: 0; padding-top: 0; color: var(--muted); font-size: .85rem; text-align: left; white-space: normal; }
.games tr.ronde td { border-bottom: 0; }
.champion { font-size: 1.3rem; font-weight: bold; padding: .6rem; background: #e8f5e9; border-radius: 6px; }
td, li { overflow-wrap: anywhere; }
ol.zitplaatsen { list-style: none; padding: 0; margin: .4rem 0 .8rem; }
ol.zitplaatsen li { display: flex; gap: .7rem; align-items: center; padding: .55rem .6rem; min-height: 44px;
  border-bottom: 1px solid var(--line); font-size: 1.15rem; }
ol.zitplaatsen .letter { font-size: 1.5rem; min-width: 1.6rem; text-align: center; }
ul.tafelspellen { padding-left: 1.1rem; }
ul.tafelspellen li { margin: .3rem 0; }
.uitleg { color: var(--muted); }
.keuze { display: flex; flex-wrap: wrap; gap: .4rem; margin: .3rem 0 .6rem; align-items: center; }
.keuze .wie { min-width: 7rem; font-weight: bold; }
.knop { font-size: 1.05rem; padding: .5rem .8rem; min-height: 48px; min-width: 48px; border: 1px solid #888;
  border-radius: 8px; background: #fafafa; color: #111; }
.knop[aria-pressed="true"] { background: var(--cut); color: #fff; border-color: var(--cut); }
.knop.groot { font-weight: bold; background: #e8f5e9; flex: 1; white-space: nowrap; }
#bod, .keuze select { font-size: 1.15rem; padding: .5rem; min-height: 48px; border: 1px solid #888; border-radius: 8px;
  flex: 1; min-width: 0; }
.vraag { display: block; margin: .6rem 0 .1rem; font-weight: bold; }
.melding { background: #fdecea; color: #b71c1c; padding: .6rem; border-radius: 6px; font-weight: bold; }
ol.giften { padding-left: 1.6rem; }
ol.giften li { margin: .35rem 0; }
ol.giften .statusregel { display: block; color: var(--muted); font-size: .85rem; }
ol.giften li.wacht { color: #b71c1c; }
details summary { min-height: 44px; line-height: 44px; }
)css";

// Polls the page every two seconds with its ETag; a changed page replaces #inhoud and #klok, so a
// phone follows the day without a reload. The clock ticks here from the server's Date header, so a
// phone whose own clock is wrong still shows the room's time. The name search filters as typed,
// accents ignored; without the script the form asks the server.
const char kScript[] = R"js('use strict';
(function () {
  var etag = document.body.getAttribute('data-etag') || '';
  var offset = 0;
  function fold(s) { return s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase(); }
  function two(n) { return (n < 10 ? '0' : '') + n; }
  function clockText(s) {
    var h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), x = s % 60;
    return h > 0 ? h + ':' + two(m) + ':' + two(x) : m + ':' + two(x);
  }
  function filter() {
    var input = document.getElementById('zoek');
    if (!input) return;
    var q = fold(input.value.trim()), shown = 0;
    document.querySelectorAll('[data-naam]').forEach(function (row) {
      var ok = q.length === 0 || fold(row.getAttribute('data-naam')).indexOf(q) >= 0;
      row.hidden = !ok; if (ok) shown++;
    });
    var none = document.getElementById('geen');
    if (none) none.hidden = !(q.length > 0 && shown === 0);
  }
  function tick() {
    var k = document.getElementById('klok');
    if (!k) return;
    var state = k.getAttribute('data-state'), round = k.getAttribute('data-ronde');
    if (state !== 'loopt') return;
    var left = Math.max(0, Math.round((Number(k.getAttribute('data-einde')) * 1000 - (Date.now() + offset)) / 1000));
    k.classList.toggle('waarschuwing', left > 0 && left <= 600);
    k.classList.toggle('tijd', left <= 0);
    k.textContent = 'Ronde ' + round + (left > 0 ? ' \u00b7 nog ' + clockText(left) : ' \u00b7 Tijd!');
  }
  function stamp(ok) {
    var s = document.getElementById('bijgewerkt');
    if (!s) return;
    var now = new Date();
    if (ok) { s.className = 'status'; s.textContent = 'Bijgewerkt om ' + two(now.getHours()) + ':' + two(now.getMinutes()) + ':' + two(now.getSeconds()); }
    else { s.className = 'status offline'; s.textContent = 'Geen verbinding: ' + s.getAttribute('data-laatst'); }
    if (ok) s.setAttribute('data-laatst', s.textContent);
  }
  function poll() {
    fetch(location.pathname + location.search, { headers: { 'If-None-Match': etag }, cache: 'no-store' })
      .then(function (r) {
        var date = r.headers.get('Date');
        if (date) offset = Date.parse(date) + 500 - Date.now();
        if (r.status === 304) { stamp(true); return null; }
        if (!r.ok) throw new Error(String(r.status));
        etag = r.headers.get('ETag') || etag;
        return r.text();
      })
      .then(function (text) {
        if (text === null) return;
        var doc = new DOMParser().parseFromString(text, 'text/html');
        ['klok', 'inhoud'].forEach(function (id) {
          var fresh = doc.getElementById(id), old = document.getElementById(id);
          if (fresh && old) old.replaceWith(document.importNode(fresh, true));
        });
        filter(); tick(); stamp(true);
      })
      .catch(function () { stamp(false); });
  }
  document.addEventListener('input', function (e) { if (e.target && e.target.id === 'zoek') filter(); });
  var form = document.querySelector('form.zoek');
  if (form) form.addEventListener('submit', function (e) { e.preventDefault(); filter(); });
  filter(); tick(); stamp(true);
  setInterval(tick, 1000);
  setInterval(poll, 2000);
})();
)js";

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
    static const QByteArray css = report::webStyle().toUtf8() + QByteArray(kVenueStyle);
    return css;
}

const QByteArray &script()
{
    static const QByteArray js(kScript);
    return js;
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
           report::html::eventLine(t.info) + QStringLiteral("</span></header>\n<nav class=\"site\">") + nav +
           QStringLiteral("</nav>\n");
    out += clockBar(s);
    out += lead;
    out += QStringLiteral("\n<main id=\"inhoud\">\n") + body + QStringLiteral("\n</main>\n");
    out += QStringLiteral("<p id=\"bijgewerkt\" class=\"status\" data-laatst=\"Bijgewerkt om ") + readAt +
           QStringLiteral("\">Bijgewerkt om ") + readAt + QStringLiteral("</p>\n</body>\n</html>\n");
    return out;
}

} // namespace nkb::web
