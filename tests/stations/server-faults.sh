#!/usr/bin/env bash
# The server faults of a venue at once: four stations (real nk-bonaken-cli processes)
# enter 200 games while the server crashes five times (pg_ctl -m immediate: no goodbye, recovery
# from its log), a fifth program is killed with kill -9 in the middle of its transaction, and two
# of the stations reach the server through a proxy process that cuts their connections, drops
# the server's answer to COMMIT, and freezes (SIGSTOP) for 12 s. A command refused as the
# referee is told ("niet opgeslagen", "niet bereikbaar", "nog niet bekend") is given again, as she
# would. Afterwards every game is stored exactly once and the standings equal those of the same
# results typed into a file by one station. Exit 77 (skipped) without the test server of
# scripts/pg-test-server.sh. Usage: server-faults.sh NK-BONAKEN-CLI NKB-FAULTPROXY
set -euo pipefail
CLI=$1
PROXY_BIN=$2
. "$(dirname "$0")/stations-lib.sh"
need_test_server
work=$(mktemp -d)
pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true; kill -CONT "${pids[@]}" 2>/dev/null || true; rm -rf "$work"' EXIT
own_database faults
# A crash must not lose what the server confirmed: the test server's own speed setting
# (synchronous_commit off) is put back to a venue server's for this database.
psql "$NKB_TEST_PG" -qAtc "ALTER DATABASE $name SET synchronous_commit = on" >/dev/null
new_tournament "NK storingen" 200 11 12
for r in 1 2; do "$CLI" --db "$db" --format json tables --round "$r" >"$work/tafels-$r.json"; done
"$CLI" copy "$db" "$work/NK-bestand.bonaken" >/dev/null # the same tournament, for the file run

# Two proxies, each a real process between its station and the server's socket, commanded
# through a FIFO (faultproxy.cpp).
start_proxy() { # start_proxy N: the proxy's pid in $work/proxyN.pid, its port in $work/proxyN.port
  mkfifo "$work/proxy$1.ctl"
  # Read and write (<>): opening a FIFO for reading alone waits for a writer.
  "$PROXY_BIN" "$NKB_TEST_PG_DIR/sock/.s.PGSQL.5432" <>"$work/proxy$1.ctl" >"$work/proxy$1.out" &
  echo $! >"$work/proxy$1.pid"
  for _ in $(seq 1 50); do grep -q "^poort" "$work/proxy$1.out" && break; sleep 0.1; done
  awk '/^poort/ {print $2}' "$work/proxy$1.out" >"$work/proxy$1.port"
}
start_proxy 1
exec 7>"$work/proxy1.ctl"
start_proxy 2
exec 8>"$work/proxy2.ctl"
proxy2_pid=$(cat "$work/proxy2.pid")
pids+=("$(cat "$work/proxy1.pid")" "$proxy2_pid")
via() { echo "postgresql://nkb@127.0.0.1:$(cat "$work/proxy$1.port")/$name"; }

points_of() { # points_of ROUND TABLE GAME: seats rotated per game, 10/8/4/1
  jq -r --argjson t "$2" --argjson g "$3" '.[] | select(.table == $t) | .players as $p |
    [range(0; 4)] | map("\($p[(. + $g) % 4])=\([10, 8, 4, 1][.])") | join(",")' "$work/tafels-$1.json"
}

# station NAME LOCATION PART: every game whose table number modulo 4 is PART, in both rounds.
station() {
  local r t g tries=0 out
  for r in 1 2; do
    for t in $(seq 1 50); do
      [ $((t % 4)) -eq "$3" ] || continue
      for g in 1 2; do
        until out=$("$CLI" --db "$2" --station "$1" result --round "$r" --table "$t" --game "$g" \
          --points "$(points_of "$r" "$t" "$g")" 2>&1); do
          echo "$out" >>"$work/$1.err"
          tries=$((tries + 1))
          [ "$tries" -lt 400 ] || { echo "$1: ronde $r tafel $t spel $g niet opgeslagen" >&2; return 1; }
          sleep 0.3
        done
        sleep 0.15 # a referee takes the next sheet
      done
    done
  done
  echo "$tries" >"$work/$1.tries"
}
station Zaal-1 "$db" 0 & pids+=($!)
station Zaal-2 "$db" 1 & pids+=($!)
station Zaal-3 "$(via 1)" 2 & pids+=($!)
station Zaal-4 "$(via 2)" 3 & pids+=($!)
stations=("${pids[@]:2}")

owner=()
[ "$(id -u)" -eq 0 ] && owner=(runuser -u postgres --)
crash() {
  "${owner[@]}" "$PG_BIN/pg_ctl" -D "$NKB_TEST_PG_DIR/data" -m immediate -w restart \
    -l "$NKB_TEST_PG_DIR/log" >/dev/null
}
stored() { sql "SELECT COUNT(*) FROM games WHERE finished = 1" 2>/dev/null || echo "?"; }
sleep 1
for i in 1 2 3 4 5; do
  case $i in
    1) # station 3's next answer to COMMIT is lost, then its connections are cut
      echo drop-commit >&7; sleep 1; echo cut >&7 ;;
    2) # a fifth program killed in the middle of its transaction (a long import)
      { echo naam; for j in $(seq 1 3000); do echo "Laatkomer $j"; done; } >"$work/groot.csv"
      "$CLI" --db "$db" --station Zaal-5 players import "$work/groot.csv" >/dev/null 2>&1 & killed=$!
      sleep 0.4
      kill -9 "$killed" 2>/dev/null || true ;;
    3) # station 4's network freezes for 12 s
      kill -STOP "$proxy2_pid"; sleep 12; kill -CONT "$proxy2_pid" ;;
  esac
  echo "crash $i na $(stored) spellen" >>"$work/verloop"
  crash
  sleep 1.5
done
for p in "${stations[@]}"; do wait "$p"; done

games=$(sql "SELECT COUNT(*) || ' ' || COUNT(DISTINCT (round, table_number, game)) FROM games WHERE finished = 1")
late=$(sql "SELECT COUNT(*) FROM players WHERE name LIKE 'Laatkomer%'")
"$CLI" --db "$db" --format json standings >"$work/server.json"
# The file run: the same results, one station, no faults.
for r in 1 2; do for t in $(seq 1 50); do for g in 1 2; do
  "$CLI" --db "$work/NK-bestand.bonaken" result --round "$r" --table "$t" --game "$g" \
    --points "$(points_of "$r" "$t" "$g")" >/dev/null
done; done; done
"$CLI" --db "$work/NK-bestand.bonaken" --format json standings >"$work/bestand.json"
tries=$(cat "$work"/*.tries | awk '{s += $1} END {print s}')
psql "$NKB_TEST_PG" -qAtc "DROP DATABASE $name" >/dev/null 2>&1 || true
cat "$work/verloop"
echo "opgeslagen: $games (spellen, verschillend); $tries opdrachten opnieuw gegeven; import van de gedode" \
  "opdracht: $late van 3000 spelers"
fail=0
last=$(awk '/^crash 5/ {print $4}' "$work/verloop")
[ "$last" -lt 200 ] 2>/dev/null || { echo "FOUT: de laatste crash kwam pas toen alles al stond" >&2; fail=1; }
[ "$games" = "200 200" ] || { echo "FOUT: niet elk spel precies één keer opgeslagen" >&2; fail=1; }
[ "$late" = 0 ] || [ "$late" = 3000 ] || { echo "FOUT: de gedode import staat half in de database" >&2; fail=1; }
spelers() { jq -S 'map(select(.name | startswith("Speler")))' "$1"; }
cmp -s <(spelers "$work/server.json") <(spelers "$work/bestand.json") ||
  { echo "FOUT: het klassement van de server wijkt af van dat van het bestand" >&2; fail=1; }
if grep -h "^Fout\|^Geweigerd" "$work"/Zaal-*.err 2>/dev/null |
  grep -v "niet opgeslagen\|niet bereikbaar\|verbroken\|nog niet\|bezet\|bekend"; then
  echo "FOUT: een andere weigering dan die van de storingen" >&2
  fail=1
fi
exit "$fail"
