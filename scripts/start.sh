#!/usr/bin/env bash
# Installs what is missing, builds, and starts the application (arguments go to it).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh build
if [ -x build/app/nk-bonaken ]; then
  exec build/app/nk-bonaken "$@"
fi
# Until the desktop window exists, the command-line tool is the application.
exec build/app/nk-bonaken-cli "${@:---help}"
