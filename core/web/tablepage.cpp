// The page a scorekeeper's phone opens from the QR code on the table's scoresheet (see
// tablepage.h). The page itself holds nothing of the table: its script takes the code from the part
// of the address after '#' (which a browser never sends, so it is in no log), keeps it for this tab
// only (sessionStorage) and takes it out of the address bar, then asks /tafel/N/stand with the code
// in a header, every 3 seconds. Names go in as text, never as HTML.
#include "web/tablepage.h"

#include "web/layout.h"

namespace nkb::web {

namespace {

const char kTableScript[] = R"js((function () {
  'use strict';
  var main = document.getElementById('tafel');
  if (!main) return;
  var table = main.getAttribute('data-tafel');
  var key = 'nkb-tafelcode-' + table;
  var status = document.getElementById('tafelstatus');
  var shape = /^[A-Z2-7]{26}$/;
  var given = location.hash.replace(/^#/, '');
  var code = null;
  try {
    if (shape.test(given)) sessionStorage.setItem(key, given);
    code = sessionStorage.getItem(key);
  } catch (e) { /* no storage (a private tab): the code lives in this page only */ }
  if (!code && shape.test(given)) code = given;
  if (location.hash) history.replaceState(null, '', location.pathname);
  var timer = null;
  function say(text, wrong) {
    status.textContent = text;
    status.className = wrong ? 'status offline' : 'status';
  }
  function el(tag, className, text) {
    var e = document.createElement(tag);
    if (className) e.className = className;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function show(stand) {
    var seats = el('ol', 'zitplaatsen');
    stand.spelers.forEach(function (s) {
      var li = el('li');
      li.appendChild(el('b', 'letter', s.letter));
      li.appendChild(el('span', 'naam', s.naam));
      seats.appendChild(li);
    });
    var games = el('ul', 'tafelspellen');
    stand.spellen.forEach(function (g) {
      var text = 'Spel ' + g.spel + ': ';
      if (g.stand === 'klaar')
        text += 'klaar · ' + g.punten.map(function (p, i) { return stand.spelers[i].letter + ' ' + p; }).join(' · ');
      else text += g.stand === 'bezig' ? 'wordt ingevoerd' : 'nog niet ingevoerd';
      games.appendChild(el('li', 'spel-' + g.stand, text));
    });
    var title = el('h2', '', 'Ronde ' + (stand.ronde === 0 ? 'finale' : stand.ronde) + ' · Tafel ' + stand.tafel);
    document.getElementById('tafelinhoud').replaceChildren(title, seats, games);
    main.setAttribute('data-geopend', '1');
  }
  function stop() { if (timer) { clearInterval(timer); timer = null; } }
  function look() {
    fetch('/tafel/' + table + '/stand', { headers: { 'X-Tafelcode': code }, cache: 'no-store' })
      .then(function (r) {
        if (r.status === 403) {
          stop();
          try { sessionStorage.removeItem(key); } catch (e) { /* nothing kept */ }
          return r.text().then(function (t) {
            document.getElementById('tafelinhoud').replaceChildren();
            main.removeAttribute('data-geopend');
            say(t.trim(), true);
            return null;
          });
        }
        if (!r.ok) throw new Error(String(r.status));
        return r.json();
      })
      .then(function (stand) {
        if (!stand) return;
        show(stand);
        var d = new Date();
        say('Bijgewerkt om ' + [d.getHours(), d.getMinutes(), d.getSeconds()].map(function (n) {
          return (n < 10 ? '0' : '') + n; }).join(':'), false);
      })
      .catch(function () { say('Geen verbinding met de wedstrijdtafel; de pagina probeert het opnieuw.', true); });
  }
  if (!code) {
    say('Scan de QR-code op het wedstrijdformulier van je tafel: die opent deze pagina met de code van de tafel.', false);
    return;
  }
  look();
  timer = setInterval(look, 3000);
})();
)js";

} // namespace

const QByteArray &tableScript()
{
    static const QByteArray js(kTableScript);
    return js;
}

QString tablePage(const Snapshot &s, int table)
{
    const Tournament &t = s.tournament;
    const QString title = QStringLiteral("Tafel ") + QString::number(table);
    QString out;
    out += QStringLiteral("<!DOCTYPE html>\n<html lang=\"nl\">\n<head>\n<meta charset=\"utf-8\">\n"
                          "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                          "<meta name=\"robots\" content=\"noindex\">\n<title>");
    out += esc(title) + QStringLiteral(" · ") + esc(t.info.name.empty() ? std::string("NK Bonaken") : t.info.name);
    out += QStringLiteral("</title>\n<link rel=\"stylesheet\" href=\"/nkb.css\">\n"
                          "<link rel=\"icon\" href=\"/favicon.svg\" type=\"image/svg+xml\">\n"
                          "<script src=\"/tafel.js\" defer></script>\n</head>\n<body>\n<header class=\"site\"><h1>");
    out += esc(title) + QStringLiteral("</h1><span class=\"event\">") + report::html::eventLine(t.info) +
           QStringLiteral("</span></header>\n");
    out += QStringLiteral("<main id=\"tafel\" data-tafel=\"") + QString::number(table) +
           QStringLiteral("\">\n<div id=\"tafelinhoud\"></div>\n"
                          "<p class=\"uitleg\">Invoeren per gift op deze pagina komt nog: vul tot dan het papieren "
                          "formulier in en lever het in bij de wedstrijdtafel.</p>\n"
                          "<noscript><p>Deze pagina heeft JavaScript nodig.</p></noscript>\n"
                          "<p id=\"tafelstatus\" class=\"status\">Even geduld…</p>\n</main>\n</body>\n</html>\n");
    return out;
}

} // namespace nkb::web
