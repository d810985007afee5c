#pragma once
// Bestand → Over dit toernooi: what the open tournament is (its name, date and venue, where it is
// kept and as which station, rounds and games) and the rule set its games are judged by (issue 36),
// with the rules in which it differs from the NK reglement, as the scoresheets print them.
#include <QString>

class QWidget;

namespace nkb::ui {

class TournamentDocument;

[[nodiscard]] QString tournamentAboutText(const TournamentDocument &document);
// The text in a message that only informs (Question "tournamentAbout").
void showTournamentAbout(QWidget *parent, const TournamentDocument &document);

} // namespace nkb::ui
