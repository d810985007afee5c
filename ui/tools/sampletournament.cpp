#include "ui/tools/sampletournament.h"

#include "ui/document/playercommands.h"
#include "ui/widgets/qtstd.h"
#include "ui/document/roundcommands.h"

#include "tournament/standings.h"

#include <algorithm>
#include <array>

namespace nkb::ui::sample {

std::string playersCsv(int players)
{
    static const std::array<const char *, 16> first{"Anna", "Bram", "Cor", "Dirk", "Els", "Frank", "Gerda", "Henk",
                                                    "Ineke", "Jan", "Karin", "Leo", "Marieke", "Nico", "Olga", "Piet"};
    static const std::array<const char *, 8> last{"de Vries", "Bakker", "Jansen", "van Dijk", "Visser", "Smit",
                                                  "Meijer", "de Boer"};
    static const std::array<const char *, 5> clubs{"Leimuiden", "Hazerswoude", "Alphen", "Rijnsaterwoude", "Woubrugge"};
    std::string csv = "naam,club,categorie\n";
    for (int i = 0; i < players; ++i) {
        const auto ui = static_cast<std::size_t>(i);
        std::string name = std::string(first[ui % first.size()]) + " " + last[(ui * 3 + ui / first.size()) % last.size()];
        if (ui >= first.size() * last.size())
            name += " " + std::to_string(ui / (first.size() * last.size()) + 1);
        static const std::array<bool, 16> dames{true, false, false, false, true, false, true, false,
                                                true, false, true, false, true, false, true, false};
        const bool dame = dames[ui % dames.size()];
        csv += name + "," + clubs[ui % clubs.size()] + "," + (dame ? "dame" : "") + (i % 7 == 3 ? " nieuw" : "") + "\n";
    }
    return csv;
}

std::unique_ptr<TournamentDocument> create(const QString &path, int players, QString *error)
{
    TournamentInfo info;
    info.name = "NK Bonaken 2026";
    info.date = "2026-11-22";
    info.venue = "Dorpshuis Leimuiden";
    auto document = TournamentDocument::create(path, info, error);
    if (!document)
        return nullptr;
    *error = document->execute(new ImportPlayersCommand(document.get(), playersCsv(players))).text();
    return error->isEmpty() ? std::move(document) : nullptr;
}

QString playRound(TournamentDocument &document, int round, int tables)
{
    if (!document.tournament().round(round)) {
        const QString refusal = document.execute(new DrawRoundCommand(&document, round, 1000 + static_cast<unsigned>(round))).text();
        if (!refusal.isEmpty())
            return refusal;
    }
    const Tournament t = document.tournament();
    const Round *r = t.round(round);
    int done = 0;
    for (const Table &table : r->tables) {
        if (tables >= 0 && done++ >= tables)
            break;
        for (int g = 1; g <= t.info.gamesPerRound; ++g) {
            std::vector<int> places{10, 8, 4, 1};
            places.resize(table.seats.size());
            // A different order per table, game and round, the same on every run.
            const auto shift = static_cast<std::ptrdiff_t>((table.number * 3 + g + round) % static_cast<int>(places.size()));
            std::rotate(places.begin(), places.begin() + shift, places.end());
            if ((table.number + g) % 2 == 0 && places.size() > 2)
                std::swap(places[0], places[1]);
            std::vector<std::pair<std::string, int>> points;
            for (std::size_t i = 0; i < table.seats.size(); ++i)
                points.emplace_back(t.player(table.seats[i])->name, places[i]);
            const QString refusal = document.execute(new EnterPointsCommand(&document, GameRef{round, table.number, g}, points)).text();
            if (!refusal.isEmpty())
                return refusal;
        }
    }
    return {};
}

QString playFinal(TournamentDocument &document)
{
    if (computeFinalists(document.tournament()).undecided())
        if (QString refusal = document.execute(new FinalLotCommand(&document, 7)).text(); !refusal.isEmpty())
            return refusal;
    const std::vector<int> seats = finalTablePlayers(document.tournament());
    if (seats.size() != 4)
        return QStringLiteral("De finale heeft geen vier spelers.");
    static const int order[4][4] = {{10, 4, 8, 1}, {8, 10, 1, 4}, {4, 8, 10, 1}, {1, 10, 8, 4}};
    for (int g = 1; g <= document.tournament().info.finalGames; ++g) {
        std::vector<std::pair<std::string, int>> points;
        for (std::size_t i = 0; i < 4; ++i)
            points.emplace_back(document.tournament().player(seats[i])->name, order[(g - 1) % 4][i]);
        if (QString refusal = document.execute(new EnterPointsCommand(&document, GameRef{kFinalRound, 1, g}, points)).text();
            !refusal.isEmpty())
            return refusal;
    }
    return {};
}

QString createComplete(const QString &path, int players)
{
    QString error;
    auto document = create(path, players, &error);
    if (!document)
        return error;
    for (int r = 1; r <= document->tournament().info.rounds; ++r)
        if (QString refusal = playRound(*document, r); !refusal.isEmpty())
            return refusal;
    return playFinal(*document);
}

} // namespace nkb::ui::sample
