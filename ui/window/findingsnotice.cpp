// What the window says of a tournament it may only show (findingsnotice.h).
#include "ui/window/findingsnotice.h"

#include "store/tournamentstore.h"
#include "ui/widgets/question.h"

#include <QObject>

namespace nkb::ui {

namespace {

// At most this many findings in the box; all of them with nk-bonaken-cli check.
constexpr std::size_t kShown = 12;

} // namespace

QString viewOnlyStatus(const TournamentStore &store, const QString &day)
{
    if (!store.findings().empty())
        return QObject::tr("Alleen bekijken: de inhoud van dit toernooi klopt niet (%1); er wordt niets opgeslagen. %2")
            .arg(store.findings().size() == 1 ? QObject::tr("1 bevinding")
                                              : QObject::tr("%1 bevindingen").arg(store.findings().size()),
                 day);
    if (store.readOnly() && store.onServer())
        return QObject::tr("Alleen bekijken: dit station verandert niets aan het toernooi. %1").arg(day);
    if (store.readOnly())
        return QObject::tr("Alleen-lezen: bekijken en afdrukken kan, wijzigingen worden niet opgeslagen "
                  "(Bestand → Opslaan als kopie om verder te werken). %1")
            .arg(day);
    return day;
}

void showFindings(QWidget *parent, const TournamentStore &store)
{
    const auto &findings = store.findings();
    if (findings.empty())
        return;
    QString list;
    for (std::size_t i = 0; i < findings.size() && i < kShown; ++i)
        list += QStringLiteral("• ") + QString::fromStdString(findings[i].text) + QLatin1Char('\n');
    if (findings.size() > kShown)
        list += QObject::tr("… en nog %1 (alle bevindingen: nk-bonaken-cli check %2).\n")
                    .arg(findings.size() - kShown)
                    .arg(QString::fromStdString(store.path()));
    Question::inform(parent, QStringLiteral("findings"), QMessageBox::Warning, QObject::tr("De inhoud klopt niet"),
                     QObject::tr("Dit toernooi is alleen geopend om te bekijken: wat erin staat is niet wat het "
                                 "programma zelf schreef. Er wordt niets opgeslagen en niets gepubliceerd.") +
                         QStringLiteral("\n\n") + list + QLatin1Char('\n') +
                         QObject::tr("Gebruik een back-up of de laatste export, of laat de wedstrijdleider "
                                     "beslissen wat de juiste stand is."));
}

} // namespace nkb::ui
