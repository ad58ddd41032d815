#!/bin/sh
# Finding 2 (hang): N one-line callers of one request wrapper in one file (300 KB at N=6,000).
# usage: run.sh [N=6000] [rpc|plain]
# Observed (052d27c4, rpc): N=2,000 (100 KB) 22.9 s CPU, N=6,000 killed at the 65 s CPU bound (63.7 s, rc -24);
#   no limit diagnostic: the per-file request-site budget (2,000) counts library call sites (here 1),
#   not the requests the wrapper's callers specialise (rule wrapper.rpc-method-arguments: one request per call).
# Expected: under 60 s of CPU on a 300 KB tree, or a budget cut with a diagnostic naming the limit.
BIN=${C2S_BIN:-code2skill}; D=/tmp/x35f2; rm -rf $D
python3 "$(dirname "$0")/build.py" $D ${1:-6000} ${2:-rpc}
/usr/bin/time -f '%U s user %S s sys rc=%x' sh -c "ulimit -t 120; $BIN derive $D -o $D.json --jobs 1 -q"
