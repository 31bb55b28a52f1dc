#!/usr/bin/env bash
# Builds the release tarball (tools/release.sh: the portable binary, Swift runtime and Foundation
# linked in, with its schema and font), checks its SHA-256 sum, unpacks it in an empty temporary
# folder and runs it there with a bare environment, the way it would run on a machine without
# Swift or this checkout. Its JSON must equal the checkout's release binary's byte for byte,
# schema violations included.
# Usage: tools/static-binary-check.sh [--binary PATH]
#   without --binary: tools/release.sh builds one into .build-static
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
cd "$repo"
fail() { echo "static binary check FAILED: $*"; exit 1; }
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
if [ "${1:-}" = "--binary" ]; then
  tarball="$(tools/release.sh --binary "$2" --out "$tmp/dist" 2>/dev/null | tail -n 1)"
else
  tarball="$(tools/release.sh --out "$tmp/dist" | tail -n 1)"
fi
(cd "$tmp/dist" && sha256sum -c --quiet "$(basename "$tarball").sha256") || fail "the SHA-256 sum does not match"
mkdir "$tmp/unpacked" "$tmp/work"
tar -C "$tmp/unpacked" -xzf "$tarball"
bin="$(echo "$tmp"/unpacked/nibtool-*/bin/nibtool)"
[ -x "$bin" ] || fail "no bin/nibtool in $(basename "$tarball")"
grep -q 'libxml2' "$(dirname "$bin")/../README" || fail "the tarball's README does not name the system libraries"
echo "tarball: $(basename "$tarball") $(du -h "$tarball" | cut -f1), system libraries the binary loads:"
ldd "$bin" | awk '{print "  " $1}' | sort
cp SampleDocuments/Problems/Misplaced.storyboard SampleDocuments/Problems/Conflict.storyboard SampleDocuments/Problems/RuntimeAttributes.storyboard "$tmp/work/"
cd "$tmp/work"
# With the runtime-attribute rule off, the schema itself reports RuntimeAttributes.storyboard's
# invalid attribute (schema-violation): proof the schema was found.
echo 'disabled_rules: [invalid-runtime-attribute]' > .nibtool.yml
bare() { env -i HOME="$tmp" PATH=/usr/bin:/bin "$@"; }
set +e
bare "$bin" validate Misplaced.storyboard Conflict.storyboard > out.txt 2>&1
status=$?
set -e
cat out.txt
[ "$status" -eq 1 ] || fail "expected exit status 1 (a conflict), got $status"
grep -q '\[conflicting-constraints\]' out.txt || fail "no conflicting-constraints finding"
grep -q '\[misplaced-view\]' out.txt || fail "no misplaced-view finding"
bare "$bin" preview Misplaced.storyboard --output m.png >/dev/null || fail "preview --output m.png"
[ -s m.png ] || fail "no PNG written"
reference="$repo/.build/release/nibtool"
if [ -x "$reference" ]; then
  set +e
  bare "$bin" validate --format json RuntimeAttributes.storyboard Misplaced.storyboard > portable.json 2> portable.err
  "$reference" validate --format json RuntimeAttributes.storyboard Misplaced.storyboard > reference.json 2>/dev/null
  set -e
  cmp -s portable.json reference.json || { diff reference.json portable.json | head; fail "JSON differs from $reference"; }
  grep -q 'schema-violation' portable.json || fail "no schema-violation from the unpacked binary"
  [ ! -s portable.err ] || { cat portable.err; fail "the unpacked binary wrote to stderr"; }
  echo "unpacked binary: same JSON as $reference, schema violations included"
fi
echo "static binary check passed (unpacked in $tmp, run with an empty environment)"
