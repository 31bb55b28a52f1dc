#!/usr/bin/env bash
# Builds the portable release tarball: the nibtool binary with the Swift runtime and Foundation
# linked in (swift build --static-swift-stdlib), its schema and font, a README naming the system
# libraries it still loads, and a SHA-256 sum.
#
# Usage: tools/release.sh [--binary PATH] [--out DIR]
#   --binary PATH  package this portable binary instead of building one into .build-static
#   --out DIR      where to write the tarball and its .sha256 (default dist/)
# Prints the tarball's path on the last line.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
binary=
out="$repo/dist"
while [ $# -gt 0 ]; do
  case "$1" in
    --binary) binary="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"; shift 2 ;;
    --out) mkdir -p "$2"; out="$(cd "$2" && pwd)"; shift 2 ;;
    -h|--help) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "release.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done
cd "$repo"
if [ -z "$binary" ]; then
  echo "building the portable binary (swift build -c release --static-swift-stdlib)..." >&2
  swift build -c release --static-swift-stdlib --product nibtool --scratch-path .build-static >&2
  binary="$repo/.build-static/release/nibtool"
fi
if ldd "$binary" | grep -q 'libswift\|libFoundation\|libdispatch\|libBlocksRuntime'; then
  ldd "$binary" >&2; echo "release.sh: $binary still loads Swift libraries: build it with --static-swift-stdlib" >&2; exit 1
fi
version="$("$binary" --version)"
name="nibtool-$version-linux-$(uname -m)"
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
tools/install.sh --prefix "$stage/$name" --binary "$binary"
# The system libraries the binary loads, with the Debian/Ubuntu packages that provide them.
libraries="$(ldd "$binary" | awk '$1 !~ /^(linux-vdso|\/lib64\/ld-linux)/ {print $1}' | sort)"
# (dpkg knows a file by the path its package installed, /lib or /usr/lib on merged-/usr systems.)
owner() { dpkg -S "$1" 2>/dev/null || dpkg -S "$(readlink -f "$1")" 2>/dev/null || true; }
packages="$(for l in $libraries; do p="$(ldconfig -p | awk -v l="$l" '$1 == l {print $NF; exit}')"; \
  [ -z "$p" ] || owner "$p" | cut -d: -f1; done | sort -u | tr '\n' ' ')"
cat > "$stage/$name/README" <<TXT
nibtool $version for Linux ($(uname -m)): validate, fix, preview, explain and diff Interface
Builder storyboards and xibs.

Install: copy this folder anywhere (or its bin/ and share/ into /usr/local) and put bin/ on PATH:
    export PATH="\$PWD/bin:\$PATH"; nibtool validate path/to/Main.storyboard
bin/nibtool finds its schema and font in share/nibtool/ beside it; keep the two together.

The Swift runtime and Foundation are linked in. The binary still loads these system libraries:
$(printf '    %s\n' $libraries)
On Debian/Ubuntu they come with: ${packages:-(see above)}
(on Debian 12 / Ubuntu 24.04: apt-get install libxml2 libfreetype6 libharfbuzz0b libcairo2)

The font in share/nibtool/fonts/inter is Inter (SIL Open Font License 1.1, see its LICENSE).
TXT
mkdir -p "$out"
tarball="$out/$name.tar.gz"
tar -C "$stage" --owner=0 --group=0 --numeric-owner -czf "$tarball" "$name"
(cd "$out" && sha256sum "$name.tar.gz" > "$name.tar.gz.sha256")
echo "$(du -h "$tarball" | cut -f1) $(cat "$tarball.sha256")" >&2
echo "$tarball"
