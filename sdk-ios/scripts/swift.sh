#!/usr/bin/env bash
# Runs a swift command (`swift build`, `swift test ...`) on the package at the repository's root.
# With a Swift toolchain on PATH (a Mac, or Linux with Swift installed) it runs there. Otherwise,
# on Debian 12, which packages no Swift, it runs in a Debian 13 root that has Debian's swiftlang:
# made here when missing (debootstrap, then apt-get install swiftlang: about 80 s and 2.1 GB),
# kept outside the repository between runs. The repository is bind-mounted at /ferry in that
# root, in a mount namespace of this command's own, so nothing stays mounted after it. The root
# shares this machine's network: tests inside reach a server started outside on 127.0.0.1.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"

if command -v swift >/dev/null 2>&1 && [ -z "${FERRY_SWIFT_CHROOT:-}" ]; then
  cd "$repo" && exec swift "$@"
fi

root="${FERRY_SWIFT_ROOT:-/var/cache/ferry/swift-trixie}"
if [ ! -f "$root/.ferry-ready" ]; then
  bash "$(dirname "$0")/make-swift-root.sh" "$root"
fi

# Ferry's own settings (the tests' server address and keys, FirstLaunch's FERRY_HOST and
# FERRY_KEY) go in; the rest of this machine's environment stays out.
passed=()
while IFS='=' read -r name _; do passed+=("$name=${!name}"); done < <(env | grep -E '^FERRY_[A-Z_]+=' || true)

# Builds go to a folder inside the root, so the checkout gets no root-owned .build and a later
# run in any checkout (the same /ferry path inside) starts warm. The options follow the
# subcommand, so that `run <product> <arguments>` hands its arguments to the product.
subcommand="${1:?usage: swift.sh <build|test|run> [arguments]}"
shift
options=(--scratch-path /scratch)
# Debian's 6.0.3 runs swift-testing after XCTest by default; the package has no such tests, and
# its "0 tests passed" line would be the run's last word.
if [ "$subcommand" = test ]; then options+=(--disable-swift-testing); fi

exec unshare --mount --propagation private bash -c '
  set -e
  root="$1"; repo="$2"; shift 2
  mkdir -p "$root/ferry" "$root/scratch" "$root/home"
  mount --bind "$repo" "$root/ferry"
  mount -t proc proc "$root/proc"
  mount --rbind /dev "$root/dev"
  exec chroot "$root" /usr/bin/env -i PATH=/usr/local/bin:/usr/bin:/bin HOME=/home LANG=C.UTF-8 "$@"
' ferry-swift "$root" "$repo" "${passed[@]}" sh -c 'cd /ferry && exec swift "$@"' swift "$subcommand" "${options[@]}" "$@"
