#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test: the normal build (warnings are errors)
# and a sanitizer build (address + undefined) of the tests.
set -euo pipefail
cd "$(dirname "$0")/.."
export QT_QPA_PLATFORM=offscreen
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d)}"
chmod 700 "$XDG_RUNTIME_DIR"

bash scripts/setup.sh build -DNKB_WERROR=ON
echo "== Tests (RelWithDebInfo)"
# The store suite runs twice, on a file and on a private PostgreSQL server; the publish suite sends
# the website to a private sshd (scripts/sftp-test-server.sh installs openssh-server when missing)
# and a private vsftpd for FTPS (scripts/ftps-test-server.sh installs vsftpd when missing).
bash scripts/pg-test-server.sh run bash scripts/sftp-test-server.sh run bash scripts/ftps-test-server.sh run \
  bash -c 'cd build && ctest --output-on-failure -j"$(nproc)"'
echo "== Reliability (kill -9 during writes, damaged files, bad inputs)"
bash scripts/reliability.sh 3 build

echo "== The results desk by the keyboard alone (the application under Xvfb, driven by xdotool)"
# Fails when anything typed is missing from the file. A second attempt only when the first
# failed, and said so: the script drives a real X server by timing, and one run in twenty of
# an earlier version lost a keystroke to a display that reset; a second failure fails CI.
bash scripts/desk-day.sh build "$PWD/build/desk-day" ||
  { echo "desk-day: de eerste poging mislukte (schermafdrukken in build/desk-day); nog een keer"; \
    bash scripts/desk-day.sh build "$PWD/build/desk-day-2"; }

echo "== The Debian package: lintian, apt-get install, the installed programs, apt-get purge"
bash scripts/package-test.sh build

echo "== The plain core for Windows (MinGW-w64), its tests under Wine"
bash scripts/windows-core.sh build-win

echo "== nk-bonaken for Windows: both programs, the installer and the portable zip (MinGW-w64)"
# Qt for Windows comes from the cache (~/.cache/nk-bonaken) or is built first, once (README, "Windows").
bash scripts/windows-package.sh build-windows
echo "== The Windows installer and programs under Wine (fresh prefix, Xvfb)"
bash scripts/windows-test.sh build-windows

bash scripts/setup.sh build-asan -DNKB_WERROR=ON -DNKB_SANITIZE=ON -DNKB_BUILD_BENCH=OFF -DCMAKE_BUILD_TYPE=Debug
echo "== Tests (address + undefined sanitizers)"
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export LSAN_OPTIONS="suppressions=$PWD/tests/support/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
bash scripts/pg-test-server.sh run bash scripts/sftp-test-server.sh run bash scripts/ftps-test-server.sh run \
  bash -c 'cd build-asan && ctest --output-on-failure -j"$(nproc)"'
