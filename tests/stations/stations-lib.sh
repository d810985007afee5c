# What the server scripts of tests/stations share (sourced, after CLI is set): the test server of
# scripts/pg-test-server.sh (exit 77, skipped, without it), a database of the script's own on it,
# and a tournament of N players with drawn rounds.

need_test_server() {
  [ -n "${NKB_TEST_PG:-}" ] && [ -n "${NKB_TEST_PG_DIR:-}" ] || { echo "geen testserver: overgeslagen"; exit 77; }
  command -v psql >/dev/null && command -v jq >/dev/null || { echo "psql of jq ontbreekt: overgeslagen"; exit 77; }
  # PG_BIN: the test server's own PostgreSQL (15 on Debian 12, 17 on Debian 13).
  . "$(dirname "${BASH_SOURCE[0]}")/../../scripts/pg-version.sh"
}

# own_database PREFIX: sets name and db (its address) and defines sql (one statement on it).
own_database() {
  name="$1_$$_$RANDOM"
  psql "$NKB_TEST_PG" -qAtc "CREATE DATABASE $name" >/dev/null
  db="${NKB_TEST_PG/\/postgres/\/$name}"
  sql() { psql "$db" -qAtc "$1"; }
}

# new_tournament TITLE PLAYERS SEED...: "Speler 1" … "Speler N", and round r drawn with the r-th seed.
new_tournament() {
  local title=$1 players=$2 r=0 seed
  shift 2
  "$CLI" --db "$db" new --name "$title" >/dev/null
  { echo naam; for i in $(seq 1 "$players"); do echo "Speler $i"; done; } >"$work/spelers.csv"
  "$CLI" --db "$db" players import "$work/spelers.csv" >/dev/null
  for seed in "$@"; do
    r=$((r + 1))
    "$CLI" --db "$db" draw --round "$r" --seed "$seed" >/dev/null
  done
}
