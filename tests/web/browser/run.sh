#!/usr/bin/env bash
# The venue web in real Chromium (Debian's), driven by Playwright (playwright-core from npm, no
# browser of its own): every page at 360 × 800 and 1280 × 720 without sideways scrolling, the name
# search with and without accents, a page that brings itself up to date after a result, and no
# error in the browser's console (a page the Content-Security-Policy blocks would show one).
# Usage: tests/web/browser/run.sh CLI_EXE WORK_DIR [SCREENSHOT_DIR]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cli="$1"
work="$2"
shots="${3:-$work/screenshots}"
command -v chromium >/dev/null || { echo "chromium ontbreekt (scripts/setup.sh installeert het)"; exit 77; }
# The pinned playwright-core, once per build tree (package-lock.json: its integrity hash).
source "$here/../../support/npm-ci.sh" "$here" "$work/npm"
NODE_PATH="$work/npm/node_modules" node "$here/pages.test.js" "$cli" "$work" "$shots"
