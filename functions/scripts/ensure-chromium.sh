#!/usr/bin/env bash
# Makes sure Debian's Chromium is present for the real-browser tests (test/browser).
# Nothing installed by hand survives to a fresh machine, so `npm test` runs this before jest.
set -euo pipefail

CHROMIUM=/usr/bin/chromium

if [ -x "$CHROMIUM" ]; then
  exit 0
fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: $CHROMIUM is missing; installing Debian's chromium package with apt-get for the browser tests"
  log="$(mktemp)"
  if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; } >"$log" 2>&1; then
    cat "$log" >&2
    rm -f "$log"
    echo "ensure-chromium: apt-get could not install chromium (see above)" >&2
    exit 1
  fi
  rm -f "$log"
  if [ ! -x "$CHROMIUM" ]; then
    echo "ensure-chromium: apt-get finished but $CHROMIUM is still missing" >&2
    exit 1
  fi
  exit 0
fi

echo "ensure-chromium: $CHROMIUM not found, and it can only be installed automatically as root with apt-get." >&2
echo "ensure-chromium: install Debian's chromium package (e.g. 'sudo apt-get install chromium') and rerun the tests." >&2
exit 1
