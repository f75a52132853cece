#!/usr/bin/env bash
# Makes sure functions/.venv-fuzz holds Schemathesis as pinned in schemathesis-requirements.txt,
# for `npm run fuzz` (part of `npm test`). Nothing installed by hand survives to a fresh machine,
# so the project installs it from PyPI into its own virtual environment, once: later runs find
# the stamp (a copy of the requirements the venv was made from) and return at once.
set -euo pipefail
cd "$(dirname "$0")/.."

venv=.venv-fuzz
requirements=scripts/schemathesis-requirements.txt
stamp="$venv/installed-requirements.txt"
if [ -x "$venv/bin/schemathesis" ] && cmp -s "$requirements" "$stamp"; then exit 0; fi

python="${PYTHON:-python3}"
# Schemathesis 4 needs Python 3.11 or later.
if ! "$python" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
  echo "ensure-schemathesis: the fuzz tests need Python 3.11 or later as '$python' (set PYTHON to another interpreter)" >&2
  exit 1
fi

echo "ensure-schemathesis: installing Schemathesis into functions/$venv ($requirements)"
rm -rf "$venv"
log="$(mktemp)"
if ! { "$python" -m venv "$venv" && "$venv/bin/pip" install --quiet --disable-pip-version-check --no-input -r "$requirements"; } >"$log" 2>&1; then
  cat "$log" >&2
  rm -f "$log"
  echo "ensure-schemathesis: could not make the virtual environment (see above; Debian's python3 needs python3-venv)" >&2
  exit 1
fi
rm -f "$log"
cp "$requirements" "$stamp"
