#!/usr/bin/env bash
# eslint (from npm, pinned by package-lock.json) over the venue pages' script, core/web/assets/*.js.
# Usage: tests/web/lint/run.sh WORK_DIR. Skipped (77) without node.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
work="$1"
source "$here/../../support/npm-ci.sh" "$here" "$work"
assets="$(cd "$here/../../../core/web/assets" && pwd)"
cd "$assets"
files=(*.js)
# The config's @eslint/js comes from the work folder's node_modules.
NODE_PATH="$work/node_modules" node "$work/node_modules/eslint/bin/eslint.js" --config "$here/eslint.config.js" \
  --max-warnings 0 "${files[@]}"
echo "eslint: ${#files[@]} bestanden (${files[*]}) zonder fouten"
# The table page's own SHA-256 and HMAC against outside answers (RFC 4231, FIPS 180-4, Python).
node "$here/tafelteken.test.js" "$assets/tafelteken.js"
