#!/usr/bin/env bash
# Checks that an installed nibtool finds its own data: installs with tools/install.sh into a
# temporary prefix, runs it through a symlink on PATH from an empty folder with a bare
# environment, and compares its JSON with the checkout's release binary byte for byte, schema
# violations included (SampleDocuments/Problems/RuntimeAttributes.storyboard is invalid on
# purpose). Then checks that a bare copy of the binary, with no data beside it, says so instead
# of quietly using this checkout's data.
# Usage: tools/install-check.sh [--binary PATH]
#   --binary PATH  install and compare this release binary (CI's portable build) instead of
#                  building one with tools/install.sh
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
cd "$repo"
binary=
if [ "${1:-}" = "--binary" ]; then binary="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"; fi
fail() { echo "install check FAILED: $*"; exit 1; }
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
if [ -n "$binary" ]; then
  tools/install.sh --prefix "$tmp/prefix" --binary "$binary" 2>/dev/null
  reference="$binary"
else
  tools/install.sh --prefix "$tmp/prefix" 2>/dev/null
  reference="$(swift build -c release --show-bin-path)/nibtool"
fi
mkdir "$tmp/path" "$tmp/work" "$tmp/bare"
ln -s "$tmp/prefix/bin/nibtool" "$tmp/path/nibtool"
cp SampleDocuments/Problems/RuntimeAttributes.storyboard SampleDocuments/Problems/Misplaced.storyboard "$tmp/work/"
cd "$tmp/work"
# With the runtime-attribute rule off, the schema itself reports RuntimeAttributes.storyboard's
# invalid attribute (schema-violation): proof the schema was found.
echo 'disabled_rules: [invalid-runtime-attribute]' > .nibtool.yml
run() { env -i HOME="$tmp" PATH="$tmp/path:/usr/bin:/bin" "$@"; }
set +e
run nibtool validate --format json RuntimeAttributes.storyboard Misplaced.storyboard > installed.json 2> installed.err
installed_status=$?
"$reference" validate --format json RuntimeAttributes.storyboard Misplaced.storyboard > reference.json 2> reference.err
reference_status=$?
set -e
[ "$installed_status" -eq "$reference_status" ] || fail "exit status $installed_status from PATH, $reference_status from the checkout"
cmp -s installed.json reference.json || { diff reference.json installed.json | head -20; fail "JSON differs between the installed and the checkout's binary"; }
grep -q '"rule" : "schema-violation"\|"rule": "schema-violation"' installed.json || fail "the installed binary reported no schema-violation"
grep -q '"rule" : "misplaced-view"\|"rule": "misplaced-view"' installed.json || fail "the installed binary reported no misplaced-view (text measured?)"
[ ! -s installed.err ] || { cat installed.err; fail "the installed binary wrote to stderr"; }
echo "installed binary from PATH in an empty folder: same JSON as $reference ($(wc -c < installed.json) bytes, exit $installed_status)"
# A copy without its share/ folder must not find this checkout's data.
cp "$tmp/prefix/bin/nibtool" "$tmp/bare/nibtool"
set +e
env -i HOME="$tmp" PATH=/usr/bin:/bin "$tmp/bare/nibtool" validate RuntimeAttributes.storyboard > bare.out 2> bare.err
set -e
grep -q 'schema' bare.err || { cat bare.err; fail "a copy without its data did not say the schema is missing"; }
grep -q 'font' bare.err || { cat bare.err; fail "a copy without its data did not say the font is missing"; }
echo "a bare copy without share/nibtool says what it lacks:"; sed 's/^/  /' bare.err
echo "install check passed"
