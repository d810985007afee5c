#pragma once
// Small helpers shared by the builders (internal to core/report): escaping and the page frame.
#include "tournament/tournament.h"

#include <QString>

#include <string>

class QTextDocument;

namespace nkb::report::html {

// Every text from the tournament goes through here: a name like "Kees <de Baas>" stays text.
[[nodiscard]] QString esc(const std::string &text);
[[nodiscard]] QString esc(const QString &text);

// "<html><head>…</head><body>" with the title and the house style sheet.
[[nodiscard]] QString begin(const QString &title);
[[nodiscard]] QString end();

// "NK Bonaken 2026 · 7 november 2026 · Leimuiden", escaped; empty parts left out.
[[nodiscard]] QString eventLine(const TournamentInfo &info);
// The same line as plain text (for painted papers).
[[nodiscard]] QString eventText(const TournamentInfo &info);

// A player's name, or "#12" when the start number is unknown.
[[nodiscard]] std::string nameOf(const Tournament &t, int startNumber);

// "Ronde 3", or "Finale" for kFinalRound.
[[nodiscard]] QString roundTitle(int round);

// Seat letter A, B, C, D for seat index 0..3.
[[nodiscard]] QString seatLetter(std::size_t seat);

// Loads html into doc with the house font (DejaVu Sans, installed with fonts-dejavu-core).
void load(QTextDocument &doc, const QString &html, const QString &title);

} // namespace nkb::report::html
