// Names are kept in NFC and compared without case, a name
// with an invisible character or beyond the bounds is refused, and nothing is stored then.
#include "storefixture.h"

using namespace nkb;
using namespace nkbtest;

namespace {

const std::string kEAcute = "\xC3\xA9";   // é as one character (NFC)
const std::string kEAccent = "e\xCC\x81"; // e + combining acute (NFD)

} // namespace

TEST_CASE("Names differing only in case or normal form are one player", "[store][names]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "names.bonaken"), 0);
    auto rene = store->addPlayer(NewPlayer{"Ren" + kEAccent + " Smit", "", {}, 1});
    REQUIRE(rene.ok());
    CHECK(rene->name == "Ren" + kEAcute + " Smit"); // stored in NFC
    const std::string before = exported(*store);

    auto nfc = store->addPlayer(NewPlayer{"Ren" + kEAcute + " Smit", "", {}, 1});
    REQUIRE_FALSE(nfc.ok());
    CHECK(nfc.error().message == "Er is al een speler \"Ren" + kEAcute + " Smit\" (startnummer 1).");
    auto upper = store->addPlayer(NewPlayer{"REN" + std::string("\xC3\x89") + " SMIT", "", {}, 1});
    REQUIRE_FALSE(upper.ok());
    CHECK(upper.error().message == "Er is al een speler \"Ren" + kEAcute + " Smit\" (startnummer 1).");
    CHECK(exported(*store) == before);

    REQUIRE(store->addPlayer(NewPlayer{"Anna", "", {}, 1}).ok());
    auto edit = store->editPlayer(2, NewPlayer{"ren" + kEAccent + " smit", "", {}, 1});
    REQUIRE_FALSE(edit.ok());
    CHECK(edit.error().message == "Er is al een speler \"Ren" + kEAcute + " Smit\" (startnummer 1).");
}

TEST_CASE("A CSV with names differing only in case is refused as a whole", "[store][names][csv]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "csv.bonaken"), 0);
    const std::string before = exported(*store);
    auto added = store->importPlayersCsv("naam,club\nJan de Vries,X\nJAN DE VRIES,Y\n");
    REQUIRE_FALSE(added.ok());
    CHECK(added.error().message == "Rij 3: \"JAN DE VRIES\" staat al in het bestand (\"Jan de Vries\").");
    CHECK(exported(*store) == before);
}

TEST_CASE("Invisible characters, control characters and absurd lengths are refused", "[store][names]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "hostile.bonaken"), 1);
    const std::string before = exported(*store);
    const std::string invisible = "De naam bevat een stuurteken of een onzichtbaar teken; typ hem opnieuw.";
    auto zwsp = store->addPlayer(NewPlayer{"P\xE2\x80\x8B"
                                           "1",
                                           "",
                                           {},
                                           1});
    REQUIRE_FALSE(zwsp.ok());
    CHECK(zwsp.error().message == invisible);
    auto esc = store->addPlayer(NewPlayer{"Piet\x1B[2J", "", {}, 1});
    REQUIRE_FALSE(esc.ok());
    CHECK(esc.error().message == invisible);
    auto longName = store->addPlayer(NewPlayer{std::string(101, 'n'), "", {}, 1});
    REQUIRE_FALSE(longName.ok());
    CHECK(longName.error().message == "De naam is te lang (101 tekens; hoogstens 100).");
    auto longClub = store->addPlayer(NewPlayer{"Kees", std::string(101, 'c'), {}, 1});
    REQUIRE_FALSE(longClub.ok());
    CHECK(longClub.error().message == "De club is te lang (101 tekens; hoogstens 100).");
    auto emptyCategory = store->addPlayer(NewPlayer{"Kees", "", {""}, 1});
    REQUIRE_FALSE(emptyCategory.ok());
    CHECK(emptyCategory.error().message == "Een categorie mag niet leeg zijn.");
    auto invalid = store->editPlayer(1, NewPlayer{"Piet \xFE", "", {}, 1});
    REQUIRE_FALSE(invalid.ok());
    CHECK(invalid.error().message ==
          "De naam is geen geldige UTF-8-tekst (typ hem opnieuw, of sla het bestand op als UTF-8).");

    const std::string huge(5 * 1024 * 1024, 'x');
    auto csv = store->importPlayersCsv("naam,club\nAnna,X\n" + huge + ",Y\n");
    REQUIRE_FALSE(csv.ok());
    CHECK(csv.error().message == "Rij 3: De naam is te lang (5242880 tekens; hoogstens 100).");
    CHECK(exported(*store) == before);
}

TEST_CASE("A new tournament with absurd settings is refused", "[store][limits]")
{
    QTemporaryDir dir;
    OpenOptions o;
    o.create = true;
    auto store = TournamentStore::open(tempPath(dir, "absurd.bonaken"), o);
    REQUIRE(store.ok());
    TournamentInfo info;
    info.name = "NK";
    info.gamesPerRound = 1000000;
    const auto games = store.value()->createTournament(info);
    REQUIRE(games.has_value());
    CHECK(games->message == "Het aantal spellen per ronde moet tussen 1 en 10 liggen.");
    info.gamesPerRound = 2;
    info.rounds = 1000000000;
    const auto rounds = store.value()->createTournament(info);
    REQUIRE(rounds.has_value());
    CHECK(rounds->message == "Het aantal ronden moet tussen 1 en 20 liggen.");
    CHECK_FALSE(store.value()->hasTournament());
}

TEST_CASE("An export with rounds 1000000000 is not imported", "[store][limits][json]")
{
    QTemporaryDir dir;
    auto store = newTournament(tempPath(dir, "source.bonaken"), 4);
    std::string doc = exported(*store);
    const auto at = doc.find("\"rounds\": 5");
    REQUIRE(at != std::string::npos);
    doc.replace(at, 11, "\"rounds\": 1000000000");
    const std::string target = tempPath(dir, "target.bonaken");
    auto imported = TournamentStore::importJson(target, doc);
    REQUIRE_FALSE(imported.ok());
    CHECK(imported.error().message == "De export klopt niet: Het aantal ronden moet tussen 1 en 20 liggen.");
    CHECK_FALSE(QFile::exists(QString::fromStdString(target)));
}
