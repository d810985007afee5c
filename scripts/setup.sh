#!/usr/bin/env bash
# Installs what a fresh Debian 12 machine lacks (apt, as root), then configures and builds.
# A second run installs nothing and rebuilds only what changed.
# Usage: scripts/setup.sh [BUILD_DIR] [extra cmake args...]
set -euo pipefail
cd "$(dirname "$0")/.."

PACKAGES=(cmake ninja-build g++ pkg-config qt6-base-dev libqt6sql6-sqlite libsqlite3-dev libqt6sql6-psql libpq-dev libssh2-1-dev libcurl4-openssl-dev qt6-tools-dev qt6-l10n-tools
  catch2 nlohmann-json3-dev libqrencode-dev help2man librsvg2-bin qt6-translations-l10n fonts-dejavu-core xvfb xauth x11-apps imagemagick poppler-utils
  xdotool jq zbar-tools sqlite3 lld zlib1g-dev
  libreoffice-calc-nogui chromium default-jre-headless)

bash scripts/apt-need.sh "${PACKAGES[@]}"

BUILD_DIR="${1:-build}"
shift || true
if [ ! -f "$BUILD_DIR/build.ninja" ]; then
  cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@"
else
  cmake "$BUILD_DIR" "$@" >/dev/null
fi
cmake --build "$BUILD_DIR" -j"$(nproc)"
