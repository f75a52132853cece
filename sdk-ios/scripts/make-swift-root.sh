#!/usr/bin/env bash
# Makes the Debian 13 (trixie) root that sdk-ios/scripts/swift.sh runs Swift in: debootstrap's
# smallest variant, then Debian's swiftlang package inside it (Swift 6.0.3 with Foundation and
# XCTest). Needs root and Debian's package registry; built beside the target and moved into place
# only when whole, so an interrupted run leaves nothing half-made behind.
set -euo pipefail
root="$1"
if [ "$(id -u)" != 0 ]; then
  echo "Making the Swift toolchain root ($root) needs root: run as root, or install Swift 5.9+ on PATH." >&2
  exit 1
fi
if ! command -v debootstrap >/dev/null 2>&1; then
  echo "Installing debootstrap with apt-get..." >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null
fi
mirror="${FERRY_DEBIAN_MIRROR:-http://deb.debian.org/debian}"
building="$root.building"
rm -rf "$building"
mkdir -p "$(dirname "$root")"
echo "Making the Swift toolchain root in $root (debootstrap trixie, then swiftlang: about 80 s)..." >&2
debootstrap --variant=minbase trixie "$building" "$mirror" >/dev/null
# Swift finds its libraries through /proc/self/exe, and apt wants a terminal device: both are
# mounted for these steps only, in a mount namespace that ends with them.
unshare --mount --propagation private bash -c '
  set -e
  mount -t proc proc "$1/proc"
  mount --rbind /dev "$1/dev"
  chroot "$1" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive sh -c \
    "apt-get update -qq && apt-get install -y -qq swiftlang ca-certificates >/dev/null && apt-get clean && swift --version"
' make-swift-root "$building" >&2
touch "$building/.ferry-ready"
rm -rf "$root"
mv "$building" "$root"
