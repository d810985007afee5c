#!/usr/bin/env bash
# The published website (issue 37) as the W3C's checker and a reader's phone see it: a whole
# tournament and an earlier year made with nk-bonaken-cli, `export site`, then every page through
# vnu (the Nu HTML Checker, with the style sheet) and, in Debian's Chromium driven by Playwright,
# through axe-core at 360 × 800 without sideways scrolling and without a script or a request
# outside the site. Screenshots in WORK_DIR/screenshots.
# Usage: tests/web/site/run.sh CLI_EXE WORK_DIR
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cli="$1"
work="$2"
command -v chromium >/dev/null || { echo "chromium ontbreekt (scripts/setup.sh installeert het)"; exit 77; }
command -v java >/dev/null || { echo "java ontbreekt (vnu heeft default-jre-headless nodig)"; exit 77; }
source "$here/../../support/npm-ci.sh" "$here" "$work/npm"
NODE_PATH="$work/npm/node_modules" node "$here/site.test.js" "$cli" "$work"
