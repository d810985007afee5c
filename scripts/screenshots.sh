#!/usr/bin/env bash
# Renders each main screen of nk-bonaken (16-player sample tournament) into docs/screenshots/*.png
# under Xvfb at 1280x720, the café-laptop size the window must work at.
# Usage: scripts/screenshots.sh [BUILD_DIR]   (default: build)
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD="${1:-build}"
OUT="docs/screenshots"

if [ ! -f "$BUILD/CMakeCache.txt" ]; then
  cmake -S . -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
fi
cmake --build "$BUILD" --target nkb-screenshots -j2

export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d)}"
chmod 700 "$XDG_RUNTIME_DIR"
mkdir -p "$OUT"
# No window manager under Xvfb: every window sits at 0,0 without a title bar, as on the PNGs.
xvfb-run -a -s "-screen 0 1280x720x24" env QT_QPA_PLATFORM=xcb "$BUILD/ui/nkb-screenshots" "$OUT"
# ImageMagick: drop the time stamps so an unchanged screen gives an unchanged file.
if command -v mogrify >/dev/null; then
  mogrify -strip "$OUT"/*.png
fi
ls -l "$OUT"
