#!/usr/bin/env bash
# A private PostgreSQL server (15 on Debian 12, 17 on Debian 13) for the tests: installs postgresql and Qt's QPSQL
# driver where missing, initdb's a cluster into a temporary folder as an unprivileged user,
# listens on a Unix socket in that folder only, and stops it again.
#   scripts/pg-test-server.sh start DIR   prints the NKB_TEST_PG address (postgresql://…)
#   scripts/pg-test-server.sh stop DIR
#   scripts/pg-test-server.sh run CMD...  starts, runs CMD with NKB_TEST_PG set, always stops
# NKB_PG_TCP_PORT=N listens on 127.0.0.1:N instead of the socket; NKB_PG_DURABLE=1 keeps fsync on
# (the benchmark: figures as a real server gives them).
set -euo pipefail

# shellcheck source=scripts/pg-version.sh
. "$(dirname "$0")/pg-version.sh" # PG_VERSION, PG_BIN: 15 on Debian 12, 17 on Debian 13

install_missing() {
  local missing=()
  for p in "postgresql-$PG_VERSION" libqt6sql6-psql openssl iproute2; do # the last two: tests/venue
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if ((${#missing[@]})); then
    echo "== Installing: ${missing[*]}" >&2
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
  fi
}

# The server refuses to run as root: as root, run its tools as the postgres user.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

start() {
  local dir=$1
  install_missing
  mkdir -p "$dir/sock"
  [ "$(id -u)" -eq 0 ] && chown -R postgres "$dir"
  as_owner "$PG_BIN/initdb" -D "$dir/data" -A trust -U nkb --no-sync >"$dir/initdb.log" 2>&1 ||
    { cat "$dir/initdb.log" >&2; exit 1; }
  # Tests only: no fsync (the data is thrown away), no TCP at all.
  local listen="''" fast="-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
  [ -n "${NKB_PG_TCP_PORT:-}" ] && listen="127.0.0.1 -c port=$NKB_PG_TCP_PORT"
  [ "${NKB_PG_DURABLE:-0}" = 1 ] && fast=""
  as_owner "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/log" -w -t 60 \
    -o "-k $dir/sock -c listen_addresses=$listen $fast -c max_connections=200" \
    start >&2 || { cat "$dir/log" >&2; exit 1; }
  if [ -n "${NKB_PG_TCP_PORT:-}" ]; then
    echo "postgresql://nkb@127.0.0.1:$NKB_PG_TCP_PORT/postgres"
  else
    echo "postgresql://nkb@localhost/postgres?host=$dir/sock"
  fi
}

stop() {
  local dir=$1
  [ -f "$dir/data/postmaster.pid" ] && as_owner "$PG_BIN/pg_ctl" -D "$dir/data" -m fast -w stop >&2 || true
}

case "${1:-}" in
  start) start "$2" ;;
  stop) stop "$2" ;;
  run)
    shift
    dir=$(mktemp -d /tmp/nkb-pg.XXXXXX)
    chmod 755 "$dir"
    trap 'stop "$dir"; rm -rf "$dir"' EXIT
    NKB_TEST_PG=$(start "$dir")
    NKB_TEST_PG_DIR=$dir # tests/stations/server-restart.sh restarts the server
    NKB_PG_VERSION=$PG_VERSION # the same server for the tests' own
    export NKB_TEST_PG NKB_TEST_PG_DIR NKB_PG_VERSION
    echo "== PostgreSQL test server at $NKB_TEST_PG" >&2
    "$@"
    ;;
  *) echo "usage: $0 start DIR | stop DIR | run CMD..." >&2; exit 2 ;;
esac
