// The two entries' gifts in the words the referee knows from the scoresheet ("Anna 50 gewonnen"),
// not the game file's keys, so that a difference reads as it was written on paper.
#include "gamefile/entrycomparison.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstddef>
#include <utility>

namespace nkb {

namespace {

using nlohmann::json;

std::string fieldName(const std::string &key)
{
    static const std::vector<std::pair<std::string, std::string>> names{
        {"dealer", "gever"},    {"bids", "bieden"},         {"trump", "troef"},
        {"points", "punten"},   {"spelers", "spelers"},     {"contract", "contract"},
        {"won", "gewonnen"},    {"tricks", "slagen"},       {"redeal", "opnieuw gedeeld"},
        {"irregularity", "onregelmatigheid"}, {"irregularities", "onregelmatigheden"},
        {"roem", "roem"}, {"cards", "kaarten"}};
    for (const auto &[k, v] : names)
        if (k == key)
            return v;
    return key;
}

std::string valueText(const json &v)
{
    if (v.is_string())
        return v.get<std::string>() == "pass" ? std::string("pas") : v.get<std::string>();
    if (v.is_boolean())
        return v.get<bool>() ? "ja" : "nee";
    if (v.is_array()) {
        std::string out;
        for (const auto &e : v)
            out += (out.empty() ? "" : e.is_array() ? ", " : " ") + valueText(e);
        return out;
    }
    if (v.is_object()) {
        std::string out;
        for (const auto &[k, e] : v.items())
            out += (out.empty() ? "" : ", ") + fieldName(k) + " " + valueText(e);
        return out;
    }
    return v.dump();
}

// A gift as the scoresheet line reads: "Anna 50 gewonnen", "Cor, Dirk misère: Cor gewonnen, Dirk
// verloren", "opnieuw gegeven"; what else the gift holds follows after "; ", the dealer only when
// the two entries differ in it (it follows from the rules after gift 1).
std::string giftText(const json &gift, bool withDealer)
{
    if (!gift.is_object())
        return valueText(gift);
    if (gift.contains("redeal") && gift["redeal"] == true)
        return "opnieuw gegeven";
    std::string out;
    if (gift.contains("spelers"))
        out = valueText(gift["spelers"]);
    if (gift.contains("contract"))
        out += (out.empty() ? "" : " ") + valueText(gift["contract"]);
    if (gift.contains("won")) {
        const json &won = gift["won"];
        if (won.is_boolean()) {
            out += (out.empty() ? "" : " ") + std::string(won.get<bool>() ? "gewonnen" : "verloren");
        } else if (won.is_object()) {
            std::string each;
            for (const auto &[name, w] : won.items())
                each += (each.empty() ? "" : ", ") + name + " " + (w == true ? "gewonnen" : "verloren");
            out += (out.empty() ? "" : ": ") + each;
        }
    }
    for (const auto &[k, v] : gift.items()) {
        if (k == "spelers" || k == "contract" || k == "won" || k == "redeal" ||
            (k == "dealer" && !withDealer))
            continue;
        out += (out.empty() ? "" : "; ") + fieldName(k) + " " + valueText(v);
    }
    return out;
}

// The gifts of an entry; none for a paper result (points only) or an unreadable text.
std::optional<json> giftsOf(const ComparedEntry &entry)
{
    if (entry.pointsOnly || !entry.giftenJson)
        return std::nullopt;
    const json doc = json::parse(*entry.giftenJson, nullptr, false);
    if (doc.is_discarded() || !doc.is_object() || !doc.contains("giften") || !doc["giften"].is_array())
        return std::nullopt;
    return doc["giften"];
}

} // namespace

bool EntryComparison::differs() const
{
    return std::any_of(rows.begin(), rows.end(), [](const ComparedRow &r) { return r.differs; });
}

EntryComparison compareEntries(const ComparedEntry &first, const ComparedEntry &second,
                               const std::vector<std::string> &names)
{
    EntryComparison c;
    for (std::size_t i = 0; i < names.size(); ++i) {
        const auto pt = [i](const ComparedEntry &e) {
            return i < e.points.size() ? std::to_string(e.points[i]) : std::string();
        };
        c.rows.push_back(ComparedRow{names[i], pt(first), pt(second), pt(first) != pt(second)});
    }
    const auto a = giftsOf(first);
    const auto b = giftsOf(second);
    if (a && b) {
        for (std::size_t i = 0; i < std::max(a->size(), b->size()); ++i) {
            const json ga = i < a->size() ? (*a)[i] : json();
            const json gb = i < b->size() ? (*b)[i] : json();
            const bool dealers =
                ga.is_object() && gb.is_object() && ga.value("dealer", json()) != gb.value("dealer", json());
            c.rows.push_back(ComparedRow{"Gift " + std::to_string(i + 1),
                                         ga.is_null() ? "" : giftText(ga, dealers),
                                         gb.is_null() ? "" : giftText(gb, dealers), ga != gb});
        }
    } else if (a || b) {
        const auto what = [](const std::optional<json> &g) {
            return g ? std::to_string(g->size()) + " giften" : std::string("alleen de punten");
        };
        c.rows.push_back(ComparedRow{"Giften", what(a), what(b), false});
    }
    return c;
}

} // namespace nkb
