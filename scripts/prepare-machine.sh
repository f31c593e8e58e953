#!/usr/bin/env bash
# The machine the gate needs, checked before `npm test` (its pretest step), by
# .ci/run before `npm ci`, and by the GitHub workflows: a Chromium for the
# browser tests, Lighthouse and screenshots (never downloaded: CHROME_PATH, else
# Debian's /usr/bin/chromium), nginx for the production server block, and Java
# for the Nu HTML Checker.
#
# What is missing is installed from Debian's packages when this runs as root
# with apt-get, and the script says so in one line. Otherwise it stops at once
# and prints the one command that installs it.
set -euo pipefail

missing=()
if ! { [ -n "${CHROME_PATH:-}" ] && [ -x "${CHROME_PATH}" ]; } && [ ! -x /usr/bin/chromium ]; then
  missing+=(chromium)
fi
if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  missing+=(nginx)
fi
if ! command -v java >/dev/null 2>&1; then
  missing+=(default-jre-headless)
fi

[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "prepare: installing Debian's ${missing[*]} for the browser, server and HTML checks (once per machine)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  exit 0
fi

echo "prepare: the tests need ${missing[*]}, which this machine does not have. Install them with:" >&2
echo "  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
if [[ " ${missing[*]} " == *" chromium "* ]]; then
  echo "  (or point CHROME_PATH at a Chromium or Chrome you already have)" >&2
fi
exit 1
