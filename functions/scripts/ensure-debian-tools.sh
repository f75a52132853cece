#!/usr/bin/env bash
# Makes sure the Debian packages the tests drive for real are present: Chromium for the browser
# tests (test/browser, and console/test/browser/ through the console's `npm test`) and Caddy for
# the HTTPS proxy tests (test/caddy). Nothing installed by hand survives to a fresh machine, so
# `npm test` runs this before jest.
# PostgreSQL's server binaries serve the PostgreSQL store's tests, which start their own cluster
# (test/support/postgres-cluster.ts); no cluster of the package is used or started.
# Usage: ensure-debian-tools.sh [package ...]   (default: chromium caddy postgresql)
set -euo pipefail

packages=("$@")
[ ${#packages[@]} -gt 0 ] || packages=(chromium caddy postgresql)

missing=()
# What shows that a package is there: its program, or for postgresql the server's initdb.
installed() {
  case "$1" in
    postgresql) compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null ;;
    *) [ -x "/usr/bin/$1" ] ;;
  esac
}

for package in "${packages[@]}"; do
  installed "$package" || missing+=("$package")
done
[ ${#missing[@]} -gt 0 ] || exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure-debian-tools: installing Debian's ${missing[*]} with apt-get for the tests"
  log="$(mktemp)"
  # No service is started on install: the tests run their own Caddy on unprivileged ports.
  if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 apt-get install -y -qq "${missing[@]}"; } >"$log" 2>&1; then
    cat "$log" >&2
    rm -f "$log"
    echo "ensure-debian-tools: apt-get could not install ${missing[*]} (see above)" >&2
    exit 1
  fi
  rm -f "$log"
  for package in "${missing[@]}"; do
    if ! installed "$package"; then
      echo "ensure-debian-tools: apt-get finished but $package is still missing" >&2
      exit 1
    fi
  done
  exit 0
fi

echo "ensure-debian-tools: ${missing[*]} not found under /usr/bin, and they can only be installed automatically as root with apt-get." >&2
echo "ensure-debian-tools: install Debian's packages (e.g. 'sudo apt-get install ${missing[*]}') and rerun the tests." >&2
exit 1
