#include "ui/window/tournamentabout.h"
#include "ui/widgets/shownpath.h"

#include "ui/document/tournamentdocument.h"
#include "ui/widgets/qtstd.h"
#include "ui/widgets/question.h"
#include "ui/widgets/rulesettext.h"

#include "rules/ruleset.h"

#include <QCoreApplication>

namespace nkb::ui {

namespace {

class TournamentAbout {
    Q_DECLARE_TR_FUNCTIONS(TournamentAbout)
public:
    static QString text(const TournamentDocument &document)
    {
        const Tournament &t = document.tournament();
        const TournamentInfo &info = t.info;
        QString out = QStringLiteral("<h3>%1</h3><p>").arg(qs(info.name).toHtmlEscaped());
        if (!info.date.empty())
            out += tr("Datum: %1").arg(qs(info.date).toHtmlEscaped()) + QStringLiteral("<br>");
        if (!info.venue.empty())
            out += tr("Locatie: %1").arg(qs(info.venue).toHtmlEscaped()) + QStringLiteral("<br>");
        out += tr("%1 ronden van %2 spellen, finale %3 spellen")
                   .arg(info.rounds)
                   .arg(info.gamesPerRound)
                   .arg(info.finalGames) +
               QStringLiteral("<br>");
        out += (document.store().onServer() ? tr("Op de server: %1").arg(document.path().toHtmlEscaped())
                                            : tr("Bestand: %1").arg(shownPath(document.path()).toHtmlEscaped())) +
               QStringLiteral("<br>");
        out += tr("Station: %1").arg(qs(document.store().station()).toHtmlEscaped()) + QStringLiteral("</p>");
        out += QStringLiteral("<p><b>") + tr("Spelregels: %1").arg(RuleSetText::title(info.rules).toHtmlEscaped()) +
               QStringLiteral("</b></p>");
        // Where the rule set differs from the NK, in the words the scoresheets print (Dutch).
        if (const auto rules = RuleSet::fromName(info.rules); rules && !rules->differencesFromNk().empty()) {
            out += QStringLiteral("<p>") +
                   tr("Anders dan het %1:").arg(RuleSetText::presetTitle("nk2019").toHtmlEscaped()) +
                   QStringLiteral("</p><ul>");
            for (const std::string &line : rules->differencesFromNk())
                out += QStringLiteral("<li>") + qs(line).toHtmlEscaped() + QStringLiteral("</li>");
            out += QStringLiteral("</ul>");
        }
        out += QStringLiteral("<p>") +
               tr("De spelregels liggen vast vanaf de eerste uitslag; daarvoor kunnen ze nog veranderen met "
                  "nk-bonaken-cli settings --rules.") +
               QStringLiteral("</p>");
        return out;
    }
    static QString title() { return tr("Over dit toernooi"); }
};

} // namespace

QString tournamentAboutText(const TournamentDocument &document)
{
    return TournamentAbout::text(document);
}

void showTournamentAbout(QWidget *parent, const TournamentDocument &document)
{
    Question::inform(parent, QStringLiteral("tournamentAbout"), QMessageBox::Information, TournamentAbout::title(),
                     tournamentAboutText(document));
}

} // namespace nkb::ui
