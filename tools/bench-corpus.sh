#!/usr/bin/env bash
# Parse and validate speed over the corpus, against `xmllint --noout` on the same files in the same run.
# Each command runs REPEAT times (default 5); the best wall time of each is reported, and the ratio.
set -euo pipefail
cd "$(dirname "$0")/.."
corpus="${CORPUS:-../shared/corpus}"
if [ ! -d "$corpus" ]; then echo "bench-corpus: no corpus at $corpus, skipped"; exit 0; fi
command -v xmllint >/dev/null || { echo "bench-corpus: xmllint missing (apt-get install libxml2-utils)"; exit 1; }
# The binary measured is the one CI ships: the portable build, Swift runtime linked in (a
# dynamically linked nibtool spends about 15 ms more starting, resolving symbols in 40 libraries).
bin="${NIBTOOL:-.build/release/nibtool}"
[ -n "${NIBTOOL:-}" ] || swift build -c release --static-swift-stdlib --product nibtool >/dev/null
list=$(mktemp); trap 'rm -f "$list"' EXIT
find "$corpus" -type f \( -name '*.storyboard' -o -name '*.xib' \) -print0 | sort -z > "$list"
files=$(tr -cd '\0' < "$list" | wc -c)
bytes=$(xargs -0 cat < "$list" | wc -c)
repeat="${REPEAT:-5}"
# /usr/bin/time may be missing; fall back to bash's time via python timing.
timeit() { python3 - "$repeat" "$@" <<'PY'
import subprocess, sys, time
n = int(sys.argv[1]); cmd = sys.argv[2:]
best = 1e9
for _ in range(n):
    t = time.perf_counter(); subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL); best = min(best, time.perf_counter() - t)
print(f"{best:.4f}")
PY
}
mapfile -d '' paths < "$list"
x=$(timeit xmllint --noout "${paths[@]}")
p=$(timeit "$bin" xml parse "${paths[@]}")
d=$(timeit "$bin" xml parse --decode "${paths[@]}")
v=$(timeit "$bin" validate --no-schema "${paths[@]}")
s=$(timeit "$bin" validate "${paths[@]}")
dir=$(timeit "$bin" validate "$corpus")
one=$(timeit "$bin" validate SampleDocuments/Cookbook/R02-stack-nested.storyboard)
echo "corpus: $files files, $bytes bytes; best of $repeat runs (whole process, wall time)"
printf "xmllint --noout            %8.4f s\n" "$x"
printf "nibtool xml parse          %8.4f s   ratio %.2fx\n" "$p" "$(python3 -c "print($p/$x)")"
printf "nibtool xml parse --decode %8.4f s   ratio %.2fx\n" "$d" "$(python3 -c "print($d/$x)")"
printf "nibtool validate --no-schema %6.4f s   ratio %.2fx  (all configurations, layout, every rule, 2 cores)\n" "$v" "$(python3 -c "print($v/$x)")"
printf "nibtool validate            %8.4f s   ratio %.2fx  (with the RELAX NG schema; the files as arguments)\n" "$s" "$(python3 -c "print($s/$x)")"
printf "nibtool validate DIR        %8.4f s   ratio %.2fx  (the same files, found by walking the folder)\n" "$dir" "$(python3 -c "print($dir/$x)")"
printf "one storyboard (R02, whole process) %.4f s\n" "$one"
