#!/bin/bash
# A café's evening at the results desk under its own rules (issue 36), by the keyboard alone:
# a tournament made with --rules hazerswoude, a bid of 10 that the NK refuses, no irregularity
# columns, a game that ends at its first loser with the others placed by their standing, and the
# rule set named on the Klassement tab. Not part of CI (the widget and CLI tests are); run it to
# see the desk as a café's referee does:  scripts/desk-rules.sh build /tmp/desk-rules
set -euo pipefail
NAME=desk-rules
SCREEN=1280x800
# shellcheck source=scripts/desk-lib.sh
. "$(dirname "$0")/desk-lib.sh"

echo "== desk-rules: $WORK"
"$CLI" --db "$DB" new --name "NK Bonaken 2026" --rules hazerswoude >/dev/null
for n in Anna Bram Cor Dirk Eef Fenna Gijs Hanna; do "$CLI" --db "$DB" players add "$n" >/dev/null; done
"$CLI" --db "$DB" draw --round 1 --seed 5 >/dev/null
T1="$(json tables --round 1 | jq -r '.[0].players | join(",")')"
echo "  tafel 1: $T1"
start
shot geopend

echo "-- Uitslagen (Alt+U): C 10 gewonnen (de NK weigert 10), B verliest twee keer: het spel is uit"
key alt+u
sleep 0.3
shot uitslagen-hazerswoude
gift C 10 w
expect "10 aangenomen" "$(game 1 1 1)" "false 1 "
gift B 40 l
gift B 40 l
shot spel-uit-bij-eerste-verliezer
key Return
# A B C D: C recht 10, A and D suf share 8, B erin 0.
expect "tafel 1 spel 1 opgeslagen" "$(game 1 1 1)" "true 3 8,0,10,8"

echo "-- tafel 1 spel 2, tafel 2: A 75 en A 40 gewonnen (eruit), B twee keer verloren (erin): A 10, C en D 8"
game_two() { gift A 75 w; gift A 40 w; gift B 40 l; gift B 40 l; key Return; }
game_one() { gift C 10 w; gift B 40 l; gift B 40 l; key Return; }
game_two
expect "tafel 1 spel 2" "$(game 1 1 2)" "true 4 10,0,8,8"
key alt+v
sleep 0.3
game_one; game_two
expect "tafel 2 spel 1" "$(game 1 2 1)" "true 3 8,0,10,8"
expect "tafel 2 spel 2" "$(game 1 2 2)" "true 4 10,0,8,8"

for r in 2 3 4 5; do
  echo "-- ronde $r loten (Indeling) en invoeren"
  key alt+i ctrl+a
  type_ "$r"
  key Tab
  type_ "$((10 + r))"
  key alt+o
  sleep 0.5
  key alt+u
  sleep 0.3
  game_one; game_two
  key alt+v
  sleep 0.3
  game_one; game_two
  expect "ronde $r tafel 2 spel 2" "$(game "$r" 2 2)" "true 4 10,0,8,8"
done
shot ronde5-ingevoerd
# A count by hand: seat A 8 + 10, B 0 + 0, C 10 + 8, D 8 + 8 a round, wherever the lot seats them.
expect "het klassement telt wat er ingevoerd is" \
  "$(json standings | jq -c '[.[] | .points] | add')" "$((5 * 2 * (18 + 0 + 18 + 16)))"

echo "-- de finale: een gelijke stand over de grens beslist de loting (CLI, een tweede station), dan invoeren"
if [ "$(json finalists | jq -r '.tie.lot // "geen" | if type == "object" then "gedaan" else . end')" = geen ] &&
  [ "$(json finalists | jq -r '.tie | type')" = object ]; then
  "$CLI" --db "$DB" finalists --resolve-by-lot --seed 3 >/dev/null
fi
expect "de finaletafel is ingedeeld" "$(json tables --round finale | jq '.[0].players | length')" 4
sleep 2.5
key alt+f
sleep 0.5
shot finale-tab
key alt+u
sleep 0.5
shot finale-uitslagen
# Twice: C 10 (recht, then the first place), A and D 8, B erin: C is champion with 20.
game_one; game_one
expect "finale spel 2" "$(game 0 1 2)" "true 3 8,0,10,8"
expect "kampioen: stoel C van de finale" "$(json finalists | jq -r .champion)" \
  "$(json tables --round finale | jq -r '.[0].players[2]')"
shot finale-gespeeld

echo "-- Klassement (Alt+K): de spelregels staan erbij"
key alt+k
sleep 0.5
shot klassement
echo "== desk-rules: klaar, schermafdrukken in $SHOTS"
