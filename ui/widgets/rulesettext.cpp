#include "ui/widgets/rulesettext.h"

#include <algorithm>

namespace nkb::ui {

QString RuleSetText::presetTitle(const std::string &preset)
{
    if (preset == "nk2019")
        return tr("NK-reglement 2019");
    if (preset == "hazerswoude")
        return tr("Hazerswoude-Rijndijk (pagat)");
    return QString::fromStdString(preset);
}

QString RuleSetText::optionText(const std::string &id)
{
    // The Alt letters keep clear of the new-tournament dialog's own (N D L R S U B P).
    if (id == "bod25")
        return tr("Laagste puntenbod &25");
    if (id == "misere100")
        return tr("&Misère tussen 100 en 105, zwabber tussen 125 en 130 (vanaf vier spelers)");
    if (id == "zwabberroem")
        return tr("&Zwabber met roem");
    if (id == "geenondertroeven")
        return tr("Niet &ondertroeven (tenzij alleen troef in de hand)");
    if (id == "miseretroef")
        return tr("Misère alleen: de Speler maakt &troef");
    if (id == "zeskaart100")
        return tr("Zes&kaart 100 roem");
    if (id == "spelerdeelt")
        return tr("De Speler van de &vorige gift deelt");
    if (id == "eenblind")
        return tr("&Eén blinde kaart bij twee tot vier spelers");
    const auto &all = ruleOptions();
    const auto it = std::find_if(all.begin(), all.end(), [&id](const RuleOption &o) { return o.id == id; });
    return it == all.end() ? QString::fromStdString(id) : QString::fromStdString(it->label);
}

QString RuleSetText::optionLabel(const std::string &id)
{
    QString text = optionText(id);
    const qsizetype mark = text.indexOf(QLatin1Char('&'));
    if (mark >= 0)
        text.remove(mark, 1);
    return text;
}

QString RuleSetText::title(const RuleSet &rules)
{
    QStringList labels;
    for (const std::string &id : rules.options)
        labels << optionLabel(id);
    const QString preset = presetTitle(rules.preset);
    return labels.isEmpty() ? preset : tr("%1, met: %2").arg(preset, labels.join(QStringLiteral("; ")));
}

QString RuleSetText::title(const std::string &storedName)
{
    const auto rules = RuleSet::fromName(storedName);
    return rules ? title(rules.value()) : tr("onbekende spelregels \"%1\"").arg(QString::fromStdString(storedName));
}

} // namespace nkb::ui
