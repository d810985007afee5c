#include "services/carryover.h"

#include <QFileInfo>
#include <QString>

#include <map>

namespace nkb {

namespace {

// The same file by its canonical path: another spelling or a link to the open tournament.
bool sameFile(const std::string &a, const std::string &b)
{
    const QFileInfo x(QString::fromStdString(a));
    const QFileInfo y(QString::fromStdString(b));
    const QString cx = x.canonicalFilePath();
    return !cx.isEmpty() ? cx == y.canonicalFilePath() : x.absoluteFilePath() == y.absoluteFilePath();
}

// The other file, read; not the open tournament's own.
StoreResult<TournamentStore::OtherTournament> readOther(const TournamentStore &store, const std::string &otherFile)
{
    if (!store.onServer() && sameFile(store.path(), otherFile))
        return refused("\"" + otherFile + "\" is het toernooi dat nu open is; kies het bestand van een ander "
                       "toernooi (bijvoorbeeld dat van vorig jaar).");
    return TournamentStore::readOtherTournament(otherFile);
}

} // namespace

StoreResult<CarrySource> readCarrySource(const TournamentStore &store, const std::string &otherFile)
{
    auto file = readOther(store, otherFile);
    if (!file)
        return file.error();
    auto candidates = store.carryCandidates(file->players);
    if (!candidates)
        return candidates.error();
    return CarrySource{std::move(file).value(), std::move(candidates).value()};
}

StoreResult<std::vector<Player>> chosenPlayers(const TournamentStore::OtherTournament &file,
                                               const std::vector<int> &startNumbers)
{
    if (startNumbers.empty())
        return file.players;
    std::map<int, const Player *> byNumber;
    for (const Player &p : file.players)
        byNumber[p.startNumber] = &p;
    std::vector<Player> out;
    for (int n : startNumbers) {
        const auto it = byNumber.find(n);
        if (it == byNumber.end())
            return refused("In \"" + file.name + "\" is geen speler met nr. " + std::to_string(n) +
                           "; er is niets overgenomen.");
        out.push_back(*it->second);
    }
    return out;
}

StoreResult<TournamentStore::CarryReport> carryPlayers(TournamentStore &store, const std::string &otherFile,
                                                       const CarryChoice &choice)
{
    auto file = readOther(store, otherFile);
    if (!file)
        return file.error();
    auto chosen = chosenPlayers(file.value(), choice.only);
    if (!chosen)
        return chosen.error();
    TournamentStore::PlayerCarry how;
    how.from = file->name;
    how.present = choice.present;
    return store.carryPlayers(chosen.value(), how);
}

} // namespace nkb
