#include "ui/gamejsonwriter.h"

#include <nlohmann/json.hpp>

namespace nkb::ui {

namespace {

using nlohmann::ordered_json;

const char *kindName(IrregularityKind k)
{
    switch (k) {
    case IrregularityKind::Verzaking: return "verzaking";
    case IrregularityKind::ValsRoemen: return "vals_roemen";
    case IrregularityKind::WrongCardCount: return "wrong_card_count";
    case IrregularityKind::OutOfTurn: return "out_of_turn";
    case IrregularityKind::Revealing: return "revealing";
    case IrregularityKind::MisereNoTrump: return "misere_no_trump";
    }
    return "verzaking";
}

ordered_json giftJson(const GiftRecord &g)
{
    ordered_json j = ordered_json::object();
    if (g.dealer)
        j["dealer"] = *g.dealer;
    if (g.redeal) {
        j["redeal"] = true;
        return j;
    }
    if (g.bids) {
        ordered_json bids = ordered_json::array();
        for (const auto &[name, call] : *g.bids)
            bids.push_back(ordered_json::array({name, call}));
        j["bids"] = bids;
    }
    if (g.spelers)
        j["spelers"] = *g.spelers;
    if (g.contract)
        j["contract"] = *g.contract;
    if (g.trump)
        j["trump"] = *g.trump;
    if (g.roem)
        j["roem"] = *g.roem;
    if (g.points)
        j["points"] = *g.points;
    if (g.tricks) {
        ordered_json t = ordered_json::object();
        for (const auto &[name, n] : *g.tricks)
            t[name] = n;
        j["tricks"] = t;
    }
    if (g.wonAll) {
        j["won"] = *g.wonAll;
    } else if (g.wonPer) {
        ordered_json w = ordered_json::object();
        for (const auto &[name, b] : *g.wonPer)
            w[name] = b;
        j["won"] = w;
    }
    if (g.irregularity)
        j["irregularity"] = ordered_json{{"kind", kindName(g.irregularity->kind)}, {"by", g.irregularity->by}};
    return j;
}

} // namespace

std::string writeGameJson(const GameRecord &game)
{
    ordered_json j;
    j["players"] = game.players;
    if (game.placesOfThree)
        j["table_of_three_places"] = *game.placesOfThree;
    ordered_json giften = ordered_json::array();
    for (const GiftRecord &g : game.giften)
        giften.push_back(giftJson(g));
    j["giften"] = giften;
    return j.dump();
}

} // namespace nkb::ui
