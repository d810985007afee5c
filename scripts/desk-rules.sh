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

echo "-- Klassement (Alt+K): de spelregels staan erbij"
key alt+k
sleep 0.5
shot klassement
echo "== desk-rules: klaar, schermafdrukken in $SHOTS"
