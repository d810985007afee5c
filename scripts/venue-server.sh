#!/usr/bin/env bash
# Makes this laptop the tournament server of the venue (issue 11): the other results stations
# enter into one PostgreSQL database over the local network.
#   sudo bash scripts/venue-server.sh [DATABASE] [ROLE]      (defaults: nk2026 station)
# Installs PostgreSQL 15 and Qt's driver where missing, creates the role for the stations (with a
# new password, printed once) and the database, opens the server to this laptop's own network
# only (listen address and pg_hba for its subnet, password required), starts it, and prints what
# the stations type. Running it again keeps the database and gives the role a new password.
# NKB_VENUE_CLUSTER and NKB_VENUE_PORT choose another cluster and port (default main, 5432).
set -euo pipefail

DB=${1:-nk2026}
ROLE=${2:-station}
CLUSTER=${NKB_VENUE_CLUSTER:-main}
PORT=${NKB_VENUE_PORT:-5432}
VERSION=15

[[ "$DB" =~ ^[a-z][a-z0-9_]{0,40}$ ]] || { echo "Databasenaam: kleine letters, cijfers en _ (bijvoorbeeld nk2026)." >&2; exit 2; }
[[ "$ROLE" =~ ^[a-z][a-z0-9_]{0,40}$ ]] || { echo "Gebruikersnaam: kleine letters, cijfers en _ (bijvoorbeeld station)." >&2; exit 2; }
[ "$(id -u)" -eq 0 ] || { echo "Start dit script als root (sudo bash $0)." >&2; exit 2; }

missing=()
for p in postgresql-$VERSION libqt6sql6-psql iproute2; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "== PostgreSQL installeren: ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# This laptop's address on the venue network, and that network (e.g. 192.168.1.10/24).
read -r ADDR CIDR < <(ip -o -4 addr show scope global | awk '{split($4, a, "/"); print a[1], $4; exit}') || true
if [ -z "${ADDR:-}" ]; then
  echo "Deze laptop zit op geen netwerk (geen IPv4-adres). Verbind hem met de wifi of kabel van de zaal." >&2
  exit 2
fi
NET=$(python3 -c "import ipaddress,sys; print(ipaddress.ip_interface(sys.argv[1]).network)" "$CIDR")

if ! pg_lsclusters -h | awk '{print $1"/"$2}' | grep -qx "$VERSION/$CLUSTER"; then
  pg_createcluster "$VERSION" "$CLUSTER" --port "$PORT" >/dev/null
fi
CONF=/etc/postgresql/$VERSION/$CLUSTER
# Only this laptop and the venue network: not every interface, and a password for everyone.
pg_conftool "$VERSION" "$CLUSTER" set listen_addresses "localhost,$ADDR"
pg_conftool "$VERSION" "$CLUSTER" set port "$PORT"
pg_conftool "$VERSION" "$CLUSTER" set password_encryption scram-sha-256
HBA=$CONF/pg_hba.conf
sed -i '/# nk-bonaken venue/d' "$HBA"
echo "host $DB $ROLE $NET scram-sha-256 # nk-bonaken venue" >>"$HBA"
echo "host $DB $ROLE 127.0.0.1/32 scram-sha-256 # nk-bonaken venue" >>"$HBA"

if pg_lsclusters -h | awk -v c="$CLUSTER" -v v="$VERSION" '$1==v && $2==c {print $4}' | grep -q online; then
  pg_ctlcluster "$VERSION" "$CLUSTER" restart
else
  pg_ctlcluster "$VERSION" "$CLUSTER" start
fi

PASSWORD=${NKB_VENUE_PASSWORD:-$(head -c 12 /dev/urandom | base64 | tr -dc 'A-Za-z0-9' | head -c 12)}
psql_admin() { runuser -u postgres -- psql -X -q -v ON_ERROR_STOP=1 -p "$PORT" "$@"; }
if [ "$(psql_admin -tAc "SELECT 1 FROM pg_roles WHERE rolname = '$ROLE'")" != "1" ]; then
  psql_admin -c "CREATE ROLE $ROLE LOGIN"
fi
psql_admin -c "ALTER ROLE $ROLE WITH LOGIN PASSWORD '$PASSWORD'"
if [ "$(psql_admin -tAc "SELECT 1 FROM pg_database WHERE datname = '$DB'")" != "1" ]; then
  psql_admin -c "CREATE DATABASE $DB OWNER $ROLE"
fi

PORTPART=""
[ "$PORT" = "5432" ] || PORTPART=":$PORT"
cat <<TEXT

De server draait: database $DB op $ADDR$PORTPART, alleen voor het netwerk $NET.

Op elk station (nk-bonaken op dezelfde wifi of kabel):
      server: $ADDR$PORTPART   database: $DB   gebruiker: $ROLE   wachtwoord: $PASSWORD
  Op de opdrachtregel:
      export PGPASSWORD='$PASSWORD'
      nk-bonaken-cli --db postgresql://$ROLE@$ADDR$PORTPART/$DB standings

Een toernooi uit een bestand naar de server zetten (één keer, op deze laptop):
      PGPASSWORD='$PASSWORD' nk-bonaken-cli copy NK-2026.bonaken postgresql://$ROLE@localhost$PORTPART/$DB
Na afloop terug naar een bestand:
      PGPASSWORD='$PASSWORD' nk-bonaken-cli copy postgresql://$ROLE@localhost$PORTPART/$DB NK-2026-einde.bonaken
Bewaar het wachtwoord; dit script opnieuw starten geeft een nieuw wachtwoord.
TEXT
