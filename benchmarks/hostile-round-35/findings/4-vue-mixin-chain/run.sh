#!/bin/sh
# Finding 4 (hang): a chain of N Vue mixins, each with a data() URL table and a method reading this.url.list,
# mixed into one component (N=800: 800 files of ~150 bytes, 120 KB).
# usage: run.sh [N=800] [data|nodata]
# Observed (052d27c4): N=300 8.8 s CPU, N=800 killed at the 65 s CPU bound (63.3 s, rc -24): super-linear in N.
# Expected: under 60 s of CPU for a 120 KB tree (a budget on the mixin depth or the member-order walk, with a
# diagnostic), the methods of the mixins read once.
BIN=${C2S_BIN:-code2skill}; D=/tmp/x35f4; rm -rf $D
python3 "$(dirname "$0")/build.py" $D ${1:-800} ${2:-data}
/usr/bin/time -f '%U s user %S s sys rc=%x' sh -c "ulimit -t 120; $BIN derive $D -o $D.json --jobs 1 -q" 2>&1 | tail -3
