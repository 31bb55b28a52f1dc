#!/usr/bin/env bash
# Runs two nibtool binaries on the same inputs and diffs what they print: `validate --format json`
# over the corpus, `fix --dry-run` (each action) and `preview --format svg` over a sample of it,
# `preview --format json` and `--format svg` (drawing and issue overlays) over SampleDocuments. For a refactoring that must not
# change output (#29): build the untouched branch first and keep its binary.
#
# Usage: tools/analysis/compare-outputs.sh BASE_NIBTOOL NEW_NIBTOOL [CORPUS] [FIX_SAMPLE]
#   CORPUS: default ../shared/corpus (skipped when absent); FIX_SAMPLE: documents for fix (default 100),
#   every n-th of the corpus's sorted .storyboard/.xib files. OUT (env): where outputs are kept.
set -u
base=${1:?base nibtool}; new=${2:?new nibtool}
root=$(cd "$(dirname "$0")/../.." && pwd)
corpus=${3:-$root/../shared/corpus}
sample=${4:-100}
out=${OUT:-$(mktemp -d /tmp/nibtool-compare-XXXXXX)}
# Both binaries read the checkout's schema and font (a copied binary finds none of its own).
export NIBTOOL_DATA_DIR=${NIBTOOL_DATA_DIR:-$root}
mkdir -p "$out"
differences=0

# Runs "$@" with each binary in place of NIBTOOL (stdout, stderr and exit status kept), and diffs.
compare() {
    local name=$1; shift
    for side in base new; do
        local bin=$base; [ $side = new ] && bin=$new
        local args=("${@/#NIBTOOL/$bin}")
        (cd "$root" && "${args[@]}") > "$out/$name.$side.out" 2> "$out/$name.$side.err"
        echo "exit $?" >> "$out/$name.$side.err"
        # The binary's own path appears in some messages; it is not output that changed.
        sed -i "s|$bin|NIBTOOL|g" "$out/$name.$side.out" "$out/$name.$side.err"
    done
    if cmp -s "$out/$name.base.out" "$out/$name.new.out" && cmp -s "$out/$name.base.err" "$out/$name.new.err"; then
        echo "same      $name"
    else
        echo "DIFFERENT $name ($out/$name.{base,new}.{out,err})"
        differences=$((differences + 1))
    fi
}

documents() { find "$1" \( -name '*.storyboard' -o -name '*.xib' \) -type f | LC_ALL=C sort; }

for f in $(documents SampleDocuments); do
    name=preview-$(echo "$f" | tr '/' '_')
    compare "$name.json" NIBTOOL preview --format json "$f"
    compare "$name.svg" NIBTOOL preview --format svg "$f"
    compare "$name.all.svg" NIBTOOL preview --all-traits --format svg "$f"
    compare "$name.ax5.svg" NIBTOOL preview --text-size AX5 --format svg "$f"
done
# Another text size: clipped-text runs, misplaced-view does not.
compare validate-samples-ax5.json NIBTOOL validate --format json --text-size AX5 SampleDocuments

if [ -d "$corpus" ]; then
    compare validate-corpus.json NIBTOOL validate --format json --jobs 2 "$corpus"
    compare validate-corpus-ax5.json NIBTOOL validate --format json --jobs 2 --text-size AX5 "$corpus"
    mapfile -t files < <(documents "$corpus")
    step=$(( ${#files[@]} / sample )); [ "$step" -lt 1 ] && step=1
    for ((i = 0; i < ${#files[@]}; i += step)); do
        f=${files[$i]}
        name=$(echo "${f#"$corpus"/}" | tr '/' '_')
        for action in update-frames update-constants add-missing reset-to-suggested clear-constraints; do
            compare "fix-$action-$name" NIBTOOL fix --$action --dry-run "$f"
        done
        # The drawing of real documents (colours, controls, bars) and its issue overlays.
        compare "preview-corpus-$name.svg" NIBTOOL preview --format svg "$f"
    done
else
    echo "no corpus at $corpus: validate and fix not compared"
fi
echo "$differences different (outputs in $out)"
[ "$differences" -eq 0 ]
