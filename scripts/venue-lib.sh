# shellcheck shell=bash
# The building blocks of scripts/venue-server.sh, sourced by it: a PostgreSQL cluster
# of its own for the venue, TLS with a small local CA, pg_hba for one network interface, the
# three roles and their passwords. Used the same way by the venue (a Debian cluster, as root) and
# by the tests (a cluster in a folder, --dir, without root or apt).
# Expects: MODE (system|dir), PORT, CLUSTER, DIR (dir mode), DB.

# shellcheck source=scripts/pg-version.sh
. "$(dirname "${BASH_SOURCE[0]}")/pg-version.sh" # PG_VERSION, PG_BIN: 15 on Debian 12, 17 on Debian 13
ROLES=(eigenaar station kijker)
# Connections per role: every station and projector window with a few spare; the owner only
# copies and upgrades. max_connections (100) leaves the rest to the administrator.
declare -A ROLE_LIMIT=([eigenaar]=5 [station]=40 [kijker]=20)

venue_die() { echo "$*" >&2; exit 2; }

# Where everything lives, by mode.
venue_paths() {
  if [ "$MODE" = system ]; then
    CONF_DIR=/etc/postgresql/$PG_VERSION/$CLUSTER
    HBA=$CONF_DIR/pg_hba.conf
    EXTRA_CONF=$CONF_DIR/conf.d/nk-bonaken.conf
    SSL_DIR=$CONF_DIR/ssl
    STATE=/etc/nk-bonaken/$CLUSTER # passwords and the CA's key: root only
    SOCK=/var/run/postgresql
    SUPER=postgres
  else
    HBA=$DIR/data/pg_hba.conf
    EXTRA_CONF=$DIR/data/nk-bonaken.conf
    SSL_DIR=$DIR/ssl
    STATE=$DIR/state
    SOCK=$DIR/sock
    if [ "$(id -u)" -eq 0 ]; then SUPER=postgres; else SUPER=$(id -un); fi
  fi
  # The CA's certificate for the stations: readable by everyone, beside the root-only folder.
  CA_PUBLIC=$(dirname "$STATE")/$CLUSTER-ca.crt
}

# The server's tools run as the user that owns the cluster (the server refuses root).
as_pg() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

# SQL from stdin as the administrator (never on a command line: passwords go through here).
psql_admin() {
  as_pg psql -X -q -v ON_ERROR_STOP=1 -h "$SOCK" -p "$PORT" -U "$SUPER" -d "${1:-postgres}" -f -
}

# The interface's IPv4 addresses with prefix (192.168.1.10/24), one a line.
interface_cidrs() { ip -o -4 addr show dev "$1" 2>/dev/null | awk '{print $4}'; }

# 192.168.1.10/24 -> 192.168.1.0/24
network_of() {
  local a b c d bits=${1#*/} n mask
  IFS=. read -r a b c d <<<"${1%/*}"
  n=$(((a << 24) | (b << 16) | (c << 8) | d))
  mask=$(((0xFFFFFFFF << (32 - bits)) & 0xFFFFFFFF))
  n=$((n & mask))
  echo "$((n >> 24 & 255)).$((n >> 16 & 255)).$((n >> 8 & 255)).$((n & 255))/$bits"
}

list_interfaces() {
  ip -o -4 addr show | awk '{printf "  %-12s %s\n", $2, $4}'
}

# Asks for the interface when none was given (or takes the only one there is).
choose_interface() {
  if [ -n "${IFACE:-}" ]; then
    [ -n "$(interface_cidrs "$IFACE")" ] ||
      venue_die "Netwerkaansluiting \"$IFACE\" bestaat niet of heeft geen IPv4-adres. Deze zijn er:
$(list_interfaces)"
    return
  fi
  local names
  mapfile -t names < <(ip -o -4 addr show scope global | awk '{print $2}' | sort -u)
  if ((${#names[@]} == 1)); then
    IFACE=${names[0]}
    echo "== Netwerkaansluiting: $IFACE (de enige met een adres)"
    return
  fi
  ((${#names[@]})) || venue_die "Deze laptop zit op geen netwerk (geen IPv4-adres). Verbind hem met de wifi of kabel van de zaal."
  [ -t 0 ] || venue_die "Kies de netwerkaansluiting van de zaal met --interface NAAM:
$(list_interfaces)"
  echo "Netwerkaansluitingen van deze laptop:"
  list_interfaces
  read -r -p "Welke is het netwerk van de zaal (naam, bijvoorbeeld ${names[0]})? " IFACE
  [ -n "$(interface_cidrs "$IFACE")" ] || venue_die "\"$IFACE\" is geen aansluiting met een adres."
}

install_missing() {
  local missing=() p
  for p in postgresql-$PG_VERSION libqt6sql6-psql iproute2 openssl; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if ((${#missing[@]})); then
    echo "== PostgreSQL installeren: ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
  fi
}

# A cluster of our own: never `main` on 5432 (a laptop's own database stays as it was). With data
# checksums (issue 39): a page damaged on the disk is refused by the server instead of read as true.
make_cluster() {
  if [ "$MODE" = system ]; then
    pg_lsclusters -h | awk '{print $1"/"$2}' | grep -qx "$PG_VERSION/$CLUSTER" ||
      pg_createcluster "$PG_VERSION" "$CLUSTER" --port "$PORT" -- --data-checksums >/dev/null
    mkdir -p "$CONF_DIR/conf.d"
  elif [ ! -f "$DIR/data/PG_VERSION" ]; then
    mkdir -p "$DIR/data" "$SOCK"
    [ "$(id -u)" -eq 0 ] && chown postgres "$DIR" "$DIR/data" "$SOCK"
    as_pg "$PG_BIN/initdb" -D "$DIR/data" -U "$SUPER" -A peer --no-sync --data-checksums >"$DIR/initdb.log" 2>&1 ||
      { cat "$DIR/initdb.log" >&2; exit 1; }
    echo "include = 'nk-bonaken.conf'" >>"$DIR/data/postgresql.conf"
  fi
  mkdir -p "$STATE" "$SSL_DIR"
  chmod 700 "$STATE"
}

# A CA of this venue (kept: the stations have its certificate) and the server's certificate for
# every address of the interface, the laptop's name and localhost. A new certificate when an
# address is not in it (a new DHCP address): the same CA signs it, the stations keep their file.
make_certificates() {
  local host san fresh=0 cidr
  host=$(hostname)
  if [ "${NEW_CERT:-0}" = 1 ] || [ ! -f "$STATE/ca.key" ]; then
    openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 3650 \
      -keyout "$STATE/ca.key" -out "$STATE/ca.crt" -subj "/CN=nk-bonaken zaal-CA $host" \
      -addext "basicConstraints=critical,CA:TRUE" -addext "keyUsage=critical,keyCertSign,cRLSign" 2>/dev/null
    chmod 600 "$STATE/ca.key"
    fresh=1
  fi
  mkdir -p "$(dirname "$CA_PUBLIC")"
  cp "$STATE/ca.crt" "$CA_PUBLIC"
  chmod 644 "$CA_PUBLIC"
  san="DNS:$host,DNS:$host.local,DNS:localhost,IP:127.0.0.1,IP:::1"
  for cidr in $(interface_cidrs "$IFACE"); do
    [[ ",$san," == *",IP:${cidr%/*},"* ]] || san+=",IP:${cidr%/*}"
  done
  if [ "$fresh" = 0 ] && [ -f "$SSL_DIR/server.crt" ]; then
    local have
    have=$(openssl x509 -in "$SSL_DIR/server.crt" -noout -ext subjectAltName 2>/dev/null | tr -d ' ' | tail -n +2)
    have=${have//IPAddress:/IP:}
    for cidr in $(interface_cidrs "$IFACE"); do
      [[ ",$have," == *",IP:${cidr%/*},"* ]] || fresh=1
    done
    [ "$fresh" = 1 ] || return 0
  fi
  openssl req -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -keyout "$SSL_DIR/server.key" \
    -out "$SSL_DIR/server.csr" -subj "/CN=$host" 2>/dev/null
  openssl x509 -req -in "$SSL_DIR/server.csr" -CA "$STATE/ca.crt" -CAkey "$STATE/ca.key" -CAcreateserial \
    -days 825 -out "$SSL_DIR/server.crt" -extfile <(printf '%s\n' "subjectAltName=$san" \
    "basicConstraints=CA:FALSE" "keyUsage=digitalSignature" "extendedKeyUsage=serverAuth") 2>/dev/null
  rm -f "$SSL_DIR/server.csr" "$STATE/ca.srl"
  chmod 600 "$SSL_DIR/server.key"
  [ "$(id -u)" -eq 0 ] && chown postgres "$SSL_DIR/server.key" "$SSL_DIR/server.crt"
  return 0
}

# The server's settings: every address (a new DHCP address keeps working; pg_hba
# decides who gets in), TLS, no idle transaction holding the writer's lock, dead connections
# noticed in seconds, password guessing slowed down.
write_settings() {
  {
    echo "# Written by scripts/venue-server.sh; a rerun writes it again."
    echo "listen_addresses = '*'"
    echo "port = $PORT"
    echo "ssl = on"
    echo "ssl_cert_file = '$SSL_DIR/server.crt'"
    echo "ssl_key_file = '$SSL_DIR/server.key'"
    echo "ssl_min_protocol_version = 'TLSv1.2'"
    echo "password_encryption = 'scram-sha-256'"
    echo "shared_preload_libraries = 'auth_delay'"
    echo "auth_delay.milliseconds = 500"
    echo "authentication_timeout = '10s'"
    echo "idle_in_transaction_session_timeout = '10s'"
    echo "tcp_keepalives_idle = 10"
    echo "tcp_keepalives_interval = 5"
    echo "tcp_keepalives_count = 3"
    echo "tcp_user_timeout = 20000"
    [ "$MODE" = dir ] && echo "unix_socket_directories = '$SOCK'"
    [ "$MODE" = dir ] && echo "fsync = ${NKB_VENUE_FSYNC:-on}"
  } >"$EXTRA_CONF"
  return 0
}

# pg_hba: the administrator on this laptop by its own account (peer), the owner from this
# laptop only, stations and projectors from the venue's subnet; hostssl and scram-sha-256 only,
# no plain `host` line. Each database has its own lines (# nkb:DB): a second database keeps
# the first one's.
write_hba() {
  local cidr net tag="# nkb:$DB"
  if ! grep -q '^# nk-bonaken venue' "$HBA" 2>/dev/null; then
    [ -f "$HBA" ] && cp "$HBA" "$HBA.voor-nk-bonaken"
    printf '%s\n' "# nk-bonaken venue: written by scripts/venue-server.sh (the old file: pg_hba.conf.voor-nk-bonaken)" \
      "local all $SUPER peer" >"$HBA"
  fi
  sed -i "\|$tag\$|d" "$HBA"
  {
    echo "hostssl $DB eigenaar 127.0.0.1/32 scram-sha-256 $tag"
    echo "hostssl $DB eigenaar ::1/128 scram-sha-256 $tag"
    echo "hostssl $DB station,kijker 127.0.0.1/32 scram-sha-256 $tag"
    echo "hostssl $DB station,kijker ::1/128 scram-sha-256 $tag"
    for cidr in $(interface_cidrs "$IFACE"); do
      net=$(network_of "$cidr")
      echo "hostssl $DB station,kijker $net scram-sha-256 $tag"
    done
  } >>"$HBA"
  [ "$(id -u)" -eq 0 ] && chown postgres "$HBA"
  return 0
}

start_or_restart() {
  if [ "$MODE" = system ]; then
    if pg_lsclusters -h | awk -v c="$CLUSTER" -v v="$PG_VERSION" '$1==v && $2==c {print $4}' | grep -q online; then
      pg_ctlcluster "$PG_VERSION" "$CLUSTER" restart
    else
      pg_ctlcluster "$PG_VERSION" "$CLUSTER" start
    fi
  else
    local action=start
    [ -f "$DIR/data/postmaster.pid" ] && action=restart
    as_pg "$PG_BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w -t 60 "$action" >/dev/null ||
      { cat "$DIR/log" >&2; exit 1; }
  fi
}

# Passwords: kept in $STATE/passwords (root only) so a rerun keeps them, unless --new-password.
# One given by hand (NKB_VENUE_PASSWORD, the stations') must be at least 12 characters.
declare -A PASSWORD
load_passwords() {
  local role value
  if [ -f "$STATE/passwords" ] && [ "${NEW_PASSWORD:-0}" != 1 ]; then
    while IFS='=' read -r role value; do PASSWORD[$role]=$value; done <"$STATE/passwords"
  fi
  for role in "${ROLES[@]}"; do
    [ -n "${PASSWORD[$role]:-}" ] || PASSWORD[$role]=$(head -c 32 /dev/urandom | base64 | tr -dc 'A-Za-z0-9' | head -c 20)
  done
  if [ -n "${NKB_VENUE_PASSWORD:-}" ]; then
    ((${#NKB_VENUE_PASSWORD} >= 12)) ||
      venue_die "NKB_VENUE_PASSWORD is te kort: gebruik minstens 12 tekens (of laat het weg voor een nieuw, sterk wachtwoord)."
    [ "$NKB_VENUE_PASSWORD" != "${NKB_VENUE_PASSWORD//[[:space:]]/}" ] &&
      venue_die "NKB_VENUE_PASSWORD mag geen spaties bevatten."
    PASSWORD[station]=$NKB_VENUE_PASSWORD
  fi
  mkdir -p "$STATE" && chmod 700 "$STATE"
  (umask 077 && for role in "${ROLES[@]}"; do echo "$role=${PASSWORD[$role]}"; done >"$STATE/passwords")
}

sql_literal() { local v=${1//\'/\'\'}; printf "'%s'" "$v"; }

# The roles, their passwords (through stdin), the database owned by the owner role, and nothing
# for PUBLIC: a station cannot create, cannot reach the database postgres, cannot rename itself.
make_roles_and_database() {
  local role
  {
    for role in "${ROLES[@]}"; do
      echo "SELECT 'CREATE ROLE $role LOGIN' WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '$role')\\gexec"
      echo "ALTER ROLE $role LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS INHERIT" \
        "CONNECTION LIMIT ${ROLE_LIMIT[$role]} PASSWORD $(sql_literal "${PASSWORD[$role]}");"
    done
    # A station's or projector's statement never runs for long (the owner's copy may).
    echo "ALTER ROLE station SET statement_timeout = '30s';"
    echo "ALTER ROLE kijker SET statement_timeout = '30s';"
    echo "SELECT 'CREATE DATABASE $DB OWNER eigenaar' WHERE NOT EXISTS (SELECT 1 FROM pg_database WHERE datname = '$DB')\\gexec"
    echo "ALTER DATABASE $DB OWNER TO eigenaar;"
    echo "REVOKE ALL ON DATABASE $DB FROM PUBLIC;"
    echo "GRANT CONNECT ON DATABASE $DB TO station, kijker;"
    echo "REVOKE CONNECT, TEMPORARY ON DATABASE postgres FROM PUBLIC;"
    echo "REVOKE CONNECT, TEMPORARY ON DATABASE template1 FROM PUBLIC;"
  } | psql_admin postgres
  printf '%s\n' "REVOKE ALL ON SCHEMA public FROM PUBLIC;" "GRANT USAGE ON SCHEMA public TO station, kijker;" |
    psql_admin "$DB"
}

# The owner's password where the owner's own commands find it (libpq reads ~/.pgpass, mode
# 0600): root's on the venue laptop, a file in the folder for the tests (PGPASSFILE).
write_pgpass() {
  local file line role host
  if [ "$MODE" = system ]; then file=$(getent passwd root | cut -d: -f6)/.pgpass; else file=$DIR/pgpass; fi
  touch "$file" && chmod 600 "$file"
  for role in "${ROLES[@]}"; do
    [ "$MODE" = system ] && [ "$role" != eigenaar ] && continue
    for host in localhost 127.0.0.1; do
      line="$host:$PORT:$DB:$role:${PASSWORD[$role]}"
      grep -v "^$host:$PORT:$DB:$role:" "$file" >"$file.new" || true
      echo "$line" >>"$file.new"
      mv "$file.new" "$file" && chmod 600 "$file"
    done
  done
}

fingerprint() { openssl x509 -in "$1" -noout -fingerprint -sha256 | sed 's/^.*=//'; }
