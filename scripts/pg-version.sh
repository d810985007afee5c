# shellcheck shell=bash
# PG_VERSION and PG_BIN: the newest PostgreSQL server installed (15 on Debian 12, 17 on Debian 13),
# or, while none is, the one this Debian installs as `postgresql`. Sourced by the scripts and tests
# that run a server of their own; NKB_PG_VERSION chooses another.
if [ -z "${NKB_PG_VERSION:-}" ]; then
  NKB_PG_VERSION=$(find /usr/lib/postgresql -mindepth 3 -maxdepth 3 -path '*/bin/initdb' 2>/dev/null |
    sed 's|/usr/lib/postgresql/\([0-9]*\)/.*|\1|' | sort -n | tail -n1)
  [ -n "$NKB_PG_VERSION" ] || NKB_PG_VERSION=$(apt-cache depends postgresql 2>/dev/null |
    sed -n 's/^ *Depends: postgresql-\([0-9][0-9]*\)$/\1/p' | head -n1)
  NKB_PG_VERSION=${NKB_PG_VERSION:-15}
fi
PG_VERSION=$NKB_PG_VERSION
PG_BIN=/usr/lib/postgresql/$PG_VERSION/bin
