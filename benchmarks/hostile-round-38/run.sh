#!/bin/sh
# Hostile round 38: every script of rounds 34-38 against one build.
# usage: sh benchmarks/hostile-round-38/run.sh [BUILD]
#   BUILD: a checkout whose .venv has the build installed; default: this checkout.
#   Env: RUNS (fuzz runs of round 35's harness, default 520), WORKERS (2), BASES (real-app slices to
#   fuzz beside the samples; default none), X38_DIR (default /tmp/x38all), SKIP_OLD=1 (leave out
#   round 32/34's hand-made scripts, as round 35's run.sh says).
#   Every command runs under nice 10 and RLIMIT_CPU 60 s; every figure is CPU time.
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
BUILD=$(cd "${1:-$HERE/../..}" && pwd)
D=${X38_DIR:-/tmp/x38all}
mkdir -p "$D"
export C2S_BIN=$BUILD/.venv/bin/code2skill X38_OUT=$D/x38 X36_OUT=$D/x36
echo "build under test: $(git -C "$BUILD" rev-parse --short HEAD) ($C2S_BIN)"
# round 35's harness: fuzz, round 32/34 scripts, round 35's new-code cases, findings of rounds 34-35
X35_DIR=$D/x35 nice -n 10 sh "$HERE/../hostile-round-35/run.sh" "$BUILD" > "$D/round35.log" 2>&1 &
# round 36: its cases and its findings
for f in "$HERE"/../hostile-round-36/findings/*/run.sh; do echo "== $f"; sh "$f"; done > "$D/findings36.log" 2>&1
python3 "$HERE/../hostile-round-36/attack36.py" > "$D/attack36.log" 2>&1
# round 38: the rules added since 2c4428d8, hostile configs and contracts, and this round's findings
python3 "$HERE/attack38.py" > "$D/attack38.log" 2>&1
python3 "$HERE/configs38.py" > "$D/configs38.log" 2>&1
sh "$HERE/git_live_config.sh" > "$D/git_live_config.log" 2>&1
for f in "$HERE"/findings/*/run.sh; do echo "== $f"; sh "$f"; done > "$D/findings38.log" 2>&1
wait
echo "results: $D/x35/summary.md, $D/*.log (one [verdict] line per case)"
