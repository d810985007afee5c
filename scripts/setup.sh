#!/usr/bin/env bash
# Installs what a fresh Debian 12 machine lacks (apt, as root), then configures and builds.
# A second run installs nothing and rebuilds only what changed.
# Usage: scripts/setup.sh [BUILD_DIR] [extra cmake args...]
set -euo pipefail
cd "$(dirname "$0")/.."

PACKAGES=(cmake ninja-build g++ qt6-base-dev libqt6sql6-sqlite qt6-tools-dev qt6-l10n-tools
  catch2 nlohmann-json3-dev help2man qt6-translations-l10n fonts-dejavu-core xvfb xauth x11-apps imagemagick poppler-utils xdotool)

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "== Installing: ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

BUILD_DIR="${1:-build}"
shift || true
if [ ! -f "$BUILD_DIR/build.ninja" ]; then
  cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@"
else
  cmake "$BUILD_DIR" "$@" >/dev/null
fi
cmake --build "$BUILD_DIR" -j"$(nproc)"
