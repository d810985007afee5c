// The table of nk-bonaken-cli's commands (commands.h). The order is the order of --help's overview
// and of the manual page.
#include "cli/commands.h"

#include "cli/cmd_common.h"
#include "cli/cmd_export.h"
#include "cli/cmd_publish.h"
#include "cli/cmd_print.h"

#include <algorithm>

namespace nkb::cli {

namespace {

// One word, two commands: without a tournament file the draw is the rules' plan of all rounds.
int drawEitherWay(Context &ctx)
{
    return ctx.db ? cmdDrawRound(ctx) : cmdDraw(ctx);
}

const Command kCommands[] = {
    {.name = "game",
     .usage = "game check [--rules nk2019|hazerswoude[+OPTIE...]] BESTAND.json|-\n"
              "  Een spel aan een tafel controleren, gift voor gift (JSON; - leest standaardinvoer),\n"
              "  onder de NK-regels of de gekozen spelregels.\n",
     .run = cmdGame,
     .rulesLabel = "game"},
    {.name = "roem",
     .usage = "roem --trump H|none [--rules nk2019|hazerswoude[+OPTIE...]] KAART...\n"
              "  Welke roem een hand kan melden (onder de NK-regels, of de gekozen spelregels).\n",
     .run = cmdRoem,
     .rulesLabel = "roem"},
    {.name = "legal",
     .usage = "legal --trump H --trick AS,KH --hand 7S,8H,JH [--rules PRESET]\n"
              "  Welke kaarten bijgespeeld mogen worden (onder de NK-regels, of de gekozen spelregels).\n",
     .run = cmdLegal,
     .rulesLabel = "legal"},
    {.name = "new",
     .usage = "--db NIEUW.bonaken new --name NAAM [--date JJJJ-MM-DD] [--venue PLAATS] [--rounds 5]\n"
              "    [--games-per-round 2] [--final-games 2] [--rules nk2019|hazerswoude[+OPTIE...]]\n"
              "  Een nieuw toernooibestand maken.\n"
              "  --rules: de spelregels waarmee elk spel beoordeeld wordt: nk2019 (standaard, het\n"
              "  NK-reglement 2019) of hazerswoude (Hazerswoude-Rijndijk zoals pagat het beschrijft),\n"
              "  met zijn opties: bod25, misere100, zwabberroem, geenondertroeven, miseretroef,\n"
              "  zeskaart100, spelerdeelt, eenblind (hazerswoude+bod25+zeskaart100). Alleen te\n"
              "  wijzigen (settings --rules) zolang er geen uitslag is ingevoerd.\n",
     .run = cmdNew,
     .tournament = true},
    {.name = "players",
     .usage = "--db BESTAND players list\n"
              "--db BESTAND players add NAAM [--club C] [--category K]...\n"
              "--db BESTAND players import BESTAND.csv [--only-new] [--skip-bad] [--aangemeld]\n"
              "--db BESTAND players carry VORIG.bonaken [--only NR,NR,...] [--aangemeld]\n"
              "--db BESTAND players edit NAAM [--name NIEUW] [--club C] [--category K]... [--no-categories]\n"
              "    [--niet-publiceren ja|nee]\n"
              "--db BESTAND players remove|checkin|checkout NAAM\n"
              "--db BESTAND players withdraw NAAM --from-round R\n"
              "--db BESTAND players late NAAM --from-round R [--club C] [--category K]\n"
              "  De deelnemers: inschrijven, aanmelden, wijzigen, terugtrekken, na-inschrijven.\n"
              "  carry neemt spelers over uit het bestand van een ander toernooi (vorig jaar;\n"
              "  alleen gelezen): naam, club, categorieën, persoonsnummer en niet-publiceren, met\n"
              "  nieuwe startnummers. Wie er al is (zelfde persoonsnummer) wordt overgeslagen; een\n"
              "  andere speler met dezelfde naam wordt gemeld, niet samengevoegd. --only kiest op\n"
              "  startnummer in dat bestand.\n"
              "  --niet-publiceren ja: op de gepubliceerde website alleen de initialen (AVG).\n",
     .run = cmdPlayers,
     .tournament = true},
    {.name = "settings",
     .usage = "--db BESTAND settings [--double-entry aan|uit] [--table-of-three 10/8/4|10/8/1|8/7/3]\n"
              "    [--final-tie spel|voorronde|loting] [--round-minutes M] [--rules NAAM]\n"
              "  De instellingen van het toernooi tonen, of dubbele invoer aan- of uitzetten: elk\n"
              "  spel wordt dan door twee stations ingevoerd en telt als beide gelijk zijn. Uitzetten\n"
              "  laat de eerste invoeren die nog wachten meetellen.\n"
              "  --table-of-three kiest de punten aan een tafel van drie: 10/8/4 (standaard, de\n"
              "  plaatsen 1 tot 3 van een tafel van vier), 10/8/1 (R57 letterlijk: wie overblijft\n"
              "  scoort 1) of 8/7/3 (geschaald naar wat een tafel van vier gemiddeld geeft). Alleen\n"
              "  zolang aan geen tafel van drie een uitslag is ingevoerd.\n"
              "  --final-tie: hoe een gelijke stand om de titel in de finale beslist wordt\n"
              "  (standaard: een beslissingsspel).\n"
              "  --round-minutes: hoe lang een ronde duurt als de klok start (standaard 45).\n"
              "  --rules: andere spelregels (zie new --rules), alleen zolang er geen uitslag is\n"
              "  ingevoerd: de uitslagen zijn onder de spelregels van dat moment beoordeeld.\n",
     .run = cmdSettings,
     .tournament = true},
    {.name = "clock",
     .usage = "--db BESTAND clock start --round R|finale [--minutes M]\n"
              "--db BESTAND clock pause|resume\n"
              "--db BESTAND clock adjust --minutes +5|-5\n"
              "--db BESTAND clock show\n"
              "  De rondeklok: een ronde starten (zonder --minutes duurt hij zo lang als de\n"
              "  instelling, settings --round-minutes), de klok stilzetten en weer laten lopen,\n"
              "  minuten erbij of eraf, en tonen hoeveel tijd er nog is (waarschuwing vanaf\n"
              "  10 minuten, \"tijd\" bij 0:00). Elke wijziging gaat met undo terug.\n",
     .run = cmdClock,
     .tournament = true},
    {.name = "announce",
     .usage = "--db BESTAND announce \"TEKST\"\n--db BESTAND announce --withdraw\n--db BESTAND announce\n"
              "  Een mededeling voor de zaal (hoogstens 200 tekens), binnen enkele seconden op de\n"
              "  projector en bovenaan elke pagina op de telefoons, tot ze wordt ingetrokken of\n"
              "  vervangen (\"Ronde 2 is geloot: kijk waar je zit\"). Zonder tekst: de mededeling\n"
              "  die er staat. Elke wijziging gaat met undo terug.\n",
     .run = cmdAnnounce,
     .tournament = true},
    {.name = "tables",
     .usage = "--db BESTAND tables --round R|finale\n--db BESTAND tables set --round R BESTAND.csv\n"
              "--db BESTAND tables withdraw-code --round R --table T\n"
              "  De tafelindeling van een ronde tonen of met de hand vastleggen; de tafelcode van een\n"
              "  tafel intrekken (een verloren telefoon). De finaletafel wordt ingedeeld zodra de\n"
              "  finalisten vaststaan.\n",
     .run = cmdTables,
     .tournament = true},
    {.name = "draw",
     .usage = "draw plan --players N|1-14,16-20 [--rounds 5] [--seed S] [--fixed BESTAND.json]\n"
              "  Een indeling voor alle ronden bekijken, zonder toernooibestand.\n"
              "--db BESTAND draw --round R [--seed S]\n"
              "  Ronde R indelen (loting met zaad S; zonder --seed een willekeurig zaad).\n",
     .run = drawEitherWay,
     .rulesLabel = "draw plan",
     .tournament = true},
    {.name = "result",
     .usage = "--db BESTAND result --round R --table T --game G --points \"Anna=10,Bram=8,...\"\n"
              "--db BESTAND result --round R --table T --game G BESTAND.json\n"
              "--db BESTAND result --final --game G ...\n"
              "--db BESTAND result --round R --table T --game G --keep-first\n"
              "--db BESTAND result --round R --table T --game G --move-to-table T2 [--to-game G2]\n"
              "--db BESTAND result --round R --table T --game G --delete\n"
              "  De uitslag van een spel invoeren: alleen de punten, of het hele spel (JSON).\n"
              "  Bij dubbele invoer telt een spel als twee stations hetzelfde invoeren; verschillen\n"
              "  ze, dan beslist de scheidsrechter: --replace (deze invoer geldt) of --keep-first\n"
              "  (de eerste invoer geldt). Een spel aan de verkeerde tafel ingevoerd: --move-to-table\n"
              "  zet het stoel voor stoel aan de goede tafel, --delete wist het (beide met undo terug).\n",
     .run = cmdResult,
     .tournament = true},
    {.name = "undo",
     .usage = "--db BESTAND undo [--list | --entry N]\n"
              "  De laatste invoer van deze invoerplek ongedaan maken; --list toont de recente\n"
              "  wijzigingen van alle invoerplekken met hun nummer, --entry N neemt er een terug.\n",
     .run = cmdUndo,
     .tournament = true},
    {.name = "standings",
     .usage = "--db BESTAND standings [--after-round R] [--category K]\n  Het klassement (R60).\n",
     .run = cmdStandings,
     .tournament = true},
    {.name = "finalists",
     .usage =
         "--db BESTAND finalists [--resolve-by-lot --seed S] [--settle-final-tie [--winner NR|--seed S]]\n"
         "  De vier finalisten (R61); een gelijke stand over de grens beslist een loting.\n"
         "  Na de finale: een gelijke stand om de titel staat als 1= tot --settle-final-tie\n"
         "  haar beslist zoals ingesteld (settings --final-tie): --winner NR van het\n"
         "  beslissingsspel, de plaats in de voorronde, of een loting met --seed S.\n",
     .run = cmdFinalists,
     .tournament = true},
    {.name = "serve",
     .usage = "--db BESTAND serve [--listen ADRES:POORT] [--table-entry]\n"
              "  De webpagina's voor spelers op het netwerk van de zaal: waar zit ik, klassement,\n"
              "  indeling, elke speler en de finale, bijgewerkt binnen enkele seconden na elke\n"
              "  invoer. Alleen lezen, zonder inloggen. Standaard op alle netwerken van deze\n"
              "  computer, poort 8080; --listen 192.168.1.10:8080 kiest het netwerk van de zaal.\n"
              "  Op een server: --db postgresql://kijker@server/nk (alleen lezen). Ctrl+C stopt.\n"
              "  --table-entry: invoer aan tafel; de QR-code op elk wedstrijdformulier (print\n"
              "  scoresheets --tafelcodes) laat de telefoon van die tafel de giften invoeren.\n"
              "  Schrijft als station \"Tafel N\"; op een server met een stationsrol.\n",
     .run = cmdServe,
     .tournament = true},
    {.name = "export",
     .usage =
         "--db BESTAND export\n  Het hele toernooi als JSON op standaarduitvoer.\n"
         "--db BESTAND export standings [--after-round R] [--category K] --format csv -o BESTAND.csv\n"
         "--db BESTAND export seating --round R|finale [--order tafel|naam] --format csv -o BESTAND.csv\n"
         "--db BESTAND export players|final --format csv -o BESTAND.csv\n"
         "--db BESTAND export site MAP [--jaar EERDER.bonaken]\n"
         "  De website (zoals publish) in een map, voor een webserver die u zelf vult.\n"
         "  Een lijst als CSV voor Excel of LibreOffice (;, UTF-8 met BOM; -o - schrijft naar\n"
         "  standaarduitvoer).\n",
     .run = cmdExport,
     .tournament = true,
     .runCsv = cmdExportCsv,
     .rawOutput = true},
    {.name = "publish",
     .usage = "publish instellen --host SERVER --gebruiker NAAM --map MAP [--protocol sftp|ftps|ftps-impliciet]\n"
              "    [--poort 22] [--sleutel BESTAND] [--hostsleutel SHA256:…|sha256//…]\n"
              "    [--wanneer handmatig|na-ronde|na-wijziging] [--jaar EERDER.bonaken]\n"
              "  Waar de website heen gaat (SFTP, of FTPS: FTP met TLS voor een webhost die alleen dat\n"
              "  biedt), per gebruiker bewaard, nooit een wachtwoord. Zonder --hostsleutel toont het de\n"
              "  sleutel van de server (bij FTPS die van zijn certificaat) om te vergelijken en vast te leggen.\n"
              "publish toon\n  De instellingen voor publiceren.\n"
              "--db BESTAND publish [--wachtwoord-stdin] [--jaar EERDER.bonaken]\n"
              "  Het toernooi als website op de webserver: klassement, indeling, elke speler, de finale,\n"
              "  de spelregels, het klassement als CSV en JSON, en een voorpagina met alle jaren. Geen\n"
              "  tafelcodes, geen stations, geen logboek; \"niet publiceren\" toont alleen initialen.\n"
              "  Een bezoeker ziet de oude of de nieuwe site, nooit een half bijgewerkte.\n"
              "  Het wachtwoord: gevraagd (niet zichtbaar), of de eerste regel van standaardinvoer.\n",
     .run = cmdPublish,
     .tournament = true},
    {.name = "import",
     .usage = "--db NIEUW.bonaken import BESTAND.json\n  Een JSON-export in een nieuw toernooibestand.\n",
     .run = cmdImport,
     .tournament = true},
    {.name = "print",
     .usage = "--db BESTAND print scoresheets|tablecards|seating|standings [--round R|finale]\n"
              "    [--after-round R] [--category K] --out BESTAND.pdf|BESTAND.html\n"
              "    [--vervolgblad] [--table N] [--qr ADRES [--tafelcodes]]\n"
              "  Wedstrijdformulieren, tafelkaarten, zaalindeling of klassement om af te drukken;\n"
              "  .html geeft een webpagina (klassement, zaalindeling); --table N alleen die tafel\n"
              "  (na tafelcode intrekken, of een gescheurd formulier).\n",
     .run = cmdPrint,
     .tournament = true},
    {.name = "check",
     .usage = "check BESTAND\n"
              "  De inhoud van een toernooi controleren zonder iets te veranderen: waarden die geen\n"
              "  toernooi heeft, en alles wat buiten het programma om is gewijzigd (een uitslag, een\n"
              "  plaats, een regel van het logboek). Elke bevinding met haar plaats; exit 2 als er\n"
              "  iets niet klopt.\n",
     .run = cmdCheck,
     .ownLine = "check BESTAND: de inhoud van een toernooi controleren"},
    {.name = "copy",
     .usage = "copy VAN NAAR\n"
              "  Een toernooi kopiëren van een .bonaken-bestand naar een server\n"
              "  (postgresql://gebruiker@server/database) of terug.\n",
     .run = cmdCopy,
     .ownLine = "copy VAN NAAR: een toernooi van een bestand naar een server of terug"},
};

} // namespace

std::span<const Command> commands()
{
    return kCommands;
}

const Command *findCommand(std::string_view name)
{
    const auto it = std::find_if(std::begin(kCommands), std::end(kCommands),
                                 [name](const Command &c) { return c.name == name; });
    return it == std::end(kCommands) ? nullptr : &*it;
}

} // namespace nkb::cli
