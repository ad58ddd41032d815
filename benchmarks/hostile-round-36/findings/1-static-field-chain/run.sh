#!/bin/sh
# Finding 1 (hang): N classes, each a lazy singleton of a static field (rule this.static-field) made with the
# next class's singleton (if (!S0.instance) S0.instance = new S0(S1.getInstance())); every 10th class called.
# usage: run.sh [N=100] [static|plain]
# Observed (2c4428d8, static): N=30 2.5 s CPU, 40 8.9 s, 44 13.6 s, 50 24.7 s, 100 51.7 s,
#   N=200 and 300 killed at the 60 s CPU bound (SIGKILL, 57.7 s user); no limit diagnostic.
#   256d1712 (before the rule): N=50 2.3 s. The same chain of module constants (plain) N=50: 2.35 s.
# Expected: about linear in N (each static field's instance worked out once), or a budget with a
#   diagnostic; a 15 KB file under 60 s of CPU.
BIN=${C2S_BIN:-code2skill}; D=/tmp/x36f1; rm -rf $D
python3 "$(dirname "$0")/build.py" $D ${1:-100} ${2:-static}
/usr/bin/time -f '%U s user %S s sys rc=%x' nice -n 10 prlimit --cpu=60 $BIN derive $D -o $D.json --jobs 1 -q
