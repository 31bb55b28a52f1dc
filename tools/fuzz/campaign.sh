#!/usr/bin/env bash
# A fuzz campaign: tools/fuzz/run.sh over several modes, one after the other, one job each (the
# machine is shared), at low priority; a line per mode and the total in tools/out/fuzz/campaign.tsv.
#
#   tools/fuzz/campaign.sh MODE:SECONDS...      e.g. baseline:1200 code:600 validate:600
#
# The fuzz binary is built once first (run.sh with NIBTOOL_FUZZ_NO_BUILD unset builds it).
set -uo pipefail
cd "$(dirname "$0")/../.."
out=tools/out/fuzz
summary=$out/campaign.tsv
[ -f "$summary" ] || printf 'started\tmode\tseconds\texecutions\texec_per_s\tnew_units\tslowest_s\tpeak_rss_mb\tartifacts\n' > "$summary"
for spec in "$@"; do
  mode=${spec%%:*}; seconds=${spec#*:}
  before=$(ls "$out/artifacts" 2>/dev/null | wc -l)
  started=$(date -u +%H:%M:%S)
  NIBTOOL_FUZZ_NO_BUILD=1 NIBTOOL_FUZZ_MODE=$mode nice -n 10 tools/fuzz/run.sh "$seconds" 1 > "$out/campaign-$mode.out" 2>&1
  logs=$(sed -n 's/^logs: //p' "$out/campaign-$mode.out")
  stat() { grep -h "^stat::$1:" "$logs"/fuzz-*.log 2>/dev/null | awk '{s += $2} END {print s + 0}'; }
  after=$(ls "$out/artifacts" 2>/dev/null | wc -l)
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$started" "$mode" "$seconds" "$(stat number_of_executed_units)" "$(stat average_exec_per_sec)" \
    "$(stat new_units_added)" "$(stat slowest_unit_time_sec)" "$(stat peak_rss_mb)" "$((after - before))" >> "$summary"
done
awk -F'\t' 'NR > 1 {n += $4; a += $9} END {printf "total: %d executions, %d artifacts\n", n, a}' "$summary"
