#!/bin/bash
# Publishing from the application by the keyboard alone (issue 37), against the private SFTP
# server of scripts/sftp-test-server.sh: Bestand → Publiceren… filled in as a director types it,
# the server's key fetched and trusted, "Na elke ronde", Nu publiceren; then a round played from a
# second station (the CLI) and the site published by itself, the status bar saying so. Not part of
# CI (test_ui and the CLI's publish test are); run it to see it as the director does:
#   scripts/sftp-test-server.sh run scripts/publish-day.sh build /tmp/publish-day
set -euo pipefail
NAME=publish-day
SCREEN=1280x800
[ -n "${NKB_TEST_SFTP_PORT:-}" ] || { echo "$NAME: start me under scripts/sftp-test-server.sh run" >&2; exit 1; }
# shellcheck source=scripts/desk-lib.sh
. "$(dirname "$0")/desk-lib.sh"
SERVED="$NKB_TEST_SFTP_ROOT/www/nk-$$"

echo "== publish-day: $WORK"
"$CLI" --db "$DB" new --name "NK Bonaken 2026" --date 2026-11-28 --venue Leimuiden >/dev/null
for n in Anna Bram Cor Dirk Eef Fenna Gijs Hanna; do "$CLI" --db "$DB" players add "$n de Vries" >/dev/null; done
"$CLI" --db "$DB" draw --round 1 --seed 5 >/dev/null
start
shot geopend

echo "-- Bestand → Publiceren… (Alt+B, P)"
key alt+b p
window "^Publiceren op de website$"
type_ "127.0.0.1"
key alt+p ctrl+a
type_ "$NKB_TEST_SFTP_PORT"
key alt+g
type_ "$NKB_TEST_SFTP_USER"
key alt+a
type_ "$NKB_TEST_SFTP_PASSWORD"
key alt+m
type_ "/www/nk-$$"
key alt+e Down
shot publiceren-ingevuld
echo "-- Sleutel ophalen (Alt+H): de vraag, Vertrouwen (Alt+V)"
key alt+h
window "^Sleutel van de webserver$"
shot sleutel-vertrouwen
key alt+v
window "^Publiceren op de website$"
shot sleutel-vastgelegd
grep -q "$NKB_TEST_SFTP_HOSTKEY" "$XDG_CONFIG_HOME/nk-bonaken/publiceren.json" || fail "de sleutel is niet vastgelegd"
! grep -q "$NKB_TEST_SFTP_PASSWORD" "$XDG_CONFIG_HOME/nk-bonaken/publiceren.json" || fail "het wachtwoord staat in het bestand"
echo "-- Nu publiceren (Alt+N)"
key alt+n
for _ in $(seq 1 100); do [ -f "$SERVED/2026/klassement.html" ] && break; sleep 0.2; done
[ -f "$SERVED/2026/klassement.html" ] || fail "niets gepubliceerd"
sleep 0.5
shot gepubliceerd
key Escape
echo "-- Ronde 1 gespeeld vanaf een tweede station: de site gaat vanzelf mee"
"$CLI" --db "$DB" --format json tables --round 1 | jq -r '(if type == "array" then . else .tables end)[] | .players | join(",")' |
  nl -w1 -s' ' | while read -r table players; do
    IFS=, read -r a b c d <<<"$players"
    for g in 1 2; do
      "$CLI" --db "$DB" --station "Tweede" result --round 1 --table "$table" --game "$g" --points "$a=10,$b=8,$c=4,$d=0" >/dev/null
    done
  done
for _ in $(seq 1 150); do grep -q '"points": 20' "$SERVED/2026/klassement.json" 2>/dev/null && break; sleep 0.2; done
grep -q '"points": 20' "$SERVED/2026/klassement.json" || fail "de ronde is niet vanzelf gepubliceerd"
sleep 1
shot na-ronde-1-vanzelf
echo "  ok: gepubliceerd na ronde 1, $(find "$SERVED/2026/" -name '*.html' | wc -l) pagina's"
kill "$PID"
wait "$PID" 2>/dev/null || true
echo "== publish-day: goed; schermafdrukken in $SHOTS"
