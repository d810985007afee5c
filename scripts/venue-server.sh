#!/usr/bin/env bash
# Makes this laptop the tournament server of the venue (18): the other results
# stations enter into one PostgreSQL database over the local network, encrypted and with the
# least rights each needs.
#   sudo bash scripts/venue-server.sh [--interface NAAM] [--port 5433] [--new-password]
#                                     [--new-certificate] [DATABASE]        (default nk2026)
# A cluster of its own (`nkbonaken`, port 5433; the laptop's `main` is left alone), listening on
# every address but letting in only TLS connections with a password (scram-sha-256) from the
# chosen network interface's subnet and this laptop. Three roles: `eigenaar` (owns the database,
# copies the tournament onto it and upgrades it; from this laptop only), `station` (enters
# results) and `kijker` (reads: a projector). A local CA signs the server's certificate; the
# stations get the CA's certificate. Running it again keeps the passwords and the certificate
# (a new address of the interface gets a new certificate from the same CA) unless told
# otherwise; a second database keeps the first one's. NKB_VENUE_PASSWORD sets the stations'
# password by hand (at least 12 characters).
# For the tests: --dir DIR builds the same cluster in DIR (no root, no apt; as root the server
# runs as the postgres user); --cluster NAME names another cluster.
set -euo pipefail

MODE=system
CLUSTER=nkbonaken
PORT=5433
IFACE=""
DIR=""
NEW_PASSWORD=0
NEW_CERT=0
DB=""
while (($#)); do
  case "$1" in
    --interface) IFACE=${2:?}; shift 2 ;;
    --port) PORT=${2:?}; shift 2 ;;
    --cluster) CLUSTER=${2:?}; shift 2 ;;
    --dir) MODE=dir; DIR=$(realpath -m "${2:?}"); shift 2 ;;
    --new-password) NEW_PASSWORD=1; shift ;;
    --new-certificate) NEW_CERT=1; shift ;;
    -h|--help) sed -n '2,18p' "$0"; exit 0 ;;
    -*) echo "Onbekende optie $1 (zie --help)." >&2; exit 2 ;;
    *) [ -z "$DB" ] || { echo "Eén database per keer." >&2; exit 2; }; DB=$1; shift ;;
  esac
done
DB=${DB:-nk2026}

[[ "$DB" =~ ^[a-z][a-z0-9_]{0,40}$ ]] || { echo "Databasenaam: kleine letters, cijfers en _ (bijvoorbeeld nk2026)." >&2; exit 2; }
[[ "$DB" != postgres && "$DB" != template0 && "$DB" != template1 ]] || { echo "Kies een andere databasenaam." >&2; exit 2; }
[[ "$CLUSTER" =~ ^[a-z][a-z0-9_]{0,30}$ && "$CLUSTER" != main ]] || { echo "Clusternaam: kleine letters (niet main)." >&2; exit 2; }
[[ "$PORT" =~ ^[0-9]{4,5}$ ]] || { echo "Poort: een getal (bijvoorbeeld 5433)." >&2; exit 2; }

# shellcheck source=scripts/venue-lib.sh
source "$(dirname "$0")/venue-lib.sh"

if [ "$MODE" = system ]; then
  [ "$(id -u)" -eq 0 ] || { echo "Start dit script als root (sudo bash $0)." >&2; exit 2; }
  install_missing
fi
venue_paths
choose_interface
load_passwords
make_cluster
make_certificates
write_settings
write_hba
start_or_restart
make_roles_and_database
write_pgpass

ADDRS=$(interface_cidrs "$IFACE" | sed 's|/.*||' | paste -sd ' ')
ADDR=${ADDRS%% *}
NETS=$(grep "# nkb:$DB\$" "$HBA" | awk '$4 !~ /^(127\.|::1)/ {print $4}' | paste -sd ' ')
CA_FP=$(fingerprint "$CA_PUBLIC")
SERVER_FP=$(fingerprint "$SSL_DIR/server.crt")
URL="postgresql://station@$ADDR:$PORT/$DB?sslrootcert=PAD/$CLUSTER-ca.crt"
OWNER_STORE="$STATE/passwords en ~/.pgpass van root"
[ "$MODE" = dir ] && OWNER_STORE="$STATE/passwords en $DIR/pgpass"

cat <<TEXT

De server draait: database $DB, poort $PORT, op $IFACE ($ADDRS; ook een later ander adres van
$IFACE werkt), alleen versleuteld (TLS) en alleen voor het netwerk ${NETS:-van deze laptop} en deze laptop.

Certificaat van de server, SHA-256-vingerafdruk:
      $SERVER_FP
Certificaat van de zaal-CA (dit bestand hoort op elk station: $CA_PUBLIC):
      $CA_FP

Gebruikers en wachtwoorden (bewaar ze; opnieuw starten houdt ze, --new-password maakt nieuwe):
  station   ${PASSWORD[station]}   invoeren van uitslagen, op elk invoerstation
  kijker    ${PASSWORD[kijker]}   alleen bekijken, voor de projector
  eigenaar  ${PASSWORD[eigenaar]}   alleen op deze laptop: kopiëren en bijwerken
            (ook bewaard in $OWNER_STORE, alleen leesbaar voor root)

Op elk station: kopieer $CLUSTER-ca.crt (USB-stick) en kies "Bestand → Verbinden met server…"
met server $ADDR, poort $PORT, database $DB, gebruiker station; of op de opdrachtregel:
      nk-bonaken-cli --db '$URL' --station Zaal-2 standings
  Het venster vraagt het wachtwoord; de opdrachtregel leest het uit ~/.pgpass (chmod 600):
      $ADDR:$PORT:$DB:station:WACHTWOORD

Een toernooi uit een bestand naar de server zetten (één keer, als root op deze laptop):
      nk-bonaken-cli copy NK-2026.bonaken postgresql://eigenaar@localhost:$PORT/$DB
Na afloop terug naar een bestand:
      nk-bonaken-cli copy postgresql://eigenaar@localhost:$PORT/$DB NK-2026-einde.bonaken
TEXT
