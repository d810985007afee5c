#!/usr/bin/env bash
# Builds the venue's cluster with scripts/venue-server.sh itself (--dir: in a temporary folder,
# on a free port, the loopback interface), checks what the script promises of a rerun and a
# second database, then runs the Catch2 cases of test_venue.cpp against it.
#   tests/venue/venue-test.sh PATH/TO/test_venue
set -euo pipefail
TEST_BIN=$1
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
. "$ROOT/scripts/pg-version.sh" # PG_VERSION, PG_BIN
if ! [ -x "$PG_BIN/initdb" ] || ! command -v openssl >/dev/null || ! command -v ip >/dev/null ||
  ! [ -f "/usr/lib/postgresql/$PG_VERSION/lib/auth_delay.so" ]; then
  echo "PostgreSQL (with contrib), openssl or ip (iproute2) missing: skipped" >&2
  exit 77
fi

dir=$(mktemp -d /tmp/nkb-venue.XXXXXX)
chmod 755 "$dir"
cleanup() {
  if [ -f "$dir/c/data/postmaster.pid" ]; then
    if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$dir/c/data" -m fast -w stop >/dev/null
    else "$PG_BIN/pg_ctl" -D "$dir/c/data" -m fast -w stop >/dev/null; fi
  fi
  rm -rf "$dir"
}
trap cleanup EXIT
fail() { echo "FAILED: $*" >&2; exit 1; }

# A free port: one nothing answers on.
for _ in $(seq 50); do
  port=$((20000 + RANDOM % 40000))
  (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null || break
done
setup() { NKB_VENUE_FSYNC=off bash "$ROOT/scripts/venue-server.sh" --dir "$dir/c" --port "$port" --interface lo "$@"; }

setup nkvenue >"$dir/setup1.log" 2>&1 || { cat "$dir/setup1.log" >&2; fail "the set-up"; }
grep -q "SHA-256-vingerafdruk" "$dir/setup1.log" || fail "no fingerprint printed"
station_pw=$(grep '^station=' "$dir/c/state/passwords")
[ "$(stat -c %a "$dir/c/state/passwords")" = 600 ] || fail "passwords file not 0600"
grep -qE '^(host|hostnossl)[[:space:]]' "$dir/c/data/pg_hba.conf" && fail "a plain host line in pg_hba"
# A password given by hand must be long enough; the refusal changes nothing.
if NKB_VENUE_PASSWORD=kort123 setup nkvenue >"$dir/short.log" 2>&1; then fail "a short password accepted"; fi
grep -q "minstens 12 tekens" "$dir/short.log" || fail "no Dutch refusal of a short password"
# A rerun keeps the passwords and the certificate; a second database keeps the first one's lines.
fingerprint=$(openssl x509 -in "$dir/c/ssl/server.crt" -noout -fingerprint -sha256)
setup nkvenue2 >"$dir/setup2.log" 2>&1 || { cat "$dir/setup2.log" >&2; fail "the second database"; }
[ "$(grep '^station=' "$dir/c/state/passwords")" = "$station_pw" ] || fail "a rerun changed the password"
[ "$(openssl x509 -in "$dir/c/ssl/server.crt" -noout -fingerprint -sha256)" = "$fingerprint" ] ||
  fail "a rerun changed the certificate"
[ "$(grep -c '# nkb:nkvenue$' "$dir/c/data/pg_hba.conf")" -ge 5 ] || fail "the first database's pg_hba lines are gone"
[ "$(grep -c '# nkb:nkvenue2$' "$dir/c/data/pg_hba.conf")" -ge 5 ] || fail "no pg_hba lines for the second database"
echo "== set-up checks passed (rerun, second database, short password, no plain host line)"

# A CA the venue does not know, for the "wrong certificate" case.
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2 -keyout "$dir/other.key" \
  -out "$dir/other-ca.crt" -subj "/CN=een andere CA" 2>/dev/null

export PGPASSFILE=$dir/c/pgpass NKB_VENUE_PORT=$port NKB_VENUE_DB=nkvenue
export NKB_VENUE_CA=$dir/c/nkbonaken-ca.crt NKB_VENUE_OTHER_CA=$dir/other-ca.crt
cd "$dir"
"$TEST_BIN" --warn NoAssertions --order decl

# A station that changed its own password (PostgreSQL allows a role that) is let in again with the
# kept one after a rerun of the set-up.
station_url="host=127.0.0.1 port=$port dbname=nkvenue user=station sslmode=verify-full sslrootcert=$NKB_VENUE_CA"
echo "ALTER ROLE station PASSWORD 'eenanderwachtwoord';" | psql -X -q -v ON_ERROR_STOP=1 "$station_url" -f - ||
  fail "the station could not change its own password"
if psql -X -qtA "$station_url" -c "SELECT 1" >/dev/null 2>&1; then fail "the changed password was not changed"; fi
setup nkvenue >"$dir/setup3.log" 2>&1 || { cat "$dir/setup3.log" >&2; fail "the rerun"; }
[ "$(psql -X -qtA "$station_url" -c "SELECT 1")" = 1 ] || fail "the rerun did not restore the kept password"
echo "== a rerun of the set-up restored the station's kept password"
