#!/bin/sh
# Hostile round 35: re-run every script against one build.
# usage: sh benchmarks/hostile-round-35/run.sh [BUILD]
#   BUILD: a checkout whose .venv has the build installed (pip install -e '.[test]'); default: this checkout.
#   Work, inputs and results go to $X35_DIR (default /tmp/x35run); a previous one is moved aside.
#   Env: RUNS (fuzz runs, default 520, in 2 workers; WORKERS=4 splits them in 4), SEED (35), CPU_LIMIT (60 s of CPU per command),
#        REAL_SHARE (0.25), BASES (real-app slices; default none: the samples only), SKIP_OLD=1 skips round 32/34's scripts.
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
BUILD=$(cd "${1:-$HERE/../..}" && pwd)
PY=$BUILD/.venv/bin/python
D=${X35_DIR:-/tmp/x35run}
export C2S_BIN=$BUILD/.venv/bin/code2skill X35_DIR=$D X35_RESULTS=$D/results.jsonl X35_CASES=$D/cases X35_OUT=$D/out
[ -d "$D" ] && mv "$D" "$D.$(date +%s)"
mkdir -p "$D/bases" && cd "$D"
echo "build under test: $(git -C "$BUILD" rev-parse --short HEAD) ($C2S_BIN)"
RUNS=${RUNS:-520}
export SAMPLES=$BUILD/samples BASES=${BASES:-$D/bases} KEEP=$D/fzkeep FZLOG=$D/fuzz.jsonl SEED=${SEED:-35} \
       REAL_SHARE=${REAL_SHARE:-0.25} HTMX_SIZES=${HTMX_SIZES:-200,2000} CPU_LIMIT=${CPU_LIMIT:-60}
W=${WORKERS:-2}; PER=$(( (RUNS + W - 1) / W ))
for k in $(seq 0 $((W - 1))); do
  S=$((k * PER)); N=$PER; [ $((S + N)) -gt $RUNS ] && N=$((RUNS - S))
  PYTHONPATH=$HERE FZ=$D/fz$k START=$S RUNS=$N $PY "$HERE/fuzz.py" > fuzz$k.log 2>&1 &
done
if [ -z "${SKIP_OLD:-}" ]; then
  $PY "$HERE/bullets.py" > bullets.log 2>&1
  $PY "$HERE/extras.py" > extras.log 2>&1
  $PY "$HERE/export_inject.py" > export_inject.log 2>&1
  X35_RESULTS=$D/results-34.jsonl X35_CASES=$D/cases-34 $PY "$HERE/newcode.py" > newcode34.log 2>&1
fi
X35_RESULTS=$D/results-new.jsonl X35_CASES=$D/cases-new $PY "$HERE/newcode35.py" > newcode35.log 2>&1
$PY "$HERE/contracts35.py" $D/out-new/planted35.json $D/cases-new/planted35 > contracts35.log 2>&1
$PY "$HERE/microscan.py" ${MICRO_UNITS:-40} ${SEED:-35} > microscan.log 2>&1
C2S_BIN=$C2S_BIN OUTD=$D/det sh "$HERE/determinism.sh" > determinism.log 2>&1
for f in "$HERE"/findings/*/run.sh "$HERE"/../hostile-round-34/findings/*/run.sh; do echo "== $f"; C2S_BIN=$C2S_BIN sh "$f"; done > findings.log 2>&1
wait
python3 "$HERE/summarise.py" $D/results.jsonl $D/fuzz.jsonl > summary.md 2>/dev/null
$PY "$HERE/triage.py" $D/fuzz.jsonl $D/fzkeep >> summary.md
for r in results-34 results-new; do [ -f $D/$r.jsonl ] && python3 "$HERE/summarise.py" $D/$r.jsonl /dev/null >> summary.md; done
echo "results: $D/summary.md, $D/findings.log, $D/microscan.log, $D/determinism.log"
