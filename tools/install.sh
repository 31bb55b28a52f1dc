#!/usr/bin/env bash
# Builds nibtool and installs it with the data it needs at run time:
#   PREFIX/bin/nibtool
#   PREFIX/share/nibtool/schema/   the RELAX NG schema `validate` checks documents against
#   PREFIX/share/nibtool/fonts/    Inter, the stand-in font text is measured with (SIL OFL)
# The binary finds that data from its own real location (symlinks resolved), so it can be run
# from PATH, through a symlink, from any folder.
#
# Usage: tools/install.sh [--prefix DIR] [--binary PATH]
#   --prefix DIR   where to install (default /usr/local; needs write access there)
#   --binary PATH  install this already-built binary instead of building one
#                  (tools/release.sh passes its portable build)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
prefix=/usr/local
binary=
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) prefix="${2:?--prefix needs a folder}"; shift 2 ;;
    --prefix=*) prefix="${1#--prefix=}"; shift ;;
    --binary) binary="${2:?--binary needs a path}"; shift 2 ;;
    -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done
cd "$repo"
if [ -z "$binary" ]; then
  echo "building the release binary (swift build -c release --product nibtool)..." >&2
  swift build -c release --product nibtool >&2
  binary="$(swift build -c release --show-bin-path)/nibtool"
fi
[ -x "$binary" ] || { echo "install.sh: no executable at $binary" >&2; exit 1; }
share="$prefix/share/nibtool"
install -d "$prefix/bin" "$share/schema" "$share/fonts/inter"
install -m 0755 "$binary" "$prefix/bin/nibtool"
install -m 0644 schema/*.rng "$share/schema/"
install -m 0644 fonts/inter/*.otf fonts/inter/LICENSE fonts/inter/README.md "$share/fonts/inter/"
echo "installed $prefix/bin/nibtool (data in $share)" >&2
