#!/bin/sh
# Full calibration pipeline; run from the package root (the directory holding Package.swift).
#   tools/text-metrics/run.sh [CORPUS_DIR]
# Needs: python3, swift, libfreetype-dev, libharfbuzz-dev (Inter ships in fonts/inter).
set -eu
CORPUS=${1:-/work/shared/corpus}
T=tools/text-metrics
python3 $T/extract.py "$CORPUS" $T/samples.tsv
swift build --product nibtext-measure
BIN=$(swift build --show-bin-path)/nibtext-measure
"$BIN" $T/samples.tsv > $T/raw.tsv
python3 $T/calibrate.py --write | tee $T/report.md
# Swift must reproduce the Python model exactly (rebuild with the new Calibration.swift first).
swift build --product nibtext-measure
"$BIN" --predict $T/samples.tsv > $T/predict.tsv
python3 $T/calibrate.py --quick --check-swift $T/predict.tsv | sed -n '/swift check/,$p' | tee -a $T/report.md
