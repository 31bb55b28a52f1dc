#!/usr/bin/env bash
# Lossless round trip over the real-document corpus (../shared/corpus by default):
#  1. parse and write back with no edits: must be byte-identical (the editor's guarantee);
#  2. regenerate the whole text from the tree in Xcode's format: measures how well nibtool's
#     serializer matches what Xcode writes (indentation, escaping, self-closing, comments).
# Prints every file that is not byte-identical, with the first differing line. Exit 1 if any.
set -euo pipefail
cd "$(dirname "$0")/.."
corpus="${CORPUS:-../shared/corpus}"
if [ ! -d "$corpus" ]; then echo "roundtrip: no corpus at $corpus, skipped"; exit 0; fi
bin="${NIBTOOL:-.build/release/nibtool}"
[ -x "$bin" ] || swift build -c release --product nibtool >/dev/null
list=$(mktemp); trap 'rm -f "$list"' EXIT
find "$corpus" -type f \( -name '*.storyboard' -o -name '*.xib' \) -print0 | sort -z > "$list"
status=0
echo "== unedited write-back"
xargs -0 "$bin" xml roundtrip < "$list" || status=1
echo "== regenerated in Xcode's format"
xargs -0 "$bin" xml roundtrip --regenerate < "$list" || status=1
exit $status
