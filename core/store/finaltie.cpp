// A tie for the title in the final: the organisation's rule and the director's
// decision, both in meta (key/value, no migration), each one undoable change in the audit.
#include "store/storeimpl.h"

#include "tournament/finaltie.h"

#include <algorithm>

namespace nkb {

using namespace store;

namespace store {

std::string encodeFinalDecision(const FinalDecision &d)
{
    return finalTieRuleKey(d.rule) + ";" + std::to_string(d.seed) + ";" + joinInts(d.players) + ";" +
           joinInts(d.order) + ";" + d.decidedAt;
}

std::optional<FinalDecision> decodeFinalDecision(const std::string &text)
{
    std::vector<std::string> parts;
    std::size_t from = 0;
    for (std::size_t at; (at = text.find(';', from)) != std::string::npos; from = at + 1)
        parts.push_back(text.substr(from, at - from));
    parts.push_back(text.substr(from));
    if (parts.size() != 5)
        return std::nullopt;
    const auto rule = finalTieRuleFromKey(parts[0]);
    if (!rule)
        return std::nullopt;
    FinalDecision d;
    d.rule = *rule;
    d.seed = parseSeed(parts[1]).value_or(0);
    d.players = splitInts(parts[2]);
    d.order = splitInts(parts[3]);
    d.decidedAt = parts[4];
    return d;
}

} // namespace store

namespace {

constexpr const char *kWriteMeta =
    "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value";

} // namespace

StoreResult<FinalTieRule> TournamentStore::setFinalTieRule(FinalTieRule rule)
{
    return d->transaction<FinalTieRule>([&]() -> StoreResult<FinalTieRule> {
        if (auto e = d->needTournament())
            return *e;
        if (d->load().info.finalTieRule == rule)
            return refused("Een gelijke stand om de titel wordt al beslist door " + finalTieRuleName(rule) + ".");
        const json inverse = json::array({d->snapshot("meta", {{"key", q("final_tie_rule")}})});
        d->exec(kWriteMeta, {q("final_tie_rule"), q(finalTieRuleKey(rule))});
        d->audit("Gelijke stand om de titel in de finale: beslist door " + finalTieRuleName(rule), inverse);
        return rule;
    });
}

StoreResult<FinalDecision> TournamentStore::settleFinalTie(std::optional<int> winner, std::uint64_t seed)
{
    return d->transaction<FinalDecision>([&]() -> StoreResult<FinalDecision> {
        if (auto e = d->needTournament())
            return *e;
        Tournament t = d->load();
        const FinalState state = finalState(t);
        if (!state.played)
            return refused("De finale is nog niet uitgespeeld; pas daarna kan een gelijke stand om de titel "
                           "beslist worden.",
                           61);
        if (state.titleTie.empty())
            return refused("Niemand staat gelijk op plaats 1 in de finale; er valt niets te beslissen.", 61);
        if (state.settled)
            return refused("De gelijke stand om de titel is al beslist.");
        FinalDecision decision;
        decision.rule = t.info.finalTieRule;
        decision.players = state.titleTie;
        decision.decidedAt = nowIso();
        if (decision.rule == FinalTieRule::DecidingGame) {
            if (!winner || std::find(state.titleTie.begin(), state.titleTie.end(), *winner) == state.titleTie.end())
                return refused("Wie won het beslissingsspel? Kies een van de spelers die gelijk staan.");
            decision.order = {*winner};
        } else {
            decision.seed = seed;
            decision.order = finalTieOrder(t, decision.rule, decision.players, seed);
            if (decision.order.empty())
                return refused("Zij staan ook in de voorronde gelijk; de plaats in de voorronde beslist niets. "
                               "Kies een beslissingsspel of een loting.");
        }
        const json inverse = json::array({d->snapshot("meta", {{"key", q("final_decision")}})});
        d->exec(kWriteMeta, {q("final_decision"), q(encodeFinalDecision(decision))});
        t.finalDecision = decision;
        d->audit(finalTieText(t, finalState(t)), inverse);
        return decision;
    });
}

} // namespace nkb
