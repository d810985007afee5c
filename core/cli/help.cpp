#include "cli/help.h"

#include "nkb_version.h"

#include <map>
#include <ostream>

namespace nkb::cli {

namespace {

// One entry per command: how it is called, then what it does. The exit codes and global options
// are the same for all and said once in printHelp.
const std::map<std::string, std::string> &commands()
{
    static const std::map<std::string, std::string> help{
        {"game", "game check BESTAND.json|-\n"
                 "  Een spel aan een tafel controleren, gift voor gift (JSON; - leest standaardinvoer).\n"},
        {"roem", "roem --trump H|none KAART...\n  Welke roem een hand kan melden.\n"},
        {"legal", "legal --trump H --trick AS,KH --hand 7S,8H,JH\n  Welke kaarten bijgespeeld mogen worden.\n"},
        {"draw", "draw plan --players N|1-14,16-20 [--rounds 5] [--seed S] [--fixed BESTAND.json]\n"
                 "  Een indeling voor alle ronden bekijken, zonder toernooibestand.\n"
                 "--db BESTAND draw --round R [--seed S]\n"
                 "  Ronde R indelen (loting met zaad S; zonder --seed een willekeurig zaad).\n"},
        {"new", "--db NIEUW.bonaken new --name NAAM [--date JJJJ-MM-DD] [--venue PLAATS] [--rounds 5]\n"
                "    [--games-per-round 2] [--final-games 2]\n"
                "  Een nieuw toernooibestand maken.\n"},
        {"players", "--db BESTAND players list\n"
                    "--db BESTAND players add NAAM [--club C] [--category K]...\n"
                    "--db BESTAND players import BESTAND.csv [--only-new] [--skip-bad] [--aangemeld]\n"
                    "--db BESTAND players edit NAAM [--name NIEUW] [--club C] [--category K]... [--no-categories]\n"
                    "--db BESTAND players remove|checkin|checkout NAAM\n"
                    "--db BESTAND players withdraw NAAM --from-round R\n"
                    "--db BESTAND players late NAAM --from-round R [--club C] [--category K]\n"
                    "  De deelnemers: inschrijven, aanmelden, wijzigen, terugtrekken, na-inschrijven.\n"},
        {"tables", "--db BESTAND tables --round R\n--db BESTAND tables set --round R BESTAND.csv\n"
                   "  De tafelindeling van een ronde tonen of met de hand vastleggen.\n"},
        {"result", "--db BESTAND result --round R --table T --game G --points \"Anna=10,Bram=8,...\"\n"
                   "--db BESTAND result --round R --table T --game G BESTAND.json\n"
                   "--db BESTAND result --final --game G ...\n"
                   "--db BESTAND result --round R --table T --game G --keep-first\n"
                   "--db BESTAND result --round R --table T --game G --move-to-table T2 [--to-game G2]\n"
                   "--db BESTAND result --round R --table T --game G --delete\n"
                   "  De uitslag van een spel invoeren: alleen de punten, of het hele spel (JSON).\n"
                   "  Bij dubbele invoer telt een spel als twee stations hetzelfde invoeren; verschillen\n"
                   "  ze, dan beslist de scheidsrechter: --replace (deze invoer geldt) of --keep-first\n"
                   "  (de eerste invoer geldt). Een spel aan de verkeerde tafel ingevoerd: --move-to-table\n"
                   "  zet het stoel voor stoel aan de goede tafel, --delete wist het (beide met undo terug).\n"},
        {"settings", "--db BESTAND settings [--double-entry aan|uit] [--table-of-three 10/8/4|10/8/1|8/7/3]\n"
                     "  [--final-tie spel|voorronde|loting]\n"
                     "  De instellingen van het toernooi tonen, of dubbele invoer aan- of uitzetten: elk\n"
                     "  spel wordt dan door twee stations ingevoerd en telt als beide gelijk zijn. Uitzetten\n"
                     "  laat de eerste invoeren die nog wachten meetellen.\n"
                     "  --table-of-three kiest de punten aan een tafel van drie: 10/8/4 (standaard, de\n"
                     "  plaatsen 1 tot 3 van een tafel van vier), 10/8/1 (R57 letterlijk: wie overblijft\n"
                     "  scoort 1) of 8/7/3 (geschaald naar wat een tafel van vier gemiddeld geeft). Alleen\n"
                     "  zolang aan geen tafel van drie een uitslag is ingevoerd.\n"
                     "  --final-tie: hoe een gelijke stand om de titel in de finale beslist wordt\n"
                     "  (standaard: een beslissingsspel).\n"},
        {"undo", "--db BESTAND undo [--list | --entry N]\n"
                 "  De laatste invoer van deze invoerplek ongedaan maken; --list toont de recente\n"
                 "  wijzigingen van alle invoerplekken met hun nummer, --entry N neemt er een terug.\n"},
        {"copy", "copy VAN NAAR\n"
                 "  Een toernooi kopiëren van een .bonaken-bestand naar een server\n"
                 "  (postgresql://gebruiker@server/database) of terug.\n"},
        {"standings", "--db BESTAND standings [--after-round R] [--category K]\n  Het klassement (R60).\n"},
        {"finalists", "--db BESTAND finalists [--resolve-by-lot --seed S] [--settle-final-tie [--winner NR|--seed S]]\n"
                      "  De vier finalisten (R61); een gelijke stand over de grens beslist een loting.\n"
                      "  Na de finale: een gelijke stand om de titel staat als 1= tot --settle-final-tie\n"
                      "  haar beslist zoals ingesteld (settings --final-tie): --winner NR van het\n"
                      "  beslissingsspel, de plaats in de voorronde, of een loting met --seed S.\n"},
        {"export", "--db BESTAND export\n  Het hele toernooi als JSON op standaarduitvoer.\n"
                   "--db BESTAND export standings [--after-round R] [--category K] --format csv -o BESTAND.csv\n"
                   "--db BESTAND export seating --round R|finale [--order tafel|naam] --format csv -o BESTAND.csv\n"
                   "--db BESTAND export players|final --format csv -o BESTAND.csv\n"
                   "  Een lijst als CSV voor Excel of LibreOffice (;, UTF-8 met BOM; -o - schrijft naar\n"
                   "  standaarduitvoer).\n"},
        {"import", "--db NIEUW.bonaken import BESTAND.json\n  Een JSON-export in een nieuw toernooibestand.\n"},
        {"print", "--db BESTAND print scoresheets|tablecards|seating|standings [--round R|finale]\n"
                  "    [--after-round R] [--category K] --out BESTAND.pdf|BESTAND.html\n"
                  "    [--vervolgblad]\n"
                  "  Wedstrijdformulieren, tafelkaarten, zaalindeling of klassement om af te drukken;\n"
                  "  .html geeft een webpagina (klassement, zaalindeling).\n"},
    };
    return help;
}

} // namespace

void printHelp(std::ostream &out)
{
    out << "Gebruik: nk-bonaken-cli [--db BESTAND] [--format json|text] [--station NAAM] OPDRACHT [ARGUMENTEN]\n"
           "Het NK Bonaken vanaf de opdrachtregel: dezelfde regels en hetzelfde toernooibestand als nk-bonaken.\n"
           "\n"
           "Opdrachten (nk-bonaken-cli OPDRACHT --help voor de details):\n"
           "  Spelregels, zonder toernooibestand: game, roem, legal, draw plan\n"
           "  Toernooi (--db BESTAND of --db postgresql://gebruiker@server/database): new, players,\n"
           "    settings, tables, draw, result, undo, standings, finalists, export, import, print\n"
           "  copy VAN NAAR: een toernooi van een bestand naar een server of terug\n"
           "\n"
           "Opties:\n"
           "  --db BESTAND          het toernooibestand (.bonaken) of de server (postgresql://…)\n"
           "  --format json|text    antwoord als JSON of als leesbare tekst (standaard)\n"
           "  --station NAAM        naam van deze invoerplek in het logboek (standaard: de computernaam)\n"
           "  -h, --help            deze hulp\n"
           "  -V, --version         het versienummer\n"
           "\n"
           "Uitgangscode: 0 gelukt, 1 geweigerd (een regel; er is niets veranderd),\n"
           "2 bestand of opdracht onbruikbaar.\n";
}

std::string commandHelp(const std::string &command)
{
    const auto it = commands().find(command);
    return it == commands().end() ? std::string() : "Gebruik: nk-bonaken-cli " + it->second;
}

void printVersion(std::ostream &out)
{
    out << "nk-bonaken-cli " << kVersion << "\n"
        << "Licentie " << kLicence << ": <https://gnu.org/licenses/gpl.html>\n"
        << "Dit is vrije software: u mag het aanpassen en doorgeven. Er is geen garantie.\n";
}

} // namespace nkb::cli
