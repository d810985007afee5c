#!/usr/bin/env bash
# The day around the games (issue 35), as a new director meets it: sign-ups from an Excel CSV with
# a row twice, the door by the keyboard (two no-shows), a walk-in, a signed-up latecomer let in
# with Laat instromen after round 2 is drawn, a lost phone's table code withdrawn and only that
# table's sheet printed again, the venue web started in the application and back by itself after
# a kill -9, table 1 of round 3 typed on a phone in Chromium at 360 px while the desk looks on, a
# second station entering the other results (the CLI), a withdrawal,
# the final seated, timed and played, the klassement, the CSV export and the projector at 1280×800.
# The application runs under Xvfb and is driven by the keyboard alone (xdotool); a screenshot per
# step; the tournament file is read after each step with nk-bonaken-cli and the run fails (exit 1)
# when it does not hold what was done.
# Usage: scripts/day-ends.sh [BUILD_DIR] [SCREENSHOT_DIR]      (not part of CI: a user's run)
set -euo pipefail
cd "$(dirname "$0")/.."
NAME=day-ends
SCREEN=1280x800
# shellcheck source=scripts/desk-lib.sh
source scripts/desk-lib.sh

# Every table of round R (or "finale") given both its games by the second station: seats score
# 10, 8, 4, 1 turning one seat a game (a table of three: 10, 8, 4).
second_station() {
  local round="$1" skip="${2:-}" table players
  json tables --round "$round" | jq -c '.[]' | while read -r row; do
    table="$(jq -r .table <<<"$row")"
    mapfile -t players < <(jq -r '.players[]' <<<"$row")
    for g in 1 2; do
      [ "$skip" = "$table/$g" ] && continue # the table's own phone has it
      local points=() list="" i
      if [ "${#players[@]}" -eq 4 ]; then points=(10 8 4 1); else points=(10 8 4); fi
      for i in "${!players[@]}"; do
        list+="${list:+,}${players[$i]}=${points[$(((i + g - 1) % ${#players[@]}))]}"
      done
      if [ "$round" = finale ]; then
        "$CLI" --db "$DB" --station tweede result --final --game "$g" --points "$list" >/dev/null
      else
        "$CLI" --db "$DB" --station tweede result --round "$round" --table "$table" --game "$g" --points "$list" >/dev/null
      fi
    done
  done
}

echo "== day-ends: $WORK"
{
  echo "naam;club;woonplaats"
  for n in "Anna de Boer" "Bram Jansen" "Cor Visser" "Dirk Bakker" "Els Smit" "Frits Mulder" \
    "Geertje de Groot" "Henk Bos" "Ineke Vos" "Jan Peters" "Karin Hendriks" "Lucas van Dijk" \
    "Marije Dekker" "Niels Brouwer" "Olga de Wit" "Piet Dijkstra" "Quinten Smits" "Rianne de Graaf" \
    "Sjaak Meijer" "Truus van der Meer" "Ursula Kok" "Vincent Jacobs" "Wilhelmina van Oudshoorn-Zandvliet" \
    "Xander Bos" "Yvonne Jansen" "Zeger de Vries" "Aad Kuiper" "Bep Verhoef"; do
    echo "$n;De Gouden Leeuw Hazerswoude-Rijndijk;Leimuiden"
  done
  echo "Bram Jansen;De Gouden Leeuw Hazerswoude-Rijndijk;Leimuiden" # signed up twice on paper
} >"$WORK/aanmeldingen.csv"
"$CLI" --db "$DB" new --name "NK Bonaken 2026" --date 2026-11-07 >/dev/null
start
shot geopend

echo "-- 1. Deelnemers: CSV importeren (Alt+M), de dubbele rij staat er met naam; aangemeld, niet aanwezig"
import_csv "$WORK/aanmeldingen.csv" import-voorbeeld-dubbele-rij
key alt+i
window "— NK Bonaken 2026 — NK Bonaken$"
expect "28 spelers" "$(json players list | jq length)" 28
expect "niemand aanwezig" "$(json players list | jq '[.[] | select(.present)] | length')" 0

echo "-- 2. De deur: naam typen, Enter, Spatie (25 van de 28; Rianne komt later, twee komen niet)"
for n in "Anna de Boer" "Bram Jansen" "Cor Visser" "Dirk Bakker" "Els Smit" "Frits Mulder" \
  "Geertje de Groot" "Henk Bos" "Ineke Vos" "Jan Peters" "Karin Hendriks" "Lucas van Dijk" \
  "Marije Dekker" "Niels Brouwer" "Olga de Wit" "Piet Dijkstra" "Quinten Smits" "Sjaak Meijer" \
  "Truus van der Meer" "Ursula Kok" "Vincent Jacobs" "Wilhelmina van Oudshoorn-Zandvliet" "Xander Bos" \
  "Yvonne Jansen" "Zeger de Vries"; do
  key ctrl+a
  type_ "$n"
  key Return space
done
shot deur-aangevinkt
expect "25 aanwezig" "$(json players list | jq '[.[] | select(.present)] | length')" 25
expect "Rianne aangemeld, niet aanwezig" "$(json players list | jq '.[] | select(.name == "Rianne de Graaf") | .present')" false

echo "-- 3. Indeling ronde 1 (Alt+I, zaad 7, Alt+O): een tafel van drie, de klok van ronde 1"
key alt+i ctrl+a
type_ 1
key Tab
type_ 7
key alt+o
sleep 0.5
shot ronde1-geloot-tafel-van-drie
expect "ronde 1: zeven tafels" "$(json tables --round 1 | jq length)" 7
key alt+s
sleep 0.5
shot ronde1-klok-gestart
second_station 1
expect "ronde 1 compleet (tweede station)" "$(json export | jq '[.games[] | select(.round == 1)] | length')" 14

echo "-- 4. Ronde 2 geloot, dan komt Rianne (aangemeld): Deelnemers, zoeken, Laat instromen (Alt+N)"
key alt+i ctrl+a
type_ 2
key Tab
type_ 8
key alt+o
sleep 0.5
shot ronde2-geloot-klok-eigen-ronde
key alt+d ctrl+a
type_ "Rianne de Graaf"
key alt+n
window "^Laat instromen$"
shot laat-instromen-ingevuld
key Return
sleep 0.8
shot laat-instromen-gemeld
key Return # the message box has the keyboard
sleep 0.3
window "— NK Bonaken 2026 — NK Bonaken$"
expect "Rianne aanwezig" "$(json players list | jq '.[] | select(.name == "Rianne de Graaf") | .present')" true
expect "Rianne zit in ronde 2" "$(json tables --round 2 | jq '[.[] | .players[] | select(. == "Rianne de Graaf")] | length')" 1
expect "28 aan tafel in ronde 2? nee: 26" "$(json tables --round 2 | jq '[.[] | .players[]] | length')" 26

echo "-- 5. Een verloren telefoon: Afdrukken (Alt+A), Tafelcode intrekken (I), tafel 3, alleen dat formulier als PDF"
key alt+i alt+a i
window "^Tafelcode intrekken$"
key ctrl+a
type_ 3
key Return
sleep 0.5
shot tafelcode-ingetrokken-vraag
key alt+p
sleep 0.5
window "PDF opslaan"
key ctrl+a
type_ "$WORK/tafel3.pdf"
key Return
sleep 1
window "— NK Bonaken 2026 — NK Bonaken$"
shot pdf-tafel-3
expect "één pagina, tafel 3" "$(pdfinfo "$WORK/tafel3.pdf" | awk '/^Pages:/ {print $2}')" 1
second_station 2

echo "-- 6. Piet trekt zich terug na ronde 2; ronde 3: tafel 1 op de telefoon (Chromium, 360 px), de balie kijkt mee"
"$CLI" --db "$DB" players withdraw "Piet Dijkstra" --from-round 3 >/dev/null
"$CLI" --db "$DB" draw --round 3 --seed 13 >/dev/null
# The venue web in the application (Bestand → Beeld → Webpagina's voor spelers: Alt+B, →, →, W),
# only this computer, a free port, Invoer aan tafel (Alt+T), Starten (Alt+S).
PORT=$((20000 + RANDOM % 20000))
key alt+b Right Right w
window "^Webpagina's voor spelers$"
key alt+n
type_ 127
key alt+p ctrl+a
type_ "$PORT"
key alt+t alt+s
sleep 1
shot webpaginas-gestart
key Escape
window "— NK Bonaken 2026 — NK Bonaken$"
expect "de pagina's draaien" "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$PORT/klassement")" 200
echo "-- 7 (issue 35): kill -9 van het programma; opnieuw geopend draaien de pagina's en de invoer aan tafel vanzelf weer"
kill -9 "$PID"
wait "$PID" 2>/dev/null || true
start
sleep 1.5
shot na-kill-9-paginas-weer-aan
expect "na kill -9: de pagina's weer aan" "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$PORT/klassement")" 200
"$CLI" --db "$DB" print scoresheets --round 3 --qr "http://127.0.0.1:$PORT/" --tafelcodes --out "$WORK/ronde3.pdf" >/dev/null
pdftoppm -r 150 -f 1 -l 1 -png -singlefile "$WORK/ronde3.pdf" "$WORK/blad1"
LINK="$(zbarimg -q --raw "$WORK/blad1.png")"
NAMES="$(json tables --round 3 | jq -c '.[] | select(.table == 1) | .players')"
expect "tafel 1 heeft vier stoelen" "$(jq length <<<"$NAMES")" 4
NPM="$BUILD/tests/web/browser/npm"
# shellcheck source=tests/support/npm-ci.sh
(source tests/support/npm-ci.sh tests/web/browser "$NPM")
NODE_PATH="$NPM/node_modules" node tests/web/browser/dayphone.js "$LINK" "$NAMES" "$SHOTS" "$WORK/telefoon-klaar" &
PHONE=$!
for _ in $(seq 1 300); do [ -e "$WORK/telefoon-klaar" ] && break; sleep 0.2; done
[ -e "$WORK/telefoon-klaar" ] || fail "de telefoon kwam niet tot vier giften"
key alt+u alt+t
type_ 1
key Return alt+u
sleep 1.5
shot balie-ziet-de-telefoon
expect "de balie leest wat de telefoon invoerde" "$(game 3 1 1)" "false 4 "
rm "$WORK/telefoon-klaar"
wait "$PHONE" || fail "de telefoon (Chromium) gaf een fout"
expect "tafel 1 spel 1 van de telefoon" "$(game 3 1 1)" "true 8 10,0,8,4"
expect "door station Tafel 1" "$(json export | jq -r '.games[] | select(.round == 3 and .table == 1 and .game == 1) | .station')" "Tafel 1"
sleep 1
shot balie-na-spel-klaar
second_station 3 1/1
for r in 4 5; do
  "$CLI" --db "$DB" draw --round "$r" --seed "$((r + 10))" >/dev/null
  second_station "$r"
done
key alt+k
sleep 0.5
shot klassement-na-ronde-5
key F11
sleep 2
shot projector-1280x800-lange-namen
key Escape
sleep 0.5
window "— NK Bonaken 2026 — NK Bonaken$"
if json finalists | jq -e '.tie and (.tie.lot == null)' >/dev/null; then
  "$CLI" --db "$DB" finalists --resolve-by-lot --seed 11 >/dev/null
  sleep 2
  shot klassement-na-de-loting
fi

echo "-- 7. De finale is ingedeeld zodra de finalisten vaststaan: Indeling, Finale, klok"
key alt+i ctrl+a
type_ Finale
key Tab
sleep 0.5
shot indeling-finale-ingedeeld
expect "finaletafel van vier" "$(json tables --round finale | jq '.[0].players | length')" 4
key alt+s
sleep 0.5
shot finale-klok-gestart
key alt+f
sleep 0.5
shot finale-tab-voor-het-eerste-spel
second_station finale
sleep 2
key alt+f
shot finale-gespeeld
expect "kampioen bekend" "$(json finalists | jq -r '.champion != null')" true
expect "klok van de finale gestopt" "$(json clock show | jq -r '.state')" "afgelopen"

echo "-- 8. Klassement met de tekens, CSV-export (Bestand, Exporteren), projector (F11) op 1280×800"
key alt+k
sleep 0.5
shot klassement-na-de-finale
key alt+b e
window "^Exporteren als CSV$"
shot csv-export-klassement
key Escape
window "— NK Bonaken 2026 — NK Bonaken$"
key F11
sleep 2
shot projector-1280x800
key Escape
sleep 0.5
expect "back-up van het einde van ronde 1" "$(find "$WORK" -name '*einde ronde 1.bonaken' | wc -l)" 1
"$CLI" --db "$DB" export standings --format csv -o "$WORK/klassement.csv" >/dev/null
expect "klassement-CSV: kampioen" "$(grep -c ';kampioen' "$WORK/klassement.csv")" 1
expect "klassement-CSV: Piet teruggetrokken" "$(grep 'Piet Dijkstra' "$WORK/klassement.csv" | grep -c 'teruggetrokken vanaf ronde 3')" 1
expect "klassement-CSV: Rianne laat" "$(grep 'Rianne de Graaf' "$WORK/klassement.csv" | grep -c ';vanaf ronde 2')" 1
expect "Rianne speelde vanaf ronde 2" "$(json export | jq -r '.players[] | select(.name == "Rianne de Graaf") | .joins_from_round')" 2
# Every game once (7 tables a round, 2 games each, the final's 2), and the klassement as a hand
# count of the stored games gives it (the final's games do not count in it).
expect "elk spel één keer" "$(json export | jq '[.games[] | select(.finished)] | length')" \
  "$(json export | jq '[.rounds[] | .tables | length * 2] | add')"
HAND="$(json export | jq -c '
  (.rounds | map({key: (.round | tostring), value: (.tables | map({key: (.table | tostring), value: .seats}) | from_entries)})
   | from_entries) as $seats
  | [.games[] | select(.finished and .round != 0) | . as $g | $seats[$g.round | tostring][$g.table | tostring] as $s
     | range(0; $s | length) as $i | {sn: $s[$i], p: $g.points[$i]}]
  | group_by(.sn) | map({key: (.[0].sn | tostring), value: (map(.p) | add)}) | from_entries')"
expect "klassement = handtelling" "$(json standings | jq -c 'map({key: (.start_number | tostring), value: .points}) | from_entries' | jq -c --argjson h "$HAND" '. == ($h + (to_entries | map(select(.value == 0)) | from_entries))')" true
echo "== day-ends: alles staat in het bestand ($STEP schermafdrukken in $SHOTS)"
