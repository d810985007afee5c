#!/usr/bin/env bash
# Issue 39's day, as a director would run it with the command line: 16 players through five rounds
# and the final, with a correction, an undo, a game typed at the wrong table and moved, a copy to
# the PostgreSQL test server and play there, a copy back, an export read into a new file, and a
# backup restored after a "power cut" and played on. After every step `nk-bonaken-cli check` must
# find nothing: the audit's chain and every seal verify. Each copy's contents equal its source's.
# Prints "keten: stappen=N" and exits 0; exits 1 at the first step that does not verify.
# Usage: tests/cli/chain-day.sh CLI   (the server part with NKB_TEST_PG of scripts/pg-test-server.sh;
# without it, 77: skipped)
set -euo pipefail
CLI="$1"
[ -n "${NKB_TEST_PG:-}" ] || { echo "keten: geen PostgreSQL-testserver (NKB_TEST_PG): overgeslagen"; exit 77; }
command -v jq >/dev/null && command -v psql >/dev/null || { echo "keten: jq of psql ontbreekt: overgeslagen"; exit 77; }
WORK="$(mktemp -d)"
NAME="keten_$$_$RANDOM"
cleanup() {
  psql "$NKB_TEST_PG" -qAtc "DROP DATABASE IF EXISTS $NAME WITH (FORCE)" >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT
export QT_QPA_PLATFORM=offscreen
cli() { timeout 60 "$CLI" "$@"; }
STEPS=0
verified() { # verified LOCATION WHAT: check finds nothing
  local out
  if ! out=$(cli check "$1" 2>&1); then
    echo "FOUT: na \"$2\" klopt $1 niet:" >&2
    echo "$out" >&2
    exit 1
  fi
  STEPS=$((STEPS + 1))
}
same() { # same A B WHAT: both exports hold the same tournament (players, rounds, games, lots)
  local a b
  a=$(cli --db "$1" export | jq -S '{tournament, players, rounds, games, lots}')
  b=$(cli --db "$2" export | jq -S '{tournament, players, rounds, games, lots}')
  [ "$a" = "$b" ] || { echo "FOUT: na \"$3\" verschilt $2 van $1" >&2; exit 1; }
}
players() { # players DB ROUND TABLE: the four names, in seat order
  cli --db "$1" --format json tables --round "$2" | jq -r ".[$(($3 - 1))].players[]"
}
points() { # points GAME NAME...: the places rotate with the game
  local g=$1; shift
  local p=("$@") s=(10 8 4 0) out="" i
  for i in 0 1 2 3; do out+="${out:+,}${p[i]}=${s[$(((i + g) % 4))]}"; done
  echo "$out"
}
game() { # game DB ROUND TABLE GAME [extra...]
  local db=$1 r=$2 t=$3 g=$4; shift 4
  mapfile -t P < <(players "$db" "$r" "$t")
  cli --db "$db" result --round "$r" --table "$t" --game "$g" --points "$(points "$g" "${P[@]}")" "$@" >/dev/null
  verified "$db" "ronde $r, tafel $t, spel $g"
}
round() { # round DB R: drawn and every game played
  local t g
  cli --db "$1" draw --round "$2" --seed "$2" >/dev/null
  verified "$1" "loting ronde $2"
  for t in 1 2 3 4; do for g in 1 2; do game "$1" "$2" "$t" "$g"; done; done
}

DB="$WORK/NK-2026.bonaken"
{ echo "naam;club"; for i in $(seq 1 16); do echo "Speler $i;Club $((i % 4))"; done; } >"$WORK/spelers.csv"
cli --db "$DB" new --name "NK Bonaken 2026" --date 2026-11-07 >/dev/null
verified "$DB" "nieuw toernooi"
cli --db "$DB" players import "$WORK/spelers.csv" >/dev/null
verified "$DB" "spelers"

# Round 1 on the file: a game typed at the wrong table and moved, a correction, an undo.
cli --db "$DB" draw --round 1 --seed 1 >/dev/null
verified "$DB" "loting ronde 1"
game "$DB" 1 1 1
cli --db "$DB" result --round 1 --table 1 --game 1 --move-to-table 2 >/dev/null
verified "$DB" "spel naar tafel 2 verplaatst"
cli --db "$DB" undo >/dev/null
verified "$DB" "verplaatsing ongedaan"
game "$DB" 1 1 2
mapfile -t T1 < <(players "$DB" 1 1)
cli --db "$DB" result --round 1 --table 1 --game 2 --points "$(points 3 "${T1[@]}")" >/dev/null
verified "$DB" "correctie van spel 2, tafel 1"
cli --db "$DB" undo >/dev/null
verified "$DB" "correctie ongedaan"
for t in 2 3 4; do for g in 1 2; do game "$DB" 1 "$t" "$g"; done; done
round "$DB" 2

# To the server, round 3 there, and back to a file.
psql "$NKB_TEST_PG" -qAtc "CREATE DATABASE $NAME" >/dev/null
SERVER="${NKB_TEST_PG/\/postgres/\/$NAME}"
cli copy "$DB" "$SERVER" >/dev/null
verified "$SERVER" "kopie naar de server"
same "$DB" "$SERVER" "kopie naar de server"
round "$SERVER" 3
BACK="$WORK/terug-van-de-server.bonaken"
cli copy "$SERVER" "$BACK" >/dev/null
verified "$BACK" "kopie terug van de server"
same "$SERVER" "$BACK" "kopie terug van de server"

# An export read into a new file (a new chain with its own first line), round 4 there.
cli --db "$BACK" export >"$WORK/export.json"
IMPORTED="$WORK/uit-export.bonaken"
cli --db "$IMPORTED" import "$WORK/export.json" >/dev/null
verified "$IMPORTED" "export ingelezen"
same "$BACK" "$IMPORTED" "export ingelezen"
round "$IMPORTED" 4

# A backup, one more game, the power cut: the backup restored and round 5 played on it.
BACKUP="$WORK/NK-2026-na-ronde-4.bonaken"
cli copy "$IMPORTED" "$BACKUP" >/dev/null
verified "$BACKUP" "back-up"
cli --db "$IMPORTED" draw --round 5 --seed 5 >/dev/null
game "$IMPORTED" 5 1 1
round "$BACKUP" 5

# The final, seated the moment the finalists are known.
cli --db "$BACKUP" finalists >/dev/null
mapfile -t F < <(cli --db "$BACKUP" --format json tables --round finale | jq -r '.[0].players[]')
[ "${#F[@]}" = 4 ] || { echo "FOUT: de finaletafel is niet ingedeeld" >&2; exit 1; }
for g in 1 2; do
  cli --db "$BACKUP" result --final --game "$g" --points "$(points "$g" "${F[@]}")" >/dev/null
  verified "$BACKUP" "finale spel $g"
done
cli --db "$BACKUP" standings >/dev/null
echo "keten: stappen=$STEPS"
