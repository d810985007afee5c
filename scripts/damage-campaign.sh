#!/usr/bin/env bash
# A thousand tournament files damaged at random (issue 39), each opened by the real nk-bonaken-cli:
# a flipped byte anywhere, a row changed with the sqlite3 tool (a result of 99, negative or text, a
# seat of a player who does not exist, a table of one, a name of invalid UTF-8 or of a megabyte, an
# audit line edited or deleted, a game deleted), a file cut short. Each file must be refused, or
# shown with its findings (check: exit 2), or be whole: then its export is the undamaged one's.
# Prints one line and exits 1 unless every count but the files is zero:
#   schade: bestanden=N geweigerd=R bevindingen=F heel=H stil-anders=0 gecrasht=0 vastgelopen=0
# stil-anders: a file that opens without a word and shows other contents than the one it was
#   made from (the thing this campaign is here to find);
# gecrasht: a program ended by a signal; vastgelopen: still running after 20 s.
# Usage: scripts/damage-campaign.sh [FILES] [BUILD_DIR]     (default 1000 files, build)
set -uo pipefail
cd "$(dirname "$0")/.."
FILES="${1:-1000}"
BUILD="$(realpath "${2:-build}")"
CLI="$BUILD/app/nk-bonaken-cli"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
export QT_QPA_PLATFORM=offscreen
VERBOSE="${NKB_DAMAGE_VERBOSE:-}"
say() { [ -n "$VERBOSE" ] && echo "$*" >&2; true; }
cli() { timeout 20 "$CLI" "$@"; }
command -v sqlite3 >/dev/null || { echo "damage-campaign: sqlite3 ontbreekt (apt-get install sqlite3)" >&2; exit 1; }

# --- The tournament to damage: 40 players, two rounds played with a correction and an undo.
BASE="$WORK/basis.bonaken"
{ echo "naam;club"; for i in $(seq 1 40); do echo "Speler $i;Club $((i % 5))"; done; } >"$WORK/spelers.csv"
cli --db "$BASE" new --name "NK Bonaken 2026" --date 2026-11-07 >/dev/null
cli --db "$BASE" players import "$WORK/spelers.csv" >/dev/null
for round in 1 2; do
  cli --db "$BASE" draw --round "$round" --seed "$round" >/dev/null
  for table in $(seq 1 10); do
    mapfile -t P < <(cli --db "$BASE" --format json tables --round "$round" | jq -r ".[$((table - 1))].players[]")
    for game in 1 2; do
      cli --db "$BASE" result --round "$round" --table "$table" --game "$game" \
        --points "${P[0]}=10,${P[1]}=8,${P[2]}=4,${P[3]}=0" >/dev/null
    done
  done
done
cli --db "$BASE" undo >/dev/null
cli --db "$BASE" players withdraw "Speler 7" --from-round 3 >/dev/null
cli check "$BASE" >/dev/null || { echo "damage-campaign: het basistoernooi klopt niet" >&2; exit 1; }
EXPORT=$(cli --db "$BASE" export | sha256sum)
SIZE=$(stat -c %s "$BASE")

FILES_DONE=0 REFUSED=0 FOUND=0 WHOLE=0 SILENT=0 CRASHED=0 HUNG=0
count() { # count RC WHAT: a crash or a hang
  if [ "$1" = 124 ]; then HUNG=$((HUNG + 1)); say "vastgelopen: $2"; return 1; fi
  if [ "$1" -ge 128 ]; then CRASHED=$((CRASHED + 1)); say "gecrasht ($1): $2"; return 1; fi
  return 0
}
rows() { sqlite3 "$1" "$2" >/dev/null 2>&1; }
damage() { # damage KIND FILE
  local f=$2 n=$((RANDOM % 10 + 1)) r=$((RANDOM % 2 + 1))
  case $1 in
    flip) printf "\\x$(printf %02x $((RANDOM % 256)))" |
            dd of="$f" bs=1 seek=$(((RANDOM * 32768 + RANDOM) % SIZE)) conv=notrunc status=none ;;
    cut) truncate -s $(((RANDOM * 32768 + RANDOM) % SIZE)) "$f" ;;
    points99) rows "$f" "UPDATE game_points SET points = 99 WHERE round = $r AND table_number = $n AND seat = 1" ;;
    negative) rows "$f" "UPDATE game_points SET points = -4 WHERE round = $r AND table_number = $n AND seat = 3" ;;
    text) rows "$f" "UPDATE game_points SET points = 'tien' WHERE round = $r AND table_number = $n AND seat = 2" ;;
    swap) rows "$f" "UPDATE game_points SET points = CASE seat WHEN 1 THEN 8 WHEN 2 THEN 10 ELSE points END
                     WHERE round = $r AND table_number = $n AND game = 1" ;;
    ghost) rows "$f" "PRAGMA foreign_keys = OFF; UPDATE seats SET start_number = 999 WHERE round = $r AND table_number = $n AND seat = 2" ;;
    alone) rows "$f" "DELETE FROM seats WHERE round = $r AND table_number = $n AND seat > 1" ;;
    utf8) rows "$f" "UPDATE players SET name = CAST(X'50696574FE' AS TEXT) WHERE start_number = $n" ;;
    huge) rows "$f" "UPDATE players SET name = printf('%.*c', 1000000, 'x') WHERE start_number = $n" ;;
    audit) rows "$f" "UPDATE audit SET what = what || '.' WHERE id = $((RANDOM % 40 + 1))" ;;
    auditcut) rows "$f" "DELETE FROM audit WHERE id = $((RANDOM % 40 + 1))" ;;
    gone) rows "$f" "PRAGMA foreign_keys = ON; DELETE FROM games WHERE round = $r AND table_number = $n AND game = 2" ;;
  esac
}
KINDS=(flip flip flip flip cut points99 negative text swap ghost alone utf8 huge audit auditcut gone)
for i in $(seq 1 "$FILES"); do
  kind=${KINDS[$((RANDOM % ${#KINDS[@]}))]}
  f="$WORK/schade-$i.bonaken"
  cp "$BASE" "$f"
  damage "$kind" "$f"
  FILES_DONE=$((FILES_DONE + 1))
  cli check "$f" >/dev/null 2>&1
  rc=$?
  count "$rc" "check $kind" || { rm -f "$f"*; continue; }
  standings_rc=0
  cli --db "$f" standings >/dev/null 2>&1 || standings_rc=$?
  count "$standings_rc" "standings $kind" || { rm -f "$f"*; continue; }
  if [ "$rc" = 0 ]; then
    # Whole by its own account: then it must be what it was made from.
    if [ "$(cli --db "$f" export 2>/dev/null | sha256sum)" = "$EXPORT" ]; then
      WHOLE=$((WHOLE + 1))
    else
      SILENT=$((SILENT + 1)); say "stil-anders: $kind ($i)"; cp "$f" "$WORK/../stil-anders-$i.bonaken" 2>/dev/null
    fi
  elif cli --db "$f" players list >/dev/null 2>&1; then
    FOUND=$((FOUND + 1)) # opens, and says what is wrong
  else
    REFUSED=$((REFUSED + 1))
  fi
  rm -f "$f" "$f-wal" "$f-shm"
done
echo "schade: bestanden=$FILES_DONE geweigerd=$REFUSED bevindingen=$FOUND heel=$WHOLE stil-anders=$SILENT gecrasht=$CRASHED vastgelopen=$HUNG"
[ "$SILENT" = 0 ] && [ "$CRASHED" = 0 ] && [ "$HUNG" = 0 ]
