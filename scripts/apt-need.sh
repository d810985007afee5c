#!/usr/bin/env bash
# apt-need.sh PACKAGE...: installs those of the packages that a fresh Debian 12 lacks (CI starts
# from one; nothing may depend on what was installed by hand). Shared by the scripts/ that need
# more than the build does.
set -euo pipefail
missing=()
for p in "$@"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "== Installing: ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
