#pragma once
// The rule set the engine's own tests judge by unless a test says otherwise: the NK reglement of
// 2019 (every engine function takes its rule set; none has a default).
#include "rules/ruleset.h"

namespace nkb::test {
inline const RuleSet kNk = RuleSet::nk2019();
} // namespace nkb::test
