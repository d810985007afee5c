#!/usr/bin/env bash
# Installs a test's pinned npm packages (its package.json and package-lock.json) into a work folder,
# once per lock file; exits 77 (skipped) without node, or without npm where it cannot be installed.
# Usage: source tests/support/npm-ci.sh PACKAGE_DIR WORK_DIR
npm_here="$1"
npm_work="$2"
command -v node >/dev/null || { echo "node ontbreekt (scripts/setup.sh installeert het)"; exit 77; }
if ! command -v npm >/dev/null; then
  [ "$(id -u)" -eq 0 ] || { echo "npm ontbreekt"; exit 77; }
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq npm >/dev/null
fi
mkdir -p "$npm_work"
if ! cmp -s "$npm_here/package-lock.json" "$npm_work/package-lock.json" || [ ! -d "$npm_work/node_modules" ]; then
  cp "$npm_here/package.json" "$npm_here/package-lock.json" "$npm_work/"
  (cd "$npm_work" && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
fi
