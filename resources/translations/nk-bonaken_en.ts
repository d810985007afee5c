<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="nl">
<context>
    <name>Commands</name>
    <message>
        <location filename="../../ui/addplayercommand.cpp" line="9"/>
        <source>Speler %1 toevoegen</source>
        <translation>Add player %1</translation>
    </message>
    <message>
        <location filename="../../ui/drawroundcommand.cpp" line="8"/>
        <source>Ronde %1 loten</source>
        <translation>Draw round %1</translation>
    </message>
    <message>
        <location filename="../../ui/enterpointscommand.cpp" line="13"/>
        <source>Uitslag finale, spel %1</source>
        <translation>Result of the final, game %1</translation>
    </message>
    <message>
        <location filename="../../ui/enterpointscommand.cpp" line="14"/>
        <source>Uitslag ronde %1, tafel %2, spel %3</source>
        <translation>Result round %1, table %2, game %3</translation>
    </message>
    <message>
        <location filename="../../ui/finallotcommand.cpp" line="8"/>
        <source>Loting om de finaleplaatsen</source>
        <translation>Lot for the final places</translation>
    </message>
    <message>
        <location filename="../../ui/importplayerscommand.cpp" line="8"/>
        <source>Spelers importeren</source>
        <translation>Import players</translation>
    </message>
    <message>
        <location filename="../../ui/lateentrycommand.cpp" line="9"/>
        <source>%1 laat instromen vanaf ronde %2</source>
        <translation>%1 joins late from round %2</translation>
    </message>
    <message>
        <location filename="../../ui/withdrawplayercommand.cpp" line="9"/>
        <source>%1 terugtrekken vanaf ronde %2</source>
        <translation>Withdraw %1 from round %2</translation>
    </message>
</context>
<context>
    <name>DaySummary</name>
    <message numerus="yes">
        <location filename="../../ui/daysummary.cpp" line="45"/>
        <source>%1: %n speler(s), nog geen ronde geloot</source>
        <translation>
            <numerusform>%1: %n player, no round drawn yet</numerusform>
            <numerusform>%1: %n players, no round drawn yet</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/daysummary.cpp" line="48"/>
        <source>Finale: %1 van %2 tafels compleet</source>
        <translation>Final: %1 of %2 tables complete</translation>
    </message>
    <message>
        <location filename="../../ui/daysummary.cpp" line="49"/>
        <source>Ronde %1: %2 van %3 tafels compleet</source>
        <translation>Round %1: %2 of %3 tables complete</translation>
    </message>
</context>
<context>
    <name>DrawPanel</name>
    <message>
        <location filename="../../ui/drawpanel.cpp" line="33"/>
        <source>Ronde %1 geloot met zaad %2.</source>
        <translation>Round %1 drawn with seed %2.</translation>
    </message>
    <message>
        <location filename="../../ui/drawpanel.cpp" line="35"/>
        <source>Niemand treft een eerdere tegenstander opnieuw.</source>
        <translation>Nobody meets an earlier opponent again.</translation>
    </message>
    <message>
        <location filename="../../ui/drawpanel.cpp" line="40"/>
        <source>Opnieuw tegen elkaar: %1</source>
        <translation>Meeting again: %1</translation>
    </message>
    <message>
        <location filename="../../ui/drawpanel.cpp" line="42"/>
        <source>Herhalingen in het hele schema: %1 (bekend minimum %2).</source>
        <translation>Repeats in the whole schedule: %1 (known minimum %2).</translation>
    </message>
    <message>
        <location filename="../../ui/drawpanel.cpp" line="46"/>
        <source>Aan een tafel van drie: %1</source>
        <translation>At a table of three: %1</translation>
    </message>
</context>
<context>
    <name>GiftListModel</name>
    <message>
        <location filename="../../ui/giftlistmodel.cpp" line="12"/>
        <source>verzaking</source>
        <translation>revoke</translation>
    </message>
    <message>
        <location filename="../../ui/giftlistmodel.cpp" line="13"/>
        <source>vals roemen</source>
        <translation>false roem</translation>
    </message>
    <message>
        <location filename="../../ui/giftlistmodel.cpp" line="14"/>
        <source>verkeerd aantal kaarten</source>
        <translation>wrong number of cards</translation>
    </message>
    <message>
        <location filename="../../ui/giftlistmodel.cpp" line="15"/>
        <source>voor de beurt</source>
        <translation>out of turn</translation>
    </message>
    <message>
        <location filename="../../ui/giftlistmodel.cpp" line="16"/>
        <source>kaarten verraden</source>
        <translation>cards revealed</translation>
    </message>
    <message>
        <location filename="../../ui/giftlistmodel.cpp" line="17"/>
        <source>misère zonder troef</source>
        <translation>misère without trump</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <location filename="../../ui/printing.cpp" line="32"/>
        <source>Scoreformulieren</source>
        <translation>Scoresheets</translation>
    </message>
    <message>
        <location filename="../../ui/printing.cpp" line="33"/>
        <source>Tafelkaarten</source>
        <translation>Table cards</translation>
    </message>
    <message>
        <location filename="../../ui/printing.cpp" line="34"/>
        <source>Indelingslijsten</source>
        <translation>Seating lists</translation>
    </message>
    <message>
        <location filename="../../ui/printing.cpp" line="59"/>
        <source>Kan %1 niet schrijven.</source>
        <translation>Cannot write %1.</translation>
    </message>
    <message>
        <location filename="../../ui/printing.cpp" line="65"/>
        <source>PDF opslaan</source>
        <translation>Save PDF</translation>
    </message>
    <message>
        <location filename="../../ui/printing.cpp" line="67"/>
        <source>PDF-bestanden (*.pdf)</source>
        <translation>PDF files (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ui/printing.cpp" line="74"/>
        <source>Opgeslagen: %1</source>
        <translation>Saved: %1</translation>
    </message>
</context>
<context>
    <name>SeatSwap</name>
    <message>
        <location filename="../../ui/seatswap.cpp" line="57"/>
        <source>%1 treft %2 opnieuw (ook in ronde %3)</source>
        <translation>%1 meets %2 again (also in round %3)</translation>
    </message>
</context>
<context>
    <name>TournamentDocument</name>
    <message>
        <location filename="../../ui/tournamentdocument.cpp" line="33"/>
        <source>Dit bestand bevat geen toernooi.</source>
        <translation>This file holds no tournament.</translation>
    </message>
    <message>
        <location filename="../../ui/tournamentdocument.cpp" line="43"/>
        <location filename="../../ui/tournamentdocument.cpp" line="100"/>
        <source>Het bestand %1 bestaat al.</source>
        <translation>The file %1 already exists.</translation>
    </message>
</context>
<context>
    <name>nkb::ui::CsvImportDialog</name>
    <message>
        <location filename="../../ui/csvimportdialog.cpp" line="23"/>
        <source>Spelers importeren</source>
        <translation>Import players</translation>
    </message>
    <message>
        <location filename="../../ui/csvimportdialog.cpp" line="26"/>
        <source>Bestand: %1</source>
        <translation>File: %1</translation>
    </message>
    <message>
        <location filename="../../ui/csvimportdialog.cpp" line="28"/>
        <location filename="../../ui/csvimportdialog.cpp" line="58"/>
        <location filename="../../ui/csvimportdialog.cpp" line="94"/>
        <source>Rij</source>
        <translation>Row</translation>
    </message>
    <message>
        <location filename="../../ui/csvimportdialog.cpp" line="28"/>
        <location filename="../../ui/csvimportdialog.cpp" line="58"/>
        <source>Naam</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../ui/csvimportdialog.cpp" line="28"/>
        <location filename="../../ui/csvimportdialog.cpp" line="58"/>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <location filename="../../ui/csvimportdialog.cpp" line="28"/>
        <location filename="../../ui/csvimportdialog.cpp" line="58"/>
        <source>Categorieën</source>
        <translation>Categories</translation>
    </message>
    <message>
        <location filename="../../ui/csvimportdialog.cpp" line="37"/>
        <source>Annuleren</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../../ui/csvimportdialog.cpp" line="38"/>
        <source>Importeren</source>
        <translation>Import</translation>
    </message>
    <message>
        <location filename="../../ui/csvimportdialog.cpp" line="50"/>
        <source>Kan %1 niet lezen: %2</source>
        <translation>Cannot read %1: %2</translation>
    </message>
    <message>
        <location filename="../../ui/csvimportdialog.cpp" line="65"/>
        <source>Niet te importeren: %1</source>
        <translation>Cannot be imported: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/csvimportdialog.cpp" line="78"/>
        <source>%n speler(s) gelezen.</source>
        <translation>
            <numerusform>%n player read.</numerusform>
            <numerusform>%n players read.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/csvimportdialog.cpp" line="126"/>
        <source>Niet geïmporteerd: %1</source>
        <translation>Not imported: %1</translation>
    </message>
</context>
<context>
    <name>nkb::ui::DrawPanel</name>
    <message>
        <location filename="../../ui/drawpanel.cpp" line="57"/>
        <source>Ronde </source>
        <translation>Round </translation>
    </message>
    <message>
        <location filename="../../ui/drawpanel.cpp" line="60"/>
        <source>zaad (leeg: nieuw lot)</source>
        <translation>seed (empty: a new lot)</translation>
    </message>
    <message>
        <location filename="../../ui/drawpanel.cpp" line="63"/>
        <source>Ronde &amp;loten</source>
        <translation>&amp;Draw round</translation>
    </message>
    <message>
        <location filename="../../ui/drawpanel.cpp" line="68"/>
        <source>Twee spelers &amp;wisselen</source>
        <translation>S&amp;wap two players</translation>
    </message>
    <message>
        <location filename="../../ui/drawpanel.cpp" line="69"/>
        <source>Kies twee spelers in de tabel (Ctrl+klik) en wissel hun plaatsen.</source>
        <translation>Choose two players in the table (Ctrl+click) and swap their seats.</translation>
    </message>
    <message>
        <location filename="../../ui/drawpanel.cpp" line="71"/>
        <source>&amp;Afdrukken</source>
        <translation>&amp;Print</translation>
    </message>
    <message>
        <location filename="../../ui/drawpanel.cpp" line="74"/>
        <source>%1 afdrukken…</source>
        <translation>Print %1…</translation>
    </message>
    <message>
        <location filename="../../ui/drawpanel.cpp" line="77"/>
        <source>%1, ronde %2</source>
        <translation>%1, round %2</translation>
    </message>
    <message>
        <location filename="../../ui/drawpanel.cpp" line="79"/>
        <source>%1 als PDF…</source>
        <translation>%1 as PDF…</translation>
    </message>
    <message>
        <location filename="../../ui/drawpanel.cpp" line="82"/>
        <source>%1-ronde-%2.pdf</source>
        <translation>%1-round-%2.pdf</translation>
    </message>
    <message>
        <location filename="../../ui/drawpanel.cpp" line="109"/>
        <source>Kies precies twee spelers in de tabel (Ctrl+klik).</source>
        <translation>Choose exactly two players in the table (Ctrl+click).</translation>
    </message>
    <message>
        <location filename="../../ui/drawpanel.cpp" line="132"/>
        <location filename="../../ui/drawpanel.cpp" line="154"/>
        <source>Er is geen toernooi open.</source>
        <translation>No tournament is open.</translation>
    </message>
    <message>
        <location filename="../../ui/drawpanel.cpp" line="158"/>
        <location filename="../../ui/drawpanel.cpp" line="213"/>
        <source>Ronde %1 is nog niet geloot.</source>
        <translation>Round %1 has not been drawn yet.</translation>
    </message>
    <message>
        <location filename="../../ui/drawpanel.cpp" line="161"/>
        <source>Beide spelers moeten in ronde %1 aan een tafel zitten.</source>
        <translation>Both players must be seated in round %1.</translation>
    </message>
    <message>
        <location filename="../../ui/drawpanel.cpp" line="164"/>
        <source>Let op, na het wisselen: %1</source>
        <translation>Note, after the swap: %1</translation>
    </message>
    <message>
        <location filename="../../ui/drawpanel.cpp" line="167"/>
        <source>Spelers wisselen</source>
        <translation>Swap players</translation>
    </message>
    <message>
        <location filename="../../ui/drawpanel.cpp" line="168"/>
        <source>Dit geeft een herhaalde ontmoeting:
%1

Toch wisselen?</source>
        <translation>This makes a repeat meeting:
%1

Swap anyway?</translation>
    </message>
    <message>
        <location filename="../../ui/drawpanel.cpp" line="170"/>
        <source>Toch wisselen</source>
        <translation>Swap anyway</translation>
    </message>
    <message>
        <location filename="../../ui/drawpanel.cpp" line="171"/>
        <source>Niet wisselen</source>
        <translation>Do not swap</translation>
    </message>
    <message>
        <location filename="../../ui/drawpanel.cpp" line="179"/>
        <source>Ronde %1: %2 en %3 gewisseld</source>
        <translation>Round %1: %2 and %3 swapped</translation>
    </message>
    <message>
        <location filename="../../ui/drawpanel.cpp" line="210"/>
        <source>Deze ronde heeft uitslagen en kan niet opnieuw geloot worden.</source>
        <translation>This round has results and can no longer be redrawn.</translation>
    </message>
    <message>
        <location filename="../../ui/drawpanel.cpp" line="215"/>
        <source>Ronde %1: %2 tafels, zaad %3.</source>
        <translation>Round %1: %2 tables, seed %3.</translation>
    </message>
    <message>
        <location filename="../../ui/drawpanel.cpp" line="217"/>
        <source>Ronde %1: %2 tafels, met de hand ingedeeld.</source>
        <translation>Round %1: %2 tables, seated by hand.</translation>
    </message>
</context>
<context>
    <name>nkb::ui::FinalModel</name>
    <message>
        <location filename="../../ui/finalmodel.cpp" line="44"/>
        <source>Plaats</source>
        <translation>Rank</translation>
    </message>
    <message>
        <location filename="../../ui/finalmodel.cpp" line="45"/>
        <source>Naam</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../ui/finalmodel.cpp" line="46"/>
        <source>Punten</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../ui/finalmodel.cpp" line="47"/>
        <source>10</source>
        <translation>10</translation>
    </message>
    <message>
        <location filename="../../ui/finalmodel.cpp" line="48"/>
        <source>8</source>
        <translation>8</translation>
    </message>
    <message>
        <location filename="../../ui/finalmodel.cpp" line="49"/>
        <source>4</source>
        <translation>4</translation>
    </message>
    <message>
        <location filename="../../ui/finalmodel.cpp" line="50"/>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <location filename="../../ui/finalmodel.cpp" line="51"/>
        <source>Spellen</source>
        <translation>Games</translation>
    </message>
    <message>
        <location filename="../../ui/finalmodel.cpp" line="52"/>
        <source>Voorronde</source>
        <translation>Qualifying</translation>
    </message>
</context>
<context>
    <name>nkb::ui::FinalPanel</name>
    <message>
        <location filename="../../ui/finalpanel.cpp" line="46"/>
        <source>zaad (leeg: nieuw lot)</source>
        <translation>seed (empty: a new lot)</translation>
    </message>
    <message>
        <location filename="../../ui/finalpanel.cpp" line="49"/>
        <source>&amp;Loting om de finaleplaatsen</source>
        <translation>&amp;Lot for the final places</translation>
    </message>
    <message>
        <location filename="../../ui/finalpanel.cpp" line="53"/>
        <source>Spellen van de finale &amp;invoeren</source>
        <translation>&amp;Enter the final&apos;s games</translation>
    </message>
    <message>
        <location filename="../../ui/finalpanel.cpp" line="82"/>
        <source>Er is geen toernooi open.</source>
        <translation>No tournament is open.</translation>
    </message>
    <message>
        <location filename="../../ui/finalpanel.cpp" line="104"/>
        <source>Finalisten nog niet bekend: %1 zeker.</source>
        <translation>Finalists not yet known: %1 certain.</translation>
    </message>
    <message>
        <location filename="../../ui/finalpanel.cpp" line="106"/>
        <source>Finalisten: %1</source>
        <translation>Finalists: %1</translation>
    </message>
    <message>
        <location filename="../../ui/finalpanel.cpp" line="108"/>
        <source>Gelijk op plaats %1 over de grens (%2); de loting met zaad %3 gaf: %4.</source>
        <translation>Level at rank %1 across the cut (%2); the lot with seed %3 gave: %4.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/finalpanel.cpp" line="114"/>
        <source>Regel 60: %1 staan gelijk op plaats %2 en strijden om %n finaleplaats(en); een loting beslist.</source>
        <translation>
            <numerusform>Rule 60: %1 are level at rank %2 and compete for %n final place; a lot decides.</numerusform>
            <numerusform>Rule 60: %1 are level at rank %2 and compete for %n final places; a lot decides.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/finalpanel.cpp" line="119"/>
        <source>Geen gelijke stand over de finalegrens.</source>
        <translation>No tie across the final cut.</translation>
    </message>
    <message>
        <location filename="../../ui/finalpanel.cpp" line="130"/>
        <source>Nederlands kampioen Bonaken: %1</source>
        <translation>Dutch Bonaken champion: %1</translation>
    </message>
</context>
<context>
    <name>nkb::ui::GiftEntryWidget</name>
    <message>
        <location filename="../../ui/giftentrywidget.cpp" line="50"/>
        <source>Gever</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <location filename="../../ui/giftentrywidget.cpp" line="50"/>
        <source>Speler(s)</source>
        <translation>Speler(s)</translation>
    </message>
    <message>
        <location filename="../../ui/giftentrywidget.cpp" line="50"/>
        <source>Bod</source>
        <translation>Bid</translation>
    </message>
    <message>
        <location filename="../../ui/giftentrywidget.cpp" line="50"/>
        <source>Troef</source>
        <translation>Trump</translation>
    </message>
    <message>
        <location filename="../../ui/giftentrywidget.cpp" line="50"/>
        <source>Roem</source>
        <translation>Roem</translation>
    </message>
    <message>
        <location filename="../../ui/giftentrywidget.cpp" line="51"/>
        <source>Punten</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../ui/giftentrywidget.cpp" line="51"/>
        <source>Uitslag</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../../ui/giftentrywidget.cpp" line="51"/>
        <source>Onregelmatigheid</source>
        <translation>Irregularity</translation>
    </message>
    <message>
        <location filename="../../ui/giftentrywidget.cpp" line="51"/>
        <source>door</source>
        <translation>by</translation>
    </message>
    <message>
        <location filename="../../ui/giftentrywidget.cpp" line="51"/>
        <source>Slagen</source>
        <translation>Tricks</translation>
    </message>
    <message>
        <location filename="../../ui/giftentrywidget.cpp" line="57"/>
        <source>naam of stoel; misère: a, b</source>
        <translation>name or seat; misère: a, b</translation>
    </message>
    <message>
        <location filename="../../ui/giftentrywidget.cpp" line="59"/>
        <source>40, misere, bonaak</source>
        <translation>40, misere, bonaak</translation>
    </message>
    <message>
        <location filename="../../ui/giftentrywidget.cpp" line="62"/>
        <source>harten</source>
        <translation>hearts</translation>
    </message>
    <message>
        <location filename="../../ui/giftentrywidget.cpp" line="63"/>
        <source>schoppen</source>
        <translation>spades</translation>
    </message>
    <message>
        <location filename="../../ui/giftentrywidget.cpp" line="64"/>
        <source>klaveren</source>
        <translation>clubs</translation>
    </message>
    <message>
        <location filename="../../ui/giftentrywidget.cpp" line="65"/>
        <source>ruiten</source>
        <translation>diamonds</translation>
    </message>
    <message>
        <location filename="../../ui/giftentrywidget.cpp" line="66"/>
        <source>geen troef</source>
        <translation>no trump</translation>
    </message>
    <message>
        <location filename="../../ui/giftentrywidget.cpp" line="73"/>
        <source>per Speler: 0, 2</source>
        <translation>per Speler: 0, 2</translation>
    </message>
    <message>
        <location filename="../../ui/giftentrywidget.cpp" line="76"/>
        <source>gewonnen</source>
        <translation>won</translation>
    </message>
    <message>
        <location filename="../../ui/giftentrywidget.cpp" line="76"/>
        <source>verloren</source>
        <translation>lost</translation>
    </message>
    <message>
        <location filename="../../ui/giftentrywidget.cpp" line="83"/>
        <source>Iedereen paste: opnieuw geven</source>
        <translation>Everybody passed: redeal</translation>
    </message>
    <message>
        <location filename="../../ui/giftentrywidget.cpp" line="113"/>
        <source>Gift accepteren (Enter)</source>
        <translation>Accept gift (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/giftentrywidget.cpp" line="114"/>
        <source>Laatste gift terugnemen</source>
        <translation>Take back last gift</translation>
    </message>
    <message>
        <location filename="../../ui/giftentrywidget.cpp" line="115"/>
        <source>Spel opslaan</source>
        <translation>Save game</translation>
    </message>
    <message>
        <location filename="../../ui/giftentrywidget.cpp" line="220"/>
        <source>Het spel is afgelopen: Enter slaat het op.</source>
        <translation>The game is over: Enter saves it.</translation>
    </message>
    <message>
        <location filename="../../ui/giftentrywidget.cpp" line="222"/>
        <source>Typ de Speler(s) en het bod.</source>
        <translation>Type the Speler(s) and the bid.</translation>
    </message>
    <message>
        <location filename="../../ui/giftentrywidget.cpp" line="230"/>
        <source>Deze gift kan niet.</source>
        <translation>This gift is not possible.</translation>
    </message>
    <message>
        <location filename="../../ui/giftentrywidget.cpp" line="244"/>
        <source>Let op: %1 Enter accepteert.</source>
        <translation>Note: %1 Enter accepts.</translation>
    </message>
    <message>
        <location filename="../../ui/giftentrywidget.cpp" line="246"/>
        <source>De gift klopt: Enter accepteert.</source>
        <translation>The gift is valid: Enter accepts it.</translation>
    </message>
    <message>
        <location filename="../../ui/giftentrywidget.cpp" line="318"/>
        <source>, plaats %1</source>
        <translation>, place %1</translation>
    </message>
    <message>
        <location filename="../../ui/giftentrywidget.cpp" line="320"/>
        <source>, 1 punt</source>
        <translation>, 1 point</translation>
    </message>
    <message>
        <location filename="../../ui/giftentrywidget.cpp" line="320"/>
        <source>, %1 punten</source>
        <translation>, %1 points</translation>
    </message>
    <message>
        <location filename="../../ui/giftentrywidget.cpp" line="323"/>
        <source>Afgelopen. </source>
        <translation>Finished. </translation>
    </message>
    <message>
        <location filename="../../ui/giftentrywidget.cpp" line="323"/>
        <source>Stand: </source>
        <translation>Standing: </translation>
    </message>
</context>
<context>
    <name>nkb::ui::GiftListModel</name>
    <message>
        <location filename="../../ui/giftlistmodel.cpp" line="64"/>
        <source>opnieuw geven</source>
        <translation>redeal</translation>
    </message>
    <message>
        <location filename="../../ui/giftlistmodel.cpp" line="75"/>
        <source>gewonnen</source>
        <translation>won</translation>
    </message>
    <message>
        <location filename="../../ui/giftlistmodel.cpp" line="75"/>
        <source>verloren</source>
        <translation>lost</translation>
    </message>
    <message>
        <location filename="../../ui/giftlistmodel.cpp" line="81"/>
        <source>%1 door %2</source>
        <translation>%1 by %2</translation>
    </message>
    <message>
        <location filename="../../ui/giftlistmodel.cpp" line="98"/>
        <source>Gift</source>
        <translation>Gift</translation>
    </message>
    <message>
        <location filename="../../ui/giftlistmodel.cpp" line="99"/>
        <source>Gever</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <location filename="../../ui/giftlistmodel.cpp" line="100"/>
        <source>Speler(s)</source>
        <translation>Speler(s)</translation>
    </message>
    <message>
        <location filename="../../ui/giftlistmodel.cpp" line="101"/>
        <source>Bod</source>
        <translation>Bid</translation>
    </message>
    <message>
        <location filename="../../ui/giftlistmodel.cpp" line="102"/>
        <source>Troef</source>
        <translation>Trump</translation>
    </message>
    <message>
        <location filename="../../ui/giftlistmodel.cpp" line="103"/>
        <source>Roem</source>
        <translation>Roem</translation>
    </message>
    <message>
        <location filename="../../ui/giftlistmodel.cpp" line="104"/>
        <source>Punten</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../ui/giftlistmodel.cpp" line="105"/>
        <source>Uitslag</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../../ui/giftlistmodel.cpp" line="106"/>
        <source>Onregelmatigheid</source>
        <translation>Irregularity</translation>
    </message>
</context>
<context>
    <name>nkb::ui::MainWindow</name>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="32"/>
        <location filename="../../ui/mainwindow.cpp" line="116"/>
        <location filename="../../ui/mainwindow.cpp" line="198"/>
        <source>NK Bonaken</source>
        <translation>NK Bonaken</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="39"/>
        <source>&amp;Deelnemers</source>
        <translation>&amp;Players</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="40"/>
        <source>&amp;Indeling</source>
        <translation>&amp;Seating</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="41"/>
        <source>&amp;Uitslagen</source>
        <translation>&amp;Results</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="42"/>
        <source>&amp;Klassement</source>
        <translation>S&amp;tandings</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="43"/>
        <source>&amp;Finale</source>
        <translation>&amp;Final</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="72"/>
        <source>&amp;Bestand</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="73"/>
        <source>&amp;Nieuw toernooi…</source>
        <translation>&amp;New tournament…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="75"/>
        <source>&amp;Openen…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="77"/>
        <source>&amp;Recente bestanden</source>
        <translation>&amp;Recent files</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="79"/>
        <source>Opslaan als &amp;kopie…</source>
        <translation>Save a &amp;copy…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="81"/>
        <source>&amp;Afsluiten</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="84"/>
        <source>B&amp;ewerken</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="87"/>
        <source>Ongedaan maken</source>
        <translation>Undo</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="89"/>
        <source>Opnieuw</source>
        <translation>Redo</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="94"/>
        <source>Bee&amp;ld</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="95"/>
        <source>&amp;Projector (klassement op volledig scherm)</source>
        <translation>&amp;Projector (standings full screen)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="114"/>
        <source>%1 — NK Bonaken</source>
        <translation>%1 — NK Bonaken</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="129"/>
        <source>Kan %1 niet openen: %2</source>
        <translation>Cannot open %1: %2</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="155"/>
        <source>Toernooi openen</source>
        <translation>Open tournament</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="156"/>
        <source>Toernooien (*.bonaken);;Alle bestanden (*)</source>
        <translation>Tournaments (*.bonaken);;All files (*)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="165"/>
        <source>Opslaan als kopie</source>
        <translation>Save a copy</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="166"/>
        <source>Toernooien (*.bonaken)</source>
        <translation>Tournaments (*.bonaken)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="173"/>
        <source>Kopie opgeslagen: %1</source>
        <translation>Copy saved: %1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="181"/>
        <source>(geen)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="191"/>
        <source>Geen toernooi open. Bestand → Nieuw toernooi of Openen.</source>
        <translation>No tournament open. File → New tournament or Open.</translation>
    </message>
</context>
<context>
    <name>nkb::ui::NewTournamentDialog</name>
    <message>
        <location filename="../../ui/newtournamentdialog.cpp" line="21"/>
        <source>Nieuw toernooi</source>
        <translation>New tournament</translation>
    </message>
    <message>
        <location filename="../../ui/newtournamentdialog.cpp" line="23"/>
        <source>NK Bonaken %1</source>
        <translation>NK Bonaken %1</translation>
    </message>
    <message>
        <location filename="../../ui/newtournamentdialog.cpp" line="36"/>
        <source>Bladeren…</source>
        <translation>Browse…</translation>
    </message>
    <message>
        <location filename="../../ui/newtournamentdialog.cpp" line="40"/>
        <source>&amp;Naam</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <location filename="../../ui/newtournamentdialog.cpp" line="41"/>
        <source>&amp;Datum</source>
        <translation>&amp;Date</translation>
    </message>
    <message>
        <location filename="../../ui/newtournamentdialog.cpp" line="42"/>
        <source>&amp;Locatie</source>
        <translation>&amp;Venue</translation>
    </message>
    <message>
        <location filename="../../ui/newtournamentdialog.cpp" line="43"/>
        <source>&amp;Ronden</source>
        <translation>&amp;Rounds</translation>
    </message>
    <message>
        <location filename="../../ui/newtournamentdialog.cpp" line="44"/>
        <source>&amp;Spellen per ronde</source>
        <translation>&amp;Games per round</translation>
    </message>
    <message>
        <location filename="../../ui/newtournamentdialog.cpp" line="45"/>
        <source>&amp;Bestand</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../../ui/newtournamentdialog.cpp" line="48"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../../ui/newtournamentdialog.cpp" line="49"/>
        <source>Annuleren</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../../ui/newtournamentdialog.cpp" line="58"/>
        <source>Toernooibestand</source>
        <translation>Tournament file</translation>
    </message>
    <message>
        <location filename="../../ui/newtournamentdialog.cpp" line="59"/>
        <source>Toernooien (*.bonaken)</source>
        <translation>Tournaments (*.bonaken)</translation>
    </message>
</context>
<context>
    <name>nkb::ui::PlayerDialog</name>
    <message>
        <location filename="../../ui/playerdialog.cpp" line="21"/>
        <source>bijvoorbeeld: dame nieuw</source>
        <translation>for example: dame nieuw</translation>
    </message>
    <message>
        <location filename="../../ui/playerdialog.cpp" line="22"/>
        <source>&amp;Naam</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <location filename="../../ui/playerdialog.cpp" line="23"/>
        <source>&amp;Club of plaats</source>
        <translation>&amp;Club or town</translation>
    </message>
    <message>
        <location filename="../../ui/playerdialog.cpp" line="24"/>
        <source>C&amp;ategorieën</source>
        <translation>C&amp;ategories</translation>
    </message>
    <message>
        <location filename="../../ui/playerdialog.cpp" line="29"/>
        <source>Speelt mee vanaf &amp;ronde</source>
        <translation>Plays from &amp;round</translation>
    </message>
    <message>
        <location filename="../../ui/playerdialog.cpp" line="33"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../../ui/playerdialog.cpp" line="34"/>
        <source>Annuleren</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>nkb::ui::PlayersModel</name>
    <message>
        <location filename="../../ui/playersmodel.cpp" line="52"/>
        <source>teruggetrokken vanaf ronde %1</source>
        <translation>withdrawn from round %1</translation>
    </message>
    <message>
        <location filename="../../ui/playersmodel.cpp" line="54"/>
        <source>laat ingestroomd</source>
        <translation>late entry</translation>
    </message>
    <message>
        <location filename="../../ui/playersmodel.cpp" line="55"/>
        <source>aanwezig</source>
        <translation>present</translation>
    </message>
    <message>
        <location filename="../../ui/playersmodel.cpp" line="65"/>
        <source>Nr</source>
        <translation>No</translation>
    </message>
    <message>
        <location filename="../../ui/playersmodel.cpp" line="66"/>
        <source>Naam</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../ui/playersmodel.cpp" line="67"/>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <location filename="../../ui/playersmodel.cpp" line="68"/>
        <source>Categorieën</source>
        <translation>Categories</translation>
    </message>
    <message>
        <location filename="../../ui/playersmodel.cpp" line="69"/>
        <source>Vanaf ronde</source>
        <translation>From round</translation>
    </message>
    <message>
        <location filename="../../ui/playersmodel.cpp" line="70"/>
        <source>Status</source>
        <translation>State</translation>
    </message>
</context>
<context>
    <name>nkb::ui::PlayersPanel</name>
    <message>
        <location filename="../../ui/playerspanel.cpp" line="33"/>
        <source>Zoeken op naam, club of categorie</source>
        <translation>Search by name, club or category</translation>
    </message>
    <message>
        <location filename="../../ui/playerspanel.cpp" line="36"/>
        <source>Speler &amp;toevoegen</source>
        <translation>&amp;Add player</translation>
    </message>
    <message>
        <location filename="../../ui/playerspanel.cpp" line="37"/>
        <source>CSV &amp;importeren…</source>
        <translation>&amp;Import CSV…</translation>
    </message>
    <message>
        <location filename="../../ui/playerspanel.cpp" line="38"/>
        <source>&amp;Terugtrekken…</source>
        <translation>&amp;Withdraw…</translation>
    </message>
    <message>
        <location filename="../../ui/playerspanel.cpp" line="39"/>
        <source>&amp;Laat instromen…</source>
        <translation>&amp;Late entry…</translation>
    </message>
    <message>
        <location filename="../../ui/playerspanel.cpp" line="79"/>
        <source>Speler toevoegen</source>
        <translation>Add player</translation>
    </message>
    <message>
        <location filename="../../ui/playerspanel.cpp" line="91"/>
        <source>Spelers importeren</source>
        <translation>Import players</translation>
    </message>
    <message>
        <location filename="../../ui/playerspanel.cpp" line="92"/>
        <source>CSV-bestanden (*.csv *.txt);;Alle bestanden (*)</source>
        <translation>CSV files (*.csv *.txt);;All files (*)</translation>
    </message>
    <message>
        <location filename="../../ui/playerspanel.cpp" line="104"/>
        <source>Kies eerst een speler in de lijst.</source>
        <translation>Choose a player in the list first.</translation>
    </message>
    <message>
        <location filename="../../ui/playerspanel.cpp" line="108"/>
        <location filename="../../ui/playerspanel.cpp" line="112"/>
        <source>Terugtrekken</source>
        <translation>Withdraw</translation>
    </message>
    <message>
        <location filename="../../ui/playerspanel.cpp" line="109"/>
        <source>%1 trekt zich terug vanaf ronde:</source>
        <translation>%1 withdraws from round:</translation>
    </message>
    <message>
        <location filename="../../ui/playerspanel.cpp" line="113"/>
        <source>Annuleren</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../../ui/playerspanel.cpp" line="127"/>
        <source>Laat instromen</source>
        <translation>Late entry</translation>
    </message>
</context>
<context>
    <name>nkb::ui::PointsEntryWidget</name>
    <message>
        <location filename="../../ui/pointsentrywidget.cpp" line="17"/>
        <source>Punten opslaan</source>
        <translation>Save points</translation>
    </message>
</context>
<context>
    <name>nkb::ui::ProjectorWindow</name>
    <message>
        <location filename="../../ui/projectorwindow.cpp" line="23"/>
        <source>Klassement</source>
        <translation>Standings</translation>
    </message>
    <message>
        <location filename="../../ui/projectorwindow.cpp" line="57"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>nkb::ui::ResultsPanel</name>
    <message>
        <location filename="../../ui/resultspanel.cpp" line="52"/>
        <source>&amp;Volgende tafel zonder uitslag</source>
        <translation>&amp;Next table without a result</translation>
    </message>
    <message>
        <location filename="../../ui/resultspanel.cpp" line="53"/>
        <source>Ronde</source>
        <translation>Round</translation>
    </message>
    <message>
        <location filename="../../ui/resultspanel.cpp" line="55"/>
        <source>Tafel</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../ui/resultspanel.cpp" line="57"/>
        <source>Spel</source>
        <translation>Game</translation>
    </message>
    <message>
        <location filename="../../ui/resultspanel.cpp" line="67"/>
        <source>Per gift</source>
        <translation>Gift by gift</translation>
    </message>
    <message>
        <location filename="../../ui/resultspanel.cpp" line="68"/>
        <source>Alleen punten (papieren uitslag)</source>
        <translation>Points only (paper result)</translation>
    </message>
    <message>
        <location filename="../../ui/resultspanel.cpp" line="117"/>
        <source>Finale</source>
        <translation>Final</translation>
    </message>
    <message>
        <location filename="../../ui/resultspanel.cpp" line="174"/>
        <source>Kies een gelote ronde en een tafel.</source>
        <translation>Choose a drawn round and a table.</translation>
    </message>
    <message>
        <location filename="../../ui/resultspanel.cpp" line="176"/>
        <source>Dit spel heeft een uitslag; opslaan vervangt die (correctie, ongedaan te maken).</source>
        <translation>This game has a result; saving replaces it (a correction, undoable).</translation>
    </message>
    <message>
        <location filename="../../ui/resultspanel.cpp" line="178"/>
        <source>Nog geen uitslag voor dit spel.</source>
        <translation>No result for this game yet.</translation>
    </message>
    <message>
        <location filename="../../ui/resultspanel.cpp" line="186"/>
        <location filename="../../ui/resultspanel.cpp" line="197"/>
        <source>Er is geen toernooi open.</source>
        <translation>No tournament is open.</translation>
    </message>
    <message>
        <location filename="../../ui/resultspanel.cpp" line="233"/>
        <source>Alle tafels van deze ronde hebben een uitslag.</source>
        <translation>Every table of this round has a result.</translation>
    </message>
</context>
<context>
    <name>nkb::ui::StandingsModel</name>
    <message>
        <location filename="../../ui/standingsmodel.cpp" line="63"/>
        <source>Gelijk over de finalegrens: een loting beslist (regel 60).</source>
        <translation>Level across the final cut: a lot decides (rule 60).</translation>
    </message>
    <message>
        <location filename="../../ui/standingsmodel.cpp" line="72"/>
        <source>%1 (teruggetrokken)</source>
        <translation>%1 (withdrawn)</translation>
    </message>
    <message>
        <location filename="../../ui/standingsmodel.cpp" line="82"/>
        <source>loting</source>
        <translation>lot</translation>
    </message>
    <message>
        <location filename="../../ui/standingsmodel.cpp" line="83"/>
        <source>finale</source>
        <translation>final</translation>
    </message>
    <message>
        <location filename="../../ui/standingsmodel.cpp" line="93"/>
        <source>Plaats</source>
        <translation>Rank</translation>
    </message>
    <message>
        <location filename="../../ui/standingsmodel.cpp" line="94"/>
        <source>Nr</source>
        <translation>No</translation>
    </message>
    <message>
        <location filename="../../ui/standingsmodel.cpp" line="95"/>
        <source>Naam</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../ui/standingsmodel.cpp" line="96"/>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <location filename="../../ui/standingsmodel.cpp" line="97"/>
        <source>Punten</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../ui/standingsmodel.cpp" line="98"/>
        <source>10</source>
        <translation>10</translation>
    </message>
    <message>
        <location filename="../../ui/standingsmodel.cpp" line="99"/>
        <source>8</source>
        <translation>8</translation>
    </message>
    <message>
        <location filename="../../ui/standingsmodel.cpp" line="100"/>
        <source>4</source>
        <translation>4</translation>
    </message>
    <message>
        <location filename="../../ui/standingsmodel.cpp" line="101"/>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <location filename="../../ui/standingsmodel.cpp" line="102"/>
        <source>Spellen</source>
        <translation>Games</translation>
    </message>
    <message>
        <location filename="../../ui/standingsmodel.cpp" line="103"/>
        <source>Finale</source>
        <translation>Final</translation>
    </message>
</context>
<context>
    <name>nkb::ui::StandingsPanel</name>
    <message>
        <location filename="../../ui/standingspanel.cpp" line="28"/>
        <source>&amp;Projector</source>
        <translation>&amp;Projector</translation>
    </message>
    <message>
        <location filename="../../ui/standingspanel.cpp" line="29"/>
        <source>&amp;Afdrukken</source>
        <translation>&amp;Print</translation>
    </message>
    <message>
        <location filename="../../ui/standingspanel.cpp" line="31"/>
        <source>Klassement afdrukken…</source>
        <translation>Print standings…</translation>
    </message>
    <message>
        <location filename="../../ui/standingspanel.cpp" line="33"/>
        <source>Klassement</source>
        <translation>Standings</translation>
    </message>
    <message>
        <location filename="../../ui/standingspanel.cpp" line="35"/>
        <source>Klassement als PDF…</source>
        <translation>Standings as PDF…</translation>
    </message>
    <message>
        <location filename="../../ui/standingspanel.cpp" line="37"/>
        <source>klassement.pdf</source>
        <translation>standings.pdf</translation>
    </message>
    <message>
        <location filename="../../ui/standingspanel.cpp" line="40"/>
        <source>Categorie</source>
        <translation>Category</translation>
    </message>
    <message>
        <location filename="../../ui/standingspanel.cpp" line="43"/>
        <source>Groen: finale · geel: gelijk over de grens, een loting beslist (regel 60)</source>
        <translation>Green: final · yellow: level across the cut, a lot decides (rule 60)</translation>
    </message>
    <message>
        <location filename="../../ui/standingspanel.cpp" line="78"/>
        <source>Iedereen</source>
        <translation>Everybody</translation>
    </message>
</context>
<context>
    <name>nkb::ui::TablesModel</name>
    <message>
        <location filename="../../ui/tablesmodel.cpp" line="59"/>
        <source>%1 van %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <location filename="../../ui/tablesmodel.cpp" line="69"/>
        <source>Tafel</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../ui/tablesmodel.cpp" line="70"/>
        <source>Stoel 1</source>
        <translation>Seat 1</translation>
    </message>
    <message>
        <location filename="../../ui/tablesmodel.cpp" line="71"/>
        <source>Stoel 2</source>
        <translation>Seat 2</translation>
    </message>
    <message>
        <location filename="../../ui/tablesmodel.cpp" line="72"/>
        <source>Stoel 3</source>
        <translation>Seat 3</translation>
    </message>
    <message>
        <location filename="../../ui/tablesmodel.cpp" line="73"/>
        <source>Stoel 4</source>
        <translation>Seat 4</translation>
    </message>
    <message>
        <location filename="../../ui/tablesmodel.cpp" line="74"/>
        <source>Spellen</source>
        <translation>Games</translation>
    </message>
</context>
<context>
    <name>nkb::ui::WelcomePage</name>
    <message>
        <location filename="../../ui/welcomepage.cpp" line="22"/>
        <source>NK Bonaken</source>
        <translation>NK Bonaken</translation>
    </message>
    <message>
        <location filename="../../ui/welcomepage.cpp" line="29"/>
        <source>Alles wordt bewaard op het moment dat het is ingevoerd; opslaan is niet nodig.</source>
        <translation>Everything is kept the moment it is entered; there is nothing to save.</translation>
    </message>
    <message>
        <location filename="../../ui/welcomepage.cpp" line="31"/>
        <source>&amp;Nieuw toernooi…</source>
        <translation>&amp;New tournament…</translation>
    </message>
    <message>
        <location filename="../../ui/welcomepage.cpp" line="32"/>
        <source>Toernooi &amp;openen…</source>
        <translation>&amp;Open tournament…</translation>
    </message>
    <message>
        <location filename="../../ui/welcomepage.cpp" line="37"/>
        <source>Recente bestanden (dubbelklik om te openen):</source>
        <translation>Recent files (double-click to open):</translation>
    </message>
</context>
</TS>
