#!/usr/bin/env bash
# Builds the portable binary (Swift runtime and Foundation linked in) and runs it from an empty
# temporary folder with a bare environment, the way it would run on a machine without Swift.
# Usage: tools/static-binary-check.sh [--binary PATH]
#   without --binary: builds one into .build-static (swift build -c release --static-swift-stdlib)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
cd "$repo"
if [ "${1:-}" = "--binary" ]; then
  binary="$2"
else
  swift build -c release --static-swift-stdlib --product nibtool --scratch-path .build-static >/dev/null
  binary=.build-static/release/nibtool
fi
fail() { echo "static binary check FAILED: $*"; exit 1; }
if ldd "$binary" | grep -q 'libswift\|libFoundation\|libdispatch\|libBlocksRuntime'; then
  ldd "$binary"; fail "the binary still loads Swift libraries"
fi
echo "binary: $(du -h "$binary" | cut -f1), system libraries it loads:"
ldd "$binary" | awk '{print "  " $1}' | sort
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
cp "$binary" "$tmp/nibtool"
cp SampleDocuments/Problems/Misplaced.storyboard SampleDocuments/Problems/Conflict.storyboard "$tmp/"
cd "$tmp"
set +e
env -i HOME="$tmp" PATH=/usr/bin:/bin ./nibtool validate Misplaced.storyboard Conflict.storyboard > out.txt 2>&1
status=$?
set -e
cat out.txt
[ "$status" -eq 1 ] || fail "expected exit status 1 (a conflict), got $status"
grep -q '\[conflicting-constraints\]' out.txt || fail "no conflicting-constraints finding"
grep -q '\[misplaced-view\]' out.txt || fail "no misplaced-view finding"
env -i HOME="$tmp" PATH=/usr/bin:/bin ./nibtool preview Misplaced.storyboard --output m.png >/dev/null || fail "preview --output m.png"
[ -s m.png ] || fail "no PNG written"
echo "static binary check passed (run from $tmp with an empty environment)"
