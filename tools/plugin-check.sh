#!/usr/bin/env bash
# Runs the SwiftPM command plugin the way a team would: a scratch package that depends on this
# one by path, with storyboards in it, and `swift package plugin nibtool ...`.
# Usage: tools/plugin-check.sh [SCRATCH_DIR]   (default: a new temporary folder, removed after)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
scratch="${1:-$(mktemp -d)}"
[ $# -ge 1 ] || trap 'rm -rf "$scratch"' EXIT
pkg="$scratch/App"
mkdir -p "$pkg/Sources/App" "$pkg/Storyboards"
cat > "$pkg/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "App",
    dependencies: [.package(path: "$repo")],
    targets: [.target(name: "App")]
)
SWIFT
echo 'public struct App {}' > "$pkg/Sources/App/App.swift"
cp "$repo/SampleDocuments/Problems/Misplaced.storyboard" "$repo/SampleDocuments/Problems/Clean.xib" "$pkg/Storyboards/"

fail() { echo "plugin check FAILED: $*"; exit 1; }
run() { (cd "$pkg" && swift package --disable-sandbox plugin nibtool "$@") > "$scratch/out.txt" 2>&1; }

# 1. No arguments: validate the whole package; warnings only, so success.
run || { cat "$scratch/out.txt"; fail "validate of a package with warnings only should succeed"; }
grep -q 'Storyboards/Misplaced.storyboard:20:29: warning: .*\[misplaced-view\]' "$scratch/out.txt" || { cat "$scratch/out.txt"; fail "no misplaced-view finding"; }
# The tool is built in this package's .build: the plugin tells it where nibtool's data is.
if grep -q 'is missing' "$scratch/out.txt"; then cat "$scratch/out.txt"; fail "nibtool run by the plugin did not find its schema or font"; fi
echo "ok: swift package plugin nibtool          -> misplaced-view warning, success (schema and font found)"

# 2. An error makes the plugin fail.
cp "$repo/SampleDocuments/Problems/Conflict.storyboard" "$pkg/Storyboards/"
if run validate --format json; then fail "validate with a conflicting document should fail"; fi
grep -q '"rule": "conflicting-constraints"' "$scratch/out.txt" || { cat "$scratch/out.txt"; fail "no conflicting-constraints finding in JSON"; }
echo "ok: swift package plugin nibtool validate --format json -> conflicting-constraints, failure"

# 3. Other commands and explicit paths pass through.
run validate Storyboards/Clean.xib || { cat "$scratch/out.txt"; fail "validate of a clean file should succeed"; }
run rules unused-suppression || { cat "$scratch/out.txt"; fail "rules"; }
grep -q '^unused-suppression (warning)' "$scratch/out.txt" || fail "rules output"
echo "ok: swift package plugin nibtool validate Storyboards/Clean.xib / rules unused-suppression"
echo "plugin check passed"
