#include "report/threelegend.h"

#include "report/rulesnote.h"
#include "tournament/threescoring.h"
#include "tournament/tournamentrules.h"

namespace nkb::report {

QString placesLegend(const Tournament &t, std::size_t seats)
{
    if (seats == 3 && t.info.placesThree.size() >= 3)
        return QStringLiteral("1e %1 · 2e %2 · 3e %3 · erin 0; %4")
            .arg(t.info.placesThree[0])
            .arg(t.info.placesThree[1])
            .arg(t.info.placesThree[2])
            .arg(QString::fromStdString(threeScoringWord(t.info.placesThree)));
    return QStringLiteral("1e 10 · 2e 8 · 3e 4 · 4e 1 · erin 0");
}

QString orderFootnote(const Tournament &t)
{
    // Two lines under the painted klassement at most: the choice by its word, not its reading.
    QString key;
    for (const int p : t.info.placesThree)
        key += (key.isEmpty() ? QString() : QStringLiteral("/")) + QString::number(p);
    // The rule set the games were judged by first (rulesnote.h): the klassement is its outcome.
    return QStringLiteral("Spelregels: ") + rulesTitleText(t.info) + QStringLiteral(". ") +
           QStringLiteral("Volgorde (R60): punten, dan het aantal eerste, tweede, derde en vierde plaatsen "
                          "(10, 8, 4, 1 punt). Tafel van drie: %1 (%2). Gelijk geëindigde spelers delen de "
                          "plaats (3=). Sp. = gespeelde spellen.")
        .arg(key, QString::fromStdString(threeScoringWord(t.info.placesThree)));
}

} // namespace nkb::report
