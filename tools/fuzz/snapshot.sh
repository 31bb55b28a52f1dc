#!/usr/bin/env bash
# Copies the package sources to .build-fuzz-src/ (gitignored) so the fuzz build (minutes, ASan +
# coverage on every module) compiles a fixed snapshot while the checkout keeps changing.
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p .build-fuzz-src
# SampleDocuments: the explainlog and diff modes read Problems/Conflict.storyboard at run time.
for item in Package.swift Sources Plugins Tests tools/fuzz tools/text-metrics schema SampleDocuments; do
  mkdir -p ".build-fuzz-src/$(dirname "$item")"
  # cp -a over the old copy; files whose content did not change keep their old mtime only if
  # identical, so compare first to keep the incremental build incremental.
  if [ -d "$item" ]; then
    (cd "$item" && find . -type f -not -path './out/*') | while read -r f; do
      src="$item/$f"; dst=".build-fuzz-src/$item/$f"
      cmp -s "$src" "$dst" || { mkdir -p "$(dirname "$dst")"; cp -p "$src" "$dst"; }
    done
  else
    cmp -s "$item" ".build-fuzz-src/$item" || cp -p "$item" ".build-fuzz-src/$item"
  fi
done
