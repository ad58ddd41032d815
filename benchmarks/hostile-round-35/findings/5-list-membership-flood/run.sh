#!/bin/sh
# Finding 5 (hang): C callers of a request wrapper whose method is decided by list-membership tests of K literals
# (rule value.list-membership-test). usage: run.sh [C=1999] [K=19990]
# Observed (052d27c4): C=300,K=3,000 5.9 s CPU; C=1,999,K=19,990 (a 400 KB tree) killed at the 65 s CPU bound (63.6 s).
# Expected: under 60 s of CPU (each list's literals indexed once, or a bound on the literals compared, with a diagnostic).
BIN=${C2S_BIN:-code2skill}; D=/tmp/x35f5; rm -rf $D
python3 "$(dirname "$0")/build.py" $D ${1:-1999} ${2:-19990}
/usr/bin/time -f '%U s user %S s sys rc=%x' sh -c "ulimit -t 120; $BIN derive $D -o $D.json --jobs 1 -q" 2>&1 | tail -3
