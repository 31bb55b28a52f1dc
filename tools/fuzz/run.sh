#!/usr/bin/env bash
# Builds the libFuzzer target (tools/fuzz/target, AddressSanitizer on) and fuzzes the document
# pipeline. Everything it writes goes to tools/out/fuzz/ (gitignored).
#
#   tools/fuzz/run.sh [SECONDS] [JOBS]          default 600 s, 2 jobs; NIBTOOL_FUZZ_MODE=reader|validate|fix|preview|diff
#                                               (documents) or explainlog|config|baseline|code|strings (other inputs)
#   tools/fuzz/run.sh replay FILE...            run inputs once (e.g. a crash-* artifact) under the fuzz build
#
# Seeds: SampleDocuments/, corpus documents under 16 KB when ../shared/corpus exists, and hostile
# mutants of both (tools/fuzz/make-seeds.py); the text modes and diff start from what
# tools/fuzz/make-text-seeds.py takes from the tests. Dictionary (document modes): tools/fuzz/ib.dict. Crashes, leaks and
# timeouts land in tools/out/fuzz/artifacts/; keep each as a regression under
# Tests/Fixtures/fuzz-regressions/ once fixed.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=tools/out/fuzz
mode=${NIBTOOL_FUZZ_MODE:-validate}
logs=$out/logs-$(date -u +%Y%m%dT%H%M%S)-$mode
mkdir -p "$out/artifacts" "$out/corpus-$mode" "$logs"
# Built from a snapshot of the sources (.build-fuzz-src) so editing the checkout cannot break a
# build that takes minutes; NIBTOOL_FUZZ_NO_BUILD=1 fuzzes the binary built last.
if [ -z "${NIBTOOL_FUZZ_NO_BUILD:-}" ]; then
  tools/fuzz/snapshot.sh
  (cd .build-fuzz-src && swift build -c release --build-path ../.build-fuzz2 --product nibtool-fuzz \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DNIBTOOL_FUZZING >&2)
fi
binary=.build-fuzz2/release/nibtool-fuzz
# fontconfig's process-lifetime caches are not leaks of ours (tools/sanitizers/lsan.supp).
export LSAN_OPTIONS="suppressions=$PWD/tools/sanitizers/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
if [ "${1:-}" = replay ]; then
  shift
  exec "$binary" -runs=1 "$@"
fi
seconds=${1:-600}
jobs=${2:-2}
seeds=$out/seeds
if [ ! -d "$seeds" ]; then
  sources=(SampleDocuments)
  [ -d ../shared/corpus ] && sources+=(../shared/corpus)
  python3 tools/fuzz/make-seeds.py "$seeds" --max-bytes 16000 "${sources[@]}" >&2
fi
if [ ! -d "$out/text-seeds" ]; then
  python3 tools/fuzz/make-text-seeds.py "$out/text-seeds" "$seeds" >&2
fi
# Document modes start from the document seeds with the IB dictionary; the others from their own.
# Text inputs are capped at libFuzzer's default 4 KB (their parsers are linear; short inputs run
# several times faster), documents at 64 KB.
options=(-dict=../../../../tools/fuzz/ib.dict)
max_len=65536
case "$mode" in explainlog|config|code|strings) max_len=4096 ;; esac
case "$mode" in
  explainlog|config|baseline|code) seeds=$out/text-seeds/seeds-$mode; options=() ;;
  # Foundation leaks a CFError on every input that is not a property list (tools/sanitizers/
  # lsan.supp): suppressed, but libFuzzer would still run a leak check after nearly every input.
  strings) seeds=$out/text-seeds/seeds-$mode; options=(-detect_leaks=0) ;;
  diff) seeds=$out/text-seeds/seeds-diff ;;
esac
corpus=$out/corpus-$mode
# -timeout: a document that takes 10 s is a hang (the slowest corpus document takes well under 1 s).
# -rss_limit_mb: the size limits must keep memory bounded. -max_len: beyond the seeds' sizes.
cd "$logs"
# The other modes also start from what validate-mode fuzzing found (when it ran before).
extra=()
case "$mode" in reader|fix|preview) [ -d "$out/corpus-validate" ] && extra+=("../../../../$out/corpus-validate") ;; esac
"../../../../$binary" "../../../../$corpus" "../../../../$seeds" "${extra[@]}" \
  "${options[@]}" -max_len="$max_len" -timeout=10 -rss_limit_mb=3072 \
  -max_total_time="$seconds" -jobs="$jobs" -workers="$jobs" \
  -artifact_prefix=../artifacts/ -print_final_stats=1 -reload=60 2>&1 | tail -n 5
echo "logs: $logs"
grep -h -E '^stat::number_of_executed_units|^stat::average_exec_per_sec' fuzz-*.log || true
