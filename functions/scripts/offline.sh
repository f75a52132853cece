#!/usr/bin/env bash
# Runs a command in a network namespace of its own with loopback only (`npm run fuzz`). The fuzz
# tests start a real Ferry that a fuzzer drives to create webhooks, link fallbacks and custom
# domains at whatever addresses it makes up; in here a delivery, a probe or a DNS query to them
# fails at once, as on a machine without a network, and never leaves the machine.
# Usage: offline.sh command [argument ...]
set -euo pipefail

# Root makes a namespace directly; anyone else through a user namespace, where the kernel allows it.
if [ "$(id -u)" = "0" ]; then ns=(unshare --net); else ns=(unshare --net --map-root-user); fi
if ! command -v ip >/dev/null 2>&1 || ! "${ns[@]}" true 2>/dev/null; then
  echo "offline: cannot run '$*' without a network: it needs 'unshare --net' (util-linux) and 'ip' (iproute2)," >&2
  echo "offline: as root, or with unprivileged user namespaces allowed (sysctl kernel.unprivileged_userns_clone=1)" >&2
  exit 1
fi
exec "${ns[@]}" bash -c 'ip link set lo up && exec "$@"' offline "$@"
