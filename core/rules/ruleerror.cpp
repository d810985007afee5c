#include "rules/ruleerror.h"

namespace nkb {

RuleError ruleError(int rule, std::string text)
{
    if (rule <= 0)
        return RuleError{0, std::move(text)};
    return RuleError{rule, "Regel " + std::to_string(rule) + ": " + text};
}

} // namespace nkb
