<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="nl">
<context>
    <name>ClockFace</name>
    <message>
        <location filename="../../ui/widgets/clockface.cpp" line="14"/>
        <source>Finale</source>
        <translation>Final</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/clockface.cpp" line="15"/>
        <source>Ronde %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/clockface.cpp" line="19"/>
        <source>%1 — Tijd!</source>
        <translation>%1 — Time!</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/clockface.cpp" line="21"/>
        <source>%1 — afgelopen</source>
        <translation>%1 — over</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/clockface.cpp" line="23"/>
        <source>%1 — %2 (pauze)</source>
        <translation>%1 — %2 (paused)</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <location filename="../../ui/document/withdrawplayercommand.cpp" line="20"/>
        <source>%1 is teruggetrokken vanaf ronde %2; de punten blijven staan.</source>
        <translation>%1 has withdrawn from round %2; the points stay.</translation>
    </message>
    <message>
        <location filename="../../ui/document/addplayercommand.cpp" line="9"/>
        <source>Speler %1 toevoegen</source>
        <translation>Add player %1</translation>
    </message>
    <message>
        <location filename="../../ui/document/drawroundcommand.cpp" line="8"/>
        <source>Ronde %1 loten</source>
        <translation>Draw round %1</translation>
    </message>
    <message>
        <location filename="../../ui/document/enterpointscommand.cpp" line="11"/>
        <source>Uitslag finale, spel %1</source>
        <translation>Result of the final, game %1</translation>
    </message>
    <message>
        <location filename="../../ui/document/enterpointscommand.cpp" line="12"/>
        <source>Uitslag ronde %1, tafel %2, spel %3</source>
        <translation>Result round %1, table %2, game %3</translation>
    </message>
    <message>
        <location filename="../../ui/document/finallotcommand.cpp" line="8"/>
        <source>Loting om de finaleplaatsen</source>
        <translation>Lot for the final places</translation>
    </message>
    <message>
        <location filename="../../ui/document/finallotcommand.cpp" line="22"/>
        <source>Gelijk om de titel: beslissing ingesteld</source>
        <translation>Tie for the title: decision set</translation>
    </message>
    <message>
        <location filename="../../ui/document/finallotcommand.cpp" line="34"/>
        <source>Gelijke stand om de titel beslist</source>
        <translation>Tie for the title settled</translation>
    </message>
    <message>
        <location filename="../../ui/document/importplayerscommand.cpp" line="24"/>
        <source>Spelers importeren</source>
        <translation>Import players</translation>
    </message>
    <message>
        <location filename="../../ui/document/lateentrycommand.cpp" line="9"/>
        <source>%1 laat instromen vanaf ronde %2</source>
        <translation>%1 joins late from round %2</translation>
    </message>
    <message>
        <location filename="../../ui/document/withdrawplayercommand.cpp" line="9"/>
        <source>%1 terugtrekken vanaf ronde %2</source>
        <translation>Withdraw %1 from round %2</translation>
    </message>
    <message>
        <location filename="../../ui/document/editplayercommand.cpp" line="9"/>
        <source>Speler %1 bewerken (%2)</source>
        <translation>Edit player %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../ui/document/entergamecommand.cpp" line="24"/>
        <source>%1, finale spel %2</source>
        <translation>%1, final game %2</translation>
    </message>
    <message>
        <location filename="../../ui/document/entergamecommand.cpp" line="25"/>
        <source>%1, tafel %2, ronde %3, spel %4</source>
        <translation>%1, table %2, round %3, game %4</translation>
    </message>
    <message>
        <location filename="../../ui/document/playerpresentcommand.cpp" line="10"/>
        <source>%1 aanmelden</source>
        <translation>Mark %1 present</translation>
    </message>
    <message>
        <location filename="../../ui/document/playerpresentcommand.cpp" line="11"/>
        <source>%1 afmelden</source>
        <translation>Mark %1 absent</translation>
    </message>
    <message>
        <location filename="../../ui/document/removeplayercommand.cpp" line="10"/>
        <source>%1 verwijderen</source>
        <translation>Remove %1</translation>
    </message>
    <message>
        <location filename="../../ui/document/doubleentrycommands.cpp" line="11"/>
        <source>Dubbele invoer aan</source>
        <translation>Double entry on</translation>
    </message>
    <message>
        <location filename="../../ui/document/doubleentrycommands.cpp" line="12"/>
        <source>Dubbele invoer uit</source>
        <translation>Double entry off</translation>
    </message>
    <message>
        <location filename="../../ui/document/doubleentrycommands.cpp" line="21"/>
        <source>Dubbele invoer uit: 1 eerste invoer telt nu mee.</source>
        <translation>Double entry off: 1 first entry counts now.</translation>
    </message>
    <message>
        <location filename="../../ui/document/doubleentrycommands.cpp" line="23"/>
        <source>Dubbele invoer uit: %1 eerste invoeren tellen nu mee.</source>
        <translation>Double entry off: %1 first entries count now.</translation>
    </message>
    <message>
        <location filename="../../ui/document/doubleentrycommands.cpp" line="38"/>
        <source>De eerste invoer (station %1) geldt; het spel telt mee.</source>
        <translation>The first entry (station %1) stands; the game counts.</translation>
    </message>
    <message>
        <location filename="../../ui/document/gamecommands.cpp" line="10"/>
        <source>Spel verplaatst: ronde %1, tafel %2 spel %3 naar tafel %4 spel %5</source>
        <translation>Game moved: round %1, table %2 game %3 to table %4 game %5</translation>
    </message>
    <message>
        <location filename="../../ui/document/gamecommands.cpp" line="27"/>
        <source>Spel gewist: ronde %1, tafel %2, spel %3</source>
        <translation>Game deleted: round %1, table %2, game %3</translation>
    </message>
    <message>
        <location filename="../../ui/document/threescoringcommand.cpp" line="11"/>
        <source>Tafel van drie telt %1</source>
        <translation>A table of three scores %1</translation>
    </message>
    <message>
        <location filename="../../ui/document/clockcommands.cpp" line="13"/>
        <source>Finale starten</source>
        <translation>Start the final</translation>
    </message>
    <message>
        <location filename="../../ui/document/clockcommands.cpp" line="14"/>
        <source>Ronde %1 starten</source>
        <translation>Start round %1</translation>
    </message>
    <message>
        <location filename="../../ui/document/clockcommands.cpp" line="30"/>
        <source>Klok gepauzeerd</source>
        <translation>Clock paused</translation>
    </message>
    <message>
        <location filename="../../ui/document/clockcommands.cpp" line="31"/>
        <source>Klok loopt weer</source>
        <translation>Clock running again</translation>
    </message>
    <message>
        <location filename="../../ui/document/clockcommands.cpp" line="44"/>
        <source>Klok: %1 minuten eraf</source>
        <translation>Clock: %1 minutes off</translation>
    </message>
    <message>
        <location filename="../../ui/document/clockcommands.cpp" line="45"/>
        <source>Klok: %1 minuten erbij</source>
        <translation>Clock: %1 minutes more</translation>
    </message>
    <message>
        <location filename="../../ui/document/clockcommands.cpp" line="57"/>
        <source>Duur van een ronde: %1 minuten</source>
        <translation>Length of a round: %1 minutes</translation>
    </message>
    <message>
        <location filename="../../ui/document/tablecodecommand.cpp" line="9"/>
        <source>Tafelcode van tafel %1 van ronde %2 ingetrokken</source>
        <translation>Table code of table %1 of round %2 withdrawn</translation>
    </message>
    <message>
        <location filename="../../ui/document/carryplayerscommand.cpp" line="11"/>
        <source>Spelers overnemen uit %1</source>
        <translation>Take over players from %1</translation>
    </message>
    <message>
        <location filename="../../ui/document/carryplayerscommand.cpp" line="22"/>
        <source>1 speler overgenomen uit %1 (startnummer %2).</source>
        <translation>1 player taken over from %1 (start number %2).</translation>
    </message>
    <message>
        <location filename="../../ui/document/carryplayerscommand.cpp" line="25"/>
        <source>%1 spelers overgenomen uit %2 (startnummers %3–%4).</source>
        <translation>%1 players taken over from %2 (start numbers %3–%4).</translation>
    </message>
    <message>
        <location filename="../../ui/document/carryplayerscommand.cpp" line="33"/>
        <source>1 niet overgenomen.</source>
        <translation>1 not taken over.</translation>
    </message>
    <message>
        <location filename="../../ui/document/carryplayerscommand.cpp" line="34"/>
        <source>%1 niet overgenomen.</source>
        <translation>%1 not taken over.</translation>
    </message>
    <message>
        <location filename="../../ui/document/announcementcommand.cpp" line="10"/>
        <source>Mededeling ingetrokken</source>
        <translation>Announcement withdrawn</translation>
    </message>
    <message>
        <location filename="../../ui/document/announcementcommand.cpp" line="11"/>
        <source>Mededeling</source>
        <translation>Announcement</translation>
    </message>
</context>
<context>
    <name>DaySummary</name>
    <message numerus="yes">
        <location filename="../../ui/widgets/daysummary.cpp" line="31"/>
        <source>%1: %n speler(s), nog geen ronde geloot</source>
        <translation>
            <numerusform>%1: %n player, no round drawn yet</numerusform>
            <numerusform>%1: %n players, no round drawn yet</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/widgets/daysummary.cpp" line="34"/>
        <source>Alle ronden gespeeld: de finale kan beginnen</source>
        <translation>All rounds played: the final can begin</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/daysummary.cpp" line="36"/>
        <source>Finale: %1 van %2 tafels compleet</source>
        <translation>Final: %1 of %2 tables complete</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/daysummary.cpp" line="38"/>
        <source>Ronde %1 is nog niet geloot</source>
        <translation>Round %1 has not been drawn yet</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/daysummary.cpp" line="40"/>
        <source>Ronde %1: %2 van %3 tafels compleet</source>
        <translation>Round %1: %2 of %3 tables complete</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/daysummary.cpp" line="45"/>
        <source> · 1 spel bezig</source>
        <translation> · 1 game in progress</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/daysummary.cpp" line="46"/>
        <source> · %1 spellen bezig</source>
        <translation> · %1 games in progress</translation>
    </message>
</context>
<context>
    <name>DrawPanel</name>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="41"/>
        <source>Ronde %1 geloot met zaad %2.</source>
        <translation>Round %1 drawn with seed %2.</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="43"/>
        <source>Niemand treft een eerdere tegenstander opnieuw.</source>
        <translation>Nobody meets an earlier opponent again.</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="48"/>
        <source>Opnieuw tegen elkaar: %1</source>
        <translation>Meeting again: %1</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="50"/>
        <source>Herhalingen in het hele schema: %1 (bekend minimum %2).</source>
        <translation>Repeats in the whole schedule: %1 (known minimum %2).</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="54"/>
        <source>Aan een tafel van drie: %1</source>
        <translation>At a table of three: %1</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="56"/>
        <source>Voor hun beurt aan een tafel van drie: %1</source>
        <translation>At a table of three before their turn: %1</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="70"/>
        <location filename="../../ui/draw/drawpanel.cpp" line="84"/>
        <location filename="../../ui/draw/drawpanel.cpp" line="87"/>
        <source>Finale</source>
        <translation>Final</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="71"/>
        <source>Ronde %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="99"/>
        <source>Finale: %1. De finaletafel staat vast sinds de finalisten bekend zijn; formulier, tafelcode en klok kunnen nu.</source>
        <translation>Final: %1. The final table is set since the finalists are known; score sheet, table code and clock can go now.</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="103"/>
        <source>De finale wordt ingedeeld zodra alle ronden gespeeld zijn; nog te spelen: %1.</source>
        <translation>The final is seated as soon as every round is played; still to play: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="108"/>
        <source>De finale wordt ingedeeld na de loting: gelijke stand op plaats %1 (%2). Trek het lot op het tabblad Klassement.</source>
        <translation>The final is seated after the draw of lots: a tie at place %1 (%2). Draw the lots on the Standings tab.</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="112"/>
        <source>Er zijn te weinig spelers voor een finale.</source>
        <translation>There are too few players for a final.</translation>
    </message>
</context>
<context>
    <name>FileDialogs</name>
    <message>
        <location filename="../../ui/widgets/filedialogs.cpp" line="17"/>
        <source>Map</source>
        <translation>Folder</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/filedialogs.cpp" line="19"/>
        <source>Toernooibestand</source>
        <translation>Tournament file</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/filedialogs.cpp" line="22"/>
        <source>Bestand</source>
        <translation>File</translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message>
        <location filename="../../ui/results/gameactions.cpp" line="31"/>
        <source>een eerste invoer</source>
        <translation>a first entry</translation>
    </message>
    <message>
        <location filename="../../ui/results/gameactions.cpp" line="36"/>
        <source>de uitslag %1</source>
        <translation>the result %1</translation>
    </message>
    <message>
        <location filename="../../ui/results/gameactions.cpp" line="38"/>
        <source>een spel in invoer (bezig)</source>
        <translation>a game being entered (in progress)</translation>
    </message>
</context>
<context>
    <name>GiftEntryWidget</name>
    <message>
        <location filename="../../ui/results/giftentrywidget.cpp" line="29"/>
        <source>(vul Uitslag in: Ctrl+W gewonnen, Ctrl+L verloren; of Punten of Slagen)</source>
        <translation>(fill in Result: Ctrl+W won, Ctrl+L lost; or Points or Tricks)</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftentrywidget.cpp" line="30"/>
        <source>(vul Slagen of Uitslag in)</source>
        <translation>(fill in Tricks or Result)</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftentrywidget.cpp" line="31"/>
        <source>vink &quot;Iedereen paste&quot; aan als iedereen paste</source>
        <translation>tick &quot;Everybody passed&quot; if everybody passed</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftentrywidget.cpp" line="32"/>
        <source>(vul Speler(s) en Bod in)</source>
        <translation>(fill in Speler(s) and Bid)</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftentrywidget.cpp" line="38"/>
        <source>Deze gift kan niet.</source>
        <translation>This deal is not possible.</translation>
    </message>
</context>
<context>
    <name>GiftListModel</name>
    <message>
        <location filename="../../ui/results/giftlistmodel.cpp" line="15"/>
        <source>verzaking</source>
        <translation>revoke</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftlistmodel.cpp" line="16"/>
        <source>vals roemen</source>
        <translation>false roem</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftlistmodel.cpp" line="17"/>
        <source>verkeerd aantal kaarten</source>
        <translation>wrong number of cards</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftlistmodel.cpp" line="18"/>
        <source>voor de beurt</source>
        <translation>out of turn</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftlistmodel.cpp" line="19"/>
        <source>kaarten verraden</source>
        <translation>cards revealed</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftlistmodel.cpp" line="20"/>
        <source>misère zonder troef</source>
        <translation>misère without trump</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <location filename="../../ui/window/helpmenu.cpp" line="92"/>
        <source>&lt;p&gt;Meerdere invoerstations op een PostgreSQL-server: beschikbaar.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Several entry stations on a PostgreSQL server: available.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/window/helpmenu.cpp" line="93"/>
        <source>&lt;p&gt;Meerdere invoerstations op een PostgreSQL-server: niet in deze versie (het PostgreSQL-stuurprogramma van Qt ontbreekt). Alles op één laptop met het toernooibestand werkt volledig.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Several entry stations on a PostgreSQL server: not in this version (Qt&apos;s PostgreSQL driver is missing). Everything on one laptop with the tournament file works fully.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/window/helpmenu.cpp" line="96"/>
        <source>&lt;h3&gt;NK Bonaken %1&lt;/h3&gt;&lt;p&gt;Het Nederlands Kampioenschap Bonaken leiden: deelnemers, loting, uitslagen volgens het NK-reglement, klassement en finale.&lt;/p&gt;&lt;p&gt;Vrije software onder de GNU General Public License, versie 3 of later (GPL-3.0-or-later). U mag het programma gebruiken, doorgeven en aanpassen; er is geen garantie.&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;%2&quot;&gt;%2&lt;/a&gt;&lt;/p&gt;&lt;p&gt;Gebouwd met Qt %3 (nu in gebruik: Qt %4).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;NK Bonaken %1&lt;/h3&gt;&lt;p&gt;Runs the Dutch Bonaken Championship: players, draw, results according to the NK rules, standings and final.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later (GPL-3.0-or-later). You may use, share and modify the program; there is no warranty.&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;%2&quot;&gt;%2&lt;/a&gt;&lt;/p&gt;&lt;p&gt;Built with Qt %3 (now in use: Qt %4).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/window/helpmenu.cpp" line="115"/>
        <source>Handleiding</source>
        <translation>Manual</translation>
    </message>
    <message>
        <location filename="../../ui/window/helpmenu.cpp" line="116"/>
        <source>De handleiding is niet meegeïnstalleerd.</source>
        <translation>The manual was not installed.</translation>
    </message>
    <message>
        <location filename="../../ui/window/helpmenu.cpp" line="121"/>
        <source>Handleiding — NK Bonaken</source>
        <translation>Manual — NK Bonaken</translation>
    </message>
    <message>
        <location filename="../../ui/window/helpmenu.cpp" line="139"/>
        <source>Het voorbeeldtoernooi is niet meegeïnstalleerd.</source>
        <translation>The sample tournament was not installed.</translation>
    </message>
    <message>
        <location filename="../../ui/window/helpmenu.cpp" line="141"/>
        <source>De map %1 kan niet gemaakt worden.</source>
        <translation>The folder %1 cannot be created.</translation>
    </message>
    <message>
        <location filename="../../ui/window/helpmenu.cpp" line="144"/>
        <source>Voorbeeldtoernooi %1</source>
        <translation>Sample tournament %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/helpmenu.cpp" line="161"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../../ui/window/helpmenu.cpp" line="162"/>
        <source>&amp;Handleiding</source>
        <translation>&amp;Manual</translation>
    </message>
    <message>
        <location filename="../../ui/window/helpmenu.cpp" line="164"/>
        <source>&amp;Voorbeeldtoernooi openen</source>
        <translation>Open &amp;sample tournament</translation>
    </message>
    <message>
        <location filename="../../ui/window/helpmenu.cpp" line="169"/>
        <source>Voorbeeldtoernooi</source>
        <translation>Sample tournament</translation>
    </message>
    <message>
        <location filename="../../ui/window/helpmenu.cpp" line="172"/>
        <source>Dit is een kopie van het voorbeeldtoernooi: probeer gerust alles uit.</source>
        <translation>This is a copy of the sample tournament: feel free to try anything.</translation>
    </message>
    <message>
        <location filename="../../ui/window/helpmenu.cpp" line="177"/>
        <source>&amp;Over nk-bonaken</source>
        <translation>&amp;About nk-bonaken</translation>
    </message>
    <message>
        <location filename="../../ui/window/helpmenu.cpp" line="178"/>
        <source>Over nk-bonaken</source>
        <translation>About nk-bonaken</translation>
    </message>
    <message>
        <location filename="../../ui/window/helpmenu.cpp" line="183"/>
        <source>&amp;Herstellen uit back-up…</source>
        <translation>Restore from &amp;backup…</translation>
    </message>
    <message>
        <location filename="../../ui/window/helpmenu.cpp" line="185"/>
        <source>Back-up kiezen</source>
        <translation>Choose backup</translation>
    </message>
    <message>
        <location filename="../../ui/window/helpmenu.cpp" line="186"/>
        <location filename="../../ui/window/helpmenu.cpp" line="194"/>
        <source>Toernooien (*.bonaken)</source>
        <translation>Tournaments (*.bonaken)</translation>
    </message>
    <message>
        <location filename="../../ui/window/helpmenu.cpp" line="191"/>
        <source> hersteld.bonaken</source>
        <translation> restored.bonaken</translation>
    </message>
    <message>
        <location filename="../../ui/window/helpmenu.cpp" line="193"/>
        <source>Hersteld toernooi opslaan als</source>
        <translation>Save restored tournament as</translation>
    </message>
    <message>
        <location filename="../../ui/window/helpmenu.cpp" line="199"/>
        <source>Herstellen uit back-up</source>
        <translation>Restore from backup</translation>
    </message>
    <message>
        <location filename="../../ui/window/helpmenu.cpp" line="202"/>
        <source>Hersteld uit %1. Nu open: %2</source>
        <translation>Restored from %1. Now open: %2</translation>
    </message>
    <message>
        <location filename="../../ui/window/helpmenu.cpp" line="204"/>
        <source>Back-up&amp;map kiezen…</source>
        <translation>Choose backup &amp;folder…</translation>
    </message>
    <message>
        <location filename="../../ui/window/helpmenu.cpp" line="205"/>
        <source>Map voor de automatische back-ups</source>
        <translation>Folder for the automatic backups</translation>
    </message>
    <message>
        <location filename="../../ui/window/helpmenu.cpp" line="212"/>
        <source>Automatische back-ups gaan naar %1</source>
        <translation>Automatic backups go to %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/helpmenu.cpp" line="225"/>
        <source>Back-up gemaakt: %1</source>
        <translation>Backup made: %1</translation>
    </message>
</context>
<context>
    <name>LiveRefresh</name>
    <message>
        <location filename="../../ui/document/liverefresh.cpp" line="36"/>
        <source>Weer verbonden met de server.</source>
        <translation>Connected to the server again.</translation>
    </message>
    <message>
        <location filename="../../ui/document/liverefresh.cpp" line="37"/>
        <source>Geen verbinding met de server: het programma probeert het elke seconde opnieuw. Wat u intypt blijft staan.</source>
        <translation>No connection to the server: the program tries again every second. What you type is kept.</translation>
    </message>
    <message>
        <location filename="../../ui/document/liverefresh.cpp" line="83"/>
        <source>Bijgewerkt door %1 om %2: %3</source>
        <translation>Updated by %1 at %2: %3</translation>
    </message>
</context>
<context>
    <name>Logbook</name>
    <message>
        <location filename="../../ui/window/logbook.cpp" line="26"/>
        <source>Logboek</source>
        <translation>Log</translation>
    </message>
    <message>
        <location filename="../../ui/window/logbook.cpp" line="28"/>
        <source>Er wordt geen programmalogboek bijgehouden. De map ervan is %1.</source>
        <translation>No program log is being kept. Its folder is %1.</translation>
    </message>
    <message>
        <location filename="../../ui/window/logbook.cpp" line="31"/>
        <source>Het programmalogboek staat in de map %1 (het nieuwste bestand is nk-bonaken.log).</source>
        <translation>The program log is in the folder %1 (the newest file is nk-bonaken.log).</translation>
    </message>
    <message>
        <location filename="../../ui/window/logbook.cpp" line="39"/>
        <source>&amp;Logboek openen</source>
        <translation>Open &amp;log</translation>
    </message>
    <message>
        <location filename="../../ui/window/logbook.cpp" line="42"/>
        <source>Wat het programma deed: openen, verbindingen, back-ups, weigeringen en fouten</source>
        <translation>What the program did: opening, connections, backups, refusals and errors</translation>
    </message>
</context>
<context>
    <name>OtherStation</name>
    <message>
        <location filename="../../ui/stations/otherstation.cpp" line="19"/>
        <source>Al ingevoerd</source>
        <translation>Already entered</translation>
    </message>
    <message>
        <location filename="../../ui/stations/otherstation.cpp" line="21"/>
        <source>Vervangen met wat u hebt ingetypt, of stoppen en de invoer van het andere station houden?</source>
        <translation>Replace it with what you have typed, or stop and keep the other station&apos;s entry?</translation>
    </message>
    <message>
        <location filename="../../ui/stations/otherstation.cpp" line="24"/>
        <source>&amp;Vervangen</source>
        <translation>&amp;Replace</translation>
    </message>
    <message>
        <location filename="../../ui/stations/otherstation.cpp" line="27"/>
        <source>&amp;Stoppen</source>
        <translation>&amp;Stop</translation>
    </message>
    <message>
        <location filename="../../ui/stations/otherstation.cpp" line="40"/>
        <source>de invoer van het andere station blijft staan.</source>
        <translation>the other station&apos;s entry is kept.</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <location filename="../../ui/widgets/printing.cpp" line="149"/>
        <source>PDF opgeslagen</source>
        <translation>PDF saved</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/printing.cpp" line="153"/>
        <source>PDF niet opgeslagen</source>
        <translation>PDF not saved</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/printing.cpp" line="70"/>
        <source>Wedstrijdformulieren</source>
        <translation>Scoresheets</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/printing.cpp" line="71"/>
        <source>Tafelkaarten</source>
        <translation>Table cards</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/printing.cpp" line="72"/>
        <source>Indelingslijsten</source>
        <translation>Seating lists</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/printing.cpp" line="104"/>
        <source>Kan %1 niet schrijven.</source>
        <translation>Cannot write %1.</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/printing.cpp" line="134"/>
        <source>PDF opslaan</source>
        <translation>Save PDF</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/printing.cpp" line="136"/>
        <source>PDF-bestanden (*.pdf)</source>
        <translation>PDF files (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/printing.cpp" line="145"/>
        <source>PDF opgeslagen: %1</source>
        <translation>PDF saved: %1</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/printing.cpp" line="150"/>
        <source>Opgeslagen: %1</source>
        <translation>Saved: %1</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../../ui/window/publishing.cpp" line="32"/>
        <source>&amp;Publiceren…</source>
        <translation>&amp;Publish…</translation>
    </message>
    <message>
        <location filename="../../ui/window/publishing.cpp" line="51"/>
        <source>Website: publiceert %1</source>
        <translation>Website: publishes %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/publishing.cpp" line="53"/>
        <source>na elke ronde</source>
        <translation>after every round</translation>
    </message>
    <message>
        <location filename="../../ui/window/publishing.cpp" line="54"/>
        <source>na elke wijziging</source>
        <translation>after every change</translation>
    </message>
    <message>
        <location filename="../../ui/window/publishing.cpp" line="55"/>
        <source>Website: nog niet ingesteld</source>
        <translation>Website: not set up yet</translation>
    </message>
    <message>
        <location filename="../../ui/window/publishing.cpp" line="58"/>
        <source>Website: publiceren… %1 van %2</source>
        <translation>Website: publishing… %1 of %2</translation>
    </message>
    <message>
        <location filename="../../ui/window/findingsnotice.cpp" line="21"/>
        <source>Alleen bekijken: de inhoud van dit toernooi klopt niet (%1); er wordt niets opgeslagen. %2</source>
        <translation>View only: the contents of this tournament are not what the program wrote (%1); nothing is saved. %2</translation>
    </message>
    <message>
        <location filename="../../ui/window/findingsnotice.cpp" line="22"/>
        <source>1 bevinding</source>
        <translation>1 finding</translation>
    </message>
    <message>
        <location filename="../../ui/window/findingsnotice.cpp" line="23"/>
        <source>%1 bevindingen</source>
        <translation>%1 findings</translation>
    </message>
    <message>
        <location filename="../../ui/window/findingsnotice.cpp" line="26"/>
        <source>Alleen bekijken: dit station verandert niets aan het toernooi. %1</source>
        <translation>View only: this station changes nothing in the tournament. %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/findingsnotice.cpp" line="28"/>
        <source>Alleen-lezen: bekijken en afdrukken kan, wijzigingen worden niet opgeslagen (Bestand → Opslaan als kopie om verder te werken). %1</source>
        <translation>Read-only: you can view and print, but changes are not saved (File → Save a copy to carry on working). %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/findingsnotice.cpp" line="43"/>
        <source>… en nog %1 (alle bevindingen: nk-bonaken-cli check %2).
</source>
        <translation>… and %1 more (every finding: nk-bonaken-cli check %2).
</translation>
    </message>
    <message>
        <location filename="../../ui/window/findingsnotice.cpp" line="46"/>
        <source>De inhoud klopt niet</source>
        <translation>The contents are not right</translation>
    </message>
    <message>
        <location filename="../../ui/window/findingsnotice.cpp" line="47"/>
        <source>Dit toernooi is alleen geopend om te bekijken: wat erin staat is niet wat het programma zelf schreef. Er wordt niets opgeslagen en niets gepubliceerd.</source>
        <translation>This tournament is open for viewing only: what it holds is not what the program itself wrote. Nothing is saved and nothing is published.</translation>
    </message>
    <message>
        <location filename="../../ui/window/findingsnotice.cpp" line="50"/>
        <source>Gebruik een back-up of de laatste export, of laat de wedstrijdleider beslissen wat de juiste stand is.</source>
        <translation>Use a backup or the latest export, or let the tournament director decide what the right standing is.</translation>
    </message>
</context>
<context>
    <name>ResultsPanel</name>
    <message>
        <location filename="../../ui/results/resultsnavigation.cpp" line="31"/>
        <source>klaar</source>
        <translation>done</translation>
    </message>
    <message>
        <location filename="../../ui/results/resultsnavigation.cpp" line="32"/>
        <source>bezig</source>
        <translation>in progress</translation>
    </message>
    <message>
        <location filename="../../ui/results/resultsnavigation.cpp" line="33"/>
        <source>open</source>
        <translation>open</translation>
    </message>
    <message>
        <location filename="../../ui/results/resultspanel.cpp" line="42"/>
        <source> (station %1, %2)</source>
        <translation> (station %1, %2)</translation>
    </message>
</context>
<context>
    <name>RuleSetText</name>
    <message>
        <location filename="../../ui/widgets/rulesettext.cpp" line="10"/>
        <source>NK-reglement 2019</source>
        <translation>NK rules 2019</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/rulesettext.cpp" line="12"/>
        <source>Hazerswoude-Rijndijk (pagat)</source>
        <translation>Hazerswoude-Rijndijk (pagat)</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/rulesettext.cpp" line="20"/>
        <source>Laagste puntenbod &amp;25</source>
        <translation>Lowest number bid &amp;25</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/rulesettext.cpp" line="22"/>
        <source>&amp;Misère tussen 100 en 105, zwabber tussen 125 en 130 (vanaf vier spelers)</source>
        <translation>&amp;Misère between 100 and 105, zwabber between 125 and 130 (from four players)</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/rulesettext.cpp" line="24"/>
        <source>&amp;Zwabber met roem</source>
        <translation>&amp;Zwabber with roem</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/rulesettext.cpp" line="26"/>
        <source>Niet &amp;ondertroeven (tenzij alleen troef in de hand)</source>
        <translation>No under&amp;trumping (unless the hand holds only trumps)</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/rulesettext.cpp" line="28"/>
        <source>Misère alleen: de Speler maakt &amp;troef</source>
        <translation>Lone misère: the Speler c&amp;hooses trump</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/rulesettext.cpp" line="30"/>
        <source>Zes&amp;kaart 100 roem</source>
        <translation>Six-card se&amp;quence 100 roem</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/rulesettext.cpp" line="32"/>
        <source>De Speler van de &amp;vorige gift deelt</source>
        <translation>The Speler of the previous gift deal&amp;s</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/rulesettext.cpp" line="34"/>
        <source>&amp;Eén blinde kaart bij twee tot vier spelers</source>
        <translation>&amp;One blind card with two to four players</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/rulesettext.cpp" line="55"/>
        <source>%1, met: %2</source>
        <translation>%1, with: %2</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/rulesettext.cpp" line="61"/>
        <source>onbekende spelregels &quot;%1&quot;</source>
        <translation>unknown rules &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>SeatNotation</name>
    <message>
        <location filename="../../ui/results/seatnotation.cpp" line="60"/>
        <source>&quot;%1&quot; past op %2: typ de stoelletter of meer van de naam.</source>
        <translation>&quot;%1&quot; matches %2: type the seat letter or more of the name.</translation>
    </message>
    <message>
        <location filename="../../ui/results/seatnotation.cpp" line="61"/>
        <source> en </source>
        <translation> and </translation>
    </message>
    <message>
        <location filename="../../ui/results/seatnotation.cpp" line="63"/>
        <source>Stoel %1 bestaat niet aan deze tafel (stoelen A tot en met %2).</source>
        <translation>Seat %1 does not exist at this table (seats A to %2).</translation>
    </message>
    <message>
        <location filename="../../ui/results/seatnotation.cpp" line="66"/>
        <source>&quot;%1&quot; zit niet aan deze tafel.</source>
        <translation>&quot;%1&quot; is not at this table.</translation>
    </message>
</context>
<context>
    <name>SeatSwap</name>
    <message>
        <location filename="../../ui/draw/seatswap.cpp" line="57"/>
        <source>%1 treft %2 opnieuw (ook in ronde %3)</source>
        <translation>%1 meets %2 again (also in round %3)</translation>
    </message>
</context>
<context>
    <name>ServerConnection</name>
    <message>
        <location filename="../../ui/stations/serverconnection.cpp" line="26"/>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <location filename="../../ui/stations/serverconnection.cpp" line="61"/>
        <source>Vul de server, de database en de gebruiker in.</source>
        <translation>Fill in the server, the database and the user.</translation>
    </message>
    <message>
        <location filename="../../ui/stations/serverconnection.cpp" line="92"/>
        <source>Verbinden met server</source>
        <translation>Connect to server</translation>
    </message>
    <message>
        <location filename="../../ui/stations/serverconnection.cpp" line="92"/>
        <source>Verbinden</source>
        <translation>Connect</translation>
    </message>
    <message>
        <location filename="../../ui/stations/serverconnection.cpp" line="107"/>
        <source>Dit toernooi staat al op een server; een kopie in een bestand maakt u met Opslaan als kopie.</source>
        <translation>This tournament is already on a server; to make a copy in a file, use Save a copy.</translation>
    </message>
    <message>
        <location filename="../../ui/stations/serverconnection.cpp" line="112"/>
        <source>Naar server kopiëren</source>
        <translation>Copy to server</translation>
    </message>
    <message>
        <location filename="../../ui/stations/serverconnection.cpp" line="112"/>
        <source>Kopiëren</source>
        <translation>Copy</translation>
    </message>
    <message>
        <location filename="../../ui/stations/serverconnection.cpp" line="122"/>
        <source>Het toernooi staat nu op de server (database %1). Open het daar met Bestand → Verbinden met server; dit bestand blijft zoals het was.</source>
        <translation>The tournament is now on the server (database %1). Open it there with File → Connect to server; this file stays as it was.</translation>
    </message>
    <message>
        <location filename="../../ui/stations/serverconnection.cpp" line="139"/>
        <source> — server %1 — station %2</source>
        <translation> — server %1 — station %2</translation>
    </message>
    <message>
        <location filename="../../ui/stations/serverconnection.cpp" line="141"/>
        <source> (alleen bekijken)</source>
        <translation> (view only)</translation>
    </message>
    <message>
        <location filename="../../ui/stations/serverconnection.cpp" line="147"/>
        <source> (alleen-lezen)</source>
        <translation> (read-only)</translation>
    </message>
    <message>
        <location filename="../../ui/stations/serverconnection.cpp" line="149"/>
        <source> — NK Bonaken</source>
        <translation> — NK Bonaken</translation>
    </message>
</context>
<context>
    <name>ServerWait</name>
    <message>
        <location filename="../../ui/results/serverwait.cpp" line="19"/>
        <source>tafel %1 (ronde %2, spel %3)</source>
        <translation>table %1 (round %2, game %3)</translation>
    </message>
    <message>
        <location filename="../../ui/results/serverwait.cpp" line="41"/>
        <source>De uitslag</source>
        <translation>The result</translation>
    </message>
    <message>
        <location filename="../../ui/results/serverwait.cpp" line="115"/>
        <source>De server is terug: %1 is nu opgeslagen.</source>
        <translation>The server is back: %1 is stored now.</translation>
    </message>
</context>
<context>
    <name>StoreCommand</name>
    <message>
        <location filename="../../ui/document/storecommand.cpp" line="57"/>
        <source>Niet ongedaan gemaakt: %1 — %2 De wijziging blijft in het bestand; deze stap is uit de lijst van Bewerken gehaald.</source>
        <translation>Not undone: %1 — %2 The change stays in the file; this step has been taken off the Edit list.</translation>
    </message>
    <message>
        <location filename="../../ui/document/storecommand.cpp" line="38"/>
        <source>Niet opnieuw gedaan: %1 — %2 Deze stap is uit de lijst van Bewerken gehaald.</source>
        <translation>Not redone: %1 — %2 This step has been taken off the Edit list.</translation>
    </message>
    <message>
        <location filename="../../ui/document/storecommand.cpp" line="19"/>
        <source>Eerste invoer opgeslagen; wacht op de tweede invoer door een ander station.</source>
        <translation>First entry stored; waiting for the second entry by another station.</translation>
    </message>
    <message>
        <location filename="../../ui/document/storecommand.cpp" line="22"/>
        <source>Tweede invoer opgeslagen; het spel telt mee (de eerste was van station %1).</source>
        <translation>Second entry stored; the game counts (the first was by station %1).</translation>
    </message>
    <message>
        <location filename="../../ui/document/storecommand.cpp" line="43"/>
        <source>Opnieuw: %1</source>
        <translation>Redone: %1</translation>
    </message>
    <message>
        <location filename="../../ui/document/storecommand.cpp" line="52"/>
        <source>Ongedaan gemaakt: %1</source>
        <translation>Undone: %1</translation>
    </message>
</context>
<context>
    <name>TournamentAbout</name>
    <message>
        <location filename="../../ui/window/tournamentabout.cpp" line="26"/>
        <source>Datum: %1</source>
        <translation>Date: %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/tournamentabout.cpp" line="28"/>
        <source>Locatie: %1</source>
        <translation>Venue: %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/tournamentabout.cpp" line="29"/>
        <source>%1 ronden van %2 spellen, finale %3 spellen</source>
        <translation>%1 rounds of %2 games, final %3 games</translation>
    </message>
    <message>
        <location filename="../../ui/window/tournamentabout.cpp" line="34"/>
        <source>Op de server: %1</source>
        <translation>On the server: %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/tournamentabout.cpp" line="35"/>
        <source>Bestand: %1</source>
        <translation>File: %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/tournamentabout.cpp" line="37"/>
        <source>Station: %1</source>
        <translation>Station: %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/tournamentabout.cpp" line="38"/>
        <source>Spelregels: %1</source>
        <translation>Rules: %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/tournamentabout.cpp" line="43"/>
        <source>Anders dan het %1:</source>
        <translation>Where they differ from the %1 (as the scoresheets print it, in Dutch):</translation>
    </message>
    <message>
        <location filename="../../ui/window/tournamentabout.cpp" line="50"/>
        <source>De spelregels liggen vast vanaf de eerste uitslag; daarvoor kunnen ze nog veranderen met nk-bonaken-cli settings --rules.</source>
        <translation>The rules are fixed from the first result on; before it they can still be changed with nk-bonaken-cli settings --rules.</translation>
    </message>
    <message>
        <location filename="../../ui/window/tournamentabout.cpp" line="55"/>
        <source>Over dit toernooi</source>
        <translation>About this tournament</translation>
    </message>
</context>
<context>
    <name>TournamentDocument</name>
    <message>
        <location filename="../../ui/document/tournamentdocument.cpp" line="64"/>
        <source>Dit bestand bevat geen toernooi.</source>
        <translation>This file holds no tournament.</translation>
    </message>
    <message>
        <location filename="../../ui/document/tournamentdocument.cpp" line="90"/>
        <source>Het bestand %1 bestaat al.</source>
        <translation>The file %1 already exists.</translation>
    </message>
</context>
<context>
    <name>WebResume</name>
    <message>
        <location filename="../../ui/web/webresume.cpp" line="53"/>
        <source>De webpagina&apos;s voor spelers konden niet weer starten (netwerk %1, poort %2); start ze via Beeld → Webpagina&apos;s voor spelers.</source>
        <translation>The player pages could not start again (network %1, port %2); start them with View → Web pages for players.</translation>
    </message>
    <message>
        <location filename="../../ui/web/webresume.cpp" line="60"/>
        <source>De webpagina&apos;s voor spelers konden niet weer starten: %1 Start ze via Beeld → Webpagina&apos;s voor spelers.</source>
        <translation>The player pages could not start again: %1 Start them with View → Web pages for players.</translation>
    </message>
    <message>
        <location filename="../../ui/web/webresume.cpp" line="64"/>
        <source>De webpagina&apos;s voor spelers en de invoer aan tafel draaien weer, zoals voor het afsluiten: %1</source>
        <translation>The player pages and entry at the table run again, as before the program closed: %1</translation>
    </message>
    <message>
        <location filename="../../ui/web/webresume.cpp" line="67"/>
        <source>De webpagina&apos;s voor spelers draaien weer, zoals voor het afsluiten: %1</source>
        <translation>The player pages run again, as before the program closed: %1</translation>
    </message>
</context>
<context>
    <name>nkb::ui::AnnouncementDialog</name>
    <message>
        <location filename="../../ui/window/announcementdialog.cpp" line="24"/>
        <source>Mededeling</source>
        <translation>Announcement</translation>
    </message>
    <message>
        <location filename="../../ui/window/announcementdialog.cpp" line="27"/>
        <source>Een korte mededeling voor de zaal: binnen enkele seconden op de projector en bovenaan elke pagina op de telefoons, tot ze wordt ingetrokken of vervangen.</source>
        <translation>A short announcement for the hall: within seconds on the projector and at the top of every page on the phones, until it is withdrawn or replaced.</translation>
    </message>
    <message>
        <location filename="../../ui/window/announcementdialog.cpp" line="35"/>
        <source>Ronde 2 is geloot: kijk waar je zit</source>
        <translation>Round 2 has been drawn: see where you sit</translation>
    </message>
    <message>
        <location filename="../../ui/window/announcementdialog.cpp" line="40"/>
        <source>&amp;Tekst:</source>
        <translation>&amp;Text:</translation>
    </message>
    <message>
        <location filename="../../ui/window/announcementdialog.cpp" line="54"/>
        <source>T&amp;onen</source>
        <translation>&amp;Show</translation>
    </message>
    <message>
        <location filename="../../ui/window/announcementdialog.cpp" line="56"/>
        <source>&amp;Intrekken</source>
        <translation>&amp;Withdraw</translation>
    </message>
    <message>
        <location filename="../../ui/window/announcementdialog.cpp" line="58"/>
        <source>Annuleren</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../../ui/window/announcementdialog.cpp" line="76"/>
        <source>%1 van %2 tekens</source>
        <translation>%1 of %2 characters</translation>
    </message>
    <message>
        <location filename="../../ui/window/announcementdialog.cpp" line="93"/>
        <source>Typ een mededeling, of kies Intrekken om de mededeling weg te halen.</source>
        <translation>Type an announcement, or choose Withdraw to take the announcement down.</translation>
    </message>
    <message>
        <location filename="../../ui/window/announcementdialog.cpp" line="110"/>
        <source>&amp;Mededeling…</source>
        <translation>&amp;Announcement…</translation>
    </message>
</context>
<context>
    <name>nkb::ui::AutoBackup</name>
    <message>
        <location filename="../../ui/document/autobackup.cpp" line="125"/>
        <source>Back-up mislukt: de map %1 is er niet (USB-stick uitgenomen?).</source>
        <translation>Backup failed: the folder %1 is not there (USB stick removed?).</translation>
    </message>
    <message>
        <location filename="../../ui/document/autobackup.cpp" line="139"/>
        <source>Back-up mislukt: %1</source>
        <translation>Backup failed: %1</translation>
    </message>
    <message>
        <location filename="../../ui/document/autobackup.cpp" line="173"/>
        <source>Het bestand %1 bestaat al; herstellen overschrijft niets.</source>
        <translation>The file %1 already exists; restoring overwrites nothing.</translation>
    </message>
    <message>
        <location filename="../../ui/document/autobackup.cpp" line="175"/>
        <source>De back-up kon niet gekopieerd worden naar %1.</source>
        <translation>The backup could not be copied to %1.</translation>
    </message>
    <message>
        <location filename="../../ui/document/autobackup.cpp" line="184"/>
        <source>%1 is geen bruikbare back-up: %2</source>
        <translation>%1 is not a usable backup: %2</translation>
    </message>
</context>
<context>
    <name>nkb::ui::CarryDialog</name>
    <message>
        <location filename="../../ui/players/carrydialog.cpp" line="24"/>
        <source>Spelers van vorig jaar</source>
        <translation>Players from last year</translation>
    </message>
    <message>
        <location filename="../../ui/players/carrydialog.cpp" line="27"/>
        <source>Bestand: %1</source>
        <translation>File: %1</translation>
    </message>
    <message>
        <location filename="../../ui/players/carrydialog.cpp" line="32"/>
        <source>Nr</source>
        <translation>No</translation>
    </message>
    <message>
        <location filename="../../ui/players/carrydialog.cpp" line="32"/>
        <source>Naam</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../ui/players/carrydialog.cpp" line="32"/>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <location filename="../../ui/players/carrydialog.cpp" line="32"/>
        <source>Categorieën</source>
        <translation>Categories</translation>
    </message>
    <message>
        <location filename="../../ui/players/carrydialog.cpp" line="32"/>
        <source>Website</source>
        <translation>Website</translation>
    </message>
    <message>
        <location filename="../../ui/players/carrydialog.cpp" line="32"/>
        <source>Status</source>
        <translation>State</translation>
    </message>
    <message>
        <location filename="../../ui/players/carrydialog.cpp" line="46"/>
        <source>&amp;Meteen aanwezig (anders aangemeld: aanvinken aan de deur)</source>
        <translation>&amp;Present at once (otherwise signed up: ticked present at the door)</translation>
    </message>
    <message>
        <location filename="../../ui/players/carrydialog.cpp" line="50"/>
        <source>Annuleren</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../../ui/players/carrydialog.cpp" line="51"/>
        <source>&amp;Overnemen</source>
        <translation>&amp;Take over</translation>
    </message>
    <message>
        <location filename="../../ui/players/carrydialog.cpp" line="64"/>
        <source>Niet te lezen: %1</source>
        <translation>Cannot be read: %1</translation>
    </message>
    <message>
        <location filename="../../ui/players/carrydialog.cpp" line="75"/>
        <source>Uit: %1</source>
        <translation>From: %1</translation>
    </message>
    <message>
        <location filename="../../ui/players/carrydialog.cpp" line="79"/>
        <source>— een bestand van een oudere versie, zonder persoonsnummers: de spelers krijgen een nieuw persoonsnummer.</source>
        <translation>— a file of an older version, without person ids: the players get a new person id.</translation>
    </message>
    <message>
        <location filename="../../ui/players/carrydialog.cpp" line="94"/>
        <source>alleen initialen</source>
        <translation>initials only</translation>
    </message>
    <message>
        <location filename="../../ui/players/carrydialog.cpp" line="96"/>
        <source>nieuw</source>
        <translation>new</translation>
    </message>
    <message>
        <location filename="../../ui/players/carrydialog.cpp" line="97"/>
        <source>Let op: %1</source>
        <translation>Note: %1</translation>
    </message>
    <message>
        <location filename="../../ui/players/carrydialog.cpp" line="98"/>
        <source>niet overnemen: %1</source>
        <translation>not taken over: %1</translation>
    </message>
    <message>
        <location filename="../../ui/players/carrydialog.cpp" line="124"/>
        <source>1 speler in het bestand</source>
        <translation>1 player in the file</translation>
    </message>
    <message>
        <location filename="../../ui/players/carrydialog.cpp" line="124"/>
        <source>%1 spelers in het bestand</source>
        <translation>%1 players in the file</translation>
    </message>
    <message>
        <location filename="../../ui/players/carrydialog.cpp" line="126"/>
        <source>1 niet over te nemen</source>
        <translation>1 cannot be taken over</translation>
    </message>
    <message>
        <location filename="../../ui/players/carrydialog.cpp" line="126"/>
        <source>%1 niet over te nemen</source>
        <translation>%1 cannot be taken over</translation>
    </message>
    <message>
        <location filename="../../ui/players/carrydialog.cpp" line="127"/>
        <source>1 aangevinkt</source>
        <translation>1 ticked</translation>
    </message>
    <message>
        <location filename="../../ui/players/carrydialog.cpp" line="127"/>
        <source>%1 aangevinkt</source>
        <translation>%1 ticked</translation>
    </message>
    <message>
        <location filename="../../ui/players/carrydialog.cpp" line="131"/>
        <source>Alle %1 spelers in het bestand staan er al of kunnen niet overgenomen worden.</source>
        <translation>All %1 players in the file are here already or cannot be taken over.</translation>
    </message>
    <message>
        <location filename="../../ui/players/carrydialog.cpp" line="132"/>
        <source>&amp;Overnemen (%1)</source>
        <translation>&amp;Take over (%1)</translation>
    </message>
    <message>
        <location filename="../../ui/players/carrydialog.cpp" line="196"/>
        <source>Niet overgenomen: %1</source>
        <translation>Not taken over: %1</translation>
    </message>
</context>
<context>
    <name>nkb::ui::ClockBar</name>
    <message>
        <location filename="../../ui/draw/clockbar.cpp" line="27"/>
        <location filename="../../ui/draw/clockbar.cpp" line="82"/>
        <source>&amp;Pauzeren</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <location filename="../../ui/draw/clockbar.cpp" line="28"/>
        <source>+5 min</source>
        <translation>+5 min</translation>
    </message>
    <message>
        <location filename="../../ui/draw/clockbar.cpp" line="29"/>
        <source>Vijf minuten erbij voor de ronde die gespeeld wordt.</source>
        <translation>Five minutes more for the round being played.</translation>
    </message>
    <message>
        <location filename="../../ui/draw/clockbar.cpp" line="30"/>
        <source>−5 min</source>
        <translation>−5 min</translation>
    </message>
    <message>
        <location filename="../../ui/draw/clockbar.cpp" line="31"/>
        <source>Vijf minuten eraf voor de ronde die gespeeld wordt.</source>
        <translation>Five minutes off for the round being played.</translation>
    </message>
    <message>
        <location filename="../../ui/draw/clockbar.cpp" line="71"/>
        <source>Finale &amp;starten</source>
        <translation>&amp;Start the final</translation>
    </message>
    <message>
        <location filename="../../ui/draw/clockbar.cpp" line="71"/>
        <source>Ronde %1 &amp;starten</source>
        <translation>&amp;Start round %1</translation>
    </message>
    <message>
        <location filename="../../ui/draw/clockbar.cpp" line="77"/>
        <source>Ronde %1 is nog niet geloot.</source>
        <translation>Round %1 has not been drawn yet.</translation>
    </message>
    <message>
        <location filename="../../ui/draw/clockbar.cpp" line="78"/>
        <source>Ronde %1 is al gestart; met Ongedaan maken gaat het starten terug.</source>
        <translation>Round %1 has started already; Undo takes the start back.</translation>
    </message>
    <message>
        <location filename="../../ui/draw/clockbar.cpp" line="79"/>
        <source>Start de klok: de ronde duurt %1 minuten (Bewerken → Duur van een ronde).</source>
        <translation>Starts the clock: the round lasts %1 minutes (Edit → Length of a round).</translation>
    </message>
    <message>
        <location filename="../../ui/draw/clockbar.cpp" line="82"/>
        <source>&amp;Verder</source>
        <translation>&amp;Resume</translation>
    </message>
    <message>
        <location filename="../../ui/draw/clockbar.cpp" line="105"/>
        <source>De finale</source>
        <translation>The final</translation>
    </message>
    <message>
        <location filename="../../ui/draw/clockbar.cpp" line="105"/>
        <source>Ronde %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <location filename="../../ui/draw/clockbar.cpp" line="106"/>
        <source>%1 is nog niet gestart.</source>
        <translation>%1 has not started yet.</translation>
    </message>
    <message>
        <location filename="../../ui/draw/clockbar.cpp" line="109"/>
        <source>Nu loopt: %1</source>
        <translation>Running now: %1</translation>
    </message>
</context>
<context>
    <name>nkb::ui::CompactGiftLine</name>
    <message>
        <location filename="../../ui/results/compactgiftline.cpp" line="13"/>
        <source>a40+ · c mis- · ac mis-  (stoel, bod, + gewonnen of - verloren)</source>
        <translation>a40+ · c mis- · ac mis-  (seat, bid, + won or - lost)</translation>
    </message>
    <message>
        <location filename="../../ui/results/compactgiftline.cpp" line="14"/>
        <source>Een regel van het scoreblad in een paar toetsen: de stoel (A–D), het bod en + of -. + of - accepteert de gift meteen. Troef, roem, punten, slagen of een onregelmatigheid: gebruik de velden eronder.</source>
        <translation>One line of the scoresheet in a few keys: the seat (A–D), the bid and + or -. + or - accepts the deal at once. Trump, roem, points, tricks or an irregularity: use the fields below.</translation>
    </message>
</context>
<context>
    <name>nkb::ui::CsvExportDialog</name>
    <message>
        <location filename="../../ui/window/csvexportdialog.cpp" line="21"/>
        <location filename="../../ui/window/csvexportdialog.cpp" line="165"/>
        <location filename="../../ui/window/csvexportdialog.cpp" line="168"/>
        <location filename="../../ui/window/csvexportdialog.cpp" line="176"/>
        <source>Exporteren als CSV</source>
        <translation>Export as CSV</translation>
    </message>
    <message>
        <location filename="../../ui/window/csvexportdialog.cpp" line="30"/>
        <location filename="../../ui/window/csvexportdialog.cpp" line="131"/>
        <source>Klassement</source>
        <translation>Standings</translation>
    </message>
    <message>
        <location filename="../../ui/window/csvexportdialog.cpp" line="32"/>
        <source>Klassement van één categorie</source>
        <translation>Standings of one category</translation>
    </message>
    <message>
        <location filename="../../ui/window/csvexportdialog.cpp" line="33"/>
        <source>Indeling per tafel</source>
        <translation>Seating by table</translation>
    </message>
    <message>
        <location filename="../../ui/window/csvexportdialog.cpp" line="34"/>
        <source>Indeling naam → tafel</source>
        <translation>Seating name → table</translation>
    </message>
    <message>
        <location filename="../../ui/window/csvexportdialog.cpp" line="35"/>
        <location filename="../../ui/window/csvexportdialog.cpp" line="143"/>
        <source>Deelnemers</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../../ui/window/csvexportdialog.cpp" line="37"/>
        <location filename="../../ui/window/csvexportdialog.cpp" line="44"/>
        <location filename="../../ui/window/csvexportdialog.cpp" line="146"/>
        <source>Finale</source>
        <translation>Final</translation>
    </message>
    <message>
        <location filename="../../ui/window/csvexportdialog.cpp" line="42"/>
        <source>Ronde %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/csvexportdialog.cpp" line="52"/>
        <source>&amp;Lijst:</source>
        <translation>&amp;List:</translation>
    </message>
    <message>
        <location filename="../../ui/window/csvexportdialog.cpp" line="53"/>
        <source>&amp;Ronde:</source>
        <translation>&amp;Round:</translation>
    </message>
    <message>
        <location filename="../../ui/window/csvexportdialog.cpp" line="54"/>
        <source>&amp;Categorie:</source>
        <translation>&amp;Category:</translation>
    </message>
    <message>
        <location filename="../../ui/window/csvexportdialog.cpp" line="55"/>
        <source>Puntkomma&apos;s, UTF-8: Excel en LibreOffice openen het bestand met een dubbelklik.</source>
        <translation>Semicolons, UTF-8: Excel and LibreOffice open the file with a double-click.</translation>
    </message>
    <message>
        <location filename="../../ui/window/csvexportdialog.cpp" line="58"/>
        <source>&amp;Opslaan…</source>
        <translation>&amp;Save…</translation>
    </message>
    <message>
        <location filename="../../ui/window/csvexportdialog.cpp" line="103"/>
        <source>Geen speler heeft een categorie: er is geen klassement per categorie.</source>
        <translation>No player has a category: there are no standings per category.</translation>
    </message>
    <message>
        <location filename="../../ui/window/csvexportdialog.cpp" line="113"/>
        <source>Er is nog geen ronde ingedeeld.</source>
        <translation>No round has been seated yet.</translation>
    </message>
    <message>
        <location filename="../../ui/window/csvexportdialog.cpp" line="134"/>
        <source>Klassement </source>
        <translation>Standings </translation>
    </message>
    <message>
        <location filename="../../ui/window/csvexportdialog.cpp" line="137"/>
        <location filename="../../ui/window/csvexportdialog.cpp" line="140"/>
        <source>Indeling </source>
        <translation>Seating </translation>
    </message>
    <message>
        <location filename="../../ui/window/csvexportdialog.cpp" line="137"/>
        <source> per tafel</source>
        <translation> by table</translation>
    </message>
    <message>
        <location filename="../../ui/window/csvexportdialog.cpp" line="140"/>
        <source> naam-tafel</source>
        <translation> name-table</translation>
    </message>
    <message>
        <location filename="../../ui/window/csvexportdialog.cpp" line="170"/>
        <source>CSV-bestanden (*.csv)</source>
        <translation>CSV files (*.csv)</translation>
    </message>
</context>
<context>
    <name>nkb::ui::CsvImportDialog</name>
    <message>
        <location filename="../../ui/players/csvimportdialog.cpp" line="49"/>
        <source>&amp;Meteen aanwezig (anders aangemeld: aanvinken aan de deur)</source>
        <translation>&amp;Present at once (otherwise signed up: ticked present at the door)</translation>
    </message>
    <message>
        <location filename="../../ui/players/csvimportdialog.cpp" line="92"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location filename="../../ui/players/csvimportdialog.cpp" line="92"/>
        <source>genegeerd</source>
        <translation>ignored</translation>
    </message>
    <message>
        <location filename="../../ui/players/csvimportdialog.cpp" line="93"/>
        <source>Kolommen: %1</source>
        <translation>Columns: %1</translation>
    </message>
    <message>
        <location filename="../../ui/players/csvimportdialog.cpp" line="120"/>
        <source>overgeslagen: %1</source>
        <translation>skipped: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/players/csvimportdialog.cpp" line="156"/>
        <source>%n speler(s) gelezen</source>
        <translation>
            <numerusform>%n player read</numerusform>
            <numerusform>%n players read</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/players/csvimportdialog.cpp" line="158"/>
        <source>%1 al aanwezig</source>
        <translation>%1 already present</translation>
    </message>
    <message>
        <location filename="../../ui/players/csvimportdialog.cpp" line="160"/>
        <source>1 rij met een fout overgeslagen</source>
        <translation>1 row with an error skipped</translation>
    </message>
    <message>
        <location filename="../../ui/players/csvimportdialog.cpp" line="161"/>
        <source>%1 rijen met een fout overgeslagen</source>
        <translation>%1 rows with an error skipped</translation>
    </message>
    <message>
        <location filename="../../ui/players/csvimportdialog.cpp" line="163"/>
        <source>1 rij uitgevinkt</source>
        <translation>1 row unticked</translation>
    </message>
    <message>
        <location filename="../../ui/players/csvimportdialog.cpp" line="163"/>
        <source>%1 rijen uitgevinkt</source>
        <translation>%1 rows unticked</translation>
    </message>
    <message>
        <location filename="../../ui/players/csvimportdialog.cpp" line="169"/>
        <source>&amp;Importeren (%1)</source>
        <translation>&amp;Import (%1)</translation>
    </message>
    <message>
        <location filename="../../ui/players/csvimportdialog.cpp" line="28"/>
        <source>Spelers importeren</source>
        <translation>Import players</translation>
    </message>
    <message>
        <location filename="../../ui/players/csvimportdialog.cpp" line="31"/>
        <source>Bestand: %1</source>
        <translation>File: %1</translation>
    </message>
    <message>
        <location filename="../../ui/players/csvimportdialog.cpp" line="75"/>
        <source>&amp;Importeren</source>
        <translation>&amp;Import</translation>
    </message>
    <message>
        <location filename="../../ui/players/csvimportdialog.cpp" line="78"/>
        <location filename="../../ui/players/csvimportdialog.cpp" line="205"/>
        <source>Rij</source>
        <translation>Row</translation>
    </message>
    <message>
        <location filename="../../ui/players/csvimportdialog.cpp" line="78"/>
        <source>Naam</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../ui/players/csvimportdialog.cpp" line="78"/>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <location filename="../../ui/players/csvimportdialog.cpp" line="78"/>
        <source>Categorieën</source>
        <translation>Categories</translation>
    </message>
    <message>
        <location filename="../../ui/players/csvimportdialog.cpp" line="53"/>
        <source>Annuleren</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../../ui/players/csvimportdialog.cpp" line="54"/>
        <source>Importeren</source>
        <translation>Import</translation>
    </message>
    <message>
        <location filename="../../ui/players/csvimportdialog.cpp" line="66"/>
        <source>Kan %1 niet lezen: %2</source>
        <translation>Cannot read %1: %2</translation>
    </message>
    <message>
        <location filename="../../ui/players/csvimportdialog.cpp" line="78"/>
        <source>Status</source>
        <translation>State</translation>
    </message>
    <message>
        <location filename="../../ui/players/csvimportdialog.cpp" line="86"/>
        <source>Niet te importeren: %1</source>
        <translation>Cannot be imported: %1</translation>
    </message>
    <message>
        <location filename="../../ui/players/csvimportdialog.cpp" line="134"/>
        <source>al aanwezig (nr. %1)</source>
        <translation>already present (no. %1)</translation>
    </message>
    <message>
        <location filename="../../ui/players/csvimportdialog.cpp" line="135"/>
        <source>nieuw</source>
        <translation>new</translation>
    </message>
    <message>
        <location filename="../../ui/players/csvimportdialog.cpp" line="168"/>
        <source>Alleen &amp;nieuwe importeren (%1)</source>
        <translation>Import &amp;new only (%1)</translation>
    </message>
    <message>
        <location filename="../../ui/players/csvimportdialog.cpp" line="167"/>
        <source>Alle %1 spelers in het bestand zijn er al: niets te importeren.</source>
        <translation>All %1 players in the file are already present: nothing to import.</translation>
    </message>
    <message>
        <location filename="../../ui/players/csvimportdialog.cpp" line="251"/>
        <source>Niet geïmporteerd: %1</source>
        <translation>Not imported: %1</translation>
    </message>
</context>
<context>
    <name>nkb::ui::DoubleEntryDialog</name>
    <message>
        <location filename="../../ui/stations/doubleentrydialog.cpp" line="21"/>
        <source>Finale, spel %1</source>
        <translation>Final, game %1</translation>
    </message>
    <message>
        <location filename="../../ui/stations/doubleentrydialog.cpp" line="22"/>
        <source>Ronde %1, tafel %2, spel %3</source>
        <translation>Round %1, table %2, game %3</translation>
    </message>
    <message>
        <location filename="../../ui/stations/doubleentrydialog.cpp" line="32"/>
        <location filename="../../ui/stations/doubleentrydialog.cpp" line="103"/>
        <source>Dubbele invoer: de invoeren verschillen</source>
        <translation>Double entry: the entries differ</translation>
    </message>
    <message>
        <location filename="../../ui/stations/doubleentrydialog.cpp" line="35"/>
        <source>%1: deze invoer verschilt van de eerste invoer door station %2%3. De verschillen zijn gemarkeerd (≠). Vergelijk met het scoreblad en kies welke invoer geldt.</source>
        <translation>%1: this entry differs from the first entry by station %2%3. The differences are marked (≠). Compare with the scoresheet and choose which entry stands.</translation>
    </message>
    <message>
        <location filename="../../ui/stations/doubleentrydialog.cpp" line="38"/>
        <source> om %1</source>
        <translation> at %1</translation>
    </message>
    <message>
        <location filename="../../ui/stations/doubleentrydialog.cpp" line="44"/>
        <source>Eerste invoer (station %1)</source>
        <translation>First entry (station %1)</translation>
    </message>
    <message>
        <location filename="../../ui/stations/doubleentrydialog.cpp" line="44"/>
        <source>Deze invoer</source>
        <translation>This entry</translation>
    </message>
    <message>
        <location filename="../../ui/stations/doubleentrydialog.cpp" line="71"/>
        <location filename="../../ui/stations/doubleentrydialog.cpp" line="104"/>
        <source>&amp;Eerste invoer geldt</source>
        <translation>&amp;First entry stands</translation>
    </message>
    <message>
        <location filename="../../ui/stations/doubleentrydialog.cpp" line="72"/>
        <location filename="../../ui/stations/doubleentrydialog.cpp" line="106"/>
        <source>&amp;Deze invoer geldt</source>
        <translation>&amp;This entry stands</translation>
    </message>
    <message>
        <location filename="../../ui/stations/doubleentrydialog.cpp" line="73"/>
        <location filename="../../ui/stations/doubleentrydialog.cpp" line="107"/>
        <source>&amp;Stoppen</source>
        <translation>&amp;Stop</translation>
    </message>
</context>
<context>
    <name>nkb::ui::DrawPanel</name>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="125"/>
        <source>zaad (leeg: nieuw lot)</source>
        <translation>seed (empty: a new lot)</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="128"/>
        <source>Ronde l&amp;oten</source>
        <translation>&amp;Draw round</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="134"/>
        <source>Twee spelers &amp;wisselen</source>
        <translation>S&amp;wap two players</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="135"/>
        <location filename="../../ui/draw/drawpanel.cpp" line="343"/>
        <source>Kies twee spelers in de tabel (Ctrl+klik) en wissel hun plaatsen.</source>
        <translation>Choose two players in the table (Ctrl+click) and swap their seats.</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="137"/>
        <source>&amp;Afdrukken</source>
        <translation>&amp;Print</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="140"/>
        <source>%1 afdrukken…</source>
        <translation>Print %1…</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="145"/>
        <source>%1 als PDF…</source>
        <translation>%1 as PDF…</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="152"/>
        <source>Wedstrijdformulier van één &amp;tafel…</source>
        <translation>Scoresheet of one &amp;table…</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="153"/>
        <source>Wedstrijdformulier van één tafel</source>
        <translation>Scoresheet of one table</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="154"/>
        <source>Tafel van %1 (bijvoorbeeld een gescheurd formulier):</source>
        <translation>Table of %1 (for example a torn sheet):</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="186"/>
        <source>Kies precies twee spelers in de tabel (Ctrl+klik).</source>
        <translation>Choose exactly two players in the table (Ctrl+click).</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="209"/>
        <source>finale</source>
        <translation>final</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="209"/>
        <source>ronde %1</source>
        <translation>round %1</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="217"/>
        <location filename="../../ui/draw/drawpanel.cpp" line="251"/>
        <source>Er is geen toernooi open.</source>
        <translation>No tournament is open.</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="219"/>
        <location filename="../../ui/draw/drawpanel.cpp" line="224"/>
        <source>Opnieuw loten</source>
        <translation>Redraw</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="220"/>
        <source>Ronde %1 is al geloot (%2 tafels). Opnieuw loten vervangt die indeling; de tafellijsten en scorebladen die al geprint zijn kloppen dan niet meer.</source>
        <translation>Round %1 has already been drawn (%2 tables). Redrawing replaces that seating; table lists and scoresheets already printed will then no longer be correct.</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="225"/>
        <source>Indeling houden</source>
        <translation>Keep seating</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="255"/>
        <location filename="../../ui/draw/drawpanel.cpp" line="346"/>
        <source>Ronde %1 is nog niet geloot.</source>
        <translation>Round %1 has not been drawn yet.</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="258"/>
        <source>Beide spelers moeten in ronde %1 aan een tafel zitten.</source>
        <translation>Both players must be seated in round %1.</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="261"/>
        <source>Let op, na het wisselen: %1</source>
        <translation>Note, after the swap: %1</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="265"/>
        <source>Spelers wisselen</source>
        <translation>Swap players</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="266"/>
        <source>Dit geeft een herhaalde ontmoeting:
%1

Toch wisselen?</source>
        <translation>This makes a repeat meeting:
%1

Swap anyway?</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="268"/>
        <source>Toch wisselen</source>
        <translation>Swap anyway</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="269"/>
        <source>Niet wisselen</source>
        <translation>Do not swap</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="276"/>
        <source>Ronde %1: %2 en %3 gewisseld</source>
        <translation>Round %1: %2 and %3 swapped</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="328"/>
        <source>De finale wordt niet geloot: de finalisten vullen de finaletafel zodra ze vaststaan.</source>
        <translation>The final is not drawn: the finalists fill the final table as soon as they are known.</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="339"/>
        <source>Deze ronde heeft uitslagen en kan niet opnieuw geloot worden.</source>
        <translation>This round has results and can no longer be redrawn.</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="341"/>
        <source>Ronde %1 is nog niet geloot: er valt niets te wisselen.</source>
        <translation>Round %1 has not been drawn yet: there is nothing to swap.</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="342"/>
        <source>Ronde %1 heeft al uitslagen: wisselen kan niet meer.</source>
        <translation>Round %1 already has results: swapping is no longer possible.</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="348"/>
        <source>Ronde %1: %2 tafels, zaad %3.</source>
        <translation>Round %1: %2 tables, seed %3.</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="350"/>
        <source>Ronde %1: %2 tafels, met de hand ingedeeld.</source>
        <translation>Round %1: %2 tables, seated by hand.</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="352"/>
        <source>Er zijn uitslagen: opnieuw loten en wisselen kunnen niet meer.</source>
        <translation>There are results: redrawing and swapping are no longer possible.</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="363"/>
        <source>tafel %1: %2</source>
        <translation>table %1: %2</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="366"/>
        <source>Aan een tafel van drie: %1</source>
        <translation>At a table of three: %1</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="422"/>
        <source>Tafel van %1 (bijvoorbeeld een verloren telefoon):</source>
        <translation>Table of %1 (for example a lost phone):</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="437"/>
        <source>Tafelcode van tafel %1 ingetrokken: de oude code opent niets meer.</source>
        <translation>Table code of table %1 withdrawn: the old code opens nothing any more.</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="438"/>
        <source>Druk het wedstrijdformulier van tafel %1 opnieuw af; het nieuwe draagt de nieuwe code. De andere tafels houden hun formulier.</source>
        <translation>Print the scoresheet of table %1 again; the new one carries the new code. The other tables keep their sheets.</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="441"/>
        <source>&amp;Afdrukken…</source>
        <translation>&amp;Print…</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="442"/>
        <source>Als &amp;PDF…</source>
        <translation>As &amp;PDF…</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="443"/>
        <source>&amp;Later</source>
        <translation>&amp;Later</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="157"/>
        <source>Tafelcode &amp;intrekken…</source>
        <translation>&amp;Withdraw a table code…</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="123"/>
        <source>Ronde</source>
        <translation>Round</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="143"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="148"/>
        <source>%1-%2.pdf</source>
        <translation>%1-%2.pdf</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="381"/>
        <source>De finaletafel is nog niet ingedeeld.</source>
        <translation>The final table has not been seated yet.</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="382"/>
        <source>Ronde %1 is nog niet ingedeeld.</source>
        <translation>Round %1 is not seated yet.</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="409"/>
        <source>Wedstrijdformulier tafel %1, %2</source>
        <translation>Scoresheet table %1, %2</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="412"/>
        <source>wedstrijdformulier-%1-tafel-%2.pdf</source>
        <translation>scoresheet-%1-table-%2.pdf</translation>
    </message>
    <message>
        <location filename="../../ui/draw/drawpanel.cpp" line="421"/>
        <location filename="../../ui/draw/drawpanel.cpp" line="436"/>
        <source>Tafelcode intrekken</source>
        <translation>Withdraw a table code</translation>
    </message>
</context>
<context>
    <name>nkb::ui::FinalModel</name>
    <message>
        <location filename="../../ui/final/finalmodel.cpp" line="13"/>
        <source>Plaats</source>
        <translation>Rank</translation>
    </message>
    <message>
        <location filename="../../ui/final/finalmodel.cpp" line="14"/>
        <source>Naam</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../ui/final/finalmodel.cpp" line="15"/>
        <source>Punten</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../ui/final/finalmodel.cpp" line="16"/>
        <source>10</source>
        <translation>10</translation>
    </message>
    <message>
        <location filename="../../ui/final/finalmodel.cpp" line="17"/>
        <source>8</source>
        <translation>8</translation>
    </message>
    <message>
        <location filename="../../ui/final/finalmodel.cpp" line="18"/>
        <source>4</source>
        <translation>4</translation>
    </message>
    <message>
        <location filename="../../ui/final/finalmodel.cpp" line="19"/>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <location filename="../../ui/final/finalmodel.cpp" line="20"/>
        <source>Spellen</source>
        <translation>Games</translation>
    </message>
    <message>
        <location filename="../../ui/final/finalmodel.cpp" line="82"/>
        <source>Voorronde</source>
        <translation>Qualifying</translation>
    </message>
</context>
<context>
    <name>nkb::ui::FinalPanel</name>
    <message>
        <location filename="../../ui/final/finalpanel.cpp" line="51"/>
        <source>zaad (leeg: nieuw lot)</source>
        <translation>seed (empty: a new lot)</translation>
    </message>
    <message>
        <location filename="../../ui/final/finalpanel.cpp" line="55"/>
        <source>&amp;Loting om de finaleplaatsen…</source>
        <translation>Draw &amp;lots for the final places…</translation>
    </message>
    <message>
        <location filename="../../ui/final/finalpanel.cpp" line="59"/>
        <source>Spellen van de finale in&amp;voeren</source>
        <translation>Enter the final&apos;s &amp;games</translation>
    </message>
    <message>
        <location filename="../../ui/final/finalpanel.cpp" line="72"/>
        <source>een beslissingsspel</source>
        <translation>a deciding game</translation>
    </message>
    <message>
        <location filename="../../ui/final/finalpanel.cpp" line="73"/>
        <source>de plaats in de voorronde</source>
        <translation>the qualifying rank</translation>
    </message>
    <message>
        <location filename="../../ui/final/finalpanel.cpp" line="74"/>
        <source>een loting</source>
        <translation>a lot</translation>
    </message>
    <message>
        <location filename="../../ui/final/finalpanel.cpp" line="75"/>
        <source>&amp;Gelijk om de titel, dan beslist:</source>
        <translation>Tie for the title, decided by (&amp;G):</translation>
    </message>
    <message>
        <location filename="../../ui/final/finalpanel.cpp" line="77"/>
        <source>Titel be&amp;slissen…</source>
        <translation>&amp;Settle the title…</translation>
    </message>
    <message>
        <location filename="../../ui/final/finalpanel.cpp" line="125"/>
        <source>Loting om de finaleplaatsen</source>
        <translation>Lot for the final places</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/final/finalpanel.cpp" line="126"/>
        <source>%1 staan gelijk op plaats %2 en strijden om %n finaleplaats(en).

Zaad van de loting: %3

Nu loten? De projector toont de getrokken volgorde.</source>
        <translation>
            <numerusform>%1 are level on place %2 and compete for %n place in the final.

Seed of the lot: %3

Draw now? The projector shows the drawn order.</numerusform>
            <numerusform>%1 are level on place %2 and compete for %n places in the final.

Seed of the lot: %3

Draw now? The projector shows the drawn order.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/final/finalpanel.cpp" line="132"/>
        <source>&amp;Loten</source>
        <translation>Draw &amp;lots</translation>
    </message>
    <message>
        <location filename="../../ui/final/finalpanel.cpp" line="133"/>
        <source>&amp;Niet nu</source>
        <translation>&amp;Not now</translation>
    </message>
    <message>
        <location filename="../../ui/final/finalpanel.cpp" line="146"/>
        <location filename="../../ui/final/finalpanel.cpp" line="201"/>
        <source>Er is geen toernooi open.</source>
        <translation>No tournament is open.</translation>
    </message>
    <message>
        <location filename="../../ui/final/finalpanel.cpp" line="167"/>
        <source>Beslissingsspel</source>
        <translation>Deciding game</translation>
    </message>
    <message>
        <location filename="../../ui/final/finalpanel.cpp" line="168"/>
        <source>Wie won het beslissingsspel om de titel?</source>
        <translation>Who won the deciding game for the title?</translation>
    </message>
    <message>
        <location filename="../../ui/final/finalpanel.cpp" line="172"/>
        <source>%1 won het beslissingsspel en is Nederlands kampioen. Vastleggen?</source>
        <translation>%1 won the deciding game and is Dutch champion. Record it?</translation>
    </message>
    <message>
        <location filename="../../ui/final/finalpanel.cpp" line="176"/>
        <source>%1 staan gelijk om de titel; de betere plaats in de voorronde beslist. Vastleggen?</source>
        <translation>%1 are level for the title; the better qualifying rank decides. Record it?</translation>
    </message>
    <message>
        <location filename="../../ui/final/finalpanel.cpp" line="181"/>
        <source>%1 staan gelijk om de titel; een loting beslist.

Zaad van de loting: %2

Nu loten? De projector toont de getrokken volgorde.</source>
        <translation>%1 are level for the title; a lot decides.

Seed of the lot: %2

Draw now? The projector shows the drawn order.</translation>
    </message>
    <message>
        <location filename="../../ui/final/finalpanel.cpp" line="187"/>
        <source>Titel beslissen</source>
        <translation>Settle the title</translation>
    </message>
    <message>
        <location filename="../../ui/final/finalpanel.cpp" line="228"/>
        <source>De finalisten staan pas vast als alle %1 ronden gespeeld zijn (nog: %2). Nu op de finaleplaatsen: %3.</source>
        <translation>The finalists are only fixed once all %1 rounds have been played (still to play: %2). Currently in the final places: %3.</translation>
    </message>
    <message>
        <location filename="../../ui/final/finalpanel.cpp" line="233"/>
        <source>Finalisten nog niet bekend: %1 zeker.</source>
        <translation>Finalists not yet known: %1 certain.</translation>
    </message>
    <message>
        <location filename="../../ui/final/finalpanel.cpp" line="235"/>
        <source>Finalisten: %1</source>
        <translation>Finalists: %1</translation>
    </message>
    <message>
        <location filename="../../ui/final/finalpanel.cpp" line="237"/>
        <source>Gelijk op plaats %1 over de grens (%2); de loting met zaad %3 gaf: %4.</source>
        <translation>Level at rank %1 across the cut (%2); the lot with seed %3 gave: %4.</translation>
    </message>
    <message>
        <location filename="../../ui/final/finalpanel.cpp" line="243"/>
        <source>Nu gelijk op plaats %1 over de grens (%2); een loting kan pas na de laatste ronde (regel 61).</source>
        <translation>Currently level at rank %1 across the cut (%2); a draw by lot can only take place after the last round (rule 61).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/final/finalpanel.cpp" line="247"/>
        <source>Regel 60: %1 staan gelijk op plaats %2 en strijden om %n finaleplaats(en); een loting beslist.</source>
        <translation>
            <numerusform>Rule 60: %1 are level at rank %2 and compete for %n final place; a lot decides.</numerusform>
            <numerusform>Rule 60: %1 are level at rank %2 and compete for %n final places; a lot decides.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/final/finalpanel.cpp" line="252"/>
        <source>Geen gelijke stand over de finalegrens.</source>
        <translation>No tie across the final cut.</translation>
    </message>
    <message>
        <location filename="../../ui/final/finalpanel.cpp" line="268"/>
        <source>Nederlands kampioen Bonaken: %1</source>
        <translation>Dutch Bonaken champion: %1</translation>
    </message>
</context>
<context>
    <name>nkb::ui::GameActions</name>
    <message>
        <location filename="../../ui/results/gameactions.cpp" line="52"/>
        <source>Spel ver&amp;plaatsen naar tafel…</source>
        <translation>Move game to &amp;table…</translation>
    </message>
    <message>
        <location filename="../../ui/results/gameactions.cpp" line="53"/>
        <source>Spel &amp;wissen…</source>
        <translation>&amp;Wipe game…</translation>
    </message>
    <message>
        <location filename="../../ui/results/gameactions.cpp" line="93"/>
        <source>Tafel %1, spel %2 · %3</source>
        <translation>Table %1, game %2 · %3</translation>
    </message>
    <message>
        <location filename="../../ui/results/gameactions.cpp" line="97"/>
        <source>Geen andere tafel van ronde %1 met evenveel spelers heeft een spel zonder uitslag.</source>
        <translation>No other table of round %1 with as many players has a game without a result.</translation>
    </message>
    <message>
        <location filename="../../ui/results/gameactions.cpp" line="103"/>
        <source>Spel verplaatsen naar tafel</source>
        <translation>Move game to table</translation>
    </message>
    <message>
        <location filename="../../ui/results/gameactions.cpp" line="104"/>
        <source>Spel %1 van tafel %2 (ronde %3: %4) heeft %5.
Naar welke tafel hoort het? Stoel voor stoel: wat stoel A hier deed, wordt van stoel A daar.</source>
        <translation>Game %1 of table %2 (round %3: %4) has %5.
Which table does it belong to? Seat for seat: what seat A did here becomes seat A&apos;s there.</translation>
    </message>
    <message>
        <location filename="../../ui/results/gameactions.cpp" line="112"/>
        <source>&amp;Verplaatsen</source>
        <translation>&amp;Move</translation>
    </message>
    <message>
        <location filename="../../ui/results/gameactions.cpp" line="113"/>
        <location filename="../../ui/results/gameactions.cpp" line="147"/>
        <source>&amp;Stoppen</source>
        <translation>&amp;Stop</translation>
    </message>
    <message>
        <location filename="../../ui/results/gameactions.cpp" line="124"/>
        <source>Spel %1 van tafel %2 staat nu aan tafel %3 als spel %4 (Ctrl+Z maakt het ongedaan).</source>
        <translation>Game %1 of table %2 is now at table %3 as game %4 (Ctrl+Z undoes it).</translation>
    </message>
    <message>
        <location filename="../../ui/results/gameactions.cpp" line="139"/>
        <source>Spel wissen</source>
        <translation>Wipe game</translation>
    </message>
    <message>
        <location filename="../../ui/results/gameactions.cpp" line="140"/>
        <source>Spel %1 van tafel %2 (ronde %3) wissen? Er staat %4; daarna telt het niet en is de tafel voor dit spel weer open. Ctrl+Z maakt het ongedaan.</source>
        <translation>Wipe game %1 of table %2 (round %3)? It holds %4; afterwards it does not count and the table is open again for this game. Ctrl+Z undoes it.</translation>
    </message>
    <message>
        <location filename="../../ui/results/gameactions.cpp" line="146"/>
        <source>&amp;Wissen</source>
        <translation>&amp;Wipe</translation>
    </message>
    <message>
        <location filename="../../ui/results/gameactions.cpp" line="154"/>
        <source>Spel %1 van tafel %2 (ronde %3) is gewist (Ctrl+Z maakt het ongedaan).</source>
        <translation>Game %1 of table %2 (round %3) is wiped (Ctrl+Z undoes it).</translation>
    </message>
</context>
<context>
    <name>nkb::ui::GiftEntryWidget</name>
    <message>
        <location filename="../../ui/results/giftentrywidget.cpp" line="86"/>
        <source>Gift accepteren (Enter)</source>
        <translation>Accept deal (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftentrywidget.cpp" line="171"/>
        <source>Het spel is afgelopen: Enter slaat het op.</source>
        <translation>The game is over: Enter saves it.</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftentrywidget.cpp" line="87"/>
        <source>Laatste gift terugnemen (Ctrl+Z)</source>
        <translation>Take back the last deal (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftentrywidget.cpp" line="88"/>
        <source>Spel opslaan (Enter, Ctrl+S)</source>
        <translation>Save game (Enter, Ctrl+S)</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftentrywidget.cpp" line="167"/>
        <source>Gift %1 klopt niet meer: %2 Open hem met F2 en verbeter hem, of neem de giften erna terug.</source>
        <translation>Deal %1 is no longer valid: %2 Open it with F2 and correct it, or take back the deals after it.</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftentrywidget.cpp" line="173"/>
        <source>Typ de Speler(s) (stoel A–D) en het bod. Een eerdere gift verbeteren: Shift+Tab naar de lijst, F2.</source>
        <translation>Type the Speler(s) (seat A–D) and the bid. To correct an earlier deal: Shift+Tab to the list, F2.</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftentrywidget.cpp" line="196"/>
        <source>Gift %1 corrigeren (Enter vervangt hem, Esc laat hem staan). </source>
        <translation>Correcting deal %1 (Enter replaces it, Esc leaves it as it was). </translation>
    </message>
    <message>
        <location filename="../../ui/results/giftentrywidget.cpp" line="200"/>
        <source>Let op: %1 Enter accepteert.</source>
        <translation>Note: %1 Enter accepts.</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftentrywidget.cpp" line="202"/>
        <source>De gift klopt: Enter accepteert.</source>
        <translation>The deal is valid: Enter accepts it.</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftentrywidget.cpp" line="202"/>
        <source>De gift klopt.</source>
        <translation>The deal is valid.</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftentrywidget.cpp" line="214"/>
        <source>%1: niet te halen, vals roemen (regel 67 en 68) — %2 is erin. Klopt dat?</source>
        <translation>%1: cannot be made, false roem (rules 67 and 68) — in: %2. Is that right?</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftentrywidget.cpp" line="231"/>
        <source>Enter nogmaals accepteert de gift; anders verbeter het bod.</source>
        <translation>Press Enter again to accept the deal; otherwise correct the bid.</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftentrywidget.cpp" line="241"/>
        <source>Gift %1 gecorrigeerd</source>
        <translation>Deal %1 corrected</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftentrywidget.cpp" line="244"/>
        <source>Gift %1</source>
        <translation>Deal %1</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftentrywidget.cpp" line="273"/>
        <source>Gift %1 teruggenomen</source>
        <translation>Deal %1 taken back</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftentrywidget.cpp" line="365"/>
        <source>Het spel is al afgelopen na gift %1: er kan geen gift meer bij. Staat er op het scoreblad nog een gift, dan klopt een eerdere niet: Ctrl+Z neemt de laatste gift terug, of Shift+Tab naar de lijst en F2 verbetert er een. Klopt het wel, dan slaat Enter het spel op.</source>
        <translation>The game ended after deal %1: no deal can be added. If the scoresheet shows another deal, an earlier one is wrong: Ctrl+Z takes back the last deal, or Shift+Tab to the list and F2 corrects one. If it is right, Enter stores the game.</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftentrywidget.cpp" line="404"/>
        <source>, plaats %1</source>
        <translation>, place %1</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftentrywidget.cpp" line="406"/>
        <source>, 1 punt</source>
        <translation>, 1 point</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftentrywidget.cpp" line="406"/>
        <source>, %1 punten</source>
        <translation>, %1 points</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftentrywidget.cpp" line="409"/>
        <source>Afgelopen. </source>
        <translation>Finished. </translation>
    </message>
    <message>
        <location filename="../../ui/results/giftentrywidget.cpp" line="409"/>
        <source>Stand: </source>
        <translation>Standing: </translation>
    </message>
    <message>
        <location filename="../../ui/results/giftentrywidget.cpp" line="427"/>
        <source>Enter nogmaals slaat het spel op.</source>
        <translation>Enter again stores the game.</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftentrywidget.cpp" line="445"/>
        <source>Sluit de regel af met + (gewonnen) of - (verloren).</source>
        <translation>End the line with + (won) or - (lost).</translation>
    </message>
</context>
<context>
    <name>nkb::ui::GiftForm</name>
    <message>
        <location filename="../../ui/results/giftform.cpp" line="29"/>
        <source>Gever</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftform.cpp" line="29"/>
        <source>Speler(s)</source>
        <translation>Speler(s)</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftform.cpp" line="29"/>
        <source>Bod</source>
        <translation>Bid</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftform.cpp" line="29"/>
        <source>Troef</source>
        <translation>Trump</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftform.cpp" line="29"/>
        <source>Roem</source>
        <translation>Roem</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftform.cpp" line="30"/>
        <source>Punten</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftform.cpp" line="30"/>
        <source>Slagen</source>
        <translation>Tricks</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftform.cpp" line="30"/>
        <source>Uitslag</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftform.cpp" line="30"/>
        <source>Onregelmatigheid</source>
        <translation>Irregularity</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftform.cpp" line="30"/>
        <source>door</source>
        <translation>by</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftform.cpp" line="40"/>
        <source>stoel A–D of naam; misère: A, C</source>
        <translation>seat A–D or name; misère: A, C</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftform.cpp" line="73"/>
        <source>Een tweede onregelmatigheid in dezelfde gift, na de eerste gebeurd</source>
        <translation>A second irregularity in the same gift, after the first</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftform.cpp" line="42"/>
        <source>40, misere, bonaak</source>
        <translation>40, misere, bonaak</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftform.cpp" line="45"/>
        <source>harten</source>
        <translation>hearts</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftform.cpp" line="46"/>
        <source>schoppen</source>
        <translation>spades</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftform.cpp" line="47"/>
        <source>klaveren</source>
        <translation>clubs</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftform.cpp" line="48"/>
        <source>ruiten</source>
        <translation>diamonds</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftform.cpp" line="49"/>
        <source>geen troef</source>
        <translation>no trump</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftform.cpp" line="56"/>
        <source>per Speler: 0, 2</source>
        <translation>per Speler: 0, 2</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftform.cpp" line="59"/>
        <source>gewonnen</source>
        <translation>won</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftform.cpp" line="59"/>
        <source>verloren</source>
        <translation>lost</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftform.cpp" line="74"/>
        <source>Iedereen paste: opnieuw geven</source>
        <translation>Everybody passed: redeal</translation>
    </message>
</context>
<context>
    <name>nkb::ui::GiftListModel</name>
    <message>
        <location filename="../../ui/results/giftlistmodel.cpp" line="75"/>
        <source>opnieuw geven</source>
        <translation>redeal</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftlistmodel.cpp" line="86"/>
        <source>gewonnen</source>
        <translation>won</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftlistmodel.cpp" line="86"/>
        <source>verloren</source>
        <translation>lost</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftlistmodel.cpp" line="92"/>
        <source>%1 door %2</source>
        <translation>%1 by %2</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftlistmodel.cpp" line="111"/>
        <source>Gift</source>
        <translation>Deal</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftlistmodel.cpp" line="112"/>
        <source>Gever</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftlistmodel.cpp" line="113"/>
        <source>Speler(s)</source>
        <translation>Speler(s)</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftlistmodel.cpp" line="114"/>
        <source>Bod</source>
        <translation>Bid</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftlistmodel.cpp" line="115"/>
        <source>Troef</source>
        <translation>Trump</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftlistmodel.cpp" line="116"/>
        <source>Roem</source>
        <translation>Roem</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftlistmodel.cpp" line="117"/>
        <source>Punten</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftlistmodel.cpp" line="118"/>
        <source>Uitslag</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../../ui/results/giftlistmodel.cpp" line="119"/>
        <source>Onregelmatigheid</source>
        <translation>Irregularity</translation>
    </message>
</context>
<context>
    <name>nkb::ui::MainWindow</name>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="84"/>
        <location filename="../../ui/window/mainwindow.cpp" line="385"/>
        <location filename="../../ui/window/mainwindow.cpp" line="491"/>
        <source>NK Bonaken</source>
        <translation>NK Bonaken</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="92"/>
        <source>&amp;Deelnemers</source>
        <translation>&amp;Players</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="93"/>
        <source>&amp;Indeling</source>
        <translation>&amp;Seating</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="94"/>
        <source>&amp;Uitslagen</source>
        <translation>&amp;Results</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="95"/>
        <source>&amp;Klassement</source>
        <translation>S&amp;tandings</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="96"/>
        <source>&amp;Finale</source>
        <translation>&amp;Final</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="220"/>
        <source>&amp;Bestand</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="221"/>
        <source>&amp;Nieuw toernooi…</source>
        <translation>&amp;New tournament…</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="223"/>
        <source>&amp;Openen…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="225"/>
        <source>&amp;Recente bestanden</source>
        <translation>&amp;Recent files</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="228"/>
        <source>Opslaan als &amp;kopie…</source>
        <translation>Save a &amp;copy…</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="193"/>
        <location filename="../../ui/window/mainwindow.cpp" line="248"/>
        <source>&amp;Afsluiten</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="186"/>
        <source>Afsluiten</source>
        <translation>Quit</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="189"/>
        <source>Dit staat nog niet op de server en gaat verloren als u nu afsluit. Toch afsluiten?</source>
        <translation>This is not on the server yet and is lost if you quit now. Quit anyway?</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="191"/>
        <source>Alle geaccepteerde giften staan in het bestand; alleen deze gift gaat verloren. Toch afsluiten?</source>
        <translation>All accepted deals are in the file; only this deal will be lost. Quit anyway?</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="194"/>
        <source>&amp;Terug naar de gift</source>
        <translation>&amp;Back to the deal</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="230"/>
        <source>&amp;Verbinden met server…</source>
        <translation>Connec&amp;t to server…</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="231"/>
        <source>Naar &amp;server kopiëren…</source>
        <translation>Copy to &amp;server…</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="235"/>
        <source>&amp;Exporteren als CSV…</source>
        <translation>&amp;Export as CSV…</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="239"/>
        <source>CSV opgeslagen: %1</source>
        <translation>CSV saved: %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="253"/>
        <source>B&amp;ewerken</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="157"/>
        <source>Ongedaan maken</source>
        <translation>Undo</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="61"/>
        <source>standaard: de plaatsen 1 tot 3 van een tafel van vier (R54–R56)</source>
        <translation>standard: places 1 to 3 of a table of four (R54–R56)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="63"/>
        <source>letterlijk: wie overblijft scoort 1 punt (R57)</source>
        <translation>literal: whoever is left scores 1 point (R57)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="65"/>
        <source>geschaald: 10/8/4 maal 0,84, zoveel als een tafel van vier gemiddeld geeft</source>
        <translation>scaled: 10/8/4 times 0.84, as much as a table of four gives on average</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="157"/>
        <source>Opnieuw</source>
        <translation>Redo</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="167"/>
        <source>Even wachten: het programma wacht nog op het antwoord van de server op de vorige wijziging.</source>
        <translation>One moment: the program is still waiting for the server&apos;s answer to the previous change.</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="180"/>
        <source>Even wachten: het programma wacht nog op het antwoord van de server. Sluit daarna af.</source>
        <translation>One moment: the program is still waiting for the server&apos;s answer. Close it after that.</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="241"/>
        <source>Over &amp;dit toernooi…</source>
        <translation>About this tourn&amp;ament…</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="264"/>
        <source>D&amp;ubbele invoer (elk spel door twee stations)</source>
        <translation>Do&amp;uble entry (every game by two stations)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="273"/>
        <source>&amp;Tafel van drie telt…</source>
        <translation>&amp;Table of three scores…</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="287"/>
        <source>Tafel van drie</source>
        <translation>Table of three</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="288"/>
        <source>Punten voor de plaatsen 1, 2 en 3 aan een tafel van drie.
Te kiezen zolang aan geen tafel van drie een uitslag is ingevoerd.</source>
        <translation>Points for places 1, 2 and 3 at a table of three.
Can be chosen as long as no table of three has a result.</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="299"/>
        <location filename="../../ui/window/mainwindow.cpp" line="318"/>
        <source>Niet gewijzigd: %1</source>
        <translation>Not changed: %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="324"/>
        <source>Beeld</source>
        <translation>View</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="325"/>
        <source>&amp;Projector (klassement op volledig scherm)</source>
        <translation>&amp;Projector (standings full screen)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="333"/>
        <source>&amp;Webpagina&apos;s voor spelers…</source>
        <translation>&amp;Web pages for players…</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="343"/>
        <source>Even wachten: het programma wacht nog op het antwoord van de server. Open daarna een ander toernooi.</source>
        <translation>One moment: the program is still waiting for the server&apos;s answer. Open another tournament after that.</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="405"/>
        <source>Kan %1 niet openen: %2</source>
        <translation>Cannot open %1: %2</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="426"/>
        <source>Toernooi openen</source>
        <translation>Open tournament</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="427"/>
        <source>Toernooien (*.bonaken);;Alle bestanden (*)</source>
        <translation>Tournaments (*.bonaken);;All files (*)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="439"/>
        <source>Opslaan als kopie</source>
        <translation>Save a copy</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="439"/>
        <source>Toernooien (*.bonaken)</source>
        <translation>Tournaments (*.bonaken)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="448"/>
        <source>Kopie opgeslagen: %1</source>
        <translation>Copy saved: %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="456"/>
        <source>(geen)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="476"/>
        <source>Geen toernooi open. Bestand → Nieuw toernooi of Openen.</source>
        <translation>No tournament open. File → New tournament or Open.</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="482"/>
        <source> · 1 spel wacht op een tweede invoer</source>
        <translation> · 1 game waiting for a second entry</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="483"/>
        <source> · %1 spellen wachten op een tweede invoer</source>
        <translation> · %1 games waiting for a second entry</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="303"/>
        <source>Duur van een &amp;ronde…</source>
        <translation>Length of a &amp;round…</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="310"/>
        <source>Duur van een ronde</source>
        <translation>Length of a round</translation>
    </message>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="311"/>
        <source>Hoeveel minuten duurt een ronde? De klok van een ronde die
gestart wordt loopt zo lang (plus of min wat u aanpast).</source>
        <translation>How many minutes does a round last? The clock of a round that is
started runs this long (plus or minus what you adjust).</translation>
    </message>
</context>
<context>
    <name>nkb::ui::NewTournamentDialog</name>
    <message>
        <location filename="../../ui/window/newtournamentdialog.cpp" line="30"/>
        <location filename="../../ui/window/newtournamentdialog.cpp" line="126"/>
        <location filename="../../ui/window/newtournamentdialog.cpp" line="139"/>
        <source>Nieuw toernooi</source>
        <translation>New tournament</translation>
    </message>
    <message>
        <location filename="../../ui/window/newtournamentdialog.cpp" line="32"/>
        <source>NK Bonaken %1</source>
        <translation>NK Bonaken %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/newtournamentdialog.cpp" line="61"/>
        <source>D&amp;ubbele invoer: elk spel door twee stations, telt als beide gelijk zijn</source>
        <translation>Do&amp;uble entry: every game by two stations, counts when both agree</translation>
    </message>
    <message>
        <location filename="../../ui/window/newtournamentdialog.cpp" line="66"/>
        <source>Bladeren…</source>
        <translation>Browse…</translation>
    </message>
    <message>
        <location filename="../../ui/window/newtournamentdialog.cpp" line="70"/>
        <source>&amp;Naam</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <location filename="../../ui/window/newtournamentdialog.cpp" line="71"/>
        <source>&amp;Datum</source>
        <translation>&amp;Date</translation>
    </message>
    <message>
        <location filename="../../ui/window/newtournamentdialog.cpp" line="72"/>
        <source>&amp;Locatie</source>
        <translation>&amp;Venue</translation>
    </message>
    <message>
        <location filename="../../ui/window/newtournamentdialog.cpp" line="73"/>
        <source>&amp;Ronden</source>
        <translation>&amp;Rounds</translation>
    </message>
    <message>
        <location filename="../../ui/window/newtournamentdialog.cpp" line="74"/>
        <source>&amp;Spellen per ronde</source>
        <translation>&amp;Games per round</translation>
    </message>
    <message>
        <location filename="../../ui/window/newtournamentdialog.cpp" line="75"/>
        <source>S&amp;pelregels</source>
        <translation>Ru&amp;les</translation>
    </message>
    <message>
        <location filename="../../ui/window/newtournamentdialog.cpp" line="80"/>
        <source>&amp;Bestand</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../../ui/window/newtournamentdialog.cpp" line="85"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../../ui/window/newtournamentdialog.cpp" line="86"/>
        <source>Annuleren</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../../ui/window/newtournamentdialog.cpp" line="115"/>
        <source>Toernooibestand</source>
        <translation>Tournament file</translation>
    </message>
    <message>
        <location filename="../../ui/window/newtournamentdialog.cpp" line="115"/>
        <source>Toernooien (*.bonaken)</source>
        <translation>Tournaments (*.bonaken)</translation>
    </message>
    <message>
        <location filename="../../ui/window/newtournamentdialog.cpp" line="140"/>
        <source>De map %1 bestaat niet. Aanmaken?</source>
        <translation>The folder %1 does not exist. Create it?</translation>
    </message>
    <message>
        <location filename="../../ui/window/newtournamentdialog.cpp" line="141"/>
        <source>Map &amp;aanmaken</source>
        <translation>&amp;Create folder</translation>
    </message>
    <message>
        <location filename="../../ui/window/newtournamentdialog.cpp" line="142"/>
        <source>&amp;Terug naar het formulier</source>
        <translation>&amp;Back to the form</translation>
    </message>
    <message>
        <location filename="../../ui/window/newtournamentdialog.cpp" line="149"/>
        <source>De map %1 kan niet gemaakt worden: geen toegang, of er staat een bestand met die naam.</source>
        <translation>The folder %1 cannot be created: no access, or a file with that name is in the way.</translation>
    </message>
    <message>
        <location filename="../../ui/window/newtournamentdialog.cpp" line="161"/>
        <source>Vul in waar het toernooibestand moet komen.</source>
        <translation>Fill in where the tournament file should go.</translation>
    </message>
</context>
<context>
    <name>nkb::ui::PlayerDialog</name>
    <message>
        <location filename="../../ui/players/playerdialog.cpp" line="25"/>
        <source>bijvoorbeeld: dame nieuw</source>
        <translation>for example: dame nieuw</translation>
    </message>
    <message>
        <location filename="../../ui/players/playerdialog.cpp" line="26"/>
        <source>&amp;Naam</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <location filename="../../ui/players/playerdialog.cpp" line="27"/>
        <source>&amp;Club of plaats</source>
        <translation>&amp;Club or town</translation>
    </message>
    <message>
        <location filename="../../ui/players/playerdialog.cpp" line="28"/>
        <source>C&amp;ategorieën</source>
        <translation>C&amp;ategories</translation>
    </message>
    <message>
        <location filename="../../ui/players/playerdialog.cpp" line="33"/>
        <source>Speelt mee vanaf &amp;ronde</source>
        <translation>Plays from &amp;round</translation>
    </message>
    <message>
        <location filename="../../ui/players/playerdialog.cpp" line="36"/>
        <source>Niet &amp;publiceren (alleen initialen op de website)</source>
        <translation>Do not &amp;publish (initials only on the website)</translation>
    </message>
    <message>
        <location filename="../../ui/players/playerdialog.cpp" line="37"/>
        <source>De speler heeft gevraagd zijn naam niet te publiceren (AVG): op de gepubliceerde website staan alleen zijn initialen.</source>
        <translation>The player asked that his name not be published (GDPR): the published website shows his initials only.</translation>
    </message>
    <message>
        <location filename="../../ui/players/playerdialog.cpp" line="47"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../../ui/players/playerdialog.cpp" line="48"/>
        <source>Annuleren</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>nkb::ui::PlayersModel</name>
    <message>
        <location filename="../../ui/players/playersmodel.cpp" line="54"/>
        <source>Aanwezig: wordt ingedeeld</source>
        <translation>Present: will be seated</translation>
    </message>
    <message>
        <location filename="../../ui/players/playersmodel.cpp" line="55"/>
        <source>Afgemeld: niet ingedeeld in rondes die hierna worden geloot</source>
        <translation>Absent: not seated in rounds drawn from now on</translation>
    </message>
    <message>
        <location filename="../../ui/players/playersmodel.cpp" line="60"/>
        <source>Niet publiceren: op de gepubliceerde website alleen de initialen (AVG)</source>
        <translation>Do not publish: initials only on the published website (GDPR)</translation>
    </message>
    <message>
        <location filename="../../ui/players/playersmodel.cpp" line="61"/>
        <source>Op de gepubliceerde website met de hele naam</source>
        <translation>On the published website with the full name</translation>
    </message>
    <message>
        <location filename="../../ui/players/playersmodel.cpp" line="75"/>
        <source>alleen initialen</source>
        <translation>initials only</translation>
    </message>
    <message>
        <location filename="../../ui/players/playersmodel.cpp" line="78"/>
        <source>teruggetrokken vanaf ronde %1</source>
        <translation>withdrawn from round %1</translation>
    </message>
    <message>
        <location filename="../../ui/players/playersmodel.cpp" line="80"/>
        <source>aangemeld, niet aanwezig</source>
        <translation>signed up, not present</translation>
    </message>
    <message>
        <location filename="../../ui/players/playersmodel.cpp" line="82"/>
        <source>laat ingestroomd</source>
        <translation>late entry</translation>
    </message>
    <message>
        <location filename="../../ui/players/playersmodel.cpp" line="83"/>
        <source>aanwezig</source>
        <translation>present</translation>
    </message>
    <message>
        <location filename="../../ui/players/playersmodel.cpp" line="93"/>
        <source>Nr</source>
        <translation>No</translation>
    </message>
    <message>
        <location filename="../../ui/players/playersmodel.cpp" line="94"/>
        <source>Aanwezig</source>
        <translation>Present</translation>
    </message>
    <message>
        <location filename="../../ui/players/playersmodel.cpp" line="95"/>
        <source>Naam</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../ui/players/playersmodel.cpp" line="96"/>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <location filename="../../ui/players/playersmodel.cpp" line="97"/>
        <source>Categorieën</source>
        <translation>Categories</translation>
    </message>
    <message>
        <location filename="../../ui/players/playersmodel.cpp" line="98"/>
        <source>Vanaf ronde</source>
        <translation>From round</translation>
    </message>
    <message>
        <location filename="../../ui/players/playersmodel.cpp" line="99"/>
        <source>Website</source>
        <translation>Website</translation>
    </message>
    <message>
        <location filename="../../ui/players/playersmodel.cpp" line="100"/>
        <source>Status</source>
        <translation>State</translation>
    </message>
</context>
<context>
    <name>nkb::ui::PlayersPanel</name>
    <message>
        <location filename="../../ui/players/playerspanel.cpp" line="40"/>
        <source>Zoeken op naam, club of categorie</source>
        <translation>Search by name, club or category</translation>
    </message>
    <message>
        <location filename="../../ui/players/playerspanel.cpp" line="44"/>
        <source>Speler &amp;toevoegen</source>
        <translation>&amp;Add player</translation>
    </message>
    <message>
        <location filename="../../ui/players/playerspanel.cpp" line="222"/>
        <source>Speler toevoegen</source>
        <translation>Add player</translation>
    </message>
    <message>
        <location filename="../../ui/players/playerspanel.cpp" line="235"/>
        <source>Spelers importeren</source>
        <translation>Import players</translation>
    </message>
    <message>
        <location filename="../../ui/players/playerspanel.cpp" line="236"/>
        <source>CSV-bestanden (*.csv *.txt);;Alle bestanden (*)</source>
        <translation>CSV files (*.csv *.txt);;All files (*)</translation>
    </message>
    <message>
        <location filename="../../ui/players/playerspanel.cpp" line="195"/>
        <location filename="../../ui/players/playerspanel.cpp" line="211"/>
        <location filename="../../ui/players/playerspanel.cpp" line="261"/>
        <source>Kies eerst een speler in de lijst.</source>
        <translation>Choose a player in the list first.</translation>
    </message>
    <message>
        <location filename="../../ui/players/playerspanel.cpp" line="45"/>
        <source>CSV i&amp;mporteren…</source>
        <translation>&amp;Import CSV…</translation>
    </message>
    <message>
        <location filename="../../ui/players/playerspanel.cpp" line="46"/>
        <source>Spelers van vorig &amp;jaar…</source>
        <translation>Players from last &amp;year…</translation>
    </message>
    <message>
        <location filename="../../ui/players/playerspanel.cpp" line="47"/>
        <source>Spelers overnemen uit het bestand van een eerder toernooi, met hun persoonsnummer</source>
        <translation>Take over players from an earlier tournament&apos;s file, with their person ids</translation>
    </message>
    <message>
        <location filename="../../ui/players/playerspanel.cpp" line="48"/>
        <source>Te&amp;rugtrekken…</source>
        <translation>&amp;Withdraw…</translation>
    </message>
    <message>
        <location filename="../../ui/players/playerspanel.cpp" line="49"/>
        <source>Laat i&amp;nstromen…</source>
        <translation>&amp;Late entry…</translation>
    </message>
    <message>
        <location filename="../../ui/players/playerspanel.cpp" line="50"/>
        <source>Be&amp;werken…</source>
        <translation>E&amp;dit…</translation>
    </message>
    <message>
        <location filename="../../ui/players/playerspanel.cpp" line="51"/>
        <source>&amp;Verwijderen</source>
        <translation>Re&amp;move</translation>
    </message>
    <message>
        <location filename="../../ui/players/playerspanel.cpp" line="52"/>
        <source>Alleen zolang de speler nog nergens is ingedeeld; daarna: terugtrekken.</source>
        <translation>Only while the player has not been seated anywhere yet; after that: withdraw.</translation>
    </message>
    <message>
        <location filename="../../ui/players/playerspanel.cpp" line="178"/>
        <location filename="../../ui/players/playerspanel.cpp" line="185"/>
        <source>Er is geen toernooi geopend.</source>
        <translation>No tournament has been opened.</translation>
    </message>
    <message>
        <location filename="../../ui/players/playerspanel.cpp" line="199"/>
        <source>Speler %1 bewerken</source>
        <translation>Edit player %1</translation>
    </message>
    <message>
        <location filename="../../ui/players/playerspanel.cpp" line="202"/>
        <location filename="../../ui/players/playerspanel.cpp" line="226"/>
        <location filename="../../ui/players/playerspanel.cpp" line="298"/>
        <source>Er is geen toernooi open.</source>
        <translation>No tournament is open.</translation>
    </message>
    <message>
        <location filename="../../ui/players/playerspanel.cpp" line="247"/>
        <source>Spelers van vorig jaar</source>
        <translation>Players from last year</translation>
    </message>
    <message>
        <location filename="../../ui/players/playerspanel.cpp" line="248"/>
        <source>Toernooibestanden (*.bonaken);;Alle bestanden (*)</source>
        <translation>Tournament files (*.bonaken);;All files (*)</translation>
    </message>
    <message>
        <location filename="../../ui/players/playerspanel.cpp" line="265"/>
        <location filename="../../ui/players/playerspanel.cpp" line="271"/>
        <source>Terugtrekken</source>
        <translation>Withdraw</translation>
    </message>
    <message>
        <location filename="../../ui/players/playerspanel.cpp" line="266"/>
        <source>%1 trekt zich terug vanaf ronde:</source>
        <translation>%1 withdraws from round:</translation>
    </message>
    <message>
        <location filename="../../ui/players/playerspanel.cpp" line="272"/>
        <source>Annuleren</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../../ui/players/playerspanel.cpp" line="287"/>
        <source>Laat instromen</source>
        <translation>Late entry</translation>
    </message>
</context>
<context>
    <name>nkb::ui::PointsEntryWidget</name>
    <message>
        <location filename="../../ui/results/pointsentrywidget.cpp" line="20"/>
        <source>Punten opslaan</source>
        <translation>Save points</translation>
    </message>
</context>
<context>
    <name>nkb::ui::ProjectorWindow</name>
    <message>
        <location filename="../../ui/standings/projectorwindow.cpp" line="71"/>
        <source>Klassement</source>
        <translation>Standings</translation>
    </message>
    <message>
        <location filename="../../ui/standings/projectorwindow.cpp" line="147"/>
        <source>Volg het toernooi op je telefoon:
%1</source>
        <translation>Follow the tournament on your phone:
%1</translation>
    </message>
    <message>
        <location filename="../../ui/standings/projectorwindow.cpp" line="161"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../../ui/standings/projectorwindow.cpp" line="161"/>
        <source>%1 — Finale</source>
        <translation>%1 — Final</translation>
    </message>
    <message>
        <location filename="../../ui/standings/projectorwindow.cpp" line="163"/>
        <source>Nederlands kampioen Bonaken: %1</source>
        <translation>Dutch Bonaken champion: %1</translation>
    </message>
    <message>
        <location filename="../../ui/standings/projectorwindow.cpp" line="176"/>
        <source>Loting om plaats %1 (zaad %2): %3 — naar de finale: %4</source>
        <translation>Lot for place %1 (seed %2): %3 — to the final: %4</translation>
    </message>
</context>
<context>
    <name>nkb::ui::PublishDialog</name>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="45"/>
        <source>Publiceren op de website</source>
        <translation>Publish on the website</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="49"/>
        <source>Het klassement, de indeling, elke speler en de finale als website, zonder tafelcodes, stations of logboek. Een speler met &quot;niet publiceren&quot; staat er met zijn initialen.</source>
        <translation>The standings, the seating, every player and the final as a website, without table codes, stations or log. A player marked &quot;do not publish&quot; appears by his initials.</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="54"/>
        <source>bijvoorbeeld ftp.bonaken.nl</source>
        <translation>for example ftp.bonaken.nl</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="57"/>
        <source>SFTP (SSH)</source>
        <translation>SFTP (SSH)</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="58"/>
        <source>FTPS (FTP met TLS)</source>
        <translation>FTPS (FTP with TLS)</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="59"/>
        <source>FTPS impliciet (poort 990)</source>
        <translation>FTPS implicit (port 990)</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="67"/>
        <source>bijvoorbeeld www/uitslagen</source>
        <translation>for example www/results</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="69"/>
        <source>leeg: inloggen met wachtwoord</source>
        <translation>empty: log in with a password</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="72"/>
        <source>alleen in het geheugen van dit programma</source>
        <translation>only in this program&apos;s memory</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="79"/>
        <source>Sleutel op&amp;halen…</source>
        <translation>Fetc&amp;h key…</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="82"/>
        <source>Alleen als ik erom vraag</source>
        <translation>Only when I ask</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="83"/>
        <source>Na elke ronde en na de finale</source>
        <translation>After every round and after the final</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="84"/>
        <source>Na elke wijziging (na %1 s rust)</source>
        <translation>After every change (after %1 s of quiet)</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="91"/>
        <source>Jaar &amp;toevoegen…</source>
        <translation>Add &amp;year…</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="92"/>
        <source>Jaar &amp;verwijderen</source>
        <translation>Remo&amp;ve year</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="94"/>
        <source>Toernooi van een eerder jaar</source>
        <translation>Tournament of an earlier year</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="95"/>
        <source>Toernooien (*.bonaken)</source>
        <translation>Tournaments (*.bonaken)</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="113"/>
        <source>&amp;Webserver:</source>
        <translation>&amp;Web server:</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="114"/>
        <source>P&amp;rotocol:</source>
        <translation>P&amp;rotocol:</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="115"/>
        <source>&amp;Poort:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="119"/>
        <source>Sleutel van de server:</source>
        <translation>Server&apos;s key:</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="120"/>
        <source>&amp;Gebruiker:</source>
        <translation>&amp;User:</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="121"/>
        <source>W&amp;achtwoord:</source>
        <translation>P&amp;assword:</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="122"/>
        <source>S&amp;leutelbestand:</source>
        <translation>&amp;Key file:</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="123"/>
        <source>&amp;Map op de server:</source>
        <translation>&amp;Folder on the server:</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="124"/>
        <source>Wann&amp;eer:</source>
        <translation>Wh&amp;en:</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="132"/>
        <source>Eerdere jaren:</source>
        <translation>Earlier years:</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="141"/>
        <source>&amp;Nu publiceren</source>
        <translation>Publish &amp;now</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="142"/>
        <source>In een map &amp;zetten…</source>
        <translation>Put in a fol&amp;der…</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="143"/>
        <source>&amp;Opslaan</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="152"/>
        <source>Opgeslagen.</source>
        <translation>Saved.</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="174"/>
        <source>Gepubliceerd: %1</source>
        <translation>Published: %1</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="181"/>
        <source>nog niet vastgelegd</source>
        <translation>not pinned yet</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="221"/>
        <source>Geef eerst de webserver.</source>
        <translation>Give the web server first.</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="224"/>
        <source>De sleutel van %1 wordt opgehaald…</source>
        <translation>Fetching the key of %1…</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="232"/>
        <source>Sleutel van de webserver</source>
        <translation>The web server&apos;s key</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="233"/>
        <source>De webserver %1 laat zich zien met de sleutel

%2

Vergelijk die met wat uw webhost opgeeft. Vertrouwt u deze server?</source>
        <translation>The web server %1 shows itself with the key

%2

Compare it with what your web host states. Do you trust this server?</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="236"/>
        <source>Daarna weigert het programma elke server met een andere sleutel op dit adres.</source>
        <translation>From then on the program refuses any server with another key at this address.</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="237"/>
        <source>&amp;Vertrouwen</source>
        <translation>&amp;Trust</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="240"/>
        <source>Niet vastgelegd.</source>
        <translation>Not pinned.</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="246"/>
        <source>Sleutel vastgelegd.</source>
        <translation>Key pinned.</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="257"/>
        <source>Publiceren…</source>
        <translation>Publishing…</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="263"/>
        <source>Map voor de website</source>
        <translation>Folder for the website</translation>
    </message>
    <message>
        <location filename="../../ui/publish/publishdialog.cpp" line="279"/>
        <source>De website staat in %1 (open %2 in een browser).</source>
        <translation>The website is in %1 (open %2 in a browser).</translation>
    </message>
</context>
<context>
    <name>nkb::ui::ResultsPanel</name>
    <message>
        <location filename="../../ui/results/resultspanel.cpp" line="62"/>
        <source>&amp;Volgende tafel zonder uitslag</source>
        <translation>&amp;Next table without a result</translation>
    </message>
    <message>
        <location filename="../../ui/results/resultspanel.cpp" line="63"/>
        <source>&amp;Ronde</source>
        <translation>R&amp;ound</translation>
    </message>
    <message>
        <location filename="../../ui/results/resultspanel.cpp" line="64"/>
        <source>&amp;Tafel</source>
        <translation>Ta&amp;ble</translation>
    </message>
    <message>
        <location filename="../../ui/results/resultspanel.cpp" line="65"/>
        <source>&amp;Spel</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <location filename="../../ui/results/resultspanel.cpp" line="92"/>
        <source>Per gift</source>
        <translation>Deal by deal</translation>
    </message>
    <message>
        <location filename="../../ui/results/resultspanel.cpp" line="93"/>
        <source>Alleen punten (papieren uitslag)</source>
        <translation>Points only (paper result)</translation>
    </message>
    <message>
        <location filename="../../ui/results/resultsnavigation.cpp" line="80"/>
        <source>Ronde %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <location filename="../../ui/results/resultsnavigation.cpp" line="83"/>
        <source>Finale</source>
        <translation>Final</translation>
    </message>
    <message>
        <location filename="../../ui/results/resultsnavigation.cpp" line="111"/>
        <source>%1 · %2 — %3</source>
        <translation>%1 · %2 — %3</translation>
    </message>
    <message>
        <location filename="../../ui/results/resultsnavigation.cpp" line="113"/>
        <source>telefoon, %1</source>
        <translation>phone, %1</translation>
    </message>
    <message>
        <location filename="../../ui/results/resultsnavigation.cpp" line="215"/>
        <source>De tafels zonder uitslag worden aan tafel ingevoerd (telefoon): %1.</source>
        <translation>The tables without a result are entered at the table (phone): %1.</translation>
    </message>
    <message>
        <location filename="../../ui/results/resultsnavigation.cpp" line="110"/>
        <source>wacht op blad</source>
        <translation>waiting for the sheet</translation>
    </message>
    <message>
        <location filename="../../ui/results/resultsnavigation.cpp" line="152"/>
        <source> (klaar)</source>
        <translation> (done)</translation>
    </message>
    <message>
        <location filename="../../ui/results/resultsnavigation.cpp" line="152"/>
        <source> (bezig)</source>
        <translation> (in progress)</translation>
    </message>
    <message>
        <location filename="../../ui/results/resultsnavigation.cpp" line="152"/>
        <source> (eerste invoer)</source>
        <translation> (first entry)</translation>
    </message>
    <message>
        <location filename="../../ui/results/resultspanel.cpp" line="221"/>
        <source>Wacht op de server: wat hier getypt is, is in dit programma bewaard en wordt opgeslagen zodra de server weer antwoordt.</source>
        <translation>Waiting for the server: what was typed here is kept in this program and is stored as soon as the server answers again.</translation>
    </message>
    <message>
        <location filename="../../ui/results/resultspanel.cpp" line="228"/>
        <source>De finale begint als alle ronden gespeeld zijn: %1.</source>
        <translation>The final begins once all rounds have been played: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/results/resultspanel.cpp" line="229"/>
        <source>Kies een gelote ronde en een tafel.</source>
        <translation>Choose a drawn round and a table.</translation>
    </message>
    <message>
        <location filename="../../ui/results/resultspanel.cpp" line="231"/>
        <source>Dit spel heeft een uitslag%1; opnieuw opslaan vervangt die (correctie, ongedaan te maken).</source>
        <translation>This game has a result%1; saving again replaces it (a correction, which can be undone).</translation>
    </message>
    <message>
        <location filename="../../ui/results/resultspanel.cpp" line="235"/>
        <source>Bezig: %1 opgeslagen%2. Telt mee zodra het afgelopen spel is opgeslagen (Enter).</source>
        <translation>In progress: %1 saved%2. Counts once the finished game has been saved (Enter).</translation>
    </message>
    <message>
        <location filename="../../ui/results/resultspanel.cpp" line="236"/>
        <source>1 gift</source>
        <translation>1 deal</translation>
    </message>
    <message>
        <location filename="../../ui/results/resultspanel.cpp" line="236"/>
        <source>%1 giften</source>
        <translation>%1 deals</translation>
    </message>
    <message>
        <location filename="../../ui/results/resultspanel.cpp" line="240"/>
        <source>Eerste invoer opgeslagen%1; wacht op de tweede invoer door een ander station. Opnieuw opslaan corrigeert de eerste invoer.</source>
        <translation>First entry stored%1; waiting for the second entry by another station. Storing again corrects the first entry.</translation>
    </message>
    <message>
        <location filename="../../ui/results/resultspanel.cpp" line="243"/>
        <source>Eerste invoer door een ander station%1: voer het spel van het scoreblad in als tweede invoer. Het telt mee als beide gelijk zijn.</source>
        <translation>First entry by another station%1: enter the game from the scoresheet as the second entry. It counts when both agree.</translation>
    </message>
    <message>
        <location filename="../../ui/results/resultspanel.cpp" line="335"/>
        <source>het afgelopen spel</source>
        <translation>the finished game</translation>
    </message>
    <message>
        <location filename="../../ui/results/resultspanel.cpp" line="352"/>
        <source>de uitslag</source>
        <translation>the result</translation>
    </message>
    <message>
        <location filename="../../ui/results/resultspanel.cpp" line="361"/>
        <source>Geen verbinding met de server: %1 is in dit programma bewaard en wordt opgeslagen zodra de server terug is.</source>
        <translation>No connection to the server: %1 is kept in this program and is stored as soon as the server is back.</translation>
    </message>
    <message>
        <location filename="../../ui/results/resultspanel.cpp" line="319"/>
        <source>Het spel is nog niet afgelopen; de giften tot nu toe zijn bewaard.</source>
        <translation>The game is not finished yet; the deals so far have been kept.</translation>
    </message>
    <message>
        <location filename="../../ui/results/resultspanel.cpp" line="334"/>
        <source>Het spel</source>
        <translation>The game</translation>
    </message>
    <message>
        <location filename="../../ui/results/resultsnavigation.cpp" line="216"/>
        <source>Alle gelote tafels hebben een uitslag.</source>
        <translation>All drawn tables have a result.</translation>
    </message>
    <message>
        <location filename="../../ui/results/resultspanel.cpp" line="372"/>
        <source>Wacht nog op de server (niet opgeslagen): %1.</source>
        <translation>Still waiting for the server (not stored): %1.</translation>
    </message>
    <message>
        <location filename="../../ui/results/resultspanel.cpp" line="376"/>
        <source>Aan tafel %1 (ronde %2, spel %3) staat een gift ingetypt die nog niet is geaccepteerd.</source>
        <translation>At table %1 (round %2, game %3) a deal has been typed in that has not been accepted yet.</translation>
    </message>
    <message>
        <location filename="../../ui/results/resultspanel.cpp" line="247"/>
        <source>Nog geen uitslag voor dit spel.</source>
        <translation>No result for this game yet.</translation>
    </message>
    <message>
        <location filename="../../ui/results/resultspanel.cpp" line="134"/>
        <location filename="../../ui/results/resultspanel.cpp" line="283"/>
        <location filename="../../ui/results/resultspanel.cpp" line="337"/>
        <location filename="../../ui/results/resultspanel.cpp" line="354"/>
        <source>Niet opgeslagen: %1</source>
        <translation>Not saved: %1</translation>
    </message>
    <message>
        <location filename="../../ui/results/resultspanel.cpp" line="214"/>
        <source>Wacht op de server: deze uitslag is in dit programma bewaard en wordt opgeslagen zodra de server weer antwoordt.</source>
        <translation>Waiting for the server: this result is kept in this program and is stored as soon as the server answers again.</translation>
    </message>
    <message>
        <location filename="../../ui/results/resultspanel.cpp" line="316"/>
        <location filename="../../ui/results/resultspanel.cpp" line="343"/>
        <source>Er is geen toernooi open.</source>
        <translation>No tournament is open.</translation>
    </message>
</context>
<context>
    <name>nkb::ui::ServerDialog</name>
    <message>
        <location filename="../../ui/stations/serverdialog.cpp" line="41"/>
        <source>nkbonaken-ca.crt van de server-laptop (USB-stick)</source>
        <translation>nkbonaken-ca.crt from the server laptop (USB stick)</translation>
    </message>
    <message>
        <location filename="../../ui/stations/serverdialog.cpp" line="44"/>
        <source>&amp;Kiezen…</source>
        <translation>&amp;Choose…</translation>
    </message>
    <message>
        <location filename="../../ui/stations/serverdialog.cpp" line="47"/>
        <source>Certificaat van de server kiezen</source>
        <translation>Choose the server&apos;s certificate</translation>
    </message>
    <message>
        <location filename="../../ui/stations/serverdialog.cpp" line="48"/>
        <source>Certificaat (*.crt *.pem)</source>
        <translation>Certificate (*.crt *.pem)</translation>
    </message>
    <message>
        <location filename="../../ui/stations/serverdialog.cpp" line="52"/>
        <source>Het wachtwoord wordt niet bewaard. De server-laptop toont na scripts/venue-server.sh wat hier moet staan. Met het certificaat controleert dit station dat het met de echte server praat.</source>
        <translation>The password is not kept. After scripts/venue-server.sh the server laptop shows what goes here. With the certificate this station checks that it talks to the real server.</translation>
    </message>
    <message>
        <location filename="../../ui/stations/serverdialog.cpp" line="58"/>
        <source>&amp;Server (naam of adres)</source>
        <translation>&amp;Server (name or address)</translation>
    </message>
    <message>
        <location filename="../../ui/stations/serverdialog.cpp" line="59"/>
        <source>&amp;Poort</source>
        <translation>&amp;Port</translation>
    </message>
    <message>
        <location filename="../../ui/stations/serverdialog.cpp" line="60"/>
        <source>&amp;Database</source>
        <translation>&amp;Database</translation>
    </message>
    <message>
        <location filename="../../ui/stations/serverdialog.cpp" line="61"/>
        <source>&amp;Gebruiker</source>
        <translation>&amp;User</translation>
    </message>
    <message>
        <location filename="../../ui/stations/serverdialog.cpp" line="62"/>
        <source>&amp;Wachtwoord</source>
        <translation>Pass&amp;word</translation>
    </message>
    <message>
        <location filename="../../ui/stations/serverdialog.cpp" line="63"/>
        <source>&amp;Naam van dit station</source>
        <translation>&amp;Name of this station</translation>
    </message>
    <message>
        <location filename="../../ui/stations/serverdialog.cpp" line="64"/>
        <source>&amp;Certificaat (CA)</source>
        <translation>&amp;Certificate (CA)</translation>
    </message>
    <message>
        <location filename="../../ui/stations/serverdialog.cpp" line="65"/>
        <source>Alleen &amp;bekijken (projector of scherm in de zaal: hier kan niets veranderd worden)</source>
        <translation>View &amp;only (projector or screen in the hall: nothing can be changed here)</translation>
    </message>
    <message>
        <location filename="../../ui/stations/serverdialog.cpp" line="77"/>
        <source>Annuleren</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>nkb::ui::SitePublisher</name>
    <message>
        <location filename="../../ui/publish/sitepublisher.cpp" line="90"/>
        <source>Website: niet gepubliceerd, de inhoud van het toernooi klopt niet</source>
        <translation>Website: not published, the tournament&apos;s contents are not right</translation>
    </message>
    <message>
        <location filename="../../ui/publish/sitepublisher.cpp" line="91"/>
        <source>Niet gepubliceerd: de inhoud van dit toernooi klopt niet. %1</source>
        <translation>Not published: the contents of this tournament are not right. %1</translation>
    </message>
    <message>
        <location filename="../../ui/publish/sitepublisher.cpp" line="96"/>
        <source>Website: nog niet ingesteld (Bestand → Publiceren…)</source>
        <translation>Website: not set up yet (File → Publish…)</translation>
    </message>
    <message>
        <location filename="../../ui/publish/sitepublisher.cpp" line="105"/>
        <source>Website: wacht op het wachtwoord (Bestand → Publiceren…)</source>
        <translation>Website: waiting for the password (File → Publish…)</translation>
    </message>
    <message>
        <location filename="../../ui/publish/sitepublisher.cpp" line="106"/>
        <source>Het wachtwoord voor de webserver is nog niet gegeven.</source>
        <translation>The password for the web server has not been given yet.</translation>
    </message>
    <message>
        <location filename="../../ui/publish/sitepublisher.cpp" line="110"/>
        <source>Website: publiceren…</source>
        <translation>Website: publishing…</translation>
    </message>
    <message>
        <location filename="../../ui/publish/sitepublisher.cpp" line="153"/>
        <source>Website: bijgewerkt om %1</source>
        <translation>Website: updated at %1</translation>
    </message>
    <message>
        <location filename="../../ui/publish/sitepublisher.cpp" line="169"/>
        <source>Website: geen verbinding (%1); opnieuw om %2, met de nieuwste stand</source>
        <translation>Website: no connection (%1); trying again at %2 with the newest state</translation>
    </message>
    <message>
        <location filename="../../ui/publish/sitepublisher.cpp" line="172"/>
        <source>Website: niet gepubliceerd (Bestand → Publiceren…)</source>
        <translation>Website: not published (File → Publish…)</translation>
    </message>
</context>
<context>
    <name>nkb::ui::StandingsModel</name>
    <message>
        <location filename="../../ui/standings/standingsmodel.cpp" line="117"/>
        <source>Gelijk over de finalegrens: een loting beslist (regel 60).</source>
        <translation>Level across the final cut: a lot decides (rule 60).</translation>
    </message>
    <message>
        <location filename="../../ui/standings/standingsmodel.cpp" line="118"/>
        <source>Nu gelijk over de finalegrens; na de laatste ronde beslist zo nodig een loting.</source>
        <translation>Currently level across the final cut; after the last round a draw by lot decides if needed.</translation>
    </message>
    <message>
        <location filename="../../ui/standings/standingsmodel.cpp" line="120"/>
        <source>Nu op een finaleplaats; vast na de laatste ronde (regel 61).</source>
        <translation>Currently in a final place; fixed after the last round (rule 61).</translation>
    </message>
    <message>
        <location filename="../../ui/standings/standingsmodel.cpp" line="122"/>
        <source>Gelijk over de finalegrens; de loting gaf een finaleplaats (regel 60).</source>
        <translation>Level across the final cut; the lot gave a place in the final (rule 60).</translation>
    </message>
    <message>
        <location filename="../../ui/standings/standingsmodel.cpp" line="123"/>
        <source>Gelijk over de finalegrens; de loting gaf geen finaleplaats (regel 60).</source>
        <translation>Level across the final cut; the lot gave no place in the final (rule 60).</translation>
    </message>
    <message>
        <location filename="../../ui/standings/standingsmodel.cpp" line="141"/>
        <source>loting</source>
        <translation>lot</translation>
    </message>
    <message>
        <location filename="../../ui/standings/standingsmodel.cpp" line="141"/>
        <source>nu gelijk</source>
        <translation>level now</translation>
    </message>
    <message>
        <location filename="../../ui/standings/standingsmodel.cpp" line="143"/>
        <source>finale (loting)</source>
        <translation>final (lot)</translation>
    </message>
    <message>
        <location filename="../../ui/standings/standingsmodel.cpp" line="143"/>
        <source>geen finale (loting)</source>
        <translation>no final (lot)</translation>
    </message>
    <message>
        <location filename="../../ui/standings/standingsmodel.cpp" line="147"/>
        <source>finale</source>
        <translation>final</translation>
    </message>
    <message>
        <location filename="../../ui/standings/standingsmodel.cpp" line="147"/>
        <source>nu finale</source>
        <translation>final now</translation>
    </message>
    <message>
        <location filename="../../ui/standings/standingsmodel.cpp" line="20"/>
        <source>Plaats</source>
        <translation>Rank</translation>
    </message>
    <message>
        <location filename="../../ui/standings/standingsmodel.cpp" line="21"/>
        <source>Nr</source>
        <translation>No</translation>
    </message>
    <message>
        <location filename="../../ui/standings/standingsmodel.cpp" line="22"/>
        <source>Naam</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../ui/standings/standingsmodel.cpp" line="23"/>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <location filename="../../ui/standings/standingsmodel.cpp" line="24"/>
        <source>Punten</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../ui/standings/standingsmodel.cpp" line="25"/>
        <source>10</source>
        <translation>10</translation>
    </message>
    <message>
        <location filename="../../ui/standings/standingsmodel.cpp" line="26"/>
        <source>8</source>
        <translation>8</translation>
    </message>
    <message>
        <location filename="../../ui/standings/standingsmodel.cpp" line="27"/>
        <source>4</source>
        <translation>4</translation>
    </message>
    <message>
        <location filename="../../ui/standings/standingsmodel.cpp" line="28"/>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <location filename="../../ui/standings/standingsmodel.cpp" line="29"/>
        <source>Spellen</source>
        <translation>Games</translation>
    </message>
    <message>
        <location filename="../../ui/standings/standingsmodel.cpp" line="65"/>
        <source>teruggetrokken vanaf ronde %1</source>
        <translation>withdrawn from round %1</translation>
    </message>
    <message>
        <location filename="../../ui/standings/standingsmodel.cpp" line="67"/>
        <source>vanaf ronde %1</source>
        <translation>from round %1</translation>
    </message>
    <message>
        <location filename="../../ui/standings/standingsmodel.cpp" line="129"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../ui/standings/standingsmodel.cpp" line="145"/>
        <source>kampioen</source>
        <translation>champion</translation>
    </message>
    <message>
        <location filename="../../ui/standings/standingsmodel.cpp" line="160"/>
        <source>Finale</source>
        <translation>Final</translation>
    </message>
</context>
<context>
    <name>nkb::ui::StandingsPanel</name>
    <message>
        <location filename="../../ui/standings/standingspanel.cpp" line="32"/>
        <source>&amp;Projector</source>
        <translation>&amp;Projector</translation>
    </message>
    <message>
        <location filename="../../ui/standings/standingspanel.cpp" line="33"/>
        <source>&amp;Afdrukken</source>
        <translation>&amp;Print</translation>
    </message>
    <message>
        <location filename="../../ui/standings/standingspanel.cpp" line="35"/>
        <source>Klassement afdrukken…</source>
        <translation>Print standings…</translation>
    </message>
    <message>
        <location filename="../../ui/standings/standingspanel.cpp" line="37"/>
        <source>Klassement</source>
        <translation>Standings</translation>
    </message>
    <message>
        <location filename="../../ui/standings/standingspanel.cpp" line="39"/>
        <source>Klassement als PDF…</source>
        <translation>Standings as PDF…</translation>
    </message>
    <message>
        <location filename="../../ui/standings/standingspanel.cpp" line="41"/>
        <source>klassement.pdf</source>
        <translation>standings.pdf</translation>
    </message>
    <message>
        <location filename="../../ui/standings/standingspanel.cpp" line="44"/>
        <source>Categorie</source>
        <translation>Category</translation>
    </message>
    <message>
        <location filename="../../ui/standings/standingspanel.cpp" line="47"/>
        <source>Groen: finale · geel: gelijk over de grens, een loting beslist (regel 60)</source>
        <translation>Green: final · yellow: level across the cut, a lot decides (rule 60)</translation>
    </message>
    <message>
        <location filename="../../ui/standings/standingspanel.cpp" line="80"/>
        <source>Spelregels: %1</source>
        <translation>Rules: %1</translation>
    </message>
    <message>
        <location filename="../../ui/standings/standingspanel.cpp" line="88"/>
        <source>Iedereen</source>
        <translation>Everybody</translation>
    </message>
</context>
<context>
    <name>nkb::ui::TablesModel</name>
    <message>
        <location filename="../../ui/draw/tablesmodel.cpp" line="62"/>
        <source>%1 van %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <location filename="../../ui/draw/tablesmodel.cpp" line="72"/>
        <source>Tafel</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../ui/draw/tablesmodel.cpp" line="73"/>
        <source>Stoel A</source>
        <translation>Seat A</translation>
    </message>
    <message>
        <location filename="../../ui/draw/tablesmodel.cpp" line="74"/>
        <source>Stoel B</source>
        <translation>Seat B</translation>
    </message>
    <message>
        <location filename="../../ui/draw/tablesmodel.cpp" line="75"/>
        <source>Stoel C</source>
        <translation>Seat C</translation>
    </message>
    <message>
        <location filename="../../ui/draw/tablesmodel.cpp" line="76"/>
        <source>Stoel D</source>
        <translation>Seat D</translation>
    </message>
    <message>
        <location filename="../../ui/draw/tablesmodel.cpp" line="77"/>
        <source>Spellen</source>
        <translation>Games</translation>
    </message>
</context>
<context>
    <name>nkb::ui::TournamentDocument</name>
    <message>
        <location filename="../../ui/document/tournamentdocument.cpp" line="127"/>
        <source>De server antwoordt niet (al %1 seconden). Wat u intypt blijft staan; het programma wacht op het antwoord of probeert het opnieuw.</source>
        <translation>The server does not answer (for %1 seconds now). What you type is kept; the program waits for the answer or tries again.</translation>
    </message>
    <message>
        <location filename="../../ui/document/tournamentdocument.cpp" line="175"/>
        <source>de vorige wijziging is nog onderweg naar de server.</source>
        <translation>the previous change is still on its way to the server.</translation>
    </message>
    <message>
        <location filename="../../ui/document/tournamentdocument.cpp" line="211"/>
        <source>Dit was al opgeslagen: een eerdere poging kwam aan, alleen het antwoord van de server ging verloren. Niets is twee keer opgeslagen.</source>
        <translation>This was stored already: an earlier attempt arrived, only the server&apos;s answer was lost. Nothing was stored twice.</translation>
    </message>
    <message>
        <location filename="../../ui/document/tournamentdocument.cpp" line="213"/>
        <source>Gedaan: %1</source>
        <translation>Done: %1</translation>
    </message>
    <message>
        <location filename="../../ui/stations/otherstation.cpp" line="69"/>
        <source>de eerste invoer wacht nog op een beslissing.</source>
        <translation>the first entry still waits for a decision.</translation>
    </message>
</context>
<context>
    <name>nkb::ui::WebDialog</name>
    <message>
        <location filename="../../ui/web/webdialog.cpp" line="32"/>
        <source>Webpagina&apos;s voor spelers</source>
        <translation>Web pages for players</translation>
    </message>
    <message>
        <location filename="../../ui/web/webdialog.cpp" line="34"/>
        <source>Elke speler volgt het toernooi op zijn eigen telefoon: waar zit ik, het klassement, de indeling, zijn eigen spellen en de finale, bijgewerkt binnen enkele seconden. Alleen lezen, zonder inloggen; de telefoons moeten op hetzelfde netwerk zitten als deze computer.</source>
        <translation>Every player follows the tournament on their own phone: where am I seated, the standings, the seating, their own games and the final, brought up to date within seconds. Read-only, without a login; the phones must be on the same network as this computer.</translation>
    </message>
    <message>
        <location filename="../../ui/web/webdialog.cpp" line="44"/>
        <source>Alle netwerken van deze computer</source>
        <translation>All networks of this computer</translation>
    </message>
    <message>
        <location filename="../../ui/web/webdialog.cpp" line="47"/>
        <source>%1 (alleen deze computer)</source>
        <translation>%1 (this computer only)</translation>
    </message>
    <message>
        <location filename="../../ui/web/webdialog.cpp" line="53"/>
        <source>&amp;Netwerk:</source>
        <translation>&amp;Network:</translation>
    </message>
    <message>
        <location filename="../../ui/web/webdialog.cpp" line="57"/>
        <source>&amp;Poort:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <location filename="../../ui/web/webdialog.cpp" line="66"/>
        <source>&amp;Starten</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <location filename="../../ui/web/webdialog.cpp" line="67"/>
        <source>S&amp;toppen</source>
        <translation>S&amp;top</translation>
    </message>
    <message>
        <location filename="../../ui/web/webdialog.cpp" line="86"/>
        <source>Geweigerde verzoeken: %1 (laatste: %2 van %3).</source>
        <translation>Refused requests: %1 (last: %2 from %3).</translation>
    </message>
    <message>
        <location filename="../../ui/web/webdialog.cpp" line="91"/>
        <source>tafel %1 (%2×)</source>
        <translation>table %1 (%2×)</translation>
    </message>
    <message>
        <location filename="../../ui/web/webdialog.cpp" line="93"/>
        <source>Zonder geldige tafelcode geprobeerd: %1.</source>
        <translation>Tried without a valid table code: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/web/webdialog.cpp" line="97"/>
        <source>Het toernooi is nu niet te lezen; de pagina&apos;s tonen de laatste stand.</source>
        <translation>The tournament cannot be read now; the pages show the last state.</translation>
    </message>
    <message>
        <location filename="../../ui/web/webdialog.cpp" line="105"/>
        <source>Open eerst een toernooi.</source>
        <translation>Open a tournament first.</translation>
    </message>
    <message>
        <location filename="../../ui/web/webdialog.cpp" line="149"/>
        <source>De pagina&apos;s staan aan. Spelers openen:
%1</source>
        <translation>The pages are on. Players open:
%1</translation>
    </message>
    <message>
        <location filename="../../ui/web/webdialog.cpp" line="150"/>
        <source>De pagina&apos;s staan uit.</source>
        <translation>The pages are off.</translation>
    </message>
    <message>
        <location filename="../../ui/web/webdialog.cpp" line="59"/>
        <source>Invoer aan &amp;tafel: de telefoon van elke tafel voert de giften in (QR-code op het wedstrijdformulier)</source>
        <translation>Entry at the &amp;table: each table&apos;s phone enters the gifts (QR code on the scoresheet)</translation>
    </message>
    <message>
        <location filename="../../ui/web/webdialog.cpp" line="152"/>
        <source>Invoer aan tafel staat aan: druk de wedstrijdformulieren nu af, met de QR-code van elke tafel.</source>
        <translation>Entry at the table is on: print the scoresheets now, with each table&apos;s QR code.</translation>
    </message>
</context>
<context>
    <name>nkb::ui::WelcomePage</name>
    <message>
        <location filename="../../ui/window/welcomepage.cpp" line="23"/>
        <source>NK Bonaken</source>
        <translation>NK Bonaken</translation>
    </message>
    <message>
        <location filename="../../ui/window/welcomepage.cpp" line="30"/>
        <source>Alles wordt bewaard op het moment dat het is ingevoerd; opslaan is niet nodig.</source>
        <translation>Everything is kept the moment it is entered; there is nothing to save.</translation>
    </message>
    <message>
        <location filename="../../ui/window/welcomepage.cpp" line="32"/>
        <source>Het programma is de vorige keer niet normaal afgesloten.</source>
        <translation>The program did not close normally last time.</translation>
    </message>
    <message>
        <location filename="../../ui/window/welcomepage.cpp" line="41"/>
        <source>&amp;Nieuw toernooi…</source>
        <translation>&amp;New tournament…</translation>
    </message>
    <message>
        <location filename="../../ui/window/welcomepage.cpp" line="42"/>
        <source>Toernooi &amp;openen…</source>
        <translation>&amp;Open tournament…</translation>
    </message>
    <message>
        <location filename="../../ui/window/welcomepage.cpp" line="52"/>
        <source>Recente bestanden (dubbelklik om te openen):</source>
        <translation>Recent files (double-click to open):</translation>
    </message>
    <message>
        <location filename="../../ui/window/welcomepage.cpp" line="75"/>
        <source>Ver&amp;der met %1</source>
        <translation>&amp;Continue with %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/welcomepage.cpp" line="85"/>
        <source>Opnieuw &amp;verbinden met %1 (%2)</source>
        <translation>Connect &amp;again to %1 (%2)</translation>
    </message>
</context>
</TS>
