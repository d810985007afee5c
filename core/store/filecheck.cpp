// The check of a tournament's contents (issue 39): on open, before anything is written, and by
// `nk-bonaken-cli check`. What the rows say is held against what the program guarantees when it
// writes them (core/tournament/contentcheck.h), what the model cannot hold against the rows
// themselves (a number stored as text, bytes that are no UTF-8, points of no game), and, from
// schema 10, the audit's chain and every object's seal (seals.h).
#include "store/migrations.h"
#include "store/storeimpl.h"

#include "rules/textinput.h"

namespace nkb {

using namespace store;

namespace {

bool validUtf8(const QByteArray &bytes)
{
    return !firstInvalidUtf8(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
}

// The game of a row whose first three columns are round, table and game.
std::string gamePlace(const QSqlQuery &row)
{
    return nkb::gamePlace(GameRef{row.value(0).toInt(), row.value(1).toInt(), row.value(2).toInt()});
}

} // namespace

std::vector<Finding> TournamentStore::Impl::checkContents() const
{
    std::vector<Finding> out;
    const auto add = [&out](std::string text) { out.push_back({std::move(text), 0}); };
    beginRead();
    try {
        if (dialect->engine() == Engine::SQLite) {
            // A server keeps every column's type; a file keeps what it is given.
            QSqlQuery points = exec("SELECT round, table_number, game, seat FROM game_points WHERE "
                                    "typeof(points) <> 'integer' OR typeof(seat) <> 'integer'");
            while (points.next())
                add(gamePlace(points) + ": de punten van plaats " + s(points.value(3).toString()) +
                    " zijn geen geheel getal.");
            QSqlQuery seats = exec("SELECT round, table_number, seat FROM seats WHERE typeof(start_number) <> "
                                   "'integer' OR typeof(seat) <> 'integer' OR typeof(table_number) <> 'integer'");
            while (seats.next())
                add("Tafel " + s(seats.value(1).toString()) + " in " + roundWords(seats.value(0).toInt()) +
                    ": plaats " + s(seats.value(2).toString()) + " heeft geen geldig startnummer.");
            QSqlQuery games = exec("SELECT round, table_number, game FROM games WHERE typeof(finished) <> 'integer' "
                                   "OR typeof(points_only) <> 'integer' OR typeof(game) <> 'integer'");
            while (games.next())
                add(gamePlace(games) + ": de gegevens van het spel zijn geen getallen.");
            QSqlQuery names = exec("SELECT start_number, CAST(name AS BLOB), CAST(club AS BLOB), typeof(start_number) "
                                   "FROM players");
            while (names.next()) {
                const std::string who = "Speler nr. " + s(names.value(0).toString());
                if (names.value(3).toString() != QLatin1String("integer"))
                    add(who + ": het startnummer is geen geheel getal.");
                if (!validUtf8(names.value(1).toByteArray()))
                    add(who + ": de naam is geen geldige tekst (geen UTF-8).");
                if (!validUtf8(names.value(2).toByteArray()))
                    add(who + ": de club is geen geldige tekst (geen UTF-8).");
            }
        }
        // Points of a game that is not there: the model never sees them.
        QSqlQuery orphans = exec("SELECT DISTINCT p.round, p.table_number, p.game FROM game_points p LEFT JOIN games g "
                                 "ON g.round = p.round AND g.table_number = p.table_number AND g.game = p.game "
                                 "WHERE g.round IS NULL");
        while (orphans.next())
            add(gamePlace(orphans) + ": er staan punten zonder spel.");
        for (Finding &f : contentFindings(load()))
            out.push_back(std::move(f));
        if (version >= kSealVersion) {
            for (Finding &f : chainFindings())
                out.push_back(std::move(f));
            for (Finding &f : sealFindings())
                out.push_back(std::move(f));
        }
        execDirect(QStringLiteral("COMMIT"));
    } catch (const Failure &) {
        try {
            execDirect(QStringLiteral("ROLLBACK"));
        } catch (const Failure &) {
        }
        throw;
    }
    return out;
}

const std::vector<Finding> &TournamentStore::findings() const
{
    return d->findings;
}

StoreResult<std::vector<Finding>> TournamentStore::check() const
{
    return reading<std::vector<Finding>>(*d, [&]() -> StoreResult<std::vector<Finding>> {
        if (auto e = d->needTournament())
            return *e;
        return d->checkContents();
    });
}

} // namespace nkb
