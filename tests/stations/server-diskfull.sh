#!/usr/bin/env bash
# A full disk on the venue server: a server of its own whose data folder lies on a small
# file system (tmpfs), filled to the last byte while stations work. A list of 3000 players is then
# refused with the Dutch message for a full disk, and leaves nothing behind; what was stored before
# stays; once space is freed the same list goes in, once. Exit 77 (skipped) where no file system
# can be mounted (not root) or PostgreSQL is missing. Usage: server-diskfull.sh NK-BONAKEN-CLI
set -euo pipefail
CLI=$1
root=$(cd "$(dirname "$0")/../.." && pwd)
[ "$(id -u)" -eq 0 ] || { echo "niet root: geen eigen bestandssysteem, overgeslagen"; exit 77; }
. "$root/scripts/pg-version.sh"
[ -x "$PG_BIN/initdb" ] || { echo "geen PostgreSQL: overgeslagen"; exit 77; }
work=$(mktemp -d)
chmod 755 "$work"
disk="$work/schijf"
mkdir -p "$disk"
cleanup() {
  bash "$root/scripts/pg-test-server.sh" stop "$disk/pg" 2>/dev/null || true
  umount "$disk" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
mount -t tmpfs -o size=96m,mode=755 tmpfs "$disk" 2>/dev/null || { echo "mount mislukt: overgeslagen"; exit 77; }
# As at a venue: every commit on disk before the station hears "opgeslagen".
admin=$(NKB_PG_DURABLE=1 bash "$root/scripts/pg-test-server.sh" start "$disk/pg")
db="${admin/\/postgres?/\/nk?}"
psql "$admin" -qAtc "CREATE DATABASE nk" >/dev/null
sql() { psql "$db" -qAtc "$1"; }
fail() { echo "FOUT: $*" >&2; exit 1; }

"$CLI" --db "$db" new --name "NK volle schijf" >/dev/null
{ echo naam; for i in $(seq 1 40); do echo "Speler $i"; done; } >"$work/spelers.csv"
"$CLI" --db "$db" players import "$work/spelers.csv" >/dev/null
"$CLI" --db "$db" draw --round 1 --seed 5 >/dev/null
"$CLI" --db "$db" --station Zaal-1 result --round 1 --table 1 --game 1 --points "Speler 1=10" >/dev/null 2>&1 || true
games_before=$(sql "SELECT COUNT(*) FROM games")
audit_before=$(sql "SELECT COUNT(*) FROM audit")
players_before=$(sql "SELECT COUNT(*) FROM players")
[ "$players_before" -eq 40 ] || fail "40 spelers verwacht, $players_before"

# The list that does not fit, made before the disk is full.
{ echo naam; for i in $(seq 1 3000); do echo "Nieuwe speler $i met een lange naam voor de ruimte"; done; } >"$work/veel.csv"
# Fill the disk: a file that takes every free byte (dd stops at "No space left on device").
dd if=/dev/zero of="$disk/vulling" bs=1M status=none 2>/dev/null || true
echo "vrij na het vullen: $(df --output=avail -B1 "$disk" | tail -1) bytes"

out=$("$CLI" --db "$db" --station Zaal-2 players import "$work/veel.csv" 2>&1) && fail "de lijst ging erin op een volle schijf: $out"
echo "station kreeg: $out"
grep -q "De schijf van de server is vol" <<<"$out" || fail "niet de melding voor een volle schijf: $out"
grep -qiE "no space|could not|ERROR|FATAL" <<<"$out" && fail "de woorden van de server bereikten de gebruiker: $out"

rm -f "$disk/vulling"
# The server may have restarted itself after the full disk; wait until it answers again.
for _ in $(seq 1 60); do sql "SELECT 1" >/dev/null 2>&1 && break; sleep 0.5; done
[ "$(sql "SELECT COUNT(*) FROM players")" -eq "$players_before" ] || fail "de geweigerde lijst liet spelers achter"
[ "$(sql "SELECT COUNT(*) FROM games")" -eq "$games_before" ] || fail "opgeslagen spellen veranderden"
[ "$(sql "SELECT COUNT(*) FROM audit")" -eq "$audit_before" ] || fail "de geweigerde lijst staat in het logboek"

"$CLI" --db "$db" --station Zaal-2 players import "$work/veel.csv" >/dev/null || fail "na het vrijmaken ging de lijst er niet in"
players_after=$(sql "SELECT COUNT(*) FROM players")
[ "$players_after" -eq $((players_before + 3000)) ] || fail "$players_after spelers na het vrijmaken"
echo "volle schijf: geweigerd in het Nederlands, niets half geschreven; na het vrijmaken $players_after spelers"
