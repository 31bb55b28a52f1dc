#!/usr/bin/env bash
# Validate every CocoaTouch Interface Builder document of the real-document corpus, and the
# project's SampleDocuments/, against schema/interface-builder.rng with libxml2's xmllint.
#
#   tools/schema/check-corpus.sh            (from the repository root, or from anywhere)
#   CORPUS=/path/to/corpus tools/schema/check-corpus.sh
#   BENCH=1 tools/schema/check-corpus.sh    also time plain parsing (xmllint --noout) of the same files
#
# CORPUS defaults to ../shared/corpus relative to the repository root; when it does not exist the
# corpus part is skipped (exit 0). Which files are checked is decided by the root element, not by
# MANIFEST.tsv: <document type="com.apple.InterfaceBuilder3.CocoaTouch.*"> (iOS storyboards and
# xibs) and <document type="com.apple.InterfaceBuilder.AppleTV.*"> (tvOS, same UIKit vocabulary).
# Legacy <archive> files, macOS (Cocoa) and WatchKit documents are out of scope and only counted.
#
# Exit status: 0 when every checked document validates (minus the documented exceptions below),
# 1 otherwise, 2 when xmllint or the schema is missing.
set -u -o pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT" || exit 2
SCHEMA="schema/interface-builder.rng"
CORPUS="${CORPUS:-../shared/corpus}"

# Corpus documents allowed to fail, one per line: "path relative to CORPUS|reason".
# Empty: all CocoaTouch and tvOS <document> files of the corpus validate.
CORPUS_EXCEPTIONS=(
)

# SampleDocuments that are invalid on purpose: "path relative to SampleDocuments|reason".
SAMPLE_EXPECTED_INVALID=(
  "Problems/RuntimeAttributes.storyboard|deliberate: a type=\"number\" runtime attribute written with value=\"large\" instead of an <integer>/<real> child"
)

command -v xmllint >/dev/null || { echo "check-corpus: xmllint not found (apt-get install libxml2-utils)" >&2; exit 2; }
[ -f "$SCHEMA" ] || { echo "check-corpus: $SCHEMA not found" >&2; exit 2; }
xmllint --noout --relaxng "$SCHEMA" /dev/null 2>&1 | grep -q 'failed to compile' && {
  echo "check-corpus: $SCHEMA does not compile:" >&2
  xmllint --noout --relaxng "$SCHEMA" /dev/null 2>&1 | head -20 >&2
  exit 2
}

TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
status=0

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }

# validate LISTFILE OUTFILE: one xmllint process (the schema is compiled once) over NUL-separated paths.
validate() {
  if [ -s "$1" ]; then
    xargs -0 xmllint --noout --relaxng "$SCHEMA" < "$1" > "$2" 2>&1
  else
    : > "$2"
  fi
  return 0
}

# failures OUTFILE: the paths xmllint reports as invalid.
failures() { sed -n 's/ fails to validate$//p' "$1"; }

# is_listed PATH ENTRIES...: 0 when PATH is the path part of one of the "path|reason" entries.
is_listed() {
  local p="$1"; shift
  local e
  for e in "$@"; do [ "${e%%|*}" = "$p" ] && return 0; done
  return 1
}

# ---------------------------------------------------------------- corpus
if [ ! -d "$CORPUS" ]; then
  echo "corpus: $CORPUS not found, skipped"
else
  find "$CORPUS" -type f \( -name '*.storyboard' -o -name '*.xib' \) -print0 | sort -z > "$TMP/all"
  total=$(tr -cd '\0' < "$TMP/all" | wc -c)
  # The root start tag is on line 2 (after the XML declaration); -m1 stops at the first match.
  xargs -0 grep -l -Z -m1 '<document type="com\.apple\.InterfaceBuilder3\.CocoaTouch\.' < "$TMP/all" > "$TMP/ct" || true
  xargs -0 grep -l -Z -m1 '<document type="com\.apple\.InterfaceBuilder\.AppleTV\.' < "$TMP/all" > "$TMP/tv" || true
  xargs -0 grep -l -Z -m1 '^<archive ' < "$TMP/all" > "$TMP/archive" || true
  n_ct=$(tr -cd '\0' < "$TMP/ct" | wc -c)
  n_tv=$(tr -cd '\0' < "$TMP/tv" | wc -c)
  n_ar=$(tr -cd '\0' < "$TMP/archive" | wc -c)

  t0=$(now)
  validate "$TMP/ct" "$TMP/ct.out"
  validate "$TMP/tv" "$TMP/tv.out"
  t1=$(now)

  for kind in ct tv; do
    label=$([ $kind = ct ] && echo "CocoaTouch" || echo "tvOS (AppleTV)")
    n=$(tr -cd '\0' < "$TMP/$kind" | wc -c)
    bad=0; excused=0
    while IFS= read -r f; do
      [ -n "$f" ] || continue
      rel="${f#"$CORPUS"/}"
      if [ ${#CORPUS_EXCEPTIONS[@]} -gt 0 ] && is_listed "$rel" "${CORPUS_EXCEPTIONS[@]}"; then
        excused=$((excused + 1)); echo "  excepted: $rel"
      else
        bad=$((bad + 1)); echo "  FAIL: $rel"
        grep -F "$f:" "$TMP/$kind.out" | grep 'error' | head -3 | sed 's/^/      /'
      fi
    done < <(failures "$TMP/$kind.out")
    note=""; [ "$excused" -eq 0 ] || note=" ($excused excepted)"
    echo "corpus $label: $((n - bad - excused))/$n documents valid$note"
    [ "$bad" -eq 0 ] || status=1
  done
  echo "corpus: $total files; $((total - n_ct - n_tv)) not checked ($n_ar legacy <archive>, the rest macOS Cocoa or WatchKit)"
  echo "corpus: validation took $(elapsed "$t0" "$t1") s for $((n_ct + n_tv)) documents"

  if [ "${BENCH:-0}" = 1 ]; then
    cat "$TMP/ct" "$TMP/tv" > "$TMP/both"
    t0=$(now); xargs -0 xmllint --noout < "$TMP/both" > /dev/null 2>&1; t1=$(now)
    echo "corpus: plain parsing (xmllint --noout) of the same documents took $(elapsed "$t0" "$t1") s"
  fi
fi

# ---------------------------------------------------------------- SampleDocuments
if [ -d SampleDocuments ]; then
  find SampleDocuments -type f \( -name '*.storyboard' -o -name '*.xib' \) -print0 | sort -z > "$TMP/samples"
  n=$(tr -cd '\0' < "$TMP/samples" | wc -c)
  validate "$TMP/samples" "$TMP/samples.out"
  bad=0; expected=0
  while IFS= read -r f; do
    [ -n "$f" ] || continue
    rel="${f#SampleDocuments/}"
    if is_listed "$rel" "${SAMPLE_EXPECTED_INVALID[@]}"; then
      expected=$((expected + 1)); echo "  invalid as intended: SampleDocuments/$rel"
    else
      bad=$((bad + 1)); echo "  FAIL: $f"
      grep -F "$f:" "$TMP/samples.out" | grep 'error' | head -3 | sed 's/^/      /'
    fi
  done < <(failures "$TMP/samples.out")
  for e in "${SAMPLE_EXPECTED_INVALID[@]}"; do
    p="SampleDocuments/${e%%|*}"
    if [ -f "$p" ] && ! failures "$TMP/samples.out" | grep -qxF "$p"; then
      echo "  note: $p is listed as invalid on purpose but validates"
    fi
  done
  echo "SampleDocuments: $((n - bad - expected))/$n documents valid ($expected invalid on purpose)"
  [ "$bad" -eq 0 ] || status=1
fi

exit $status
