#!/usr/bin/env bash
# Debian 13 (trixie, Qt 6.8) as a new laptop gets it, in a chroot made with debootstrap from the
# system's own mirrors (its sources list is never changed):
#   build:   the build dependencies under their Debian 13 names, the project built from a copy of
#            this tree, and the whole test suite (ctest, the store tests on PostgreSQL too, GUI
#            tests offscreen);
#   package: the Debian 12 package (cpack in BUILD_DIR, as scripts/package-test.sh makes it)
#            installed with `apt-get install ./nk-bonaken_*.deb` in a fresh chroot, then the
#            installed programs: --version, a small tournament with nk-bonaken-cli, nk-bonaken
#            under Xvfb (xcb) with a screenshot.
# Every check is run and reported, failed or not; the exit status is 1 when any failed.
# The bare chroot is cached in NKB_CACHE (~/.cache/nk-bonaken) for a week, the downloaded .debs
# and a ccache beside it: a second run fetches and compiles little. Not run by CI (.ci/run).
# Usage (as root): scripts/debian13-test.sh [BUILD_DIR]   (default: build, the Debian 12 build)
#   NKB_DEBIAN13_STEPS="build package" (or one of them), NKB_DEBIAN13_JOBS=2,
#   NKB_DEBIAN13_WERROR=OFF (ON: warnings are errors in trixie too).
set -euo pipefail
cd "$(dirname "$0")/.."
[ "$(id -u)" -eq 0 ] || { echo "debian13-test.sh: als root draaien (debootstrap, chroot, mount)" >&2; exit 2; }
BUILD="$(realpath "${1:-build}")"
OUTS="$BUILD/debian13-test" # a folder per step: build/, package/
OUT=$OUTS
SUITE=trixie
CACHE="${NKB_CACHE:-$HOME/.cache/nk-bonaken}"
STEPS="${NKB_DEBIAN13_STEPS:-build package}"
JOBS="${NKB_DEBIAN13_JOBS:-2}"
WERROR="${NKB_DEBIAN13_WERROR:-OFF}"
start=$SECONDS
progress() { printf '== [%02d:%02d] %s\n' $(((SECONDS - start) / 60)) $(((SECONDS - start) % 60)) "$*"; }
mkdir -p "$OUTS" "$CACHE/debian13-apt" "$CACHE/debian13-ccache"
bash scripts/apt-need.sh debootstrap

# The system's own mirrors: the first URIs of the main archive and of the security archive.
SOURCES=/etc/apt/sources.list.d/debian.sources
MIRROR=$(awk '/^URIs:/ {print $2}' "$SOURCES" 2>/dev/null | grep -v -- -security | head -n1 || true)
SECURITY=$(awk '/^URIs:/ {print $2}' "$SOURCES" 2>/dev/null | grep -- -security | head -n1 || true)
MIRROR=${MIRROR:-http://deb.debian.org/debian}
SECURITY=${SECURITY:-http://deb.debian.org/debian-security}

# --- Results: every check is recorded, and the run goes on after a failure.
RESULTS=()
FAILED=0
record() { # record pass|FAIL TEXT
  RESULTS+=("$1  $2")
  [ "$1" = pass ] || FAILED=1
  echo "   $1: $2"
}
check() { # check TEXT COMMAND...: passes when the command does
  local text=$1
  shift
  if "$@"; then record pass "$text"; else record FAIL "$text"; fi
}

# --- Chroots: made from the cached bare tarball, their mounts always undone (trap).
ROOTS=()
MOUNTS=()
cleanup() {
  local i r p
  for r in "${ROOTS[@]}"; do # what the script started inside, by its process id
    for p in /proc/[0-9]*; do
      if [ "$(readlink "$p/root" 2>/dev/null)" = "$r" ]; then kill -9 "${p#/proc/}" 2>/dev/null || true; fi
    done
  done
  for ((i = ${#MOUNTS[@]} - 1; i >= 0; i--)); do
    umount "${MOUNTS[$i]}" 2>/dev/null || umount -l "${MOUNTS[$i]}" 2>/dev/null || true
  done
  MOUNTS=()
  for r in "${ROOTS[@]}"; do
    # Never remove through a mount (the apt cache, /dev): leave the folder when one remains.
    if findmnt -rn -o TARGET | grep -q "^$r"; then
      echo "LET OP: nog iets gekoppeld onder $r; de map blijft staan" >&2
    else
      rm -rf --one-file-system "$r"
    fi
  done
  ROOTS=()
}
trap cleanup EXIT
trap 'echo "debian13-test.sh: afgebroken" >&2; exit 130' INT TERM # the EXIT trap still unmounts

bare_tarball() { # TARBALL: the cached bare chroot of this week, made when missing
  TARBALL=$(find "$CACHE" -maxdepth 1 -name "debian13-$SUITE-*.tar.gz" -mtime -7 | sort | tail -n1)
  [ -z "$TARBALL" ] || return 0
  local dir t
  dir=$(mktemp -d /var/tmp/nkb-debian13-bare.XXXXXX)
  ROOTS+=("$dir")
  progress "debootstrap $SUITE from $MIRROR (minbase; cached for a week)"
  nice debootstrap --variant=minbase "$SUITE" "$dir" "$MIRROR" >"$OUT/debootstrap.log" 2>&1 ||
    { tail -n 20 "$OUT/debootstrap.log" >&2; exit 1; }
  cat >"$dir/etc/apt/sources.list.d/debian.sources" <<EOF
Types: deb
URIs: $MIRROR
Suites: $SUITE $SUITE-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: $SECURITY
Suites: $SUITE-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
  rm -f "$dir/etc/apt/sources.list"
  # No service starts inside a chroot (the postgresql package would start its cluster).
  printf '#!/bin/sh\nexit 101\n' >"$dir/usr/sbin/policy-rc.d"
  chmod 755 "$dir/usr/sbin/policy-rc.d"
  chroot "$dir" apt-get clean
  t="$CACHE/debian13-$SUITE-$(date +%F).tar.gz"
  tar -C "$dir" --numeric-owner -czf "$t.part" . && mv "$t.part" "$t"
  find "$CACHE" -maxdepth 1 -name "debian13-$SUITE-*.tar.gz" ! -path "$t" -delete
  TARBALL=$t
  cleanup
}

new_root() { # new_root NAME: a fresh chroot from the tarball, mounted; its path in ROOT
  ROOT=$(mktemp -d "/var/tmp/nkb-debian13-$1.XXXXXX")
  chmod 755 "$ROOT"
  ROOTS+=("$ROOT")
  tar -C "$ROOT" --numeric-owner -xzf "$TARBALL"
  chmod 755 "$ROOT" # the tarball's "." is mktemp's 700: other users (postgres) could not reach /usr
  cp /etc/resolv.conf /etc/hosts "$ROOT/etc/"
  mount -t proc proc "$ROOT/proc" && MOUNTS+=("$ROOT/proc")
  mount -t sysfs -o ro sysfs "$ROOT/sys" && MOUNTS+=("$ROOT/sys")
  mount --bind /dev "$ROOT/dev" && MOUNTS+=("$ROOT/dev")
  mount --bind /dev/pts "$ROOT/dev/pts" && MOUNTS+=("$ROOT/dev/pts")
  mount -t tmpfs -o mode=1777 shm "$ROOT/dev/shm" && MOUNTS+=("$ROOT/dev/shm") # PostgreSQL's shared memory
  mount -t tmpfs -o mode=1777 tmp "$ROOT/tmp" && MOUNTS+=("$ROOT/tmp")
  mount --bind "$CACHE/debian13-apt" "$ROOT/var/cache/apt/archives" && MOUNTS+=("$ROOT/var/cache/apt/archives")
  mkdir -p "$ROOT/ccache"
  mount --bind "$CACHE/debian13-ccache" "$ROOT/ccache" && MOUNTS+=("$ROOT/ccache")
}

in_root() { # in_root COMMAND...: in the chroot, with a clean environment
  chroot "$ROOT" /usr/bin/env -i HOME=/root LANG=C.UTF-8 TERM=dumb DEBIAN_FRONTEND=noninteractive \
    PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin XDG_RUNTIME_DIR=/tmp/runtime \
    CCACHE_DIR=/ccache "$@"
}

apt_in_root() { # apt_in_root LOG PACKAGE...
  local log=$1
  shift
  in_root mkdir -p -m 700 /tmp/runtime
  in_root apt-get update -qq >"$OUT/$log" 2>&1 &&
    in_root apt-get install -y -q --no-install-recommends "$@" >>"$OUT/$log" 2>&1
}

bare_tarball
progress "bare $SUITE chroot: $TARBALL ($(du -h "$TARBALL" | cut -f1))"

# The build dependencies: scripts/setup.sh's list and the PostgreSQL test server's, under their
# Debian 13 names (the PostgreSQL server is `postgresql`, 17 in trixie), and ccache.
build_packages() {
  local list
  list=$(sed -n '/^PACKAGES=(/,/)/p' scripts/setup.sh | sed 's/PACKAGES=(//; s/)//')
  # shellcheck disable=SC2086
  echo $list postgresql openssl iproute2 ccache
}

step_build() {
  OUT=$OUTS/build
  rm -rf "$OUT" && mkdir -p "$OUT"
  progress "build: a fresh $SUITE chroot"
  new_root build
  progress "build: apt-get install the build dependencies"
  local -a packages
  read -ra packages <<<"$(build_packages)"
  if ! apt_in_root build-deps.log "${packages[@]}"; then
    tail -n 20 "$OUT/build-deps.log"
    record FAIL "the build dependencies install in $SUITE (${packages[*]})"
    cleanup
    return
  fi
  record pass "the build dependencies install in $SUITE (${#packages[@]} packages named, $(grep -c '^Setting up' "$OUT/build-deps.log") set up)"
  in_root dpkg-query -W -f='${Package} ${Version}\n' qt6-base-dev catch2 cmake g++ postgresql libsqlite3-dev \
    | tee "$OUT/versions.txt" | sed 's/^/   /'

  progress "build: a copy of the source tree (the working tree, untracked files that git does not ignore included)"
  mkdir -p "$ROOT/src"
  git ls-files -z --cached --others --exclude-standard |
    while IFS= read -r -d '' f; do [ ! -e "$f" ] || printf '%s\0' "$f"; done |
    tar --null -T - -cf - | tar -C "$ROOT/src" -xf -
  progress "build: cmake and ninja -j$JOBS (nice; NKB_WERROR=$WERROR)"
  if in_root bash -c "cd /src && cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
      -DNKB_WERROR=$WERROR -DCMAKE_CXX_COMPILER_LAUNCHER=ccache" >"$OUT/configure.log" 2>&1; then
    record pass "cmake configures against Qt $(sed -n 's/^qt6-base-dev //p' "$OUT/versions.txt")"
  else
    tail -n 30 "$OUT/configure.log"
    record FAIL "cmake configures"
    cleanup
    return
  fi
  # The two programs first: whether they build says the most, soonest; then the tests and benchmarks.
  local t0=$SECONDS what targets
  for what in programs everything; do
    targets=all
    [ "$what" = everything ] || targets="nk-bonaken nk-bonaken-cli"
    progress "build: $what (ninja -j$JOBS -k 0 $targets)"
    t0=$SECONDS
    # shellcheck disable=SC2086
    if in_root nice cmake --build /src/build -j"$JOBS" --target $targets -- -k 0 >>"$OUT/build.log" 2>&1; then
      record pass "$what build ($((SECONDS - t0)) s)"
    else
      grep -E 'error:|FAILED:' "$OUT/build.log" | sort -u | head -n 40
      record FAIL "$what build ($(grep -c '^FAILED:' "$OUT/build.log") build steps failed; $OUT/build.log)"
    fi
  done
  # The warnings Qt 6.8 and g++ 14 give that Qt 6.4 and g++ 12 did not (errors on Debian 12).
  grep -E 'warning:' "$OUT/build.log" | sed 's|^/src/||' | sort -u >"$OUT/warnings.txt" || true
  echo "   $(wc -l <"$OUT/warnings.txt") distinct compiler warnings ($OUT/warnings.txt)"
  sed -n 's/.*\[-W\([a-z0-9=-]*\)\]$/\1/p' "$OUT/warnings.txt" | sort | uniq -c | sed 's/^/   /'

  progress "build: ctest -j$JOBS, on a file and on a private PostgreSQL server (GUI tests offscreen)"
  t0=$SECONDS
  in_root bash -c "cd /src && QT_QPA_PLATFORM=offscreen nice bash scripts/pg-test-server.sh run \
      bash -c 'cd build && ctest -j$JOBS --output-on-failure --timeout 600'" >"$OUT/ctest.log" 2>&1 || true
  local summary
  summary=$(grep -E '^[0-9]+% tests passed' "$OUT/ctest.log" || echo "ctest did not finish")
  sed -n '/tests passed, /,$p' "$OUT/ctest.log" | sed 's/^/   /'
  if grep -q '^100% tests passed' "$OUT/ctest.log"; then
    record pass "ctest: $summary ($((SECONDS - t0)) s)"
  else
    record FAIL "ctest: $summary ($((SECONDS - t0)) s; $OUT/ctest.log)"
  fi
  cleanup
}

step_package() {
  OUT=$OUTS/package
  rm -rf "$OUT" && mkdir -p "$OUT"
  progress "package: the Debian 12 .deb (cpack -G DEB in $BUILD)"
  cmake --build "$BUILD" -j"$JOBS" >"$OUT/host-build.log" 2>&1 || { tail -n 20 "$OUT/host-build.log"; exit 1; }
  (cd "$BUILD" && rm -f nk-bonaken_*.deb && cpack -G DEB >"$OUT/cpack.log" 2>&1) || { cat "$OUT/cpack.log"; exit 1; }
  local deb version
  deb=$(ls "$BUILD"/nk-bonaken_*_amd64.deb)
  version=$(dpkg-deb -f "$deb" Version)
  echo "   $(basename "$deb"): Depends: $(dpkg-deb -f "$deb" Depends)"
  progress "package: a fresh $SUITE chroot, apt-get install ./$(basename "$deb")"
  new_root package
  cp "$deb" "$ROOT/tmp/"
  if apt_in_root install.log "/tmp/$(basename "$deb")"; then
    record pass "apt-get install ./$(basename "$deb") in a bare $SUITE ($(grep -c '^Setting up' "$OUT/install.log") packages set up)"
  else
    tail -n 20 "$OUT/install.log"
    record FAIL "apt-get install ./$(basename "$deb") in a bare $SUITE"
    cleanup
    return
  fi
  in_root dpkg-query -W -f='${Package} ${Version}\n' libqt6core6t64 libqt6sql6-sqlite libqt6sql6-psql \
    qt6-translations-l10n 2>/dev/null | sed 's/^/   /' || true
  # The tools the checks use, after the package (the package pulled in its own dependencies alone).
  apt_in_root test-tools.log xvfb xauth xdotool imagemagick jq poppler-utils ||
    { tail -n 20 "$OUT/test-tools.log"; exit 1; }

  local got
  got=$(in_root nk-bonaken-cli --version 2>&1 | head -n1 || true)
  check "nk-bonaken-cli --version: '$got'" test "$got" = "nk-bonaken-cli $version"
  got=$(in_root env QT_QPA_PLATFORM=offscreen nk-bonaken --version 2>&1 | head -n1 || true)
  check "nk-bonaken --version: '$got'" test "$got" = "nk-bonaken $version"
  check "the manual pages are installed" in_root test -f /usr/share/man/man1/nk-bonaken-cli.1.gz

  progress "package: a small tournament with nk-bonaken-cli (new, players import, draw, results, standings)"
  mkdir -p "$ROOT/tmp/nk"
  printf 'naam;club;categorie\nJoël Brouwer;De Troef;\nAnneke de Vries;Bonaak;dame\nCor Smit;De Troef;\nDirk Jansen;;\nEefje Bakker;Bonaak;dame\nFrank Mulder;;\nGerrit Visser;Leimuiden;\nHenk Dekker;;\n' \
    >"$ROOT/tmp/nk/aanmeldingen.csv"
  cat >"$ROOT/tmp/nk/tournament.sh" <<'TOURNAMENT'
set -euo pipefail
cd /tmp/nk
cli() { nk-bonaken-cli --db "NK proef 2026.bonaken" --station Zaal-1 "$@"; }
cli new --name "NK proef" --date 2026-11-28 --venue Leimuiden
cli --format json players import aanmeldingen.csv >players.json
[ "$(jq '.players | length' players.json)" = 8 ] || { echo "not 8 players imported"; exit 1; }
cli draw --round 1 --seed 42
points=(10 8 4 0)
for table in $(cli --format json tables --round 1 | jq -r '.[].table'); do
  mapfile -t names < <(cli --format json tables --round 1 | jq -r ".[] | select(.table == $table) | .players[]")
  for game in 1 2; do
    arg=""
    for i in "${!names[@]}"; do arg+="${arg:+,}${names[$i]}=${points[$(((i + game) % 4))]}"; done
    cli result --round 1 --table "$table" --game "$game" --points "$arg"
  done
done
cli standings | tee klassement.txt
grep -q "Joël Brouwer" klassement.txt || { echo "Joël Brouwer not in the standings"; exit 1; }
total=$(cli --format json standings | jq '[.[].points] | add')
[ "$total" = 88 ] || { echo "the standings add up to $total points, not 2 tables x 2 games x 22"; exit 1; }
echo "8 players imported, round 1 drawn, 4 games entered, standings add up to 88 points"
TOURNAMENT
  if in_root bash /tmp/nk/tournament.sh >"$OUT/tournament.log" 2>&1; then
    record pass "a tournament: $(tail -n1 "$OUT/tournament.log")"
  else
    tail -n 15 "$OUT/tournament.log"
    record FAIL "a tournament with nk-bonaken-cli ($OUT/tournament.log)"
  fi
  cp "$ROOT/tmp/nk/klassement.txt" "$OUT/" 2>/dev/null || true

  progress "package: nk-bonaken on the tournament under Xvfb (QT_QPA_PLATFORM=xcb), a screenshot"
  # The window must show the tournament's name in its title within 20 s and still run.
  if in_root xvfb-run -a -s "-screen 0 1366x768x24" bash -c '
      export QT_QPA_PLATFORM=xcb
      nk-bonaken "$1" >/tmp/nk/app.log 2>&1 &
      pid=$!
      for _ in $(seq 1 40); do xdotool search --name "NK proef" >/dev/null 2>&1 && break; sleep 0.5; done
      sleep 2
      title=$(xdotool search --name "NK proef" getwindowname 2>/dev/null | head -n1 || true)
      import -window root /tmp/nk/nk-bonaken-debian13.png
      alive=yes; kill -0 "$pid" 2>/dev/null || alive=no
      kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null
      echo "window: ${title:-none}; still running: $alive"
      [ "$alive" = yes ] && [ "$title" = "NK proef 2026.bonaken — NK proef — NK Bonaken" ]' _ "/tmp/nk/NK proef 2026.bonaken" \
      >"$OUT/gui.log" 2>&1; then
    record pass "nk-bonaken under Xvfb (xcb): $(tail -n1 "$OUT/gui.log")"
  else
    cat "$OUT/gui.log" "$ROOT/tmp/nk/app.log" 2>/dev/null | tail -n 20
    record FAIL "nk-bonaken under Xvfb (xcb): $(tail -n1 "$OUT/gui.log")"
  fi
  cp "$ROOT/tmp/nk/nk-bonaken-debian13.png" "$ROOT/tmp/nk/app.log" "$OUT/" 2>/dev/null || true
  check "apt-get purge nk-bonaken removes the programs" \
    in_root bash -c 'apt-get purge -y -q nk-bonaken >/dev/null 2>&1 && ! command -v nk-bonaken'
  cleanup
}

for step in $STEPS; do
  case $step in
    build) step_build ;;
    package) step_package ;;
    *) echo "NKB_DEBIAN13_STEPS: '$step' is build or package" >&2; exit 2 ;;
  esac
done

echo "== Debian 13 ($SUITE): $(printf '%s\n' "${RESULTS[@]}" | grep -c '^pass') passed, $(printf '%s\n' "${RESULTS[@]}" | grep -c '^FAIL') failed, in $((SECONDS - start)) s"
printf '   %s\n' "${RESULTS[@]}"
printf '%s\n' "${RESULTS[@]}" >"$OUTS/results.txt"
exit "$FAILED"
