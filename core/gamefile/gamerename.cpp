#include "gamefile/gamerename.h"

namespace nkb {

namespace {

struct Renamer {
    const std::map<std::string, std::string> &names;

    void operator()(std::string &name) const
    {
        if (const auto it = names.find(name); it != names.end())
            name = it->second;
    }

    template <typename T> void keys(std::map<std::string, T> &byName) const
    {
        std::map<std::string, T> out;
        for (auto &[name, value] : byName) {
            std::string renamed = name;
            (*this)(renamed);
            out.emplace(std::move(renamed), std::move(value));
        }
        byName = std::move(out);
    }
};

} // namespace

void renamePlayers(GameRecord &game, const std::map<std::string, std::string> &names)
{
    const Renamer rename{names};
    for (std::string &p : game.players)
        rename(p);
    for (GiftRecord &gift : game.giften) {
        if (gift.dealer)
            rename(*gift.dealer);
        if (gift.bids)
            for (auto &[name, call] : *gift.bids)
                rename(name);
        if (gift.spelers)
            for (std::string &name : *gift.spelers)
                rename(name);
        if (gift.tricks)
            rename.keys(*gift.tricks);
        if (gift.wonPer)
            rename.keys(*gift.wonPer);
        for (Irregularity &irregularity : gift.irregularities)
            rename(irregularity.by);
        if (gift.cards) {
            rename.keys(gift.cards->hands);
            rename.keys(gift.cards->discard);
        }
    }
}

} // namespace nkb
