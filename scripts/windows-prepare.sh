#!/usr/bin/env bash
# Everything the Windows package is built against, each part from the cache or built once into it
# (~/.cache/nk-bonaken, keyed by its inputs): Qt for Windows (scripts/windows-qt.sh, 17 minutes from
# nothing), libqrencode, OpenSSL with libpq, libssh2 and libcurl on that OpenSSL, and Qt's PostgreSQL
# driver. Prints QT=…, QRENCODE=…, LIBSSH2=…, CURL=…, LIBPQ=… and QTPSQL=… (the prefixes, quoted for the shell) on its last six lines, for
# scripts/windows-package.sh. scripts/test.sh runs it in the background, niced, while the Linux
# tests leave the processors idle, after installing every package it needs in the foreground
# (--packages): the background never calls apt-get install.
# Usage: scripts/windows-prepare.sh [--packages]
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = --packages ]; then
  # The union of what the scripts below and windows-package.sh (run after them in the background
  # of scripts/test.sh) ask apt-need.sh for.
  exec bash scripts/apt-need.sh cmake ninja-build g++-mingw-w64-x86-64-posix gcc-mingw-w64-x86-64-posix \
    qt6-base-dev qt6-base-dev-tools dpkg-dev xz-utils tcl bzip2 patch python3 make perl flex bison \
    wine64 catch2 nlohmann-json3-dev nsis zip qt6-tools-dev qt6-l10n-tools qt6-translations-l10n osslsigncode
fi
QT="$(bash scripts/windows-qt.sh | tail -n 1)"
QRENCODE="$(bash scripts/windows-qrencode.sh | tail -n 1)"
LIBPQ="$(bash scripts/windows-libpq.sh | tail -n 1)"
LIBSSH2="$(bash scripts/windows-libssh2.sh "$LIBPQ" | tail -n 1)"
CURL="$(bash scripts/windows-curl.sh "$LIBPQ" | tail -n 1)"
QTPSQL="$(bash scripts/windows-qt-psql.sh "$QT" "$LIBPQ" | tail -n 1)"
printf 'QT=%q\nQRENCODE=%q\nLIBSSH2=%q\nCURL=%q\nLIBPQ=%q\nQTPSQL=%q\n' "$QT" "$QRENCODE" "$LIBSSH2" "$CURL" "$LIBPQ" "$QTPSQL"
