#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test: the normal build (warnings are errors)
# and a sanitizer build (address + undefined) of the tests.
set -euo pipefail
cd "$(dirname "$0")/.."
export QT_QPA_PLATFORM=offscreen
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d)}"
chmod 700 "$XDG_RUNTIME_DIR"

# Every step's time, printed as it ends and again as a table at the end (the README's CI figures
# come from it; CI stops at 90 minutes, the budget is 75 on a fresh machine).
T0=$SECONDS
LAST=$SECONDS
TIMES=()
lap() { # lap NAME: the step that just ended
  TIMES+=("$(printf '%6d s  %s' $((SECONDS - LAST)) "$1")")
  echo "== [$(((SECONDS - T0) / 60)) min] $1: $((SECONDS - LAST)) s"
  LAST=$SECONDS
}
BG=""
finish() {
  # A step that failed leaves no Windows build running behind it (its own process group).
  [ -z "$BG" ] || kill -- "-$BG" 2>/dev/null || true
  printf "%s\n" "== Steps (two cores):" "${TIMES[@]}" "$(printf "%6d s  in all" $((SECONDS - T0)))"
}
trap finish EXIT

bash scripts/setup.sh build -DNKB_WERROR=ON
lap "packages and the build (RelWithDebInfo)"

# The Windows side, in the background and niced, while the Linux steps below leave the processors
# idle (tests wait on servers, browsers and timers): the plain core for MinGW-w64 with its tests
# under Wine, everything the package is built against (Qt for Windows, OpenSSL, libpq, ...) from
# the cache or built once, then both programs, the installer and the zip. Every package it needs
# is installed first, in the foreground (on a fresh machine the background was done 16 minutes
# before the Linux steps, with the package still to build after them).
bash scripts/windows-prepare.sh --packages
BGLOG="$PWD/build/windows-background.log"
setsid nice -n 19 bash -c 'set -euo pipefail
  start=$SECONDS
  echo "== The plain core for Windows (MinGW-w64), its tests under Wine"
  bash scripts/windows-core.sh build-win
  echo "== What the Windows package is built against (scripts/windows-prepare.sh)"
  bash scripts/windows-prepare.sh
  echo "== nk-bonaken for Windows: both programs, the installer and the portable zip (MinGW-w64)"
  bash scripts/windows-package.sh build-windows
  echo "== The Windows background done in $((SECONDS - start)) s"' >"$BGLOG" 2>&1 &
BG=$!
lap "the Windows packages; the Windows background started"
echo "== Tests (RelWithDebInfo)"
# The store suite runs twice, on a file and on a private PostgreSQL server; the publish suite sends
# the website to a private sshd (scripts/sftp-test-server.sh installs openssh-server when missing)
# and a private vsftpd for FTPS (scripts/ftps-test-server.sh installs vsftpd when missing).
bash scripts/pg-test-server.sh run bash scripts/sftp-test-server.sh run bash scripts/ftps-test-server.sh run \
  bash -c 'cd build && ctest --output-on-failure -j"$(nproc)"'
lap "ctest"
echo "== Reliability (kill -9 during writes, damaged files, bad inputs)"
bash scripts/reliability.sh 3 build
lap "reliability"
echo "== A thousand files damaged at random: refused, or shown with what is wrong, never silently different"
bash scripts/damage-campaign.sh 1000 build
lap "damaged files"

echo "== The results desk by the keyboard alone (the application under Xvfb, driven by xdotool)"
# Fails when anything typed is missing from the file. A second attempt only when the first
# failed, and said so: the script drives a real X server by timing, and one run in twenty of
# an earlier version lost a keystroke to a display that reset; a second failure fails CI.
bash scripts/desk-day.sh build "$PWD/build/desk-day" ||
  { echo "desk-day: de eerste poging mislukte (schermafdrukken in build/desk-day); nog een keer"; \
    bash scripts/desk-day.sh build "$PWD/build/desk-day-2"; }
lap "desk-day"

echo "== The Debian package: lintian, apt-get install, the installed programs, apt-get purge"
bash scripts/package-test.sh build
lap "the Debian package"


bash scripts/setup.sh build-asan -DNKB_WERROR=ON -DNKB_SANITIZE=ON -DNKB_BUILD_BENCH=OFF -DCMAKE_BUILD_TYPE=Debug
lap "the sanitizer build"
echo "== Tests (address + undefined sanitizers)"
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export LSAN_OPTIONS="suppressions=$PWD/tests/support/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
bash scripts/pg-test-server.sh run bash scripts/sftp-test-server.sh run bash scripts/ftps-test-server.sh run \
  bash -c 'cd build-asan && ctest --output-on-failure -j"$(nproc)"'
lap "ctest (sanitizers)"

echo "== Waiting for the Windows background (the plain core's tests, Qt for Windows and the libraries, the package)"
if ! wait "$BG"; then
  BG=""
  tail -n 60 "$BGLOG"
  echo "FOUT: de Windows-achtergrond mislukte (het hele verslag: $BGLOG)"
  exit 1
fi
BG=""
grep -E '^(== |All tests passed|100% tests passed)' "$BGLOG" || true
lap "waiting for the Windows background"

echo "== The Windows installer and programs under Wine (fresh prefix, Xvfb)"
bash scripts/windows-test.sh build-windows
lap "the Windows test under Wine"
