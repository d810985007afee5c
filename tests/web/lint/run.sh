#!/usr/bin/env bash
# eslint (from npm, pinned by package-lock.json) over the venue pages' script, core/web/assets/*.js.
# Usage: tests/web/lint/run.sh WORK_DIR. Skipped (77) without node.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
work="$1"
command -v node >/dev/null || { echo "node ontbreekt (scripts/setup.sh installeert het)"; exit 77; }
if ! command -v npm >/dev/null; then
  [ "$(id -u)" -eq 0 ] || { echo "npm ontbreekt"; exit 77; }
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq npm >/dev/null
fi
mkdir -p "$work"
if ! cmp -s "$here/package-lock.json" "$work/package-lock.json" || [ ! -d "$work/node_modules/eslint" ]; then
  cp "$here/package.json" "$here/package-lock.json" "$work/"
  (cd "$work" && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
fi
assets="$(cd "$here/../../../core/web/assets" && pwd)"
cd "$assets"
files=(*.js)
# The config's @eslint/js comes from the work folder's node_modules.
NODE_PATH="$work/node_modules" node "$work/node_modules/eslint/bin/eslint.js" --config "$here/eslint.config.js" \
  --max-warnings 0 "${files[@]}"
echo "eslint: ${#files[@]} bestanden (${files[*]}) zonder fouten"
