#!/usr/bin/env bash
# A referee's and a director's day in the real application, by the keyboard alone: 22 players
# imported from a CSV, round 1 drawn, three tables entered gift by gift (a refused bid typed
# again, an earlier gift corrected with F2, a table switch mid-game, the program quit and
# killed mid-game and reopened), three paper results, a withdrawal, round 2 drawn and a game of
# it entered; then what was found at the desk: a table switch onto that table's own game,
# a stray Tab and a gift typed past the end of a game, a game wiped and a game typed at the
# wrong table moved to the right one. It runs nk-bonaken under Xvfb, drives it with xdotool,
# takes a screenshot at each step, and after each step reads the tournament file with
# nk-bonaken-cli: it fails (exit 1) when an expected result is missing from the file. Every game
# is read from a copy of the bare .bonaken file (no -wal, no -shm), taken while the program runs,
# as a director copies it to a USB stick.
# Usage: scripts/desk-day.sh [BUILD_DIR] [SCREENSHOT_DIR]     (default: build, a temp folder)
set -euo pipefail
cd "$(dirname "$0")/.."
NAME=desk-day
# shellcheck source=scripts/desk-lib.sh
source scripts/desk-lib.sh

echo "== desk-day: $WORK"
{
  echo "naam;club;woonplaats"
  for n in "Anna de Boer" "Bram Jansen" "Cor Visser" "Dirk Bakker" "Els Smit" "Frits Mulder" \
    "Geertje de Groot" "Henk Bos" "Ineke Vos" "Jan Peters" "Karin Hendriks" "Lucas van Dijk" \
    "Marije Dekker" "Niels Brouwer" "Olga de Wit" "Piet Dijkstra" "Quinten Smits" "Rianne de Graaf" \
    "Sjaak Meijer" "Truus van der Meer" "Ursula Kok" "Vincent Jacobs"; do
    echo "$n;BC De Klaveren;Leimuiden"
  done
} >"$WORK/aanmeldingen.csv"
"$CLI" --db "$DB" new --name "NK Bonaken 2026" --date 2026-11-07 >/dev/null
start
shot geopend

echo "-- Deelnemers: CSV importeren (Alt+M), bestand, Meteen aanwezig (Alt+M), Importeren (Alt+I)"
import_csv "$WORK/aanmeldingen.csv" import-voorbeeld
# No check-in at the door today: the list is present at once (else they start aangemeld).
key alt+m
shot import-meteen-aanwezig
key alt+i
window "— NK Bonaken 2026 — NK Bonaken$"
shot deelnemers
expect "22 spelers" "$(json players list | jq length)" 22
expect "22 aanwezig" "$(json players list | jq '[.[] | select(.present)] | length')" 22

echo "-- Indeling (Alt+I): ronde 1, zaad 42, Ronde loten (Alt+O)"
key alt+i ctrl+a
type_ 1
key Tab
type_ 42
key alt+o
sleep 0.5
shot ronde1-geloot
expect "ronde 1: zes tafels" "$(json tables --round 1 | jq length)" 6

echo "-- Uitslagen (Alt+U): tafel 1 spel 1, een bod 43 geweigerd en verbeterd"
key alt+u
gift A 40 w; gift A 40 w
type_ B; key Tab; type_ 43; key ctrl+l Return
shot bod-43-geweigerd
expect "43 niet aangenomen: 2 giften bezig" "$(game 1 1 1)" "false 2 "
key BackSpace; type_ 0; key Return
gift B 40 l; gift C 40 w; gift D 40 w; gift C 40 l; gift C 40 w
shot spel-afgelopen
key Return
expect "tafel 1 spel 1 opgeslagen" "$(game 1 1 1)" "true 8 10,0,8,4"

echo "-- tafel 1 spel 2: drie giften (gift 2 met bod 50 te veel), dan naar tafel 2"
gift A 40 w; gift A 50 w; gift B 40 l
expect "tafel 1 spel 2 bezig" "$(game 1 1 2)" "false 3 "
key alt+v
sleep 0.3
shot tafel2
example_one; key Return
example_one; key Return
expect "tafel 2 spel 1" "$(game 1 2 1)" "true 8 10,0,8,4"
expect "tafel 2 spel 2" "$(game 1 2 2)" "true 8 10,0,8,4"

echo "-- terug naar tafel 1 (Alt+T, 1): de drie giften staan er; gift 2 verbeteren met F2"
key alt+t
type_ 1
key Return alt+u
sleep 0.3
shot terug-op-tafel1
key shift+Tab Up F2 Tab ctrl+a
type_ 40
key Return
sleep 0.3
shot gift2-verbeterd
[ "$("$CLI" --db "$DB" export | jq '[.games[] | select(.round==1 and .table==1 and .game==2)][0].game_record.giften[1].contract')" = '"40"' ] ||
  fail "gift 2 van tafel 1 spel 2 niet verbeterd tot 40"
echo "  ok: gift 2 verbeterd tot 40"
key alt+u
gift B 40 l; gift C 40 w; gift D 40 w; gift C 40 l; gift C 40 w; key Return
expect "tafel 1 spel 2" "$(game 1 1 2)" "true 8 10,0,8,4"

echo "-- tafel 3 (na een complete tafel gaat de balie zelf naar de volgende): drie giften, Ctrl+Q, opnieuw openen"
gift A 40 w; gift A 40 w; gift B 40 l
shot tafel3-drie-giften
key ctrl+q
wait "$PID" || true
PID=""
expect "tafel 3 na afsluiten" "$(game 1 3 1)" "false 3 "
start
key alt+u
shot heropend-tafel3
gift B 40 l; gift C 40 w
echo "-- kill -9 midden in het spel"
kill -9 "$PID"; wait "$PID" 2>/dev/null || true; PID=""
expect "tafel 3 na kill -9" "$(game 1 3 1)" "false 5 "
start
key alt+u
gift D 40 w; gift C 40 l; gift C 40 w; key Return
expect "tafel 3 spel 1" "$(game 1 3 1)" "true 8 10,0,8,4"
example_one; key Return
expect "tafel 3 spel 2" "$(game 1 3 2)" "true 8 10,0,8,4"

echo "-- tafels 4 tot en met 6: papieren uitslag (Ctrl+Tab: Alleen punten, dat blijft gekozen)"
TAB=ctrl+Tab
paper() { # the seats' points, Enter stores; only the first needs Ctrl+Tab
  key alt+u $TAB
  TAB=""
  local first=1
  for p in "$@"; do
    [ $first = 1 ] || key Tab
    first=0
    key ctrl+a; type_ "$p"
  done
  key Return
  sleep 0.2
}
paper 10 8 4 0; paper 0 4 8 10
shot papieren-uitslag
paper 10 8 0; paper 0 8 10; paper 10 0 8; paper 8 10 0
expect "tafel 4 spel 1" "$(game 1 4 1)" "true 0 10,8,4,0"
expect "tafel 6 spel 2" "$(game 1 6 2)" "true 0 8,10,0"

echo "-- Piet Dijkstra trekt zich terug (Deelnemers, zoeken, Alt+R)"
key alt+d
type_ "Piet Dijkstra"
key alt+r
sleep 0.5
window "Terugtrekken|Piet Dijkstra"
shot terugtrekken
key Return
window "— NK Bonaken 2026 — NK Bonaken$"
expect "Piet teruggetrokken vanaf ronde 2" \
  "$(json players list | jq '.[] | select(.name == "Piet Dijkstra") | .withdrawn_from_round')" 2

echo "-- ronde 2 loten en het eerste spel van tafel 1 invoeren"
key alt+i ctrl+a
type_ 2
key Tab
type_ 7
key alt+o
sleep 0.5
shot ronde2-geloot
expect "ronde 2: zes tafels zonder Piet" \
  "$(json tables --round 2 | jq '[.[] | .players[]] | (length|tostring) + " " + (map(select(. == "Piet Dijkstra")) | length | tostring)' -r)" "21 0"
key alt+u # a new round starts with Per gift again (Alleen punten was for round 1)
shot ronde2-uitslagen
example_one; key Return
expect "ronde 2 tafel 1 spel 1" "$(game 2 1 1)" "true 8 10,0,8,4"

echo "-- 1: tafel 1 spel 2 begonnen, Alt+T ↓ naar tafel 2: daar spel 1, niet spel 2"
gift A 40 w
expect "ronde 2 tafel 1 spel 2 bezig" "$(game 2 1 2)" "false 1 "
key alt+t Down alt+u
sleep 0.3
shot tafel2-eigen-spel
gift A 40 w
expect "tafel 2: de gift staat bij spel 1" "$(game 2 2 1)" "false 1 "
expect "tafel 2 spel 2 leeg" "$(game 2 2 2)" "geen"
gift A 40 w; gift B 40 l; gift B 40 l; gift C 40 w; gift D 40 w; gift C 40 l; gift C 40 w

echo "-- 2: een Tab te veel aan het eind van het spel, dan Enter"
key Tab
shot tab-te-veel
key Return
expect "tafel 2 spel 1 opgeslagen na een Tab te veel" "$(game 2 2 1)" "true 8 10,0,8,4"
echo "-- 2: een gift na het eind van het spel getypt: gezegd, de Enter slaat niet stilletjes op"
example_one
gift A 40 w
shot gift-na-het-eind
expect "tafel 2 spel 2 niet stilletjes opgeslagen" "$(game 2 2 2)" "false 8 "
key Return
expect "tafel 2 spel 2 met de tweede Enter" "$(game 2 2 2)" "true 8 10,0,8,4"

echo "-- 4: tafel 1 spel 2 wissen (Alt+W, Alt+W)"
key alt+t
type_ 1
key Return alt+u alt+w
window "^Spel wissen$"
shot spel-wissen
key alt+w
window "— NK Bonaken 2026 — NK Bonaken$"
expect "tafel 1 spel 2 gewist" "$(game 2 1 2)" "geen"
echo "-- 4: het blad van tafel 1 spel 2 aan tafel 3 ingetypt, met Alt+P naar tafel 1"
key alt+t
type_ 3
key Return alt+u
gift A 40 w; gift A 40 w
expect "aan tafel 3 ingetypt" "$(game 2 3 1)" "false 2 "
key alt+p
window "^Spel verplaatsen naar tafel$"
shot spel-verplaatsen
key Return
window "— NK Bonaken 2026 — NK Bonaken$"
expect "tafel 3 weer leeg" "$(game 2 3 1)" "geen"
expect "verplaatst naar tafel 1 spel 2" "$(game 2 1 2)" "false 2 "
key alt+u
shot verplaatst-tafel1
# The rest of the sheet in the compact line (11): seat, bid, + or -, four keys a gift.
for l in b40- b40- c40+ d40+ c40- c40+; do type_ "$l"; sleep 0.2; done; key Return
expect "tafel 1 spel 2 na het verplaatsen" "$(game 2 1 2)" "true 8 10,0,8,4"
[ "$(json undo --list | jq -r '[.[] | select(.what | startswith("Spel verplaatst: ronde 2 tafel 3 spel 1 naar tafel 1 spel 2"))] | length')" = 1 ] ||
  fail "het verplaatsen staat niet in de audit"
echo "  ok: het verplaatsen staat in de audit"
shot klaar
key ctrl+q
wait "$PID" || true
PID=""
echo "== desk-day: alles staat in het bestand ($STEP schermafdrukken in $SHOTS)"
