// Every value has a sane bound where it enters (core/tournament/limits.h),
// and a name holds no control or invisible character. Expected messages written by hand.
#include "draw/draw.h"
#include "tournament/limits.h"
#include "tournament/tournamentjson.h"

#include <catch2/catch.hpp>

#include <limits>
#include <numeric>
#include <string>
#include <vector>

using namespace nkb;

TEST_CASE("Tournament settings: rounds 1..20, games 1..10, final games 1..10", "[tournament][limits]")
{
    TournamentInfo info;
    info.name = "NK";
    CHECK_FALSE(checkInfoBounds(info).has_value());
    info.rounds = 20;
    info.gamesPerRound = 10;
    info.finalGames = 10;
    CHECK_FALSE(checkInfoBounds(info).has_value());

    TournamentInfo rounds = info;
    rounds.rounds = 1000000000;
    CHECK(checkInfoBounds(rounds) ==
          std::optional<std::string>("Het aantal ronden moet tussen 1 en 20 liggen."));
    rounds.rounds = 0;
    CHECK(checkInfoBounds(rounds).has_value());
    TournamentInfo games = info;
    games.gamesPerRound = 1000000;
    CHECK(checkInfoBounds(games) ==
          std::optional<std::string>("Het aantal spellen per ronde moet tussen 1 en 10 liggen."));
    TournamentInfo final = info;
    final.finalGames = 11;
    CHECK(checkInfoBounds(final) ==
          std::optional<std::string>("Het aantal finalespellen moet tussen 1 en 10 liggen."));
    TournamentInfo places = info;
    places.placesThree = {10, 8, 400};
    CHECK(checkInfoBounds(places).has_value());
    TournamentInfo name = info;
    name.name = std::string(201, 'N');
    CHECK(checkInfoBounds(name).has_value());
}

TEST_CASE("A name is at most 100 characters, counted as characters", "[tournament][limits]")
{
    CHECK_FALSE(checkPlayerName(std::string(100, 'a')).has_value());
    CHECK(checkPlayerName(std::string(101, 'a')) ==
          std::optional<std::string>("De naam is te lang (101 tekens; hoogstens 100)."));
    std::string accents;
    for (int i = 0; i < 100; ++i)
        accents += "\xC3\xA9"; // é: 200 bytes, 100 characters
    CHECK_FALSE(checkPlayerName(accents).has_value());
    CHECK(checkPlayerName(std::string(5 * 1024 * 1024, 'x')).has_value());
    CHECK_FALSE(checkClub(std::string(100, 'c')).has_value());
    CHECK(checkClub(std::string(101, 'c')).has_value());
    CHECK_FALSE(checkClub("").has_value());
}

TEST_CASE("A name with a control or invisible character is refused", "[tournament][limits]")
{
    const std::string invisible = "De naam bevat een stuurteken of een onzichtbaar teken; typ hem opnieuw.";
    for (const std::string &bad : {std::string("Piet\x1B"
                                               "[31m"),
                                   std::string("Piet\0Jan", 8), std::string("Piet\x7F"),
                                   std::string("Pi\xE2\x80\x8B"
                                               "et"), // U+200B zero width space
                                   std::string("Pi\xE2\x80\x8E"
                                               "et"), // U+200E left-to-right mark
                                   std::string("Pi\xE2\x80\x8F"
                                               "et"), // U+200F right-to-left mark
                                   std::string("Pi\xEF\xBB\xBF"
                                               "et"), // U+FEFF
                                   std::string("Pi\xC2\xAD"
                                               "et"), // U+00AD soft hyphen
                                   std::string("Piet\xC2\x9B"
                                               "1m")}) { // U+009B, the C1 escape
        INFO(bad);
        CHECK(checkPlayerName(bad) == std::optional<std::string>(invisible));
    }
    CHECK(checkPlayerName("Piet \xFE") ==
          std::optional<std::string>(
              "De naam is geen geldige UTF-8-tekst (typ hem opnieuw, of sla het bestand op als UTF-8)."));
    CHECK_FALSE(checkPlayerName("Jos\xC3\xA9 van 't Hof-Øster").has_value());
    CHECK_FALSE(checkPlayerName("Piet %1 <b>&").has_value());
    CHECK(checkClub("Club\x1B]0;x\x07").has_value());
    CHECK(checkCategory("") == std::optional<std::string>("Een categorie mag niet leeg zijn."));
}

TEST_CASE("An export with absurd values is refused at import", "[tournament][limits][json]")
{
    Tournament t;
    t.info.name = "NK";
    t.players.push_back(Player{1, "Anna", "", {}, 1, std::nullopt});
    const std::string good = tournamentToJson(t);
    REQUIRE(tournamentFromJson(good).ok());

    std::string rounds = good;
    rounds.replace(rounds.find("\"rounds\": 5"), 11, "\"rounds\": 1000000000");
    const auto r = tournamentFromJson(rounds);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().message == "De export klopt niet: Het aantal ronden moet tussen 1 en 20 liggen.");

    std::string name = good;
    name.replace(name.find("\"Anna\""), 6, "\"" + std::string(5 * 1024 * 1024, 'A') + "\"");
    const auto n = tournamentFromJson(name);
    REQUIRE_FALSE(n.ok());
    CHECK(n.error().message ==
          "De export klopt niet: speler 1: De naam is te lang (5242880 tekens; hoogstens 100).");
}

TEST_CASE("Station names: bounded, without control or invisible characters (issue 18)", "[tournament][limits]")
{
    for (const std::string &ok : std::vector<std::string>{"Zaal-2", "Tafel 3 (bij de bar)", "Zaal-1=links",
                                                          std::string(40, 'z'),
                                                          std::string("Caf\xC3\xA9 ") + std::string(35, 'x')}) {
        INFO(ok);
        CHECK_FALSE(checkStationName(ok).has_value());
    }
    const auto refused = [](const std::string &name) {
        INFO(name);
        const auto why = checkStationName(name);
        REQUIRE(why.has_value());
        CHECK(why->rfind("De naam van het station ", 0) == 0);
        if (!name.empty())
            CHECK(why->find(name) == std::string::npos); // the bad name is not repeated
        return *why;
    };
    CHECK(refused("Zaal-1\n  12 2026-11-07 Zaal-2 Uitslag") ==
          "De naam van het station bevat een stuurteken of een onzichtbaar teken; typ hem opnieuw.");
    refused("Zaal\t2");
    refused("Zaal-2\xE2\x80\xAE"); // U+202E right-to-left override
    refused("Zaal\xE2\x80\x8B-2"); // U+200B zero width space
    refused("Zaal-2\xC2\x85");     // U+0085 next line (C1)
    CHECK(refused(std::string(41, 'z')) == "De naam van het station is te lang (41 tekens; hoogstens 40).");
    refused(std::string(20000, 'z'));
    CHECK(refused("") == "De naam van het station ontbreekt.");
    refused(" Zaal-2");
    refused("Zaal\xFF");
}

TEST_CASE("Station names: the host name, or its first part, or none", "[tournament][limits]")
{
    CHECK(stationFromHostName("zaal-laptop") == "zaal-laptop");
    CHECK(stationFromHostName("zaal-laptop.a-very-long-domain-name-of-the-venue.example.org") == "zaal-laptop");
    CHECK(stationFromHostName("") == "");
    CHECK(stationFromHostName(std::string(60, 'h')) == "");
}

TEST_CASE("One line: control and invisible characters shown as U+FFFD", "[tournament][limits]")
{
    CHECK(oneLine("Zaal-1\nZaal-2") == "Zaal-1\xEF\xBF\xBDZaal-2");
    CHECK(oneLine("Zaal\xE2\x80\xAE") == "Zaal\xEF\xBF\xBD");
    CHECK(oneLine("Caf\xC3\xA9 1") == "Caf\xC3\xA9 1");
    CHECK(oneLine("x\xFF") == "\xEF\xBF\xBD");
}

TEST_CASE("A tournament holds at most as many players as the draw seats", "[tournament][limits][draw]")
{
    // The store admits players up to limits::kMaxPlayers; the draw, a room of its own, refuses
    // beyond draw::kMaxPlayers. One number: a field the door let in is one the draw can seat.
    STATIC_REQUIRE(limits::kMaxPlayers == draw::kMaxPlayers);
    std::vector<draw::PlayerId> field(static_cast<std::size_t>(limits::kMaxPlayers) + 1);
    std::iota(field.begin(), field.end(), 1);
    const auto refused = draw::planDraw(draw::DrawRequest::samePlayers(field, 5, 1));
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error() == "Te veel spelers voor de loting (meer dan 5000).");
}

TEST_CASE("Players: 5,000 fit, one more is refused with the limit and the reason", "[tournament][limits]")
{
    CHECK(limits::kMaxPlayers == 5000);
    CHECK_FALSE(checkPlayerCount(0, 5000, true).has_value());
    CHECK_FALSE(checkPlayerCount(4999, 1).has_value());
    CHECK_FALSE(checkPlayerCount(4990, 10, true).has_value());
    CHECK(checkPlayerCount(5000, 1) ==
          std::optional<std::string>("Er doen al 5000 spelers mee, het hoogste aantal in een toernooi (meer "
                                     "deelt de loting niet in)."));
    CHECK(checkPlayerCount(4999, 2) ==
          std::optional<std::string>(
              "Er doen al 4999 spelers mee; met 2 erbij worden het er 5001, meer dan "
              "5000, het hoogste aantal in een toernooi (meer deelt de loting niet in)."));
    CHECK(checkPlayerCount(0, 5001, true) ==
          std::optional<std::string>(
              "Het bestand brengt 5001 spelers: meer dan 5000, het hoogste aantal in een "
              "toernooi (meer deelt de loting niet in). Er is niets geïmporteerd."));
    CHECK(checkPlayerCount(4990, 11, true) ==
          std::optional<std::string>(
              "Het bestand brengt 11 spelers bij de 4990 die er al zijn (samen 5001): meer dan 5000, het "
              "hoogste aantal in een toernooi (meer deelt de loting niet in). Er is niets geïmporteerd."));
    // No wrap-around: a count beyond any file is still refused.
    CHECK(checkPlayerCount(std::numeric_limits<std::size_t>::max(), 1).has_value());
    CHECK(checkPlayerCount(1, std::numeric_limits<std::size_t>::max(), true).has_value());
}
