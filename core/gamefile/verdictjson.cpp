// The verdict of a game as JSON, the format of `nk-bonaken-cli game check`.
#include "gamefile/gamecheck.h"

#include <nlohmann/json.hpp>

namespace nkb {

namespace {

nlohmann::ordered_json optionalInt(const std::optional<int> &v)
{
    return v ? nlohmann::ordered_json(*v) : nlohmann::ordered_json(nullptr);
}

} // namespace

nlohmann::ordered_json verdictToJson(const GameVerdict &verdict)
{
    using J = nlohmann::ordered_json;
    J out = J::object();
    out["ok"] = verdict.ok;
    if (!verdict.ok) {
        out["gift"] = verdict.errorGift;
        // The NK's rule number; under another rule set the sentence of its text (RuleSet::cite).
        out["rule"] = verdict.error && !verdict.error->source.empty() ? J(verdict.error->source)
                      : verdict.error && verdict.error->rule > 0      ? J(verdict.error->rule)
                                                                      : J(nullptr);
        out["error"] = verdict.error ? verdict.error->message : std::string();
    }
    out["finished"] = verdict.finished;
    J giften = J::array();
    for (const GiftVerdict &g : verdict.giften) {
        J j = J::object();
        j["index"] = g.index;
        if (g.redeal)
            j["redeal"] = true;
        j["dealer"] = g.dealer;
        j["spelers"] = g.spelers;
        j["contract"] = g.redeal ? J(nullptr) : J(g.contract);
        if (g.trump)
            j["trump"] = *g.trump;
        J won = J::object();
        for (const auto &[name, w] : g.won)
            won[name] = w;
        j["won"] = won;
        J status = J::object();
        for (const auto &[name, s] : g.status)
            status[name] = statusName(s);
        j["status"] = status;
        j["next_dealer"] = g.nextDealer;
        if (!g.valsRoemers.empty()) {
            J vals = J::array();
            for (const ValsRoemer &r : g.valsRoemers)
                vals.push_back(J{{"by", r.name}, {"rule", r.rule}});
            j["vals_roemen"] = vals;
        }
        j["warnings"] = g.warnings;
        giften.push_back(std::move(j));
    }
    out["giften"] = giften;
    J result = J::array();
    for (const PlayerOutcome &p : verdict.result) {
        J j = J::object();
        j["name"] = p.name;
        j["status"] = statusName(p.status);
        j["place"] = optionalInt(p.place);
        j["points"] = optionalInt(p.points);
        result.push_back(std::move(j));
    }
    out["result"] = result;
    return out;
}

std::optional<std::vector<int>> finalPoints(const GameVerdict &verdict)
{
    if (!verdict.ok || !verdict.finished)
        return std::nullopt;
    std::vector<int> points;
    for (const PlayerOutcome &p : verdict.result) {
        if (!p.points)
            return std::nullopt;
        points.push_back(*p.points);
    }
    return points;
}

} // namespace nkb
