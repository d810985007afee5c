#include "report/rulesnote.h"

#include "rules/ruleset.h"
#include "tournament/outcome.h"
#include "tournament/tournamentrules.h"

namespace nkb::report {

QString rulesTitleText(const TournamentInfo &info)
{
    return QString::fromStdString(rulesTitle(info));
}

QString rulesPresetText(const TournamentInfo &info)
{
    const auto rules = RuleSet::fromName(info.rules);
    if (!rules)
        return rulesTitleText(info); // says the name is unknown
    const auto preset = RuleSet::fromName(rules->preset);
    return QString::fromStdString(preset ? preset->title() : rules->title());
}

QStringList rulesDifferences(const TournamentInfo &info)
{
    QStringList out;
    if (const auto rules = RuleSet::fromName(info.rules))
        for (const std::string &line : rules->differencesFromNk())
            out << QString::fromStdString(line);
    return out;
}

QString rulesFoot(const TournamentInfo &info)
{
    QString out = QStringLiteral("Spelregels: ") + rulesTitleText(info) + QLatin1Char('.');
    const QStringList differences = rulesDifferences(info);
    if (!differences.isEmpty())
        out += QStringLiteral(" Anders dan het ") + QString::fromStdString(RuleSet::nk2019().title()) +
               QStringLiteral(": ") + differences.join(QLatin1Char(' '));
    return out;
}

bool nkDealer(const TournamentInfo &info)
{
    const auto rules = RuleSet::fromName(info.rules);
    return rules && rules->nextDealer == NextDealer::SpelerNk;
}

} // namespace nkb::report
