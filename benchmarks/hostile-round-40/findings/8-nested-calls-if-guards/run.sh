#!/bin/sh
# Finding 8 (a hang over 60 s of CPU on a small tree; older code): a request argument of N nested call pairs
# f(g(…)) (2N calls; FORM json: JSON.parse(JSON.stringify(…)), attack40.py logical_and_copy_blowup). Each call's
# enclosing tests are found by walking up every ancestor (extractors/module_facts/control_flow.py if_guards,
# scopes.up), so the extraction is quadratic in the nesting; the expression-depth limit cuts the value at 40
# levels but not this walk. Usage: run.sh [N] [json]. Observed and expected: benchmarks/hostile-round-40.md, finding 8.
HERE=$(cd "$(dirname "$0")" && pwd); BIN=${C2S_BIN:-code2skill}; N=${1:-6000}; F=${2:-}; D=${TMPDIR:-/tmp}/x40f8-$N$F
rm -rf $D $D.json; python3 "$HERE/build.py" $D $N $F
/usr/bin/time -f "N=$N $F ($(wc -c < $D/src/api.js) bytes): %U s user %S s sys rc=%x" prlimit --cpu=60 $BIN derive $D -o $D.json --jobs 1 -q 2>&1 | tail -2
