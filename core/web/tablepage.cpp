// The page a scorekeeper's phone opens from the QR code on the table's scoresheet (see
// tablepage.h). The page itself holds nothing of the table: its script (assets/tafel.js) takes the
// code from the part of the address after '#' (which a browser never sends, so it is in no log),
// keeps it for this tab only (sessionStorage) and takes it out of the address bar, then asks
// /tafel/N/stand signed with the code (tafelteken.js; the code itself never travels), every 3
// seconds, and fills in the form below.
#include "web/tablepage.h"

#include "web/assets.h"
#include "web/layout.h"

namespace nkb::web {

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
                          "<script src=\"/tafelteken.js\" defer></script>\n"
                          "<script src=\"/tafelbevestig.js\" defer></script>\n"
                          "<script src=\"/tafel.js\" defer></script>\n</head>\n<body>\n<header class=\"site\"><h1>");
    out += esc(title) + QStringLiteral("</h1><span class=\"event\">") + report::html::eventLine(t.info) +
           QStringLiteral("</span>") + rulesSpan(t.info) + QStringLiteral("</header>\n");
    out += QStringLiteral("<main id=\"tafel\" data-tafel=\"") + QString::number(table) +
           QStringLiteral("\">\n<div id=\"tafelinhoud\"></div>\n"
                          "<p id=\"uitleg\" class=\"uitleg\"></p>\n"
                          "<section id=\"overnemen\" hidden><p id=\"overnemenuitleg\"></p>"
                          "<button type=\"button\" id=\"overnemenknop\" class=\"knop groot\">Overnemen</button></section>\n"
                          "<section id=\"invoer\" hidden>\n<h2 id=\"spelkop\">Spel</h2>\n"
                          "<ol id=\"giftenlijst\" class=\"giften\"></ol>\n"
                          "<p id=\"melding\" class=\"melding\" role=\"alert\" hidden></p>\n"
                          "<div id=\"botsing\" class=\"keuze\" hidden><button type=\"button\" id=\"botsingverder\" "
                          "class=\"knop groot\">Mijn giften erachter opslaan</button><button type=\"button\" "
                          "id=\"botsingweg\" class=\"knop\">Mijn giften weggooien</button></div>\n"
                          "<div id=\"giftform\">\n<h3>Gift <span id=\"giftnr\">1</span></h3>\n<p id=\"gever\"></p>\n"
                          "<p class=\"vraag\">Speler (bij misère: alle Spelers)</p><div id=\"spelerknoppen\" class=\"keuze\"></div>\n"
                          "<label class=\"vraag\" for=\"bod\">Bod</label><div class=\"keuze\"><input id=\"bod\" "
                          "autocomplete=\"off\" inputmode=\"text\" placeholder=\"40, misere, bonaak 100\"></div>\n"
                          "<div id=\"bodknoppen\" class=\"keuze\"></div>\n<div id=\"uitslagen\"></div>\n"
                          "<details><summary>Onregelmatigheid</summary><div class=\"keuze\">"
                          "<select id=\"onregelmatigheid\" aria-label=\"Onregelmatigheid\"><option value=\"\">(geen)</option>"
                          "</select><select id=\"door\" aria-label=\"Door\"></select></div></details>\n"
                          "<div class=\"keuze\"><button type=\"button\" id=\"opslaan\" class=\"knop groot\">Gift opslaan</button>"
                          "<button type=\"button\" id=\"opnieuw\" class=\"knop\">Opnieuw gegeven</button></div>\n</div>\n"
                          "<div id=\"uitslag\"></div>\n"
                          "<section id=\"bevestigen\" hidden></section>\n"
                          "<div class=\"keuze\"><button type=\"button\" id=\"klaar\" class=\"knop groot\" hidden>Spel klaar</button>"
                          "<button type=\"button\" id=\"terug\" class=\"knop\" hidden>Laatste gift terugnemen</button></div>\n"
                          "</section>\n"
                          "<noscript><p>Deze pagina heeft JavaScript nodig.</p></noscript>\n"
                          "<p id=\"tafelstatus\" class=\"status\">Even geduld…</p>\n</main>\n</body>\n</html>\n");
    return out;
}

const QByteArray &tableScript()
{
    static const QByteArray js(assets::tableScript());
    return js;
}

const QByteArray &tableSigningScript()
{
    static const QByteArray js(assets::tableSigning());
    return js;
}

const QByteArray &tableConfirmScript()
{
    static const QByteArray js(assets::tableConfirm());
    return js;
}

} // namespace nkb::web
