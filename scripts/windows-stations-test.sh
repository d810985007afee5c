#!/usr/bin/env bash
# A Windows laptop as a results station on the venue's server, under Wine: a real PostgreSQL cluster
# set up by scripts/venue-server.sh (--dir, on 127.0.0.1, TLS with the venue's own CA), the
# tournament copied onto it by the owner from Linux; then the installed nk-bonaken-cli.exe as
# `station` (verify-full against the CA) enters round 1, which the Linux station reads back; as
# `kijker` it is refused every write with the Dutch message; a certificate of another CA is
# refused; and nk-bonaken.exe on the server through a fault proxy keeps answering while the link
# is frozen (SIGSTOP), and says so in its status bar.
# Called by scripts/windows-test.sh after the silent install, with WINE, WINEPREFIX and DISPLAY set:
#   scripts/windows-stations-test.sh INSTDIR OUT      (the Linux build of the tests: $NKB_LINUX_BUILD, default build)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"
INSTDIR="$1"
OUT="$2"
LINUX="$(realpath "${NKB_LINUX_BUILD:-build}")"
LCLI="$LINUX/app/nk-bonaken-cli"
PROXY="$LINUX/tests/stations/nkb-faultproxy"
WINE="${WINE:-/usr/lib/wine/wine64}"
fail() { echo "FOUT (windows-stations-test): $*" >&2; exit 1; }
[ -x "$LCLI" ] && [ -x "$PROXY" ] || fail "eerst de Linux-build: $LCLI en $PROXY ontbreken"
. "$ROOT/scripts/pg-version.sh" # PG_VERSION, PG_BIN
bash scripts/apt-need.sh "postgresql-$PG_VERSION" postgresql-contrib openssl iproute2 jq xdotool imagemagick >/dev/null
start=$SECONDS

dir="$(mktemp -d /tmp/nkb-winvenue.XXXXXX)"
chmod 755 "$dir"
proxy_pid=""
cleanup() {
  [ -z "$proxy_pid" ] || { kill -CONT "$proxy_pid" 2>/dev/null; kill "$proxy_pid" 2>/dev/null; } || true
  if [ -f "$dir/c/data/postmaster.pid" ]; then
    if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$dir/c/data" -m fast -w stop >/dev/null
    else "$PG_BIN/pg_ctl" -D "$dir/c/data" -m fast -w stop >/dev/null; fi
  fi
  rm -rf "$dir"
}
trap cleanup EXIT
for _ in $(seq 50); do
  port=$((20000 + RANDOM % 40000))
  (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null || break
done
echo "== The venue's server (scripts/venue-server.sh on 127.0.0.1:$port) and a Windows station"
NKB_VENUE_FSYNC=off bash scripts/venue-server.sh --dir "$dir/c" --port "$port" --interface lo nkwin >"$dir/setup.log" 2>&1 ||
  { cat "$dir/setup.log" >&2; fail "venue-server.sh"; }
export PGPASSFILE="$dir/c/pgpass"
CA="$dir/c/nkbonaken-ca.crt"
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2 -keyout "$dir/other.key" \
  -out "$dir/other-ca.crt" -subj "/CN=een andere CA" 2>/dev/null
# Windows sees the Unix folders on drive Z:; libpq takes forward slashes there as well.
winpath() { echo "Z:$1"; }
url() { # url ROLE [CA] [PORT]
  echo "postgresql://$1@127.0.0.1:${3:-$port}/nkwin?sslrootcert=${2:-$(winpath "$CA")}"
}

# The owner makes the tournament on Linux and copies it onto the server (from the server laptop).
"$LCLI" --db "$dir/nk.bonaken" new --name "NK Windows-station" --date 2026-11-28 >/dev/null
{ echo naam; for n in Anna Bram Cor Dirk Els Fenna Gijs Henk; do echo "$n"; done; } >"$dir/spelers.csv"
"$LCLI" --db "$dir/nk.bonaken" players import "$dir/spelers.csv" >/dev/null
"$LCLI" --db "$dir/nk.bonaken" draw --round 1 --seed 7 >/dev/null
"$LCLI" copy "$dir/nk.bonaken" "postgresql://eigenaar@127.0.0.1:$port/nkwin?sslrootcert=$CA" >/dev/null ||
  fail "de eigenaar kon het toernooi niet op de server zetten"

# The Windows station: the password where libpq on Windows reads it (PGPASSFILE, a Windows path).
WPGPASS="$(winpath "$PGPASSFILE")"
wcli() { PGPASSFILE="$WPGPASS" timeout 120 "$WINE" "$INSTDIR/bin/nk-bonaken-cli.exe" "$@" 2>"$dir/wcli.err" | tr -d '\r'; }
points=(10 8 4 0)
tables="$(wcli --db "$(url station)" --format json tables --round 1)" ||
  { cat "$dir/wcli.err" >&2; fail "nk-bonaken-cli.exe kon als station niet verbinden (verify-full)"; }
for table in $(jq -r '.[].table' <<<"$tables"); do
  mapfile -t names < <(jq -r ".[] | select(.table == $table) | .players[]" <<<"$tables")
  for game in 1 2; do
    arg=""
    for i in "${!names[@]}"; do arg+="${arg:+,}${names[$i]}=${points[$(((i + game) % 4))]}"; done
    wcli --db "$(url station)" --station Windows-1 result --round 1 --table "$table" --game "$game" --points "$arg" >/dev/null ||
      { cat "$dir/wcli.err" >&2; fail "nk-bonaken-cli.exe als station: tafel $table spel $game niet opgeslagen"; }
  done
done
# The Linux station sees what Windows entered.
total="$("$LCLI" --db "$(url station "$CA")" --station Linux-1 --format json standings | jq '[.[].points] | add')"
[ "$total" = 88 ] || fail "het Linux-station ziet $total punten in plaats van 2 x 2 x 22"
games="$(PGPASSFILE="$PGPASSFILE" psql -X -qtA "host=127.0.0.1 port=$port dbname=nkwin user=kijker sslmode=verify-full sslrootcert=$CA" \
  -c "SELECT count(*) FROM audit WHERE station = 'Windows-1'" 2>/dev/null || echo '?')"
[ "$games" = 4 ] || fail "het logboek op de server noemt $games spellen van station Windows-1 in plaats van 4"
echo "   nk-bonaken-cli.exe as station (verify-full): round 1 entered; the Linux station reads 88 points, the server's audit 4 games from Windows-1"

# The projector's role may read, never write: every kind of write refused in Dutch.
wcli --db "$(url kijker)" standings >/dev/null || { cat "$dir/wcli.err" >&2; fail "kijker kan niet lezen"; }
for cmd in "players add Indringer" "result --round 1 --table 1 --game 1 --points Anna=10,Bram=8,Cor=4,Dirk=0" "undo" \
           "draw --round 2 --seed 3"; do
  # shellcheck disable=SC2086
  if wcli --db "$(url kijker)" $cmd >/dev/null; then fail "kijker mocht schrijven: $cmd"; fi
  grep -q "mag alleen lezen" "$dir/wcli.err" || { cat "$dir/wcli.err" >&2; fail "kijker '$cmd': geen Nederlandse weigering"; }
done
[ "$("$LCLI" --db "$(url station "$CA")" --station Linux-1 --format json standings | jq '[.[].points] | add')" = 88 ] ||
  fail "een weigering als kijker veranderde iets"
echo "   as kijker: reads; players add, result, undo and draw refused (\"mag alleen lezen\"), nothing changed"

# A server whose certificate the station's CA did not sign is refused before the password goes out.
if wcli --db "$(url station "$(winpath "$dir/other-ca.crt")")" standings >/dev/null; then
  fail "een server met een certificaat van een andere CA werd aanvaard"
fi
grep -qi "certificaat" "$dir/wcli.err" || { cat "$dir/wcli.err" >&2; fail "geen Nederlandse melding over het certificaat"; }
echo "   a certificate of another CA: refused ($(head -n1 "$dir/wcli.err" | cut -c1-110))"

add_player() { # add_player WINDOW NAME: Deelnemers → Speler toevoegen (Alt+T), the name, Enter
  xdotool windowfocus --sync "$1" 2>/dev/null || true
  xdotool key --delay 150 alt+t
  sleep 1.5
  xdotool type --delay 80 "$2"
  xdotool key --delay 150 Return
}

echo "== nk-bonaken.exe as kijker (the projector): it shows, it changes nothing"
(PGPASSFILE="$WPGPASS" "$WINE" "$INSTDIR/bin/nk-bonaken.exe" "$(url kijker)" >"$OUT/app-kijker.log" 2>&1 &)
for _ in $(seq 1 60); do xdotool search --name "alleen bekijken" >/dev/null 2>&1 && break; sleep 0.5; done
kwid="$(xdotool search --name "alleen bekijken" 2>/dev/null | head -n1 || true)"
[ -n "$kwid" ] || { import -window root "$OUT/11-server-kijker.png"; cat "$OUT/app-kijker.log"
  fail "nk-bonaken.exe als kijker: geen venster '(alleen bekijken)'"; }
sleep 2
import -window root "$OUT/11-server-kijker.png"
# Speler toevoegen (Alt+T) and Enter: nothing may reach the server.
add_player "$kwid" Indringer
sleep 2
"$LCLI" --db "$(url station "$CA")" --station Linux-1 --format json players list >"$dir/spelers-kijker.json"
[ "$(jq '[.[] | select(.name == "Indringer")] | length' "$dir/spelers-kijker.json")" = 0 ] ||
  fail "nk-bonaken.exe als kijker voegde een speler toe"
echo "   window: $(xdotool getwindowname "$kwid"); Alt+T and a name added nothing (screenshot 11)"
"$WINE" wineboot --kill >/dev/null 2>&1 || true
for _ in $(seq 1 20); do xdotool search --name "NK Bonaken" >/dev/null 2>&1 || break; sleep 0.5; done

echo "== nk-bonaken.exe on the server through a fault proxy, the link frozen"
mkfifo "$dir/proxy.ctl"
"$PROXY" "127.0.0.1:$port" <>"$dir/proxy.ctl" >"$dir/proxy.out" &
proxy_pid=$!
for _ in $(seq 1 50); do grep -q "^poort" "$dir/proxy.out" && break; sleep 0.1; done
pport="$(awk '/^poort/ {print $2}' "$dir/proxy.out")"
[ -n "$pport" ] || fail "de foutproxy start niet"
# The station's password for the proxy's port as well (libpq matches the port it dials).
sed -n "s/^127.0.0.1:$port:\(nkwin:station:.*\)$/127.0.0.1:$pport:\1/p" "$PGPASSFILE" >"$dir/pgpass-proxy"
[ -s "$dir/pgpass-proxy" ] || fail "geen wachtwoord van station in $PGPASSFILE"
(PGPASSFILE="$(winpath "$dir/pgpass-proxy")" "$WINE" "$INSTDIR/bin/nk-bonaken.exe" "$(url station "" "$pport")" >"$OUT/app-server.log" 2>&1 &)
for _ in $(seq 1 60); do xdotool search --name "NK Windows-station" >/dev/null 2>&1 && break; sleep 0.5; done
wid="$(xdotool search --name "NK Windows-station" 2>/dev/null | head -n1 || true)"
[ -n "$wid" ] || { import -window root "$OUT/12-server-station.png"; cat "$OUT/app-server.log"
  fail "nk-bonaken.exe opende het toernooi op de server niet (zie 12-server-station.png)"; }
sleep 3
import -window root "$OUT/12-server-station.png"
kill -STOP "$proxy_pid"
frozen=$SECONDS
# During the drop the referee adds a late player (Deelnemers → Speler toevoegen, Alt+T): the store
# waits for the server on its own thread, the dialog keeps what she typed, the status bar counts
# the seconds, and the window keeps answering the keyboard (Tab moves the focus to the next field).
add_player "$wid" Ingrid
sleep 6
import -window root "$OUT/13-server-bevroren.png"
xdotool key --delay 100 Tab
sleep 2
import -window root "$OUT/14-server-bevroren-tab.png"
region() { compare -metric AE -extract "$1" "$OUT/13-server-bevroren.png" "$OUT/14-server-bevroren-tab.png" null: 2>&1 || true; }
status="$(region 1280x20+0+724)"  # the status bar: "al 7 seconden" → "al 9 seconden"
window="$(region 1280x700+0+20)"  # the dialog: the focus moved from Naam to Club of plaats
[ "${status%% *}" -gt 0 ] 2>/dev/null && [ "${window%% *}" -gt 20 ] 2>/dev/null ||
  fail "het venster antwoordde niet tijdens de storing (statusbalk $status, venster $window pixels anders)"
kill -CONT "$proxy_pid"
echo "   frozen for $((SECONDS - frozen)) s: a player added during the drop; the status bar counted on ($status pixels) and Tab moved the focus ($window pixels)"
# Once the link goes on, what was typed during the drop is stored, exactly once.
for _ in $(seq 1 40); do
  "$LCLI" --db "$(url station "$CA")" --station Linux-1 --format json players list >"$dir/spelers.json" 2>&1 || true
  n="$(jq 'if type == "array" then [.[] | select(.name == "Ingrid")] | length else "?" end' "$dir/spelers.json")"
  [ "$n" = 1 ] && break
  sleep 0.5
done
[ "$n" = 1 ] || { cat "$dir/spelers.json" >&2; fail "Ingrid, ingevoerd tijdens de storing, staat $n keer op de server"; }
import -window root "$OUT/15-server-weer-verbonden.png"
echo "   after the drop: Ingrid stored once on the server; screenshots 11-15"
"$WINE" wineboot --kill >/dev/null 2>&1 || true
# Gone before the next step looks for a window of its own (a killed program's window lingers a moment).
for _ in $(seq 1 20); do xdotool search --name "NK Bonaken" >/dev/null 2>&1 || break; sleep 0.5; done
echo "== Windows station test passed in $((SECONDS - start)) s"
