#!/usr/bin/env bash
# Entry at the table through faults (docs/table-entry.md): eight table phones
# (tests/web/tablephones.py, signing as the page does) write their tables' two games gift by gift
# while `serve --table-entry` is killed with kill -9 at least 50 times and started again on the same
# port, on a file and on the PostgreSQL test server; then, on the server, while serve runs on, the
# database is stopped with pg_ctl -m immediate five times. A phone sends again what was not
# answered, as the page does. Afterwards every gift the server acknowledged is stored exactly once
# (each stored game is the phone's own gifts in order, none twice), every game it said counted is
# counted, and after each return of the database the phones were writing again within seconds.
# Usage: serve-faults.sh NK-BONAKEN-CLI [KILLS]. The server part is skipped without the test server
# of scripts/pg-test-server.sh (NKB_TEST_PG).
set -euo pipefail
CLI=$1
KILLS=${2:-50}
here="$(cd "$(dirname "$0")" && pwd)"
command -v python3 >/dev/null && command -v jq >/dev/null || { echo "python3 of jq ontbreekt: overgeslagen"; exit 77; }
work=$(mktemp -d)
serve_pid=""
trap 'kill -9 $serve_pid 2>/dev/null || true; rm -rf "$work"' EXIT

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
start_serve() { # start_serve DB PORT: serve in the background, back when it answers
  "$CLI" --db "$1" serve --listen "127.0.0.1:$2" --table-entry >>"$work/serve.out" 2>>"$work/serve.err" &
  serve_pid=$!
  for _ in $(seq 1 100); do
    (exec 3<>"/dev/tcp/127.0.0.1/$2") 2>/dev/null && return 0
    sleep 0.05
  done
  echo "serve kwam niet op" >&2; cat "$work/serve.err" >&2; return 1
}
tournament() { # tournament DB: 32 players, round 1 drawn
  "$CLI" --db "$1" new --name "NK storingen aan tafel" >/dev/null
  { echo naam; for i in $(seq 1 32); do echo "Speler $i"; done; } >"$work/spelers.csv"
  "$CLI" --db "$1" players import "$work/spelers.csv" >/dev/null
  "$CLI" --db "$1" draw --round 1 --seed 5 >/dev/null
}
# check DB ROUND RESULT.json: every acknowledged gift stored once, every counted game counted.
check() {
  "$CLI" --db "$1" --format json export >"$work/export.json"
  python3 - "$work/export.json" "$2" "$3" "$work/tafels.json" <<'EOF'
import json, sys
export, rnd, result, tables = json.load(open(sys.argv[1])), int(sys.argv[2]), json.load(open(sys.argv[3])), json.load(open(sys.argv[4]))
tables = tables.get("tables", tables) if isinstance(tables, dict) else tables
GAME = [(0, True), (0, True), (1, False), (1, False), (2, True), (3, True), (2, False), (2, True)]
games = {(g["table"], g["game"]): g for g in export.get("games", []) if g["round"] == rnd}
bad, acknowledged, counted = [], 0, 0
for t in tables:
    names = t["players"]
    for g in ("1", "2"):
        said = result["tables"][str(t["table"])][g]
        stored = games.get((t["table"], int(g)))
        gifts = (stored or {}).get("game_record", {}).get("giften", []) if stored else []
        planned = [[names[GAME[i][0]]] for i in range(len(gifts))]
        if len(gifts) > len(GAME) or [x["spelers"] for x in gifts] != planned:
            bad.append(f"tafel {t['table']} spel {g}: opgeslagen giften wijken af ({len(gifts)})")
        if len(gifts) < said["gifts"]:
            bad.append(f"tafel {t['table']} spel {g}: {said['gifts']} bevestigd, {len(gifts)} opgeslagen")
        if said["counted"] and not (stored and stored.get("finished")):
            bad.append(f"tafel {t['table']} spel {g}: telt volgens de server, niet opgeslagen als klaar")
        acknowledged += said["gifts"]
        counted += said["counted"]
print(f"   {acknowledged} bevestigde giften, {counted} van {2 * len(tables)} spellen geteld; "
      f"{result['requests']} verzoeken, {result['failures']} zonder antwoord of 503; "
      f"langste wachttijd van een telefoon {result['longest_gap_s']:.1f} s")
if counted != 2 * len(tables):
    bad.append(f"de telefoons kregen {counted} van de {2 * len(tables)} spellen niet op tijd geteld")
if bad:
    print("\n".join(bad)); sys.exit(1)
EOF
}
secret_of() { # secret_of DB: the tournament's table secret in hex
  case "$1" in
    postgres*) psql "$1" -qAtc "SELECT encode(secret, 'hex') FROM table_secret WHERE id = 1" ;;
    *) python3 -c 'import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute("SELECT hex(secret) FROM table_secret WHERE id = 1").fetchone()[0])' "$1" ;;
  esac
}
# kills DB ROUND: the phones write round ROUND while serve is killed KILLS times.
kills() {
  local port killed=0
  port=$(free_port)
  "$CLI" --db "$1" --format json tables --round "$2" >"$work/tafels.json"
  start_serve "$1" "$port"
  # Two seconds between a table's gifts: the phones write for longer than the kills take.
  NKB_GIFT_PAUSE=2 python3 "$here/tablephones.py" "$port" "$(secret_of "$1")" "$2" "$work/tafels.json" 150 "$work/result.json" &
  local phones=$!
  while [ "$killed" -lt "$KILLS" ] && kill -0 "$phones" 2>/dev/null; do
    sleep "0.$((RANDOM % 4 + 1))"
    kill -9 "$serve_pid"; wait "$serve_pid" 2>/dev/null || true
    killed=$((killed + 1))
    start_serve "$1" "$port"
  done
  wait "$phones"
  kill -9 "$serve_pid"; wait "$serve_pid" 2>/dev/null || true
  echo "   serve $killed keer gestopt met kill -9 terwijl 8 telefoons schreven"
  [ "$killed" -ge "$KILLS" ] || { echo "FOUT: de telefoons waren klaar na $killed keer" >&2; return 1; }
  check "$1" "$2" "$work/result.json"
}

echo "== Op een bestand"
tournament "$work/tafel.bonaken"
kills "$work/tafel.bonaken" 1

if [ -z "${NKB_TEST_PG:-}" ] || [ -z "${NKB_TEST_PG_DIR:-}" ]; then
  echo "== PostgreSQL: geen testserver, overgeslagen"
  exit 0
fi
. "$here/../../scripts/pg-version.sh"
echo "== Op de PostgreSQL-testserver"
name="tafelfouten_$$_$RANDOM"
psql "$NKB_TEST_PG" -qAtc "CREATE DATABASE $name" >/dev/null
db="${NKB_TEST_PG/\/postgres/\/$name}"
# A crash must not lose what the server confirmed: a venue server's setting for this database.
psql "$NKB_TEST_PG" -qAtc "ALTER DATABASE $name SET synchronous_commit = on" >/dev/null
tournament "$db"
kills "$db" 1
echo "== PostgreSQL vijf keer gestopt (-m immediate) terwijl serve doorloopt"
"$CLI" --db "$db" draw --round 2 --seed 6 >/dev/null
"$CLI" --db "$db" --format json tables --round 2 >"$work/tafels.json"
port=$(free_port)
start_serve "$db" "$port"
python3 "$here/tablephones.py" "$port" "$(secret_of "$db")" 2 "$work/tafels.json" 150 "$work/result.json" &
phones=$!
owner=()
[ "$(id -u)" -eq 0 ] && owner=(runuser -u postgres --)
for i in 1 2 3 4 5; do
  sleep 2
  "${owner[@]}" "$PG_BIN/pg_ctl" -D "$NKB_TEST_PG_DIR/data" -m immediate -w restart -l "$NKB_TEST_PG_DIR/log" >/dev/null
done
wait "$phones"
kill -0 "$serve_pid" || { echo "FOUT: serve is gestopt" >&2; exit 1; }
kill "$serve_pid"; wait "$serve_pid" 2>/dev/null || true
check "$db" 2 "$work/result.json"
gap=$(jq '.longest_gap_s' "$work/result.json")
python3 -c "import sys; sys.exit(0 if $gap < 15 else 1)" ||
  { echo "FOUT: een telefoon wachtte $gap s na de terugkeer van de database" >&2; exit 1; }
psql "$NKB_TEST_PG" -qAtc "DROP DATABASE $name WITH (FORCE)" >/dev/null 2>&1 || true
echo "serve-faults: niets bevestigd verloren, alles één keer opgeslagen"
