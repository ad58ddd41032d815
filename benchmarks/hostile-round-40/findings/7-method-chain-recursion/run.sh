#!/bin/sh
# Finding 7 (a crash: exit 3, 'internal error: RecursionError', no contract): a class whose N methods call each
# other in a chain through this (m0 → m1 → … → mN, the last making the request). Found with attack40.py
# own_class_5000 (N = 5,000 with 2,000 templates). Usage: run.sh [N] [T] [plain]. Observed and expected:
# benchmarks/hostile-round-40.md, finding 7. Expected: exit 0 or 1, the chain cut with a limit diagnostic.
HERE=$(cd "$(dirname "$0")" && pwd); BIN=${C2S_BIN:-code2skill}; N=${1:-5000}; T=${2:-0}; P=${3:-}; D=${TMPDIR:-/tmp}/x40f7-$N-$T$P
rm -rf $D $D.json; python3 "$HERE/build.py" $D $N $T $P
/usr/bin/time -f "N=$N T=$T $P: %U s user %S s sys rc=%x" prlimit --cpu=60 $BIN derive $D -o $D.json --jobs 1 -q 2>&1 | tail -2
