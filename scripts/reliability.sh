#!/usr/bin/env bash
# Breaks the tournament on purpose, with the real nk-bonaken-cli on real files, and counts what
# goes wrong: kill -9 at a random moment during every kind of write, damaged files (a flipped
# byte, cut short, empty, noise, a foreign write-ahead log), and bad inputs (CSV and JSON of every
# wrong kind). It prints one line, and exits 1 unless every count but the trials is zero:
#   betrouwbaarheid: proeven=N gedood-tijdens-schrijven=K verloren=0 gecrasht=0 vastgelopen=0 veranderd-bij-weigering=0
# gedood-tijdens-schrijven: how many of the kill -9s found the command still running (the rest came
#   after its end); it must not be zero, or the kills tested nothing.
# verloren: a file that no longer opens, or a write found half done (a killed import of 60
#   players must leave 0 or 60 of them, a killed draw no tables or all of them, a killed "new" or
#   import into a new file the whole tournament or a file that the same command takes again);
# gecrasht: a program ended by a signal other than our own kill -9;
# vastgelopen: a command still running after 20 s;
# veranderd-bij-weigering: a refused command that changed the file.
# Usage: scripts/reliability.sh [ROUNDS] [BUILD_DIR]     (default 10 rounds, build)
set -uo pipefail
cd "$(dirname "$0")/.."
ROUNDS="${1:-10}"
BUILD="$(realpath "${2:-build}")"
CLI="$BUILD/app/nk-bonaken-cli"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
export XDG_RUNTIME_DIR="$WORK/xdg" QT_QPA_PLATFORM=offscreen
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
TRIALS=0 KILLED=0 LOST=0 CRASHED=0 HUNG=0 CHANGED=0
VERBOSE="${NKB_RELIABILITY_VERBOSE:-}"
say() { [ -n "$VERBOSE" ] && echo "$*" >&2; true; }

cli() { timeout 20 "$CLI" "$@"; }
hash_of() { { sha256sum "$1" 2>/dev/null || echo geen; } | cut -c1-64; [ -e "$1-wal" ] && sha256sum "$1-wal" | cut -c1-64; true; }
# The number of players, or nothing where the file refuses (its refusal is an object, not a list).
players_in() { cli --db "$1" --format json players list 2>/dev/null | jq 'if type == "array" then length else empty end' 2>/dev/null; }
# A command that ran to its end: count a crash or a hang; on a refusal the file must be as it was.
judge() { # judge FILE RC BEFORE-HASH WHAT
  local rc=$2
  TRIALS=$((TRIALS + 1))
  if [ "$rc" = 124 ]; then HUNG=$((HUNG + 1)); say "vastgelopen: $4"; return; fi
  if [ "$rc" -ge 128 ]; then CRASHED=$((CRASHED + 1)); say "gecrasht ($rc): $4"; return; fi
  if [ "$rc" != 0 ] && [ "$(hash_of "$1")" != "$3" ]; then CHANGED=$((CHANGED + 1)); say "veranderd: $4"; fi
}

# --- A tournament to break: 40 players, round 1 drawn, two results.
BASE="$WORK/basis.bonaken"
{ echo "naam;club"; for i in $(seq 1 40); do echo "Speler $i;Club $((i % 5))"; done; } >"$WORK/spelers.csv"
{ echo "naam;club"; for i in $(seq 1 60); do echo "Nieuwkomer $i;Club N"; done; } >"$WORK/nieuw.csv"
cli --db "$BASE" new --name "NK Bonaken 2026" --date 2026-11-07 >/dev/null
cli --db "$BASE" players import "$WORK/spelers.csv" >/dev/null
cli --db "$BASE" draw --round 1 --seed 1 >/dev/null
mapfile -t T1 < <(cli --db "$BASE" --format json tables --round 1 | jq -r '.[0].players[]')
mapfile -t T2 < <(cli --db "$BASE" --format json tables --round 1 | jq -r '.[1].players[]')
points() { local -n t=$1; echo "${t[0]}=10,${t[1]}=8,${t[2]}=4,${t[3]}=0"; }
cli --db "$BASE" result --round 1 --table 1 --game 1 --points "$(points T1)" >/dev/null
cli --db "$BASE" export >"$WORK/export.json"
BASE_PLAYERS=$(players_in "$BASE")
[ "$BASE_PLAYERS" = 40 ] || { echo "reliability: het basistoernooi is niet gemaakt" >&2; exit 1; }

# --- kill -9 during every kind of write.
# Each kind: the command, and a check that prints "heel" when the file holds all or nothing of it.
games_of() { cli --db "$1" export 2>/dev/null | jq --argjson t "$2" '[.games[] | select(.round == 1 and .table == $t and .finished)] | length'; }
check_kind() { # check_kind KIND FILE
  local f=$2 n
  case $1 in
    add) n=$(players_in "$f"); [ "$n" = 40 ] || [ "$n" = 41 ] ;;
    import) n=$(players_in "$f"); [ "$n" = 40 ] || [ "$n" = 100 ] ;;
    draw) n=$(cli --db "$f" --format json tables --round 2 2>/dev/null | jq length); [ "$n" = 0 ] || [ "$n" = 10 ] ;;
    result) n=$(games_of "$f" 2); [ "$n" = 0 ] || [ "$n" = 1 ] ;;
    withdraw) n=$(cli --db "$f" --format json players list | jq '[.[] | select(.withdrawn_from_round == 2)] | length'); [ "$n" = 0 ] || [ "$n" = 1 ] ;;
    undo) n=$(games_of "$f" 1); [ "$n" = 0 ] || [ "$n" = 1 ] ;;
    newfile) # no tournament or the whole one; without one, the import can simply be done again
      n=$([ -e "$f" ] && players_in "$f")
      if [ -z "$n" ]; then cli --db "$f" import "$WORK/export.json" >/dev/null 2>&1; n=$(players_in "$f"); fi
      [ "$n" = 40 ] ;;
    create) # the new tournament or none yet; without one, "new" can simply be done again
      cli --db "$f" standings >/dev/null 2>&1 || cli --db "$f" new --name "Nieuw" >/dev/null 2>&1 ;;
  esac
}
run_kind() { # run_kind KIND FILE; run in the background, it becomes the CLI itself (exec), so that
  # kill -9 of its pid kills the CLI and not only the subshell around it.
  case $1 in
    add) exec "$CLI" --db "$2" players add "Laatkomer" ;;
    import) exec "$CLI" --db "$2" players import "$WORK/nieuw.csv" ;;
    draw) exec "$CLI" --db "$2" draw --round 2 --seed 7 ;;
    result) exec "$CLI" --db "$2" result --round 1 --table 2 --game 1 --points "$(points T2)" ;;
    withdraw) exec "$CLI" --db "$2" players withdraw "Speler 7" --from-round 2 ;;
    undo) exec "$CLI" --db "$2" undo ;;
    newfile) exec "$CLI" --db "$2" import "$WORK/export.json" ;;
    create) exec "$CLI" --db "$2" new --name "Nieuw" ;;
  esac
}
# How long each kind takes here, whole, in ms: the kill comes at a random moment inside it.
declare -A TOOK
for kind in add import draw result withdraw undo newfile create; do
  f="$WORK/kill-$kind.bonaken"
  rm -f "$f" "$f-wal" "$f-shm"
  [ "$kind" = newfile ] || [ "$kind" = create ] || cp "$BASE" "$f"
  t0=$(date +%s%N)
  (run_kind "$kind" "$f" >/dev/null 2>&1)
  TOOK[$kind]=$((($(date +%s%N) - t0) / 1000000 + 1))
  say "$kind duurt ${TOOK[$kind]} ms"
done
for r in $(seq 1 "$ROUNDS"); do
  for kind in add import draw result withdraw undo newfile create; do
    f="$WORK/kill-$kind.bonaken"
    rm -f "$f" "$f-wal" "$f-shm" "$f-journal" "$f".nieuw-*
    [ "$kind" = newfile ] || [ "$kind" = create ] || cp "$BASE" "$f"
    run_kind "$kind" "$f" >/dev/null 2>&1 &
    pid=$!
    sleep "0.$(printf %03d $(((RANDOM * r) % TOOK[$kind] % 1000)))"
    kill -9 "$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
    rc=$?
    TRIALS=$((TRIALS + 1))
    [ "$rc" = 137 ] && KILLED=$((KILLED + 1))
    if [ "$rc" -ge 128 ] && [ "$rc" != 137 ]; then CRASHED=$((CRASHED + 1)); say "gecrasht ($rc): $kind"; fi
    if [ "$kind" != newfile ] && [ "$kind" != create ]; then
      if ! cli --db "$f" standings >/dev/null 2>&1; then
        LOST=$((LOST + 1)); say "verloren (opent niet): $kind"; continue
      fi
    fi
    check_kind "$kind" "$f" || { LOST=$((LOST + 1)); say "verloren (half): $kind"; }
  done
done

# --- Damaged files: every command refuses clearly or works; a refusal leaves the file as it was.
damage() { # damage KIND FILE
  local f=$2 size
  size=$(stat -c %s "$f")
  case $1 in
    flip) printf "\\x$(printf %02x $((RANDOM % 256)))" | dd of="$f" bs=1 seek=$(((RANDOM * 7 + RANDOM) % size)) conv=notrunc status=none ;;
    cut) truncate -s $(((RANDOM * 3) % size)) "$f" ;;
    empty) : >"$f" ;;
    noise) head -c $((RANDOM % 9000 + 1)) /dev/urandom >"$f" ;;
    header) printf 'SQLite format 3\0' | dd of="$f" bs=1 seek=$((RANDOM % 100 + 16)) conv=notrunc status=none ;;
    foreignwal) cli --db "$WORK/ander.bonaken" new --name Ander >/dev/null 2>&1
                head -c 4096 /dev/urandom >"$f-wal" ;;
  esac
}
for r in $(seq 1 "$ROUNDS"); do
  for kind in flip cut empty noise header foreignwal; do
    f="$WORK/schade-$kind.bonaken"
    rm -f "$f" "$f-wal" "$f-shm" "$WORK/ander.bonaken"
    cp "$BASE" "$f"
    damage "$kind" "$f"
    for cmd in "players list" "standings" "players add Nieuw" "draw --round 2 --seed 3" "export"; do
      before=$(hash_of "$f")
      # shellcheck disable=SC2086
      cli --db "$f" $cmd >/dev/null 2>&1
      judge "$f" $? "$before" "$kind: $cmd"
    done
  done
done

# --- Bad inputs: refused with exit 1 (or taken whole), never a crash; a refusal changes nothing.
bad="$WORK/bad"
mkdir -p "$bad"
# Neither UTF-8 nor Windows-1252 (0x81 is undefined there; "Piet \xfe" alone is "Piet þ" in 1252).
printf 'naam;club\nPiet \x81\xfe;X\n' >"$bad/utf8.csv"
printf 'naam;club\nPiet\0Klaas;X\n' >"$bad/nul.csv"
printf 'naam;club\n"Piet;X\n' >"$bad/quote.csv"
{ printf 'naam;club\n'; head -c 300000 /dev/zero | tr '\0' 'a'; printf ';X\n'; } >"$bad/long.csv"
printf 'club\nX\n' >"$bad/noname.csv"
printf 'naam\nSpeler 1\n' >"$bad/known.csv"
printf 'naam;club\n\x1b[31mRood;X\n' >"$bad/escape.csv"
{ printf '{"players":'; head -c 100000 /dev/zero | tr '\0' '['; head -c 100000 /dev/zero | tr '\0' ']'; printf '}'; } >"$bad/deep.json"
printf '{"players":["A","B","C"],"giften":[],"x":1e999}' >"$bad/huge.json"
jq '.tournament.rounds = 1000000000' "$WORK/export.json" >"$bad/rounds.json"
jq '.players[0].name = 12' "$WORK/export.json" >"$bad/type.json"
head -c 5000 /dev/urandom >"$bad/noise.bin"
for r in $(seq 1 "$ROUNDS"); do
  f="$WORK/invoer.bonaken"
  rm -f "$f" "$f-wal" "$f-shm"
  cp "$BASE" "$f"
  for csv in "$bad"/*.csv "$bad/noise.bin"; do
    before=$(hash_of "$f")
    cli --db "$f" players import "$csv" >/dev/null 2>&1
    judge "$f" $? "$before" "import $(basename "$csv")"
  done
  for json in "$bad"/*.json "$bad/noise.bin"; do
    g="$WORK/nieuw-$r.bonaken"
    rm -f "$g"
    cli --db "$g" import "$json" >/dev/null 2>&1
    judge "$g" $? "$(hash_of "$g")" "import $(basename "$json")"
    [ -e "$g" ] && [ "$(players_in "$g")" = "" ] && { CHANGED=$((CHANGED + 1)); say "half bestand na import $(basename "$json")"; }
    before=$(hash_of "$f")
    cli --db "$f" result --round 1 --table 2 --game 2 "$json" >/dev/null 2>&1
    judge "$f" $? "$before" "result $(basename "$json")"
    cli game check "$json" >/dev/null 2>&1
    judge "$f" $? "$before" "game check $(basename "$json")"
    cli draw plan --players 40 --fixed "$json" >/dev/null 2>&1
    judge "$f" $? "$before" "draw plan --fixed $(basename "$json")"
  done
  for args in "players add $(printf 'Piet \xfe')" "players add $(printf 'A\x01B')" "draw --round 2 --sed 5" \
    "standings --after-round 99" "standings --after-round -1" "players add X --category" "result --round 9 --table 1 --game 1 --points A=10" \
    "players withdraw Niemand --from-round 2" "draw --round 0" "undo --entry 999999"; do
    before=$(hash_of "$f")
    # shellcheck disable=SC2086
    cli --db "$f" $args >/dev/null 2>&1
    judge "$f" $? "$before" "$args"
  done
  [ "$(players_in "$f")" = 40 ] || { LOST=$((LOST + 1)); say "verloren na slechte invoer"; }
done

echo "betrouwbaarheid: proeven=$TRIALS gedood-tijdens-schrijven=$KILLED verloren=$LOST gecrasht=$CRASHED vastgelopen=$HUNG veranderd-bij-weigering=$CHANGED"
[ $((LOST + CRASHED + HUNG + CHANGED)) = 0 ] && [ "$KILLED" -gt 0 ]
