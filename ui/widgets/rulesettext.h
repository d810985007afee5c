#pragma once
// The rule set in the interface's language (issue 36): core names it in Dutch (RuleSet::title(),
// ruleOptions()'s labels); here the same words are tr() texts, by preset and option id, so that
// the English interface shows them in English. In Dutch they read exactly as core's (a test holds
// the two lists together); an option this list lacks shows core's label.
#include "rules/ruleset.h"

#include <QCoreApplication>
#include <QString>

#include <string>

namespace nkb::ui {

class RuleSetText {
    Q_DECLARE_TR_FUNCTIONS(RuleSetText)
public:
    // "NK-reglement 2019", "Hazerswoude-Rijndijk (pagat)".
    [[nodiscard]] static QString presetTitle(const std::string &preset);
    // An option's label with its Alt mark, for its box in the new-tournament dialog.
    [[nodiscard]] static QString optionText(const std::string &id);
    // The same without the Alt mark.
    [[nodiscard]] static QString optionLabel(const std::string &id);
    // As RuleSet::title(): "Hazerswoude-Rijndijk (pagat), met: Laagste puntenbod 25".
    [[nodiscard]] static QString title(const RuleSet &rules);
    // The title of the tournament's stored rule set; an unknown name says so (never the NK's).
    [[nodiscard]] static QString title(const std::string &storedName);
};

} // namespace nkb::ui
