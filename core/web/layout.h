#pragma once
// The frame every page of the venue web shares (internal to core/web): the head with the style and
// the script (no inline code: the Content-Security-Policy allows only our own files), the event
// and the rule set,
// the navigation, the round clock, the page's own content in <main id="inhoud">, and the line that
// says when the page was brought up to date. The script polls the page and replaces #inhoud and
// #klok when it changed.
#include "report/html.h"
#include "web/snapshot.h"

#include <QByteArray>
#include <QString>

#include <string>

namespace nkb::web {

enum class Section { Home, Standings, Seating, Player, Final, Players, Rules };

// Where a page is found: on the venue web its own address ("/speler/12", "/klassement?categorie=dame"),
// on the published site its file beside this one ("speler-12.html", "klassement-dame.html"). Not
// escaped.
[[nodiscard]] QString href(const Snapshot &s, const QString &venuePath);
// The file of a venue address on the published site ("/ronde/3" -> "ronde-3.html"); empty for an
// address the published site does not have.
[[nodiscard]] QString publishedFile(const QString &venuePath);
// A category's part of a file name: "dame" stays, "Beste Nieuwe!" becomes "beste-nieuwe-" and a
// short digest of the name, so two categories never share a file.
[[nodiscard]] QString categorySlug(const QString &category);

// The whole page around `body` (already escaped HTML); `lead` goes before <main>, where a refresh
// leaves it alone (the search box keeps what is being typed).
[[nodiscard]] QString pageFrame(const Snapshot &s, Section section, const QString &title, const QString &body,
                                const QString &lead = {});

// The rule set the games are judged by, for the page head: <span class="regels">Spelregels: …</span>.
[[nodiscard]] QString rulesSpan(const TournamentInfo &info);

// The style sheet, the script and the icon, served as /nkb.css, /nkb.js and /favicon.svg.
[[nodiscard]] const QByteArray &styleSheet();
[[nodiscard]] const QByteArray &script();
[[nodiscard]] const QByteArray &icon();

// Every name and club goes through report's escaping, as on the papers.
using report::html::esc;

// A name folded for search: lower case, accents off ("José" and "jose" meet).
[[nodiscard]] QString searchKey(const QString &text);

} // namespace nkb::web
