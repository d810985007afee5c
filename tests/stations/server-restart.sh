#!/usr/bin/env bash
# Two stations (real nk-bonaken-cli processes) enter a round of 20 tables into the test server,
# and the server is restarted (pg_ctl restart -m fast) in the middle of it, as a venue laptop
# that reboots its server would. A command the restart refuses says so in Dutch and
# is given again, as a referee would; afterwards every game is stored exactly once and counts
# once. Exit 77 (skipped) without the test server of scripts/pg-test-server.sh.
# Usage: server-restart.sh NK-BONAKEN-CLI
set -euo pipefail
CLI=$1
. "$(dirname "$0")/stations-lib.sh"
need_test_server
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
own_database restart
new_tournament "NK herstart" 80 7
"$CLI" --db "$db" --format json tables --round 1 >"$work/tafels.json"

# station NAME FIRST LAST: both games of its tables; a refused command is given again (at most 100 times).
station() {
  local t g points tries=0
  for t in $(seq "$2" "$3"); do
    points=$(jq -r --argjson t "$t" '.[] | select(.table == $t) | .players |
      "\(.[0])=10,\(.[1])=8,\(.[2])=4,\(.[3])=1"' "$work/tafels.json")
    for g in 1 2; do
      until "$CLI" --db "$db" --station "$1" result --round 1 --table "$t" --game "$g" --points "$points" \
        >/dev/null 2>>"$work/$1.err"; do
        tries=$((tries + 1))
        [ "$tries" -lt 100 ] || { echo "$1: tafel $t spel $g na 100 pogingen niet opgeslagen" >&2; return 1; }
        sleep 0.2
      done
    done
  done
  echo "$tries" >"$work/$1.tries"
}
station Zaal-1 1 10 & one=$!
station Zaal-2 11 20 & two=$!
sleep 0.6
owner=()
[ "$(id -u)" -eq 0 ] && owner=(runuser -u postgres --)
"${owner[@]}" "$PG_BIN/pg_ctl" -D "$NKB_TEST_PG_DIR/data" -m fast -w restart \
  -l "$NKB_TEST_PG_DIR/log" >/dev/null
during=$(sql "SELECT COUNT(*) FROM games") # the stations were still at work (fewer than 40)
wait "$one"
wait "$two"

games=$(sql "SELECT COUNT(*) || ' ' || COUNT(DISTINCT (round, table_number, game)) FROM games WHERE finished = 1")
audit=$(sql "SELECT COUNT(*) FROM audit WHERE what LIKE 'Uitslag%'")
counted=$("$CLI" --db "$db" --format json standings | jq '[.[] | .games] | add')
refused=$(cat "$work"/*.err 2>/dev/null | grep -c "niet bereikbaar\|verbroken" || true)
psql "$NKB_TEST_PG" -qAtc "DROP DATABASE $name" >/dev/null || true
echo "herstart na $during van 40 spellen; $refused opdrachten geweigerd en opnieuw gegeven;" \
  "opgeslagen: $games (spellen, verschillend), audit $audit, in het klassement $counted speler-spellen"
fail=0
[ "$games" = "40 40" ] || { echo "FOUT: niet elk spel precies één keer opgeslagen" >&2; fail=1; }
[ "$audit" = 40 ] || { echo "FOUT: $audit uitslagen in de audit, verwacht 40" >&2; fail=1; }
[ "$counted" = 160 ] || { echo "FOUT: $counted speler-spellen in het klassement, verwacht 160" >&2; fail=1; }
[ "$during" -lt 40 ] || { echo "FOUT: de server werd pas herstart toen alles al stond" >&2; fail=1; }
grep -h "^Fout\|^Geweigerd" "$work"/*.err 2>/dev/null | grep -v "niet bereikbaar\|verbroken" &&
  { echo "FOUT: een andere weigering dan die van de herstart" >&2; fail=1; }
exit "$fail"
