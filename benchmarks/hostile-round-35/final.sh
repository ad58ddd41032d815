#!/bin/sh
# FINAL: re-run every finding, a second fuzz round (other seed) and the planted-secret greps against $1 (a checkout with .venv).
set -u
B=$1; H=$(cd "$(dirname "$0")" && pwd); D=${X35_DIR:-/tmp/x35fin}; mkdir -p $D; cd $D
export C2S_BIN=$B/.venv/bin/code2skill X35_DIR=$D X35_OUT=$D/out
PY=$B/.venv/bin/python
export SAMPLES=$B/samples BASES=/tmp/x35/bases KEEP=$D/fzkeep FZLOG=$D/fuzz.jsonl SEED=3535 REAL_SHARE=0.25 HTMX_SIZES=200,2000 CPU_LIMIT=60
for k in 0 1 2 3; do PYTHONPATH=$H FZ=$D/fz$k START=$((k * 130)) RUNS=130 nohup $PY $H/fuzz.py > fuzz$k.log 2>&1 & done
for f in $H/findings/*/run.sh $H/../hostile-round-34/findings/*/run.sh; do echo "== $f $(date -u +%T)"; sh "$f" 2>&1 | grep -v "schema-run-elements" | tail -8; done > findings.log 2>&1
X35_RESULTS=$D/results-new.jsonl X35_CASES=$D/cases-new $PY $H/newcode35.py planted35_every_output planted35b_every_output rpc_hostile_names > planted.log 2>&1
X35_RESULTS=$D/results.jsonl X35_CASES=$D/cases $PY $H/bullets.py planted_secrets > bullets-planted.log 2>&1
X35_RESULTS=$D/results.jsonl X35_CASES=$D/cases $PY $H/extras.py contract_secret_update secrets_in_diagnostics > extras-secrets.log 2>&1
wait
