#!/bin/sh
# Hostile round 34: re-run every script against one build.
# usage: sh benchmarks/hostile-round-34/run.sh [BUILD]
#   BUILD: a checkout whose .venv has the build installed (pip install -e '.[test]'); default: this checkout.
#   Work, inputs and results go to /tmp/x34 (the scripts name that folder); a previous /tmp/x34 is moved aside.
#   Env: RUNS (fuzz runs, default 520, split over 2 workers), REAL_SHARE (0.1), BASES (real-app slices, default none).
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
BUILD=$(cd "${1:-$HERE/../..}" && pwd)
PY=$BUILD/.venv/bin/python
export C2S_BIN=$BUILD/.venv/bin/code2skill X34_DIR=/tmp/x34 X34_RESULTS=/tmp/x34/results.jsonl X34_CASES=/tmp/x34/cases
[ -d /tmp/x34 ] && mv /tmp/x34 /tmp/x34.$(date +%s)
mkdir -p /tmp/x34/bases && cd /tmp/x34
echo "build under test: $(git -C "$BUILD" rev-parse --short HEAD) ($C2S_BIN)"
RUNS=${RUNS:-520}; HALF=$((RUNS / 2))
export SAMPLES=$BUILD/samples BASES=${BASES:-/tmp/x34/bases} KEEP=/tmp/x34/fzkeep FZLOG=/tmp/x34/fuzz.jsonl SEED=34 \
       REAL_SHARE=${REAL_SHARE:-0.1} HTMX_SIZES=${HTMX_SIZES:-200,2000}
FZ=/tmp/x34/fz START=0 RUNS=$HALF $PY "$HERE/fuzz.py" > fuzz.log 2>&1 &
FZ=/tmp/x34/fz2 START=$HALF RUNS=$((RUNS - HALF)) $PY "$HERE/fuzz.py" > fuzz2.log 2>&1 &
$PY "$HERE/bullets.py" > bullets.log 2>&1
$PY "$HERE/extras.py" > extras.log 2>&1
$PY "$HERE/export_inject.py" > export_inject.log 2>&1
X34_RESULTS=/tmp/x34/results-new.jsonl X34_CASES=/tmp/x34/cases-new $PY "$HERE/newcode.py" > newcode.log 2>&1
for f in "$HERE"/findings/*/run.sh; do echo "== $f"; sh "$f"; done > findings.log 2>&1
wait
python3 "$HERE/summarise.py" /tmp/x34/results.jsonl /tmp/x34/fuzz.jsonl > summary.md
python3 "$HERE/summarise.py" /tmp/x34/results-new.jsonl /dev/null >> summary.md
echo "results: /tmp/x34/summary.md, /tmp/x34/findings.log"
